/* A scalar compare under a partial mask (the first 16 elements): the
 * compare writes all 64 bits of the repeat whatever the mask, and the
 * mask's effect on them is not documented. */
/* { sim-error {^sim: vcmpvs_ge: compares whole repeats: .*not vector mask 0x0000000000000000:000000000000ffff } } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 0xffff);
    vcmpvs_ge(m, a, 0.5f, 1, 1, 1, 8, 8);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
