/* The cycles of A2/A3 conversions: a vconv repeat is 256 bytes of the
 * WIDER side, so 300 elements in counter mode are 5 repeats of float ->
 * half (64 a repeat) and 3 of half -> int16_t (128).  vconv costs (13, 19,
 * 1), (13, 17, 1) with an int16_t side.  13 + 5 = 18, then 18 after the
 * barrier + 3 = 39, complete 17 later: 56.  sim/README.md, "Cycle model",
 * states the same number. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {vconv example: ([0-9]+\.[0-9]) cycles} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000);
    __ubuf__ half *h = PGR_UB(half, 0x1000);
    __ubuf__ int16_t *s = PGR_UB(int16_t, 0x2000);

    set_ctrl(sbitset0(get_ctrl(), 59));
    set_mask_count();
    set_vector_mask(0, 300);
    vconv_f322f16r(h, x, 0, 1, 1, 4, 8);
    pipe_barrier(PIPE_V);
    vconv_f162s16r(s, h, 0, 1, 1, 8, 8);
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset0(get_ctrl(), 59));
}
