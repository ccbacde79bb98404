/* A compare's bits may land between its two sources: only the elements
 * each source compares are off limits (ptogen places a mask tile between
 * the data tiles it compares). */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100);
    __ubuf__ int32_t *b = PGR_UB(int32_t, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, (int32_t)7, 1, 1, 1, 8, 8);
    vector_dup(b, (int32_t)7, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_eq(m, a, b, 1, 1, 1, 1, 8, 8, 8);
    pipe_barrier(PIPE_V);
    if (m[0] != 0xff || m[7] != 0xff)
        sim_fail("test", "eq of equal tiles is not all ones");
}
