/* A b32 predicate may select the half source of a 16 -> 8-bit narrowing
 * (the second vcvt of pto-isa's a5/TQuant.hpp f32 -> f16 -> int8), but
 * no other pair: a widening's predicate is of its narrow source. */
/* { sim-error {^sim: vcvt: predicate built for 32-bit elements \(b32\); a conversion's predicate selects its source elements, which are 16-bit \(vector_f16\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vector_f32 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, UNPK_B16);
        vcvt(o, a, p, PART_EVEN);
    }
}
