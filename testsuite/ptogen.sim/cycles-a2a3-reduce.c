/* The cycles of the A2/A3 reductions and vbrcb (sim/costs.h): vcadd over
 * 4 float repeats, (13, 19, 2): 13 + 4 x 2 = 21; after a barrier vcadd
 * over 2 half repeats, the half row (13, 21, 2): 18 + 2 x 2 = 22, V at
 * 43; after a barrier vbrcb of 3 repeats, its row (14, 17, 2), from
 * CANN's cost model: 18 + 3 x 2 = 24, V at 67, complete 17 later: 84.
 * sim/README.md, "Cycle model", states the same number. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {reduce example: ([0-9]+\.[0-9]) cycles} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000), *xs = PGR_UB(float, 0x1000);
    __ubuf__ half *h = PGR_UB(half, 0x2000), *hs = PGR_UB(half, 0x3000);
    __ubuf__ uint32_t *b = PGR_UB(uint32_t, 0x4000), *bs = PGR_UB(uint32_t, 0x5000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vcadd(xs, x, 4, 1, 1, 8, false);
    pipe_barrier(PIPE_V);
    vcadd(hs, h, 2, 1, 1, 8, false);
    pipe_barrier(PIPE_V);
    vbrcb(bs, b, 1, 8, 3);
}
