/* TCMP's b32 path with the second chunk's data loaded without waiting for
 * MTE2: the compare bits of lanes 64..127 of the packed store come from
 * that load (through pdintlv_b8), so psts reports it, with the bytes
 * those lanes read. */
/* { sim-error {^sim: vlds: reads UB \[0x400, 0x500\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static float ga[64], gb[64];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);
    __ubuf__ float *b = PGR_UB(float, 0x400);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x800);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(a, ga, 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    copy_gm_to_ubuf_align_v2(b, gb, 0, 1, 256, 0, 0, 0, 0, 256, 256); /* no wait after */
    __VEC_SCOPE__
    {
        vector_f32 x, y;
        vector_bool all = pset_b32(PAT_ALL), p, q, pk, odd;
        vlds(x, a, 0, NORM);
        vlds(y, b, 0, NORM);
        vcmps_gt(p, x, 0.0f, all);
        vcmps_gt(q, y, 0.0f, all);
        pdintlv_b8(pk, odd, p, q);
        psts(pk, (__ubuf__ uint32_t *)m, 0, PK);
    }
}
