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
    cvt_put(x, 4, cvt_f2h_in, 18, 64);
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
        cvt_want("float -> half", h, 2, cvt_f2h_want[m], 18);
    }

    /* float -> int32_t, saturating */
    cvt_put(x, 4, cvt_f2i_in, 14, 64);
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
        cvt_want("float -> int32_t", i, 4, cvt_f2i_want[m], 14);
    }

    /* int32_t -> float; no suffix rounds as r (CAST_NONE) */
    cvt_put(i, 4, cvt_i2f_in, 6, 64);
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
        cvt_want("int32_t -> float", y, 4, cvt_i2f_want[m == 5 ? 0 : m], 6);
    }

    /* float -> integral float (pto-isa's TREM / TFMOD floor and trunc) */
    cvt_put(x, 4, cvt_f2f_in, 7, 64);
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
        cvt_want("float -> integral float", y, 4, cvt_f2f_want[m], 7);
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
