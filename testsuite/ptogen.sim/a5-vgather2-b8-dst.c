/* vgather2 into an 8-bit register: the 8-bit forms gather bytes into
 * 16-bit lanes, so pto-isa's a5/TTrans.hpp passes a view of its 8-bit
 * register, (RegTensor<uint16_t> &). */
/* { sim-error {^sim: vgather2: destination is vector_u8: the 8-bit forms gather into 16-bit lanes} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s16 i;
        vector_u8 d;
        vci(i, (int16_t)0, INC_ORDER);
        vgather2(d, x, *(vector_u16 *)&i, pset_b16(PAT_ALL));
    }
}
