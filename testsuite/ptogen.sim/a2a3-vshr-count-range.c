/* A scalar-count vshr by 16 on 16-bit data: what the hardware does with a
 * count outside [0, W) is not documented, so no kernel may depend on it. */
/* { sim-error {^sim: vshr: count 16 outside \[0, 16\)$} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (int16_t)-5, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    vshr(y, x, (int16_t)16, 1, 1, 1, 8, 8, false);
}
