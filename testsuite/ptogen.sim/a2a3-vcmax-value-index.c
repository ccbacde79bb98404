/* vcmax with VALUE_INDEX writes (value, index) pairs: only ONLY_VALUE,
 * the order pto-isa's a2a3/TRowMax.hpp passes, is simulated. */
/* { sim-error {^sim: vcmax: order VALUE_INDEX is not simulated: only ONLY_VALUE} } */
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
    vcmax(y, x, 1, 1, 1, 8, VALUE_INDEX);
}
