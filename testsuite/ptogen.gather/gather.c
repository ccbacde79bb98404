/* gather.c - tgather's pinned result (docs/semantics.md), written out again
 * from the text, against ptogen's host kernel (ptogen.gather/gather.exp).
 *
 * The kernel (built by gather.exp from a spec written at run time) is
 *   void gat_kernel(const T *x, const int32_t *i, T *y, uint32_t M);
 * y = tgather(x, i) on tiles of ROWS rows and VC valid columns; T is a
 * W-bit integer holding each element's bits (-DW=16 or 32, whatever the
 * spec's dtype: a gather moves bits).  Expected: y[r][c] = x[r][k], k =
 * i[r][c] clamped to [0, VC).  The indices hold the edges (0, VC - 1, VC,
 * -1, INT32_MIN, INT32_MAX) and random values around the row; every
 * element's source is distinct, so a read of the wrong row or column shows.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gat_kernel.h"

#if W == 16
typedef uint16_t elem;
#else
typedef uint32_t elem;
#endif

enum { M = 3 * ROWS + 2 }; /* three whole tiles and a partial one */

static elem x[M * VC], y[M * VC];
static int32_t ix[M * VC];

int main(void)
{
    static const int32_t edges[] = {0, VC - 1, VC, -1, INT32_MIN, INT32_MAX, VC + 1000, -VC};
    const unsigned nedge = sizeof edges / sizeof edges[0];
    unsigned long bad = 0, clamped = 0;
    uint32_t seed = 12345u;

    for (unsigned e = 0; e < M * VC; e++) {
        x[e] = (elem)(0x5a00u ^ (e * 2654435761u >> 8)) | 1u; /* distinct low bits... */
        x[e] = (elem)((x[e] & ~(elem)0x3ff) | (e & 0x3ff));   /* ...and the element's index */
        seed = seed * 1103515245u + 12345u;
        if (e < nedge * 3)
            ix[e] = edges[e % nedge];
        else
            ix[e] = (int32_t)((seed >> 8) % (3u * VC)) - (int32_t)VC; /* [-VC, 2 VC) */
    }
    gat_kernel((const void *)x, ix, (void *)y, M);
    for (unsigned r = 0; r < M; r++)
        for (unsigned c = 0; c < VC; c++) {
            int32_t i = ix[r * VC + c];
            unsigned k = i < 0 ? 0u : i >= VC ? VC - 1u : (unsigned)i;
            clamped += i < 0 || i >= VC;
            if (y[r * VC + c] != x[r * VC + k] && bad++ < 10)
                printf("y[%u][%u] = 0x%x, want x[%u][%u] = 0x%x (index %d)\n", r, c,
                       (unsigned)y[r * VC + c], r, k, (unsigned)x[r * VC + k], (int)i);
        }
    printf("gather: %lu mismatches of %u elements, %lu indices clamped\n", bad,
           (unsigned)(M * VC), clamped);
    return bad != 0;
}
