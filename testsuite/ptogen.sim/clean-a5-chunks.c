/* A correct A5 kernel: two scopes chained through UB (no barrier needed
 * between scopes), a vsts -> vlds reuse inside a scope behind
 * mem_bar(VST_VLD), flags around the copies.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static int32_t gx[100], gy[100];

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *t = PGR_UB(int32_t, 0x200);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x400);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    for (int i = 0; i < 100; i++)
        gx[i] = i * 3 - 50;
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 400, 0, 0, 0, 0, 400, 416);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        uint32_t n = 100;
        for (int c = 0; c < 2; c++) {
            vector_s32 a, b;
            vector_bool p = plt_b32(n, POST_UPDATE);
            vlds(a, x, c * 64, NORM);
            vadds(b, a, 7, p, MODE_ZEROING);
            vsts(b, t, c * 64, NORM_B32, p);
        }
    }
    __VEC_SCOPE__
    {
        uint32_t n = 100;
        for (int c = 0; c < 2; c++) {
            vector_s32 a, b, d;
            vector_bool p = plt_b32(n, POST_UPDATE);
            vlds(a, t, c * 64, NORM);
            vmuls(b, a, 2, p, MODE_ZEROING);
            vsts(b, t, c * 64, NORM_B32, p);
            mem_bar(VST_VLD);
            vlds(d, t, c * 64, NORM);
            vsts(d, y, c * 64, NORM_B32, p);
        }
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 400, 0, 400, 416);
    pipe_barrier(PIPE_ALL);
    for (int i = 0; i < 100; i++)
        if (gy[i] != (gx[i] + 7) * 2) {
            fprintf(stderr, "wrong result at %d\n", i);
            return;
        }
}
