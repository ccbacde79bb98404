/* int8 -> int16 with PART_P0: a 1:2 conversion names a half of the
 * source lanes (PART_EVEN / PART_ODD, pto-isa's a5/TCvt.hpp cast8to16);
 * PART_P0..P3 belong to 1:4 pairs. */
/* { sim-error {^sim: vcvt: vector_s8 -> vector_s16 is 1:2: its part is PART_EVEN / PART_ODD, not PART_P0..P3$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int8_t *x = PGR_UB(int8_t, 0x000);

    __VEC_SCOPE__
    {
        vector_s8 a;
        vector_s16 o;
        vector_bool p = pset_b8(PAT_ALL);
        vlds(a, x, 0, UNPK_B8);
        vcvt(o, a, p, PART_P0);
    }
}
