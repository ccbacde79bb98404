/* A reduction's strides are 16-bit fields (CCE's uint16_t; pto-isa's
 * a2a3/TRowReduceOps.hpp splits rows beyond 65535, B16_REPEAT_MAX). */
/* { sim-error {^sim: vcadd: srcRepeatStride 65536 is out of range \[0, 65535\]$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(y, x, 1, 1, 1, 65536, false);
}
