/* A correct double-buffered kernel: four tiles through two buffers, every
 * ordering by flags, as the generated kernels do it.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"

static float ga[4][256], gb[4][256], gy[4][256];

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    for (int i = 0; i < 4 * 256; i++) {
        ga[i / 256][i % 256] = (float)i;
        gb[i / 256][i % 256] = 0.5f;
    }
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    for (int t = 0; t < 4; t++) {
        const int buf = t & 1;
        const event_t ev = buf ? EVENT_ID1 : EVENT_ID0;
        __ubuf__ float *a = PGR_UB(float, 0x0000 + buf * 0x400);
        __ubuf__ float *b = PGR_UB(float, 0x0800 + buf * 0x400);
        __ubuf__ float *x = PGR_UB(float, 0x1000);
        __ubuf__ float *y = PGR_UB(float, 0x1800 + buf * 0x400);
        wait_flag(PIPE_V, PIPE_MTE2, ev);
        copy_gm_to_ubuf_align_b32(a, ga[t], 0, 1, 1024, 0, 0, 0, 0);
        copy_gm_to_ubuf_align_b32(b, gb[t], 0, 4, 256, 0, 0, 0, 0);
        set_flag(PIPE_MTE2, PIPE_V, ev);
        wait_flag(PIPE_MTE2, PIPE_V, ev);
        wait_flag(PIPE_MTE3, PIPE_V, ev);
        set_mask_count();
        set_vector_mask(0, 256);
        vadd(x, a, b, 0, 1, 1, 1, 8, 8, 8);
        pipe_barrier(PIPE_V);
        vmuls(y, x, -1.0f, 0, 1, 1, 8, 8);
        set_mask_norm();
        set_vector_mask((uint64_t)-1, (uint64_t)-1);
        set_flag(PIPE_V, PIPE_MTE2, ev);
        set_flag(PIPE_V, PIPE_MTE3, ev);
        wait_flag(PIPE_V, PIPE_MTE3, ev);
        copy_ubuf_to_gm_align_b32(gy[t], y, 0, 1, 1024, 0, 0, 0, 0);
        set_flag(PIPE_MTE3, PIPE_V, ev);
    }
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    for (int i = 0; i < 4 * 256; i++)
        if (gy[i / 256][i % 256] != -((float)i + 0.5f)) {
            fprintf(stderr, "wrong result at %d\n", i);
            return;
        }
}
