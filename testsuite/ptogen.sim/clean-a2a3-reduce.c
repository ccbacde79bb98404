/* The A2/A3 reductions (vcadd, vcmax, vcmin, vcgadd, vcgmax, vcgmin) in the
 * shapes pto-isa's a2a3/TRowReduceOps.hpp issues them, every result
 * compared bit for bit with red-test.h, a host reference of the order
 * sim/README.md pins ("Reductions"): a tree of adjacent pairs over the
 * repeat (or the 32-byte block), the identity in the lanes the mask leaves
 * out, each half sum rounded to half.  Must run clean.
 *
 *   A  vcadd, vcmax, vcmin on float under a continuous mask of 40 lanes,
 *      one repeat per row, results into a DN [8, 1] tile (dstRep 1);
 *   B  vcadd in counter mode (8 x 64 elements), results into column 0 of
 *      an ND [8, 8] tile (dstRep 8);
 *   C  pto-isa's fast path for float 16 x 512, on 8 x 512: three vcgadd,
 *      the middle one in place (each row's sum is then the 512-lane tree);
 *   D  vcgmax under a mask of 20 lanes (blocks 3..7 left out: not
 *      written), vcgmin under the full mask;
 *   E  half: vcadd and vcmin under a mask of 100 lanes, vcgadd;
 *   F  edge values, against bits derived by hand (below). */
#include "a2a3.h"
#include "sim-test.h"
#include "red-test.h"

#define ANY_NAN32 0x7fc00000u

/* F: six float repeats, hand-derived results:
 *   0: 1e8, 1, -1e8, 1      sum (1e8 + 1) + (-1e8 + 1) = 1e8 - 1e8 = 0 (in
 *                           order: 1; exactly: 2); max 1e8, min -1e8
 *   1: 1e8, -1e8, 1, 1      sum 0 + 2 = 2 (pairs (v0 + v2), (v1 + v3)
 *                           would give 0): adjacent pairs
 *   2: 1, sNaN (lane 3), -qNaN (lane 9), -0 (lane 5), +0 elsewhere
 *                           sum NaN; max and min: lane 3's NaN, quieted
 *   3: -0 everywhere        sum -0, max -0, min -0; under a mask of 10
 *                           lanes the sum is +0 (+0 fills the other lanes)
 *   4: -0, and +0 in lane 7 sum +0, max +0, min -0
 *   5: +inf, -inf, 1 ...    sum NaN, max +inf, min -inf */
static const uint32_t want_fsum[6] = {0x00000000, 0x40000000, ANY_NAN32, 0x80000000, 0x00000000,
                                      ANY_NAN32};
static const uint32_t want_fmax[6] = {0x4cbebc20, 0x4cbebc20, 0x7fc00001, 0x80000000, 0x00000000,
                                      0x7f800000};
static const uint32_t want_fmin[6] = {0xccbebc20, 0xccbebc20, 0x7fc00001, 0x80000000, 0x80000000,
                                      0xff800000};
/* F, half: 0: 60000, 60000, -30000, 100 under a mask of 4 lanes: 60000 +
 * 60000 overflows to inf (IEEE; CANN's example saturates to 65504 and
 * ends at 35604), inf - 29900 = inf.  1: 2048, 1, 1, 1: (2048 + 1) rounds
 * to 2048, (1 + 1) = 2, 2048 + 2 = 2050 (in order, half: 2048; the float
 * sum rounded once: 2052). */
static const uint32_t want_hsum[2] = {0x7c00, 0x6801};

static uint32_t gsf[8 * 128], gbig[8 * 512], gspf[6 * 64];
static uint16_t gsh[8 * 256], gsph[2 * 128];
static uint32_t go[16][64]; /* 256 bytes per result tile */

