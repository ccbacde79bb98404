/* The A5 broadcasts in pto-isa's shapes, every element checked.  Must run
 * clean.
 *   A  a5/TRowExpand.hpp, ND source (TRowExpandInstr_NoPostUpdate): vlds
 *      of row i, vdup POS_LOWEST under a b32 predicate, two chunks of vsts;
 *   B  TRowExpand_ColMajor, DN half source: vldas + vldus at element i,
 *      vdup POS_LOWEST under pset_b8(PAT_ALL); the rest of the 256 bytes
 *      vldus reads lies in a tile a copy is still writing, which is
 *      harmless (only lane 0 reaches UB);
 *   C  TRowExpandBrcb: vlds E2B_B32 (8 floats to 8 blocks) and E2B_B16
 *      (8 halves, 16-byte steps);
 *   D  a5/TRowExpandBinOp.hpp, 32-byte rows (NoPostUpdate2): vlds BLK of
 *      row i's block, vadd per 64-lane chunk (src1[i, j % 8]);
 *   E  the same with a DN half src1 (NoPostUpdate): vldas/vldus, vdup,
 *      vmul. */
#include "a5.h"
#include "sim-test.h"

static float ga[8 * 8], gb0[8 * 96], gb1[8 * 8], gc32[16];
static uint16_t gh[24], gc16[32], ge0[8 * 128], ge1[8], gpad[128];
static float oa[8 * 128], oc32[16 * 8], od[8 * 96];
static uint16_t ob[24 * 160], oc16[32 * 16], oe[8 * 128];
static int failed;

static void expect(const char *what, unsigned i, uint32_t got, uint32_t want)
{
    if (got != want) {
        failed = 1;
        fprintf(stderr, "%s [%u]: got 0x%x, want 0x%x\n", what, i, (unsigned)got, (unsigned)want);
    }
}

