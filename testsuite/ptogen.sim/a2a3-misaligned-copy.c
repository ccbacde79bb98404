/* The UB side of a copy must be 32-byte aligned. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b16: UB address 0x42 is not 32-byte aligned$} } */
#include "a2a3.h"
#include "sim-test.h"

static int16_t ga[64];

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(x + 33, ga, 0, 1, 64, 0, 0, 0, 0);
}
