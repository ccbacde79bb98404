/* A vector instruction reads what an MTE2 copy wrote, with set_flag but
 * no wait_flag(PIPE_MTE2, PIPE_V) in between. */
/* { sim-error {^sim: vadd: reads UB \[0x0, 0x400\) written by MTE2 copy_gm_to_ubuf_align_b32 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[256];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vadd(y, a, a, 4, 1, 1, 1, 8, 8, 8);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
