/* vscatter with two active lanes naming one element: lanes 2 and 3 both
 * hold index 1 (lane >> 1).  Which of them the hardware stores is stated
 * nowhere (the compiler's declaration, pto-isa's a5/TScatter.hpp and its
 * system tests, whose indices never repeat within a register), so the
 * simulator refuses to pick one. */
/* { sim-error {^sim: vscatter: lanes 0 and 1 both name element 0; which one vscatter stores is not documented} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s32 i;
        vector_u32 d;
        uint32_t n = 8;
        vci(i, (int32_t)0, INC_ORDER);
        vshrs(i, i, (int16_t)1, pset_b32(PAT_ALL), MODE_ZEROING);
        vdup(d, (uint32_t)7, pset_b32(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, *(vector_u32 *)&i, plt_b32(n, POST_UPDATE));
    }
}
