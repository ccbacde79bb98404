/* vscatter of 8-bit data under a b8 predicate: the 8-bit form scatters
 * b16 lanes (a vector_u16 index each, the lane's even byte stored), and
 * pto-isa's a5/TScatter.hpp's TScatter_b8 builds its predicate with
 * plt_b16. */
/* { sim-error {^sim: vscatter: predicate built for 8-bit elements \(b8\) used on 16-bit elements} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s16 i;
        vector_u8 d;
        vci(i, (int16_t)0, INC_ORDER);
        vdup(d, (uint8_t)1, pset_b8(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, *(vector_u16 *)&i, pset_b8(PAT_ALL));
    }
}
