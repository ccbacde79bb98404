/* A shift count of 32 on 16-bit data: pto-isa's A5 system tests show
 * counts in [0, 32) (those of W or more shift every bit out,
 * clean-a5-vshl-count-out.c); what the hardware does with larger or
 * negative counts is not documented, so no kernel may depend on it. */
/* { sim-error {^sim: vshr: count 32 outside \[0, 32\) in lane 0 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s16 a, c, y;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vdup(c, (int16_t)32, p, MODE_ZEROING);
        vshr(y, a, c, p, MODE_ZEROING);
    }
}
