/* vdup of a register lane under a predicate of another width: only an
 * all-true one (pto-isa's pset_b8(PAT_ALL)) selects the same elements
 * whatever the width; a partial b8 predicate on float data fails. */
/* { sim-error {^sim: vdup: predicate built for 8-bit elements \(b8\) used on 32-bit elements$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a, b;
        uint32_t n = 40;
        vlds(a, x, 0, NORM);
        vdup(b, a, plt_b8(n, POST_UPDATE), POS_LOWEST, MODE_ZEROING);
    }
}
