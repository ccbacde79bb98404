/* TSEL exactly as pto-isa's a2a3/TSel.hpp writes it: CMPMASK gets the low
 * 32 bits of the mask row's __ubuf__ *pointer*, not a UB offset.  On the
 * hardware those are the UB address; on the simulator the pointer is into
 * its arena, and the low bits still name the row.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"

static half gx[4][64], gy[4][64], gz[4][64];
static uint8_t gm[4][32];

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x0000);
    __ubuf__ half *x = PGR_UB(half, 0x0400);
    __ubuf__ half *y = PGR_UB(half, 0x0800);
    __ubuf__ half *z = PGR_UB(half, 0x0c00);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);

    for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 64; c++) {
            gx[r][c] = (half)c;
            gy[r][c] = (half)-c;
        }
        for (int c = 0; c < 32; c++)
            gm[r][c] = (uint8_t)(0x0f << r);
    }
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b8(m, gm[0], 0, 4, 32, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(x, gx[0], 0, 4, 128, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(y, gy[0], 0, 4, 128, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    set_mask_count();
    for (uint32_t r = 0; r < 4; r++) {
        set_vector_mask(0, 8);
        vector_dup(scratch, (uint32_t)(uintptr_t)(m + r * 32u), 0, 1, 1, 8, 0);
        pipe_barrier(PIPE_V);
        set_cmpmask(scratch);
        pipe_barrier(PIPE_V);
        set_vector_mask(0, 64);
        vsel(z + r * 64u, x + r * 64u, y + r * 64u, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_TENSOR_MODE);
    }
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b16(gz[0], z, 0, 4, 128, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 64; c++) {
            int bit = (gm[r][c / 8] >> (c % 8)) & 1;
            if (gz[r][c] != (bit ? gx[r][c] : gy[r][c])) {
                fprintf(stderr, "wrong result at row %d col %d\n", r, c);
                return;
            }
        }
}
