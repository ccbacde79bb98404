/* float -> half under a b16 predicate (pto-isa's a5/TRem.hpp passes its
 * half predicate here): a conversion's predicate selects source
 * elements, and a5/TCvt.hpp and CANN's pages give it the source's width. */
/* { sim-error {^sim: vcvt: predicate built for 16-bit elements \(b16\); a conversion's predicate selects its source elements, which are 32-bit \(vector_f32\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_ctrl(sbitset0(get_ctrl(), 60));
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_f16 o;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_Z, RS_ENABLE, PART_EVEN);
    }
    set_ctrl(sbitset1(get_ctrl(), 60));
}
