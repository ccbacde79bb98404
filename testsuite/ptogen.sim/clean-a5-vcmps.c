/* vcmps_* bit for bit, stored with psts(.., PK) as pto-isa's a5/TCmps.hpp
 * does: half against 2 (all six modes), float against 0 (signed zeros,
 * NaN, tiny values), int32_t against 0x80000000u (INT32_MIN once
 * converted) and uint32_t against it (2^31), packed in pairs by
 * pdintlv_b8, int16_t and uint16_t against -1 / 0xffff.  The expected
 * bytes are worked out by hand: bit k of byte j is element 8j + k.  Must
 * run clean. */
#include <math.h>

#include "a5.h"
#include "sim-test.h"

static half gh[128];
static float gf[64];
static int32_t gs[64];
static uint32_t gu[64];
static int16_t gw[128];
static uint16_t gv[128];
static uint8_t got[10][16];

/* half: elements 0..7, then the rest (2 against 2), per mode: EQ NE LT LE GT GE */
static const uint8_t hhead[6] = {0x02, 0xfd, 0xd1, 0xd3, 0x24, 0x26};
static const uint8_t hrest[6] = {0xff, 0x00, 0x00, 0xff, 0x00, 0xff};

static void expect(const char *what, const uint8_t *g, const uint8_t *want)
{
    for (int j = 0; j < 16; j++)
        if (g[j] != want[j])
            fprintf(stderr, "%s byte %d: 0x%02x, expected 0x%02x\n", what, j, g[j], want[j]);
}

static void kernel(void)
{
    __ubuf__ half *xh = PGR_UB(half, 0x000);
    __ubuf__ float *xf = PGR_UB(float, 0x100);
    __ubuf__ int32_t *xs = PGR_UB(int32_t, 0x200);
    __ubuf__ uint32_t *xu = PGR_UB(uint32_t, 0x300);
    __ubuf__ int16_t *xw = PGR_UB(int16_t, 0x400);
    __ubuf__ uint16_t *xv = PGR_UB(uint16_t, 0x500);
    __ubuf__ uint8_t *mb = PGR_UB(uint8_t, 0x600); /* 10 masks of 16 bytes */
    __ubuf__ uint32_t *m = (__ubuf__ uint32_t *)mb;
    const float h8[8] = {1, 2, 3, NAN, -INFINITY, INFINITY, -0.0f, 0.0f};
    const float f8[8] = {-0.0f, 0.0f, 1e-30f, -1e-30f, NAN, 1, -1, 0};
    const uint32_t s8[8] = {0x80000000u, 0x7fffffffu, 0, 0xffffffffu, 0x80000000u, 7, 7, 7};
    const uint32_t u8[8] = {0x80000000u, 0x7fffffffu, 0xffffffffu, 0, 0x80000001u, 7, 7, 7};
    const uint16_t w8[8] = {0x8000, 0x7fff, 0xffff, 0, 0xfffe, 1, 2, 0x8001};

    for (int k = 0; k < 128; k++) {
        gh[k] = (half)(k < 8 ? h8[k] : 2);
        gw[k] = (int16_t)(k < 8 ? w8[k] : k);
        gv[k] = (uint16_t)(k < 8 ? w8[k] : k);
    }
    for (int k = 0; k < 64; k++) {
        gf[k] = k < 8 ? f8[k] : 0;
        gs[k] = (int32_t)(k < 8 ? s8[k] : 7);
        gu[k] = k < 8 ? u8[k] : 7;
    }
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(xh, gh, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xf, gf, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xs, gs, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xu, gu, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xw, gw, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xv, gv, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_f16 h;
        vector_f32 f;
        vector_s32 s;
        vector_u32 u;
        vector_s16 w;
        vector_u16 v;
        vector_bool all16 = pset_b16(PAT_ALL), all32 = pset_b32(PAT_ALL);
        vector_bool p, q, pk, odd;

        vlds(h, xh, 0, NORM);
        vcmps_eq(p, h, (half)2, all16);
        psts(p, m + 0 * 4, 0, PK);
        vcmps_ne(p, h, (half)2, all16);
        psts(p, m + 1 * 4, 0, PK);
        vcmps_lt(p, h, (half)2, all16);
        psts(p, m + 2 * 4, 0, PK);
        vcmps_le(p, h, (half)2, all16);
        psts(p, m + 3 * 4, 0, PK);
        vcmps_gt(p, h, (half)2, all16);
        psts(p, m + 4 * 4, 0, PK);
        vcmps_ge(p, h, (half)2, all16);
        psts(p, m + 5 * 4, 0, PK);

        vlds(f, xf, 0, NORM);
        vcmps_eq(p, f, 0.0f, all32);
        vcmps_lt(q, f, 0.0f, all32);
        pdintlv_b8(pk, odd, p, q); /* eq in bytes 0..7, lt in bytes 8..15 */
        psts(pk, m + 6 * 4, 0, PK);

        vlds(s, xs, 0, NORM);
        vlds(u, xu, 0, NORM);
        vcmps_le(p, s, 0x80000000u, all32);
        vcmps_ge(q, u, 0x80000000u, all32);
        pdintlv_b8(pk, odd, p, q); /* int32 le in bytes 0..7, uint32 ge in bytes 8..15 */
        psts(pk, m + 7 * 4, 0, PK);

        vlds(w, xw, 0, NORM);
        vcmps_lt(p, w, -1, all16);
        psts(p, m + 8 * 4, 0, PK);
        vlds(v, xv, 0, NORM);
        vcmps_lt(p, v, 0xffff, all16);
        psts(p, m + 9 * 4, 0, PK);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(got[0], mb, 0, 1, 160, 0, 160, 160);
    pipe_barrier(PIPE_ALL);

    for (int md = 0; md < 6; md++) {
        uint8_t want[16];
        for (int j = 0; j < 16; j++)
            want[j] = j == 0 ? hhead[md] : hrest[md];
        expect("half", got[md], want);
    }
    {
        /* float eq 0: elements 0, 1, 7 and the rest; lt 0: elements 3, 6 */
        static const uint8_t f[16] = {0x83, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                      0x48, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
        /* int32 <= INT32_MIN: elements 0, 4; uint32 >= 2^31: elements 0, 2, 4 */
        static const uint8_t i32[16] = {0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                        0x15, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
        /* int16 < -1: elements 0, 4, 7; uint16 < 0xffff: all but element 2 */
        static const uint8_t s16[16] = {0x91, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        static const uint8_t u16[16] = {0xfb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
        expect("float eq/lt", got[6], f);
        expect("int32 le/uint32 ge", got[7], i32);
        expect("int16 lt", got[8], s16);
        expect("uint16 lt", got[9], u16);
    }
}
