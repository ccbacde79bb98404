/* set_va_reg_sb and scatter_vnchwconv_b16/b32 in the shapes pto-isa's
 * a2a3/TTrans.hpp issues them (TransFullSubTiles), every element checked.
 * Must run clean.
 *   A  b16: a 32 x 16 half tile (rows of 32 bytes... of 64: 32 columns,
 *      the first 16 used) as two repeats of 16 x 16 into a 16 x 32 tile,
 *      dst advancing one block a repeat, the source 16 rows (32 blocks);
 *   B  b32: a 16 x 8 float tile into 8 rows of 16, dst blocks 2c and
 *      2c + 1 row c, one repeat. */
#include "a2a3.h"
#include "sim-test.h"

static uint16_t gx[32 * 32], gy[16 * 32];
static float gf[16 * 8], gg[8 * 16];

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x0000), *y = PGR_UB(uint16_t, 0x0800);
    __ubuf__ float *f = PGR_UB(float, 0x0c00), *g = PGR_UB(float, 0x0e00);
    uint64_t src[16], dst[16];
    unsigned i, j;

    for (i = 0; i < 32 * 32; i++)
        gx[i] = (uint16_t)(i * 7 + 1);
    for (i = 0; i < 16 * 8; i++)
        gf[i] = (float)i + 0.5f;
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(f, gf, 0, 1, sizeof gf, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    /* A: source row j (pitch 32), dst row j (pitch 32) */
    for (j = 0; j < 16; j++) {
        src[j] = (uint64_t)(uintptr_t)(x + j * 32);
        dst[j] = (uint64_t)(uintptr_t)(y + j * 32);
    }
    set_va_reg_sb(VA2, src);
    set_va_reg_sb(VA3, &src[8]);
    set_va_reg_sb(VA0, dst);
    set_va_reg_sb(VA1, &dst[8]);
    scatter_vnchwconv_b16(VA0, VA2, 2, 1, 32);
    /* B: source row j (8 floats), dst row j / 2, half j % 2 */
    for (j = 0; j < 16; j++) {
        src[j] = (uint64_t)(uintptr_t)(f + j * 8);
        dst[j] = (uint64_t)(uintptr_t)(g + (j >> 1) * 16 + (j & 1) * 8);
    }
    set_va_reg_sb(VA2, src);
    set_va_reg_sb(VA3, &src[8]);
    set_va_reg_sb(VA0, dst);
    set_va_reg_sb(VA1, &dst[8]);
    scatter_vnchwconv_b32(VA0, VA2, 1, 0, 0);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b16(gy, y, 0, 1, sizeof gy, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(gg, g, 0, 1, sizeof gg, 0, 0, 0, 0);
    set_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    for (i = 0; i < 16; i++)
        for (j = 0; j < 32; j++)
            if (gy[i * 32 + j] != gx[j * 32 + i])
                fprintf(stderr, "A y[%u][%u] = %u\n", i, j, (unsigned)gy[i * 32 + j]);
    for (i = 0; i < 8; i++)
        for (j = 0; j < 16; j++)
            if (gg[i * 16 + j] != gf[j * 8 + i])
                fprintf(stderr, "B g[%u][%u] = %g\n", i, j, (double)gg[i * 16 + j]);
}
