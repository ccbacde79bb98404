/* A conversion the simulator does not know: float -> uint8_t is 4:1 (it
 * takes PART_P0 and a vselr gather in pto-isa) and not a ptogen pair. */
/* { sim-error {^sim: vcvt: vector_f32 -> vector_u8 is not simulated} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_u8 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_ENABLE, PART_EVEN);
    }
}
