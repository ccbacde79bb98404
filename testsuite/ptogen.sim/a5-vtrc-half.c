/* vtrc on half registers: pto-isa rounds to integral values only in
 * float (its half paths widen first), so that is all that is simulated. */
/* { sim-error {^sim: vtrc: vector_f16 -> vector_f16: vtrc is simulated on vector_f32 only} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a, o;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vtrc(o, a, ROUND_F, p);
    }
}
