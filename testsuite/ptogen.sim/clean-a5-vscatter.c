/* vscatter as pto-isa's a5/TScatter.hpp calls it: float data scattered
 * by vector_u32 element indices (a view of an int32 register), and
 * int16_t data by vector_u16 ones, each under a predicate of the data's
 * width.  The lanes past the predicate write nothing: their elements keep
 * the zeros a vsts put there first (a store after a store in one scope
 * needs no barrier).  Indices reverse the lanes, so every element lands
 * away from its lane.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static float gf[64];
static int16_t gh[128];

static void kernel(void)
{
    __ubuf__ float *yf = PGR_UB(float, 0x000);
    __ubuf__ int16_t *yh = PGR_UB(int16_t, 0x100);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s32 i32, c32;
        vector_s16 i16, c16;
        vector_f32 sf, zf;
        vector_s16 sh, zh;
        uint32_t n32 = 50, n16 = 100;
        vector_bool p32 = plt_b32(n32, POST_UPDATE), p16 = plt_b16(n16, POST_UPDATE);
        vdup(zf, 0.0f, pset_b32(PAT_ALL), MODE_ZEROING);
        vsts(zf, yf, 0, NORM_B32, pset_b32(PAT_ALL));
        vdup(zh, (int16_t)0, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(zh, yh, 0, NORM_B16, pset_b16(PAT_ALL));
        /* data: lane k holds k + 1 (float), 1000 - k (int16) */
        vci(c32, (int32_t)1, INC_ORDER);
        vcvt(sf, c32, pset_b32(PAT_ALL), ROUND_R);
        vci(c16, (int16_t)0, INC_ORDER);
        vdup(sh, (int16_t)1000, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(sh, sh, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        /* indices: 63 - lane, 127 - lane */
        vci(c32, (int32_t)0, INC_ORDER);
        vdup(i32, (int32_t)63, pset_b32(PAT_ALL), MODE_ZEROING);
        vsub(i32, i32, c32, pset_b32(PAT_ALL), MODE_ZEROING);
        vscatter(sf, yf, *(vector_u32 *)&i32, p32);
        vdup(i16, (int16_t)127, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(i16, i16, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vscatter(sh, yh, *(vector_u16 *)&i16, p16);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gf, yf, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(gh, yh, 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    for (int e = 0; e < 64; e++) {
        float want = 63 - e < 50 ? (float)(63 - e + 1) : 0.0f;
        if (gf[e] != want)
            fprintf(stderr, "float element %d: %g, expected %g\n", e, (double)gf[e], (double)want);
    }
    for (int e = 0; e < 128; e++) {
        int want = 127 - e < 100 ? 1000 - (127 - e) : 0;
        if (gh[e] != want)
            fprintf(stderr, "int16 element %d: %d, expected %d\n", e, gh[e], want);
    }
}
