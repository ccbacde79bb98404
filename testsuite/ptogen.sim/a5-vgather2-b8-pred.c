/* vgather2 of bytes under a b8 predicate: the lanes are 16 bits wide
 * (pto-isa's a5/TTrans.hpp builds the predicate with
 * CreatePredicate<uint16_t>). */
/* { sim-error {^sim: vgather2: predicate built for 8-bit elements \(b8\) used on 16-bit elements} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s16 i;
        vector_u16 d;
        vci(i, (int16_t)0, INC_ORDER);
        vgather2(d, x, *(vector_u16 *)&i, pset_b8(PAT_ALL));
    }
}
