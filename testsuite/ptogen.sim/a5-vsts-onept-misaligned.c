/* vsts ONEPT_B32 stores one float: the address needs 4-byte
 * alignment (CANN's StoreAlign table), no more. */
/* { sim-error {^sim: vsts: ONEPT_B32 stores 4 bytes: UB address 0x102 is not 4-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);

    __VEC_SCOPE__
    {
        vector_f32 a;
        uint32_t n = 1;
        vlds(a, x, 0, NORM);
        vsts(a, (__ubuf__ float *)((__ubuf__ uint8_t *)y + 2), 0, ONEPT_B32, plt_b32(n, POST_UPDATE));
    }
}
