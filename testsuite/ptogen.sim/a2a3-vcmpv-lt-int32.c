/* An ordering compare on int32_t data: the hardware compares int32_t for
 * equality only, so pto-isa's a2a3/TCmp.hpp quietly issues vcmpv_eq. */
/* { sim-error {^sim: vcmpv_lt: int32_t is compared for equality only: the hardware has vcmpv_eq and no other mode for int32_t .*lower this compare another way$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *b = PGR_UB(int32_t, 0x100);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, 1, 1, 1, 1, 8, 8);
    vector_dup(b, 2, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_lt(m, a, b, 1, 1, 1, 1, 8, 8, 8);
}
