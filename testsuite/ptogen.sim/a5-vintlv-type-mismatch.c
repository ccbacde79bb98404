/* vintlv of a float accumulator with a register of int32 ones: the four
 * operands are one register type (pto-isa's a5/TRowProd.hpp passes
 * RegTensor<T> for all of them). */
/* { sim-error {^sim: vintlv: operands of different registers: vector_f32, vector_f32, vector_f32, vector_s32 \(all four are one type\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a, lo, hi;
        vector_s32 one;
        vlds(a, x, 0, NORM);
        vbr(one, 1);
        vintlv(lo, hi, a, one);
    }
}
