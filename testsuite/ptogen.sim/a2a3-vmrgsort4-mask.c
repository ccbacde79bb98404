/* vmrgsort4 of lists 0 and 2: pto-isa's a2a3/TMrgSort.hpp takes lists
 * 0..1, 0..2 or 0..3. */
/* { sim-error {^sim: vmrgsort4: config's list mask 0x5: pto-isa's a2a3/TMrgSort.hpp merges lists 0..1, 0..2 or 0..3} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[3] = {x, x + 64, x + 128};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(p, l, 32ull | 32ull << 16 | 32ull << 32, 1ull | 0x5ull << 8);
}
