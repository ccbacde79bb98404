/* pto-isa's two own uses of the hidden scratch on one core, one after
 * the other, as a pto kernel of a per-row select and a TROWEXPAND*
 * runs them (testsuite/ptogen.pto/split_lse_f32): TSEL's vector_dup of
 * the mask row's address and set_cmpmask from it, then TROWEXPAND's
 * vbrcb blocks written over it and read back, then TSEL again.  Neither
 * leaves data there that the other overwrites.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"

static float gs[8], gy[8 * 64];

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x0000);
    __ubuf__ float *s = PGR_UB(float, 0x0100), *y = PGR_UB(float, 0x0200);
    __ubuf__ float *a = PGR_UB(float, 0x0a00), *b = PGR_UB(float, 0x0b00);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);
    __ubuf__ float *blk = (__ubuf__ float *)(uintptr_t)(184 * 1024);
    unsigned r, c, k;

    for (r = 0; r < 8; r++)
        gs[r] = (float)(r + 1);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(s, gs, 0, 1, sizeof gs, 0, 0, 0, 0);
    vector_dup((__ubuf__ uint16_t *)m, (uint16_t)0x5555, 1, 1, 1, 8, 8);
    vector_dup(a, 1.0f, 1, 1, 1, 8, 8);
    vector_dup(b, 2.0f, 1, 1, 1, 8, 8);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    for (k = 0; k < 2; k++) {
        set_mask_count();
        set_vector_mask(0, 2);
        vector_dup(scratch, (uint32_t)(uintptr_t)0, 1, 1, 1, 8, 0);
        pipe_barrier(PIPE_V);
        set_cmpmask(scratch);
        pipe_barrier(PIPE_V);
        set_vector_mask(0, 64);
        vsel(a, a, b, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_TENSOR_MODE);
        set_mask_norm();
        set_vector_mask((uint64_t)-1, (uint64_t)-1);
        pipe_barrier(PIPE_V);
        vbrcb((__ubuf__ uint32_t *)blk, (__ubuf__ uint32_t *)s, 1, 8, 1);
        pipe_barrier(PIPE_V);
        vadd(y, blk, blk, 8, 1, 0, 0, 8, 1, 1);
        pipe_barrier(PIPE_V);
    }
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
