/* scatter_vnchwconv_b16: what a transpose over its own source writes is
 * not documented. */
/* { sim-error {^sim: scatter_vnchwconv_b16: dst block 0 of repeat 0 UB \[0x0, 0x20\) overlaps src block 0} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x000);
    uint64_t a[16];
    unsigned j;

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (uint16_t)1, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    for (j = 0; j < 16; j++)
        a[j] = (uint64_t)(uintptr_t)(x + j * 16);
    set_va_reg_sb(VA0, a);
    set_va_reg_sb(VA1, &a[8]);
    set_va_reg_sb(VA2, a);
    set_va_reg_sb(VA3, &a[8]);
    scatter_vnchwconv_b16(VA0, VA2, 1, 0, 0);
}
