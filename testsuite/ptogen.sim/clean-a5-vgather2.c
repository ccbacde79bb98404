/* vgather2 as pto-isa's a5/TGather.hpp calls it: float data gathered by
 * vector_u32 element indices (a view of the int32 index register), and
 * int16_t data by vector_u16 ones, each under a predicate of the data's
 * width; the data is written by the V pipe and a mem_bar orders the
 * gather after it.  Lanes past the predicate read nothing and are 0.
 * Each result is stored and compared lane by lane.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static float gf[64];
static int16_t gh[128];

static void kernel(void)
{
    __ubuf__ float *xf = PGR_UB(float, 0x000);
    __ubuf__ int16_t *xh = PGR_UB(int16_t, 0x100);
    __ubuf__ float *yf = PGR_UB(float, 0x200);
    __ubuf__ int16_t *yh = PGR_UB(int16_t, 0x300);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s32 i32, c32;
        vector_s16 i16, c16;
        vector_f32 df, sf;
        vector_s16 dh;
        uint32_t n32 = 50, n16 = 100;
        vector_bool p32 = plt_b32(n32, POST_UPDATE), p16 = plt_b16(n16, POST_UPDATE);
        /* data: x[k] = k (float), 1000 - k (int16) */
        vci(c32, (int32_t)0, INC_ORDER);
        vcvt(sf, c32, pset_b32(PAT_ALL), ROUND_R);
        vsts(sf, xf, 0, NORM_B32, pset_b32(PAT_ALL));
        vci(c16, (int16_t)0, INC_ORDER);
        vdup(dh, (int16_t)1000, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(dh, dh, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(dh, xh, 0, NORM_B16, pset_b16(PAT_ALL));
        mem_bar(VST_VLD);
        /* indices: 63 - lane */
        vdup(i32, (int32_t)63, pset_b32(PAT_ALL), MODE_ZEROING);
        vsub(i32, i32, c32, pset_b32(PAT_ALL), MODE_ZEROING);
        vgather2(df, xf, *(vector_u32 *)&i32, p32);
        vdup(i16, (int16_t)127, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(i16, i16, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vgather2(dh, xh, *(vector_u16 *)&i16, p16, MODE_ZEROING);
        vsts(df, yf, 0, NORM_B32, pset_b32(PAT_ALL));
        vsts(dh, yh, 0, NORM_B16, pset_b16(PAT_ALL));
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gf, yf, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(gh, yh, 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    for (int i = 0; i < 64; i++) {
        float want = i < 50 ? (float)(63 - i) : 0.0f;
        if (gf[i] != want)
            fprintf(stderr, "float lane %d: %g, expected %g\n", i, (double)gf[i], (double)want);
    }
    for (int i = 0; i < 128; i++) {
        int want = i < 100 ? 1000 - (127 - i) : 0;
        if (gh[i] != want)
            fprintf(stderr, "int16 lane %d: %d, expected %d\n", i, gh[i], want);
    }
}
