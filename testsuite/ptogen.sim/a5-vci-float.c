/* vci into a float register: pto-isa indexes integer registers only, and
 * no source says how the float form counts, so it is not simulated. */
/* { sim-error {^sim: vci: vector_f32 is not simulated } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_f32 a;
        vci(a, 0.0f, INC_ORDER);
    }
}
