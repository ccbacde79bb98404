/* vgather2 of float data by a vector_s32 index register: the compiler
 * declares 32-bit gathers with vector_u32 indices only; pto-isa's
 * a5/TGather.hpp passes a view, (vector_u32 &)index. */
/* { sim-error {^sim: vgather2: index register is vector_s32; vector_f32 takes vector_u32 indices} } */
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
        vgather2(d, x, i, pset_b32(PAT_ALL));
    }
}
