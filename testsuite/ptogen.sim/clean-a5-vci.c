/* vci fills a register with index + lane, as pto-isa's a5/TTri.hpp builds
 * column indices: int8_t from -128 (its 256 lanes end at 127, the type's
 * maximum), int16_t from 1000 with the order omitted (the compiler's
 * default INC_ORDER, as kirin9030/TTri.hpp calls it), int32_t from -70.
 * Each is stored and compared lane by lane with index + lane.  Must run
 * clean. */
#include "a5.h"
#include "sim-test.h"

static int8_t g8[256];
static int16_t g16[128];
static int32_t g32[64];

static void kernel(void)
{
    __ubuf__ int8_t *y8 = PGR_UB(int8_t, 0x000);
    __ubuf__ int16_t *y16 = PGR_UB(int16_t, 0x100);
    __ubuf__ int32_t *y32 = PGR_UB(int32_t, 0x200);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s8 a;
        vector_s16 b;
        vector_s32 c;
        vci(a, (int8_t)-128, INC_ORDER);
        vci(b, (int16_t)1000);
        vci(c, (int32_t)-70, INC_ORDER);
        vsts(a, y8, 0, NORM_B8, pset_b8(PAT_ALL));
        vsts(b, y16, 0, NORM_B16, pset_b16(PAT_ALL));
        vsts(c, y32, 0, NORM_B32, pset_b32(PAT_ALL));
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(g8, y8, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(g16, y16, 0, 1, 256, 0, 256, 256);
    copy_ubuf_to_gm_align_v2(g32, y32, 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    for (int i = 0; i < 256; i++)
        if (g8[i] != -128 + i)
            fprintf(stderr, "int8 lane %d: %d, expected %d\n", i, g8[i], -128 + i);
    for (int i = 0; i < 128; i++)
        if (g16[i] != 1000 + i)
            fprintf(stderr, "int16 lane %d: %d, expected %d\n", i, g16[i], 1000 + i);
    for (int i = 0; i < 64; i++)
        if (g32[i] != -70 + i)
            fprintf(stderr, "int32 lane %d: %d, expected %d\n", i, (int)g32[i], -70 + i);
}
