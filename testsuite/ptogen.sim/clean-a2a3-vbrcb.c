/* vbrcb in the shapes pto-isa issues it, every element checked.  Must run
 * clean.
 *   A  a2a3/TRowExpand.hpp (TRowExpandBrcb), b32: DN [16, 1] -> [16, 8],
 *      vbrcb(dst, src, 1, 8, 2); b16: [24, 1] -> [24, 16], 3 repeats;
 *   B  a2a3/TRowExpandBinOp.hpp, DN src1: vbrcb one block per row, then
 *      vadd with src1 block stride 0, repeat stride 1 (TROWEXPANDADD);
 *   C  other strides: vbrcb(dst, src, 2, 16, 2) fills every second block,
 *      the blocks between keep what vector_dup put there. */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static uint32_t g32[16], o32[16 * 8], oc[32 * 8];
static uint16_t g16[24], o16[24 * 16];
static float gx[8 * 64], gs[8], gy[8 * 64];
static int failed;

static void expect(const char *what, unsigned i, uint32_t got, uint32_t want)
{
    if (got != want) {
        failed = 1;
        fprintf(stderr, "%s [%u]: got 0x%x, want 0x%x\n", what, i, (unsigned)got, (unsigned)want);
    }
}

static void kernel(void)
{
    __ubuf__ uint32_t *s32 = PGR_UB(uint32_t, 0x0000), *d32 = PGR_UB(uint32_t, 0x0100);
    __ubuf__ uint16_t *s16 = PGR_UB(uint16_t, 0x0300), *d16 = PGR_UB(uint16_t, 0x0400);
    __ubuf__ float *x = PGR_UB(float, 0x1000), *sc = PGR_UB(float, 0x1800);
    __ubuf__ float *blk = PGR_UB(float, 0x1900), *y = PGR_UB(float, 0x2000);
    __ubuf__ uint32_t *dc = PGR_UB(uint32_t, 0x3000);
    unsigned i, j;

    for (i = 0; i < 16; i++)
        g32[i] = 0x11110000u + i;
    for (i = 0; i < 24; i++)
        g16[i] = (uint16_t)(0x2200 + i);
    for (i = 0; i < 8 * 64; i++)
        gx[i] = (float)i * 0.5f;
    for (i = 0; i < 8; i++)
        gs[i] = 1000.0f * (float)(i + 1);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(s32, g32, 0, 1, sizeof g32, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(s16, g16, 0, 1, sizeof g16, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(sc, gs, 0, 1, sizeof gs, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    /* A */
    vbrcb(d32, s32, 1, 8, 2);
    vbrcb(d16, s16, 1, 8, 3);

    /* B: one 32-byte block per row, then the per-row add */
    vbrcb((__ubuf__ uint32_t *)blk, (__ubuf__ uint32_t *)sc, 1, 8, 1);
    pipe_barrier(PIPE_V);
    vadd(y, x, blk, 8, 1, 1, 0, 8, 8, 1);

    /* C */
    vector_dup(dc, 0xdddddddd, 4, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(dc, s32, 2, 16, 2);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(o32, d32, 0, 1, sizeof o32, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(o16, d16, 0, 1, sizeof o16, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(gy, y, 0, 1, sizeof gy, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(oc, dc, 0, 1, sizeof oc, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (i = 0; i < 16; i++)
        for (j = 0; j < 8; j++)
            expect("A b32", 8 * i + j, o32[8 * i + j], g32[i]);
    for (i = 0; i < 24; i++)
        for (j = 0; j < 16; j++)
            expect("A b16", 16 * i + j, o16[16 * i + j], g16[i]);
    for (i = 0; i < 8 * 64; i++) {
        float want = gx[i] + gs[i / 64];
        uint32_t a, b;
        memcpy(&a, &gy[i], 4);
        memcpy(&b, &want, 4);
        expect("B vadd", i, a, b);
    }
    /* C: repeat r, element k -> block 16 r + 2 k */
    for (i = 0; i < 32; i++)
        for (j = 0; j < 8; j++)
            expect("C", 8 * i + j, oc[8 * i + j],
                   i % 2 ? 0xddddddddu : g32[8 * (i / 16) + (i % 16) / 2]);
}
