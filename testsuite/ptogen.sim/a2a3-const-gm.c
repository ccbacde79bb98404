/* A const GM source passed to a copy: the intrinsic's GM operand is not
 * const, so this must not compile. */
/* { sim-compile-error {discards 'const' qualifier} } */
/* { sim-compile-error-cxx {invalid conversion from 'const [^']*' to 'void\*'} } */
#include "a2a3.h"
#include "sim-test.h"

static const int16_t gm[16 * 16] = {0};

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(x, gm, 0, 16, 32, 0, 0, 0, 0);
}
