/* The values of the other A5 conversions pto-isa's a5/TCvt.hpp makes
 * between ptogen's types, bit for bit against the constants the A2/A3
 * tests check (cvt-test.h), each in the operand form TCvt.hpp writes:
 * 16 -> 8 bits (ROUND_*, RS_*, PART_EVEN, then a PK_B16 store), 16 -> 32
 * bits from an UNPK_B16 load, 32 -> 16 bits through PK_B32, same-width
 * pairs, bfloat16 -> half (RS_*, ROUND_*), 8 -> 16 bits from an UNPK_B8
 * load, int8 -> int32 from an UNPK4_B8 load (PART_P0), and the integer narrowings saturating (RS_ENABLE) and keeping the
 * low bits (RS_DISABLE).  CTRL bit 60 cleared, and restored.  Must run
 * clean. */
#include "a5.h"
#include "sim-test.h"
#include "cvt-test.h"

/* every rounding mode in one loop: the simulator's tokens (in C++ a
 * ROUND_* tag is a type, as in the compiler; SIM_A5_TOK maps it) */
static const int rnd[5] = {SIM_A5_TOK(ROUND_R), SIM_A5_TOK(ROUND_A), SIM_A5_TOK(ROUND_F),
    SIM_A5_TOK(ROUND_C), SIM_A5_TOK(ROUND_Z)};

/* one whole-register conversion: load SRC (SREG, distribution SD) with
 * predicate PS of the source's width, convert, store into DST (DREG,
 * distribution DD, predicate PD); the vcvt's trailing operands last */
#define CVT1(SREG, src, SD, PS, DREG, dst, DD, PD, ...)                                            \
    do {                                                                                           \
        cvt_to_v();                                                                                \
        __VEC_SCOPE__                                                                              \
        {                                                                                          \
            SREG a;                                                                                \
            DREG o;                                                                                \
            vector_bool ps = PS, pd = PD;                                                          \
            vlds(a, src, 0, SD);                                                                   \
            vcvt(o, a, ps, __VA_ARGS__);                                                           \
            vsts(o, dst, 0, DD, pd);                                                               \
        }                                                                                          \
        cvt_to_s();                                                                                \
    } while (0)
#define B8 pset_b8(PAT_ALL)
#define B16 pset_b16(PAT_ALL)
#define B32 pset_b32(PAT_ALL)

/* half -> int32_t also gives 0 for NaN (no saturation operand: it cannot
 * overflow) */
static const uint32_t hnan_in[2] = {0x7e00, 0xfe01};
static const uint32_t hnan_want[2] = {0, 0};
/* bfloat16 -> half: 1.5 65536 2^-24 -inf NaN */
static const uint32_t b2h_in[5] = {0x3fc0, 0x4780, 0x3380, 0xff80, 0x7fc0};
static const uint32_t b2h_want[5] = {0x3e00, 0x7c00, 0x0001, 0xfc00, CVT_NAN16};
static const uint32_t b2h_sat_want[5] = {0x3e00, 0x7bff, 0x0001, 0xfbff, 0};
/* int16_t -> int32_t: -32768 7; -> uint32_t: -5 (negatives become 0) 7 */
static const uint32_t s2i_in[2] = {CVT_M16(-32768), 7};
static const uint32_t s2i_want[2] = {0xffff8000, 7};
static const uint32_t s2u_in[2] = {CVT_M16(-5), 7};
static const uint32_t s2u_want[2] = {0, 7};
/* int8_t -> int16_t: -128 127; uint8_t -> uint16_t: 255 0 */
static const uint32_t s8s_in[2] = {CVT_M8(-128), 127};
static const uint32_t s8s_want[2] = {0xff80, 127};
/* int8_t -> int32_t (1:4): -128 -1 0 127, sign-extended */
static const uint32_t s8i_in[4] = {CVT_M8(-128), CVT_M8(-1), 0, 127};
static const uint32_t s8i_want[4] = {0xffffff80u, 0xffffffffu, 0, 127};
static const uint32_t u8u_in[2] = {255, 0};
static const uint32_t u8u_want[2] = {255, 0};
/* int32_t -> uint16_t: 70000 5 65535 */
static const uint32_t i2u_in[3] = {70000, 5, 65535};
static const uint32_t i2u_sat[3] = {65535, 5, 65535};
static const uint32_t i2u_low[3] = {0x1170, 5, 0xffff};
/* uint32_t -> int16_t: 0xffffffff 40000 7; -> uint16_t: 0xffffffff 70000 */
static const uint32_t u2s_in[3] = {0xffffffffu, 40000, 7};
static const uint32_t u2s_sat[3] = {32767, 32767, 7};
static const uint32_t u2s_low[3] = {0xffff, 0x9c40, 7};
static const uint32_t u2u_in[2] = {0xffffffffu, 70000};
static const uint32_t u2u_sat[2] = {0xffff, 0xffff};
static const uint32_t u2u_low[2] = {0xffff, 0x1170};
/* int16_t -> uint8_t: 300 7 255 */
static const uint32_t s2u8_in[3] = {300, 7, 255};
static const uint32_t s2u8_sat[3] = {255, 7, 255};
static const uint32_t s2u8_low[3] = {44, 7, 255};

