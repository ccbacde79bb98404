/* ROUND_O on float -> int32_t: pto-isa rounds to odd only for float ->
 * half (TCVT's CAST_ODD). */
/* { sim-error {^sim: vcvt: ROUND_O is simulated for vector_f32 -> vector_f16 only} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_s32 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_O, RS_ENABLE);
    }
}
