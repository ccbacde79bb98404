/* A vsts whose active lanes run out of the tile they start in (tiles end
 * where the next PGR_UB offset used on the core begins). */
/* { sim-error {^sim: vsts: stored UB \[0xc0, 0x1c0\) runs past the end of its tile \[0x0, 0x100\) } } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *z = PGR_UB(int32_t, 0x100);

    (void)z;
    __VEC_SCOPE__
    {
        vector_s32 a, b;
        vector_bool p = pset_b32(PAT_ALL);
        vector_s32 zero = {};
        vadds(a, zero, 5, p, MODE_ZEROING);
        vmuls(b, a, 3, p, MODE_ZEROING);
        vsts(b, y, 48, NORM_B32, p);
    }
}
