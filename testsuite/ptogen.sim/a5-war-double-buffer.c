/* Double buffering on A5: a load into a buffer whose previous contents a
 * vlds read (and stored onwards) needs set_flag/wait_flag(PIPE_V,
 * PIPE_MTE2). */
/* { sim-error {^sim: copy_gm_to_ubuf_align_v2: writes UB \[0x0, 0x100\) read by V vlds without set_flag/wait_flag\(PIPE_V, PIPE_MTE2\)$} } */
#include "a5.h"
#include "sim-test.h"

static int16_t gx[2][128];

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x400);

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

    copy_gm_to_ubuf_align_v2(x, gx[0], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s16 a, b;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vnot(b, a, p, MODE_ZEROING);
        vsts(b, y, 0, NORM_B16, p);
    }
    copy_gm_to_ubuf_align_v2(x, gx[1], 0, 1, 256, 0, 0, 0, 0, 256, 256);
}
