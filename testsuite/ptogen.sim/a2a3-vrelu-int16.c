/* vrelu on int16_t data: a2a3/TUnaryOp.hpp checks no type for TRELU, and
 * pto-isa runs it on int32_t, half and float only (its TRELU tests), so
 * nothing shows the hardware takes int16_t. */
/* { sim-error {^sim: vrelu: element type int16_t is not supported \(A2/A3 vrelu takes int32_t, half, float\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (int16_t)-1, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vrelu(y, x, 1, 1, 1, 8, 8);
}
