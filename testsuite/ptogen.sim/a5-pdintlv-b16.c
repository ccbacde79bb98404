/* pdintlv_b8 on two b16 predicates: the simulator knows it only as
 * pto-isa's a5/TCmp.hpp uses it, on two b32 compare results. */
/* { sim-error {^sim: pdintlv_b8: sources are b16 and b16 predicates: the simulator knows pdintlv_b8 on two b32 predicates only} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bool p = pset_b16(PAT_ALL), q = pset_b16(PAT_ALL), d0, d1;
        pdintlv_b8(d0, d1, p, q);
    }
}
