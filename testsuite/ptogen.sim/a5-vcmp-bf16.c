/* A compare of bfloat16 registers: pto-isa's a5/TCmp.hpp and TCmps.hpp
 * compare 8-, 16- and 32-bit integers, half and float only. */
/* { sim-error {^sim: vcmps_gt: vector_bf16 is not compared \(A5 vcmps_gt takes vector_s8, vector_u8, vector_s16, vector_u16, vector_s32, vector_u32, vector_f16, vector_f32: } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bf16 a = {};
        vector_bool p = pset_b16(PAT_ALL), r;
        vcmps_gt(r, a, PGR_BF16(1.0f), p);
    }
}
