/* vldus loads a whole vector: the 256 bytes from its address must lie
 * inside UB, as for vlds. */
/* { sim-error {^sim: vldus: reads UB \[0x3ff04, 0x40004\), outside the 256 KiB UB$} } */
#include <stdbool.h>

#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x3ff00);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_align u;
        vldas(u, x + 1);
        vldus(a, u, x + 1);
    }
}
