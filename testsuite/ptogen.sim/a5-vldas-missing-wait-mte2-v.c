/* TROWEXPAND of a DN tile the copy has not finished: vldas reads
 * element 0 too early, and vdup broadcasts it into what vsts stores. */
/* { sim-error {^sim: vldas: reads UB \[0x0, 0x4\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    static float g[8];
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, g, 0, 1, sizeof g, 0, 0, 0, 0, 32, 32);
    __VEC_SCOPE__
    {
        vector_f32 a, b;
        vector_align u;
        uint32_t n = 8;
        vldas(u, x);
        vldus(a, u, x);
        vdup(b, a, pset_b8(PAT_ALL), POS_LOWEST, MODE_ZEROING);
        vsts(b, y, 0, NORM_B32, plt_b32(n, POST_UPDATE));
    }
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
