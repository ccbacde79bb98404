/* vmax on uint32_t data: pto-isa's TMAX (like TMUL, TMIN, TMAXS, TMINS)
 * takes int16_t, int32_t, half and float on A2/A3 (a2a3/TMax.hpp): no
 * unsigned compare. */
/* { sim-error {^sim: vmax: element type uint32_t is not supported \(A2/A3 vmax takes int16_t, int32_t, half, float\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *x = PGR_UB(uint32_t, 0x000);
    __ubuf__ uint32_t *y = PGR_UB(uint32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1u, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vmax(y, x, x, 1, 1, 1, 1, 8, 8, 8);
}
