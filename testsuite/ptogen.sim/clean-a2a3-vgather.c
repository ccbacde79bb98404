/* vgather in the shapes pto-isa's a2a3/TGather.hpp issues it (index form),
 * every element checked against the table the indices name.  Must run
 * clean.
 *   A  float data, 3 rows of 80: per row in counter mode, vmuls turns the
 *      int32 indices into byte offsets in dst, then vgather(dst, dst,
 *      (uintptr_t)src, 8, 1) gathers in place; indices 0 and 255 (the
 *      table's first and last element) included;
 *   B  uint16_t data, 150 elements (two repeats of 128): the offsets in a
 *      tile of their own, the srcAddr given as a UB offset;
 *   C  uint16_t, pto-isa's 16-bit form: the uint32_t offsets written into
 *      dst's own (twice as large) bytes, gathered over them;
 *   D  normal mode, lanes 0..9 of 64 on: the other lanes of dst keep what
 *      vector_dup wrote. */
#include <stdbool.h>
#include <stdint.h>

#include "a2a3.h"
#include "sim-test.h"

static float gtab[256], ga[3 * 80];
static int32_t gidx[3 * 80];
static uint16_t gtab16[512], gb[160], gc[64];
static uint32_t goff16[160];
static uint32_t gd[64], gdoff[64];
static int32_t gcidx[64];
static int failed;

static void expect(const char *what, unsigned i, uint32_t got, uint32_t want)
{
    if (got != want) {
        failed = 1;
        fprintf(stderr, "%s [%u]: got 0x%x, want 0x%x\n", what, i, (unsigned)got, (unsigned)want);
    }
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static void kernel(void)
{
    __ubuf__ float *tab = PGR_UB(float, 0x0000);         /* 1 KiB */
    __ubuf__ int32_t *idx = PGR_UB(int32_t, 0x0400);     /* 3 x 80 */
    __ubuf__ float *a = PGR_UB(float, 0x0800);           /* 3 x 80 */
    __ubuf__ uint16_t *tab16 = PGR_UB(uint16_t, 0x1000); /* 1 KiB */
    __ubuf__ uint32_t *off16 = PGR_UB(uint32_t, 0x1400); /* 160 offsets */
    __ubuf__ uint16_t *b = PGR_UB(uint16_t, 0x1800);     /* 160 */
    __ubuf__ uint16_t *c = PGR_UB(uint16_t, 0x1a00);     /* 64, offsets over 256 bytes */
    __ubuf__ uint32_t *d = PGR_UB(uint32_t, 0x1c00);     /* 64 */
    __ubuf__ uint32_t *doff = PGR_UB(uint32_t, 0x1d00);  /* 64 offsets */
    __ubuf__ int32_t *cidx = PGR_UB(int32_t, 0x1e00);    /* 64 indices */
    unsigned i, r;

    for (i = 0; i < 256; i++)
        gtab[i] = (float)i * 1.5f - 100.0f;
    for (i = 0; i < 3 * 80; i++)
        gidx[i] = (int32_t)((i * 97u + 13u) % 256u);
    gidx[0] = 0;
    gidx[79] = 255;
    gidx[80] = 255;
    gidx[3 * 80 - 1] = 0;
    for (i = 0; i < 512; i++)
        gtab16[i] = (uint16_t)(0xa000 + i * 3);
    for (i = 0; i < 160; i++)
        goff16[i] = ((i * 389u + 7u) % 512u) * 2u;
    goff16[149] = 511 * 2;
    for (i = 0; i < 64; i++) {
        gcidx[i] = (int32_t)(5 * i + 1);
        gdoff[i] = (63u - i) * 4u;
    }

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(tab, gtab, 0, 1, sizeof gtab, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(idx, gidx, 0, 1, sizeof gidx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(tab16, gtab16, 0, 1, sizeof gtab16, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(off16, goff16, 0, 1, sizeof goff16, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(cidx, gcidx, 0, 1, sizeof gcidx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(doff, gdoff, 0, 1, sizeof gdoff, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    /* A */
    set_mask_count();
    for (r = 0; r < 3; r++) {
        set_vector_mask(0, 80);
        vmuls((__ubuf__ int32_t *)(a + r * 80), idx + r * 80, 4, 1, 1, 1, 8, 8);
        pipe_barrier(PIPE_V);
        vgather((__ubuf__ uint32_t *)(a + r * 80), (__ubuf__ uint32_t *)(a + r * 80),
                (uintptr_t)tab, 8, 1);
        pipe_barrier(PIPE_V);
    }

    /* B */
    set_vector_mask(0, 150);
    vgather(b, off16, 0x1000, 8, 1);

    /* C: the indices 5 i + 1 scaled to byte offsets in c's bytes */
    set_vector_mask(0, 64);
    vmuls((__ubuf__ int32_t *)c, cidx, 2, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vgather(c, (__ubuf__ uint32_t *)c, (uintptr_t)tab16, 8, 1);

    /* D */
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(d, 0xdeadbeefu, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 0x3ff);
    vgather(d, doff, (uintptr_t)tab, 8, 1);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(ga, a, 0, 1, sizeof ga, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(gb, b, 0, 1, sizeof gb, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(gc, c, 0, 1, sizeof gc, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(gd, d, 0, 1, sizeof gd, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (i = 0; i < 3 * 80; i++)
        expect("A f32", i, fbits(ga[i]), fbits(gtab[gidx[i]]));
    for (i = 0; i < 150; i++)
        expect("B u16", i, gb[i], gtab16[goff16[i] / 2]);
    for (i = 0; i < 64; i++)
        expect("C u16 in place", i, gc[i], gtab16[5 * i + 1]);
    for (i = 0; i < 64; i++)
        expect("D masked", i, gd[i], i < 10 ? fbits(gtab[gdoff[i] / 4]) : 0xdeadbeefu);
    if (failed)
        sim_fail("clean-a2a3-vgather", "wrong elements (above)");
}
