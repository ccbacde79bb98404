/* convert.c - the host kernel's conversions between floats with no double
 * (tcvt f16 or bf16 -> f32, f32 -> f16 or bf16 under rint, f32 -> f16
 * under odd, f32 or f16 -> an integer of 8 or 16 bits under rint:
 * helpers.m4's _pg_helper_cvt_widen, _narrow, _odd and _small) against the double path every
 * other conversion takes (pgr_round_fmt, pgr_round_int, as the
 * simulators' sim_cvt_elem), written out again here, bit for bit
 * (ptogen.convert/convert.exp).
 *
 * The kernel, built by convert.exp from a spec written at run time:
 *   void cv_kernel(const float *a, const uint16_t *h, const uint16_t *b,
 *                  uint16_t *ah, uint16_t *ab, float *ha, float *hf,
 *                  float *ba, int8_t *ai8, uint8_t *au8, int16_t *ai16,
 *                  int8_t *hi8, uint8_t *hu8, int16_t *hi16, uint16_t *ao,
 *                  uint32_t M);
 * ah = tcvt(a) to f16 and ab to bf16 (rint), ha = tcvt(h) to f32 (rint),
 * hf the same under floor, ba = tcvt(b) to f32, ai8 .. hi16 = tcvt(a) and
 * tcvt(h) to i8, u8 and i16 (rint), ao = tcvt(a) to f16 under odd; rows of
 * VC columns.
 *
 * The inputs: h and b every 16-bit pattern; a every sign and exponent
 * with the mantissas around each rounding point (f16 drops 13 bits of a
 * normal, up to 24 of a subnormal; bf16 drops 16): the bits below the
 * point 0, 1, half - 1, half, half + 1 and all ones under every pattern
 * of the bits kept just above it (for the integers too: every point from
 * the mantissa's last bit up), and 2^22 random floats.  It also checks
 * pgr_bf16_from_f32, now a choice of values, against the branchy form it
 * replaced on every one of the 2^32 floats.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cv_kernel.c"

static uint32_t rng = 0x9e3779b9u;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static float fl(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* the double path: the value rounded once by pgr_round_fmt (rint = 0,
 * floor = 2), then stored in the destination's format */
static uint16_t old_f16(float a)
{
    return pgr_f16_from_f32((float)pgr_round_fmt((double)a, 10, -14, 15, 0));
}

static uint16_t old_f16_odd(float a)
{
    return pgr_f16_from_f32((float)pgr_round_fmt((double)a, 10, -14, 15, 5));
}

static uint16_t old_bf16(float a)
{
    return pgr_bf16_from_f32((float)pgr_round_fmt((double)a, 7, -126, 127, 0));
}

static float old_f32(float a, int mode)
{
    return (float)pgr_round_fmt((double)a, 23, -126, 127, mode);
}

/* to an integer of range [LO, HI] under rint, NaN to 0, saturated */
static double old_int(float a, double lo, double hi)
{
    const double x = a, r = x != x ? 0.0 : pgr_round_int(x, 0);
    return r < lo ? lo : r > hi ? hi : r;
}

