/* A vlds reads a whole 256-byte vector: from 256 KiB - 128 it leaves UB. */
/* { sim-error {^sim: vlds: reads UB \[0x3ff80, 0x40080\), outside the 256 KiB UB$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x3ff80);

    __VEC_SCOPE__
    {
        vector_s16 a;
        vlds(a, x, 0, NORM);
    }
}
