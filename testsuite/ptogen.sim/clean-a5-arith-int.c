/* The integer arithmetic of sim/a5.h on edge inputs: each result compared
 * with constants derived by hand from the semantics sim/README.md states
 * (and ptogen's host reference computes).  Must run clean.
 *
 * Per register type, lanes (a, b) with the type's extremes (MIN / 1,
 * MAX * -1, products that wrap, unsigned values above the signed range);
 * vdiv runs on the first lanes only: the last lanes hold MIN / -1 and a
 * zero divisor, which the simulator would reject in an active lane (so
 * their results are 0, MODE_ZEROING).  Scalars: vmaxs and vmins -1 and 0
 * for signed types, the top bit for unsigned ones (an unsigned compare);
 * vshls by 3; vshrs by W - 1 (arithmetic: -1 or 0 for signed types,
 * logical: the top bit for unsigned ones). */
#include "a5.h"
#include "sim-test.h"

enum { NLMAX = 9, NG = 6 };
static const char *const ops[NLMAX] = {"vmul", "vdiv", "vmax", "vmin", "vmaxs",
                                       "vmins", "vshls", "vshrs", "vrelu"};

static const int32_t in_i32[2][9] = {
    {7, -7, 7, INT32_MIN, INT32_MAX, 65536, -1, INT32_MIN, 5},
    {2, 2, -2, 1, -1, 65536, INT32_MIN, -1, 0}};
static const uint32_t want_i32[9][NLMAX] = {
    /* vmul */
    {0x0000000e, 0xfffffff2, 0xfffffff2, 0x80000000, 0x80000001, 0x00000000,
     0x80000000, 0x80000000, 0x00000000},
    /* vdiv */
    {0x00000003, 0xfffffffd, 0xfffffffd, 0x80000000, 0x80000001, 0x00000001,
     0x00000000, 0x00000000, 0x00000000},
    /* vmax */
    {0x00000007, 0x00000002, 0x00000007, 0x00000001, 0x7fffffff, 0x00010000,
     0xffffffff, 0xffffffff, 0x00000005},
    /* vmin */
    {0x00000002, 0xfffffff9, 0xfffffffe, 0x80000000, 0xffffffff, 0x00010000,
     0x80000000, 0x80000000, 0x00000000},
    /* vmaxs */
    {0x00000007, 0xffffffff, 0x00000007, 0xffffffff, 0x7fffffff, 0x00010000,
     0xffffffff, 0xffffffff, 0x00000005},
    /* vmins */
    {0x00000000, 0xfffffff9, 0x00000000, 0x80000000, 0x00000000, 0x00000000,
     0xffffffff, 0x80000000, 0x00000000},
    /* vshls */
    {0x00000038, 0xffffffc8, 0x00000038, 0x00000000, 0xfffffff8, 0x00080000,
     0xfffffff8, 0x00000000, 0x00000028},
    /* vshrs */
    {0x00000000, 0xffffffff, 0x00000000, 0xffffffff, 0x00000000, 0x00000000,
     0xffffffff, 0xffffffff, 0x00000000},
    /* vrelu */
    {0x00000007, 0x00000000, 0x00000007, 0x00000000, 0x7fffffff, 0x00010000,
     0x00000000, 0x00000000, 0x00000005},
};

static const uint32_t in_u32[2][5] = {
    {7, UINT32_MAX, 0x80000000, 0x10000, 1},
    {2, 2, UINT32_MAX, 0x10000, 0}};
static const uint32_t want_u32[8][NLMAX] = {
    {0x0000000e, 0xfffffffe, 0x80000000, 0x00000000, 0x00000000}, /* vmul */
    {0x00000003, 0x7fffffff, 0x00000000, 0x00000001, 0x00000000}, /* vdiv */
    {0x00000007, 0xffffffff, 0xffffffff, 0x00010000, 0x00000001}, /* vmax */
    {0x00000002, 0x00000002, 0x80000000, 0x00010000, 0x00000000}, /* vmin */
    {0x80000000, 0xffffffff, 0x80000000, 0x80000000, 0x80000000}, /* vmaxs */
    {0x00000007, 0x80000000, 0x80000000, 0x00010000, 0x00000001}, /* vmins */
    {0x00000038, 0xfffffff8, 0x00000000, 0x00080000, 0x00000008}, /* vshls */
    {0x00000000, 0x00000001, 0x00000001, 0x00000000, 0x00000000}, /* vshrs */
};

