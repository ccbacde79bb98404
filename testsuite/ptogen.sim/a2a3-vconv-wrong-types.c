/* A vconv whose pointers are not the types its name converts: float ->
 * half given a float destination. */
/* { sim-error {^sim: vconv_f322f16r: dst points to float and src to float; vconv_f322f16r converts float to half$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);

    set_mask_norm();
    set_vector_mask(-1, -1);
    vconv_f322f16r(y, x, 1, 1, 1, 4, 8);
}
