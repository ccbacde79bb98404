/* A US mask load at +8 bytes: US reads 16 bytes and needs a 16-byte
 * aligned address (the old a5 TSEL form for the second 64-lane chunk of
 * 4-byte data). */
/* { sim-error {^sim: plds: US reads 16 bytes: UB address 0x8 is not 16-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x000);

    __VEC_SCOPE__
    {
        vector_bool p;
        plds(p, (__ubuf__ uint32_t *)m, 8, US);
    }
}
