/* staged.c - the staged host kernels' row conversions (pgr_cvtrow_*,
 * templates/host/f16c.m4: F16C's vcvtph2ps/vcvtps2ph under the
 * compiler's macros) against the portable loops, bit for bit
 * (ptogen.f16c/staged.exp).
 *
 * staged.exp builds one staged kernel three times, each under its own
 * name: fs_port (-O2), fs_v3 (-O2 -march=x86-64-v3 -mno-f16c) and fs_f16c
 * (-O2 -march=x86-64-v3: the F16C loops).  The kernel, on tiles of 2 rows
 * of VC (100) columns (twelve vectors of 8 and a tail of 4): w = tcvt(h)
 * f16 -> f32, n = tcvt(a) f32 -> f16 under rint, bw = tcvt(b) bf16 ->
 * f32, bn = tcvt(a) f32 -> bf16 under rint, gw = tcvt(gam) of a per-col
 * f16 tile, z = tcolexpand(gw).
 *
 * The inputs: h and b every 16-bit pattern, PASSES times over; a every
 * sign and exponent of f32 with the tails around each f16 rounding point
 * (f16c.h), then random floats; gam the f16 specials, then random
 * patterns.  Every output byte of the three builds is compared.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "f16c.h"
#define fs_kernel fs_port
#include "fs_kernel.h"
#undef fs_kernel
__typeof__(fs_port) fs_v3, fs_f16c;

#define VC 100u
#define PASSES 50u
#define N (PASSES * 65536u)
#define ROWS (N / VC)

struct outs {
    float *w, *bw, *z;
    uint16_t *n, *bn;
};

int main(void)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("f16c")) {
        printf("f16c: this machine has no AVX2 and F16C\n");
        return 77;
    }
    uint16_t *h = alloc(N * sizeof *h), *b = alloc(N * sizeof *b), gam[VC];
    float *a = alloc(N * sizeof *a);
    for (uint32_t i = 0; i < N; ++i)
        h[i] = b[i] = (uint16_t)i;
    const uint32_t cases = fill_a(a, N);
    const uint32_t nspec = sizeof specials / sizeof specials[0];
    for (uint32_t c = 0; c < VC; ++c)
        gam[c] = c < nspec ? specials[c] : (uint16_t)next();
    struct outs o[3];
    __typeof__(fs_port) *k[3] = {fs_port, fs_v3, fs_f16c};
    const char *name[3] = {"-O2", "x86-64-v3 -mno-f16c", "x86-64-v3 (F16C)"};
    for (int v = 0; v < 3; ++v) {
        o[v].w = alloc(N * sizeof(float));
        o[v].bw = alloc(N * sizeof(float));
        o[v].z = alloc(N * sizeof(float));
        o[v].n = alloc(N * sizeof(uint16_t));
        o[v].bn = alloc(N * sizeof(uint16_t));
        k[v](h, a, b, gam, o[v].w, o[v].n, o[v].bw, o[v].bn, o[v].z, ROWS);
    }
    uint64_t bad = 0, elems = 0;
    for (int v = 1; v < 3; ++v) {
        char what[96];
        snprintf(what, sizeof what, "w, %s", name[v]);
        bad += diff(o[0].w, o[v].w, N * sizeof(float), what);
        snprintf(what, sizeof what, "n, %s", name[v]);
        bad += diff(o[0].n, o[v].n, N * sizeof(uint16_t), what);
        snprintf(what, sizeof what, "bw, %s", name[v]);
        bad += diff(o[0].bw, o[v].bw, N * sizeof(float), what);
        snprintf(what, sizeof what, "bn, %s", name[v]);
        bad += diff(o[0].bn, o[v].bn, N * sizeof(uint16_t), what);
        snprintf(what, sizeof what, "z, %s", name[v]);
        bad += diff(o[0].z, o[v].z, N * sizeof(float), what);
        elems += 5ull * N;
    }
    for (int v = 0; v < 3; ++v) {
        free(o[v].w);
        free(o[v].bw);
        free(o[v].z);
        free(o[v].n);
        free(o[v].bn);
    }
    free(h);
    free(b);
    free(a);
    printf("f16c: %u f32 rounding cases, %u elements a row\n", cases, VC);
    printf("f16c: %llu mismatches in %llu elements\n", (unsigned long long)bad,
           (unsigned long long)elems);
    return bad != 0;
}
