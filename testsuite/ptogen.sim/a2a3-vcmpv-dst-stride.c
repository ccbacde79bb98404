/* A compare with a destination repeat stride other than 8: the bits of
 * repeat r land at dst + r * E / 8 whatever the strides say (CCE's vcmpv
 * docs), so a kernel that expects rows at a stride of its own is wrong. */
/* { sim-error {^sim: vcmpv_eq: dstBlockStride 1, dstRepeatStride 4: the bit-mask destination advances 8 bytes per repeat whatever its strides say} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x000);
    __ubuf__ float *b = PGR_UB(float, 0x200);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x400);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, 1.0f, 2, 1, 1, 8, 8);
    vector_dup(b, 1.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_eq(m, a, b, 2, 1, 1, 1, 4, 8, 8);
}
