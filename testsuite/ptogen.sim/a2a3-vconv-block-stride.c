/* A block stride other than 1 on a conversion between element sizes: how
 * the narrow side's blocks are laid out is not documented (pto-isa passes
 * 1, 1). */
/* { sim-error {^sim: vconv_f322f16r: block strides \(dst 2, src 1\) other than 1 are not simulated for a conversion between 4- and 2-byte elements} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x400);

    set_mask_norm();
    set_vector_mask(-1, -1);
    vconv_f322f16r(y, x, 1, 2, 1, 8, 8);
}
