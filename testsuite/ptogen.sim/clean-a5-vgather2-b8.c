/* vgather2's 8-bit form as ptogen's a5 tgatherb of 8-bit data calls it
 * (gen/plan_a5_ops.c, a5_gather_b8): int32 offsets 63 - l clamped by
 * vmins and narrowed by vcvt(PART_EVEN) into the even u16 lanes, bytes
 * gathered from a uint8_t row into vector_u16 lanes (zero-extended: the
 * source bytes are 1000 - k's, half of them 0x80 or more), narrowed again
 * by vcvt(PART_EVEN) of a signed view under the b32 predicate and stored
 * PK4_B32: byte k of the stored row is source byte 63 - k for k < 50,
 * the zero a vsts put there first past it.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static uint8_t gb[64];

static void kernel(void)
{
    __ubuf__ int16_t *xh = PGR_UB(int16_t, 0x000);
    __ubuf__ uint8_t *xb = PGR_UB(uint8_t, 0x000);
    __ubuf__ uint8_t *yb = PGR_UB(uint8_t, 0x100);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s32 i32, c32;
        vector_u16 ih, g16;
        vector_s16 c16, dh;
        vector_u8 d8, z8;
        uint32_t n32 = 50;
        vector_bool p32 = plt_b32(n32, POST_UPDATE);
        vci(c16, (int16_t)0, INC_ORDER);
        vdup(dh, (int16_t)1000, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(dh, dh, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(dh, xh, 0, NORM_B16, pset_b16(PAT_ALL));
        vdup(z8, (uint8_t)0, pset_b8(PAT_ALL), MODE_ZEROING);
        vsts(z8, yb, 0, NORM_B8, pset_b8(PAT_ALL));
        mem_bar(VST_VLD);
        vci(c32, (int32_t)0, INC_ORDER);
        vdup(i32, (int32_t)63, pset_b32(PAT_ALL), MODE_ZEROING);
        vsub(i32, i32, c32, pset_b32(PAT_ALL), MODE_ZEROING);
        vmins(*(vector_u32 *)&i32, *(vector_u32 *)&i32, (uint32_t)63, p32, MODE_ZEROING);
        vcvt(ih, *(vector_u32 *)&i32, p32, RS_DISABLE, PART_EVEN);
        vgather2(g16, xb, ih, pset_b16(PAT_ALL));
        vcvt(d8, *(vector_s16 *)&g16, p32, RS_DISABLE, PART_EVEN);
        vsts(d8, yb, 0, PK4_B32, p32);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gb, yb, 0, 1, 64, 0, 64, 64);
    pipe_barrier(PIPE_ALL);

    for (int k = 0; k < 64; k++) {
        int l = 63 - k, v = 1000 - l / 2;
        int want = k < 50 ? (l % 2 ? v >> 8 : v) & 0xff : 0;
        if (gb[k] != want)
            fprintf(stderr, "uint8 element %d: %d, expected %d\n", k, gb[k], want);
    }
}
