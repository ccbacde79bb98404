/* bf16 -> f16 rounded to odd: pto-isa's TCVT rounds to odd for f32 ->
 * half only (CAST_ODD), so ptogen refuses odd for this pair on a5. */
/* { sim-error {^sim: vcvt: ROUND_O is simulated for vector_f32 -> vector_f16 only} } */
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
        vcvt(o, a, p, RS_DISABLE, ROUND_O);
    }
}
