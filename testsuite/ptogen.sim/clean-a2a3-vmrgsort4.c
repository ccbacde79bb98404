/* vmrgsort4 in the shapes pto-isa's a2a3/TMrgSort.hpp issues it, every
 * pair checked against a rank counted again here with float compares and
 * sign and NaN tests over the lists concatenated in list order
 * (docs/semantics.md, Merges: descending totalOrder, an equal value of a
 * lower list first).  Must run clean.
 *   A  float, the single-tile form: vbitsort's 8 runs of 32 pairs (values
 *      with ties, +-0, +-inf and both NaN signs) merged four at a time,
 *      repeat 2, lists of 32;
 *   B  half, three lists of 32, 32 and 20 pairs (the first 20 of the third
 *      run), repeat 1, mask 0b0111; the reserved half moves with its pair. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "a2a3.h"
#include "sim-test.h"

static uint32_t gx[256], gi[256], gp[512], gq[512];
static uint16_t hx[96], hp[384], hq[336];
static int failed;

static double h2d(uint16_t b)
{
    int e = (b >> 10) & 31, f = b & 1023;
    double v = e == 31 ? (f ? NAN : INFINITY) : e ? ldexp(1024 + f, e - 25) : ldexp(f, -24);
    return b >> 15 ? -v : v;
}

static double f2d(uint32_t b)
{
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* a strictly above b in descending totalOrder (S: the sign bit) */
static int above(uint32_t a, uint32_t b, int half)
{
    uint32_t S = half ? 0x8000u : 0x80000000u;
    double x = half ? h2d((uint16_t)a) : f2d(a), y = half ? h2d((uint16_t)b) : f2d(b);
    int sa = (a & S) != 0, sb = (b & S) != 0;
    if (isnan(x) || isnan(y)) {
        if (isnan(x) && isnan(y))
            return sa != sb ? sb : sa ? (a & ~S) < (b & ~S) : (a & ~S) > (b & ~S);
        return isnan(x) ? !sa : sb;
    }
    if (x != y)
        return x > y;
    return x == 0 && !sa && sb;
}

/* the place of value k among the N values V (the lists concatenated) */
static unsigned rank(const uint32_t *v, unsigned n, unsigned k, int half)
{
    unsigned j, r = 0;
    for (j = 0; j < n; j++)
        r += above(v[j], v[k], half) || (v[j] == v[k] && j < k);
    return r;
}

static void expect(const char *what, unsigned i, uint32_t got, uint32_t want)
{
    if (got != want) {
        failed = 1;
        fprintf(stderr, "%s [%u]: got 0x%x, want 0x%x\n", what, i, (unsigned)got, (unsigned)want);
    }
}

static void kernel(void)
{
    static const uint32_t fe[] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u,
                                  0x7fc00000u, 0xffc00000u, 0xffffffffu, 0x7f800001u,
                                  0x3f800000u, 0xbf800000u, 0x3f800000u, 0x00000001u};
    static const uint16_t he[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe00,
                                  0xffff, 0x7c01, 0x3c00, 0xbc00, 0x3c00, 0x0001};
    __ubuf__ float *x = PGR_UB(float, 0x0000);        /* 256 */
    __ubuf__ uint32_t *ix = PGR_UB(uint32_t, 0x400);  /* 256 */
    __ubuf__ float *p = PGR_UB(float, 0x800);         /* 256 pairs */
    __ubuf__ float *q = PGR_UB(float, 0x1000);        /* 256 pairs */
    __ubuf__ half *y = PGR_UB(half, 0x1800);          /* 96 */
    __ubuf__ half *hs = PGR_UB(half, 0x1900);         /* 96 pairs */
    __ubuf__ half *hd = PGR_UB(half, 0x1c00);         /* 84 pairs */
    __ubuf__ float *fl[4] = {p, p + 64, p + 128, p + 192};
    __ubuf__ half *hl[3] = {hs, hs + 128, hs + 256};
    uint32_t v[256];
    unsigned i, g;

    for (i = 0; i < 256; i++) {
        gx[i] = i % 3 ? fe[(i * 7u) % 12u] : 0x40000000u + (i % 5) * 0x100000u;
        gi[i] = 1000u + i;
    }
    for (i = 0; i < 96; i++)
        hx[i] = i % 3 ? he[(i * 5u) % 12u] : (uint16_t)(0x4000 + (i % 4) * 0x100);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(ix, gi, 0, 1, sizeof gi, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(y, hx, 0, 1, sizeof hx, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vbitsort(p, x, ix, 8);
    vbitsort(hs, y, ix, 3);
    pipe_barrier(PIPE_V);
    vmrgsort4(q, fl, 32ull | 32ull << 16 | 32ull << 32 | 32ull << 48, 2ull | 0xFull << 8);
    vmrgsort4(hd, hl, 32ull | 32ull << 16 | 20ull << 32, 1ull | 0x7ull << 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gp, p, 0, 1, sizeof gp, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(gq, q, 0, 1, sizeof gq, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(hp, hs, 0, 1, sizeof hp, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(hq, hd, 0, 1, sizeof hq, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (g = 0; g < 2; g++) { /* a repeat merges 128 pairs */
        for (i = 0; i < 128; i++)
            v[i] = gp[2 * (128 * g + i)];
        for (i = 0; i < 128; i++) {
            unsigned at = 128 * g + rank(v, 128, i, 0);
            expect("A value", at, gq[2 * at], gp[2 * (128 * g + i)]);
            expect("A index", at, gq[2 * at + 1], gp[2 * (128 * g + i) + 1]);
        }
    }
    for (i = 0; i < 84; i++)
        v[i] = hp[4 * i];
    for (i = 0; i < 84; i++) {
        unsigned at = rank(v, 84, i, 1), k;
        for (k = 0; k < 4; k++)
            expect("B pair", at, hq[4 * at + k], hp[4 * i + k]);
    }
    if (failed)
        sim_fail("clean-a2a3-vmrgsort4", "wrong pairs (above)");
}