static const int16_t in_i16[2][7] = {
    {7, -7, -32768, 300, -300, -32768, 1},
    {2, 2, 1, 300, 7, -1, 0}};
static const uint32_t want_i16[8][NLMAX] = {
    /* vmul */
    {0x000e, 0xfff2, 0x8000, 0x5f90, 0xf7cc, 0x8000,
     0x0000},
    /* vdiv */
    {0x0003, 0xfffd, 0x8000, 0x0001, 0xffd6, 0x0000,
     0x0000},
    /* vmax */
    {0x0007, 0x0002, 0x0001, 0x012c, 0x0007, 0xffff,
     0x0001},
    /* vmin */
    {0x0002, 0xfff9, 0x8000, 0x012c, 0xfed4, 0x8000,
     0x0000},
    /* vmaxs */
    {0x0007, 0xffff, 0xffff, 0x012c, 0xffff, 0xffff,
     0x0001},
    /* vmins */
    {0x0000, 0xfff9, 0x8000, 0x0000, 0xfed4, 0x8000,
     0x0000},
    /* vshls */
    {0x0038, 0xffc8, 0x0000, 0x0960, 0xf6a0, 0x0000,
     0x0008},
    /* vshrs */
    {0x0000, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff,
     0x0000},
};

static const uint16_t in_u16[2][5] = {
    {7, 0xffff, 0x8000, 0x12c, 1},
    {2, 2, 0xffff, 0x12c, 0}};
static const uint32_t want_u16[8][NLMAX] = {
    {0x000e, 0xfffe, 0x8000, 0x5f90, 0x0000}, /* vmul */
    {0x0003, 0x7fff, 0x0000, 0x0001, 0x0000}, /* vdiv */
    {0x0007, 0xffff, 0xffff, 0x012c, 0x0001}, /* vmax */
    {0x0002, 0x0002, 0x8000, 0x012c, 0x0000}, /* vmin */
    {0x8000, 0xffff, 0x8000, 0x8000, 0x8000}, /* vmaxs */
    {0x0007, 0x8000, 0x8000, 0x012c, 0x0001}, /* vmins */
    {0x0038, 0xfff8, 0x0000, 0x0960, 0x0008}, /* vshls */
    {0x0000, 0x0001, 0x0001, 0x0000, 0x0000}, /* vshrs */
};

static const int8_t in_i8[2][7] = {
    {7, -7, -128, 16, -100, -128, 1},
    {2, 2, 1, 16, 3, -1, 0}};
static const uint32_t want_i8[8][NLMAX] = {
    /* vmul */
    {0x0e, 0xf2, 0x80, 0x00, 0xd4, 0x80,
     0x00},
    /* vdiv */
    {0x03, 0xfd, 0x80, 0x01, 0xdf, 0x00,
     0x00},
    /* vmax */
    {0x07, 0x02, 0x01, 0x10, 0x03, 0xff,
     0x01},
    /* vmin */
    {0x02, 0xf9, 0x80, 0x10, 0x9c, 0x80,
     0x00},
    /* vmaxs */
    {0x07, 0xff, 0xff, 0x10, 0xff, 0xff,
     0x01},
    /* vmins */
    {0x00, 0xf9, 0x80, 0x00, 0x9c, 0x80,
     0x00},
    /* vshls */
    {0x38, 0xc8, 0x00, 0x80, 0xe0, 0x00,
     0x08},
    /* vshrs */
    {0x00, 0xff, 0xff, 0x00, 0xff, 0xff,
     0x00},
};

