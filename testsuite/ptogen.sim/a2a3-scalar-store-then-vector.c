/* A vector instruction reads bytes a scalar store wrote without
 * set_flag/wait_flag(PIPE_S, PIPE_V) in between. */
/* { sim-error {^sim: vadds: reads UB \[0x0, 0x400\) written by S scalar store without set_flag/wait_flag\(PIPE_S, PIPE_V\)$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    for (int i = 0; i < 256; i++)
        x[i] = i;
    vadds(y, x, 1, 4, 1, 1, 8, 8);
}
