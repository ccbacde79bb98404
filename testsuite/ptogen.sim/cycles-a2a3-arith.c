/* The cost rows of the arithmetic instructions (sim/costs.h), as the
 * README's cycle model states them: vector_dup, vexp and vdiv over 16
 * float repeats, a barrier before each dependent one.  The driver
 * compares the cycles printed with the README's sum. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {`cycles-a2a3-arith\.c`[^=]*= ([0-9]+)} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000);
    __ubuf__ float *y = PGR_UB(float, 0x1000);
    __ubuf__ float *z = PGR_UB(float, 0x2000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 2.0f, 16, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vexp(y, x, 16, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vdiv(z, y, x, 16, 1, 1, 1, 8, 8, 8);
}
