/* f16c.h - the inputs and checks f16c.c and staged.c share: a xorshift
 * stream, the f16 specials, the f32 inputs (every sign and exponent of
 * f32 with its mantissa's tail around each rounding point an f16 result
 * can have, then random floats), allocation and a byte comparison. */
#ifndef F16C_H
#define F16C_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rng = 0x2545f491u;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static const uint16_t specials[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0400, 0x8400, 0x3c00, 0xbc00, 0x7bff,
    0xfbff, 0x7c00, 0xfc00, 0x7c01, 0xfc01, 0x7d55, 0x7dff, 0xfdff, 0x7e00, 0xfe00, 0x7e01,
    0x7fff, 0xffff, 0x3555, 0x1400, 0x0200, 0x3bff, 0x3c01, 0x5800, 0x7800, 0x0401,
};

/* the f32 inputs: the rounding cases first, then random floats */
static uint32_t fill_a(float *a, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t sign = 0; sign < 2; ++sign)
        for (uint32_t e = 0; e < 256; ++e)
            for (uint32_t drop = 13; drop <= 24; ++drop) {
                const uint32_t half = 1u << (drop - 1), all = (1u << drop) - 1;
                const uint32_t tails[6] = {0, 1, half - 1, half, half + 1, all};
                const uint32_t kept = 0x7fffffu >> drop;
                const uint32_t his[4] = {0, 1, kept, next() & kept};
                for (uint32_t t = 0; t < 6; ++t)
                    for (uint32_t j = 0; j < 4; ++j) {
                        const uint32_t u =
                            sign << 31 | e << 23 | (((his[j] << drop) | tails[t]) & 0x7fffffu);
                        memcpy(&a[k++], &u, sizeof u);
                    }
            }
    const uint32_t cases = k;
    for (; k < n; ++k) {
        const uint32_t u = next();
        memcpy(&a[k], &u, sizeof u);
    }
    return cases;
}

static void *alloc(size_t bytes)
{
    void *p = calloc(1, bytes);
    if (!p) {
        fprintf(stderr, "f16c: out of memory\n");
        exit(2);
    }
    return p;
}

static uint64_t diff(const void *x, const void *y, size_t bytes, const char *what)
{
    const uint8_t *p = x, *q = y;
    uint64_t bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        if (p[i] != q[i] && bad++ < 3)
            fprintf(stderr, "f16c: %s differs at byte %zu: %02x vs %02x\n", what, i, p[i], q[i]);
    return bad;
}
#endif
