/* vmrgsort4 repeated over four lists that are not back to back: a repeat
 * past the first is TMrgSort.hpp's single-tile form, four consecutive
 * lists of one length. */
/* { sim-error {^sim: vmrgsort4: a repeat of 2 merges four consecutive lists of one length} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[4] = {x, x + 64, x + 192, x + 256};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(p, l, 32ull | 32ull << 16 | 32ull << 32 | 32ull << 48, 2ull | 0xFull << 8);
}
