/* vdup of the highest lane: pto-isa uses POS_LOWEST only. */
/* { sim-error {^sim: vdup: position POS_HIGHEST is not simulated \(POS_LOWEST is} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a, b;
        vlds(a, x, 0, NORM);
        vdup(b, a, pset_b32(PAT_ALL), POS_HIGHEST, MODE_ZEROING);
    }
}
