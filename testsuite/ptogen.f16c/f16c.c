/* f16c.c - the host kernel's F16C path (templates/host/f16c.m4) against
 * its portable path, bit for bit (ptogen.f16c/f16c.exp).
 *
 * f16c.exp builds one generated kernel three times, each under its own
 * name: fc_port (-O2: no F16C, the portable loops), fc_v3 (-O2
 * -march=x86-64-v3 -mno-f16c: the portable loops, vectorized with AVX2)
 * and fc_f16c (-O2 -march=x86-64-v3: the F16C path).  This driver runs
 * the three on the same inputs and compares every output byte.
 *
 * The kernel (its spec is f16c.exp's): f16 tiles h, g, f32 tile a, mask
 * m; per element s = tsel(m, h, g) (an f16 value moved as it is:
 * signalling NaNs through the load and store), the f16 ops tadd, tsub,
 * tmul, tdiv, tmax, tmin, tlrelu (slope), tprelu, tneg, trelu, trecip,
 * tmuls (scale), w = tcvt(h) to f32, n = tcvt(a) to f16 under rint, ch =
 * tadd(n, mx) (an op on rounded results), lt = tcmp(h, g, lt), ge =
 * tcmps(h, slope, ge); rows of VC (100) columns: a vectorized segment of
 * 64, one of 36 (32, then a tail of 4).
 *
 * The inputs, PASSES times 65536 elements: h every f16 pattern in every
 * pass; g in pass 0 h itself, in pass 1 h with its sign flipped, in the
 * next ones the f16 specials (every NaN class with payloads, zeros,
 * infinities, subnormal and normal bounds, 1) spread over h, then random
 * patterns; a every sign and exponent of f32 with its mantissa's tail
 * around each rounding point an f16 result can have (13 to 24 bits
 * dropped: 0, 1, half - 1, half, half + 1, all ones, under several
 * patterns of the bits kept), then random floats; m random bits.  Every
 * f16 input meets the f16 -> f32 conversions (w, and the load of every
 * op) and the f16 store (s), under each build.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "f16c.h"
#define fc_kernel fc_port
#include "fc_kernel.h"
#undef fc_kernel
__typeof__(fc_port) fc_v3, fc_f16c;

#define VC 100u
#define PASSES 24u
#define N (PASSES * 65536u)
#define ROWS (N / VC)
#define NF16 15 /* the f16 outputs, in the kernel's order */

struct outs {
    uint16_t *f16[NF16];
    float *w;
    uint8_t *lt, *ge;
};

static void outs_alloc(struct outs *o)
{
    for (int i = 0; i < NF16; ++i)
        o->f16[i] = alloc(N * sizeof(uint16_t));
    o->w = alloc(N * sizeof(float));
    o->lt = alloc(ROWS * ((VC + 7) / 8));
    o->ge = alloc(ROWS * ((VC + 7) / 8));
}

static void outs_free(struct outs *o)
{
    for (int i = 0; i < NF16; ++i)
        free(o->f16[i]);
    free(o->w);
    free(o->lt);
    free(o->ge);
}

static void run(__typeof__(fc_port) *k, const uint16_t *h, const uint16_t *g, const float *a,
                const uint8_t *m, struct outs *o)
{
    uint16_t **f = o->f16;
    /* slope 0.1 and scale 3 as the kernel rounds them to f16 */
    k(h, g, a, m, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10], f[11], f[12],
      o->w, f[13], f[14], o->lt, o->ge, ROWS, 0.1f, 3.0f);
}

int main(void)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("f16c")) {
        printf("f16c: this machine has no AVX2 and F16C\n");
        return 77;
    }
    uint16_t *h = alloc(N * sizeof *h), *g = alloc(N * sizeof *g);
    float *a = alloc(N * sizeof *a);
    uint8_t *m = alloc(ROWS * ((VC + 7) / 8));
    const uint32_t nspec = sizeof specials / sizeof specials[0];
    for (uint32_t i = 0; i < N; ++i) {
        const uint32_t pass = i / 65536u;
        h[i] = (uint16_t)i;
        g[i] = pass == 0   ? h[i]
               : pass == 1 ? (uint16_t)(h[i] ^ 0x8000u)
               : pass < 8  ? specials[(i * 7u + pass) % nspec]
                           : (uint16_t)next();
    }
    const uint32_t cases = fill_a(a, N);
    for (uint32_t i = 0; i < ROWS * ((VC + 7) / 8); ++i)
        m[i] = (uint8_t)next();
    struct outs o[3];
    __typeof__(fc_port) *k[3] = {fc_port, fc_v3, fc_f16c};
    const char *name[3] = {"-O2", "x86-64-v3 -mno-f16c", "x86-64-v3 (F16C)"};
    for (int v = 0; v < 3; ++v) {
        outs_alloc(&o[v]);
        run(k[v], h, g, a, m, &o[v]);
    }
    uint64_t bad = 0, elems = 0;
    for (int v = 1; v < 3; ++v) {
        char what[96];
        for (int i = 0; i < NF16; ++i) {
            snprintf(what, sizeof what, "f16 output %d, %s", i, name[v]);
            bad += diff(o[0].f16[i], o[v].f16[i], N * sizeof(uint16_t), what);
        }
        snprintf(what, sizeof what, "w, %s", name[v]);
        bad += diff(o[0].w, o[v].w, N * sizeof(float), what);
        snprintf(what, sizeof what, "lt, %s", name[v]);
        bad += diff(o[0].lt, o[v].lt, ROWS * ((VC + 7) / 8), what);
        snprintf(what, sizeof what, "ge, %s", name[v]);
        bad += diff(o[0].ge, o[v].ge, ROWS * ((VC + 7) / 8), what);
        elems += (uint64_t)(NF16 + 3) * ROWS * VC;
    }
    for (int v = 0; v < 3; ++v)
        outs_free(&o[v]);
    free(h);
    free(g);
    free(a);
    free(m);
    printf("f16c: %u f32 rounding cases, %u elements a row\n", cases, VC);
    printf("f16c: %llu mismatches in %llu elements\n", (unsigned long long)bad,
           (unsigned long long)elems);
    return bad != 0;
}
