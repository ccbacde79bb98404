/* A vector instruction overwrites what the previous one reads, with no
 * pipe_barrier(PIPE_V) in between (write after read). */
/* { sim-error {^sim: vector_dup: writes UB \[0x0, 0x400\) read by V vmuls without pipe_barrier\(PIPE_V\) in between$} } */
#include "a2a3.h"
#include "sim-test.h"

static int32_t ga[256];

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vmuls(y, a, 3, 4, 1, 1, 8, 8);
    vector_dup(a, 0, 4, 1, 1, 8, 8);
}
