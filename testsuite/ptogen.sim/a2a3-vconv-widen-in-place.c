/* half -> float in place: the float written for element k covers the
 * halves of elements 2k and 2k + 1, which other elements still read
 * (CANN warns that overlapping a narrow-to-wide conversion gives wrong
 * results). */
/* { sim-error {^sim: vconv_f162f32: src UB \[0x0, 0x80\) overlaps dst UB \[0x0, 0x100\) at other elements: element 1 reads UB 0x2, which element 0 writes} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    set_mask_norm();
    set_vector_mask(-1, -1);
    vconv_f162f32((__ubuf__ float *)x, x, 1, 1, 1, 8, 4);
}
