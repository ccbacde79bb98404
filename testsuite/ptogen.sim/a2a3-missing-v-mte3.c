/* An MTE3 copy reads what a vector instruction wrote without
 * set_flag/wait_flag(PIPE_V, PIPE_MTE3). */
/* { sim-error {^sim: copy_ubuf_to_gm_align_b32: reads UB \[0x400, 0x800\) written by V vadds without set_flag/wait_flag\(PIPE_V, PIPE_MTE3\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[256], gy[256];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vadds(y, a, 1.0f, 4, 1, 1, 8, 8);
    copy_ubuf_to_gm_align_b32(gy, y, 0, 1, 1024, 0, 0, 0, 0);
}