static uint32_t fbits(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static uint16_t hbits(float f)
{
    half h = (half)f;
    uint16_t b;
    memcpy(&b, &h, 2);
    return b;
}

static float hval(uint16_t b)
{
    half h;
    memcpy(&h, &b, 2);
    return (float)h;
}

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x0000), *ya = PGR_UB(float, 0x0100);
    __ubuf__ half *h = PGR_UB(half, 0x1100), *pad = PGR_UB(half, 0x1140);
    __ubuf__ half *yb = PGR_UB(half, 0x1400);
    __ubuf__ float *c32 = PGR_UB(float, 0x3400), *yc32 = PGR_UB(float, 0x3440);
    __ubuf__ half *c16 = PGR_UB(half, 0x3840), *yc16 = PGR_UB(half, 0x3880);
    __ubuf__ float *b0 = PGR_UB(float, 0x4880), *b1 = PGR_UB(float, 0x5480);
    __ubuf__ float *yd = PGR_UB(float, 0x5580);
    __ubuf__ half *e0 = PGR_UB(half, 0x6180), *e1 = PGR_UB(half, 0x6980);
    __ubuf__ half *ye = PGR_UB(half, 0x69a0);
    unsigned i, j;

    for (i = 0; i < 64; i++)
        ga[i] = (float)(100 + i);
    for (i = 0; i < 24; i++)
        gh[i] = hbits((float)(i + 1) * 0.5f);
    for (i = 0; i < 16; i++)
        gc32[i] = (float)i - 7.25f;
    for (i = 0; i < 32; i++)
        gc16[i] = hbits((float)i + 0.125f);
    for (i = 0; i < 8 * 96; i++)
        gb0[i] = (float)i * 0.25f;
    for (i = 0; i < 64; i++)
        gb1[i] = (float)(1000 * (i / 8) + i % 8);
    for (i = 0; i < 8 * 128; i++)
        ge0[i] = hbits((float)(i % 64) - 16.0f);
    for (i = 0; i < 8; i++)
        ge1[i] = hbits((float)(i + 2));

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(a, ga, 0, 1, sizeof ga, 0, 0, 0, 0, sizeof ga, sizeof ga);
    copy_gm_to_ubuf_align_v2(h, gh, 0, 1, sizeof gh, 0, 0, 0, 0, sizeof gh, 64);
    copy_gm_to_ubuf_align_v2(c32, gc32, 0, 1, sizeof gc32, 0, 0, 0, 0, sizeof gc32, 64);
    copy_gm_to_ubuf_align_v2(c16, gc16, 0, 1, sizeof gc16, 0, 0, 0, 0, sizeof gc16, 64);
    copy_gm_to_ubuf_align_v2(b0, gb0, 0, 1, sizeof gb0, 0, 0, 0, 0, sizeof gb0, sizeof gb0);
    copy_gm_to_ubuf_align_v2(b1, gb1, 0, 1, sizeof gb1, 0, 0, 0, 0, sizeof gb1, sizeof gb1);
    copy_gm_to_ubuf_align_v2(e0, ge0, 0, 1, sizeof ge0, 0, 0, 0, 0, sizeof ge0, sizeof ge0);
    copy_gm_to_ubuf_align_v2(e1, ge1, 0, 1, sizeof ge1, 0, 0, 0, 0, sizeof ge1, 32);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    /* B: the tile after the DN source, still being written */
    copy_gm_to_ubuf_align_v2(pad, gpad, 0, 1, sizeof gpad, 0, 0, 0, 0, sizeof gpad, sizeof gpad);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    __VEC_SCOPE__
    {
        vector_f32 v0, v1, v2;
        vector_f16 u0, u1, u2;
        vector_align ua;
        vector_bool all8 = pset_b8(PAT_ALL);

        /* A */
        for (i = 0; i < 8; i++) {
            uint32_t n = 64, cols = 128;
            vector_bool pg0 = plt_b32(n, POST_UPDATE);
            vlds(v0, a, i * 8, NORM);
            vdup(v1, v0, pg0, POS_LOWEST, MODE_ZEROING);
            for (j = 0; j < 2; j++)
                vsts(v1, ya + i * 128, j * 64, NORM_B32, plt_b32(cols, POST_UPDATE));
        }
        /* B */
        for (i = 0; i < 24; i++) {
            uint32_t cols = 160;
            vldas(ua, h + i);
            vldus(u0, ua, h + i);
            vdup(u1, u0, all8, POS_LOWEST, MODE_ZEROING);
            for (j = 0; j < 2; j++)
                vsts(u1, yb, i * 160 + j * 128, NORM_B16, plt_b16(cols, POST_UPDATE));
        }
        /* C */
        {
            uint32_t n32 = 16 * 8, n16 = 32 * 16;
            for (i = 0; i < 2; i++) {
                vector_bool p = plt_b32(n32, POST_UPDATE);
                vlds(v0, c32, i * 8, E2B_B32);
                vsts(v0, yc32, i * 64, NORM_B32, p);
            }
            for (i = 0; i < 4; i++) {
                vector_bool p = plt_b16(n16, POST_UPDATE);
                vlds(u0, c16, i * 8, E2B_B16);
                vsts(u0, yc16, i * 128, NORM_B16, p);
            }
        }
        /* D: TROWEXPANDADD, src1 rows of 32 bytes */
        for (i = 0; i < 8; i++) {
            uint32_t cols = 96;
            vlds(v1, b1, i * 8, BLK);
            for (j = 0; j < 2; j++) {
                vector_bool p = plt_b32(cols, POST_UPDATE);
                vlds(v0, b0, i * 96 + j * 64, NORM);
                vadd(v2, v0, v1, p, MODE_ZEROING);
                vsts(v2, yd, i * 96 + j * 64, NORM_B32, p);
            }
        }
        /* E: TROWEXPANDMUL, DN half src1 */
        for (i = 0; i < 8; i++) {
            uint32_t cols = 128;
            vector_bool p;
            vldas(ua, e1 + i);
            vldus(u2, ua, e1 + i);
            vdup(u1, u2, all8, POS_LOWEST, MODE_ZEROING);
            p = plt_b16(cols, POST_UPDATE);
            vlds(u0, e0, i * 128, NORM);
            vmul(u2, u0, u1, p, MODE_ZEROING);
            vsts(u2, ye, i * 128, NORM_B16, p);
        }
    }
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID1); /* pad: ordered before anything uses it */
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(oa, ya, 0, 1, sizeof oa, 0, sizeof oa, sizeof oa);
    copy_ubuf_to_gm_align_v2(ob, yb, 0, 1, sizeof ob, 0, sizeof ob, sizeof ob);
    copy_ubuf_to_gm_align_v2(oc32, yc32, 0, 1, sizeof oc32, 0, sizeof oc32, sizeof oc32);
    copy_ubuf_to_gm_align_v2(oc16, yc16, 0, 1, sizeof oc16, 0, sizeof oc16, sizeof oc16);
    copy_ubuf_to_gm_align_v2(od, yd, 0, 1, sizeof od, 0, sizeof od, sizeof od);
    copy_ubuf_to_gm_align_v2(oe, ye, 0, 1, sizeof oe, 0, sizeof oe, sizeof oe);
    pipe_barrier(PIPE_ALL);

    for (i = 0; i < 8 * 128; i++)
        expect("A", i, fbits(oa[i]), fbits(ga[8 * (i / 128)]));
    for (i = 0; i < 24 * 160; i++)
        expect("B", i, ob[i], gh[i / 160]);
    for (i = 0; i < 16 * 8; i++)
        expect("C b32", i, fbits(oc32[i]), fbits(gc32[i / 8]));
    for (i = 0; i < 32 * 16; i++)
        expect("C b16", i, oc16[i], gc16[i / 16]);
    for (i = 0; i < 8 * 96; i++)
        expect("D", i, fbits(od[i]), fbits(gb0[i] + gb1[8 * (i / 96) + i % 8]));
    for (i = 0; i < 8 * 128; i++)
        expect("E", i, oe[i], hbits(hval(ge0[i]) * hval(ge1[i / 128])));
}
