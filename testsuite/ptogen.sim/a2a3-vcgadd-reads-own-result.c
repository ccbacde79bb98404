/* A later repeat may not read what an earlier repeat of the same
 * instruction wrote: repeat 0 writes its 8 block sums over elements
 * 64..71, which repeat 1 then reads (pto-isa's in-place vcgadd only ever
 * overwrites what the same or an earlier repeat read). */
/* { sim-error {^sim: vcgadd: src UB \[0x0, 0x200\) overlaps dst UB \[0x100, 0x140\): repeat 1 reads UB 0x100, which repeat 0 writes before it} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcgadd(x + 64, x, 2, 1, 1, 8);
}
