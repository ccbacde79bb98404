/* A scalar compare on int16_t data: vcmpvs takes half, float and int32_t;
 * pto-isa's a2a3/TCmps.hpp views the int16_t tile as half, which orders
 * integers wrongly (0x8000 < 1 as integers, -0 == +0 as fp16). */
/* { sim-error {^sim: vcmpvs_lt: int16_t data is not compared by the hardware: vcmpvs takes half, float and int32_t \(equality only\); pto-isa's a2a3/TCmps.hpp views 16-bit integers as half} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *a = PGR_UB(int16_t, 0x000);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, -3, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpvs_lt(m, a, (int16_t)1, 1, 1, 1, 8, 8);
}
