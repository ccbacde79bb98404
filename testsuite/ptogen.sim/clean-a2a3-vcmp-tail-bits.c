/* A compare runs whole repeats: a 2 x 16 float tile (64-byte rows)
 * compared row by row, as pto-isa's a2a3/TCmps.hpp does, reads 64
 * elements per row.  Row 0's repeat covers row 1 (real compares), then
 * bytes nobody wrote; row 1's repeat runs past the end of the tile into
 * the mask tile.  Both are accepted, and the bits of those elements are
 * the simulator's garbage, (element index & 1): bytes of 0xaa.  Must run
 * clean. */
#include "a2a3.h"
#include "sim-test.h"

static float gx[2][16];
static uint8_t gm[2][8];

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);   /* 2 x 16 floats: [0x0, 0x80) loaded */
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x100); /* 2 rows of 32 bytes */
    static const uint8_t want[2][8] = {
        {0xff, 0xff, 0x00, 0x00, 0xaa, 0xaa, 0xaa, 0xaa}, /* row 0 > 0, row 1 not, unwritten */
        {0x00, 0x00, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa}, /* row 1, unwritten, past the tile */
    };

    for (int c = 0; c < 16; c++) {
        gx[0][c] = 1.0f;
        gx[1][c] = -1.0f;
    }
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(x, gx[0], 0, 1, 128, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    for (uint32_t r = 0; r < 2; r++)
        vcmpvs_gt(m + r * 32u, x + r * 16u, 0.0f, 1, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b8(gm[0], m, 0, 2, 8, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);
    for (int r = 0; r < 2; r++)
        for (int j = 0; j < 8; j++)
            if (gm[r][j] != want[r][j])
                fprintf(stderr, "row %d byte %d: 0x%02x, expected 0x%02x\n", r, j, gm[r][j],
                        want[r][j]);
}
