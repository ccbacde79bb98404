/* scatter.c - tscatter's pinned result (docs/semantics.md), written out
 * again from the text, against ptogen's host kernel (ptogen.gather/
 * gather.exp).
 *
 * The kernel (built by gather.exp from a spec written at run time) is
 *   void sca_kernel(const T *x, const int32_t *i, T *y, uint32_t M);
 * y = tscatter(x, i) on tiles of ROWS rows and VC valid columns; T is a
 * W-bit integer holding each element's bits (-DW=8, 16 or 32, whatever the
 * spec's dtype: a scatter moves bits).  Expected, row by row: y zero, then
 * for k = 0 .. VC - 1 in order, y[r][i[r][k]] = x[r][k] where 0 <= i[r][k]
 * < VC (so the last k naming a column wins), other indices dropped.  The
 * indices hold the edges (0, VC - 1, VC, -1, INT32_MIN, INT32_MAX) and
 * random values around the row, so columns are named twice or never; no
 * element of x is 0, so a dropped write or a missing zero shows.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sca_kernel.h"

#if W == 8
typedef uint8_t elem;
#elif W == 16
typedef uint16_t elem;
#else
typedef uint32_t elem;
#endif

enum { M = 3 * ROWS + 2 }; /* three whole tiles and a partial one */

static elem x[M * VC], y[M * VC], want[VC];
static int32_t ix[M * VC];

int main(void)
{
    static const int32_t edges[] = {0, VC - 1, VC, -1, INT32_MIN, INT32_MAX, VC + 1000, -VC};
    const unsigned nedge = sizeof edges / sizeof edges[0];
    unsigned long bad = 0, dropped = 0, twice = 0, zero = 0;
    uint32_t seed = 777u;

    for (unsigned e = 0; e < M * VC; e++) {
        seed = seed * 1103515245u + 12345u;
        x[e] = (elem)((e * 2654435761u >> 9 & ~0x7fu) | (e & 0x7f) | 1u); /* never 0 */
        if (e < nedge * 3)
            ix[e] = edges[e % nedge];
        else
            ix[e] = (int32_t)((seed >> 8) % (2u * VC + 2u)) - 1; /* [-1, 2 VC] */
    }
    memset(y, 0xa5, sizeof y); /* not 0: the kernel must write every element */
    sca_kernel((const void *)x, ix, (void *)y, M);
    for (unsigned r = 0; r < M; r++) {
        unsigned char seen[VC] = {0};
        memset(want, 0, sizeof want);
        for (unsigned k = 0; k < VC; k++) {
            int32_t i = ix[r * VC + k];
            if (i < 0 || i >= VC) {
                dropped++;
                continue;
            }
            twice += seen[i];
            seen[i] = 1;
            want[i] = x[r * VC + k];
        }
        for (unsigned c = 0; c < VC; c++) {
            zero += !seen[c];
            if (y[r * VC + c] != want[c] && bad++ < 10)
                printf("y[%u][%u] = 0x%x, want 0x%x\n", r, c, (unsigned)y[r * VC + c],
                       (unsigned)want[c]);
        }
    }
    printf("scatter: %lu mismatches of %u elements, %lu indices dropped, %lu columns named twice, "
           "%lu left 0\n",
           bad, (unsigned)(M * VC), dropped, twice, zero);
    return bad != 0;
}
