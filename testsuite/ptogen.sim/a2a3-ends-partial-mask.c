/* The kernel must return with the full vector mask. */
/* { sim-error {^sim: sim_a2a3_end: kernel returned with vector mask 0x0000000000000000:0000ffffffffffff \(must restore set_vector_mask\(-1, -1\)\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    set_mask_norm();
    set_vector_mask(0, 0x0000ffffffffffffull);
    vector_dup(x, (int16_t)1, 4, 1, 1, 8, 8);
}
