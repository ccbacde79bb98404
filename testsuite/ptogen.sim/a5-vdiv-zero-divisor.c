/* An integer vdiv with a zero divisor in an active lane: the hardware's
 * result is not documented, so no kernel may depend on it (ptogen keeps
 * such lanes inactive; an inactive one is fine: clean-a5-arith-int.c). */
/* { sim-error {^sim: vdiv: divisor 0 in lane 3 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s32 a, b, y;
        uint32_t n3 = 3, n4 = 4;
        vector_bool all = pset_b32(PAT_ALL);
        vector_bool first3 = plt_b32(n3, POST_UPDATE);
        vector_bool first4 = plt_b32(n4, POST_UPDATE);
        vdup(a, (int32_t)7, all, MODE_ZEROING);
        vdup(b, (int32_t)2, first3, MODE_ZEROING); /* lane 3 and above: 0 */
        vdiv(y, a, b, first4, MODE_ZEROING);
    }
}
