/* vbrcb on half pointers: CCE's vbrcb takes uint16_t and uint32_t;
 * pto-isa passes views of its data. */
/* { sim-error {^sim: vbrcb: element type half is not supported \(vbrcb takes uint16_t, uint32_t} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, (half)1.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbrcb(y, x, 1, 8, 1);
}
