/* TCMP on float as pto-isa's a5/TCmp.hpp (TCmp_32B) lowers it: 200
 * elements flattened, ceil(200 / 64) + 1 = 5 chunks rounded down to pairs
 * (2 iterations, 256 lanes); per pair two vcmp_gt under plt_b32, one
 * pdintlv_b8, one psts of 16 bytes.  The lanes past 200 are inactive:
 * their bits are 0.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static float gx[200], gy[200];
static uint8_t gm[32];

static void kernel(void)
{
    __ubuf__ float *src0 = PGR_UB(float, 0x000);
    __ubuf__ float *src1 = PGR_UB(float, 0x400);
    __ubuf__ uint8_t *dstPtr = PGR_UB(uint8_t, 0x800);

    for (int k = 0; k < 200; k++) {
        gx[k] = (float)(k % 7 - 3);
        gy[k] = 0.0f;
    }
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(src0, gx, 0, 1, 800, 0, 0, 0, 0, 800, 800);
    copy_gm_to_ubuf_align_v2(src1, gy, 0, 1, 800, 0, 0, 0, 0, 800, 800);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_f32 vreg0, vreg1, vreg2, vreg3;
        vector_bool preg0, preg1, preg2, preg3, preg4;
        uint32_t sreg = 200;
        uint32_t repeatElm = 64;
        uint16_t repeatTimes = (uint16_t)((200 + repeatElm - 1) / repeatElm + 1);
        for (uint16_t i = 0; i < (uint16_t)(repeatTimes / 2); ++i) {
            preg0 = plt_b32(sreg, POST_UPDATE);
            vlds(vreg0, src0, i * 2 * repeatElm, NORM);
            vlds(vreg1, src1, i * 2 * repeatElm, NORM);
            vcmp_gt(preg1, vreg0, vreg1, preg0);
            preg0 = plt_b32(sreg, POST_UPDATE);
            vlds(vreg2, src0, (i * 2 + 1) * repeatElm, NORM);
            vlds(vreg3, src1, (i * 2 + 1) * repeatElm, NORM);
            vcmp_gt(preg2, vreg2, vreg3, preg0);
            pdintlv_b8(preg3, preg4, preg1, preg2);
            psts(preg3, ((__ubuf__ uint32_t *)dstPtr + i * 4), 0, PK);
        }
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gm, dstPtr, 0, 1, 32, 0, 32, 32);
    pipe_barrier(PIPE_ALL);
    for (int k = 0; k < 256; k++) {
        int want = k < 200 && k % 7 > 3, bit = (gm[k / 8] >> (k % 8)) & 1;
        if (bit != want)
            fprintf(stderr, "bit %d: %d, expected %d\n", k, bit, want);
    }
}
