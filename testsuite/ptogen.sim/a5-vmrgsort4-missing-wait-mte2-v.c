/* vmrgsort4 of lists the GM copy has not finished: the vector pipe's own
 * order (no barrier after a scope or a vbitsort) does not cover another
 * pipe's writes, which take set_flag/wait_flag(PIPE_MTE2, PIPE_V) first. */
/* { sim-error {^sim: vmrgsort4: reads UB \[0x0, 0x200\) written by MTE2 copy_gm_to_ubuf_align_v2 without set_flag/wait_flag\(PIPE_MTE2, PIPE_V\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    static float g[128];
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x400);
    __ubuf__ float *l[2] = {x, x + 64};

    set_loop_size_outtoub(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(x, g, 0, 1, sizeof g, 0, 0, 0, 0, sizeof g, sizeof g);
    vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
}
