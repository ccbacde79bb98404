/* The A2/A3 worked example of sim/README.md ("Cycle model"): one core, one
 * 16 x 64 float tile, contiguous: two loads, a counter-mode vadd, one
 * store.  The driver compares the cycles printed with the README's. */
/* { sim-output {^cycles ([0-9]+\.[0-9])$} } */
/* { sim-readme {`sim_a2a3_cycles\(\)` = ([0-9]+\.[0-9])} } */
#include "a2a3.h"
#include "sim-test.h"

static float ga[1024], gb[1024], gy[1024];

static void kernel(void)
{
    __ubuf__ float *a = PGR_UB(float, 0x0000);
    __ubuf__ float *b = PGR_UB(float, 0x1000);
    __ubuf__ float *y = PGR_UB(float, 0x2000);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(a, ga, 0, 1, 4096, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(b, gb, 0, 1, 4096, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    set_mask_count();
    set_vector_mask(0, 1024);
    vadd(y, a, b, 0, 1, 1, 1, 8, 8, 8);
    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_b32(gy, y, 0, 1, 4096, 0, 0, 0, 0);
}
