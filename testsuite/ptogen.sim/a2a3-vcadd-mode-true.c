/* vcadd's last operand true would sum every repeat into SPR.ACC_VAL
 * instead of writing dst: not simulated (pto-isa's a2a3/TRowSum.hpp
 * passes false). */
/* { sim-error {^sim: vcadd: mode 1 \(the last operand: true sums every repeat into SPR.ACC_VAL instead of writing dst\) is not simulated; pass false} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcadd(y, x, 1, 1, 1, 8, true);
}
