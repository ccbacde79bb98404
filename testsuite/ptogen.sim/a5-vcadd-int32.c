/* A reduction of int32_t lanes: pto-isa's a5/TRowReduce.hpp reduces
 * half and float only. */
/* { sim-error {^sim: vcadd: vector_s32 is not supported \(A5 vcadd takes vector_f16, vector_f32} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s32 a, b;
        uint32_t n = 64;
        vector_bool p = plt_b32(n, POST_UPDATE);
        vlds(a, x, 0, NORM);
        vcadd(b, a, p, MODE_ZEROING);
    }
}
