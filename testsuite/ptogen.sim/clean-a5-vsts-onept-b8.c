/* Clean: a byte row value stored by ONEPT_B8 (lane 0, one byte), as
 * ptogen's a5 trowmax/trowmin of i8 and u8 store each row's result
 * (pto-isa's a5/utils.hpp GetDistVst gives DIST_ONEPT_B8 for 1-byte data). */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __ubuf__ uint8_t *y = PGR_UB(uint8_t, 0x100);

    __VEC_SCOPE__
    {
        vector_u8 a;
        uint32_t n = 1;
        vlds(a, x, 0, NORM);
        vsts(a, y, 1, ONEPT_B8, plt_b8(n, POST_UPDATE)); /* any byte address */
    }
}
