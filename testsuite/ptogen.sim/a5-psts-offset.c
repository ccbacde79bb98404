/* psts with a non-zero offset: pto-isa passes 0 and moves the pointer
 * ((__ubuf__ uint32_t *)dst + i * 4, a5/TCmp.hpp); no source says whether
 * the offset counts bytes or 32-bit words, so it is refused. */
/* { sim-error {^sim: psts: offset 16 is not simulated: pto-isa passes 0 and moves the pointer \(a5/TCmp.hpp\), and no source says the offset's unit$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *m = PGR_UB(uint32_t, 0x100);

    __VEC_SCOPE__
    {
        vector_bool r = pset_b16(PAT_ALL);
        psts(r, m, 16, PK);
    }
}
