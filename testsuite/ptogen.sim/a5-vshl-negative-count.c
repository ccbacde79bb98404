/* A negative shift count (the signed count register holds -1). */
/* { sim-error {^sim: vshl: count -1 outside \[0, 32\) in lane 0 } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s32 a, c, y;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vdup(c, (int32_t)-1, p, MODE_ZEROING);
        vshl(y, a, c, p, MODE_ZEROING);
    }
}
