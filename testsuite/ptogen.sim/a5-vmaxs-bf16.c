/* vmaxs on bfloat16 registers: the compiler declares vmaxs and vmins for
 * the integer, half and float registers only (sim/typed/a5.hpp); ptogen
 * broadcasts a bfloat16 scalar and takes vmax. */
/* { sim-error {^sim: vmaxs: vector_bf16 is not supported \(A5 vmaxs takes all integer, half and float registers \(no bfloat16\)\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bf16 a, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, PGR_BF16(1.0f), p, MODE_ZEROING);
        vmaxs(y, a, PGR_BF16(0.5f), p, MODE_ZEROING);
    }
}
