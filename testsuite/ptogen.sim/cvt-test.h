/* cvt-test.h - what the conversion tests (clean-a2a3-vconv*.c,
 * clean-a5-vcvt*.c) share: UB written and read by the scalar unit, with
 * the flags that hand UB from it to the vector pipe and back, and results
 * compared bit for bit with constants derived by hand.  Include after
 * sim-test.h.  A mismatch is printed to stderr, which fails the test.
 */
#ifndef PTOGEN_CVT_TEST_H
#define PTOGEN_CVT_TEST_H

#include <string.h>

#define CVT_FN static __attribute__((unused))
#define CVT_DATA static __attribute__((unused))

/* "any NaN" in an expected list, by format */
#define CVT_NAN16 0xfff10000u /* half */
#define CVT_NANBF 0xfff20000u /* bfloat16 */
#define CVT_NAN32 0xfff30000u /* float */

/* UB from the scalar unit to the vector pipe, and back */
CVT_FN void cvt_to_v(void)
{
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
}

CVT_FN void cvt_to_s(void)
{
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
}

/* N elements of SIZE bytes into UB at P, from BITS (then zeros up to
 * TOTAL elements) */
CVT_FN void cvt_put(void *p, unsigned size, const uint32_t *bits, unsigned n, unsigned total)
{
    unsigned i;
    for (i = 0; i < total; i++) {
        uint32_t v = i < n ? bits[i] : 0;
        uint8_t b = (uint8_t)v;
        uint16_t h = (uint16_t)v;
        if (size == 1)
            memcpy((unsigned char *)p + i, &b, 1);
        else if (size == 2)
            memcpy((unsigned char *)p + 2 * i, &h, 2);
        else
            memcpy((unsigned char *)p + 4 * i, &v, 4);
    }
}

/* N elements of SIZE bytes at P against WANT (CVT_NAN*: any NaN) */
CVT_FN void cvt_want(const char *what, const void *p, unsigned size, const uint32_t *want,
                     unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        uint32_t got = 0;
        int ok;
        memcpy(&got, (const unsigned char *)p + i * size, size);
        if (want[i] == CVT_NAN16)
            ok = (got & 0x7c00u) == 0x7c00u && (got & 0x3ffu);
        else if (want[i] == CVT_NANBF)
            ok = (got & 0x7f80u) == 0x7f80u && (got & 0x7fu);
        else if (want[i] == CVT_NAN32)
            ok = (got & 0x7f800000u) == 0x7f800000u && (got & 0x7fffffu);
        else
            ok = got == want[i];
        if (!ok)
            fprintf(stderr, "%s: element %u is 0x%x, want 0x%x\n", what, i, got, want[i]);
    }
}

/* ---- the constants both targets' clean tests check ------------------------------------- */

#define CVT_IMAX 0x7fffffffu
#define CVT_IMIN 0x80000000u
#define CVT_M8(x) ((uint32_t)(x)&0xffu)
#define CVT_M16(x) ((uint32_t)(x)&0xffffu)

/* float -> half: 0.5 -0.5 1.5 -1.5 2.5 -2.5 -0.0 NaN inf -inf 65504 65520
 * 70000 -70000 2^-25 2^-25(1+2^-23) 0.5+2^-12 -(0.5+2^-12) */
CVT_DATA const uint32_t cvt_f2h_in[18] = {
    0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000, 0xc0200000,
    0x80000000, 0x7fc00000, 0x7f800000, 0xff800000, 0x477fe000, 0x477ff000,
    0x4788b800, 0xc788b800, 0x33000000, 0x33000001, 0x3f001000, 0xbf001000};
#define CVT_F2H_SAME                                                                                   \
    0x3800, 0xb800, 0x3e00, 0xbe00, 0x4100, 0xc100, 0x8000, CVT_NAN16, 0x7c00, 0xfc00, 0x7bff
