/* sort.c - tsort32's and tmrgsort's pinned results (docs/semantics.md,
 * Sorts), computed again from the text and compared with the host kernel
 * bit for bit.
 *
 * Built with -DVC=<valid columns> -DW=<16|32> beside the generated
 * sort_kernel.c: p = tsort32(x, i), q = tmrgsort(p) over M = 14 rows.  Each block of 32
 * columns of a row (the last one shorter) becomes its values in
 * descending IEEE 754 totalOrder (+NaN, +inf, ..., +0, -0, ..., -inf,
 * -NaN; NaNs of one sign by payload), equal bit patterns in column order,
 * each value paired with the index element of its column.  q's row is
 * p's runs merged: the whole row so ordered, equal bit patterns of two
 * blocks in block order, so in column order again.  Here an element's
 * place is its rank in its block (in its row for q), counted with float compares
 * and sign and NaN tests rather than the kernel's key of bits.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sort_kernel.h"

#define M 14u
#if W == 16
typedef uint16_t bits_t;
#define PAIR 4u
#else
typedef uint32_t bits_t;
#define PAIR 2u
#endif

static uint64_t state = 0x9E3779B97F4A7C15u;
static uint32_t rnd(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (uint32_t)(state >> 11);
}

/* the value of a pattern as a double (an f16 decoded exactly) */
static double value(bits_t b)
{
#if W == 16
    int e = (b >> 10) & 31, f = b & 1023;
    double v = e == 31 ? (f ? NAN : INFINITY) : e ? ldexp(1024 + f, e - 25) : ldexp(f, -24);
    return b >> 15 ? -v : v;
#else
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
#endif
}

static int sign(bits_t b)
{
    return (int)(b >> (W - 1));
}

static bits_t payload(bits_t b)
{
    return (bits_t)(b & ((bits_t)~(bits_t)0 >> 1));
}

/* does a come before b in totalOrder, descending (a strictly above b) */
static int above(bits_t a, bits_t b)
{
    double x = value(a), y = value(b);
    if (isnan(x) || isnan(y)) {
        if (isnan(x) && isnan(y)) {
            if (sign(a) != sign(b))
                return sign(b);
            return sign(a) ? payload(a) < payload(b) : payload(a) > payload(b);
        }
        return isnan(x) ? !sign(a) : sign(b);
    }
    if (x != y)
        return x > y;
    return x == 0 && !sign(a) && sign(b);
}

static bits_t pick(void)
{
    static const bits_t edge[] =
#if W == 16
        {0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0xFFFF, 0x0001, 0x8001, 0x3C00, 0xBC00};
#else
        {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u,
         0x7F800001u, 0xFFFFFFFFu, 0x00000001u, 0x80000001u, 0x3F800000u, 0xBF800000u};
#endif
    uint32_t r = rnd();
    if (r % 4 == 0)
        return edge[(r >> 8) % (sizeof edge / sizeof edge[0])];
    if (r % 4 == 1) /* a few small integers: many ties */
#if W == 16
        return (bits_t)(0x3C00 + ((r >> 8) % 3) * 0x400);
#else
        return (bits_t)(0x3F800000u + ((r >> 8) % 3) * 0x800000u);
#endif
    return (bits_t)rnd();
}

static bits_t x[M][VC];
static uint32_t idx[M][VC];
static unsigned ties, nans;

/* WANT's row r: the pairs of x's columns b..b+n-1 of row r, each at its
 * rank among them */
static void rank_into(bits_t *want, uint32_t r, uint32_t b, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++) {
        uint32_t rank = 0;
        for (uint32_t j = 0; j < n; j++) {
            bits_t a = x[r][b + j], me = x[r][b + k];
            if (above(a, me) || (a == me && j < k))
                rank++;
            ties += a == me && j < k;
        }
        nans += isnan(value(x[r][b + k]));
        bits_t *w = &want[(b + rank) * PAIR];
        w[0] = x[r][b + k];
#if W == 16
        w[2] = (bits_t)(idx[r][b + k] & 0xFFFFu);
        w[3] = (bits_t)(idx[r][b + k] >> 16);
#else
        w[1] = idx[r][b + k];
#endif
    }
}

static unsigned compare(const char *what, bits_t (*got)[VC * PAIR], bits_t (*want)[VC * PAIR])
{
    unsigned bad = 0;
    for (uint32_t r = 0; r < M; r++)
        for (uint32_t c = 0; c < VC * PAIR; c++)
            if (got[r][c] != want[r][c] && bad++ < 5)
                printf("%s row %u element %u: 0x%x, want 0x%x\n", what, r, c,
                       (unsigned)got[r][c], (unsigned)want[r][c]);
    return bad;
}

int main(void)
{
    static bits_t p[M][VC * PAIR], want[M][VC * PAIR];
    static bits_t q[M][VC * PAIR], wantq[M][VC * PAIR];
    for (uint32_t r = 0; r < M; r++)
        for (uint32_t c = 0; c < VC; c++)
            x[r][c] = pick(), idx[r][c] = rnd() ^ (rnd() << 16);
    memset(p, 0xA5, sizeof p);
    memset(q, 0xA5, sizeof q);
    memset(want, 0, sizeof want);
    memset(wantq, 0, sizeof wantq);
    sort_kernel((const void *)x, &idx[0][0], (void *)p, (void *)q, M);
    for (uint32_t r = 0; r < M; r++) {
        for (uint32_t b = 0; b < VC; b += 32)
            rank_into(want[r], r, b, VC - b < 32 ? VC - b : 32);
        rank_into(wantq[r], r, 0, VC);
    }
    unsigned bad = compare("tsort32", p, want) + compare("tmrgsort", q, wantq);
    printf("sort: %u mismatches of %u elements, %u ties, %u NaNs\n", bad, 2 * M * VC * PAIR,
           ties, nans);
    return bad != 0;
}
