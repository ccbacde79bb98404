/* A compare of 32-bit lanes under a predicate built for 16-bit elements. */
/* { sim-error {^sim: vcmp_lt: predicate built for 16-bit elements \(b16\) used on 32-bit elements$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_f32 a = {}, b = {};
        vector_bool p = pset_b16(PAT_ALL), r;
        vcmp_lt(r, a, b, p);
    }
}
