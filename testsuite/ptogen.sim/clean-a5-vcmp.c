/* vcmp_* bit for bit, stored with psts(.., PK) as pto-isa's a5/TCmp.hpp
 * does: half (one 128-lane chunk, 16 bytes), float (two 64-lane chunks
 * packed by pdintlv_b8 into one psts), int32_t/uint32_t (the sign bit),
 * int16_t/uint16_t, and 8-bit data through vsel (a b8 predicate cannot
 * be stored with PK).  Lanes the governing predicate leaves out are 0.
 * The expected bytes are worked out by hand: bit k of byte j is element
 * 8j + k.  Must run clean. */
#include <math.h>

#include "a5.h"
#include "sim-test.h"

static half ha[128], hb[128];
static float fa[128], fb[128];
static int32_t sa[64], sb[64];
static uint32_t ua[64], ub[64];
static int16_t wa[128], wb[128];
static uint16_t va[128], vb[128];
static int8_t ca[256], cb[256];
static uint8_t da[256], db[256];
static uint8_t got[16][16];
static uint8_t gc[256], gd[256];

/* half: elements 0..7, then the rest (0 against 0), per mode: EQ NE LT LE GT GE */
static const uint8_t head[6] = {0x44, 0xbb, 0x81, 0xc5, 0x02, 0x46};
static const uint8_t rest0[6] = {0xff, 0x00, 0x00, 0xff, 0x00, 0xff};

static void expect(const char *what, const uint8_t *g, const uint8_t *want)
{
    for (int j = 0; j < 16; j++)
        if (g[j] != want[j])
            fprintf(stderr, "%s byte %d: 0x%02x, expected 0x%02x\n", what, j, g[j], want[j]);
}

