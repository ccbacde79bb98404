/* vbr on a bfloat16 register: the compiler declares vbr for the 8-, 16-
 * and 32-bit integers, half and float only (sim/typed/a5.hpp); ptogen's
 * bf16 column reductions set their accumulator by vdup of a bf16 scalar
 * instead, as pto-isa's a5/TExpandS.hpp fills bf16 tiles. */
/* { sim-error {^sim: vbr: vector_bf16 is not supported \(A5 vbr takes the 8-, 16- and 32-bit integer registers, vector_f16 and vector_f32; vdup broadcasts a bf16 scalar\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bf16 acc;
        vbr(acc, PGR_BF16(-0.0f));
    }
}
