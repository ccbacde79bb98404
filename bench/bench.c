/* bench.c - modeled a2a3 cycles of ptogen's seed_mix against a hand-written
 * kernel (seed_mix_hand.c), side by side in one run.
 *
 * Compiled three times: -DBENCH_PART_GEN (out/a2a3/seed_mix.c on the
 * simulator), -DBENCH_PART_HAND (seed_mix_hand.c on the simulator) and
 * with no part macro (main).  Both kernels get the same inputs; their
 * outputs must be identical, then the simulator's modeled cycles are
 * compared.  `make bench` builds and runs it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double bench_fn(void *a, void *b, void *s, void *m, void *y,
                        uint32_t M, uint32_t cores);

#if defined(BENCH_PART_GEN) || defined(BENCH_PART_HAND)
#include "a2a3.h"
#if defined(BENCH_PART_GEN)
#include "a2a3/seed_mix.c"
#define BENCH_KERNEL seed_mix
#define BENCH_RUN bench_run_gen
#else
#include "seed_mix_hand.c"
#define BENCH_KERNEL seed_mix_hand
#define BENCH_RUN bench_run_hand
#endif

bench_fn BENCH_RUN;
double BENCH_RUN(void *a, void *b, void *s, void *m, void *y, uint32_t M,
                 uint32_t cores)
{
    sim_a2a3_reset();
    block_num = cores;
    for (uint32_t i = 0; i < cores; i++) {
        block_idx = i;
        sim_a2a3_begin();
        BENCH_KERNEL((int16_t *)a, (int16_t *)b, (int16_t *)s, (uint8_t *)m,
                     (int16_t *)y, M);
        sim_a2a3_end();
    }
    return sim_a2a3_cycles();
}

#else

bench_fn bench_run_gen, bench_run_hand;

static void fill(void *p, size_t bytes, uint32_t seed)
{
    unsigned char *c = p;
    for (size_t i = 0; i < bytes; i++) {
        seed = seed * 1664525u + 1013904223u;
        c[i] = (unsigned char)(seed >> 24);
    }
}

int main(void)
{
    static const uint32_t cases[][2] = {{16, 1}, {256, 1}, {1024, 1}, {1024, 8}};
    int status = 0;
    printf("%-28s %12s %12s %8s\n", "seed_mix a2a3 (modeled)", "ptogen", "hand", "ratio");
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const uint32_t M = cases[k][0], cores = cases[k][1];
        const size_t n = (size_t)M * 60u, mb = (size_t)M * 8u;
        int16_t *a = malloc(2 * n), *b = malloc(2 * n), *s = malloc(2 * n);
        int16_t *y1 = calloc(n, 2), *y2 = calloc(n, 2);
        uint8_t *m = malloc(mb);
        if (!a || !b || !s || !y1 || !y2 || !m)
            return 2;
        fill(a, 2 * n, 1);
        fill(b, 2 * n, 2);
        fill(s, 2 * n, 3);
        fill(m, mb, 4);
        double gen = bench_run_gen(a, b, s, m, y1, M, cores);
        double hand = bench_run_hand(a, b, s, m, y2, M, cores);
        char label[64];
        snprintf(label, sizeof label, "M=%u, %u core%s", (unsigned)M, (unsigned)cores,
                 cores == 1 ? "" : "s");
        printf("%-28s %12.0f %12.0f %8.3f%s\n", label, gen, hand, gen / hand,
               memcmp(y1, y2, 2 * n) ? "  OUTPUTS DIFFER" : "");
        if (memcmp(y1, y2, 2 * n))
            status = 1;
        free(a), free(b), free(s), free(y1), free(y2), free(m);
    }
    puts("ratio = ptogen / hand-written cycles; below 1 is faster");
    return status;
}
#endif
