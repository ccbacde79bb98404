/* Within one instruction, no element may read what another element
 * writes (the repeats are pipelined): dst one repeat above src is not
 * "in place". */
/* { sim-error {^sim: vadds: src UB \[0x0, 0x400\) overlaps dst UB \[0x100, 0x500\) at other elements: element 64 reads UB 0x100, which element 0 writes} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    set_mask_count();
    set_vector_mask(0, 320);
    vector_dup(x, 1.0f, 0, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 256);
    vadds(x + 64, x, 1.0f, 0, 1, 1, 8, 8);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
