/* vmrgsort4 into its own first list: what a merge in place does is
 * not documented (pto-isa's a2a3/TMrgSort.hpp merges into tmp). */
/* { sim-error {^sim: vmrgsort4: dst UB \[0x0, 0x200\) overlaps list 0 UB \[0x0, 0x100\)} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *l[2] = {x, x + 64};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(x, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
