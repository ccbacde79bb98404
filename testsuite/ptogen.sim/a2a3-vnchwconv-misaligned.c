/* scatter_vnchwconv_b32: every block address 32-byte aligned. */
/* { sim-error {^sim: scatter_vnchwconv_b32: src block 3 UB address 0x70 is not 32-byte aligned} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000), *y = PGR_UB(float, 0x400);
    uint64_t s[16], d[16];
    unsigned j;

    for (j = 0; j < 16; j++) {
        s[j] = (uint64_t)(uintptr_t)(x + j * 8 + (j == 3 ? 4 : 0));
        d[j] = (uint64_t)(uintptr_t)(y + j * 8);
    }
    set_va_reg_sb(VA0, d);
    set_va_reg_sb(VA1, &d[8]);
    set_va_reg_sb(VA2, s);
    set_va_reg_sb(VA3, &s[8]);
    scatter_vnchwconv_b32(VA0, VA2, 1, 0, 0);
}