static void kernel(void)
{
    __ubuf__ float *sf = PGR_UB(float, 0x0000);
    __ubuf__ half *sh = PGR_UB(half, 0x1000);
    __ubuf__ float *big = PGR_UB(float, 0x2000);
    __ubuf__ float *tmp = PGR_UB(float, 0x6000);
    __ubuf__ float *spf = PGR_UB(float, 0x6800);
    __ubuf__ half *sph = PGR_UB(half, 0x6e00);
    __ubuf__ float *of[16];
    __ubuf__ half *oh[16];
    unsigned i, r, b;

    for (i = 0; i < 16; i++) {
        of[i] = PGR_UB(float, 0x7000 + 0x100 * i);
        oh[i] = (__ubuf__ half *)of[i];
    }
    for (i = 0; i < 8 * 128; i++)
        gsf[i] = rt_value(4, 20);
    for (i = 0; i < 8 * 512; i++)
        gbig[i] = rt_value(4, 20);
    for (i = 0; i < 8 * 256; i++)
        gsh[i] = (uint16_t)rt_value(2, 6);
    {
        float f[6][64] = {{1e8f, 1, -1e8f, 1}, {1e8f, -1e8f, 1, 1}};
        for (i = 0; i < 64; i++) {
            f[3][i] = -0.0f;
            f[4][i] = i == 7 ? 0.0f : -0.0f;
            f[5][i] = i == 0 ? __builtin_inff() : i == 1 ? -__builtin_inff() : 1.0f;
        }
        f[2][0] = 1;
        f[2][5] = -0.0f;
        memcpy(gspf, f, sizeof f);
        gspf[2 * 64 + 3] = 0x7f800001u;
        gspf[2 * 64 + 9] = 0xffc00005u;
        gsph[0] = rt_bits(2, 60000), gsph[1] = rt_bits(2, 60000);
        gsph[2] = rt_bits(2, -30000), gsph[3] = rt_bits(2, 100);
        gsph[128] = rt_bits(2, 2048);
        gsph[129] = gsph[130] = gsph[131] = rt_bits(2, 1);
    }

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(sf, gsf, 0, 1, sizeof gsf, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(sh, gsh, 0, 1, sizeof gsh, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(big, gbig, 0, 1, sizeof gbig, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(spf, gspf, 0, 1, sizeof gspf, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(sph, gsph, 0, 1, sizeof gsph, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    /* A: SetContinuousMask(40), repeat = rows, dstRep = Out::Cols = 1,
     * srcRep = In::Cols / 8 = 16 */
    set_vector_mask(0, ((uint64_t)1 << 40) - 1);
    vcadd(of[0], sf, 8, 1, 1, 16, false);
    vcmax(of[1], sf, 8, 1, 1, 16, ONLY_VALUE);
    vcmin(of[2], sf, 8, 1, 1, 16, ONLY_VALUE);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);

    /* B: counter mode, count rows * 64, repeat operand 0 */
    set_mask_count();
    set_vector_mask(0, 8 * 64);
    vcadd(of[3], sf, 0, 8, 1, 16, false);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);

    /* C: [8, 512] -> [8, 64] -> [8, 8] (in place) -> [8, 1] */
    vcgadd(tmp, big, 64, 1, 1, 8);
    pipe_barrier(PIPE_V);
    vcgadd(tmp, tmp, 8, 1, 1, 8);
    pipe_barrier(PIPE_V);
    vcgadd(of[4], tmp, 1, 1, 1, 8);

    /* D: blocks 0, 1 whole, block 2 four lanes, blocks 3..7 keep 12345 */
    vector_dup(of[5], 12345.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, ((uint64_t)1 << 20) - 1);
    vcgmax(of[5], sf, 2, 1, 1, 16);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcgmin(of[6], sf, 2, 1, 1, 16);

    /* E: half, 100 lanes (the mask's high word holds lanes 64..99) */
    set_vector_mask(((uint64_t)1 << 36) - 1, (uint64_t)-1);
    vcadd(oh[7], sh, 8, 1, 1, 16, false);
    vcmin(oh[8], sh, 8, 1, 1, 16, ONLY_VALUE);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcgadd(oh[9], sh, 2, 1, 1, 16);

    /* F */
    vcadd(of[10], spf, 6, 1, 1, 8, false);
    vcmax(of[11], spf, 6, 1, 1, 8, ONLY_VALUE);
    vcmin(of[12], spf, 6, 1, 1, 8, ONLY_VALUE);
    set_vector_mask(0, (1u << 10) - 1);
    vcadd(of[13], spf + 3 * 64, 1, 1, 1, 8, false);
    set_vector_mask(0, 0xf);
    vcadd(oh[14], sph, 1, 1, 1, 8, false);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(oh[14] + 1, sph + 128, 1, 1, 1, 8, false);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    for (i = 0; i < 15; i++)
        copy_ubuf_to_gm_align_b32(go[i], of[i], 0, 1, 256, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (r = 0; r < 8; r++) {
        const uint32_t *row = gsf + r * 128;
        uint32_t h[128];
        rt_check("A vcadd", (int)r, 4, go[0][r], rt_prefix(RT_SUM, 4, row, 40, 64), 0);
        rt_check("A vcmax", (int)r, 4, go[1][r], rt_prefix(RT_MAX, 4, row, 40, 64), 0);
        rt_check("A vcmin", (int)r, 4, go[2][r], rt_prefix(RT_MIN, 4, row, 40, 64), 0);
        rt_check("B vcadd", (int)r, 4, go[3][8 * r], rt_tree(RT_SUM, 4, row, 64), 0);
        rt_check("C vcgadd", (int)r, 4, go[4][r], rt_tree(RT_SUM, 4, gbig + 512 * r, 512), 0);
        for (i = 0; i < 128; i++)
            h[i] = gsh[256 * r + i];
        rt_check("E vcadd", (int)r, 2, rt_get(2, go[7], r), rt_prefix(RT_SUM, 2, h, 100, 128), 0);
        rt_check("E vcmin", (int)r, 2, rt_get(2, go[8], r), rt_prefix(RT_MIN, 2, h, 100, 128), 0);
    }
    for (r = 0; r < 2; r++)
        for (b = 0; b < 8; b++) {
            const uint32_t *blk = gsf + r * 128 + 8 * b;
            uint32_t h[16];
            rt_check("D vcgmax", (int)(8 * r + b), 4, go[5][8 * r + b],
                     b < 2 ? rt_tree(RT_MAX, 4, blk, 8)
                     : b == 2 ? rt_prefix(RT_MAX, 4, blk, 4, 8)
                              : rt_bits(4, 12345.0f),
                     0);
            rt_check("D vcgmin", (int)(8 * r + b), 4, go[6][8 * r + b], rt_tree(RT_MIN, 4, blk, 8),
                     0);
            for (i = 0; i < 16; i++)
                h[i] = gsh[256 * r + 16 * b + i];
            rt_check("E vcgadd", (int)(8 * r + b), 2, rt_get(2, go[9], 8 * r + b),
                     rt_tree(RT_SUM, 2, h, 16), 0);
        }
    for (r = 0; r < 6; r++) {
        rt_check("F vcadd", (int)r, 4, go[10][r], want_fsum[r], 1);
        rt_check("F vcmax", (int)r, 4, go[11][r], want_fmax[r], 0);
        rt_check("F vcmin", (int)r, 4, go[12][r], want_fmin[r], 0);
        /* the reference agrees with the hand-derived bits */
        rt_check("F ref sum", (int)r, 4, rt_tree(RT_SUM, 4, gspf + 64 * r, 64), want_fsum[r], 1);
        rt_check("F ref max", (int)r, 4, rt_tree(RT_MAX, 4, gspf + 64 * r, 64), want_fmax[r], 0);
        rt_check("F ref min", (int)r, 4, rt_tree(RT_MIN, 4, gspf + 64 * r, 64), want_fmin[r], 0);
    }
    rt_check("F vcadd, 10 lanes of -0", 0, 4, go[13][0], 0x00000000, 0);
    for (r = 0; r < 2; r++)
        rt_check("F half vcadd", (int)r, 2, rt_get(2, go[14], r), want_hsum[r], 0);
}
