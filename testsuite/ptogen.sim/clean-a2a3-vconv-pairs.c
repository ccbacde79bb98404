/* The values of the other A2/A3 conversions pto-isa's a2a3/TCvt.hpp
 * calls, bit for bit, against constants derived by hand: half -> int8_t,
 * uint8_t, int16_t, int32_t and float -> int16_t (saturating: CTRL bit 59
 * = 0), bfloat16 <-> float and bfloat16 -> int32_t, int16_t -> half and
 * float, int8_t / uint8_t -> half, int32_t -> int16_t with saturation on
 * and off (then the low 16 bits), and int32_t -> half through
 * set_deqscale(1.0) + vconv_deq.  Every rounding mode each has, on ties,
 * -0.0, +-inf, NaN and the range ends.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"
#include "cvt-test.h"

#define IMAX 0x7fffffffu
#define IMIN 0x80000000u
#define M8(x) ((uint32_t)(x)&0xffu)
#define M16(x) ((uint32_t)(x)&0xffffu)

/* one of the five rounding modes of PFX (vconv_xxx) on (d, s), one repeat */
#define CV5(pfx, d, s, m, dr, sr)                                                                  \
    do {                                                                                           \
        cvt_to_v();                                                                                \
        switch (m) {                                                                               \
        case 0: pfx##r(d, s, 1, 1, 1, dr, sr); break;                                              \
        case 1: pfx##a(d, s, 1, 1, 1, dr, sr); break;                                              \
        case 2: pfx##f(d, s, 1, 1, 1, dr, sr); break;                                              \
        case 3: pfx##c(d, s, 1, 1, 1, dr, sr); break;                                              \
        default: pfx##z(d, s, 1, 1, 1, dr, sr); break;                                             \
        }                                                                                          \
        cvt_to_s();                                                                                \
    } while (0)

