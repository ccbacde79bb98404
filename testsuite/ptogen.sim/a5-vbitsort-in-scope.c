/* vbitsort inside __VEC_SCOPE__: on A5 it is a UB instruction, not a
 * register one; pto-isa's a5/TSort32.hpp calls it between the vector
 * functions. */
/* { sim-error {^sim: vbitsort: not allowed inside __VEC_SCOPE__$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ uint32_t *i = PGR_UB(uint32_t, 0x100);
    __ubuf__ float *p = PGR_UB(float, 0x200);

    __VEC_SCOPE__
    {
        vbitsort(p, x, i, 1);
    }
}
