/* TPRELU's compare-then-select without the barrier between them: vsel
 * reads the select bits vcmpvs_gt is still writing. */
/* { sim-error {^sim: vsel: reads UB \[0x200, 0x208\) written by V vcmpvs_gt without pipe_barrier\(PIPE_V\) in between$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    const uint32_t ua_m = 0x200u;
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x100);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, ua_m);
    __ubuf__ float *z = PGR_UB(float, 0x300);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 1, 1, 1, 8, 8);
    vector_dup(y, 2.0f, 1, 1, 1, 8, 8);
    vector_dup(scratch, ua_m, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    set_cmpmask(scratch);
    pipe_barrier(PIPE_V);
    vcmpvs_gt(m, x, 0.0f, 1, 1, 1, 8, 8);
    set_mask_count();
    set_vector_mask(0, 64);
    vsel(z, x, y, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_TENSOR_MODE);
}
