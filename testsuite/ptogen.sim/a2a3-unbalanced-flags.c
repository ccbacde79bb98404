/* Every set_flag must be consumed by a wait_flag before the kernel
 * returns. */
/* { sim-error {^sim: sim_a2a3_end: kernel returned with set_flag\(PIPE_MTE3, PIPE_V, EVENT_ID1\) not consumed by a wait_flag \(1 pending\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
}
