/* The values of the A5 conversions in registers, bit for bit, against the
 * hand-derived constants the A2/A3 tests check (cvt-test.h): float ->
 * half in every rounding mode (vcvt ROUND_*, RS_DISABLE, PART_EVEN, then
 * a PK_B32 store) and saturating (RS_ENABLE: the largest finite for
 * overflow and inf, 0 for NaN), float -> int32_t saturating and not (inf
 * to the extremes, NaN to 0 either way, as CANN's A5 pages say), vtrc to
 * integral floats, half -> float from the even lanes (an UNPK_B16 load)
 * and from the odd lanes.  Saturation per instruction: CTRL bit 60
 * cleared, and restored.  Must run clean. */
#include "a5.h"
#include "sim-test.h"
#include "cvt-test.h"

/* every rounding mode in one loop: the simulator's tokens (in C++ a
 * ROUND_* tag is a type, as in the compiler; SIM_A5_TOK maps it) */
static const int rnd[6] = {SIM_A5_TOK(ROUND_R), SIM_A5_TOK(ROUND_A), SIM_A5_TOK(ROUND_F),
    SIM_A5_TOK(ROUND_C), SIM_A5_TOK(ROUND_Z), SIM_A5_TOK(ROUND_O)};

/* float -> half, saturating: 70000 -70000 inf -inf NaN 65520 1.5 */
static const uint32_t f2h_sat_in[7] = {0x4788b800, 0xc788b800, 0x7f800000, 0xff800000,
                                       0x7fc00000, 0x477ff000, 0x3fc00000};
static const uint32_t f2h_sat_want[7] = {0x7bff, 0xfbff, 0x7bff, 0xfbff, 0x0000, 0x7bff, 0x3e00};
/* float -> int32_t without saturation: inf -inf NaN -NaN 1.5 -2^31 */
static const uint32_t f2i_nosat_in[6] = {0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
                                         0x3fc00000, 0xcf000000};
static const uint32_t f2i_nosat_want[6] = {CVT_IMAX, CVT_IMIN, 0, 0, 2, CVT_IMIN};
/* float -> int32_t, saturating: NaN -NaN -> 0 */
static const uint32_t nan_in[2] = {0x7fc00000, 0xffc00001};
static const uint32_t nan_want[2] = {0, 0};
/* half: 1 2^-24 65504 -inf -0.0 -(1023 * 2^-24) 2^-14 NaN */
static const uint32_t h_in[8] = {0x3c00, 0x0001, 0x7bff, 0xfc00, 0x8000, 0x83ff, 0x0400, 0x7e00};
static const uint32_t h2f_want[8] = {0x3f800000, 0x33800000, 0x477fe000, 0xff800000,
                                     0x80000000, 0xb87fc000, 0x38800000, CVT_NAN32};
/* the odd lanes of the same register: 2^-24 -inf -(1023 * 2^-24) NaN */
static const uint32_t h2f_odd_want[4] = {0x33800000, 0xff800000, 0xb87fc000, CVT_NAN32};

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ half *h = PGR_UB(half, 0x100);
    __ubuf__ int32_t *i = PGR_UB(int32_t, 0x200);
    __ubuf__ float *y = PGR_UB(float, 0x300);
    __ubuf__ half *g = PGR_UB(half, 0x400);
    int m;

    set_ctrl(sbitset0(get_ctrl(), 60)); /* RS_ENABLE / RS_DISABLE decide */

    /* float -> half, not saturating: IEEE */
    cvt_put(x, 4, cvt_f2h_in, 18, 64);
    for (m = 0; m < 6; m++) {
        cvt_to_v();
        __VEC_SCOPE__
        {
            vector_f32 a;
            vector_f16 o;
            vector_bool p = pset_b32(PAT_ALL);
            vlds(a, x, 0, NORM);
            vcvt(o, a, p, rnd[m], RS_DISABLE, PART_EVEN);
            vsts(o, h, 0, PK_B32, p);
        }
        cvt_to_s();
        cvt_want("float -> half", h, 2, cvt_f2h_want[m], 18);
    }
    /* saturating */
    cvt_put(x, 4, f2h_sat_in, 7, 64);
    cvt_to_v();
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_f16 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_ENABLE, PART_EVEN);
        vsts(o, h, 0, PK_B32, p);
    }
    cvt_to_s();
    cvt_want("float -> half, saturating", h, 2, f2h_sat_want, 7);

    /* float -> int32_t, saturating */
    cvt_put(x, 4, cvt_f2i_in, 14, 64);
    for (m = 0; m < 5; m++) {
        cvt_to_v();
        __VEC_SCOPE__
        {
            vector_f32 a;
            vector_s32 o;
            vector_bool p = pset_b32(PAT_ALL);
            vlds(a, x, 0, NORM);
            vcvt(o, a, p, rnd[m], RS_ENABLE);
            vsts(o, i, 0, NORM_B32, p);
        }
        cvt_to_s();
        cvt_want("float -> int32_t", i, 4, cvt_f2i_want[m], 14);
    }
    cvt_put(x, 4, nan_in, 2, 64);
    cvt_to_v();
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_s32 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_Z, RS_ENABLE);
        vsts(o, i, 0, NORM_B32, p);
    }
    cvt_to_s();
    cvt_want("NaN -> int32_t", i, 4, nan_want, 2);
    /* not saturating: only in-range values, inf and NaN are documented */
    cvt_put(x, 4, f2i_nosat_in, 6, 64);
    cvt_to_v();
    __VEC_SCOPE__
    {
        vector_f32 a;
        vector_s32 o;
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(o, a, p, ROUND_R, RS_DISABLE);
        vsts(o, i, 0, NORM_B32, p);
    }
    cvt_to_s();
    cvt_want("float -> int32_t, not saturating", i, 4, f2i_nosat_want, 6);

    /* vtrc: float -> integral float */
    cvt_put(x, 4, cvt_f2f_in, 7, 64);
    for (m = 0; m < 5; m++) {
        cvt_to_v();
        __VEC_SCOPE__
        {
            vector_f32 a, o;
            vector_bool p = pset_b32(PAT_ALL);
            vlds(a, x, 0, NORM);
            vtrc(o, a, rnd[m], p);
            vsts(o, y, 0, NORM_B32, p);
        }
        cvt_to_s();
        cvt_want("vtrc", y, 4, cvt_f2f_want[m], 7);
    }

    /* half -> float: element j of an UNPK_B16 load sits in lane 2j, and
     * PART_EVEN takes the even lanes; PART_ODD of a NORM load takes
     * elements 1, 3, 5, ... */
    cvt_put(g, 2, h_in, 8, 128);
    cvt_to_v();
    __VEC_SCOPE__
    {
        vector_f16 a, b;
        vector_f32 o, q;
        vector_bool p16 = pset_b16(PAT_ALL), p32 = pset_b32(PAT_ALL);
        vlds(a, g, 0, UNPK_B16);
        vcvt(o, a, p16, PART_EVEN);
        vsts(o, y, 0, NORM_B32, p32);
        vlds(b, g, 0, NORM);
        vcvt(q, b, p16, PART_ODD);
        vsts(q, x, 0, NORM_B32, p32);
    }
    cvt_to_s();
    cvt_want("half -> float, UNPK_B16 and PART_EVEN", y, 4, h2f_want, 8);
    cvt_want("half -> float, PART_ODD", x, 4, h2f_odd_want, 4);

    cvt_to_v();
    set_ctrl(sbitset1(get_ctrl(), 60));
}
