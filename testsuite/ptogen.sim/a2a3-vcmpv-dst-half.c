/* A compare whose destination pointer is not uint8_t: the bits go
 * through a __ubuf__ uint8_t * (the CCE prototypes). */
/* { sim-error {^sim: vcmpv_eq: dst points to half: a compare writes one bit per element through a __ubuf__ uint8_t \* } } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *a = PGR_UB(half, 0x000);
    __ubuf__ half *b = PGR_UB(half, 0x100);
    __ubuf__ half *m = PGR_UB(half, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, (half)1, 1, 1, 1, 8, 8);
    vector_dup(b, (half)1, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_eq(m, a, b, 1, 1, 1, 1, 8, 8, 8);
}
