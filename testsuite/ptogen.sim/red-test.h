/* red-test.h - the host reference of the reduction tests (clean-*-reduce.c):
 * the order sim/README.md pins ("Reductions"), written apart from the
 * simulators: recursive halving of a power-of-two run of lanes (the same
 * tree as combining adjacent pairs level by level), the identity in every
 * lane the mask leaves out (+0 for a sum, -inf for a max, +inf for a min),
 * each sum rounded to the element type (half: the float sum rounded once),
 * max and min as IEEE 754-2019 maximum and minimum (a NaN operand wins,
 * quieted, the left one first; -0 < +0).  Element bits in, bits out; SIZE
 * is 2 (half) or 4 (float). */
#ifndef PTOGEN_RED_TEST_H
#define PTOGEN_RED_TEST_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define RT_FN static __attribute__((unused))

enum { RT_SUM, RT_MAX, RT_MIN };

RT_FN float rt_tof(unsigned size, uint32_t b)
{
    float f;
    if (size == 2) {
        uint16_t u = (uint16_t)b;
        _Float16 h;
        memcpy(&h, &u, 2);
        return (float)h;
    }
    memcpy(&f, &b, 4);
    return f;
}

RT_FN uint32_t rt_bits(unsigned size, float f)
{
    uint32_t b;
    if (size == 2) {
        _Float16 h = (_Float16)f;
        uint16_t u;
        memcpy(&u, &h, 2);
        return u;
    }
    memcpy(&b, &f, 4);
    return b;
}

RT_FN int rt_isnan(unsigned size, uint32_t b)
{
    return size == 2 ? (b & 0x7fffu) > 0x7c00u : (b & 0x7fffffffu) > 0x7f800000u;
}

RT_FN uint32_t rt_ident(int op, unsigned size)
{
    if (op == RT_SUM)
        return 0;
    if (size == 2)
        return op == RT_MAX ? 0xfc00u : 0x7c00u;
    return op == RT_MAX ? 0xff800000u : 0x7f800000u;
}

RT_FN uint32_t rt_op(int op, unsigned size, uint32_t a, uint32_t b)
{
    uint32_t quiet = size == 2 ? 0x0200u : 0x00400000u, sign = size == 2 ? 0x8000u : 0x80000000u;
    float x = rt_tof(size, a), y = rt_tof(size, b);
    if (op == RT_SUM)
        return rt_bits(size, x + y);
    if (rt_isnan(size, a))
        return a | quiet;
    if (rt_isnan(size, b))
        return b | quiet;
    if (x == y) /* equal values: only the zeros differ, by sign */
        return (op == RT_MAX) == !(a & sign) ? a : b;
    return (op == RT_MAX) == (x > y) ? a : b;
}

/* V[0 .. N), N a power of two */
RT_FN uint32_t rt_tree(int op, unsigned size, const uint32_t *v, unsigned n)
{
    if (n == 1)
        return v[0];
    return rt_op(op, size, rt_tree(op, size, v, n / 2), rt_tree(op, size, v + n / 2, n / 2));
}

/* The first N lanes of V active, the other lanes of a run of LANES the
 * identity. */
RT_FN uint32_t rt_prefix(int op, unsigned size, const uint32_t *v, unsigned n, unsigned lanes)
{
    uint32_t w[128];
    unsigned i;
    for (i = 0; i < lanes; i++)
        w[i] = i < n ? v[i] : rt_ident(op, size);
    return rt_tree(op, size, w, lanes);
}

/* A reproducible spread of values whose sums depend on the order: random
 * mantissas and signs, exponents in [-EXPSPAN, EXPSPAN). */
static uint32_t rt_seed = 12345u;
RT_FN uint32_t rt_rand(void)
{
    rt_seed = rt_seed * 1103515245u + 12345u;
    return rt_seed >> 8;
}
RT_FN uint32_t rt_value(unsigned size, int expspan)
{
    float m = 1.0f + (float)(rt_rand() % 1024u) / 1024.0f;
    int e = (int)(rt_rand() % (unsigned)(2 * expspan)) - expspan;
    float f = m;
    for (; e > 0; e--)
        f *= 2.0f;
    for (; e < 0; e++)
        f *= 0.5f;
    if (rt_rand() & 1u)
        f = -f;
    return rt_bits(size, f);
}

static int rt_failed;

/* GOT against WANT: equal bits, or both NaN when ANYNAN. */
RT_FN void rt_check(const char *what, int idx, unsigned size, uint32_t got, uint32_t want,
                     int anynan)
{
    if (got == want || (anynan && rt_isnan(size, got) && rt_isnan(size, want)))
        return;
    rt_failed = 1;
    fprintf(stderr, "%s [%d]: got 0x%x, want 0x%x\n", what, idx, (unsigned)got, (unsigned)want);
}

RT_FN uint32_t rt_get(unsigned size, const void *p, unsigned i)
{
    uint32_t w = 0;
    uint16_t h;
    if (size == 2) {
        memcpy(&h, (const char *)p + 2 * i, 2);
        return h;
    }
    memcpy(&w, (const char *)p + 4 * i, 4);
    return w;
}

RT_FN void rt_put(unsigned size, void *p, unsigned i, uint32_t v)
{
    uint16_t h = (uint16_t)v;
    if (size == 2)
        memcpy((char *)p + 2 * i, &h, 2);
    else
        memcpy((char *)p + 4 * i, &v, 4);
}

#endif /* PTOGEN_RED_TEST_H */