static void kernel(void)
{
    __ubuf__ half *xha = PGR_UB(half, 0x0000), *xhb = PGR_UB(half, 0x0100);
    __ubuf__ float *xfa = PGR_UB(float, 0x0200), *xfb = PGR_UB(float, 0x0400);
    __ubuf__ int32_t *xsa = PGR_UB(int32_t, 0x0600), *xsb = PGR_UB(int32_t, 0x0700);
    __ubuf__ uint32_t *xua = PGR_UB(uint32_t, 0x0800), *xub = PGR_UB(uint32_t, 0x0900);
    __ubuf__ int16_t *xwa = PGR_UB(int16_t, 0x0a00), *xwb = PGR_UB(int16_t, 0x0b00);
    __ubuf__ uint16_t *xva = PGR_UB(uint16_t, 0x0c00), *xvb = PGR_UB(uint16_t, 0x0d00);
    __ubuf__ int8_t *xca = PGR_UB(int8_t, 0x0e00), *xcb = PGR_UB(int8_t, 0x0f00);
    __ubuf__ uint8_t *xda = PGR_UB(uint8_t, 0x1000), *xdb = PGR_UB(uint8_t, 0x1100);
    __ubuf__ uint8_t *mb = PGR_UB(uint8_t, 0x1200); /* 16 masks of 16 bytes */
    __ubuf__ uint32_t *m = (__ubuf__ uint32_t *)mb;
    __ubuf__ int8_t *oc = PGR_UB(int8_t, 0x1300);
    __ubuf__ uint8_t *od = PGR_UB(uint8_t, 0x1400);
    const float a8[8] = {1, 2, 3, NAN, 1, NAN, -0.0f, -INFINITY};
    const float b8[8] = {2, 1, 3, 1, NAN, NAN, 0.0f, -65504};
    const int32_t s8a[8] = {INT32_MIN, INT32_MAX, -1, 0, INT32_MIN, 5, -5, 5};
    const int32_t s8b[8] = {INT32_MAX, INT32_MIN, 0, -1, INT32_MIN, 5, 5, -5};
    const uint32_t u8a[8] = {0x80000000u, 0x7fffffffu, 0xffffffffu, 0, 1, 0, 2, 0x80000001u};
    const uint32_t u8b[8] = {0x7fffffffu, 0x80000000u, 0, 0xffffffffu, 1, 1, 1, 0x80000000u};
    const uint16_t w8a[8] = {0x8000, 0x7fff, 0xffff, 0xffff, 0, 100, 99, 0xff9c};
    const uint16_t w8b[8] = {0x7fff, 0x8000, 0xffff, 0, 0xffff, 99, 100, 0xff9d};
    const uint8_t c4a[4] = {0x80, 0x7f, 0xff, 0}, c4b[4] = {0x7f, 0x80, 0, 0xff};

    for (int k = 0; k < 128; k++) {
        ha[k] = (half)(k < 8 ? a8[k] : 0);
        hb[k] = (half)(k < 8 ? b8[k] : 0);
        fa[k] = k < 8 ? a8[k] : k < 64 ? 0 : -1;
        fb[k] = k < 8 ? b8[k] : k < 64 ? 0 : 1;
        wa[k] = (int16_t)(k < 8 ? w8a[k] : k);
        wb[k] = (int16_t)(k < 8 ? w8b[k] : k);
        va[k] = (uint16_t)(k < 8 ? w8a[k] : k);
        vb[k] = (uint16_t)(k < 8 ? w8b[k] : k);
    }
    for (int k = 0; k < 64; k++) {
        sa[k] = k < 8 ? s8a[k] : k;
        sb[k] = k < 8 ? s8b[k] : k;
        ua[k] = k < 8 ? u8a[k] : (uint32_t)k;
        ub[k] = k < 8 ? u8b[k] : (uint32_t)k;
    }
    for (int k = 0; k < 256; k++) {
        ca[k] = (int8_t)(k < 4 ? c4a[k] : 1);
        cb[k] = (int8_t)(k < 4 ? c4b[k] : 1);
        da[k] = k < 4 ? c4a[k] : 1;
        db[k] = k < 4 ? c4b[k] : 1;
    }

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(xha, ha, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xhb, hb, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xfa, fa, 0, 1, 512, 0, 0, 0, 0, 512, 512);
    copy_gm_to_ubuf_align_v2(xfb, fb, 0, 1, 512, 0, 0, 0, 0, 512, 512);
    copy_gm_to_ubuf_align_v2(xsa, sa, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xsb, sb, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xua, ua, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xub, ub, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xwa, wa, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xwb, wb, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xva, va, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xvb, vb, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xca, ca, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xcb, cb, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xda, da, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(xdb, db, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_f16 h0, h1;
        vector_f32 f0, f1, f2, f3;
        vector_s32 s0, s1;
        vector_u32 u0, u1;
        vector_s16 w0, w1;
        vector_u16 v0, v1;
        vector_s8 c0, c1, cone = {}, czero = {}, cres;
        vector_u8 d0, d1, done = {}, dzero = {}, dres;
        vector_bool all16 = pset_b16(PAT_ALL), all32 = pset_b32(PAT_ALL), all8 = pset_b8(PAT_ALL);
        vector_bool p, q, pk, odd;
        uint32_t n = 100;

        vlds(h0, xha, 0, NORM);
        vlds(h1, xhb, 0, NORM);
        vcmp_eq(p, h0, h1, all16);
        psts(p, m + 0 * 4, 0, PK);
        vcmp_ne(p, h0, h1, all16);
        psts(p, m + 1 * 4, 0, PK);
        vcmp_lt(p, h0, h1, all16);
        psts(p, m + 2 * 4, 0, PK);
        vcmp_le(p, h0, h1, all16);
        psts(p, m + 3 * 4, 0, PK);
        vcmp_gt(p, h0, h1, all16);
        psts(p, m + 4 * 4, 0, PK);
        vcmp_ge(p, h0, h1, all16);
        psts(p, m + 5 * 4, 0, PK);
        vcmp_eq(p, h0, h1, plt_b16(n, POST_UPDATE)); /* 100 lanes: the rest are 0 */
        psts(p, m + 6 * 4, 0, PK);

        vlds(f0, xfa, 0, NORM);
        vlds(f1, xfb, 0, NORM);
        vlds(f2, xfa, 64, NORM);
        vlds(f3, xfb, 64, NORM);
        vcmp_lt(p, f0, f1, all32);
        vcmp_lt(q, f2, f3, all32);
        pdintlv_b8(pk, odd, p, q);
        psts(pk, m + 7 * 4, 0, PK);
        vcmp_ge(p, f0, f1, all32);
        vcmp_ge(q, f2, f3, all32);
        pdintlv_b8(pk, odd, p, q);
        psts(pk, m + 8 * 4, 0, PK);

        vlds(s0, xsa, 0, NORM);
        vlds(s1, xsb, 0, NORM);
        vlds(u0, xua, 0, NORM);
        vlds(u1, xub, 0, NORM);
        vcmp_lt(p, s0, s1, all32);
        vcmp_lt(q, u0, u1, all32);
        pdintlv_b8(pk, odd, p, q); /* s32 in bytes 0..7, u32 in bytes 8..15 */
        psts(pk, m + 9 * 4, 0, PK);

        vlds(w0, xwa, 0, NORM);
        vlds(w1, xwb, 0, NORM);
        vcmp_ge(p, w0, w1, all16);
        psts(p, m + 10 * 4, 0, PK);
        vlds(v0, xva, 0, NORM);
        vlds(v1, xvb, 0, NORM);
        vcmp_ge(p, v0, v1, all16);
        psts(p, m + 11 * 4, 0, PK);

        vlds(c0, xca, 0, NORM);
        vlds(c1, xcb, 0, NORM);
        vdup(cone, 1, all8, MODE_ZEROING);
        vdup(czero, 0, all8, MODE_ZEROING);
        vcmp_gt(p, c0, c1, all8);
        vsel(cres, cone, czero, p);
        vsts(cres, oc, 0, NORM_B8, all8);
        vlds(d0, xda, 0, NORM);
        vlds(d1, xdb, 0, NORM);
        vdup(done, 1, all8, MODE_ZEROING);
        vdup(dzero, 0, all8, MODE_ZEROING);
        vcmp_gt(p, d0, d1, all8);
        vsel(dres, done, dzero, p);
        vsts(dres, od, 0, NORM_B8, all8);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(got[0], mb, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(gc, oc, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(gd, od, 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    for (int md = 0; md < 6; md++) {
        uint8_t want[16];
        for (int j = 0; j < 16; j++)
            want[j] = j == 0 ? head[md] : rest0[md];
        expect("half", got[md], want);
    }
    {
        static const uint8_t eq100[16] = {0x44, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                          0xff, 0xff, 0xff, 0xff, 0x0f, 0x00, 0x00, 0x00};
        static const uint8_t flt[16] = {0x81, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
        static const uint8_t fge[16] = {0x46, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
        /* s32 lt: elements 0, 2, 6; u32 lt: elements 1, 3, 5 (the sign bit is a value bit) */
        static const uint8_t i32[16] = {0x45, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                        0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
        /* s16 ge: elements 1, 2, 4, 5; u16 ge: elements 0, 2, 3, 5; the rest k >= k */
        static const uint8_t s16[16] = {0x36, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
        static const uint8_t u16[16] = {0x2d, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
        expect("half eq, 100 lanes", got[6], eq100);
        expect("float lt", got[7], flt);
        expect("float ge", got[8], fge);
        expect("int32/uint32 lt", got[9], i32);
        expect("int16 ge", got[10], s16);
        expect("uint16 ge", got[11], u16);
    }
    /* 8-bit gt: int8_t 0x80 < 0x7f, uint8_t 0x80 > 0x7f */
    for (int k = 0; k < 256; k++) {
        int wc = k == 1 || k == 3, wd = k == 0 || k == 2;
        if (gc[k] != wc || gd[k] != wd)
            fprintf(stderr, "8-bit gt lane %d: int8 %d (expected %d), uint8 %d (expected %d)\n", k,
                    gc[k], wc, gd[k], wd);
    }
}
