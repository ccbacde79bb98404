/* Predicate logic as pto-isa uses it (pand: a5/TGather.hpp, pxor:
 * a5/TQuant.hpp, pnot: a5/TSort32.hpp): bitwise where the mask is set,
 * 0 elsewhere, then stored with psts.  a = lanes 0..63, b = lanes
 * 32..127 of 128 uint16_t lanes (from vcmps); b32 predicates combine the
 * same way and are packed by pdintlv_b8.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static uint16_t gx[128];
static float gf[64];
static uint8_t got[8][16];

static void expect(const char *what, const uint8_t *g, const uint8_t *want)
{
    for (int j = 0; j < 16; j++)
        if (g[j] != want[j])
            fprintf(stderr, "%s byte %d: 0x%02x, expected 0x%02x\n", what, j, g[j], want[j]);
}

static void kernel(void)
{
    __ubuf__ uint16_t *x = PGR_UB(uint16_t, 0x000);
    __ubuf__ float *f = PGR_UB(float, 0x100);
    __ubuf__ uint8_t *mb = PGR_UB(uint8_t, 0x200);
    __ubuf__ uint32_t *m = (__ubuf__ uint32_t *)mb;

    for (int k = 0; k < 128; k++)
        gx[k] = (uint16_t)k;
    for (int k = 0; k < 64; k++)
        gf[k] = (float)k;
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(f, gf, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_u16 v;
        vector_f32 w;
        vector_bool all = pset_b16(PAT_ALL), all32 = pset_b32(PAT_ALL), a, b, r, m48;
        vector_bool p, q, pk, odd;
        uint32_t n = 48;

        vlds(v, x, 0, NORM);
        vcmps_lt(a, v, 64, all);
        vcmps_ge(b, v, 32, all);
        m48 = plt_b16(n, POST_UPDATE);
        pand(r, a, b, all);
        psts(r, m + 0 * 4, 0, PK);
        pxor(r, a, b, all);
        psts(r, m + 1 * 4, 0, PK);
        pnot(r, a, all);
        psts(r, m + 2 * 4, 0, PK);
        pand(r, a, b, m48);
        psts(r, m + 3 * 4, 0, PK);
        pnot(r, b, m48);
        psts(r, m + 4 * 4, 0, PK);
        pxor(r, all, a, all); /* TQuant's complement */
        psts(r, m + 5 * 4, 0, PK);

        vlds(w, f, 0, NORM);
        vcmps_ge(p, w, 16.0f, all32);
        vcmps_lt(q, w, 40.0f, all32);
        pand(p, p, q, q); /* TGather's form: the mask is an operand */
        pnot(q, p, all32);
        pdintlv_b8(pk, odd, p, q); /* 16..39 in bytes 0..7, the rest in bytes 8..15 */
        psts(pk, m + 6 * 4, 0, PK);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(got[0], mb, 0, 1, 128, 0, 128, 128);
    pipe_barrier(PIPE_ALL);
    {
        static const uint8_t want[7][16] = {
            {0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0},  /* a & b: 32..63 */
            {0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0,
             0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},             /* a ^ b */
            {0, 0, 0, 0, 0, 0, 0, 0,
             0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},             /* ~a: 64..127 */
            {0, 0, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},        /* a & b, lanes < 48 */
            {0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},  /* ~b, lanes < 48 */
            {0, 0, 0, 0, 0, 0, 0, 0,
             0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},             /* all ^ a */
            {0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00,
             0xff, 0xff, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff},             /* 16..39, ~ */
        };
        for (int i = 0; i < 7; i++) {
            char what[32];
            snprintf(what, sizeof what, "mask %d", i);
            expect(what, got[i], want[i]);
        }
    }
}
