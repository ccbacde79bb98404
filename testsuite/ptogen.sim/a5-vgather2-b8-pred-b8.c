/* vgather2's 8-bit form under a b8 predicate: it gathers into 16-bit
 * lanes by vector_u16 indices, so its predicate is b16. */
/* { sim-error {^sim: vgather2: predicate built for 8-bit elements \(b8\) used on 16-bit elements} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_u16 i, d;
        vdup(i, (uint16_t)0, pset_b16(PAT_ALL), MODE_ZEROING);
        vgather2(d, x, i, pset_b8(PAT_ALL));
    }
}
