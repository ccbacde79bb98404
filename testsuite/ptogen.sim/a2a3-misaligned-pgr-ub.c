/* A tile's UB address must be a multiple of 32. */
/* { sim-error {^sim: PGR_UB: UB offset 0x410 is not 32-byte aligned$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x410);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
}
