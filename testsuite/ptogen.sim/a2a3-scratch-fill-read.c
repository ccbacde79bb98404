/* On a core that selects through the hidden scratch, the bytes TSEL's
 * vector_dup wrote there are the mask row's address, not data: a vector
 * op reading them (here a vadd over the scratch's first block, as if a
 * tile lived there) is reported.  Bytes a vbrcb wrote last may be read
 * (clean-a2a3-scratch-tsel-brcb.c). */
/* { sim-error {^sim: vadd: reads UB \[0x2e000, 0x2e100\) inside the hidden TSEL scratch \[0x2e000, 0x30000\), which set_cmpmask \(src 0x2e000\) uses on this core} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x0000);
    __ubuf__ float *a = PGR_UB(float, 0x0a00), *b = PGR_UB(float, 0x0b00);
    __ubuf__ float *y = PGR_UB(float, 0x0c00);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup((__ubuf__ uint16_t *)m, (uint16_t)0x5555, 1, 1, 1, 8, 8);
    vector_dup(a, 1.0f, 1, 1, 1, 8, 8);
    vector_dup(b, 2.0f, 1, 1, 1, 8, 8);
    set_mask_count();
    set_vector_mask(0, 8);
    vector_dup(scratch, 0u, 1, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    set_cmpmask(scratch);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 64);
    vsel(a, a, b, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_TENSOR_MODE);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    pipe_barrier(PIPE_V);
    vadd(y, (__ubuf__ float *)scratch, (__ubuf__ float *)scratch, 1, 1, 1, 1, 8, 8, 8);
}
