/* vand on 32-bit data: pto-isa's TAND (and TOR) take 1- and 2-byte types
 * only (a2a3/TAnd.hpp, a2a3/TOr.hpp); 32-bit bitwise data goes through a
 * uint16_t view. */
/* { sim-error {^sim: vand: element type uint32_t is not supported \(A2/A3 vand takes int16_t, uint16_t } } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);
    __ubuf__ uint32_t *y = PGR_UB(uint32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 0xf0f0f0f0u, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vand(y, x, x, 1, 1, 1, 1, 8, 8, 8);
}
