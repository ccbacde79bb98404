/* Only the hidden scratch [184 KiB, 192 KiB) may be named by its raw UB
 * address (as pto-isa names TMP_UB_OFFSET); every other UB pointer comes
 * from PGR_UB, so that a stray small integer or a null pointer is caught. */
/* { sim-error {^sim: vector_dup: dst 0x1000 is not a UB address} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = (__ubuf__ float *)(uintptr_t)0x1000;

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
}
