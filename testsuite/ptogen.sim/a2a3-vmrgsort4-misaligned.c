/* vmrgsort4 from a list 16 bytes into a block: its operands are 32-byte
 * aligned. */
/* { sim-error {^sim: vmrgsort4: list 1's UB address 0x110 is not 32-byte aligned} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[2] = {x, x + 68};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(p, l, 32ull | 16ull << 16, 1ull | 0x3ull << 8);
}
