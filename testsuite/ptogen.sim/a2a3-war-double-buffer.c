/* Double buffering: the next load into a buffer must wait until the
 * vector pipe no longer reads it (set_flag/wait_flag(PIPE_V, PIPE_MTE2)).
 * Here the second load into buffer 0 skips that wait. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b32: writes UB \[0x0, 0x400\) read by V vadds without set_flag/wait_flag\(PIPE_V, PIPE_MTE2\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[4][256], gy[4][256];

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    for (int t = 0; t < 3; t++) {
        const int buf = t & 1;
        const event_t ev = buf ? EVENT_ID1 : EVENT_ID0;
        __ubuf__ float *a = PGR_UB(float, 0x000 + buf * 0x400);
        __ubuf__ float *y = PGR_UB(float, 0x800 + buf * 0x400);
        if (buf) /* the bug: buffer 0 is reloaded without waiting for V */
            wait_flag(PIPE_V, PIPE_MTE2, ev);
        copy_gm_to_ubuf_align_b32(a, ga[t], 0, 1, 1024, 0, 0, 0, 0);
        set_flag(PIPE_MTE2, PIPE_V, ev);
        wait_flag(PIPE_MTE2, PIPE_V, ev);
        wait_flag(PIPE_MTE3, PIPE_V, ev);
        vadds(y, a, 1.0f, 4, 1, 1, 8, 8);
        set_flag(PIPE_V, PIPE_MTE2, ev);
        set_flag(PIPE_V, PIPE_MTE3, ev);
        wait_flag(PIPE_V, PIPE_MTE3, ev);
        copy_ubuf_to_gm_align_b32(gy[t], y, 0, 1, 1024, 0, 0, 0, 0);
        set_flag(PIPE_MTE3, PIPE_V, ev);
    }
}
