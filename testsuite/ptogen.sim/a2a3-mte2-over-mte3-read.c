/* A load into the bytes an MTE3 store still reads needs
 * set_flag/wait_flag(PIPE_MTE3, PIPE_MTE2) (or an ordering through V). */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b32: writes UB \[0x0, 0x400\) read by MTE3 copy_ubuf_to_gm_align_b32 without set_flag/wait_flag\(PIPE_MTE3, PIPE_MTE2\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[256], gy[256];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gy, a, 0, 1, 1024, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
}
