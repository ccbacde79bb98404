/* order.c - the reduction orders of docs/semantics.md, written out again
 * from the text, against ptogen's host kernel (ptogen.order/order.exp).
 *
 * The kernel (built by order.exp from a spec written at run time) is
 *   void ord_kernel(const T *x, T *s, T *y, uint32_t M);
 * s = trowsum(x) (per-row), y = tcolexpand(tcolsum(x)) (full), for VC
 * valid columns and tiles of ROWS rows; T is float, or the bits of f16
 * with -DORD_F16.  This file computes both sums its own way: f16 through
 * the compiler's _Float16, the row sum's levels as separate arrays, and
 * compares every bit.  It also counts the rows where a plain left-to-right
 * sum differs, so a run shows the inputs tell the orders apart.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ord_kernel.h"

#ifdef ORD_F16
typedef _Float16 num;
typedef uint16_t elem;
#define LANES 128 /* 256 bytes of 2-byte elements */
#else
typedef float num;
typedef float elem;
#define LANES 64 /* 256 bytes of 4-byte elements */
#endif

enum { M = 3 * ROWS + 2 }; /* three whole tiles and a partial one */

static num val(elem e)
{
    num n;
    memcpy(&n, &e, sizeof n);
    return n;
}

static elem bits(num n)
{
    elem e;
    memcpy(&e, &n, sizeof e);
    return e;
}

/* Has E the bits of A? */
static int same(num a, elem e)
{
    return !memcmp(&a, &e, sizeof a);
}

/* num + num rounded once to num (an assignment rounds _Float16) */
static num add(num a, num b)
{
    num r = a + b;
    return r;
}

/* "split the columns into chunks of E lanes; accumulate lane-wise over
 * the chunks in order (a lane absent from a partial last chunk keeps its
 * value); then reduce the E lanes, those past min(C, E) holding +0, with
 * the adjacent-pair tree" (E is a power of two: no odd level) */
static num row_sum(const num *x, int c)
{
    num acc[LANES];
    int lanes = c < LANES ? c : LANES;
    for (int l = 0; l < LANES; l++)
        acc[l] = l < lanes ? x[l] : (num)0;
    for (int chunk = 1; chunk * LANES < c; chunk++)
        for (int l = 0; l < LANES && chunk * LANES + l < c; l++)
            acc[l] = add(acc[l], x[chunk * LANES + l]);
    for (int n = LANES; n > 1; n /= 2)
        for (int j = 0; j < n / 2; j++)
            acc[j] = add(acc[2 * j], acc[2 * j + 1]);
    return acc[0];
}

/* a value with a random sign, significand and exponent in [2^-12, 2^12),
 * so that sums in different orders round differently */
static num random_value(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    uint32_t r = *s >> 8;
    double v = ldexp(1.0 + (double)(r & 0xffff) / 65536.0, (int)((r >> 16) % 25u) - 12);
    return (num)((r >> 23) & 1 ? -v : v);
}

int main(void)
{
    static elem x[M * VC], s[M], y[M * VC];
    static num xv[M * VC];
    uint32_t seed = 12345u;
    for (int i = 0; i < M * VC; i++) {
        /* row 1 all -0: its sum's sign is the pinned order's too */
        xv[i] = i / VC == 1 ? -(num)0 : random_value(&seed);
        x[i] = bits(xv[i]);
    }
    ord_kernel(x, s, y, M);
    int bad = 0, differs = 0;
    for (int r = 0; r < M; r++) {
        num want = row_sum(&xv[r * VC], VC), plain = xv[r * VC];
        for (int c = 1; c < VC; c++)
            plain = add(plain, xv[r * VC + c]);
        differs += !same(plain, bits(want));
        if (!same(want, s[r]) && bad++ < 5)
            printf("order: trowsum row %d: host %.9g, pinned order %.9g\n", r, (double)val(s[r]),
                   (double)want);
    }
    /* "sequential from the tile's first row, lane-wise" within each tile */
    for (int t0 = 0; t0 < M; t0 += ROWS) {
        int n = M - t0 < ROWS ? M - t0 : ROWS;
        for (int c = 0; c < VC; c++) {
            num want = xv[t0 * VC + c];
            for (int r = 1; r < n; r++)
                want = add(want, xv[(t0 + r) * VC + c]);
            for (int r = 0; r < n; r++)
                if (!same(want, y[(t0 + r) * VC + c]) && bad++ < 5)
                    printf("order: tcolsum tile at row %d, column %d: host %.9g, pinned %.9g\n",
                           t0, c, (double)val(y[(t0 + r) * VC + c]), (double)want);
        }
    }
    printf("order: %d mismatches; a left-to-right row sum differs in %d of %d rows\n", bad,
           differs, M);
    return bad != 0;
}
