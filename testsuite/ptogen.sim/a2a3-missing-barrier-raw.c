/* A vector instruction reads what the previous one wrote, with no
 * pipe_barrier(PIPE_V) in between (read after write). */
/* { sim-error {^sim: vmuls: reads UB \[0x400, 0x800\) written by V vadd without pipe_barrier\(PIPE_V\) in between$} } */
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
    vadd(x, a, a, 4, 1, 1, 1, 8, 8, 8);
    vmuls(y, x, 3, 4, 1, 1, 8, 8);
}
