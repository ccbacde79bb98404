/* half -> float without PART_EVEN / PART_ODD: a 1:2 conversion reads one
 * half of the source lanes, and which is part of pto-isa's call. */
/* { sim-error {^sim: vcvt: vector_f16 -> vector_f32 takes \(dst, src, pred, PART_\*\), as pto-isa's a5/TCvt.hpp writes it, not \(dst, src, pred, ROUND_\*\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vector_f32 o;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, UNPK_B16);
        vcvt(o, a, p, ROUND_R);
    }
}
