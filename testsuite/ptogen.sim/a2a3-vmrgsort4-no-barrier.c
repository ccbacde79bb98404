/* vmrgsort4 reading lists vector_dup just wrote, with no
 * pipe_barrier(PIPE_V) between: a read-after-write on the vector pipe. */
/* { sim-error {^sim: vmrgsort4: reads UB \[0x0, 0x200\) written by V vector_dup without pipe_barrier\(PIPE_V\) in between$} } */
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
    vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