CVT_DATA const uint32_t cvt_f2h_want[6][18] = {
    /* r: 65520 is halfway, and 65504's last bit is 1: up, to inf; 2^-25 halfway to 0 */
    {CVT_F2H_SAME, 0x7c00, 0x7c00, 0xfc00, 0x0000, 0x0001, 0x3800, 0xb800},
    /* a: halfway away from zero */
    {CVT_F2H_SAME, 0x7c00, 0x7c00, 0xfc00, 0x0001, 0x0001, 0x3801, 0xb801},
    /* f: overflow of a positive value to the largest finite */
    {CVT_F2H_SAME, 0x7bff, 0x7bff, 0xfc00, 0x0000, 0x0000, 0x3800, 0xb801}, /* c */
    {CVT_F2H_SAME, 0x7c00, 0x7c00, 0xfbff, 0x0001, 0x0001, 0x3801, 0xb800},
    /* z: trunc of 70000 is 65504 */
    {CVT_F2H_SAME, 0x7bff, 0x7bff, 0xfbff, 0x0000, 0x0000, 0x3800, 0xb800},
    /* o: round to odd (truncate, then set the last bit if inexact) */
    {CVT_F2H_SAME, 0x7bff, 0x7bff, 0xfbff, 0x0001, 0x0001, 0x3801, 0xb801},
};

/* float -> int32_t: 0.5 -0.5 1.5 -1.5 2.5 -2.5 -0.0 inf -inf 2^31 -2^31
 * 2147483520 (the float below 2^31) -2147483904 (the float below -2^31)
 * 2^22+0.5 */
CVT_DATA const uint32_t cvt_f2i_in[14] = {
    0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000, 0xc0200000, 0x80000000,
    0x7f800000, 0xff800000, 0x4f000000, 0xcf000000, 0x4effffff, 0xcf000001, 0x4a800001};
#define CVT_F2I_SAT 0, CVT_IMAX, CVT_IMIN, CVT_IMAX, CVT_IMIN, 2147483520u, CVT_IMIN
CVT_DATA const uint32_t cvt_f2i_want[5][14] = {
    {0, 0, 2, (uint32_t)-2, 2, (uint32_t)-2, CVT_F2I_SAT, 4194304}, /* r */
    {1, (uint32_t)-1, 2, (uint32_t)-2, 3, (uint32_t)-3, CVT_F2I_SAT, 4194305}, /* a */
    {0, (uint32_t)-1, 1, (uint32_t)-2, 2, (uint32_t)-3, CVT_F2I_SAT, 4194304}, /* f */
    {1, 0, 2, (uint32_t)-1, 3, (uint32_t)-2, CVT_F2I_SAT, 4194305}, /* c */
    {0, 0, 1, (uint32_t)-1, 2, (uint32_t)-2, CVT_F2I_SAT, 4194304}, /* z */
};

/* float -> integral float: -0.5 2.5 2^23+1 -2.5 NaN -inf 0.0 */
CVT_DATA const uint32_t cvt_f2f_in[7] = {0xbf000000, 0x40200000, 0x4b000001, 0xc0200000,
                                         0x7fc00000, 0xff800000, 0};
