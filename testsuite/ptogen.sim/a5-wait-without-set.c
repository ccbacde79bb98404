/* A wait_flag with no set_flag before it (A5). */
/* { sim-error {^sim: wait_flag: \(PIPE_MTE3, PIPE_V, EVENT_ID0\) with no matching set_flag$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}
