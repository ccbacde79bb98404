/* copy_ubuf_to_ubuf in the shapes pto-isa issues it, every byte checked.
 * Must run clean.
 *   A  a2a3/TRowReduceOps.hpp: the first 256 bytes of each of 4 rows of
 *      512 bytes into a tmp of 256-byte rows (nBurst 4, lenBurst 8,
 *      srcGap 8, dstGap 0), then a vadd reading it after a barrier;
 *   B  a2a3/TColExpand.hpp: one row of 96 bytes (3 blocks) into each of
 *      4 rows of 128 bytes, one copy per row (nBurst 1). */
#include "a2a3.h"
#include "sim-test.h"

static float gx[4 * 128], gt[4 * 64], gc[24], ge[4 * 32];

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000), *t = PGR_UB(float, 0x0800);
    __ubuf__ float *c = PGR_UB(float, 0x0c00), *e = PGR_UB(float, 0x0d00);
    unsigned i, r;

    for (i = 0; i < 4 * 128; i++)
        gx[i] = (float)i;
    for (i = 0; i < 24; i++)
        gc[i] = -(float)i;
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(x, gx, 0, 1, sizeof gx, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(c, gc, 0, 1, sizeof gc, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    copy_ubuf_to_ubuf(t, x, 0, 4, 8, 8, 0);
    for (r = 0; r < 4; r++)
        copy_ubuf_to_ubuf(e + r * 32, c, 0, 1, 3, 0, 0);
    pipe_barrier(PIPE_V);
    vadd(t, t, t, 4, 1, 1, 1, 8, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gt, t, 0, 1, sizeof gt, 0, 0, 0, 0);
    copy_ubuf_to_gm_align_b32(ge, e, 0, 1, sizeof ge, 0, 0, 0, 0);
    set_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_S, EVENT_ID0);
    for (r = 0; r < 4; r++)
        for (i = 0; i < 64; i++)
            if (gt[r * 64 + i] != 2.0f * gx[r * 128 + i])
                fprintf(stderr, "A t[%u][%u] = %g\n", r, i, (double)gt[r * 64 + i]);
    for (r = 0; r < 4; r++)
        for (i = 0; i < 24; i++)
            if (ge[r * 32 + i] != gc[i])
                fprintf(stderr, "B e[%u][%u] = %g\n", r, i, (double)ge[r * 32 + i]);
}
