/* At most 16 set_flag of one (src, dst, event) may be outstanding. */
/* { sim-error {^sim: set_flag: \(PIPE_V, PIPE_MTE2, EVENT_ID0\) set 16 times without a wait_flag$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    for (int i = 0; i < 17; i++)
        set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
}
