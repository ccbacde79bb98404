/* vbitsort in the shapes pto-isa's a2a3/TSort32.hpp issues it, every pair
 * checked against a rank counted again here with float compares and sign
 * and NaN tests (docs/semantics.md, Sorts).  Must run clean.
 *   A  float, 2 repeats of 32 over values with ties, +-0, +-inf and both
 *      NaN signs; indices 1000 + column;
 *   B  half, 1 repeat, the same kinds of values; the reserved half of
 *      each pair written 0. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "a2a3.h"
#include "sim-test.h"

static uint32_t gx[64], gi[64], gp[128];
static uint16_t hx[32], hp[128];
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
static int above(uint32_t a, uint32_t b, double x, double y, uint32_t S)
{
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

static unsigned rank(const uint32_t *v, unsigned k, int half)
{
    unsigned j, n = 0;
    uint32_t S = half ? 0x8000u : 0x80000000u;
    for (j = 0; j < 32; j++) {
        double x = half ? h2d((uint16_t)v[j]) : f2d(v[j]);
        double y = half ? h2d((uint16_t)v[k]) : f2d(v[k]);
        n += above(v[j], v[k], x, y, S) || (v[j] == v[k] && j < k);
    }
    return n;
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
    __ubuf__ float *x = PGR_UB(float, 0x0000);      /* 64 */
    __ubuf__ uint32_t *ix = PGR_UB(uint32_t, 0x100); /* 64 */
    __ubuf__ float *p = PGR_UB(float, 0x200);        /* 64 pairs */
    __ubuf__ half *y = PGR_UB(half, 0x400);          /* 32 */
    __ubuf__ half *q = PGR_UB(half, 0x500);          /* 32 pairs */
    unsigned i, b;

    for (i = 0; i < 64; i++) {
        gx[i] = i % 3 ? fe[(i * 7u) % 12u] : 0x40000000u + (i % 5) * 0x100000u;
        gi[i] = 1000u + i;
    }
    for (i = 0; i < 32; i++)
        hx[i] = i % 3 ? he[(i * 5u) % 12u] : (uint16_t)(0x4000 + (i % 4) * 0x100);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(ix, gi, 0, 1, sizeof gi, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(y, hx, 0, 1, sizeof hx, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vbitsort(p, x, ix, 2);
    vbitsort(q, y, ix, 1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gp, p, 0, 1, sizeof gp, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b16(hp, q, 0, 1, sizeof hp, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (b = 0; b < 2; b++)
        for (i = 0; i < 32; i++) {
            unsigned at = 32 * b + rank(gx + 32 * b, i, 0);
            expect("A value", at, gp[2 * at], gx[32 * b + i]);
            expect("A index", at, gp[2 * at + 1], gi[32 * b + i]);
        }
    for (i = 0; i < 32; i++) {
        uint32_t v[32];
        unsigned j, at;
        for (j = 0; j < 32; j++)
            v[j] = hx[j];
        at = rank(v, i, 1);
        expect("B value", at, hp[4 * at], hx[i]);
        expect("B reserved", at, hp[4 * at + 1], 0);
        expect("B index", at, hp[4 * at + 2] | (uint32_t)hp[4 * at + 3] << 16, gi[i]);
    }
    if (failed)
        sim_fail("clean-a2a3-vbitsort", "wrong pairs (above)");
}
