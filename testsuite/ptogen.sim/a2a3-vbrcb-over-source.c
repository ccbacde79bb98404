/* vbrcb may not broadcast over its own source (AscendC's Brcb page:
 * src and dst may not be the same memory). */
/* { sim-error {^sim: vbrcb: src UB \[0x0, 0x20\) overlaps dst UB \[0x0, 0x100\) at UB 0x0} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(x, x, 1, 8, 1);
}
