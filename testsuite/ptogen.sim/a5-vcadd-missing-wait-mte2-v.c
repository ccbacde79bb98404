/* TROWSUM of a row the copy has not finished: the sum of its 40 lanes
 * reaches UB through vsts ONEPT_B32, so the load of all 40 fails (and
 * only those: clean-a5-reduce.c has lanes past the predicate in such
 * bytes). */
/* { sim-error {^sim: vlds: reads UB \[0x0, 0xa0\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    static float g[40];
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, g, 0, 1, sizeof g, 0, 0, 0, 0, 160, 160);
    __VEC_SCOPE__
    {
        vector_f32 a, b;
        uint32_t n = 40, one = 1;
        vlds(a, x, 0, NORM);
        vcadd(b, a, plt_b32(n, POST_UPDATE), MODE_ZEROING);
        vsts(b, y, 0, ONEPT_B32, plt_b32(one, POST_UPDATE));
    }
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
