/* Two vector instructions write the same bytes with no
 * pipe_barrier(PIPE_V) in between (write after write). */
/* { sim-error {^sim: vadds: writes UB \[0x400, 0x800\) written by V vector_dup without pipe_barrier\(PIPE_V\) in between$} } */
#include "a2a3.h"
#include "sim-test.h"

static int16_t ga[512];

static void kernel(void)
{
    __ubuf__ int16_t *a = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vector_dup(y, (int16_t)7, 4, 1, 1, 8, 8);
    vadds(y, a, (int16_t)1, 4, 1, 1, 8, 8);
}
