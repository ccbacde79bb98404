/* vbitsort of int32_t data: it sorts half or float only (the compiler's
 * VBS32 forms; pto-isa's TSort32.hpp static_assert). */
/* { sim-error {^sim: vbitsort: dst points to int32_t: vbitsort sorts half or float} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);
    __ubuf__ uint32_t *i = PGR_UB(uint32_t, 0x200);
    __ubuf__ int32_t *p = PGR_UB(int32_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1, 1, 1, 1, 8, 8);
    vector_dup(i, 7u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vbitsort(p, x, i, 1);
}
