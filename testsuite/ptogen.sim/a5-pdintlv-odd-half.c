/* The second result of pdintlv_b8 on b32 predicates holds their odd
 * bits, which the docs do not describe for 32-bit elements: using it
 * fails. */
/* { sim-error {^sim: psts: predicate is the second result of pdintlv_b8 \(the odd bits of two b32 predicates\), whose contents are not documented} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_f32 a = {};
        vector_bool all = pset_b32(PAT_ALL), p, q, d0, d1;
        vcmps_gt(p, a, 0.0f, all);
        vcmps_lt(q, a, 0.0f, all);
        pdintlv_b8(d0, d1, p, q);
        psts(d1, m, 0, PK);
    }
}
