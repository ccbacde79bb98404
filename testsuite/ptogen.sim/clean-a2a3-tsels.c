/* TCMPS then TSELS as pto-isa lowers them (a2a3/TCmps.hpp,
 * a2a3/TSels.hpp): vcmpvs_gt per row into a packed mask, the scalar
 * stored into the hidden scratch by the scalar unit, set_cmpmask from
 * there, and per row vsel in VSEL_TENSOR_SCALAR_MODE: src where the mask
 * bit is set, else the scalar (CMPMASK's low 32 bits).  4 rows of 40
 * valid columns in a 4 x 64 float tile.  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"

static float gx[4][64], gz[4][40];

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000);
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x0400); /* 4 rows of 32 bytes */
    __ubuf__ float *z = PGR_UB(float, 0x0800);
    __ubuf__ float *scalar = PGR_UB(float, 0x2e000);

    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 64; c++)
            gx[r][c] = (float)(c - 20 - 3 * r);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(x, gx[0], 0, 4, 256, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    for (uint32_t r = 0; r < 4; r++)
        vcmpvs_gt(m + r * 32u, x + r * 64u, 0.0f, 1, 1, 1, 8, 8);
    *scalar = -7.5f; /* the scalar unit fills the scratch */
    set_mask_count();
    set_vector_mask(0, 40);
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    set_cmpmask(scalar);
    pipe_barrier(PIPE_V);
    for (uint32_t r = 0; r < 4; r++)
        vsel(z + r * 64u, x + r * 64u, m + r * 32u, 1, 1, 1, 1, 8, 8, 8, VSEL_TENSOR_SCALAR_MODE);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gz[0], z, 0, 4, 160, 0, 0, 3, 0);
    pipe_barrier(PIPE_ALL);
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 40; c++) {
            float want = gx[r][c] > 0 ? gx[r][c] : -7.5f;
            if (gz[r][c] != want)
                fprintf(stderr, "row %d col %d: %g, expected %g\n", r, c, (double)gz[r][c],
                        (double)want);
        }
}
