/* pintlv_b16's second result follows bits 64..127 of the mask (bytes
 * 8..15 of a US load): a copy still writing bytes 0..7 when the mask is
 * loaded does not matter to a store that only uses the second result.
 * (Provenance follows the lanes pintlv_b16 moves.)  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static uint8_t gm[32], gz[8];
static float gy[64];

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);
    __ubuf__ float *y = PGR_UB(float, 0x200);

    for (int j = 0; j < 32; j++)
        gm[j] = (uint8_t)(j < 8 ? 0x00 : 0x0f);
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(m, gm, 0, 1, 32, 0, 0, 0, 0, 32, 32);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    copy_gm_to_ubuf_align_v2(m, gz, 0, 1, 8, 0, 0, 0, 0, 8, 32); /* bytes 0..7, not waited for */
    __VEC_SCOPE__
    {
        vector_f32 one, zero, r;
        vector_bool all16 = pset_b16(PAT_ALL), all32 = pset_b32(PAT_ALL), pair, lo, hi;
        vdup(one, 1.0f, all32, MODE_ZEROING);
        vdup(zero, 0.0f, all32, MODE_ZEROING);
        plds(pair, (__ubuf__ uint32_t *)m, 0, US);
        pintlv_b16(lo, hi, pair, all16);
        vsel(r, one, zero, hi);
        vsts(r, y, 0, NORM_B32, all32);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);
    for (int k = 0; k < 64; k++)
        if (gy[k] != (k % 8 < 4 ? 1.0f : 0.0f))
            fprintf(stderr, "lane %d: %g\n", k, (double)gy[k]);
}
