/* vci counting down: pto-isa passes INC_ORDER only, and no source says
 * which lane DEC_ORDER starts from, so it is not simulated. */
/* { sim-error {^sim: vci: order [0-9]+ is not INC_ORDER } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s32 a;
        vci(a, (int32_t)63, DEC_ORDER);
    }
}