CVT_DATA const uint32_t cvt_f2f_want[5][7] = {
    {0x80000000, 0x40000000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* r: -0.0 */
    {0xbf800000, 0x40400000, 0x4b000001, 0xc0400000, CVT_NAN32, 0xff800000, 0}, /* a */
    {0xbf800000, 0x40000000, 0x4b000001, 0xc0400000, CVT_NAN32, 0xff800000, 0}, /* f */
    {0x80000000, 0x40400000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* c */
    {0x80000000, 0x40000000, 0x4b000001, 0xc0000000, CVT_NAN32, 0xff800000, 0}, /* z */
};

/* int32_t -> float: 2^25+3 -(2^25+3) INT_MIN INT_MAX 0 -1 */
CVT_DATA const uint32_t cvt_i2f_in[6] = {33554435u, (uint32_t)-33554435, CVT_IMIN, CVT_IMAX, 0, (uint32_t)-1};
CVT_DATA const uint32_t cvt_i2f_want[5][6] = {
    {0x4c000001, 0xcc000001, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* r, and no suffix */
    {0x4c000001, 0xcc000001, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* a */
    {0x4c000000, 0xcc000001, 0xcf000000, 0x4effffff, 0, 0xbf800000}, /* f */
    {0x4c000001, 0xcc000000, 0xcf000000, 0x4f000000, 0, 0xbf800000}, /* c */
    {0x4c000000, 0xcc000000, 0xcf000000, 0x4effffff, 0, 0xbf800000}, /* z */
};

/* half -> int8_t: 127.5 -128.5 -129 3.5 -0.0 inf -inf 1.5 */
CVT_DATA const uint32_t cvt_h2s8_in[8] = {0x57f8, 0xd804, 0xd808, 0x4300, 0x8000, 0x7c00, 0xfc00, 0x3e00};
CVT_DATA const uint32_t cvt_h2s8_want[5][8] = {
    {127, CVT_M8(-128), CVT_M8(-128), 4, 0, 127, CVT_M8(-128), 2}, /* r: 127.5 -> 128 saturates */
    {127, CVT_M8(-128), CVT_M8(-128), 4, 0, 127, CVT_M8(-128), 2}, /* a */
    {127, CVT_M8(-128), CVT_M8(-128), 3, 0, 127, CVT_M8(-128), 1}, /* f */
    {127, CVT_M8(-128), CVT_M8(-128), 4, 0, 127, CVT_M8(-128), 2}, /* c */
    {127, CVT_M8(-128), CVT_M8(-128), 3, 0, 127, CVT_M8(-128), 1}, /* z */
};
/* half -> uint8_t: 255.5 256 0.5 -0.0 1.5 2.5 inf */
CVT_DATA const uint32_t cvt_h2u8_in[7] = {0x5bfc, 0x5c00, 0x3800, 0x8000, 0x3e00, 0x4100, 0x7c00};
CVT_DATA const uint32_t cvt_h2u8_want[5][7] = {
    {255, 255, 0, 0, 2, 2, 255}, {255, 255, 1, 0, 2, 3, 255}, {255, 255, 0, 0, 1, 2, 255},
    {255, 255, 1, 0, 2, 3, 255}, {255, 255, 0, 0, 1, 2, 255},
};
/* half -> int16_t: 65504 -65504 1.5 -2.5 -inf */
CVT_DATA const uint32_t cvt_h2s16_in[5] = {0x7bff, 0xfbff, 0x3e00, 0xc100, 0xfc00};
CVT_DATA const uint32_t cvt_h2s16_want[5][5] = {
    {32767, CVT_M16(-32768), 2, CVT_M16(-2), CVT_M16(-32768)}, {32767, CVT_M16(-32768), 2, CVT_M16(-3), CVT_M16(-32768)},
    {32767, CVT_M16(-32768), 1, CVT_M16(-3), CVT_M16(-32768)}, {32767, CVT_M16(-32768), 2, CVT_M16(-2), CVT_M16(-32768)},
    {32767, CVT_M16(-32768), 1, CVT_M16(-2), CVT_M16(-32768)},
};
/* half -> int32_t: 65504 0.5 -0.5 2.5 -inf */
CVT_DATA const uint32_t cvt_h2s32_in[5] = {0x7bff, 0x3800, 0xb800, 0x4100, 0xfc00};
CVT_DATA const uint32_t cvt_h2s32_want[5][5] = {
    {65504, 0, 0, 2, CVT_IMIN}, {65504, 1, (uint32_t)-1, 3, CVT_IMIN}, {65504, 0, (uint32_t)-1, 2, CVT_IMIN},
    {65504, 1, 0, 3, CVT_IMIN}, {65504, 0, 0, 2, CVT_IMIN},
};
/* float -> int16_t: 40000.5 -1.5 2.5 -40000.5 */
CVT_DATA const uint32_t cvt_f2s16_in[4] = {0x471c4080, 0xbfc00000, 0x40200000, 0xc71c4080};
CVT_DATA const uint32_t cvt_f2s16_want[5][4] = {
    {32767, CVT_M16(-2), 2, CVT_M16(-32768)}, {32767, CVT_M16(-2), 3, CVT_M16(-32768)},
    {32767, CVT_M16(-2), 2, CVT_M16(-32768)}, {32767, CVT_M16(-1), 3, CVT_M16(-32768)},
    {32767, CVT_M16(-1), 2, CVT_M16(-32768)},
};
/* bfloat16 -> int32_t: 2^31 1.5 -1.5 -2^31 -inf */
CVT_DATA const uint32_t cvt_b2s32_in[5] = {0x4f00, 0x3fc0, 0xbfc0, 0xcf00, 0xff80};
CVT_DATA const uint32_t cvt_b2s32_want[5][5] = {
    {CVT_IMAX, 2, (uint32_t)-2, CVT_IMIN, CVT_IMIN}, {CVT_IMAX, 2, (uint32_t)-2, CVT_IMIN, CVT_IMIN},
    {CVT_IMAX, 1, (uint32_t)-2, CVT_IMIN, CVT_IMIN}, {CVT_IMAX, 2, (uint32_t)-1, CVT_IMIN, CVT_IMIN},
    {CVT_IMAX, 1, (uint32_t)-1, CVT_IMIN, CVT_IMIN},
};
/* float -> bfloat16: 0.5+2^-9+2^-11 FLT_MAX NaN -inf -0.0 */
CVT_DATA const uint32_t cvt_f2b_in[5] = {0x3f00a000, 0x7f7fffff, 0x7fc00000, 0xff800000, 0x80000000};
CVT_DATA const uint32_t cvt_f2b_want[5][5] = {
    {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000}, {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000},
    {0x3f00, 0x7f7f, CVT_NANBF, 0xff80, 0x8000}, {0x3f01, 0x7f80, CVT_NANBF, 0xff80, 0x8000},
    {0x3f00, 0x7f7f, CVT_NANBF, 0xff80, 0x8000},
};
/* bfloat16 -> float, exact: 1.5 -inf the smallest denormal NaN */
CVT_DATA const uint32_t cvt_b2f_in[4] = {0x3fc0, 0xff80, 0x0001, 0x7fc0};
CVT_DATA const uint32_t cvt_b2f_want[4] = {0x3fc00000, 0xff800000, 0x00010000, CVT_NAN32};
/* int16_t -> half: 4098 -4098 2049 -32768 32767 */
CVT_DATA const uint32_t cvt_s2h_in[5] = {4098, CVT_M16(-4098), 2049, CVT_M16(-32768), 32767};
CVT_DATA const uint32_t cvt_s2h_want[5][5] = {
    {0x6c00, 0xec00, 0x6800, 0xf800, 0x7800}, /* r, and no suffix */
    {0x6c01, 0xec01, 0x6801, 0xf800, 0x7800}, /* a */
    {0x6c00, 0xec01, 0x6800, 0xf800, 0x77ff}, /* f */
    {0x6c01, 0xec00, 0x6801, 0xf800, 0x7800}, /* c */
    {0x6c00, 0xec00, 0x6800, 0xf800, 0x77ff}, /* z */
};
/* int16_t -> float, exact: -32768 32767 -1 */
CVT_DATA const uint32_t cvt_s2f_in[3] = {CVT_M16(-32768), 32767, CVT_M16(-1)};
CVT_DATA const uint32_t cvt_s2f_want[3] = {0xc7000000, 0x46fffe00, 0xbf800000};
/* int8_t -> half: -128 127 -1 0; uint8_t -> half: 255 128 1 0 */
CVT_DATA const uint32_t cvt_s8h_in[4] = {CVT_M8(-128), 127, CVT_M8(-1), 0};
CVT_DATA const uint32_t cvt_s8h_want[4] = {0xd800, 0x57f0, 0xbc00, 0};
CVT_DATA const uint32_t cvt_u8h_in[4] = {255, 128, 1, 0};
CVT_DATA const uint32_t cvt_u8h_want[4] = {0x5bf8, 0x5800, 0x3c00, 0};
/* int32_t -> int16_t: 70000 -70000 -5 32768 */
CVT_DATA const uint32_t cvt_i2s_in[4] = {70000, (uint32_t)-70000, (uint32_t)-5, 32768};
CVT_DATA const uint32_t cvt_i2s_sat[4] = {32767, CVT_M16(-32768), CVT_M16(-5), 32767};
CVT_DATA const uint32_t cvt_i2s_low[4] = {0x1170, 0xee90, CVT_M16(-5), 0x8000}; /* the low 16 bits */
/* int32_t -> half (vconv_deq, scale 1.0): 2048 -7 65504 0 -2048 */
CVT_DATA const uint32_t cvt_deq_in[5] = {2048, (uint32_t)-7, 65504, 0, (uint32_t)-2048};
CVT_DATA const uint32_t cvt_deq_want[5] = {0x6800, 0xc700, 0x7bff, 0, 0xe800};

#endif /* PTOGEN_CVT_TEST_H */