static const uint8_t in_u8[2][5] = {
    {7, 0xff, 0x80, 0x10, 1},
    {2, 2, 0xff, 0x10, 0}};
static const uint32_t want_u8[8][NLMAX] = {
    {0x0e, 0xfe, 0x80, 0x00, 0x00}, /* vmul */
    {0x03, 0x7f, 0x00, 0x01, 0x00}, /* vdiv */
    {0x07, 0xff, 0xff, 0x10, 0x01}, /* vmax */
    {0x02, 0x02, 0x80, 0x10, 0x00}, /* vmin */
    {0x80, 0xff, 0x80, 0x80, 0x80}, /* vmaxs */
    {0x07, 0x80, 0x80, 0x10, 0x01}, /* vmins */
    {0x38, 0xf8, 0x00, 0x80, 0x08}, /* vshls */
    {0x00, 0x01, 0x01, 0x00, 0x00}, /* vshrs */
};

/* GM: per group, the inputs (one vector each) and one vector per result */
static uint8_t gin[NG][2][256], gout[NG][NLMAX][256];

static void check(const char *type, int g, int nops, int nl, unsigned size,
                  const uint32_t (*want)[NLMAX])
{
    for (int o = 0; o < nops; o++)
        for (int i = 0; i < nl; i++) {
            uint32_t v = 0;
            uint16_t h;
            if (size == 4) {
                memcpy(&v, &gout[g][o][4 * i], 4);
            } else if (size == 2) {
                memcpy(&h, &gout[g][o][2 * i], 2);
                v = h;
            } else {
                v = gout[g][o][i];
            }
            if (v != want[o][i])
                fprintf(stderr, "%s %s lane %d: got 0x%x, want 0x%x\n", ops[o], type, i,
                        (unsigned)v, (unsigned)want[o][i]);
        }
}

/* One scope on registers VT of element type T (predicate PLT, store
 * distribution DIST): inputs A, B at UB, results to OUT[]; NL lanes, the
 * first NDIV for vdiv; vmaxs SMAX, vmins SMIN, vshls 3, vshrs SHR; vrelu
 * if RELU. */
#define INT_GROUP(T, VT, PLT, DIST, A, B, OUT, NL, NDIV, SMAX, SMIN, SHR, RELU)                    \
    __VEC_SCOPE__                                                                                  \
    {                                                                                              \
        VT a, b, r[NLMAX];                                                                         \
        uint32_t n = (NL), nd = (NDIV);                                                            \
        vector_bool p = PLT(n, POST_UPDATE), pd = PLT(nd, POST_UPDATE);                            \
        int j, nr = 8;                                                                             \
        vlds(a, A, 0, NORM);                                                                       \
        vlds(b, B, 0, NORM);                                                                       \
        vmul(r[0], a, b, p, MODE_ZEROING);                                                         \
        vdiv(r[1], a, b, pd, MODE_ZEROING);                                                        \
        vmax(r[2], a, b, p, MODE_ZEROING);                                                         \
        vmin(r[3], a, b, p, MODE_ZEROING);                                                         \
        vmaxs(r[4], a, (T)(SMAX), p, MODE_ZEROING);                                                \
        vmins(r[5], a, (T)(SMIN), p, MODE_ZEROING);                                                \
        vshls(r[6], a, (T)3, p, MODE_ZEROING);                                                     \
        vshrs(r[7], a, (T)(SHR), p, MODE_ZEROING);                                                 \
        if (RELU) {                                                                                \
            vrelu(r[8], a, p, MODE_ZEROING);                                                       \
            nr = 9;                                                                                \
        }                                                                                          \
        for (j = 0; j < nr; j++)                                                                   \
            vsts(r[j], OUT[j], 0, DIST, p);                                                        \
    }

