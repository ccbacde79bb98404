/* vsel on bfloat16 registers: the compiler declares vsel for the integer,
 * half and float registers only (sim/typed/a5.hpp); a select moves bits,
 * so ptogen selects bfloat16 through vector_u16 views. */
/* { sim-error {^sim: vsel: vector_bf16 is not supported \(A5 vsel takes all integer, half and float registers \(no bfloat16\)\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bf16 a, b, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, PGR_BF16(1.0f), p, MODE_ZEROING);
        vdup(b, PGR_BF16(2.0f), p, MODE_ZEROING);
        vsel(y, a, b, p);
    }
}