static void kernel(void)
{
    __ubuf__ half *g = PGR_UB(half, 0x000);
    __ubuf__ int8_t *b = PGR_UB(int8_t, 0x100);
    __ubuf__ uint8_t *u = PGR_UB(uint8_t, 0x200);
    __ubuf__ int16_t *s = PGR_UB(int16_t, 0x300);
    __ubuf__ int32_t *i = PGR_UB(int32_t, 0x400);
    __ubuf__ float *f = PGR_UB(float, 0x500);
    __ubuf__ bfloat16_t *bf = PGR_UB(bfloat16_t, 0x600);
    __ubuf__ half *h = PGR_UB(half, 0x700);
    __ubuf__ uint16_t *us = PGR_UB(uint16_t, 0x800);
    __ubuf__ uint32_t *ui = PGR_UB(uint32_t, 0x900);
    int m;

    set_ctrl(sbitset0(get_ctrl(), 60));

    /* half -> int8_t, uint8_t: PART_EVEN writes byte lane 2j, PK_B16 packs */
    cvt_put(g, 2, cvt_h2s8_in, 8, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f16, g, NORM, B16, vector_s8, b, PK_B16, B16, rnd[m], RS_ENABLE, PART_EVEN);
        cvt_want("half -> int8_t", b, 1, cvt_h2s8_want[m], 8);
    }
    cvt_put(g, 2, cvt_h2u8_in, 7, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f16, g, NORM, B16, vector_u8, u, PK_B16, B16, rnd[m], RS_ENABLE, PART_EVEN);
        cvt_want("half -> uint8_t", u, 1, cvt_h2u8_want[m], 7);
    }
    cvt_put(g, 2, cvt_h2s16_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f16, g, NORM, B16, vector_s16, s, NORM_B16, B16, rnd[m], RS_ENABLE);
        cvt_want("half -> int16_t", s, 2, cvt_h2s16_want[m], 5);
    }
    /* half -> int32_t from an UNPK_B16 load */
    cvt_put(g, 2, cvt_h2s32_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f16, g, UNPK_B16, B16, vector_s32, i, NORM_B32, B32, rnd[m], PART_EVEN);
        cvt_want("half -> int32_t", i, 4, cvt_h2s32_want[m], 5);
    }
    cvt_put(g, 2, hnan_in, 2, 128);
    CVT1(vector_f16, g, UNPK_B16, B16, vector_s32, i, NORM_B32, B32, ROUND_R, PART_EVEN);
    cvt_want("half NaN -> int32_t", i, 4, hnan_want, 2);
    /* float -> int16_t, bfloat16 */
    cvt_put(f, 4, cvt_f2s16_in, 4, 64);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f32, f, NORM, B32, vector_s16, s, PK_B32, B32, rnd[m], RS_ENABLE, PART_EVEN);
        cvt_want("float -> int16_t", s, 2, cvt_f2s16_want[m], 4);
    }
    cvt_put(f, 4, cvt_f2b_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CVT1(vector_f32, f, NORM, B32, vector_bf16, bf, PK_B32, B32, rnd[m], RS_DISABLE,
             PART_EVEN);
        cvt_want("float -> bfloat16", bf, 2, cvt_f2b_want[m], 5);
    }
    /* bfloat16 -> int32_t, float, half */
    cvt_put(bf, 2, cvt_b2s32_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_bf16, bf, UNPK_B16, B16, vector_s32, i, NORM_B32, B32, rnd[m], RS_ENABLE,
             PART_EVEN);
        cvt_want("bfloat16 -> int32_t", i, 4, cvt_b2s32_want[m], 5);
    }
    cvt_put(bf, 2, cvt_b2f_in, 4, 128);
    CVT1(vector_bf16, bf, UNPK_B16, B16, vector_f32, f, NORM_B32, B32, PART_EVEN);
    cvt_want("bfloat16 -> float", f, 4, cvt_b2f_want, 4);
    cvt_put(bf, 2, b2h_in, 5, 128);
    CVT1(vector_bf16, bf, NORM, B16, vector_f16, h, NORM_B16, B16, RS_DISABLE, ROUND_R);
    cvt_want("bfloat16 -> half", h, 2, b2h_want, 5);
    CVT1(vector_bf16, bf, NORM, B16, vector_f16, h, NORM_B16, B16, RS_ENABLE, ROUND_R);
    cvt_want("bfloat16 -> half, saturating", h, 2, b2h_sat_want, 5);

    /* int16_t -> half, float, int32_t, uint32_t */
    cvt_put(s, 2, cvt_s2h_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CVT1(vector_s16, s, NORM, B16, vector_f16, h, NORM_B16, B16, rnd[m]);
        cvt_want("int16_t -> half", h, 2, cvt_s2h_want[m], 5);
    }
    cvt_put(s, 2, cvt_s2f_in, 3, 128);
    CVT1(vector_s16, s, UNPK_B16, B16, vector_f32, f, NORM_B32, B32, PART_EVEN);
    cvt_want("int16_t -> float", f, 4, cvt_s2f_want, 3);
    cvt_put(s, 2, s2i_in, 2, 128);
    CVT1(vector_s16, s, UNPK_B16, B16, vector_s32, i, NORM_B32, B32, PART_EVEN);
    cvt_want("int16_t -> int32_t", i, 4, s2i_want, 2);
    cvt_put(s, 2, s2u_in, 2, 128);
    CVT1(vector_s16, s, UNPK_B16, B16, vector_u32, ui, NORM_B32, B32, PART_EVEN);
    cvt_want("int16_t -> uint32_t", ui, 4, s2u_want, 2);

    /* 8 -> 16 bits from an UNPK_B8 load */
    cvt_put(b, 1, cvt_s8h_in, 4, 256);
    CVT1(vector_s8, b, UNPK_B8, B8, vector_f16, h, NORM_B16, B16, PART_EVEN);
    cvt_want("int8_t -> half", h, 2, cvt_s8h_want, 4);
    cvt_put(u, 1, cvt_u8h_in, 4, 256);
    CVT1(vector_u8, u, UNPK_B8, B8, vector_f16, h, NORM_B16, B16, PART_EVEN);
    cvt_want("uint8_t -> half", h, 2, cvt_u8h_want, 4);
    cvt_put(b, 1, s8s_in, 2, 256);
    CVT1(vector_s8, b, UNPK_B8, B8, vector_s16, s, NORM_B16, B16, PART_EVEN);
    cvt_want("int8_t -> int16_t", s, 2, s8s_want, 2);
    cvt_put(u, 1, u8u_in, 2, 256);
    CVT1(vector_u8, u, UNPK_B8, B8, vector_u16, us, NORM_B16, B16, PART_EVEN);
    cvt_want("uint8_t -> uint16_t", us, 2, u8u_want, 2);
    /* 8 -> 32 bits from an UNPK4_B8 load, PART_P0 (a5/TDeQuant.hpp) */
    cvt_put(b, 1, s8i_in, 4, 256);
    CVT1(vector_s8, b, UNPK4_B8, B8, vector_s32, i, NORM_B32, B32, PART_P0);
    cvt_want("int8_t -> int32_t", i, 4, s8i_want, 4);

    /* int32_t -> float */
    cvt_put(i, 4, cvt_i2f_in, 6, 64);
    for (m = 0; m < 5; m++) {
        CVT1(vector_s32, i, NORM, B32, vector_f32, f, NORM_B32, B32, rnd[m]);
        cvt_want("int32_t -> float", f, 4, cvt_i2f_want[m], 6);
    }

    /* integer narrowings: saturating, then the low bits */
    cvt_put(i, 4, cvt_i2s_in, 4, 64);
    CVT1(vector_s32, i, NORM, B32, vector_s16, s, PK_B32, B32, RS_ENABLE, PART_EVEN);
    cvt_want("int32_t -> int16_t, saturating", s, 2, cvt_i2s_sat, 4);
    CVT1(vector_s32, i, NORM, B32, vector_s16, s, PK_B32, B32, RS_DISABLE, PART_EVEN);
    cvt_want("int32_t -> int16_t, low bits", s, 2, cvt_i2s_low, 4);
    cvt_put(i, 4, i2u_in, 3, 64);
    CVT1(vector_s32, i, NORM, B32, vector_u16, us, PK_B32, B32, RS_ENABLE, PART_EVEN);
    cvt_want("int32_t -> uint16_t, saturating", us, 2, i2u_sat, 3);
    CVT1(vector_s32, i, NORM, B32, vector_u16, us, PK_B32, B32, RS_DISABLE, PART_EVEN);
    cvt_want("int32_t -> uint16_t, low bits", us, 2, i2u_low, 3);
    cvt_put(ui, 4, u2s_in, 3, 64);
    CVT1(vector_u32, ui, NORM, B32, vector_s16, s, PK_B32, B32, RS_ENABLE, PART_EVEN);
    cvt_want("uint32_t -> int16_t, saturating", s, 2, u2s_sat, 3);
    CVT1(vector_u32, ui, NORM, B32, vector_s16, s, PK_B32, B32, RS_DISABLE, PART_EVEN);
    cvt_want("uint32_t -> int16_t, low bits", s, 2, u2s_low, 3);
    cvt_put(ui, 4, u2u_in, 2, 64);
    CVT1(vector_u32, ui, NORM, B32, vector_u16, us, PK_B32, B32, RS_ENABLE, PART_EVEN);
    cvt_want("uint32_t -> uint16_t, saturating", us, 2, u2u_sat, 2);
    CVT1(vector_u32, ui, NORM, B32, vector_u16, us, PK_B32, B32, RS_DISABLE, PART_EVEN);
    cvt_want("uint32_t -> uint16_t, low bits", us, 2, u2u_low, 2);
    cvt_put(s, 2, s2u8_in, 3, 128);
    CVT1(vector_s16, s, NORM, B16, vector_u8, u, PK_B16, B16, RS_ENABLE, PART_EVEN);
    cvt_want("int16_t -> uint8_t, saturating", u, 1, s2u8_sat, 3);
    CVT1(vector_s16, s, NORM, B16, vector_u8, u, PK_B16, B16, RS_DISABLE, PART_EVEN);
    cvt_want("int16_t -> uint8_t, low bits", u, 1, s2u8_low, 3);

    cvt_to_v();
    set_ctrl(sbitset1(get_ctrl(), 60));
}
