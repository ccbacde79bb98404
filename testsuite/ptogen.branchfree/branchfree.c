/* branchfree.c - the host helpers that choose between values without a
 * branch, so that their loops vectorize (tmax and tmin choosing on the
 * bits of a tie, tprelu choosing on the bits of a product computed in
 * every case, tsel of f16 or bf16 selecting bits), against the branchy
 * forms of docs/semantics.md, written out again here
 * (ptogen.branchfree/branchfree.exp).
 *
 * The kernel, built by branchfree.exp from a spec written at run time:
 *   void bf_kernel(const T *a, const T *b, const uint8_t *m, T *mx, T *mn,
 *                  [T *pr,] T *sl, uint32_t M);
 * mx = tmax(a, b), mn = tmin(a, b), pr = tprelu(a, b) (with -DBF_PRELU),
 * sl = tsel(m, mx, b), rows of VC valid columns.  T is float (-DBF_F32) or
 * the bits of f16 (-DBF_F16) or bf16 (-DBF_BF16), widened and rounded by
 * the header's own conversions (not what this test is about).  Every
 * output is compared bit for bit, NaN payloads included, but tprelu's
 * product of two NaNs (prelu_ok).
 *
 * The pairs: for 16-bit types every value against each of 320 others
 * (every sign and exponent pattern with five mantissas: zeros, subnormals,
 * infinities, quiet and signaling NaNs of both signs), both ways round,
 * and every value against itself and its negation; for f32, every pair of
 * 96 such values and 2^20 pairs of random bits.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bf_kernel.h"

#if defined(BF_F32)
typedef float elem;
static float widen(elem e)
{
    return e;
}
static elem narrow(float f)
{
    return f;
}
#elif defined(BF_F16)
typedef uint16_t elem;
static float widen(elem e)
{
    return pgr_f16_to_f32(e);
}
static elem narrow(float f)
{
    return pgr_f16_from_f32(f);
}
#else
typedef uint16_t elem;
static float widen(elem e)
{
    return pgr_bf16_to_f32(e);
}
static elem narrow(float f)
{
    return pgr_bf16_from_f32(f);
}
#endif

/* IEEE 754-2019 maximum and minimum: a NaN operand gives NaN (a's first),
 * -0 < +0; as the branches docs/semantics.md spells */
static elem ref_max(elem x, elem y)
{
    float a = widen(x), b = widen(y);
    if (isnan(a))
        return narrow(a);
    if (isnan(b))
        return narrow(b);
    if (a > b)
        return narrow(a);
    if (b > a)
        return narrow(b);
    return narrow(signbit(a) ? b : a);
}

static elem ref_min(elem x, elem y)
{
    float a = widen(x), b = widen(y);
    if (isnan(a))
        return narrow(a);
    if (isnan(b))
        return narrow(b);
    if (a < b)
        return narrow(a);
    if (b < a)
        return narrow(b);
    return narrow(signbit(a) ? a : b);
}

#ifdef BF_PRELU
static elem ref_prelu(elem x, elem y)
{
    float a = widen(x), b = widen(y);
    if (a > 0.0f)
        return narrow(a);
    return narrow(a * b);
}

/* tprelu's R for X and Y: the product of two NaNs is a NaN whose payload
 * is either's, as the compiler orders the operands (docs/semantics.md:
 * "NaN stays NaN"), the same before and after */
static int prelu_ok(elem r, elem x, elem y)
{
    if (isnan(widen(x)) && isnan(widen(y)))
        return isnan(widen(r));
    const elem w = ref_prelu(x, y);
    return !memcmp(&r, &w, sizeof r);
}
#endif

static uint32_t rng = 0x2545f491u;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static elem from_bits(uint32_t u)
{
    elem e;
#if defined(BF_F32)
    memcpy(&e, &u, sizeof e);
#else
    e = (uint16_t)u;
#endif
    return e;
}

static size_t npairs, cap;
static elem *pa, *pb;

