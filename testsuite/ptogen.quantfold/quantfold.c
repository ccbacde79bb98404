/* quantfold.c - the host quantisers' faster forms against the ones they
 * replaced, bit for bit (ptogen.quantfold/quantfold.exp):
 *
 * - every one of the 2^32 floats a through the kernel: h = tcvt(a) to
 *   f16 under odd (pgr_cvt_f32_odd_f16, its choices now masks) against
 *   the old helper written out again below (old_odd); q8 = tcvt(h) to i8
 *   under rint and qu to u8, which the host renderer folds into one
 *   rounding of a (hostops.m4, _pg_cvt_fold), against the old conversion
 *   (old_small) of old_odd's half; q16 = tcvt(a) to i16 under rint (the
 *   helper's choices now of bits, pgr_pick32) against old_small, and
 *   h16 = tcvt(h) to i16 under rint against old_small of old_odd's half;
 * - pgr_cvt_f16_rint_{i8,u8,i16} on all 2^16 halves against old_small;
 * - pgr_rowfold_max_f32 and pgr_rowfold_min_f32 (f32 trowmax and trowmin
 *   in lanes, host/source.m4) against the fold from column 0 of the
 *   kernel's own pgr_max_f32 / pgr_min_f32 on random rows of every length
 *   to 300 and of 4096 drawn from a few values: zeros of both signs, ties,
 *   infinities, NaNs of random payload and sign at random places.
 *
 * The kernel, built by quantfold.exp from a spec written at run time:
 *   void qf_kernel(const float *a, uint16_t *h, int8_t *q8, uint8_t *qu,
 *                  int16_t *q16, int16_t *h16, float *mx, float *mn,
 *                  uint32_t M);
 * h = tcvt(a) to f16 under odd; q8, qu = tcvt(h) to i8, u8 under rint
 * (folded); q16 = tcvt(a), h16 = tcvt(h) to i16 under rint (not folded);
 * mx, mn = trowmax(a), trowmin(a); rows of VC columns.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qf_kernel.c"

#define ROWS 4096u

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float fl(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* the old f32 -> f16 under odd: the same steps, chosen by ?: */
static uint16_t old_odd(float a)
{
    uint32_t x, ax, small;
    memcpy(&x, &a, sizeof x);
    ax = x & 0x7fffffffu;
    small = ax < 0x38800000u ? ax : 0x38800000u;
    float sf;
    memcpy(&sf, &small, sizeof sf);
    const float steps = sf * 16777216.0f;
    const int32_t whole = (int32_t)steps;
    const uint32_t sub = (uint32_t)whole | (uint32_t)((float)whole != steps);
    uint32_t normal = ((ax - 0x38000000u) >> 13) | (uint32_t)((ax & 0x1fffu) != 0);
    normal = normal > 0x7bffu ? 0x7bffu : normal;
    uint32_t v = ax < 0x38800000u ? sub : normal;
    v = ax == 0x7f800000u ? 0x7c00u : v;
    v = ax > 0x7f800000u ? 0x7e00u | ((ax >> 13) & 0x3ffu) : v;
    return (uint16_t)(((x >> 16) & 0x8000u) | v);
}

/* the old float -> integer under rint, saturated, NaN to 0: float choices */
static int32_t old_small(float x, float lo, float hi)
{
    float r = (x + 12582912.0f) - 12582912.0f;
    r = r != r ? 0.0f : r;
    r = r < lo ? lo : r;
    r = r > hi ? hi : r;
    return (int32_t)r;
}

static uint32_t rng = 0x2545f491u;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static float pick_value(void)
{
    static const float v[] = {0.0f, -0.0f, 1.0f, -1.0f, 2.0f, -2.0f, 1.5f, INFINITY, -INFINITY, 3.0e-41f};
    const uint32_t r = next();
    if (r % 16u == 0)
        return fl(0x7f800001u | (next() & 0x807fffffu)); /* a NaN, any payload and sign */
    if (r % 16u == 1)
        return fl(next());
    return v[(r >> 8) % (sizeof v / sizeof v[0])];
}

static unsigned long long bad;

static void report(const char *what, uint32_t in, uint32_t got, uint32_t want)
{
    if (bad++ < 10)
        printf("%s 0x%08x: 0x%08x, want 0x%08x\n", what, in, got, want);
}

