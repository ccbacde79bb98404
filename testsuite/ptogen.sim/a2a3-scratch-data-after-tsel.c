/* Once set_cmpmask has used the hidden TSEL scratch [184 KiB, 192 KiB),
 * no data may live there: here a copy writes into it afterwards. */
/* { sim-error {^sim: copy_gm_to_ubuf_align_b16: writes UB \[0x2e400, 0x2e600\) inside the hidden TSEL scratch \[0x2e000, 0x30000\), which set_cmpmask \(src 0x2e000\) uses on this core} } */
#include "a2a3.h"
#include "sim-test.h"

static int16_t gm[256];

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x0000);
    __ubuf__ half *x = PGR_UB(half, 0x0400);
    __ubuf__ half *y = PGR_UB(half, 0x0800);
    __ubuf__ half *z = PGR_UB(half, 0x0c00);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);
    __ubuf__ int16_t *data = PGR_UB(int16_t, 0x2e400);

    set_mask_count();
    set_vector_mask(0, 64);
    vector_dup((__ubuf__ uint16_t *)m, (uint16_t)0x5555, 0, 1, 1, 8, 8);
    vector_dup(x, (half)1, 0, 1, 1, 8, 8);
    vector_dup(y, (half)2, 0, 1, 1, 8, 8);
    set_vector_mask(0, 8);
    vector_dup(scratch, 0x0000u, 0, 1, 1, 8, 0);
    pipe_barrier(PIPE_V);
    set_cmpmask(scratch);
    pipe_barrier(PIPE_V);
    set_vector_mask(0, 64);
    vsel(z, x, y, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_TENSOR_MODE);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b16(data, gm, 0, 1, 512, 0, 0, 0, 0);
}
