/* A compare on uint32_t data: vcmpv takes half, float and int32_t (_eq). */
/* { sim-error {^sim: vcmpv_eq: uint32_t data is not compared by the hardware: vcmpv takes half, float and int32_t \(equality only\): lower this compare another way$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint32_t *a = PGR_UB(uint32_t, 0x000);
    __ubuf__ uint32_t *b = PGR_UB(uint32_t, 0x100);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, 1u, 1, 1, 1, 8, 8);
    vector_dup(b, 1u, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_eq(m, a, b, 1, 1, 1, 1, 8, 8, 8);
}
