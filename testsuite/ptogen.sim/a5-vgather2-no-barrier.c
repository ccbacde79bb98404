/* vgather2 of data the V pipe just stored, without mem_bar(VST_VLD) in
 * between: the gather reads the element now, so it fails at once. */
/* { sim-error {^sim: vgather2: reads UB \[0x0, 0x4\) written by V vsts without} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __VEC_SCOPE__
    {
        vector_s32 i;
        vector_f32 d, s;
        vdup(s, 1.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vsts(s, x, 0, NORM_B32, pset_b32(PAT_ALL));
        vdup(i, (int32_t)0, pset_b32(PAT_ALL), MODE_ZEROING);
        vgather2(d, x, *(vector_u32 *)&i, pset_b32(PAT_ALL));
    }
}
