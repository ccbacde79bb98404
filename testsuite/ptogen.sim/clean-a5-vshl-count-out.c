/* vshl and vshr on 8- and 16-bit data by every count in [0, 32): a count
 * of W or more shifts every bit out (0, or all sign bits for a signed
 * right shift), as pto-isa's A5 TSHL/TSHR system tests expect of the
 * counts they pass straight to vshl/vshr (tests/npu/a5/src/st/testcase/
 * tshl, tshr: counts drawn from [0, 32), numpy's result).  Lane k of the
 * count register holds k mod 32; the data are -100 (0x9c, 0xff9c) and
 * 100.  The expected values are worked out in C on the lane's count.
 * Must run clean. */
#include "a5.h"
#include "sim-test.h"

static int16_t s16[128], cnt16[128];
static int8_t s8[256], cnt8[256];
static uint16_t g16[4][128];
static uint8_t g8[4][256];

/* x shifted by c, W bits, left or right, signed or not */
static uint32_t want(uint32_t x, unsigned c, unsigned w, int left, int sgn)
{
    uint32_t mask = (1u << w) - 1u;
    int neg = sgn && (x >> (w - 1)) & 1u;
    if (c >= w)
        return left || !neg ? 0 : mask;
    if (left)
        return (x << c) & mask;
    return neg ? ~((~x & mask) >> c) & mask : x >> c;
}

static void kernel(void)
{
    __ubuf__ int16_t *x16 = PGR_UB(int16_t, 0x0000), *c16 = PGR_UB(int16_t, 0x0100);
    __ubuf__ int8_t *x8 = PGR_UB(int8_t, 0x0200), *c8 = PGR_UB(int8_t, 0x0300);
    __ubuf__ uint16_t *o16 = PGR_UB(uint16_t, 0x0400); /* 4 x 256 bytes */
    __ubuf__ uint8_t *o8 = PGR_UB(uint8_t, 0x0800);

    for (int k = 0; k < 128; k++) {
        s16[k] = (int16_t)(k & 1 ? 100 : -100);
        cnt16[k] = (int16_t)(k % 32);
    }
    for (int k = 0; k < 256; k++) {
        s8[k] = (int8_t)(k & 1 ? 100 : -100);
        cnt8[k] = (int8_t)(k % 32);
    }
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x16, s16, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(c16, cnt16, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(x8, s8, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(c8, cnt8, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s16 a, c, y;
        vector_u16 ua, uy;
        vector_s8 b, d, z;
        vector_u8 ub, uz;
        vector_bool p16 = pset_b16(PAT_ALL), p8 = pset_b8(PAT_ALL);
        vlds(a, x16, 0, NORM);
        vlds(ua, (__ubuf__ uint16_t *)x16, 0, NORM);
        vlds(c, c16, 0, NORM);
        vshl(y, a, c, p16, MODE_ZEROING);
        vsts(y, (__ubuf__ int16_t *)o16, 0, NORM_B16, p16);
        vshr(y, a, c, p16, MODE_ZEROING);
        vsts(y, (__ubuf__ int16_t *)o16, 128, NORM_B16, p16);
        vshl(uy, ua, c, p16, MODE_ZEROING);
        vsts(uy, o16, 256, NORM_B16, p16);
        vshr(uy, ua, c, p16, MODE_ZEROING);
        vsts(uy, o16, 384, NORM_B16, p16);
        vlds(b, x8, 0, NORM);
        vlds(ub, (__ubuf__ uint8_t *)x8, 0, NORM);
        vlds(d, c8, 0, NORM);
        vshl(z, b, d, p8, MODE_ZEROING);
        vsts(z, (__ubuf__ int8_t *)o8, 0, NORM_B8, p8);
        vshr(z, b, d, p8, MODE_ZEROING);
        vsts(z, (__ubuf__ int8_t *)o8, 256, NORM_B8, p8);
        vshl(uz, ub, d, p8, MODE_ZEROING);
        vsts(uz, o8, 512, NORM_B8, p8);
        vshr(uz, ub, d, p8, MODE_ZEROING);
        vsts(uz, o8, 768, NORM_B8, p8);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(&g16[0][0], o16, 0, 1, 1024, 0, 1024, 1024);
    copy_ubuf_to_gm_align_v2(&g8[0][0], o8, 0, 1, 1024, 0, 1024, 1024);
    set_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    for (int f = 0; f < 4; f++) { /* shl, shr signed; shl, shr unsigned */
        int left = !(f & 1), sgn = f < 2;
        for (int k = 0; k < 128; k++) {
            uint32_t w = want((uint16_t)s16[k], (unsigned)k % 32, 16, left, sgn);
            if (g16[f][k] != w)
                fprintf(stderr, "16-bit form %d lane %d (count %d): 0x%04x, expected 0x%04x\n", f, k,
                        k % 32, g16[f][k], w);
        }
        for (int k = 0; k < 256; k++) {
            uint32_t w = want((uint8_t)s8[k], (unsigned)k % 32, 8, left, sgn);
            if (g8[f][k] != w)
                fprintf(stderr, "8-bit form %d lane %d (count %d): 0x%02x, expected 0x%02x\n", f, k,
                        k % 32, g8[f][k], w);
        }
    }
}
