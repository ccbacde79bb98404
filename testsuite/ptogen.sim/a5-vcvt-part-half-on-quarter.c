/* int8 -> int32 with PART_EVEN: a 1:4 conversion reads a quarter of the
 * source lanes, named by PART_P0..P3 (pto-isa's a5/TCvt.hpp cast8to32,
 * a5/TDeQuant.hpp); a half's part is the wrong operand. */
/* { sim-error {^sim: vcvt: vector_s8 -> vector_s32 is 1:4: its part is PART_P0..P3, not PART_EVEN / PART_ODD$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int8_t *x = PGR_UB(int8_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s8 a;
        vector_s32 o;
        vector_bool p = pset_b8(PAT_ALL);
        vlds(a, x, 0, UNPK4_B8);
        vcvt(o, a, p, PART_EVEN);
    }
}
