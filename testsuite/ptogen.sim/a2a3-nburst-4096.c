/* A copy of 4096 bursts: pto-isa's TLOAD asserts nBurst < 4096. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b16: nBurst 4096 is out of range \[0, 4095\]$} } */
#include "a2a3.h"
#include "sim-test.h"

static int16_t gm[4096 * 16];

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(x, gm, 0, 4096, 32, 0, 0, 0, 0);
}
