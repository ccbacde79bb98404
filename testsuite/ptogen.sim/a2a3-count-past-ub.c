/* A counter-mode element count that runs past the end of UB. */
/* { sim-error {^sim: vector_dup: counter mode: dst element 1024 of 1536 at UB 0x30000 lies beyond the 192 KiB UB \[0x0, 0x30000\) \(dst at 0x2f000\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x2f000);

    set_mask_count();
    set_vector_mask(0, 1536);
    vector_dup(x, 1.0f, 0, 1, 1, 8, 8);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