/* half -> int8_t: 127.5 -128.5 -129 3.5 -0.0 inf -inf 1.5 */
static const uint32_t h2s8_in[8] = {0x57f8, 0xd804, 0xd808, 0x4300, 0x8000, 0x7c00, 0xfc00, 0x3e00};
static const uint32_t h2s8_want[5][8] = {
    {127, M8(-128), M8(-128), 4, 0, 127, M8(-128), 2}, /* r: 127.5 -> 128 saturates */
    {127, M8(-128), M8(-128), 4, 0, 127, M8(-128), 2}, /* a */
    {127, M8(-128), M8(-128), 3, 0, 127, M8(-128), 1}, /* f */
    {127, M8(-128), M8(-128), 4, 0, 127, M8(-128), 2}, /* c */
    {127, M8(-128), M8(-128), 3, 0, 127, M8(-128), 1}, /* z */
};
/* half -> uint8_t: 255.5 256 0.5 -0.0 1.5 2.5 inf */
static const uint32_t h2u8_in[7] = {0x5bfc, 0x5c00, 0x3800, 0x8000, 0x3e00, 0x4100, 0x7c00};
static const uint32_t h2u8_want[5][7] = {
    {255, 255, 0, 0, 2, 2, 255}, {255, 255, 1, 0, 2, 3, 255}, {255, 255, 0, 0, 1, 2, 255},
    {255, 255, 1, 0, 2, 3, 255}, {255, 255, 0, 0, 1, 2, 255},
};
/* half -> int16_t: 65504 -65504 1.5 -2.5 -inf */
static const uint32_t h2s16_in[5] = {0x7bff, 0xfbff, 0x3e00, 0xc100, 0xfc00};
static const uint32_t h2s16_want[5][5] = {
    {32767, M16(-32768), 2, M16(-2), M16(-32768)}, {32767, M16(-32768), 2, M16(-3), M16(-32768)},
    {32767, M16(-32768), 1, M16(-3), M16(-32768)}, {32767, M16(-32768), 2, M16(-2), M16(-32768)},
    {32767, M16(-32768), 1, M16(-2), M16(-32768)},
};
/* half -> int32_t: 65504 0.5 -0.5 2.5 -inf */
static const uint32_t h2s32_in[5] = {0x7bff, 0x3800, 0xb800, 0x4100, 0xfc00};
static const uint32_t h2s32_want[5][5] = {
    {65504, 0, 0, 2, IMIN}, {65504, 1, (uint32_t)-1, 3, IMIN}, {65504, 0, (uint32_t)-1, 2, IMIN},
    {65504, 1, 0, 3, IMIN}, {65504, 0, 0, 2, IMIN},
};
/* float -> int16_t: 40000.5 -1.5 2.5 -40000.5 */
static const uint32_t f2s16_in[4] = {0x471c4080, 0xbfc00000, 0x40200000, 0xc71c4080};
static const uint32_t f2s16_want[5][4] = {
    {32767, M16(-2), 2, M16(-32768)}, {32767, M16(-2), 3, M16(-32768)},
    {32767, M16(-2), 2, M16(-32768)}, {32767, M16(-1), 3, M16(-32768)},
    {32767, M16(-1), 2, M16(-32768)},
};
/* bfloat16 -> int32_t: 2^31 1.5 -1.5 -2^31 -inf */
static const uint32_t b2s32_in[5] = {0x4f00, 0x3fc0, 0xbfc0, 0xcf00, 0xff80};
static const uint32_t b2s32_want[5][5] = {
    {IMAX, 2, (uint32_t)-2, IMIN, IMIN}, {IMAX, 2, (uint32_t)-2, IMIN, IMIN},
    {IMAX, 1, (uint32_t)-2, IMIN, IMIN}, {IMAX, 2, (uint32_t)-1, IMIN, IMIN},
    {IMAX, 1, (uint32_t)-1, IMIN, IMIN},
};
/* float -> bfloat16: 0.5+2^-9+2^-11 FLT_MAX NaN -inf -0.0 */
static const uint32_t f2b_in[5] = {0x3f00a000, 0x7f7fffff, 0x7fc00000, 0xff800000, 0x80000000};
static const uint32_t f2b_want[5][5] = {
    {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000}, {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000},
    {0x3f00, 0x7f7f, CVT_NANBF, 0xff80, 0x8000}, {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000},
    {0x3f00, 0x7f7f, CVT_NANBF, 0xff80, 0x8000},
};
/* bfloat16 -> float, exact: 1.5 -inf the smallest denormal NaN */
static const uint32_t b2f_in[4] = {0x3fc0, 0xff80, 0x0001, 0x7fc0};
static const uint32_t b2f_want[4] = {0x3fc00000, 0xff800000, 0x00010000, CVT_NAN32};
/* int16_t -> half: 4098 -4098 2049 -32768 32767 */
static const uint32_t s2h_in[5] = {4098, M16(-4098), 2049, M16(-32768), 32767};
static const uint32_t s2h_want[5][5] = {
    {0x6c00, 0xec00, 0x6800, 0xf800, 0x7800}, /* r, and no suffix */
    {0x6c01, 0xec01, 0x6801, 0xf800, 0x7800}, /* a */
    {0x6c00, 0xec01, 0x6800, 0xf800, 0x77ff}, /* f */
    {0x6c01, 0xec00, 0x6801, 0xf800, 0x7800}, /* c */
    {0x6c00, 0xec00, 0x6800, 0xf800, 0x77ff}, /* z */
};
/* int16_t -> float, exact: -32768 32767 -1 */
static const uint32_t s2f_in[3] = {M16(-32768), 32767, M16(-1)};
static const uint32_t s2f_want[3] = {0xc7000000, 0x46fffe00, 0xbf800000};
/* int8_t -> half: -128 127 -1 0; uint8_t -> half: 255 128 1 0 */
static const uint32_t s8h_in[4] = {M8(-128), 127, M8(-1), 0};
static const uint32_t s8h_want[4] = {0xd800, 0x57f0, 0xbc00, 0};
static const uint32_t u8h_in[4] = {255, 128, 1, 0};
static const uint32_t u8h_want[4] = {0x5bf8, 0x5800, 0x3c00, 0};
/* int32_t -> int16_t: 70000 -70000 -5 32768 */
static const uint32_t i2s_in[4] = {70000, (uint32_t)-70000, (uint32_t)-5, 32768};
static const uint32_t i2s_sat[4] = {32767, M16(-32768), M16(-5), 32767};
static const uint32_t i2s_low[4] = {0x1170, 0xee90, M16(-5), 0x8000}; /* the low 16 bits */
/* int32_t -> half (vconv_deq, scale 1.0): 2048 -7 65504 0 -2048 */
static const uint32_t deq_in[5] = {2048, (uint32_t)-7, 65504, 0, (uint32_t)-2048};
static const uint32_t deq_want[5] = {0x6800, 0xc700, 0x7bff, 0, 0xe800};

