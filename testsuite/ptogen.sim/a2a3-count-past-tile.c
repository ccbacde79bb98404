/* A counter-mode element count that runs out of the tile it starts in:
 * tiles end where the next PGR_UB offset used on the core begins. */
/* { sim-error {^sim: vadds: dst UB \[0x0, 0x1800\) runs past the end of its tile \[0x0, 0x1000\) } } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[1024];

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x0000);
    __ubuf__ float *y = PGR_UB(float, 0x1000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(y, ga, 0, 1, 4096, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    set_mask_count();
    set_vector_mask(0, 1536); /* one and a half tiles */
    vadds(x, x, 1.0f, 0, 1, 1, 8, 8);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
}
