/* set_ctrl changing CTRL bit 56, which is counter mode: modes change
 * through set_mask_count() and set_mask_norm(). */
/* { sim-error {^sim: set_ctrl: changes CTRL bit 56 \(counter mode\) to 1: switch modes with set_mask_count\(\) / set_mask_norm\(\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_ctrl(sbitset1(get_ctrl(), 56));
}
