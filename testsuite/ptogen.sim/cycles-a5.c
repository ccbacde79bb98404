/* The A5 worked example of sim/README.md ("Cycle model"): the same tile
 * as cycles-a2a3.c, in 16 chunks of plt, two vlds, vadd, vsts.  The
 * driver compares the cycles printed with the README's. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {takes [0-9.]+ \+ [0-9.]+ \+ [0-9.]+ = ([0-9]+\.[0-9])} } */
#include "a5.h"
#include "sim-test.h"

static float ga[1024], gb[1024], gy[1024];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x0000);
    __ubuf__ float *b = PGR_UB(float, 0x1000);
    __ubuf__ float *y = PGR_UB(float, 0x2000);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    copy_gm_to_ubuf_align_v2(a, ga, 0, 1, 4096, 0, 0, 0, 0, 4096, 4096);
    copy_gm_to_ubuf_align_v2(b, gb, 0, 1, 4096, 0, 0, 0, 0, 4096, 4096);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_f32 va, vb, vy;
        vector_bool p;
        uint32_t n = 1024;
        for (int i = 0; i < 16; i++) {
            p = plt_b32(n, POST_UPDATE);
            vlds(va, a, 64, NORM, POST_UPDATE);
            vlds(vb, b, 64, NORM, POST_UPDATE);
            vadd(vy, va, vb, p, MODE_ZEROING);
            vsts(vy, y, 64, NORM_B32, p, POST_UPDATE);
        }
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    y = PGR_UB(float, 0x2000);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 4096, 0, 4096, 4096);
}
