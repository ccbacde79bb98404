/* A kernel that switches saturation to per instruction (CTRL bit 60 = 0)
 * and returns without restoring it. */
/* { sim-error {^sim: sim_a5_end: kernel returned with CTRL 0x0001000000000000, not the 0x1001000000000000 it started with \(bit 60 differs} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    set_ctrl(sbitset0(get_ctrl(), 60));
}
