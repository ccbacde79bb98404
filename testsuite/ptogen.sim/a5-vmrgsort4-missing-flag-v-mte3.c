/* The merged pairs stored to GM with no set_flag/wait_flag(PIPE_V,
 * PIPE_MTE3) after the vmrgsort4 that wrote them: on A5 too it is a
 * vector-pipe write, which MTE3 waits for. */
/* { sim-error {^sim: copy_ubuf_to_gm_align_v2: reads UB \[0x400, 0x600\) written by V vmrgsort4 without set_flag/wait_flag\(PIPE_V, PIPE_MTE3\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    static float g[128];
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x400);
    __ubuf__ float *l[2] = {x, x + 64};

    __VEC_SCOPE__
    {
        vector_f32 v;
        uint32_t n = 128;
        vector_bool pg = plt_b32(n, POST_UPDATE);
        vdup(v, 1.0f, pg, MODE_ZEROING);
        vsts(v, x, 0, NORM_B32, pg);
        vsts(v, x, 64, NORM_B32, pg);
    }
    vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_ubuf_to_gm_align_v2(g, p, 0, 1, sizeof g, 0, sizeof g, sizeof g);
}
