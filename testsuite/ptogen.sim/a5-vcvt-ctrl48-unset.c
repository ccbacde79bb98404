/* float -> half in a kernel that left CTRL as it found it: with bit 60 =
 * 1 the saturation comes from the CTRL bits, and bit 48's value at kernel
 * entry is not documented (0 after reset, but the runtime's Inf/NaN mode
 * keeps inf). */
/* { sim-error {^sim: vcvt: depends on CTRL bit 48 \(saturation of float conversions, 0 saturates\), which this kernel has not set} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_f16 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_DISABLE, PART_EVEN);
    }
}
