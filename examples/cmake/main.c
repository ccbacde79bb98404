/* main.c - run the two generated host kernels on a few rows and check
 * every element against the same formula written in plain C.
 *
 * M = 21 is not a multiple of either kernel's tile rows, so the final
 * partial tile is exercised; outputs start as a canary, so an element the
 * kernel does not write is caught.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "scale_add.h"
#include "select_xor.h"

enum { M = 21, VC_F = 40, VC_U = 64, MASK_ROW = (VC_U + 7) / 8 };

static float x[M * VC_F], b[M * VC_F], y[M * VC_F];
static uint16_t ua[M * VC_U], ub[M * VC_U], uy[M * VC_U];
static uint8_t mask[M * MASK_ROW];

int main(void)
{
    uint32_t seed = 12345u;
    for (int i = 0; i < M * VC_F; i++) {
        seed = seed * 1103515245u + 12345u;
        x[i] = (float)(int)(seed >> 16) / 1024.0f - 16.0f;
        b[i] = (float)i * 0.25f - 100.0f;
    }
    for (int i = 0; i < M * VC_U; i++) {
        seed = seed * 1103515245u + 12345u;
        ua[i] = (uint16_t)(seed >> 8);
        ub[i] = (uint16_t)(seed >> 15);
    }
    for (int i = 0; i < M * MASK_ROW; i++)
        mask[i] = (uint8_t)(0x5a ^ i);
    memset(y, 0xa5, sizeof y);
    memset(uy, 0xa5, sizeof uy);

    const float alpha = 1.5f;
    scale_add(x, b, y, M, alpha);
    select_xor(ua, ub, mask, uy, M);

    int bad = 0;
    for (int i = 0; i < M * VC_F && !bad; i++) {
        float want = x[i] * alpha;
        want = want + b[i];
        if (memcmp(&want, &y[i], sizeof want)) {
            printf("scale_add: element %d: %g, want %g\n", i, (double)y[i], (double)want);
            bad = 1;
        }
    }
    for (int r = 0; r < M && !bad; r++)
        for (int c = 0; c < VC_U && !bad; c++) {
            int i = r * VC_U + c;
            int bit = (mask[r * MASK_ROW + c / 8] >> (c % 8)) & 1;
            uint16_t want = bit ? (uint16_t)(ua[i] ^ ub[i]) : ua[i];
            if (uy[i] != want) {
                printf("select_xor: row %d column %d: 0x%04x, want 0x%04x\n", r, c, uy[i], want);
                bad = 1;
            }
        }
    if (bad)
        return 1;
    printf("run_kernels: scale_add and select_xor match on %d rows\n", M);
    return 0;
}
