/* A scalar loop's declared work is charged to the S pipe: 100 element-
 * steps at SIM_S_STEP_CYCLES (8) make the core take 800 cycles, and the V
 * pipe, waiting on the S -> V flag, starts after them. */
/* { sim-output {^cycles (800\.0)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
    PGR_SCALAR_STEPS(100);
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
}
