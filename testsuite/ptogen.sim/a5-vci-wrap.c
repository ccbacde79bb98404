/* A vci sequence past the lane type's maximum: int16_t from 32700 over
 * 128 lanes.  Whether the hardware wraps is not documented; ptogen's
 * lowering never gets there (a column index fits its type). */
/* { sim-error {^sim: vci: index 32700 \+ 127 passes vector_s16's maximum 32767 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s16 a;
        vci(a, (int16_t)32700, INC_ORDER);
    }
}
