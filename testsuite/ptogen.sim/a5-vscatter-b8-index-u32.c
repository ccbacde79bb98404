/* vscatter of 8-bit data by a vector_u32 index register: the compiler's
 * 8-bit forms (and pto-isa's a5/TScatter.hpp's TScatter_b8) take
 * vector_u16 indices, one per b16 lane. */
/* { sim-error {^sim: vscatter: index register is vector_u32; vector_s8 takes vector_u16 indices} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int8_t *x = PGR_UB(int8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s32 i;
        vector_s8 d;
        vci(i, (int32_t)0, INC_ORDER);
        vdup(d, (int8_t)1, pset_b8(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, *(vector_u32 *)&i, pset_b16(PAT_ALL));
    }
}
