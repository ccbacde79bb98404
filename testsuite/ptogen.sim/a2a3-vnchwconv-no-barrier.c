/* scatter_vnchwconv_b16 writes on PIPE_V: a vector read of its dst needs
 * a pipe_barrier(PIPE_V) first. */
/* { sim-error {^sim: vadd: reads UB \[0x400, [^)]*\) written by V scatter_vnchwconv without pipe_barrier\(PIPE_V\)} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000), *y = PGR_UB(half, 0x400);
    uint64_t s[16], d[16];
    unsigned j;

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (half)1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    for (j = 0; j < 16; j++) {
        s[j] = (uint64_t)(uintptr_t)(x + j * 16);
        d[j] = (uint64_t)(uintptr_t)(y + j * 16);
    }
    set_va_reg_sb(VA0, d);
    set_va_reg_sb(VA1, &d[8]);
    set_va_reg_sb(VA2, s);
    set_va_reg_sb(VA3, &s[8]);
    scatter_vnchwconv_b16(VA0, VA2, 1, 0, 0);
    vadd(y, y, y, 2, 1, 1, 1, 8, 8, 8);
}
