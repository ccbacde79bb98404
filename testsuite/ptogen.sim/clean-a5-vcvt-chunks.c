/* Mixed widths in A5 registers, the ways a kernel chains them (sim/README.md,
 * "Mixed widths on A5"), with copies and flags:
 *   - half in, float compute, half out in 64-element chunks: an UNPK_B16
 *     load, vcvt PART_EVEN to float, float ops under the chunk's b32
 *     predicate, vcvt back (PART_EVEN), a PK_B32 store;
 *   - the same in one 128-element chunk as pto-isa's a5/TRem.hpp: even
 *     and odd lanes widened separately, narrowed to the even and odd half
 *     lanes and merged with vor;
 *   - int8_t -> half: an UNPK_B8 load, vcvt PART_EVEN.
 * 100 elements, so the last chunk has a tail; the unused lanes of the
 * loads read UB a copy is still writing (the tile at 0xe0, loaded after
 * the MTE2 -> V flag), which must not be reported: provenance follows the
 * lanes through the conversions.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static half gx[100], gy[100], gz[100], gc[100], gw[16];
static int8_t gb[100];

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __ubuf__ half *w = PGR_UB(half, 0x0e0); /* loaded without a flag to V */
    __ubuf__ half *y = PGR_UB(half, 0x200);
    __ubuf__ half *z = PGR_UB(half, 0x400);
    __ubuf__ int8_t *b = PGR_UB(int8_t, 0x600);
    __ubuf__ half *c = PGR_UB(half, 0x700);
    int k;

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    for (k = 0; k < 100; k++) {
        gx[k] = (half)((float)k * 0.25f - 12.0f);
        gb[k] = (int8_t)(k - 50);
    }
    copy_gm_to_ubuf_align_v2(x, gx, 0, 1, 200, 0, 0, 0, 0, 200, 224);
    copy_gm_to_ubuf_align_v2(b, gb, 0, 1, 100, 0, 0, 0, 0, 100, 128);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    copy_gm_to_ubuf_align_v2(w, gw, 0, 1, 32, 0, 0, 0, 0, 32, 32);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    set_ctrl(sbitset0(get_ctrl(), 60)); /* RS_DISABLE: half keeps inf and NaN */
    __VEC_SCOPE__
    {
        uint32_t n = 100, n2 = 200; /* elements; b16 lanes (2 per element) */
        for (uint16_t ch = 0; ch < 2; ch++) {
            vector_f16 a, o;
            vector_f32 v, v2, v3;
            vector_bool p32 = plt_b32(n, POST_UPDATE);  /* the chunk's elements */
            vector_bool p16 = plt_b16(n2, POST_UPDATE); /* the same, as b16 lanes 2j */
            vlds(a, x, ch * 64, UNPK_B16);
            vcvt(v, a, p16, PART_EVEN);
            vmuls(v2, v, 2.0f, p32, MODE_ZEROING);
            vadds(v3, v2, 1.0f, p32, MODE_ZEROING);
            vcvt(o, v3, p32, ROUND_R, RS_DISABLE, PART_EVEN);
            vsts(o, y, ch * 64, PK_B32, p32);
        }
    }
    __VEC_SCOPE__
    {
        uint32_t m = 100;
        vector_f16 a, e16, o16, r;
        vector_f32 ev, od, ev2, od2, ev3, od3;
        vector_bool pm = plt_b16(m, POST_UPDATE);
        vector_bool all = pset_b32(PAT_ALL);
        vlds(a, x, 0, NORM);
        vcvt(ev, a, pm, PART_EVEN); /* elements 0, 2, 4, ... */
        vcvt(od, a, pm, PART_ODD);  /* elements 1, 3, 5, ... */
        vmuls(ev2, ev, 2.0f, all, MODE_ZEROING);
        vmuls(od2, od, 2.0f, all, MODE_ZEROING);
        vadds(ev3, ev2, 1.0f, all, MODE_ZEROING);
        vadds(od3, od2, 1.0f, all, MODE_ZEROING);
        vcvt(e16, ev3, all, ROUND_R, RS_DISABLE, PART_EVEN); /* odd lanes 0 */
        vcvt(o16, od3, all, ROUND_R, RS_DISABLE, PART_ODD);  /* even lanes 0 */
        vor(r, e16, o16, pm);
        vsts(r, z, 0, NORM_B16, pm);
    }
    __VEC_SCOPE__
    {
        uint32_t nb = 200, nh = 100;
        vector_s8 a;
        vector_f16 o;
        vector_bool p8 = plt_b8(nb, POST_UPDATE); /* byte lanes 2j of the elements */
        vector_bool ph = plt_b16(nh, POST_UPDATE);
        vlds(a, b, 0, UNPK_B8);
        vcvt(o, a, p8, PART_EVEN);
        vsts(o, c, 0, NORM_B16, ph);
    }
    set_ctrl(sbitset1(get_ctrl(), 60));

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 200, 0, 200, 224);
    copy_ubuf_to_gm_align_v2(gz, z, 0, 1, 200, 0, 200, 224);
    copy_ubuf_to_gm_align_v2(gc, c, 0, 1, 200, 0, 200, 224);
    pipe_barrier(PIPE_ALL);
    for (k = 0; k < 100; k++) {
        float want = ((float)k * 0.25f - 12.0f) * 2.0f + 1.0f;
        if ((float)gy[k] != want || (float)gz[k] != want || (float)gc[k] != (float)(k - 50))
            fprintf(stderr, "element %d: %g %g %g, want %g %g\n", k, (double)gy[k],
                    (double)gz[k], (double)gc[k], (double)want, (double)(k - 50));
    }
}
