/* vcadd under a mask that enables no element: what it writes then is
 * not documented (pto-isa's continuous masks are never empty). */
/* { sim-error {^sim: vcadd: the vector mask enables no element of the repeat} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 0);
    vcadd(y, x, 1, 1, 1, 8, false);
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
