/* A b8 compare result stored with PK: PK keeps every second bit, so the
 * odd elements would be lost (what pto-isa's a5/TCmp.hpp does for 8-bit
 * data). */
/* { sim-error {^sim: psts: PK keeps every second bit of the predicate: a b8 predicate would lose its odd elements; } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_u8 a = {}, b = {};
        vector_bool p = pset_b8(PAT_ALL), r;
        vcmp_eq(r, a, b, p);
        psts(r, m, 0, PK);
    }
}
