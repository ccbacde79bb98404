/* float -> int32_t without saturation (RS_DISABLE under CTRL bit 60 = 0)
 * on a value beyond int32_t: CANN's A5 pages say only that the result is
 * "truncated, depending on the binary representation". */
/* { sim-error {^sim: vcvt: source lane 1 is 3000000000, outside int32_t, with saturation off: the result is not documented$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    int k;

    for (k = 0; k < 64; k++)
        x[k] = k == 1 ? 3e9f : (float)k;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_ctrl(sbitset0(get_ctrl(), 60));
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_s32 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_DISABLE);
    }
    set_ctrl(sbitset1(get_ctrl(), 60));
}
