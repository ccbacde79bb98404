/* vbrcb under a partial mask: what a mask does to vbrcb is not
 * documented; pto-isa issues it in normal mode with the full mask. */
/* { sim-error {^sim: vbrcb: needs normal mode with the full mask} } */
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
    set_vector_mask(0, 0xff);
    vbrcb(y, x, 1, 8, 1);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
