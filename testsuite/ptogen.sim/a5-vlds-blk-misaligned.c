/* vlds BLK reads one 32-byte block: 32-byte aligned. */
/* { sim-error {^sim: vlds: BLK reads 32 bytes: UB address 0x10 is not 32-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_f32 a;
        vlds(a, x, 4, BLK);
    }
}
