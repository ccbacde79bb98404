/* A value loaded from bytes an MTE2 copy wrote, without
 * set_flag/wait_flag(PIPE_MTE2, PIPE_V), reaches UB. */
/* { sim-error {^sim: vlds: reads UB \[0x0, 0x100\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static half gx[128];

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x400);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    __VEC_SCOPE__
    {
        vector_f16 a, b;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vmuls(b, a, (half)2, p, MODE_ZEROING);
        vsts(b, y, 0, NORM_B16, p);
    }
}
