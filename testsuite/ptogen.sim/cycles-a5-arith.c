/* The latencies of the arithmetic instructions (sim/costs.h), as the
 * README's cycle model states them: one chain vdup -> vexp -> vdiv ->
 * vsts in a scope.  The driver compares the cycles printed with the
 * README's sum. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {`cycles-a5-arith\.c`[^=]*= ([0-9]+)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *y = PGR_UB(float, 0x0000);

    __VEC_SCOPE__
    {
        vector_f32 a, b, c;
        vector_bool p = pset_b32(PAT_ALL);
        vdup(a, 2.0f, p, MODE_ZEROING);
        vexp(b, a, p, MODE_ZEROING);
        vdiv(c, b, a, p, MODE_ZEROING);
        vsts(c, y, 0, NORM_B32, p);
    }
}