static void kernel(void)
{
    __ubuf__ int32_t *ia = PGR_UB(int32_t, 0x0000), *ib = PGR_UB(int32_t, 0x0100), *io[NLMAX];
    __ubuf__ uint32_t *ua = PGR_UB(uint32_t, 0x1000), *ub = PGR_UB(uint32_t, 0x1100), *uo[NLMAX];
    __ubuf__ int16_t *sa = PGR_UB(int16_t, 0x2000), *sb = PGR_UB(int16_t, 0x2100), *so[NLMAX];
    __ubuf__ uint16_t *ha = PGR_UB(uint16_t, 0x3000), *hb = PGR_UB(uint16_t, 0x3100), *ho[NLMAX];
    __ubuf__ int8_t *ca = PGR_UB(int8_t, 0x4000), *cb = PGR_UB(int8_t, 0x4100), *co[NLMAX];
    __ubuf__ uint8_t *ba = PGR_UB(uint8_t, 0x5000), *bb = PGR_UB(uint8_t, 0x5100), *bo[NLMAX];
    int g, i;

    for (i = 0; i < NLMAX; i++) {
        io[i] = PGR_UB(int32_t, 0x0200 + 0x100 * i);
        uo[i] = PGR_UB(uint32_t, 0x1200 + 0x100 * i);
        so[i] = PGR_UB(int16_t, 0x2200 + 0x100 * i);
        ho[i] = PGR_UB(uint16_t, 0x3200 + 0x100 * i);
        co[i] = PGR_UB(int8_t, 0x4200 + 0x100 * i);
        bo[i] = PGR_UB(uint8_t, 0x5200 + 0x100 * i);
    }
    for (i = 0; i < 2; i++) {
        memcpy(gin[0][i], in_i32[i], sizeof in_i32[i]);
        memcpy(gin[1][i], in_u32[i], sizeof in_u32[i]);
        memcpy(gin[2][i], in_i16[i], sizeof in_i16[i]);
        memcpy(gin[3][i], in_u16[i], sizeof in_u16[i]);
        memcpy(gin[4][i], in_i8[i], sizeof in_i8[i]);
        memcpy(gin[5][i], in_u8[i], sizeof in_u8[i]);
    }

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    for (g = 0; g < NG; g++)
        for (i = 0; i < 2; i++)
            copy_gm_to_ubuf_align_v2(PGR_UB(void, 0x1000 * g + 0x100 * i), (void *)gin[g][i], 0, 1,
                                     256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    INT_GROUP(int32_t, vector_s32, plt_b32, NORM_B32, ia, ib, io, 9, 7, -1, 0, 31, 1)
    INT_GROUP(uint32_t, vector_u32, plt_b32, NORM_B32, ua, ub, uo, 5, 4, 0x80000000u, 0x80000000u,
              31, 0)
    INT_GROUP(int16_t, vector_s16, plt_b16, NORM_B16, sa, sb, so, 7, 5, -1, 0, 15, 0)
    INT_GROUP(uint16_t, vector_u16, plt_b16, NORM_B16, ha, hb, ho, 5, 4, 0x8000, 0x8000, 15, 0)
    INT_GROUP(int8_t, vector_s8, plt_b8, NORM_B8, ca, cb, co, 7, 5, -1, 0, 7, 0)
    INT_GROUP(uint8_t, vector_u8, plt_b8, NORM_B8, ba, bb, bo, 5, 4, 0x80, 0x80, 7, 0)

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    for (g = 0; g < NG; g++)
        for (i = 0; i < NLMAX; i++)
            if (g == 0 || i < NLMAX - 1)
                copy_ubuf_to_gm_align_v2((void *)gout[g][i], PGR_UB(void, 0x1000 * g + 0x200 + 0x100 * i),
                                         0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    check("int32_t", 0, 9, 9, 4, want_i32);
    check("uint32_t", 1, 8, 5, 4, want_u32);
    check("int16_t", 2, 8, 7, 2, want_i16);
    check("uint16_t", 3, 8, 5, 2, want_u16);
    check("int8_t", 4, 8, 7, 1, want_i8);
    check("uint8_t", 5, 8, 5, 1, want_u8);
}
