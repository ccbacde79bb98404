/* A wait_flag with no set_flag before it would hang the pipe. */
/* { sim-error {^sim: wait_flag: \(PIPE_MTE2, PIPE_V, EVENT_ID3\) with no matching set_flag$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID2);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID3);
}
