/* UNPK_B16 into a float register: the unpacking load spreads 16-bit
 * elements, loaded into a register of their own kind. */
/* { sim-error {^sim: vlds: UNPK_B16 unpacks 16-bit elements; the register is vector_f32$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vlds(a, x, 0, UNPK_B16);
    }
}
