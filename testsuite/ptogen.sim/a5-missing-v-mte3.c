/* An MTE3 copy reads what vsts wrote without
 * set_flag/wait_flag(PIPE_V, PIPE_MTE3), across the scope boundary. */
/* { sim-error {^sim: copy_ubuf_to_gm_align_v2: reads UB \[0x400, 0x500\) written by V vsts without set_flag/wait_flag\(PIPE_V, PIPE_MTE3\)$} } */
#include "a5.h"
#include "sim-test.h"

static half gy[128];

static void kernel(void)
{
    __ubuf__ half *y = PGR_UB(half, 0x400);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vector_bool p = pset_b16(PAT_ALL);
        vector_f16 z = {};
        vadds(a, z, (half)1, p, MODE_ZEROING);
        vsts(a, y, 0, NORM_B16, p);
    }
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 256, 0, 256, 256);
}
