/* A NORM mask load reads 32 bytes and needs a 32-byte aligned address. */
/* { sim-error {^sim: plds: NORM reads 32 bytes: UB address 0x10 is not 32-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x000);

    __VEC_SCOPE__
    {
        vector_bool p;
        plds(p, (__ubuf__ uint32_t *)m, 16, NORM);
    }
}
