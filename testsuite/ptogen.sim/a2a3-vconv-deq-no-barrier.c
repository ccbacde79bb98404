/* vconv_deq right after set_deqscale: DEQSCALE is written by the vector
 * pipe (CANN: PIPE_V), and pto-isa's TCvt puts a pipe_barrier(PIPE_V)
 * between them. */
/* { sim-error {^sim: vconv_deq: reads DEQSCALE set by set_deqscale without pipe_barrier\(PIPE_V\) in between$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ half *y = PGR_UB(half, 0x100);

    set_mask_norm();
    set_vector_mask(-1, -1);
    set_deqscale((half)1.0);
    vconv_deq(y, x, 1, 1, 1, 4, 8);
}
