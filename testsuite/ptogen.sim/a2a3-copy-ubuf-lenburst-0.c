/* copy_ubuf_to_ubuf moves at least one block: a zero burst count or
 * length is refused. */
/* { sim-error {^sim: copy_ubuf_to_ubuf: nBurst 1, lenBurst 0: a copy moves at least one} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000), *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    copy_ubuf_to_ubuf(y, x, 0, 1, 0, 0, 0);
}
