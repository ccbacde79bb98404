/* ONEPT_B8 of a 16-bit register: the one-byte lane-0 store (pto-isa's
 * a5/utils.hpp GetDistVst for 1-byte data) takes byte registers only. */
/* { sim-error {^sim: vsts: ONEPT_B8 stores one 8-bit element; the register is vector_s16$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x100);

    __VEC_SCOPE__
    {
        vector_s16 a;
        uint32_t n = 1;
        vlds(a, x, 0, NORM);
        vsts(a, y, 0, ONEPT_B8, plt_b16(n, POST_UPDATE));
    }
}
