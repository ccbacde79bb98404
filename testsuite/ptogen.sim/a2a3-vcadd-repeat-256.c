/* The repeat count of a reduction is an 8-bit field, as for every
 * vector instruction. */
/* { sim-error {^sim: vcadd: repeat 256 is out of range \[0, 255\]$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x10000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(y, x, 256, 1, 1, 8, false);
}
