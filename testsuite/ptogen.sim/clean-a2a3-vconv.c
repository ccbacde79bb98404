/* The values of the A2/A3 conversions, bit for bit, against constants
 * derived by hand from the rounding rules (sim/README.md, "Conversions"):
 * every rounding mode of float -> half, float -> int32_t, int32_t ->
 * float and float -> integral float, on the ties +-0.5, +-1.5, +-2.5, on
 * -0.0, NaN, +-inf, half's largest value, the halfway point above it
 * (65520) and beyond (+-70000), half denormals (2^-25 is halfway to the
 * smallest one) and INT_MIN / INT_MAX; half -> float exactly.
 * Float -> int saturates: CTRL bit 59 cleared and restored as pto-isa's
 * a2a3/TCvt.hpp does.  One repeat each (64 elements).  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"
#include "cvt-test.h"

#define IMAX 0x7fffffffu
#define IMIN 0x80000000u

/* float -> half: 0.5 -0.5 1.5 -1.5 2.5 -2.5 -0.0 NaN inf -inf 65504 65520
 * 70000 -70000 2^-25 2^-25(1+2^-23) 0.5+2^-12 -(0.5+2^-12) */
static const uint32_t f2h_in[18] = {0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000,
                                    0xc0200000, 0x80000000, 0x7fc00000, 0x7f800000, 0xff800000,
                                    0x477fe000, 0x477ff000, 0x4788b800, 0xc788b800, 0x33000000,
                                    0x33000001, 0x3f001000, 0xbf001000};
#define F2H_SAME                                                                                   \
    0x3800, 0xb800, 0x3e00, 0xbe00, 0x4100, 0xc100, 0x8000, CVT_NAN16, 0x7c00, 0xfc00, 0x7bff
static const uint32_t f2h_want[6][18] = {
    /* r: 65520 is halfway, and 65504's last bit is 1: up, to inf; 2^-25 halfway to 0 */
    {F2H_SAME, 0x7c00, 0x7c00, 0xfc00, 0x0000, 0x0001, 0x3800, 0xb800},
    /* a: halfway away from zero */
    {F2H_SAME, 0x7c00, 0x7c00, 0xfc00, 0x0001, 0x0001, 0x3801, 0xb801},
    /* f: overflow of a positive value to the largest finite */
    {F2H_SAME, 0x7bff, 0x7bff, 0xfc00, 0x0000, 0x0000, 0x3800, 0xb801},
    /* c */
    {F2H_SAME, 0x7c00, 0x7c00, 0xfbff, 0x0001, 0x0001, 0x3801, 0xb800},
    /* z: trunc of 70000 is 65504 */
    {F2H_SAME, 0x7bff, 0x7bff, 0xfbff, 0x0000, 0x0000, 0x3800, 0xb800},
    /* o: round to odd (truncate, then set the last bit if inexact) */
    {F2H_SAME, 0x7bff, 0x7bff, 0xfbff, 0x0001, 0x0001, 0x3801, 0xb801},
};

/* float -> int32_t: 0.5 -0.5 1.5 -1.5 2.5 -2.5 -0.0 inf -inf 2^31 -2^31
 * 2147483520 (the float below 2^31) -2147483904 (the float below -2^31)
 * 2^22+0.5 */
static const uint32_t f2i_in[14] = {0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000,
                                    0xc0200000, 0x80000000, 0x7f800000, 0xff800000, 0x4f000000,
                                    0xcf000000, 0x4effffff, 0xcf000001, 0x4a800001};
#define F2I_SAT 0, IMAX, IMIN, IMAX, IMIN, 2147483520u, IMIN
static const uint32_t f2i_want[5][14] = {
    {0, 0, 2, (uint32_t)-2, 2, (uint32_t)-2, F2I_SAT, 4194304},                   /* r */
    {1, (uint32_t)-1, 2, (uint32_t)-2, 3, (uint32_t)-3, F2I_SAT, 4194305},        /* a */
    {0, (uint32_t)-1, 1, (uint32_t)-2, 2, (uint32_t)-3, F2I_SAT, 4194304},        /* f */
    {1, 0, 2, (uint32_t)-1, 3, (uint32_t)-2, F2I_SAT, 4194305},                   /* c */
    {0, 0, 1, (uint32_t)-1, 2, (uint32_t)-2, F2I_SAT, 4194304},                   /* z */
};

