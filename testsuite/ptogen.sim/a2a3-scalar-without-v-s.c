/* A scalar loop (plain C through a __ubuf__ pointer, like the generated
 * TSHR) overwrites what a vector instruction wrote, without
 * set_flag/wait_flag(PIPE_V, PIPE_S) first.  The simulator sees the
 * stores at the next intrinsic, as the bytes whose value changed (here
 * the two high bytes of the last element stay 0). */
/* { sim-error {^sim: scalar store: writes UB \[0x400, 0x7fe\) written by V vmuls without set_flag/wait_flag\(PIPE_V, PIPE_S\) \(plain C stores into UB, seen at set_flag\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static int32_t ga[256];

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    for (int i = 0; i < 256; i++)
        ga[i] = i + 1;
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vmuls(x, a, 2, 4, 1, 1, 8, 8);
    for (int i = 0; i < 256; i++)
        x[i] = x[i] >> 1;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
}