static void pair(uint32_t x, uint32_t y)
{
    if (npairs == cap) {
        cap = cap ? 2 * cap : 1u << 20;
        pa = realloc(pa, cap * sizeof *pa);
        pb = realloc(pb, cap * sizeof *pb);
        if (!pa || !pb) {
            puts("branchfree: out of memory");
            exit(2);
        }
    }
    pa[npairs] = from_bits(x);
    pb[npairs] = from_bits(y);
    npairs++;
}

static void make_pairs(void)
{
#if defined(BF_F32)
    static const uint32_t exps[] = {0, 1, 2, 126, 127, 128, 254, 255};
    static const uint32_t mants[] = {0, 1, 0x155555, 0x3fffff, 0x400000, 0x7fffff};
    uint32_t v[2 * 8 * 6];
    size_t n = 0;
    for (uint32_t s = 0; s < 2; s++)
        for (size_t e = 0; e < 8; e++)
            for (size_t k = 0; k < 6; k++)
                v[n++] = s << 31 | exps[e] << 23 | mants[k];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            pair(v[i], v[j]);
    for (uint32_t i = 0; i < 1u << 20; i++) {
        uint32_t x = next();
        pair(x, i & 1u ? next() : x ^ 0x80000000u);
    }
#else
    static const uint32_t mants[] = {0, 1, 0x155, 0x200, 0x3ff};
    for (uint32_t top = 0; top < 64; top++)
        for (size_t k = 0; k < 5; k++) {
            uint32_t s = top << 10 | mants[k];
            for (uint32_t x = 0; x < 65536; x++) {
                pair(x, s);
                pair(s, x);
            }
        }
    for (uint32_t x = 0; x < 65536; x++) {
        pair(x, x);
        pair(x, x ^ 0x8000u);
    }
#endif
}

static int same(elem a, elem b)
{
    return !memcmp(&a, &b, sizeof a);
}

int main(void)
{
    make_pairs();
    const uint32_t M = (uint32_t)((npairs + VC - 1) / VC);
    const size_t n = (size_t)M * VC, mrow = (VC + 7) / 8;
    elem *a = calloc(n, sizeof *a), *b = calloc(n, sizeof *b);
    elem *mx = calloc(n, sizeof *mx), *mn = calloc(n, sizeof *mn);
    elem *pr = calloc(n, sizeof *pr), *sl = calloc(n, sizeof *sl);
    uint8_t *m = calloc((size_t)M * mrow, 1);
    if (!a || !b || !mx || !mn || !pr || !sl || !m) {
        puts("branchfree: out of memory");
        return 2;
    }
    for (size_t i = 0; i < n; i++) {
        a[i] = pa[i % npairs];
        b[i] = pb[i % npairs];
    }
    for (size_t i = 0; i < (size_t)M * mrow; i++)
        m[i] = (uint8_t)next();
#ifdef BF_PRELU
    bf_kernel(a, b, m, mx, mn, pr, sl, M);
#else
    bf_kernel(a, b, m, mx, mn, sl, M);
#endif
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) {
        const size_t r = i / VC, c = i % VC;
        const int bit = (m[r * mrow + c / 8] >> (c % 8)) & 1;
        const elem wmx = ref_max(a[i], b[i]), wmn = ref_min(a[i], b[i]);
        int ok = same(mx[i], wmx) && same(mn[i], wmn) && same(sl[i], bit ? wmx : b[i]);
#ifdef BF_PRELU
        ok = ok && prelu_ok(pr[i], a[i], b[i]);
#endif
        if (!ok && ++bad <= 5) {
            uint32_t ua = 0, ub = 0;
            memcpy(&ua, &a[i], sizeof a[i]);
            memcpy(&ub, &b[i], sizeof b[i]);
            printf("branchfree: element %zu (a 0x%x, b 0x%x, mask %d) differs\n", i,
                   (unsigned)ua, (unsigned)ub, bit);
        }
    }
    printf("branchfree: %zu mismatches in %zu pairs\n", bad, n);
    free(a);
    free(b);
    free(mx);
    free(mn);
    free(pr);
    free(sl);
    free(m);
    free(pa);
    free(pb);
    return bad != 0;
}
