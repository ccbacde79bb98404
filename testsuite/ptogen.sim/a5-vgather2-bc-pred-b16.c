/* vgather2_bc under a b16 predicate: its lanes are the 32-bit indices'
 * (TGather_b16_bc builds the predicate for the int32 index type), so a
 * predicate of 16-bit elements fails. */
/* { sim-error {^sim: vgather2_bc: predicate built for 16-bit elements \(b16\) used on 32-bit elements} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __VEC_SCOPE__
    {
        vector_u32 i;
        vector_f16 d;
        vdup(i, (uint32_t)0, pset_b32(PAT_ALL), MODE_ZEROING);
        vgather2_bc(d, x, i, pset_b16(PAT_ALL));
    }
}
