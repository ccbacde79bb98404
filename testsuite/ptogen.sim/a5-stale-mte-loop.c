/* Two kernels on one core: the first leaves the GM -> UB loop size at 2,
 * the second copies without setting it, so each of its copies would run
 * twice.  The loop registers belong to the core, not to the kernel. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_v2: MTE loop register set_loop_size_outtoub was last set by an earlier kernel on this core \(loop sizes now 2 x 1\); set it before this kernel's first copy$} } */
#include "a5.h"
#include "sim-test.h"

static int16_t ga[2 * 128];

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    /* kernel 1: two 256-byte blocks in one copy, through loop1 */
    set_loop1_stride_outtoub(256ull << 40 | 256ull);
    set_loop2_stride_outtoub(0);
    set_loop_size_outtoub(1ull << 21 | 2ull);
    copy_gm_to_ubuf_align_v2(x, ga, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    sim_a5_end();

    /* kernel 2, same core: relies on the registers */
    sim_a5_begin();
    copy_gm_to_ubuf_align_v2(x, ga, 0, 1, 256, 0, 0, 0, 0, 256, 256);
}
