/* pto-isa's a5/TTri.hpp on 8-bit data: vci on vector_s8 from index 0, a
 * register of 256 lanes, so lanes 128..255 pass int8_t's maximum; what
 * they hold is not documented, and the simulator refuses the call.
 * ptogen's 8-bit ttri starts the indices at -128 instead
 * (clean-a5-vci.c runs that form). */
/* { sim-error {^sim: vci: index 0 \+ 255 passes vector_s8's maximum 127 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s8 a;
        vci(a, (int8_t)0, INC_ORDER);
    }
}
