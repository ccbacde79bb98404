/* vbrcb's blocks stay in the tile they start in: 16 blocks from 0x400
 * run into the tile at 0x500. */
/* { sim-error {^sim: vbrcb: dst UB \[0x400, 0x600\) runs past the end of its tile \[0x400, 0x500\)} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);
    __ubuf__ uint32_t *y = PGR_UB(uint32_t, 0x400);
    __ubuf__ uint32_t *z = PGR_UB(uint32_t, 0x500);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1u, 1, 1, 1, 8, 8);
    vector_dup(z, 0u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(y, x, 1, 8, 2);
}
