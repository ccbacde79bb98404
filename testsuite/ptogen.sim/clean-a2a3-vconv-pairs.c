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
    cvt_put(h, 2, cvt_h2s8_in, 8, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s8, b, h, m, 4, 8);
        cvt_want("half -> int8_t", b, 1, cvt_h2s8_want[m], 8);
    }
    cvt_put(h, 2, cvt_h2u8_in, 7, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162u8, u, h, m, 4, 8);
        cvt_want("half -> uint8_t", u, 1, cvt_h2u8_want[m], 7);
    }
    cvt_put(h, 2, cvt_h2s16_in, 5, 128);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s16, s, h, m, 8, 8);
        cvt_want("half -> int16_t", s, 2, cvt_h2s16_want[m], 5);
    }
    /* 16 -> 32 bits: 64 elements a repeat, the half side's stride 4 */
    cvt_put(h, 2, cvt_h2s32_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f162s32, i, h, m, 8, 4);
        cvt_want("half -> int32_t", i, 4, cvt_h2s32_want[m], 5);
    }
    cvt_put(f, 4, cvt_f2s16_in, 4, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f322s16, s, f, m, 4, 8);
        cvt_want("float -> int16_t", s, 2, cvt_f2s16_want[m], 4);
    }
    cvt_put(bf, 2, cvt_b2s32_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_bf162s32, i, bf, m, 8, 4);
        cvt_want("bfloat16 -> int32_t", i, 4, cvt_b2s32_want[m], 5);
    }
    cvt_put(f, 4, cvt_f2b_in, 5, 64);
    for (m = 0; m < 5; m++) {
        CV5(vconv_f322bf16, bf, f, m, 4, 8);
        cvt_want("float -> bfloat16", bf, 2, cvt_f2b_want[m], 5);
    }
    cvt_put(bf, 2, cvt_b2f_in, 4, 64);
    cvt_to_v();
    vconv_bf162f32(f, bf, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("bfloat16 -> float", f, 4, cvt_b2f_want, 4);

    cvt_put(s, 2, cvt_s2h_in, 5, 128);
    for (m = 0; m < 6; m++) {
        if (m < 5) {
            CV5(vconv_s162f16, h2, s, m, 8, 8);
        } else {
            cvt_to_v();
            vconv_s162f16(h2, s, 1, 1, 1, 8, 8);
            cvt_to_s();
        }
        cvt_want("int16_t -> half", h2, 2, cvt_s2h_want[m == 5 ? 0 : m], 5);
    }
    cvt_put(s, 2, cvt_s2f_in, 3, 64);
    cvt_to_v();
    vconv_s162f32(f, s, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("int16_t -> float", f, 4, cvt_s2f_want, 3);

    cvt_put(b, 1, cvt_s8h_in, 4, 128);
    cvt_put(u, 1, cvt_u8h_in, 4, 128);
    cvt_to_v();
    vconv_s82f16(h, b, 1, 1, 1, 8, 4);
    vconv_u82f16(h2, u, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("int8_t -> half", h, 2, cvt_s8h_want, 4);
    cvt_want("uint8_t -> half", h2, 2, cvt_u8h_want, 4);

    /* int32_t -> int16_t: saturating, then (CTRL bit 59 = 1) the low bits */
    cvt_put(i, 4, cvt_i2s_in, 4, 64);
    cvt_to_v();
    vconv_s322s16(s, i, 1, 1, 1, 4, 8);
    cvt_to_s();
    cvt_want("int32_t -> int16_t, saturating", s, 2, cvt_i2s_sat, 4);
    cvt_to_v();
    set_ctrl(sbitset1(get_ctrl(), 59));
    vconv_s322s16(s, i, 1, 1, 1, 4, 8);
    set_ctrl(sbitset0(get_ctrl(), 59));
    cvt_to_s();
    cvt_want("int32_t -> int16_t, not saturating", s, 2, cvt_i2s_low, 4);

    /* int32_t -> half as pto-isa's TCvt: DEQSCALE 1.0, a barrier, vconv_deq */
    cvt_put(i, 4, cvt_deq_in, 5, 64);
    cvt_to_v();
    set_deqscale((half)1.0);
    pipe_barrier(PIPE_V);
    vconv_deq(h, i, 1, 1, 1, 4, 8);
    cvt_to_s();
    cvt_want("int32_t -> half (vconv_deq)", h, 2, cvt_deq_want, 5);

    cvt_to_v();
    set_ctrl(sbitset0(get_ctrl(), 59)); /* as found: 0 */
}
