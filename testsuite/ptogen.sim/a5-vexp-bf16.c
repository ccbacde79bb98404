/* vexp on bfloat16 registers: pto-isa's TEXP (like TABS, TLOG, TSQRT,
 * TPRELU, TLRELU) takes half and float only (a5/TUnaryOp.hpp), though
 * vadd, vmul, vmax ... take bfloat16. */
/* { sim-error {^sim: vexp: vector_bf16 is not supported \(A5 vexp takes vector_f16, vector_f32\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bf16 a, y;
        vector_bool p = pset_b16(PAT_ALL);
        vdup(a, PGR_BF16(1.0f), p, MODE_ZEROING);
        vexp(y, a, p, MODE_ZEROING);
    }
}
