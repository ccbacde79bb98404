/* A block stride is an 8-bit field: 256 fails. */
/* { sim-error {^sim: vnot: dstBlockStride 256 is out of range \[0, 255\] \(8-bit field\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x00000);
    __ubuf__ uint16_t *y = PGR_UB(uint16_t, 0x10000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (uint16_t)1, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vnot(y, x, 1, 256, 1, 8, 8);
}
