/* vmrgsort4 inside __VEC_SCOPE__: on A5 it is a UB instruction, not a
 * register one; pto-isa's a5/TMrgSort.hpp calls it between the vector
 * functions. */
/* { sim-error {^sim: vmrgsort4: not allowed inside __VEC_SCOPE__$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x400);
    __ubuf__ float *l[2] = {x, x + 64};

    __VEC_SCOPE__
    {
        vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
    }
}
