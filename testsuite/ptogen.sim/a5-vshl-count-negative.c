/* A negative shift count (-1 on 8-bit data, 0xff as an unsigned count):
 * no source says what vshl does with it, so no kernel may depend on it;
 * ptogen reads a count as unsigned and clamps it below 32 first. */
/* { sim-error {^sim: vshl: count -1 outside \[0, 32\) in lane 0 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);

    __VEC_SCOPE__
    {
        vector_u8 a, y;
        vector_s8 c;
        vector_bool p = pset_b8(PAT_ALL);
        vlds(a, x, 0, NORM);
        vdup(c, (int8_t)-1, p, MODE_ZEROING);
        vshl(y, a, c, p, MODE_ZEROING);
    }
}
