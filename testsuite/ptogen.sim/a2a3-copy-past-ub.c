/* Copy bursts that run past the end of UB. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b8: bursts cover UB \[0x2fc00, 0x30020\), beyond the 192 KiB UB \[0x0, 0x30000\) \(nBurst 33, lenBurst 32, UB gap 0 blocks\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static uint8_t gm[33 * 32];

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x2fc00);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b8(x, gm, 0, 33, 32, 0, 0, 0, 0);
}
