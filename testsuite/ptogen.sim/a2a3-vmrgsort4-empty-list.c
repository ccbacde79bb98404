/* vmrgsort4 with a list of no pairs: TMrgSort.hpp's lists hold at least
 * one. */
/* { sim-error {^sim: vmrgsort4: list 1 of 2 is empty} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[2] = {x, x + 64};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(p, l, 32ull, 1ull | 0x3ull << 8);
}
