/* The latencies of the A5 compares (sim/costs.h): pset issues at 0 and is
 * ready at 1; vdup issues at 1, ready at 8; vcmps_gt issues at 8 (its
 * operand), ready at 15 (7); psts issues at 15, done at 24 (9). */
/* { sim-output {^cycles 24\.0$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vector_bool all = pset_b16(PAT_ALL), p;
        vdup(a, (half)1, all, MODE_ZEROING);
        vcmps_gt(p, a, (half)0, all);
        psts(p, m, 0, PK);
    }
}
