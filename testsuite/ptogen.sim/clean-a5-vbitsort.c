/* vbitsort as pto-isa's a5/TSort32.hpp issues it: between vector
 * functions, reading values a __VEC_SCOPE__ just stored and with no
 * barrier (the vector pipe keeps them in order), then stored to GM after
 * set_flag/wait_flag(PIPE_V, PIPE_MTE3).  Must run clean, and the pairs
 * must be right: 2 float blocks, the values negated in the scope (ties
 * and +-0 among them), each block's pairs descending with equal values in
 * column order (-0 below +0), every pair the value of its index's column;
 * one half block sorted straight from the copy, its reserved half 0. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "a5.h"
#include "sim-test.h"

static float gx[64], gp[128];
static uint32_t gi[64];
static uint16_t hx[32], hp[128];
static int failed;

static void expect(const char *what, unsigned i, int ok)
{
    if (!ok) {
        failed = 1;
        fprintf(stderr, "%s: wrong at pair %u\n", what, i);
    }
}

/* a above b in the pinned order, for finite values: larger, or +0 over -0 */
static int above(float a, float b)
{
    return a > b || (a == 0 && b == 0 && !signbit(a) && signbit(b));
}

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);       /* 64 */
    __ubuf__ float *nx = PGR_UB(float, 0x100);      /* 64 */
    __ubuf__ uint32_t *ix = PGR_UB(uint32_t, 0x200); /* 64 */
    __ubuf__ float *p = PGR_UB(float, 0x300);       /* 64 pairs */
    __ubuf__ half *y = PGR_UB(half, 0x500);         /* 32 */
    __ubuf__ half *q = PGR_UB(half, 0x600);         /* 32 pairs */
    unsigned i, b;

    for (i = 0; i < 64; i++) {
        gx[i] = i % 4 == 1 ? 0.0f : i % 4 == 3 ? -0.0f : (float)((i * 37u) % 11u) - 5.0f;
        gi[i] = 5000u + i;
    }
    for (i = 0; i < 32; i++)
        hx[i] = (uint16_t)(i % 3 ? 0x3c00 + (i * 7u) % 13u : 0xbc00 + i); /* 1.x and -1.x */

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0, sizeof gx, sizeof gx);
    copy_gm_to_ubuf_align_v2(ix, gi, 0, 1, sizeof gi, 0, 0, 0, 0, sizeof gi, sizeof gi);
    copy_gm_to_ubuf_align_v2(y, hx, 0, 1, sizeof hx, 0, 0, 0, 0, sizeof hx, sizeof hx);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_f32 v;
        vector_bool pt = pset_b32(PAT_ALL);
        vlds(v, x, 0, NORM);
        vmuls(v, v, -1.0f, pt, MODE_ZEROING);
        vsts(v, nx, 0, NORM_B32, pt);
    }
    vbitsort(p, nx, ix, 2);
    vbitsort(q, y, ix, 1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gp, p, 0, 1, sizeof gp, 0, sizeof gp, sizeof gp);
    copy_ubuf_to_gm_align_v2(hp, q, 0, 1, sizeof hp, 0, sizeof hp, sizeof hp);
    pipe_barrier(PIPE_ALL);

    for (b = 0; b < 2; b++)
        for (i = 0; i < 32; i++) {
            unsigned k = 32 * b + i, c;
            uint32_t id;
            float v = gp[2 * k], w = -gx[0];
            memcpy(&id, &gp[2 * k + 1], 4);
            c = id - 5000u;
            expect("A index", k, c >= 32 * b && c < 32 * b + 32);
            if (c < 64)
                w = -gx[c];
            expect("A value", k, memcmp(&v, &w, 4) == 0);
            if (i > 0) {
                float u = gp[2 * k - 2];
                uint32_t uid;
                memcpy(&uid, &gp[2 * k - 1], 4);
                expect("A order", k, above(u, v) || (!above(v, u) && uid < id));
            }
        }
    for (i = 0; i < 32; i++) {
        uint32_t id = hp[4 * i + 2] | (uint32_t)hp[4 * i + 3] << 16;
        expect("B index", i, id >= 5000u && id < 5032u);
        if (id >= 5000u && id < 5032u)
            expect("B value", i, hp[4 * i] == hx[id - 5000u]);
        expect("B reserved", i, hp[4 * i + 1] == 0);
        /* 1.x (0x3c..) above -1.x (0xbc..); among 1.x the larger bits first */
        if (i > 0) {
            uint16_t u = hp[4 * i - 4], v = hp[4 * i];
            uint32_t uid = hp[4 * i - 2] | (uint32_t)hp[4 * i - 1] << 16;
            int ua = u < 0x8000 ? 0x8000 + u : 0xffff - u, va = v < 0x8000 ? 0x8000 + v : 0xffff - v;
            expect("B order", i, ua > va || (ua == va && uid < id));
        }
    }
    if (failed)
        sim_fail("clean-a5-vbitsort", "wrong pairs (above)");
}
