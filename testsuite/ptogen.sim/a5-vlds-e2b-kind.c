/* E2B_B32 broadcasts 32-bit elements: not into a half register. */
/* { sim-error {^sim: vlds: E2B_B32 broadcasts 32-bit elements; the register is vector_f16$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vlds(a, x, 0, E2B_B32);
    }
}
