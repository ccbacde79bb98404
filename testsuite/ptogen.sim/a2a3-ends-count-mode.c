/* The kernel must return in normal mask mode. */
/* { sim-error {^sim: sim_a2a3_end: kernel returned in counter mode \(must restore set_mask_norm\(\)\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_mask_count();
    set_vector_mask(0, 100);
    vector_dup(x, 1.0f, 0, 1, 1, 8, 8);
}
