/* copy_ubuf_to_ubuf moves whole 32-byte blocks from 32-byte aligned
 * addresses. */
/* { sim-error {^sim: copy_ubuf_to_ubuf: src UB address 0x10 is not 32-byte aligned$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000), *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    copy_ubuf_to_ubuf(y, x + 4, 0, 1, 1, 0, 0);
}
