/* A reduction of int32_t data: pto-isa's row reductions take half and
 * float only (a2a3/TRowReduceOps.hpp), as CCE's vcadd prototypes do. */
/* { sim-error {^sim: vcadd: element type int32_t is not supported \(A2/A3 vcadd takes half, float} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcadd(y, x, 1, 1, 1, 8, false);
}
