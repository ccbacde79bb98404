/* A compare in counter mode: compares write whole repeats of bits; what a
 * mask or counter mode does to the bit-mask destination is not
 * documented, so only pto-isa's setting (normal mode, full mask) runs. */
/* { sim-error {^sim: vcmpv_gt: compares whole repeats: it needs normal mode with every element of the repeat enabled .*not counter mode, vector mask 0x0000000000000000:0000000000000064 } } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *a = PGR_UB(half, 0x000);
    __ubuf__ half *b = PGR_UB(half, 0x100);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, (half)1, 1, 1, 1, 8, 8);
    vector_dup(b, (half)2, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_mask_count();
    set_vector_mask(0, 100);
    vcmpv_gt(m, a, b, 1, 1, 1, 1, 8, 8, 8);
}
