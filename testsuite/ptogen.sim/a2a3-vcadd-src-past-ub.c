/* A reduction's source elements lie inside UB: the second repeat of
 * this one starts at 192 KiB. */
/* { sim-error {^sim: vcadd: src element 0 \(repeat 1\) at UB 0x30000 lies beyond the 192 KiB UB} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x2ff00);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(y, x, 2, 1, 1, 8, false);
}
