/* copy_ubuf_to_ubuf runs on the vector pipe (CCE's page: PIPE_V), so a
 * vector instruction reading what it wrote needs a barrier in between. */
/* { sim-error {^sim: vadd: reads UB \[0x400, 0x500\) written by V copy_ubuf_to_ubuf without} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000), *y = PGR_UB(float, 0x400);
    __ubuf__ float *z = PGR_UB(float, 0x800);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    copy_ubuf_to_ubuf(y, x, 0, 1, 8, 0, 0);
    vadd(z, y, y, 1, 1, 1, 1, 8, 8, 8);
}
