/* vbitsort of values the GM copy has not finished: the vector pipe's own
 * order (no barrier after a scope) does not cover another pipe's writes,
 * which take set_flag/wait_flag(PIPE_MTE2, PIPE_V) first. */
/* { sim-error {^sim: vbitsort: reads UB \[0x0, 0x80\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    static float g[32];
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ uint32_t *i = PGR_UB(uint32_t, 0x100);
    __ubuf__ float *p = PGR_UB(float, 0x200);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, g, 0, 1, sizeof g, 0, 0, 0, 0, 128, 128);
    __VEC_SCOPE__
    {
        vector_u32 v;
        uint32_t n = 32;
        vdup(v, 7u, plt_b32(n, POST_UPDATE), MODE_ZEROING);
        vsts(v, i, 0, NORM_B32, plt_b32(n, POST_UPDATE));
    }
    vbitsort(p, x, i, 1);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
