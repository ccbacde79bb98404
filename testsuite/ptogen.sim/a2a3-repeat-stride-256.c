/* A repeat stride is an 8-bit field (in 32-byte blocks): 256 fails. */
/* { sim-error {^sim: vadd: src1RepeatStride 256 is out of range \[0, 255\] \(8-bit field\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x00000);
    __ubuf__ float *y = PGR_UB(float, 0x10000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vadd(y, x, x, 2, 1, 1, 1, 8, 8, 256);
}
