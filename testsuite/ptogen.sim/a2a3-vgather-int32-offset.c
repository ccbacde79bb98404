/* The offsets through an int32_t pointer: they are uint32_t byte offsets
 * (a2a3/TGather.hpp casts them so). */
/* { sim-error {^sim: vgather: offset points to int32_t: the byte offsets are uint32_t} } */
#include <stdbool.h>
#include <stdint.h>

#include "a2a3.h"
#include "sim-test.h"

static uint32_t goff[64];

static void kernel(void)
{
    __ubuf__ float *tab = PGR_UB(float, 0x0000);
    __ubuf__ uint32_t *off = PGR_UB(uint32_t, 0x0100);
    __ubuf__ float *dst = PGR_UB(float, 0x0200);
    __ubuf__ int32_t *idx = PGR_UB(int32_t, 0x0300);
    unsigned i;

    for (i = 0; i < 64; i++)
        goff[i] = 4u * (i % 64u);

    set_mask_count();
    set_vector_mask(0, 64);
    vector_dup(tab, 1.0f, 1, 1, 1, 8, 8);
    copy_gm_to_ubuf_align_b32(off, goff, 0, 1, sizeof goff, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(idx, goff, 0, 1, sizeof goff, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    pipe_barrier(PIPE_V);
    vgather((__ubuf__ uint32_t *)dst, idx, (uintptr_t)tab, 8, 1);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
