/* Inside one __VEC_SCOPE__ a vlds of bytes an earlier vsts wrote needs
 * mem_bar(VST_VLD); the hazard is reported when the loaded value reaches
 * UB, naming the load. */
/* { sim-error {^sim: vlds: reads UB \[0x400, 0x500\) written by V vsts without mem_bar\(VST_VLD\) in between in the same __VEC_SCOPE__$} } */
#include "a5.h"
#include "sim-test.h"

static int32_t gx[64];

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *t = PGR_UB(int32_t, 0x400);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x800);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s32 a, b, c;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vadd(b, a, a, p, MODE_ZEROING);
        vsts(b, t, 0, NORM_B32, p);
        vlds(c, t, 0, NORM);
        vsts(c, y, 0, NORM_B32, p);
    }
}
