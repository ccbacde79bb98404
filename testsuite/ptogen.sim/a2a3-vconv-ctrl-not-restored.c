/* A kernel that turns saturation off (CTRL bit 59 = 1) for a conversion
 * and returns without restoring CTRL; pto-isa's TCvt saves and restores
 * it, so the next op on the core would find it changed. */
/* { sim-error {^sim: sim_a2a3_end: kernel returned with CTRL 0x0801000000000000, not the 0x0001000000000000 it started with \(bit 59 differs} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x100);

    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset1(get_ctrl(), 59));
    vconv_s322s16(y, x, 1, 1, 1, 4, 8);
}
