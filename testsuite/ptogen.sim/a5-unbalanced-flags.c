/* Every set_flag must be consumed before the kernel returns (A5 too). */
/* { sim-error {^sim: sim_a5_end: kernel returned with set_flag\(PIPE_V, PIPE_MTE3, EVENT_ID0\) not consumed by a wait_flag \(2 pending\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
}
