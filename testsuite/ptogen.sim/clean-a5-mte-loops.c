/* The MTE loop registers are applied: one copy of 2 bursts with loop1 = 3
 * (UB stride 128 B, GM stride 64 B) and loop2 = 2 (UB 512 B, GM 256 B)
 * moves 12 bursts; the store copies them back dense with plain loops. */
/* { sim-output {^loops ok$} } */
#include <string.h>

#include "a5.h"
#include "sim-test.h"

static uint8_t gin[512], gout[768];

static void kernel(void)
{
    __ubuf__ uint8_t *x = PGR_UB(uint8_t, 0x000);
    unsigned i1, i2, b, j, bad = 0;

    for (j = 0; j < sizeof gin; j++)
        gin[j] = (uint8_t)(j * 7 + 1);
    /* bursts of 32 B, 32 B apart in GM and UB; loop1 x3, loop2 x2 */
    set_loop1_stride_outtoub(128ull << 40 | 64ull);
    set_loop2_stride_outtoub(512ull << 40 | 256ull);
    set_loop_size_outtoub(2ull << 21 | 3ull);
    copy_gm_to_ubuf_align_v2(x, gin, 0, 2, 32, 0, 0, 0, 0, 32, 32);
    set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_ubuf_to_gm_align_v2(gout, x, 0, 1, 768, 0, 768, 768);

    for (i2 = 0; i2 < 2; i2++)
        for (i1 = 0; i1 < 3; i1++)
            for (b = 0; b < 2; b++)
                for (j = 0; j < 32; j++) {
                    unsigned u = i2 * 512 + i1 * 128 + b * 32 + j;
                    unsigned g = i2 * 256 + i1 * 64 + b * 32 + j;
                    if (u < sizeof gout && gout[u] != gin[g])
                        bad++;
                }
    printf("loops %s\n", bad ? "wrong" : "ok");
}
