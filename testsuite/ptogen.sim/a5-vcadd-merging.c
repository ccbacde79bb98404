/* The reductions take MODE_ZEROING, as pto-isa's a5/TRowReduce.hpp
 * passes it (the lanes past the result are 0 whatever the mode). */
/* { sim-error {^sim: vcadd: takes \(dst, src, pred, MODE_ZEROING\), as pto-isa's a5/TRowReduce.hpp writes it} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a, b;
        uint32_t n = 64;
        vector_bool p = plt_b32(n, POST_UPDATE);
        vlds(a, x, 0, NORM);
        vcadd(b, a, p, MODE_MERGING);
    }
}
