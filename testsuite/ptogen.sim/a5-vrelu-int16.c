/* vrelu on vector_s16: pto-isa's TRELU takes half, float and int32_t
 * (a5/TUnaryOp.hpp). */
/* { sim-error {^sim: vrelu: vector_s16 is not supported \(A5 vrelu takes vector_s32, vector_f16, vector_f32\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s16 a, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, (int16_t)-1, p, MODE_ZEROING);
        vrelu(y, a, p, MODE_ZEROING);
    }
}
