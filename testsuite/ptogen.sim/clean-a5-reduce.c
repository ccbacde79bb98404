/* The A5 reductions in pto-isa's a5/TRowReduce.hpp shape, every result
 * compared bit for bit with red-test.h (the order sim/README.md pins:
 * the tree of adjacent pairs over the register's lanes, the identity in
 * the lanes the predicate leaves out), then the chunks of a row folded in
 * order by vadd / vmax / vmin under a one-lane predicate.  Must run clean.
 *
 *   A  TROWSUM, TROWMAX of float 4 x 200 (4 chunks, the last of 8 lanes),
 *      POST_UPDATE loads, vsts ONEPT_B32 into a DN [4, 1] tile (stride 1
 *      element: 4-byte addresses);
 *   B  TROWMIN and TROWSUM of half 3 x 300 (row pitch 304; 3 chunks), the
 *      NO_POST_UPDATE variant, vsts ONEPT_B16 into column 0 of [3, 16];
 *   C  whole result registers, stored with NORM: lane 0 the value, lane 1
 *      vcmax's / vcmin's index, the other lanes 0; edge values (below);
 *   D  the lanes a predicate leaves out do not count as read: a row of 40
 *      floats is followed by a tile an unordered copy is still writing,
 *      which the chunk's vlds reads but vcadd's predicate leaves out. */
#include "a5.h"
#include "sim-test.h"
#include "red-test.h"

/* C: one float register, results stored whole:
 *   c0: lane i = i % 10, lane 0 = 5, lane 12 = 9; 50 lanes active:
 *       max 9 at lane 9, min 0 at lane 10;
 *   c1: sNaN at lane 20, -qNaN at lane 30, 1 elsewhere, all active:
 *       max and min lane 20's NaN quieted (0x7fc00001), index 20;
 *   c2: no lane active: sum +0, max -inf, min +inf, index 0;
 *   c3: -0 everywhere: all lanes: sum -0; 10 lanes: sum +0;
 *   c4: -0, -1, -1, +0, then -0: 4 lanes: max +0 at 3, min -1 at 1. */
#define W_MAX_C0 0x41100000u /* 9 */
#define W_MIN_C0 0x00000000u
#define W_NAN 0x7fc00001u

static float gf[4 * 200], gc[5][64];
static uint16_t gh[3 * 304];
static uint32_t osum[4], omax[4], oreg[11][64], od[8];
static uint16_t ohmin[3 * 16], ohsum[3 * 16];
static float gd[40], gdb[64];

