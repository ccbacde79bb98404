/* vlds of an element vscatter just stored in the same scope, without
 * mem_bar(VST_VLD) in between: a scatter is a store, so the load fails
 * as after a vsts. */
/* { sim-error {^sim: vlds: reads UB \[0x0, 0x100\) written by V vscatter without mem_bar\(VST_VLD\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __VEC_SCOPE__
    {
        vector_s32 i;
        vector_f32 d, e;
        vector_f32 z;
        uint32_t one = 1;
        vdup(z, 0.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vsts(z, x, 0, NORM_B32, pset_b32(PAT_ALL));
        vdup(i, (int32_t)0, pset_b32(PAT_ALL), MODE_ZEROING);
        vdup(d, 2.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, *(vector_u32 *)&i, plt_b32(one, POST_UPDATE));
        vlds(e, x, 0, NORM);
        vsts(e, x, 64, NORM_B32, pset_b32(PAT_ALL));
    }
}
