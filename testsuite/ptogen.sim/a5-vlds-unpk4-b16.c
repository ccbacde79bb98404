/* UNPK4_B8 spreads 8-bit elements four lanes apart (pto-isa's
 * a5/TDeQuant.hpp loads int8 so); a 16-bit register is not one. */
/* { sim-error {^sim: vlds: UNPK4_B8 unpacks 8-bit elements; the register is vector_s16$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s16 a;
        vlds(a, x, 0, UNPK4_B8);
    }
}
