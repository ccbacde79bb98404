/* Half data loaded (UNPK_B16) before its copy is known to be complete,
 * converted to float and back and stored: the store's lanes come, through
 * both conversions, from the bytes the copy is writing, and the report
 * names the load. */
/* { sim-error {^sim: vlds: reads UB \[0x0, 0x80\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static half gx[64];

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x100);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 128, 0, 0, 0, 0, 128, 128);
    set_ctrl(sbitset0(get_ctrl(), 60));
    __VEC_SCOPE__
    {
        vector_f16 a, o;
        vector_f32 v;
        vector_bool p16 = pset_b16(PAT_ALL), p32 = pset_b32(PAT_ALL);
        vlds(a, x, 0, UNPK_B16);
        vcvt(v, a, p16, PART_EVEN);
        vcvt(o, v, p32, ROUND_R, RS_DISABLE, PART_EVEN);
        vsts(o, y, 0, PK_B32, p32);
    }
    set_ctrl(sbitset1(get_ctrl(), 60));
}
