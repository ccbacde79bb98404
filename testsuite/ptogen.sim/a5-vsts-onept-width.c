/* ONEPT_B16 stores a 16-bit element: not from a float register. */
/* { sim-error {^sim: vsts: ONEPT_B16 stores one 16-bit element; the register is vector_f32$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);

    __VEC_SCOPE__
    {
        vector_f32 a;
        uint32_t n = 1;
        vlds(a, x, 0, NORM);
        vsts(a, y, 0, ONEPT_B16, plt_b32(n, POST_UPDATE));
    }
}
