/* An event id given as an integer: the simulator's set_flag takes it,
 * the compiler's takes an event_t only (sim/typed/a2a3.hpp). */
/* { typed-error {error: invalid conversion from 'int' to 'event_t'} } */
#include <pto/npu/a2a3/TAdd.hpp>

void k(void)
{
    set_flag(PIPE_V, PIPE_MTE3, 0);
}
