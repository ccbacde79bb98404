/* float -> half with CTRL bit 60 = 1 and bits 48 and 59 saying different
 * things: CANN's register table makes 48 the float one, pto-isa's
 * a5/TCvt.hpp uses 59, so the simulator cannot tell which applies. */
/* { sim-error {^sim: vcvt: saturation of vector_f32 -> vector_f16 under CTRL bit 60 = 1 is CTRL bit 48 in CANN's SetCtrlSpr table but bit 59 in pto-isa's a5/TCvt.hpp, and they differ \(48 = 1, 59 = 0\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_ctrl(sbitset1(get_ctrl(), 48));
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_f16 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_DISABLE, PART_EVEN);
    }
}
