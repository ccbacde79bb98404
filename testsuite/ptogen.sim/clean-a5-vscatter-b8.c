/* vscatter's 8-bit form as ptogen's a5 tscatter spells it (a5/source.m4,
 * _pg_scatter16) after pto-isa's a5/TScatter.hpp's TScatter_b8: int32
 * indices 63 - l clamped by vmins and narrowed by vcvt(PART_EVEN) into
 * the even b16 lanes (index l in lane 2l), the bytes loaded UNPK4_B8
 * (byte l into the even byte of b16 lane 2l), then one vscatter a lane,
 * the even lanes 0 .. 98 in order under a b16 predicate: byte k of the
 * stored row is source byte 63 - k for 63 - k < 50, else the zero a vsts
 * put there first.  Must run clean. */
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
        vector_u16 ih;
        vector_s16 c16, dh, lanes;
        vector_u8 d8, z8;
        vector_bool pv, p1;
        uint32_t n32 = 50, n16 = 100;
        vector_bool p32 = plt_b32(n32, POST_UPDATE), p16 = plt_b16(n16, POST_UPDATE);
        /* the source bytes: the int16 values 1000 - k; the row all zero */
        vci(c16, (int16_t)0, INC_ORDER);
        vdup(dh, (int16_t)1000, pset_b16(PAT_ALL), MODE_ZEROING);
        vsub(dh, dh, c16, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(dh, xh, 0, NORM_B16, pset_b16(PAT_ALL));
        vdup(z8, (uint8_t)0, pset_b8(PAT_ALL), MODE_ZEROING);
        vsts(z8, yb, 0, NORM_B8, pset_b8(PAT_ALL));
        mem_bar(VST_VLD);
        vlds(d8, xb, 0, UNPK4_B8);
        /* indices: 63 - lane, clamped to 64 and narrowed */
        vci(c32, (int32_t)0, INC_ORDER);
        vdup(i32, (int32_t)63, pset_b32(PAT_ALL), MODE_ZEROING);
        vsub(i32, i32, c32, pset_b32(PAT_ALL), MODE_ZEROING);
        vmins(*(vector_u32 *)&i32, *(vector_u32 *)&i32, (uint32_t)64, p32, MODE_ZEROING);
        vcvt(ih, *(vector_u32 *)&i32, p32, RS_DISABLE, PART_EVEN);
        vcmps_lt(pv, ih, (uint16_t)64, p16);
        vci(lanes, (int16_t)0, INC_ORDER);
        for (int16_t l = 0; l < 128; l += 2) {
            vcmps_eq(p1, lanes, l, pv);
            vscatter(d8, yb, ih, p1);
        }
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gb, yb, 0, 1, 64, 0, 64, 64);
    pipe_barrier(PIPE_ALL);

    for (int k = 0; k < 64; k++) {
        int l = 63 - k, v = 1000 - l / 2;
        int want = l < 50 ? (l % 2 ? v >> 8 : v) & 0xff : 0;
        if (gb[k] != want)
            fprintf(stderr, "uint8 element %d: %d, expected %d\n", k, gb[k], want);
    }
}
