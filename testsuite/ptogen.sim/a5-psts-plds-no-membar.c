/* A mask stored by psts and loaded back by plds in the same scope without
 * mem_bar(VST_VLD). */
/* { sim-error {^sim: plds: reads UB \[0x100, 0x110\) written by V psts without mem_bar\(VST_VLD\) in between in the same __VEC_SCOPE__$} } */
#include "a5.h"
#include "sim-test.h"

static half gy[128];

static void kernel(void)
{
    __ubuf__ uint8_t *mb = PGR_UB(uint8_t, 0x100);
    __ubuf__ half *y = PGR_UB(half, 0x200);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_f16 a = {}, one = {}, zero = {}, r;
        vector_bool all = pset_b16(PAT_ALL), p, q;
        vcmps_ge(p, a, (half)0, all);
        psts(p, (__ubuf__ uint32_t *)mb, 0, PK);
        plds(q, (__ubuf__ uint32_t *)mb, 0, US);
        vsel(r, one, zero, q);
        vsts(r, y, 0, NORM_B16, all);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 256, 0, 256, 256);
}
