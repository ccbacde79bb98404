/* A NaN converted to an integer: what A2/A3's vconv gives is not
 * documented, so the simulator stops instead of guessing (ptogen guards
 * NaN lanes itself). */
/* { sim-error {^sim: vconv_f322s32z: src element 3 \(repeat 0\) at UB 0xc is NaN: what A2/A3 vconv_f322s32z makes of a NaN is not documented} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x100);
    unsigned k;

    for (k = 0; k < 64; k++)
        x[k] = k == 3 ? __builtin_nanf("") : (float)k;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset0(get_ctrl(), 59));
    vconv_f322s32z(y, x, 1, 1, 1, 8, 8);
    set_ctrl(sbitset0(get_ctrl(), 59));
}
