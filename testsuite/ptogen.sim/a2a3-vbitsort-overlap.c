/* vbitsort into its own source: what an in-place sort does is not
 * documented. */
/* { sim-error {^sim: vbitsort: dst UB \[0x0, 0x100\) overlaps src} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ uint32_t *i = PGR_UB(uint32_t, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    vector_dup(i, 7u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbitsort(x, x, i, 1);
}
