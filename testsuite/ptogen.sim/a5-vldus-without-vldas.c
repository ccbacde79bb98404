/* vldus needs the align register vldas loads first. */
/* { sim-error {^sim: vldus: the align register was never loaded} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_align u;
        memset(&u, 0, sizeof u);
        vldus(a, u, x + 3);
    }
}
