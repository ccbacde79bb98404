/* A negative half converted to uint8_t: CANN's precision conversion rules
 * say the hardware treats a negative input as an exception. */
/* { sim-error {^sim: vconv_f162u8r: src element 2 \(repeat 0\) at UB 0x4 is -1: a negative input to a conversion to uint8_t is treated as an exception by the hardware} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __ubuf__ uint8_t *y = PGR_UB(uint8_t, 0x100);
    unsigned k;

    for (k = 0; k < 128; k++)
        x[k] = (half)(k == 2 ? -1.0f : 1.0f);
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset0(get_ctrl(), 59));
    vconv_f162u8r(y, x, 1, 1, 1, 4, 8);
    set_ctrl(sbitset0(get_ctrl(), 59));
}
