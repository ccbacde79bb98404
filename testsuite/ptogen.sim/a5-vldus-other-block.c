/* vldus reads from the block vldas loaded: an address in another
 * block fails. */
/* { sim-error {^sim: vldus: UB address 0x44 is not in the block the align register holds \(vldas read UB \[0x0, 0x20\)\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_align u;
        vldas(u, x + 1);
        vldus(a, u, x + 17);
    }
}
