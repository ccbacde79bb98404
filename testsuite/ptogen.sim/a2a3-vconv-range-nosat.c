/* Saturation off (CTRL bit 59 = 1) and a float beyond int32_t: the result
 * is not documented (CANN says "the low bits" without saying of what), so
 * the simulator stops. */
/* { sim-error {^sim: vconv_f322s32r: src element 1 \(repeat 0\) at UB 0x4 is 3000000000, outside int32_t, with saturation off: the result is not documented$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x100);
    unsigned k;

    for (k = 0; k < 64; k++)
        x[k] = k == 1 ? 3e9f : (float)k;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset1(get_ctrl(), 59));
    vconv_f322s32r(y, x, 1, 1, 1, 8, 8);
    set_ctrl(sbitset0(get_ctrl(), 59));
}
