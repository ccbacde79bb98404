/* vcmpv_* bit for bit, as pto-isa's a2a3/TCmp.hpp calls them (normal
 * mode, full mask, strides 1 and 8): half (one repeat, 16 bytes), float
 * (two repeats: the second lands 8 bytes on), int32_t (_eq).  The
 * expected bytes are worked out by hand: bit k of byte j is element
 * 8j + k; NaN compares false except under _ne; -0 == +0.  Must run clean. */
#include <math.h>

#include "a2a3.h"
#include "sim-test.h"

static half ga[128], gb[128];
static float fa[128], fb[128];
static int32_t ia[64], ib[64];
static uint8_t gh[6][16], gf[6][16], gi[16];

/* element k < 8 of the first repeat, for each mode: EQ NE LT LE GT GE */
static const uint8_t head[6] = {0x44, 0xbb, 0x81, 0xc5, 0x02, 0x46};
/* the rest of the first repeat (0 against 0), then float's second repeat
 * (-1 against 1) */
static const uint8_t rest0[6] = {0xff, 0x00, 0x00, 0xff, 0x00, 0xff};
static const uint8_t rest1[6] = {0x00, 0xff, 0xff, 0xff, 0x00, 0x00};

static void check(const char *what, int mode, const uint8_t *got, unsigned n, unsigned rep)
{
    for (unsigned j = 0; j < n; j++) {
        uint8_t want = j == 0 ? head[mode] : j < rep ? rest0[mode] : rest1[mode];
        if (got[j] != want)
            fprintf(stderr, "%s mode %d byte %u: 0x%02x, expected 0x%02x\n", what, mode, j, got[j],
                    want);
    }
}

static void kernel(void)
{
    __ubuf__ half *ha = PGR_UB(half, 0x000), *hb = PGR_UB(half, 0x100);
    __ubuf__ float *xa = PGR_UB(float, 0x200), *xb = PGR_UB(float, 0x400);
    __ubuf__ int32_t *ja = PGR_UB(int32_t, 0x600), *jb = PGR_UB(int32_t, 0x700);
    __ubuf__ uint8_t *mh = PGR_UB(uint8_t, 0x800), *mf = PGR_UB(uint8_t, 0x900),
                     *mi = PGR_UB(uint8_t, 0xa00);
    const float a8[8] = {1, 2, 3, NAN, 1, NAN, -0.0f, -INFINITY};
    const float b8[8] = {2, 1, 3, 1, NAN, NAN, 0.0f, -65504};

    for (int k = 0; k < 128; k++) {
        ga[k] = (half)(k < 8 ? a8[k] : 0);
        gb[k] = (half)(k < 8 ? b8[k] : 0);
        fa[k] = k < 8 ? (k == 7 ? -INFINITY : a8[k]) : k < 64 ? 0 : -1;
        fb[k] = k < 8 ? (k == 7 ? -3.4028235e38f : b8[k]) : k < 64 ? 0 : 1;
    }
    for (int k = 0; k < 64; k++)
        ia[k] = ib[k] = k;
    ia[0] = ib[0] = INT32_MIN;            /* 1 */
    ia[1] = INT32_MIN, ib[1] = INT32_MAX; /* 0 */
    ia[2] = -1, ib[2] = (int32_t)0xffffffffu; /* 1 */
    ia[3] = 0, ib[3] = INT32_MIN;         /* 0: no sign confusion */
    ia[63] = 5;                           /* 0 */

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(ha, ga, 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(hb, gb, 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(xa, fa, 0, 1, 512, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(xb, fb, 0, 1, 512, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(ja, ia, 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(jb, ib, 0, 1, 256, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vcmpv_eq(mh + 0 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_ne(mh + 1 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_lt(mh + 2 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_le(mh + 3 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_gt(mh + 4 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_ge(mh + 5 * 32, ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vcmpv_eq(mf + 0 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_ne(mf + 1 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_lt(mf + 2 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_le(mf + 3 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_gt(mf + 4 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_ge(mf + 5 * 32, xa, xb, 2, 1, 1, 1, 8, 8, 8);
    vcmpv_eq(mi, ja, jb, 1, 1, 1, 1, 8, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b8(gh[0], mh, 0, 6, 16, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b8(gf[0], mf, 0, 6, 16, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b8(gi, mi, 0, 1, 8, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (int m = 0; m < 6; m++) {
        check("half", m, gh[m], 16, 16);
        check("float", m, gf[m], 16, 8);
    }
    {
        /* elements 0 and 2 equal, 1 and 3 not, 4..62 equal, 63 not */
        static const uint8_t want[8] = {0xf5, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f};
        for (int j = 0; j < 8; j++)
            if (gi[j] != want[j])
                fprintf(stderr, "int32 eq byte %d: 0x%02x, expected 0x%02x\n", j, gi[j], want[j]);
    }
}
