/* vgather2_bc of float data: the simulated form gathers 16-bit data by
 * 32-bit indices (a5/TGather.hpp's TGather_b16_bc); 32-bit data is
 * vgather2's, and the 32-bit vgather2_bc is not simulated. */
/* { sim-error {^sim: vgather2_bc: destination is vector_f32; the simulated form gathers 16-bit data} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __VEC_SCOPE__
    {
        vector_u32 i;
        vector_f32 d;
        vdup(i, (uint32_t)0, pset_b32(PAT_ALL), MODE_ZEROING);
        vgather2_bc(d, x, i, pset_b32(PAT_ALL));
    }
}
