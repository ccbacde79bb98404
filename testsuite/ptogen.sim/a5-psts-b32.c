/* A b32 compare result stored with PK directly: PK keeps every second
 * bit, so each 32-bit element would take two bits.  pto-isa's
 * a5/TCmp.hpp packs two b32 results with pdintlv_b8 first. */
/* { sim-error {^sim: psts: PK keeps every second bit of the predicate: a b32 predicate would spread each element over two bits; store b16 predicates} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_f32 a = {};
        vector_bool p = pset_b32(PAT_ALL), r;
        vcmps_eq(r, a, 0.0f, p);
        psts(r, m, 0, PK);
    }
}
