/* A tile inside [184 KiB, 192 KiB) on a core that later runs TSEL through
 * the hidden scratch: reported at the set_cmpmask, whichever comes first. */
/* { sim-error {^sim: set_cmpmask: uses the hidden TSEL scratch \[0x2e000, 0x30000\) \(src UB 0x2e000\), but copy_gm_to_ubuf_align_b16 wrote UB \[0x2f000, 0x2f200\) there on this core} } */
#include "a2a3.h"
#include "sim-test.h"

static int16_t gm[256];

static void kernel(void)
{
    __ubuf__ int16_t *data = PGR_UB(int16_t, 0x2f000);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(data, gm, 0, 1, 512, 0, 0, 0, 0);
    set_mask_count();
    set_vector_mask(0, 8);
    vector_dup(scratch, 0x0000u, 0, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    set_cmpmask(scratch);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
