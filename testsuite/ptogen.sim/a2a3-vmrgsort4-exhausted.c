/* vmrgsort4 with the exhausted suspension (config bit 12): where it stops
 * is the status register's, which the simulator does not model. */
/* { sim-error {^sim: vmrgsort4: config 0x1301 sets bits above 11} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[2] = {x, x + 64};

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 5, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8 | 1ull << 12);
}
