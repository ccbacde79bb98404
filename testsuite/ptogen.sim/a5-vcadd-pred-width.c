/* A reduction's predicate is built for its elements' width: a b16
 * predicate on float data. */
/* { sim-error {^sim: vcadd: predicate built for 16-bit elements \(b16\) used on 32-bit elements$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a, b;
        uint32_t n = 64;
        vector_bool p = plt_b16(n, POST_UPDATE);
        vlds(a, x, 0, NORM);
        vcadd(b, a, p, MODE_ZEROING);
    }
}
