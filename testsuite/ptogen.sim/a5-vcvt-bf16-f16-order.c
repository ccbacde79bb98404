/* bf16 -> f16 with the rounding first (f32 -> f16's order): pto-isa's
 * a5/TCvt.hpp passes RS_* before ROUND_* for this pair (cast16to16,
 * CastMode::SAT_ROUND), which ptogen's a5 tcvt emits. */
/* { sim-error {^sim: vcvt: vector_bf16 -> vector_f16 takes \(dst, src, pred, RS_\*, ROUND_\*\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ bfloat16_t *x = PGR_UB(bfloat16_t, 0x000);

    __VEC_SCOPE__
    {
        vector_bf16 a;
        vector_f16 o;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_DISABLE);
    }
}
