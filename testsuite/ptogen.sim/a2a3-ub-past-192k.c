/* A tile at 192 KiB is outside the A2/A3 UB. */
/* { sim-error {^sim: PGR_UB: UB offset 0x30000 is outside the 192 KiB UB \[0x0, 0x30000\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 192 * 1024);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
}
