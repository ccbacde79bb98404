/* vscatter with an index past the unified buffer: lane 1's element index
 * 0x40000000 is far outside UB, and the simulator names the lane (lane 0
 * at index 0 is fine; only active lanes write). */
/* { sim-error {^sim: vscatter: lane 1 \(index 1073741824\) writes UB \[0x100000000, 0x100000004\), outside the} } */
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
        vmuls(i, i, (int32_t)0x40000000, pset_b32(PAT_ALL), MODE_ZEROING);
        vdup(d, 1.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vscatter(d, x, *(vector_u32 *)&i, pset_b32(PAT_ALL));
    }
}