/* pgr_bf16_from_f32 as it was, with a branch */
static uint16_t old_bf16_bits(uint32_t x)
{
    if ((x & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)((x >> 16) | 0x0040u);
    return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

static size_t na, cap;
static float *av;

static void add(uint32_t u)
{
    if (na == cap) {
        cap = cap ? 2 * cap : 1u << 20;
        av = realloc(av, cap * sizeof *av);
        if (!av) {
            puts("convert: out of memory");
            exit(2);
        }
    }
    av[na++] = fl(u);
}

/* every sign and exponent; below rounding point P (bits of the mantissa
 * dropped), the tails around the tie under every pattern of the K bits
 * just above P */
static void around(unsigned p, unsigned k)
{
    const uint32_t half = 1u << (p - 1), all = (1u << p) - 1u;
    const uint32_t tails[] = {0, 1, half - 1, half, half + 1, all};
    for (uint32_t se = 0; se < 512; se++)
        for (uint32_t hi = 0; hi < 1u << k; hi++)
            for (size_t t = 0; t < 6; t++) {
                const uint32_t m = ((hi << p) | tails[t]) & 0x7fffffu;
                add(se << 23 | m);
            }
}

int main(void)
{
    size_t bad = 0;
    /* 2^32 floats through pgr_bf16_from_f32, the choice and the branch:
     * counted in blocks a compiler can vectorize, each block with a
     * mismatch walked again to name one */
    for (uint64_t base = 0; base < (uint64_t)1 << 32; base += 1u << 16) {
        unsigned diff = 0;
        for (uint32_t i = 0; i < 1u << 16; i++) {
            const uint32_t x = (uint32_t)base + i;
            diff += pgr_bf16_from_f32(fl(x)) != old_bf16_bits(x);
        }
        for (uint32_t i = 0; diff && i < 1u << 16; i++) {
            const uint32_t x = (uint32_t)base + i;
            if (pgr_bf16_from_f32(fl(x)) != old_bf16_bits(x)) {
                if (++bad <= 5)
                    printf("convert: pgr_bf16_from_f32(0x%08x) differs\n", (unsigned)x);
                diff--;
            }
        }
    }

    around(13, 3); /* f16 normals */
    for (unsigned p = 1; p <= 23; p++)
        around(p, 2); /* f16 subnormals, integers */
    around(16, 3);    /* bf16 */
    for (uint32_t i = 0; i < 1u << 22; i++)
        add(next());
    const uint32_t M = (uint32_t)((na + VC - 1) / VC);
    const size_t n = (size_t)M * VC;
    float *a = calloc(n, sizeof *a), *ha = calloc(n, sizeof *ha), *hf = calloc(n, sizeof *hf);
    float *ba = calloc(n, sizeof *ba);
    uint16_t *h = calloc(n, sizeof *h), *b = calloc(n, sizeof *b);
    uint16_t *ah = calloc(n, sizeof *ah), *ab = calloc(n, sizeof *ab);
    int8_t *ai8 = calloc(n, 1), *hi8 = calloc(n, 1);
    uint8_t *au8 = calloc(n, 1), *hu8 = calloc(n, 1);
    int16_t *ai16 = calloc(n, sizeof *ai16), *hi16 = calloc(n, sizeof *hi16);
    uint16_t *ao = calloc(n, sizeof *ao);
    if (!a || !ha || !hf || !ba || !h || !b || !ah || !ab || !ai8 || !hi8 || !au8 || !hu8 ||
        !ai16 || !hi16 || !ao) {
        puts("convert: out of memory");
        return 2;
    }
    for (size_t i = 0; i < n; i++) {
        a[i] = av[i % na];
        h[i] = b[i] = (uint16_t)i;
    }
    cv_kernel(a, h, b, ah, ab, ha, hf, ba, ai8, au8, ai16, hi8, hu8, hi16, ao, M);
    for (size_t i = 0; i < n; i++) {
        const char *what = NULL;
        if (ah[i] != old_f16(a[i]))
            what = "f32 -> f16";
        else if (ao[i] != old_f16_odd(a[i]))
            what = "f32 -> f16, odd";
        else if (ab[i] != old_bf16(a[i]))
            what = "f32 -> bf16";
        else if (bits(ha[i]) != bits(old_f32(pgr_f16_to_f32(h[i]), 0)))
            what = "f16 -> f32";
        else if (bits(hf[i]) != bits(old_f32(pgr_f16_to_f32(h[i]), 2)))
            what = "f16 -> f32, floor";
        else if (bits(ba[i]) != bits(old_f32(pgr_bf16_to_f32(b[i]), 0)))
            what = "bf16 -> f32";
        else if (ai8[i] != old_int(a[i], -128, 127) || au8[i] != old_int(a[i], 0, 255) ||
                 ai16[i] != old_int(a[i], -32768, 32767))
            what = "f32 -> i8, u8, i16";
        else if (hi8[i] != old_int(pgr_f16_to_f32(h[i]), -128, 127) ||
                 hu8[i] != old_int(pgr_f16_to_f32(h[i]), 0, 255) ||
                 hi16[i] != old_int(pgr_f16_to_f32(h[i]), -32768, 32767))
            what = "f16 -> i8, u8, i16";
        if (what && ++bad <= 10)
            printf("convert: %s of element %zu (f32 0x%08x, 16-bit 0x%04x) differs\n", what, i,
                   (unsigned)bits(a[i]), (unsigned)h[i]);
    }
    printf("convert: %zu mismatches in %zu elements and 2^32 floats\n", bad, n);
    void *blocks[] = {a, ha, hf, ba, h, b, ah, ab, ai8, hi8, au8, hu8, ai16, hi16, ao, av};
    for (size_t i = 0; i < sizeof blocks / sizeof blocks[0]; i++)
        free(blocks[i]);
    return bad != 0;
}
