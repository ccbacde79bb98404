/* A reduction's destination has the source's type (pto-isa's
 * TRowReduceCheck: dst and src of one dtype). */
/* { sim-error {^sim: vcadd: src points to float but dst points to half$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(y, x, 1, 1, 1, 8, false);
}
