/* vbitsort with int32_t indices: the compiler's VBS32 forms take
 * unsigned int (pto-isa's a5/TSort32.hpp asserts uint32_t); the a5
 * simulator checks it as the a2a3 one does. */
/* { sim-error {^sim: vbitsort: idx points to int32_t: the indices are unsigned int} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ int32_t *i = PGR_UB(int32_t, 0x100);
    __ubuf__ float *p = PGR_UB(float, 0x200);

    vbitsort(p, x, i, 1);
}
