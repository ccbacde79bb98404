/* vgather2 with MODE_MERGING: the compiler's declaration takes
 * MODE_ZEROING or no mode (its static_assert refuses the rest). */
/* { sim-error {^sim: vgather2: MODE_MERGING is not a mode of vgather2} } */
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
        vgather2(d, x, *(vector_u32 *)&i, pset_b32(PAT_ALL), MODE_MERGING);
    }
}
