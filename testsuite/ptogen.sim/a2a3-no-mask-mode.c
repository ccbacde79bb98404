/* A core starts with no mask mode: the kernel must choose one and set the
 * mask before its first vector instruction. */
/* { sim-error {^sim: vector_dup: mask mode not established: call set_mask_norm\(\) or set_mask_count\(\) and set_vector_mask\(\) at kernel entry$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
}