/* int32_t -> float: 2^25+3 -(2^25+3) INT_MIN INT_MAX 0 -1 */
static const uint32_t i2f_in[6] = {33554435u, (uint32_t)-33554435, IMIN, IMAX, 0, (uint32_t)-1};
static const uint32_t i2f_want[5][6] = {
    {0x4c000001, 0xcc000001, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* r, and no suffix */
    {0x4c000001, 0xcc000001, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* a */
    {0x4c000000, 0xcc000001, 0xcf000000, 0x4effffff, 0, 0xbf800000}, /* f */
    {0x4c000001, 0xcc000000, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* c */
    {0x4c000000, 0xcc000000, 0xcf000000, 0x4effffff, 0, 0xbf800000}, /* z */
};

/* float -> integral float: -0.5 2.5 2^23+1 -2.5 NaN -inf 0.0 */
static const uint32_t f2f_in[7] = {0xbf000000, 0x40200000, 0x4b000001, 0xc0200000,
                                   0x7fc00000, 0xff800000, 0};
static const uint32_t f2f_want[5][7] = {
    {0x80000000, 0x40000000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* r: -0.0 */
    {0xbf800000, 0x40400000, 0x4b000001, 0xc0400000, CVT_NAN32, 0xff800000, 0}, /* a */
    {0xbf800000, 0x40000000, 0x4b000001, 0xc0400000, CVT_NAN32, 0xff800000, 0}, /* f */
    {0x80000000, 0x40400000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* c */
    {0x80000000, 0x40000000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* z */
};

/* half -> float, exact: 1 2^-24 65504 -inf -0.0 -(1023 * 2^-24) 2^-14 NaN */
static const uint32_t h2f_in[8] = {0x3c00, 0x0001, 0x7bff, 0xfc00, 0x8000, 0x83ff, 0x0400, 0x7e00};
static const uint32_t h2f_want[8] = {0x3f800000, 0x33800000, 0x477fe000, 0xff800000,
                                     0x80000000, 0xb87fc000, 0x38800000, CVT_NAN32};

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ half *h = PGR_UB(half, 0x100);
    __ubuf__ int32_t *i = PGR_UB(int32_t, 0x200);
    __ubuf__ float *y = PGR_UB(float, 0x300);
    uint64_t saved;
    int m;

    set_mask_norm();
    set_vector_mask(-1, -1);
    /* saturation on for float -> int, as TCvt: remember, set, restore */
    saved = get_ctrl();
    set_ctrl(sbitset0(get_ctrl(), 59));

    /* float -> half: one 64-element repeat, the half side's stride scaled */
    cvt_put(x, 4, f2h_in, 18, 64);
    for (m = 0; m < 6; m++) {
        cvt_to_v();
        switch (m) {
        case 0: vconv_f322f16r(h, x, 1, 1, 1, 4, 8); break;
        case 1: vconv_f322f16a(h, x, 1, 1, 1, 4, 8); break;
        case 2: vconv_f322f16f(h, x, 1, 1, 1, 4, 8); break;
        case 3: vconv_f322f16c(h, x, 1, 1, 1, 4, 8); break;
        case 4: vconv_f322f16z(h, x, 1, 1, 1, 4, 8); break;
        default: vconv_f322f16o(h, x, 1, 1, 1, 4, 8); break;
        }
        cvt_to_s();
        cvt_want("float -> half", h, 2, f2h_want[m], 18);
    }

    /* float -> int32_t, saturating */
    cvt_put(x, 4, f2i_in, 14, 64);
    for (m = 0; m < 5; m++) {
        cvt_to_v();
        switch (m) {
        case 0: vconv_f322s32r(i, x, 1, 1, 1, 8, 8); break;
        case 1: vconv_f322s32a(i, x, 1, 1, 1, 8, 8); break;
        case 2: vconv_f322s32f(i, x, 1, 1, 1, 8, 8); break;
        case 3: vconv_f322s32c(i, x, 1, 1, 1, 8, 8); break;
        default: vconv_f322s32z(i, x, 1, 1, 1, 8, 8); break;
        }
        cvt_to_s();
        cvt_want("float -> int32_t", i, 4, f2i_want[m], 14);
    }

    /* int32_t -> float; no suffix rounds as r (CAST_NONE) */
    cvt_put(i, 4, i2f_in, 6, 64);
    for (m = 0; m < 6; m++) {
        cvt_to_v();
        switch (m) {
        case 0: vconv_s322f32r(y, i, 1, 1, 1, 8, 8); break;
        case 1: vconv_s322f32a(y, i, 1, 1, 1, 8, 8); break;
        case 2: vconv_s322f32f(y, i, 1, 1, 1, 8, 8); break;
        case 3: vconv_s322f32c(y, i, 1, 1, 1, 8, 8); break;
        case 4: vconv_s322f32z(y, i, 1, 1, 1, 8, 8); break;
        default: vconv_s322f32(y, i, 1, 1, 1, 8, 8); break;
        }
        cvt_to_s();
        cvt_want("int32_t -> float", y, 4, i2f_want[m == 5 ? 0 : m], 6);
    }

    /* float -> integral float (pto-isa's TREM / TFMOD floor and trunc) */
    cvt_put(x, 4, f2f_in, 7, 64);
    for (m = 0; m < 5; m++) {
        cvt_to_v();
        switch (m) {
        case 0: vconv_f322f32r(y, x, 1, 1, 1, 8, 8); break;
        case 1: vconv_f322f32a(y, x, 1, 1, 1, 8, 8); break;
        case 2: vconv_f322f32f(y, x, 1, 1, 1, 8, 8); break;
        case 3: vconv_f322f32c(y, x, 1, 1, 1, 8, 8); break;
        default: vconv_f322f32z(y, x, 1, 1, 1, 8, 8); break;
        }
        cvt_to_s();
        cvt_want("float -> integral float", y, 4, f2f_want[m], 7);
    }

    /* half -> float: exact; the half side's stride scaled */
    cvt_put(h, 2, h2f_in, 8, 64);
    cvt_to_v();
    vconv_f162f32(y, h, 1, 1, 1, 8, 4);
    cvt_to_s();
    cvt_want("half -> float", y, 4, h2f_want, 8);

    cvt_to_v();
    if (saved & (1ull << 59))
        set_ctrl(sbitset1(get_ctrl(), 59));
    else
        set_ctrl(sbitset0(get_ctrl(), 59));
}
