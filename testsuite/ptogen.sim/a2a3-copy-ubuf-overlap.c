/* copy_ubuf_to_ubuf: what an overlapping copy does is not documented. */
/* { sim-error {^sim: copy_ubuf_to_ubuf: dst burst 0 UB \[0x20, 0x60\) overlaps src burst 0} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    copy_ubuf_to_ubuf(x + 8, x, 0, 1, 2, 0, 0);
}
