/* A __ubuf__ pointer made from the raw UB address of the hidden scratch,
 * as pto-isa's a2a3/TRowExpandBinOp.hpp makes one from TMP_UB_OFFSET for
 * its vbrcb blocks: on the hardware a UB pointer is its address.  The
 * blocks written there and read back with block stride 0 give each row
 * its own value.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"

static float gs[8], gy[8 * 64];

static void kernel(void)
{
    __ubuf__ float *s = PGR_UB(float, 0x0000), *y = PGR_UB(float, 0x0100);
    __ubuf__ float *blk = (__ubuf__ float *)(uintptr_t)(184 * 1024);
    unsigned r, c;

    for (r = 0; r < 8; r++)
        gs[r] = (float)(r + 1);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(s, gs, 0, 1, sizeof gs, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vbrcb((__ubuf__ uint32_t *)blk, (__ubuf__ uint32_t *)s, 1, 8, 1);
    pipe_barrier(PIPE_V);
    vadd(y, blk, blk, 8, 1, 0, 0, 8, 1, 1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gy, y, 0, 1, sizeof gy, 0, 0, 0, 0);
    set_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    for (r = 0; r < 8; r++)
        for (c = 0; c < 64; c++)
            if (gy[r * 64 + c] != 2.0f * (float)(r + 1)) {
                fprintf(stderr, "y[%u][%u] = %g, want %g\n", r, c, (double)gy[r * 64 + c],
                        2.0 * (r + 1));
                return;
            }
}
