/* scatter_vnchwconv_b16: the VA registers must be set first. */
/* { sim-error {^sim: scatter_vnchwconv_b16: VA0/VA1 or VA2/VA3 read before set_va_reg_sb wrote them} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    uint64_t a[8] = {0};

    set_va_reg_sb(VA0, a);
    set_va_reg_sb(VA1, a);
    set_va_reg_sb(VA2, a);
    scatter_vnchwconv_b16(VA0, VA2, 1, 0, 0);
}
