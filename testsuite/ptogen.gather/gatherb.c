/* gatherb.c - tgatherb's pinned result (docs/semantics.md), written out
 * again from the text, against ptogen's host kernel (ptogen.gather/
 * gather.exp).
 *
 * The kernel (built by gather.exp from a spec written at run time) is
 *   void gatb_kernel(const T *x, const uint32_t *o, T *y, uint32_t M);
 * y = tgatherb(x, o) on tiles of ROWS rows and VC valid columns; T is a
 * W-bit integer holding each element's bits (-DW=8, 16 or 32, whatever the
 * spec's dtype: a gather moves bits).  Expected: y[r][c] = x[r][k], k =
 * o[r][c] / (W / 8) clamped to VC - 1.  The offsets hold the edges (0, the
 * last valid element's bytes, the first byte past the row, UINT32_MAX,
 * 2^31) and random byte offsets around the row, misaligned ones among
 * them; every element's source is distinct, so a read of the wrong row or
 * column shows.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gatb_kernel.h"

#if W == 8
typedef uint8_t elem;
#elif W == 16
typedef uint16_t elem;
#else
typedef uint32_t elem;
#endif

enum { M = 3 * ROWS + 2, S = W / 8 }; /* three whole tiles and a partial one */

static elem x[M * VC], y[M * VC];
static uint32_t off[M * VC];

int main(void)
{
    static const uint32_t edges[] = {0u, (VC - 1u) * S, (VC - 1u) * S + S - 1u, VC * S, VC * S + 1u,
                                     UINT32_MAX, 0x80000000u, 1u};
    const unsigned nedge = sizeof edges / sizeof edges[0];
    unsigned long bad = 0, clamped = 0;
    uint32_t seed = 4242u;

    for (unsigned e = 0; e < M * VC; e++) {
        seed = seed * 1103515245u + 12345u;
        x[e] = (elem)(e * 2654435761u >> 7); /* distinct within a row... */
        x[e] = (elem)((x[e] & ~(elem)0x7f) | (e & 0x7f)); /* ...by the element's low bits */
        if (e < nedge * 3)
            off[e] = edges[e % nedge];
        else
            off[e] = (seed >> 8) % (2u * VC * S); /* [0, 2 VC S): any byte */
    }
    gatb_kernel((const void *)x, off, (void *)y, M);
    for (unsigned r = 0; r < M; r++)
        for (unsigned c = 0; c < VC; c++) {
            uint32_t o = off[r * VC + c];
            unsigned k = o / S >= VC ? VC - 1u : o / S;
            clamped += o / S >= VC;
            if (y[r * VC + c] != x[r * VC + k] && bad++ < 10)
                printf("y[%u][%u] = 0x%x, want x[%u][%u] = 0x%x (offset %u)\n", r, c,
                       (unsigned)y[r * VC + c], r, k, (unsigned)x[r * VC + k], (unsigned)o);
        }
    printf("gatherb: %lu mismatches of %u elements, %lu offsets clamped\n", bad,
           (unsigned)(M * VC), clamped);
    return bad != 0;
}
