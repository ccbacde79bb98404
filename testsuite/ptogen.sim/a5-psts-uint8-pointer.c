/* A packed predicate store through a uint8_t pointer: psts takes a
 * __ubuf__ uint32_t * (pto-isa casts the mask tile's pointer). */
/* { sim-error {^sim: psts: base points to uint8_t; psts takes a __ubuf__ uint32_t \* } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);

    __VEC_SCOPE__
    {
        vector_f16 a = {};
        vector_bool p = pset_b16(PAT_ALL), r;
        vcmps_eq(r, a, (half)0, p);
        psts(r, m, 0, PK);
    }
}