static void kernel(void)
{
    __ubuf__ float *sf = PGR_UB(float, 0x0000);   /* 4 x 200 floats: 3200 B */
    __ubuf__ half *sh = PGR_UB(half, 0x1000);     /* 3 x 304 halves: 1824 B */
    __ubuf__ float *c = PGR_UB(float, 0x2000);    /* 5 x 64 floats */
    __ubuf__ float *d = PGR_UB(float, 0x2800);    /* D: 40 floats */
    __ubuf__ float *db = PGR_UB(float, 0x28a0);   /* D: the tile after it */
    __ubuf__ float *osf = PGR_UB(float, 0x3000), *omf = PGR_UB(float, 0x3100);
    __ubuf__ half *omh = PGR_UB(half, 0x3200), *osh = PGR_UB(half, 0x3300);
    __ubuf__ float *od_ub = PGR_UB(float, 0x3400);
    __ubuf__ float *oregs = PGR_UB(float, 0x4000); /* 11 registers */
    unsigned i, r, j;

    for (i = 0; i < 4 * 200; i++)
        gf[i] = rt_tof(4, rt_value(4, 20));
    for (i = 0; i < 3 * 304; i++)
        gh[i] = (uint16_t)rt_value(2, 6);
    for (i = 0; i < 64; i++) {
        gc[0][i] = (float)(i % 10);
        gc[1][i] = 1.0f;
        gc[2][i] = 2.0f;
        gc[3][i] = -0.0f;
        gc[4][i] = -0.0f;
    }
    gc[0][0] = 5, gc[0][12] = 9;
    {
        const uint32_t snan = 0x7f800001u, qnan = 0xffc00005u;
        memcpy(&gc[1][20], &snan, 4);
        memcpy(&gc[1][30], &qnan, 4);
    }
    gc[4][1] = gc[4][2] = -1.0f, gc[4][3] = 0.0f;
    for (i = 0; i < 40; i++)
        gd[i] = (float)i;

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(sf, gf, 0, 1, sizeof gf, 0, 0, 0, 0, sizeof gf, sizeof gf);
    copy_gm_to_ubuf_align_v2(sh, gh, 0, 1, sizeof gh, 0, 0, 0, 0, sizeof gh, sizeof gh);
    copy_gm_to_ubuf_align_v2(c, gc[0], 0, 1, sizeof gc, 0, 0, 0, 0, sizeof gc, sizeof gc);
    copy_gm_to_ubuf_align_v2(d, gd, 0, 1, sizeof gd, 0, 0, 0, 0, sizeof gd, sizeof gd);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    /* D: still being written when the scope below loads the row before it */
    copy_gm_to_ubuf_align_v2(db, gdb, 0, 1, sizeof gdb, 0, 0, 0, 0, sizeof gdb, sizeof gdb);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    __VEC_SCOPE__
    {
        vector_f32 v0, v1, acc, m0, m1, macc;
        vector_f16 h0, h1, hacc, s1, sacc;
        uint32_t one = 1;
        vector_bool pdst = plt_b32(one, POST_UPDATE), pdh;
        __ubuf__ float *dsum = osf, *dmax = omf;

        /* A: TRowReduceImpl, POST_UPDATE */
        for (r = 0; r < 4; r++) {
            __ubuf__ float *row = sf + r * 200;
            uint32_t n = 200;
            vbr(acc, 0.0f);
            vbr(macc, -3.4028234663852886e38f);
            for (j = 0; j < 4; j++) {
                vector_bool p = plt_b32(n, POST_UPDATE);
                vlds(v0, row, 64, NORM, POST_UPDATE);
                vcadd(v1, v0, p, MODE_ZEROING);
                vadd(acc, acc, v1, pdst, MODE_ZEROING);
                vcmax(m1, v0, p, MODE_ZEROING);
                vmax(macc, macc, m1, pdst, MODE_ZEROING);
            }
            vsts(acc, dsum, 1, ONEPT_B32, pdst, POST_UPDATE);
            vsts(macc, dmax, 1, ONEPT_B32, pdst, POST_UPDATE);
        }

        /* B: TRowReduceImpl, 2D_NO_POST_UPDATE, half */
        one = 1;
        pdh = plt_b16(one, POST_UPDATE);
        for (r = 0; r < 3; r++) {
            uint32_t n = 300;
            vbr(hacc, (half)65504.0f);
            vbr(sacc, (half)0.0f);
            for (j = 0; j < 3; j++) {
                vector_bool p = plt_b16(n, POST_UPDATE);
                vlds(h0, sh, r * 304 + j * 128, NORM);
                vcmin(h1, h0, p, MODE_ZEROING);
                vmin(hacc, hacc, h1, pdh, MODE_ZEROING);
                vcadd(s1, h0, p, MODE_ZEROING);
                vadd(sacc, sacc, s1, pdh, MODE_ZEROING);
            }
            vsts(hacc, omh, r * 16, ONEPT_B16, pdh);
            vsts(sacc, osh, r * 16, ONEPT_B16, pdh);
        }

        /* C: whole result registers */
        {
            vector_bool all = pset_b32(PAT_ALL);
            uint32_t n50 = 50, n0 = 0, n10 = 10, n4 = 4;
            vector_bool p50 = plt_b32(n50, POST_UPDATE), p0 = plt_b32(n0, POST_UPDATE);
            vector_bool p10 = plt_b32(n10, POST_UPDATE), p4 = plt_b32(n4, POST_UPDATE);
            vlds(m0, c, 0, NORM);
            vcadd(v1, m0, p50, MODE_ZEROING);
            vsts(v1, oregs, 0, NORM_B32, all);
            vcmax(v1, m0, p50, MODE_ZEROING);
            vsts(v1, oregs, 64, NORM_B32, all);
            vcmin(v1, m0, p50, MODE_ZEROING);
            vsts(v1, oregs, 128, NORM_B32, all);
            vlds(m0, c, 64, NORM);
            vcmax(v1, m0, all, MODE_ZEROING);
            vsts(v1, oregs, 192, NORM_B32, all);
            vcmin(v1, m0, all, MODE_ZEROING);
            vsts(v1, oregs, 256, NORM_B32, all);
            vlds(m0, c, 128, NORM);
            vcadd(v1, m0, p0, MODE_ZEROING);
            vsts(v1, oregs, 320, NORM_B32, all);
            vcmax(v1, m0, p0, MODE_ZEROING);
            vsts(v1, oregs, 384, NORM_B32, all);
            vcmin(v1, m0, p0, MODE_ZEROING);
            vsts(v1, oregs, 448, NORM_B32, all);
            vlds(m0, c, 192, NORM);
            vcadd(v1, m0, all, MODE_ZEROING);
            vsts(v1, oregs, 512, NORM_B32, all);
            vcadd(v1, m0, p10, MODE_ZEROING);
            vsts(v1, oregs, 576, NORM_B32, all);
            vlds(m0, c, 256, NORM);
            vcmax(v1, m0, p4, MODE_ZEROING);
            vcmin(m1, m0, p4, MODE_ZEROING);
            mem_bar(VST_VLD);
            vsts(v1, oregs, 640, NORM_B32, all); /* 11 registers: 0x4000 .. 0x4b00 */
            (void)m1;
        }

        /* D: 40 lanes of the 64 the load reads; lanes 40.. lie in db */
        {
            uint32_t n = 40;
            vector_bool p = plt_b32(n, POST_UPDATE);
            vlds(v0, d, 0, NORM);
            vcadd(v1, v0, p, MODE_ZEROING);
            vsts(v1, od_ub, 0, ONEPT_B32, pdst);
        }
    }
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID1); /* db: ordered before anything uses it */
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(osum, osf, 0, 1, sizeof osum, 0, sizeof osum, 32);
    copy_ubuf_to_gm_align_v2(omax, omf, 0, 1, sizeof omax, 0, sizeof omax, 32);
    copy_ubuf_to_gm_align_v2(ohmin, omh, 0, 1, sizeof ohmin, 0, sizeof ohmin, 96);
    copy_ubuf_to_gm_align_v2(ohsum, osh, 0, 1, sizeof ohsum, 0, sizeof ohsum, 96);
    copy_ubuf_to_gm_align_v2(oreg[0], oregs, 0, 1, sizeof oreg, 0, sizeof oreg, sizeof oreg);
    copy_ubuf_to_gm_align_v2(od, od_ub, 0, 1, 4, 0, 4, 32);
    pipe_barrier(PIPE_ALL);

    for (r = 0; r < 4; r++) {
        uint32_t row[200], s = 0, m = 0xff7fffffu; /* -FLT_MAX */
        for (i = 0; i < 200; i++)
            row[i] = rt_bits(4, gf[200 * r + i]);
        for (j = 0; j < 4; j++) {
            unsigned k = 200 - 64 * j < 64 ? 200 - 64 * j : 64;
            s = rt_op(RT_SUM, 4, s, rt_prefix(RT_SUM, 4, row + 64 * j, k, 64));
            m = rt_op(RT_MAX, 4, m, rt_prefix(RT_MAX, 4, row + 64 * j, k, 64));
        }
        rt_check("A TROWSUM", (int)r, 4, osum[r], s, 0);
        rt_check("A TROWMAX", (int)r, 4, omax[r], m, 0);
    }
    for (r = 0; r < 3; r++) {
        uint32_t m = 0x7bff, s = 0; /* 65504, +0 */
        for (j = 0; j < 3; j++) {
            uint32_t lanes[128];
            unsigned k = 300 - 128 * j < 128 ? 300 - 128 * j : 128;
            for (i = 0; i < k; i++)
                lanes[i] = gh[304 * r + 128 * j + i];
            m = rt_op(RT_MIN, 2, m, rt_prefix(RT_MIN, 2, lanes, k, 128));
            s = rt_op(RT_SUM, 2, s, rt_prefix(RT_SUM, 2, lanes, k, 128));
        }
        rt_check("B TROWMIN", (int)r, 2, ohmin[16 * r], m, 0);
        rt_check("B TROWSUM", (int)r, 2, ohsum[16 * r], s, 0);
    }
    {
        uint32_t c0[64];
        for (i = 0; i < 64; i++)
            c0[i] = rt_bits(4, gc[0][i]);
        /* { lane 0, lane 1 } of each register; the other lanes are 0 */
        const uint32_t want[11][2] = {
            {rt_prefix(RT_SUM, 4, c0, 50, 64), 0},
            {W_MAX_C0, 9}, {W_MIN_C0, 10},
            {W_NAN, 20}, {W_NAN, 20},
            {0x00000000, 0}, {0xff800000, 0}, {0x7f800000, 0},
            {0x80000000, 0}, {0x00000000, 0},
            {0x00000000, 3}};
        for (r = 0; r < 11; r++)
            for (i = 0; i < 64; i++)
                rt_check("C register", (int)(64 * r + i), 4, oreg[r][i], i < 2 ? want[r][i] : 0,
                         0);
    }
    {
        uint32_t v[40];
        for (i = 0; i < 40; i++)
            v[i] = rt_bits(4, gd[i]);
        rt_check("D vcadd", 0, 4, od[0], rt_prefix(RT_SUM, 4, v, 40, 64), 0);
    }
}
