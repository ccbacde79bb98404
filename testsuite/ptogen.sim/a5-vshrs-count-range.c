/* A scalar shift count of 16 on 16-bit data: what the hardware does with
 * counts outside [0, W) is not documented, so no kernel may depend on it. */
/* { sim-error {^sim: vshrs: count 16 outside \[0, 16\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_u16 a, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, (uint16_t)0x8000, p, MODE_ZEROING);
        vshrs(y, a, (uint16_t)16, p, MODE_ZEROING);
    }
}
