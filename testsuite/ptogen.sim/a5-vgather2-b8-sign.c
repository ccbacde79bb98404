/* vgather2 of uint8_t data into a vector_s16: the compiler's 8-bit forms
 * gather int8_t into vector_s16 and uint8_t into vector_u16 only. */
/* { sim-error {^sim: vgather2: gathers vector_s16 from a pointer to uint8_t} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_u16 i;
        vector_s16 d;
        vdup(i, (uint16_t)0, pset_b16(PAT_ALL), MODE_ZEROING);
        vgather2(d, x, i, pset_b16(PAT_ALL));
    }
}
