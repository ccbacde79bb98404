/* vcmpvs_* bit for bit, as pto-isa's a2a3/TCmps.hpp calls them: half
 * against 2, float against 0 (signed zeros, NaN, tiny values), int32_t
 * against 0x80000000u (_eq; the unsigned scalar becomes INT32_MIN).  The
 * expected bytes are worked out by hand: bit k of byte j is element
 * 8j + k.  Must run clean. */
#include <math.h>

#include "a2a3.h"
#include "sim-test.h"

static half gh[128];
static float gf[64];
static int32_t gi[64];
static uint8_t oh[6][16], of[6][8], oi[8];

/* elements 0..7, then the rest, for each mode: EQ NE LT LE GT GE */
static const uint8_t hhead[6] = {0x02, 0xfd, 0xd1, 0xd3, 0x24, 0x26};
static const uint8_t fhead[6] = {0x83, 0x7c, 0x48, 0xcb, 0x24, 0xa7};
static const uint8_t rest[6] = {0xff, 0x00, 0x00, 0xff, 0x00, 0xff};

static void check(const char *what, int mode, const uint8_t *got, unsigned n, const uint8_t *head)
{
    for (unsigned j = 0; j < n; j++) {
        uint8_t want = j == 0 ? head[mode] : rest[mode];
        if (got[j] != want)
            fprintf(stderr, "%s mode %d byte %u: 0x%02x, expected 0x%02x\n", what, mode, j, got[j],
                    want);
    }
}

static void kernel(void)
{
    __ubuf__ half *xh = PGR_UB(half, 0x000);
    __ubuf__ float *xf = PGR_UB(float, 0x100);
    __ubuf__ int32_t *xi = PGR_UB(int32_t, 0x200);
    __ubuf__ uint8_t *mh = PGR_UB(uint8_t, 0x300), *mf = PGR_UB(uint8_t, 0x400),
                     *mi = PGR_UB(uint8_t, 0x500);
    const float h8[8] = {1, 2, 3, NAN, -INFINITY, INFINITY, -0.0f, 0.0f};
    const float f8[8] = {-0.0f, 0.0f, 1e-30f, -1e-30f, NAN, 1, -1, 0};
    const int32_t i8[8] = {INT32_MIN, INT32_MAX, 0, -1, INT32_MIN, 7, 7, 7};

    for (int k = 0; k < 128; k++)
        gh[k] = (half)(k < 8 ? h8[k] : 2);
    for (int k = 0; k < 64; k++) {
        gf[k] = k < 8 ? f8[k] : 0;
        gi[k] = k < 8 ? i8[k] : 7;
    }
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(xh, gh, 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(xf, gf, 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(xi, gi, 0, 1, 256, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vcmpvs_eq(mh + 0 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_ne(mh + 1 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_lt(mh + 2 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_le(mh + 3 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_gt(mh + 4 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_ge(mh + 5 * 32, xh, (half)2, 1, 1, 1, 8, 8);
    vcmpvs_eq(mf + 0 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_ne(mf + 1 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_lt(mf + 2 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_le(mf + 3 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_gt(mf + 4 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_ge(mf + 5 * 32, xf, 0.0f, 1, 1, 1, 8, 8);
    vcmpvs_eq(mi, xi, 0x80000000u, 1, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b8(oh[0], mh, 0, 6, 16, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b8(of[0], mf, 0, 6, 8, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b8(oi, mi, 0, 1, 8, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (int m = 0; m < 6; m++) {
        check("half", m, oh[m], 16, hhead);
        check("float", m, of[m], 8, fhead);
    }
    for (int j = 0; j < 8; j++)
        if (oi[j] != (j == 0 ? 0x11 : 0x00))
            fprintf(stderr, "int32 eq byte %d: 0x%02x\n", j, oi[j]);
}
