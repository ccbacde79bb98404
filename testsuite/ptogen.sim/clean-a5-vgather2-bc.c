/* vgather2_bc as pto-isa's a5/TGather.hpp calls it for b16 data by an
 * int32 index tile (TGather_b16_bc): the indices' vector_u32 view, a b32
 * predicate of 50 lanes, then vsts PK_B32, which stores the low half of
 * each b32 lane: element k of the stored row is x[63 - k] for k < 50.
 * The data is written by the V pipe and a mem_bar orders the gather
 * after it.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static int16_t gh[64];

static void kernel(void)
{
    __ubuf__ int16_t *xh = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *yh = PGR_UB(int16_t, 0x100);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s32 i32, c32;
        vector_s16 c16, dh, z;
        uint32_t n32 = 50;
        vector_bool p32 = plt_b32(n32, POST_UPDATE);
        /* data: x[k] = 1000 - k; the stored row starts all zero */
        vci(c16, (int16_t)0, INC_ORDER);
        vdup(dh, (int16_t)1000, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(dh, dh, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(dh, xh, 0, NORM_B16, pset_b16(PAT_ALL));
        vdup(z, (int16_t)0, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(z, yh, 0, NORM_B16, pset_b16(PAT_ALL));
        mem_bar(VST_VLD);
        /* indices: 63 - lane */
        vci(c32, (int32_t)0, INC_ORDER);
        vdup(i32, (int32_t)63, pset_b32(PAT_ALL), MODE_ZEROING);
        vsub(i32, i32, c32, pset_b32(PAT_ALL), MODE_ZEROING);
        vgather2_bc(dh, xh, *(vector_u32 *)&i32, p32);
        vsts(dh, yh, 0, PK_B32, p32);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gh, yh, 0, 1, 128, 0, 128, 128);
    pipe_barrier(PIPE_ALL);

    for (int k = 0; k < 64; k++) {
        int want = k < 50 ? 1000 - (63 - k) : 0;
        if (gh[k] != want)
            fprintf(stderr, "int16 element %d: %d, expected %d\n", k, gh[k], want);
    }
}
