/* A reduction's source must be 32-byte aligned (its destination only
 * needs the element's alignment). */
/* { sim-error {^sim: vcadd: src UB address 0x10 is not 32-byte aligned$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcadd(y + 1, x + 4, 1, 1, 1, 8, false);
}
