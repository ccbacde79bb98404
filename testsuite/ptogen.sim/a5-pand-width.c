/* pand of a b16 and a b32 predicate: predicate logic combines predicates
 * built for one element width. */
/* { sim-error {^sim: pand: src1 is a b32 predicate but src0 is b16: predicate logic combines predicates built for one element width$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bool p = pset_b16(PAT_ALL), q = pset_b32(PAT_ALL), r;
        pand(r, p, q, p);
    }
}
