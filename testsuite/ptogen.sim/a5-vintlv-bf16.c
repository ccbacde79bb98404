/* vintlv on bfloat16 registers: the compiler declares vintlv for the 8-,
 * 16- and 32-bit integers, half and float only (sim/typed/a5.hpp), and
 * pto-isa's a5/TRowProd.hpp interleaves half and float. */
/* { sim-error {^sim: vintlv: vector_bf16 is not supported \(A5 vintlv takes the 8-, 16- and 32-bit integer registers, vector_f16 and vector_f32\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ bfloat16_t *x = PGR_UB(bfloat16_t, 0x000);

    __VEC_SCOPE__
    {
        vector_bf16 a, one, lo, hi;
        vlds(a, x, 0, NORM);
        vlds(one, x, 128, NORM);
        vintlv(lo, hi, a, one);
    }
}
