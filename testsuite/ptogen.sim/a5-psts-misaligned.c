/* A packed predicate store 8 bytes into a 16-byte slot: PK stores 16
 * bytes and needs a 16-byte aligned address (CANN's MaskReg StoreAlign
 * docs). */
/* { sim-error {^sim: psts: PK stores 16 bytes: UB address 0x108 is not 16-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_f16 a = {};
        vector_bool p = pset_b16(PAT_ALL), r;
        vcmps_eq(r, a, (half)0, p);
        psts(r, m + 2, 0, PK);
    }
}
