/* Between wait_flag(PIPE_V, PIPE_S) and the wait_flag(PIPE_S, PIPE_V) that
 * hands UB back, the scalar unit owns UB (its loads are invisible to the
 * simulator): no vector instruction may issue.  Here the S -> V
 * handshake after the scalar loop is missing. */
/* { sim-error {^sim: vadd: vector instruction while the scalar unit may still access UB: wait_flag\(PIPE_V, PIPE_S, EVENT_ID0\) without a later set_flag/wait_flag\(PIPE_S, PIPE_V\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static int32_t ga[256];

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x400);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x800);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
    for (int i = 0; i < 256; i++)
        x[i] = a[i] >> 1;
    vadd(y, x, a, 4, 1, 1, 1, 8, 8, 8);
}
