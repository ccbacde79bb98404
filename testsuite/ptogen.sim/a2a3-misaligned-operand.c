/* Every vector operand must be 32-byte aligned, however it was derived. */
/* { sim-error {^sim: vadd: src1 UB address 0x104 is not 32-byte aligned$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vadd(y, x, x + 65, 1, 1, 1, 1, 8, 8, 8);
}
