/* A float -> int conversion in a kernel that never set CTRL bit 59: the
 * saturation it gets depends on a value that is not documented for A2/A3
 * at kernel entry (pto-isa's TCvt always sets it). */
/* { sim-error {^sim: vconv_f322s32r: depends on CTRL bit 59 \(SAT_MODE_BIT: 0 saturates, 1 keeps the low bits\), which this kernel has not set} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x100);

    set_mask_norm();
    set_vector_mask(-1, -1);
    vconv_f322s32r(y, x, 1, 1, 1, 8, 8);
}
