/* A scalar loop bracketed as pto-isa does it, between vector instructions
 * that write and read the same tile (V -> S, scalar stores, S -> V).  Must
 * run clean. */
#include "a2a3.h"
#include "sim-test.h"

static int32_t ga[256], gy[256];

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x400);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x800);

    for (int i = 0; i < 256; i++)
        ga[i] = i - 100;
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 1024, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vmuls(x, a, 4, 4, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
    for (int i = 0; i < 256; i++)
        x[i] = x[i] / 2;
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    vadds(y, x, 1, 4, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gy, y, 0, 1, 1024, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);
    for (int i = 0; i < 256; i++)
        if (gy[i] != (i - 100) * 2 + 1) {
            fprintf(stderr, "wrong result at %d\n", i);
            return;
        }
}
