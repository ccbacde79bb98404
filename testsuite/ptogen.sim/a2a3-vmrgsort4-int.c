/* vmrgsort4 of int32_t pairs: the compiler's V220 forms merge half or
 * float. */
/* { sim-error {^sim: vmrgsort4: dst points to int32_t: vmrgsort4 merges half or float pairs} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ int32_t *l[2] = {(__ubuf__ int32_t *)x, (__ubuf__ int32_t *)x + 64};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4((__ubuf__ int32_t *)p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
