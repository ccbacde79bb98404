/* A kernel whose input is declared `__gm__ const T *` passes it to a copy:
 * the v2 copies take a non-const GM source, so this must not compile. */
/* { sim-compile-error {discards 'const' qualifier} } */
/* { sim-compile-error-cxx {invalid conversion from 'const [^']*' to 'void\*'} } */
#include "a5.h"
#include "sim-test.h"

static int32_t buf[8 * 8];

static void copy_in(__gm__ const int32_t *src)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    copy_gm_to_ubuf_align_v2(x, src, 0, 8, 32, 0, 0, 0, 0, 32, 32);
}

static void kernel(void)
{
    copy_in(buf);
}