static void check_rows(float *row, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        row[k] = pick_value();
    if (next() % 4u == 0) /* no NaN at all */
        for (uint32_t k = 0; k < n; k++)
            row[k] = row[k] != row[k] ? 0.5f : row[k];
    float fmax = row[0], fmin = row[0];
    for (uint32_t k = 1; k < n; k++) {
        fmax = pgr_max_f32(fmax, row[k]);
        fmin = pgr_min_f32(fmin, row[k]);
    }
    const float gmax = pgr_rowfold_max_f32(row, n), gmin = pgr_rowfold_min_f32(row, n);
    if (bits(gmax) != bits(fmax))
        report("rowfold max, n", n, bits(gmax), bits(fmax));
    if (bits(gmin) != bits(fmin))
        report("rowfold min, n", n, bits(gmin), bits(fmin));
}

int main(void)
{
    float *a = malloc(ROWS * VC * sizeof *a), *mx = malloc(ROWS * sizeof *mx), *mn = malloc(ROWS * sizeof *mn);
    uint16_t *h = malloc(ROWS * VC * sizeof *h);
    int8_t *q8 = malloc(ROWS * VC);
    uint8_t *qu = malloc(ROWS * VC);
    int16_t *q16 = malloc(ROWS * VC * sizeof *q16), *h16 = malloc(ROWS * VC * sizeof *h16);
    static int8_t t8[0x10000];
    static uint8_t tu[0x10000];
    static int16_t t16[0x10000];
    unsigned long long n = 0;
    if (!a || !mx || !mn || !h || !q8 || !qu || !q16 || !h16)
        return 2;
    /* the f16 helpers on every half, and the old conversions of every
     * half, which the sweep below looks up */
    for (uint32_t u = 0; u < 0x10000u; u++) {
        const float f = pgr_f16_to_f32((uint16_t)u);
        t8[u] = (int8_t)old_small(f, -128.0f, 127.0f);
        tu[u] = (uint8_t)old_small(f, 0.0f, 255.0f);
        t16[u] = (int16_t)old_small(f, -32768.0f, 32767.0f);
        if (pgr_cvt_f16_rint_i8((uint16_t)u) != t8[u])
            report("f16 i8", u, (uint8_t)pgr_cvt_f16_rint_i8((uint16_t)u), (uint8_t)t8[u]);
        if (pgr_cvt_f16_rint_u8((uint16_t)u) != tu[u])
            report("f16 u8", u, pgr_cvt_f16_rint_u8((uint16_t)u), tu[u]);
        if (pgr_cvt_f16_rint_i16((uint16_t)u) != t16[u])
            report("f16 i16", u, (uint16_t)pgr_cvt_f16_rint_i16((uint16_t)u), (uint16_t)t16[u]);
        n += 3;
    }
    /* every float through the kernel: h (the new odd helper), q8 and qu
     * (folded) against the old odd helper and the old conversion of its
     * half, q16 against the old conversion */
    const uint64_t chunk = (uint64_t)ROWS * VC;
    for (uint64_t base = 0; base < ((uint64_t)1 << 32); base += chunk) {
        for (uint64_t i = 0; i < chunk; i++)
            a[i] = fl((uint32_t)(base + i));
        qf_kernel(a, h, q8, qu, q16, h16, mx, mn, ROWS);
        for (uint64_t i = 0; i < chunk; i++) {
            const uint32_t in = (uint32_t)(base + i);
            const uint16_t o = old_odd(a[i]);
            if (h[i] != o)
                report("odd", in, h[i], o);
            if (q8[i] != t8[o])
                report("q8", in, (uint8_t)q8[i], (uint8_t)t8[o]);
            if (qu[i] != tu[o])
                report("qu", in, qu[i], tu[o]);
            if (q16[i] != (int16_t)old_small(a[i], -32768.0f, 32767.0f))
                report("q16", in, (uint16_t)q16[i], (uint16_t)old_small(a[i], -32768.0f, 32767.0f));
            if (h16[i] != t16[o])
                report("h16", in, (uint16_t)h16[i], (uint16_t)t16[o]);
        }
        n += 5 * chunk;
    }
    for (uint32_t t = 0; t < 200000u; t++) {
        check_rows(a, 1 + t % 300u);
        n += 2 * (1 + t % 300u);
    }
    for (uint32_t t = 0; t < 2000u; t++) {
        check_rows(a, 4096u);
        n += 2 * 4096u;
    }
    printf("quantfold: %llu mismatches in %llu elements\n", bad, n);
    free(a);
    free(mx);
    free(mn);
    free(h);
    free(q8);
    free(qu);
    free(q16);
    free(h16);
    return bad != 0;
}
