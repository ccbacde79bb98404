/* set_ctrl changing a CTRL bit other than 59 (here 48, the float
 * saturation): not simulated (the simulator computes floats keeping inf
 * and NaN). */
/* { sim-error {^sim: set_ctrl: changes CTRL bit 48 \(0x0001000000000000 -> 0x0000000000000000\): only bit 59} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_ctrl(sbitset0(get_ctrl(), 48));
}
