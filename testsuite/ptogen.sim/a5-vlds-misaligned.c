/* vlds addresses must be 32-byte aligned: 8 int16_t elements is 16 bytes. */
/* { sim-error {^sim: vlds: UB address 0x110 is not 32-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x100);

    __VEC_SCOPE__
    {
        vector_s16 a;
        vlds(a, x, 8, NORM);
    }
}
