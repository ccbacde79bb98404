/* vmrgsort4 as ptogen's a5 tmrgsort issues it (pto-isa's a5/TMrgSort.hpp
 * call): between vector functions, after the vbitsort that wrote its
 * lists and before the next merge, with no barrier (the vector pipe keeps
 * them in order), then stored to GM after set_flag/wait_flag(PIPE_V,
 * PIPE_MTE3).  Must run clean, and every pair must be where a rank
 * counted here puts it: descending by value, NaN of either sign and
 * signed zeros ordered as IEEE 754 totalOrder orders them, an equal value
 * of a lower list first (docs/semantics.md, Merges).
 *   A  float: 8 runs of 32 (vbitsort, values with ties, +-0, +-inf, NaNs)
 *      merged four at a time (repeat 2), then those two runs of 128
 *      merged by a second call of two lists into one run of 256;
 *   B  half: three lists of 32, 32 and 20 pairs, repeat 1; each pair's 8
 *      bytes (the reserved half among them) move whole. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "a5.h"
#include "sim-test.h"

static uint32_t gx[256], gi[256], gp[512], gr[512];
static uint16_t hx[96], hp[384], hq[336];
static int failed;

/* the value of bits B (HALF: binary16) as a double, NaN kept as NaN */
static double val(uint32_t b, int half)
{
    if (half) {
        int e = (b >> 10) & 31, f = b & 1023;
        double v = e == 31 ? (f ? NAN : INFINITY) : e ? ldexp(1024 + f, e - 25) : ldexp(f, -24);
        return b >> 15 ? -v : v;
    }
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* -1, 0, 1: a before, equal to, after b in descending totalOrder */
static int order(uint32_t a, uint32_t b, int half)
{
    uint32_t sign = half ? 0x8000u : 0x80000000u;
    double x = val(a, half), y = val(b, half);
    int na = isnan(x), nb = isnan(y), sa = (a & sign) != 0, sb = (b & sign) != 0;
    if (a == b)
        return 0;
    if (na || nb) { /* +NaN above everything, -NaN below; payloads by magnitude */
        int ka = na ? (sa ? -1 : 1) : 0, kb = nb ? (sb ? -1 : 1) : 0;
        if (ka != kb)
            return ka > kb ? -1 : 1;
        return ((a & ~sign) > (b & ~sign)) == !sa ? -1 : 1;
    }
    if (x != y)
        return x > y ? -1 : 1;
    return sa ? 1 : -1; /* +0 before -0 */
}

/* where pair K of the N values V (the lists in list order) belongs */
static unsigned place(const uint32_t *v, unsigned n, unsigned k, int half)
{
    unsigned j, r = 0;
    for (j = 0; j < n; j++) {
        int c = order(v[j], v[k], half);
        r += c < 0 || (c == 0 && j < k);
    }
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
                                  0x7fc00000u, 0xffc00000u, 0x7f800003u, 0xff800001u,
                                  0x3f800000u, 0xbf800000u, 0x3f800000u, 0x80000001u};
    static const uint16_t he[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe00,
                                  0xfc03, 0x7c01, 0x3c00, 0xbc00, 0x3c00, 0x8001};
    __ubuf__ float *x = PGR_UB(float, 0x0000);       /* 256 */
    __ubuf__ uint32_t *ix = PGR_UB(uint32_t, 0x400); /* 256 */
    __ubuf__ float *p = PGR_UB(float, 0x800);        /* 256 pairs */
    __ubuf__ float *q = PGR_UB(float, 0x1000);       /* 256 pairs */
    __ubuf__ float *r = PGR_UB(float, 0x1800);       /* 256 pairs */
    __ubuf__ half *y = PGR_UB(half, 0x2000);         /* 96 */
    __ubuf__ half *hs = PGR_UB(half, 0x2100);        /* 96 pairs */
    __ubuf__ half *hd = PGR_UB(half, 0x2400);        /* 84 pairs */
    __ubuf__ float *fl[4] = {p, p + 64, p + 128, p + 192};
    __ubuf__ float *ql[2] = {q, q + 256};
    __ubuf__ half *hl[3] = {hs, hs + 128, hs + 256};
    uint32_t v[256];
    unsigned i, k;

    for (i = 0; i < 256; i++) {
        gx[i] = i % 4 ? fe[(i * 5u) % 12u] : 0x40400000u - (i % 7) * 0x80000u;
        gi[i] = 7000u + i;
    }
    for (i = 0; i < 96; i++)
        hx[i] = i % 4 ? he[(i * 7u) % 12u] : (uint16_t)(0x4200 - (i % 5) * 0x80);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0, sizeof gx, sizeof gx);
    copy_gm_to_ubuf_align_v2(ix, gi, 0, 1, sizeof gi, 0, 0, 0, 0, sizeof gi, sizeof gi);
    copy_gm_to_ubuf_align_v2(y, hx, 0, 1, sizeof hx, 0, 0, 0, 0, sizeof hx, sizeof hx);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vbitsort(p, x, ix, 8);
    vbitsort(hs, y, ix, 3);
    vmrgsort4(q, fl, 32ull | 32ull << 16 | 32ull << 32 | 32ull << 48, 2ull | 0xFull << 8);
    vmrgsort4(r, ql, 128ull | 128ull << 16, 1ull | 0x3ull << 8);
    vmrgsort4(hd, hl, 32ull | 32ull << 16 | 20ull << 32, 1ull | 0x7ull << 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gp, p, 0, 1, sizeof gp, 0, sizeof gp, sizeof gp);
    copy_ubuf_to_gm_align_v2(gr, r, 0, 1, sizeof gr, 0, sizeof gr, sizeof gr);
    copy_ubuf_to_gm_align_v2(hp, hs, 0, 1, sizeof hp, 0, sizeof hp, sizeof hp);
    copy_ubuf_to_gm_align_v2(hq, hd, 0, 1, sizeof hq, 0, sizeof hq, sizeof hq);
    pipe_barrier(PIPE_ALL);

    /* A: the 8 sorted runs, concatenated, in one sorted row of 256 */
    for (i = 0; i < 256; i++)
        v[i] = gp[2 * i];
    for (i = 0; i < 256; i++) {
        unsigned at = place(v, 256, i, 0);
        expect("A value", at, gr[2 * at], gp[2 * i]);
        expect("A index", at, gr[2 * at + 1], gp[2 * i + 1]);
    }
    /* B: the first 84 pairs of the three runs */
    for (i = 0; i < 84; i++)
        v[i] = hp[4 * i];
    for (i = 0; i < 84; i++) {
        unsigned at = place(v, 84, i, 1);
        for (k = 0; k < 4; k++)
            expect("B pair", at, hq[4 * at + k], hp[4 * i + k]);
    }
    if (failed)
        sim_fail("clean-a5-vmrgsort4", "wrong pairs (above)");
}
