/* vgather2_bc of half data by a vector_u16 index register: the form
 * pto-isa's a5/TGather.hpp calls (TGather_b16_bc) takes 32-bit indices,
 * (vector_u32 &)index; 16-bit indices are vgather2's. */
/* { sim-error {^sim: vgather2_bc: index register is vector_u16; it takes vector_u32 indices} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __VEC_SCOPE__
    {
        vector_u16 i;
        vector_f16 d;
        vdup(i, (uint16_t)0, pset_b16(PAT_ALL), MODE_ZEROING);
        vgather2_bc(d, x, i, pset_b32(PAT_ALL));
    }
}
