/* int32_t -> half through vconv_deq where half cannot hold the value:
 * how vconv_deq rounds and overflows is not documented, so only exact
 * results are simulated (int32_t -> float -> half rounds by a mode). */
/* { sim-error {^sim: vconv_deq: src element 0 \(repeat 0\) at UB 0x0 is 2049, not exactly representable as half: the rounding and overflow of vconv_deq are not documented$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x100);
    unsigned k;

    for (k = 0; k < 64; k++)
        x[k] = k == 0 ? 2049 : (int32_t)k;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_deqscale((half)1.0);
    pipe_barrier(PIPE_V);
    vconv_deq(y, x, 1, 1, 1, 4, 8);
}
