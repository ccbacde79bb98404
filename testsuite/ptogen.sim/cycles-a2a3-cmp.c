/* The cost rows of the A2/A3 compares (sim/costs.h): vector_dup, 1 repeat
 * = 14 startup + 1; after the barrier vcmpv_lt on half, 1 repeat = 18 +
 * 2 (the binary row), and vcmpvs_gt = 1 (the scalar row); the last
 * completes 19 cycles (floating point) after it issues: 15 + 20 + 1 + 19
 * = 55. */
/* { sim-output {^cycles 55\.0$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *a = PGR_UB(half, 0x000);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, (half)1, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_lt(m, a, a, 1, 1, 1, 1, 8, 8, 8);
    vcmpvs_gt(m + 32, a, (half)0, 1, 1, 1, 8, 8);
}
