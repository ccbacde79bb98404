/* vbrcb's source must be 32-byte aligned: pto-isa's a2a3/TRowExpand.hpp
 * splits at 254 repeats, not 255, to keep it so. */
/* { sim-error {^sim: vbrcb: src UB address 0x10 is not 32-byte aligned$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x000);
    __ubuf__ uint16_t *y = PGR_UB(uint16_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (uint16_t)1, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(y, x + 8, 1, 8, 1);
}
