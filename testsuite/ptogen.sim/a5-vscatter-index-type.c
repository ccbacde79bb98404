/* vscatter of float data by a vector_s32 index register: pto-isa's
 * a5/TScatter.hpp scatters 32-bit data by vector_u32 indices, a view of
 * its index register, (vector_u32 &)index. */
/* { sim-error {^sim: vscatter: index register is vector_s32; vector_f32 takes vector_u32 indices} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __VEC_SCOPE__
    {
        vector_s32 i;
        vector_f32 d;
        vci(i, (int32_t)0, INC_ORDER);
        vdup(d, 1.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, i, pset_b32(PAT_ALL));
    }
}
