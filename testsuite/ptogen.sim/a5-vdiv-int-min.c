/* An integer vdiv of the most negative value by -1: the quotient does not
 * fit, and the hardware's result is not documented. */
/* { sim-error {^sim: vdiv: -32768 / -1 in lane 0 overflows vector_s16 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s16 a, b, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, (int16_t)-32768, p, MODE_ZEROING);
        vdup(b, (int16_t)-1, p, MODE_ZEROING);
        vdiv(y, a, b, p, MODE_ZEROING);
    }
}
