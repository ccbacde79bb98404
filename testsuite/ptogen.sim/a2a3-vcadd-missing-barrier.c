/* vcadd reads what vadd wrote without pipe_barrier(PIPE_V) in between
 * (pto-isa puts one after every step of TROWSUM). */
/* { sim-error {^sim: vcadd: reads UB \[0x400, 0x500\) written by V vadd without pipe_barrier\(PIPE_V\) in between$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *t = PGR_UB(float, 0x400);
    __ubuf__ float *y = PGR_UB(float, 0x800);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vadd(t, x, x + 64, 1, 1, 1, 1, 8, 8, 8);
    vcadd(y, t, 1, 1, 1, 8, false);
}
