/* vdiv on int16_t data: pto-isa's TDIV takes half and float only on
 * A2/A3 (a2a3/TDiv.hpp; its integer TDIVS is a scalar loop), although
 * A5 divides integers. */
/* { sim-error {^sim: vdiv: element type int16_t is not supported \(A2/A3 vdiv takes half, float\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (int16_t)6, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vdiv(y, x, x, 1, 1, 1, 1, 8, 8, 8);
}