static void kernel(void)
{
    __ubuf__ half *h = PGR_UB(half, 0x000);     /* 128 halves */
    __ubuf__ int8_t *b = PGR_UB(int8_t, 0x100); /* 128 bytes */
    __ubuf__ uint8_t *u = PGR_UB(uint8_t, 0x200);
    __ubuf__ int16_t *s = PGR_UB(int16_t, 0x300); /* 128 shorts */
    __ubuf__ int32_t *i = PGR_UB(int32_t, 0x400); /* 64 ints */
    __ubuf__ float *f = PGR_UB(float, 0x500);
    __ubuf__ bfloat16_t *bf = PGR_UB(bfloat16_t, 0x600);
    __ubuf__ half *h2 = PGR_UB(half, 0x700);
    int m;

    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset0(get_ctrl(), 59)); /* saturation on */

    /* 16 -> 8 bits: 128 elements a repeat, the byte side's stride 4 */
    cvt_put(h, 2, h2s8_in, 8, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s8, b, h, m, 4, 8);
        cvt_want("half -> int8_t", b, 1, h2s8_want[m], 8);
    }
    cvt_put(h, 2, h2u8_in, 7, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162u8, u, h, m, 4, 8);
        cvt_want("half -> uint8_t", u, 1, h2u8_want[m], 7);
    }
    cvt_put(h, 2, h2s16_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s16, s, h, m, 8, 8);
        cvt_want("half -> int16_t", s, 2, h2s16_want[m], 5);
    }
    /* 16 -> 32 bits: 64 elements a repeat, the half side's stride 4 */
    cvt_put(h, 2, h2s32_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s32, i, h, m, 8, 4);
        cvt_want("half -> int32_t", i, 4, h2s32_want[m], 5);
    }
    cvt_put(f, 4, f2s16_in, 4, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f322s16, s, f, m, 4, 8);
        cvt_want("float -> int16_t", s, 2, f2s16_want[m], 4);
    }
    cvt_put(bf, 2, b2s32_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_bf162s32, i, bf, m, 8, 4);
        cvt_want("bfloat16 -> int32_t", i, 4, b2s32_want[m], 5);
    }
    cvt_put(f, 4, f2b_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f322bf16, bf, f, m, 4, 8);
        cvt_want("float -> bfloat16", bf, 2, f2b_want[m], 5);
    }
    cvt_put(bf, 2, b2f_in, 4, 64);
    cvt_to_v();
    vconv_bf162f32(f, bf, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("bfloat16 -> float", f, 4, b2f_want, 4);

    cvt_put(s, 2, s2h_in, 5, 128);
    for (m = 0; m < 6; m++) {
        if (m < 5) {
            CV5(vconv_s162f16, h2, s, m, 8, 8);
        } else {
            cvt_to_v();
            vconv_s162f16(h2, s, 1, 1, 1, 8, 8);
            cvt_to_s();
        }
        cvt_want("int16_t -> half", h2, 2, s2h_want[m == 5 ? 0 : m], 5);
    }
    cvt_put(s, 2, s2f_in, 3, 64);
    cvt_to_v();
    vconv_s162f32(f, s, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("int16_t -> float", f, 4, s2f_want, 3);

    cvt_put(b, 1, s8h_in, 4, 128);
    cvt_put(u, 1, u8h_in, 4, 128);
    cvt_to_v();
    vconv_s82f16(h, b, 1, 1, 1, 8, 4);
    vconv_u82f16(h2, u, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("int8_t -> half", h, 2, s8h_want, 4);
    cvt_want("uint8_t -> half", h2, 2, u8h_want, 4);

    /* int32_t -> int16_t: saturating, then (CTRL bit 59 = 1) the low bits */
    cvt_put(i, 4, i2s_in, 4, 64);
    cvt_to_v();
    vconv_s322s16(s, i, 1, 1, 1, 4, 8);
    cvt_to_s();
    cvt_want("int32_t -> int16_t, saturating", s, 2, i2s_sat, 4);
    cvt_to_v();
    set_ctrl(sbitset1(get_ctrl(), 59));
    vconv_s322s16(s, i, 1, 1, 1, 4, 8);
    set_ctrl(sbitset0(get_ctrl(), 59));
    cvt_to_s();
    cvt_want("int32_t -> int16_t, not saturating", s, 2, i2s_low, 4);

    /* int32_t -> half as pto-isa's TCvt: DEQSCALE 1.0, a barrier, vconv_deq */
    cvt_put(i, 4, deq_in, 5, 64);
    cvt_to_v();
    set_deqscale((half)1.0);
    pipe_barrier(PIPE_V);
    vconv_deq(h, i, 1, 1, 1, 4, 8);
    cvt_to_s();
    cvt_want("int32_t -> half (vconv_deq)", h, 2, deq_want, 5);

    cvt_to_v();
    set_ctrl(sbitset0(get_ctrl(), 59)); /* as found: 0 */
}
