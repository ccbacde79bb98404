/* An unsigned shift whose count register is unsigned: the count operand
 * is the signed register of the same width (pto-isa passes a signed
 * view, a5/TShr.hpp). */
/* { sim-error {^sim: vshr: count register is vector_u16; the count operand of vshr on vector_u16 is vector_s16 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x000);

    __VEC_SCOPE__
    {
        vector_u16 a, c, y;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vdup(c, (uint16_t)3, p, MODE_ZEROING);
        vshr(y, a, c, p, MODE_ZEROING);
    }
}
