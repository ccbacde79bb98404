/* vbrcb with dstBlockStride 0: AscendC's Brcb takes it as 1; the
 * simulator asks for the 1 pto-isa passes. */
/* { sim-error {^sim: vbrcb: dstBlockStride 0 is not simulated} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);
    __ubuf__ uint32_t *y = PGR_UB(uint32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(y, x, 0, 8, 1);
}
