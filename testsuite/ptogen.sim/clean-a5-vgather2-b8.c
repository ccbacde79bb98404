/* vgather2's 8-bit forms as pto-isa's a5/TTrans.hpp (TTransB8ColWise)
 * calls them: bytes gathered into the 16-bit lanes of a vector_u16 from
 * a uint8_t pointer (and of a vector_s16 from an int8_t one) by
 * vector_u16 byte indices under a b16 predicate, then the low byte of
 * each lane stored with vsts PK_B16 from the 8-bit register.  The data
 * is written by the V pipe and a mem_bar orders the gather after it.
 * Indices 3 * lane + 1 pick every third byte; lanes past the predicate
 * read nothing.  Each byte is compared.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static uint8_t gu[128];
static int8_t gs[128];

static void kernel(void)
{
    __ubuf__ uint8_t *xu = PGR_UB(uint8_t, 0x000);
    __ubuf__ int8_t *xs = PGR_UB(int8_t, 0x000);
    __ubuf__ uint8_t *yu = PGR_UB(uint8_t, 0x400);
    __ubuf__ int8_t *ys = PGR_UB(int8_t, 0x500);

    set_loop_size_ubtoout(1ull << 21 | 1ull);
    __VEC_SCOPE__
    {
        vector_s16 idx;
        vector_s8 c8;
        vector_u8 du;
        vector_s8 ds;
        uint32_t n = 100, m = 100;
        vector_bool p16 = plt_b16(n, POST_UPDATE), q16 = plt_b16(m, POST_UPDATE);
        /* data: x[k] = k - 128 (as int8), k in [0, 256), so x[k] & 0xff = k ^ 0x80 */
        vci(c8, (int8_t)-128, INC_ORDER);
        vsts(c8, xs, 0, NORM_B8, pset_b8(PAT_ALL));
        vsts(c8, xs, 256, NORM_B8, pset_b8(PAT_ALL));
        mem_bar(VST_VLD);
        vci(idx, (int16_t)0, INC_ORDER);
        vmuls(idx, idx, (int16_t)3, pset_b16(PAT_ALL), MODE_ZEROING);
        vadds(idx, idx, (int16_t)1, pset_b16(PAT_ALL), MODE_ZEROING);
        vgather2(*(vector_u16 *)&du, xu, *(vector_u16 *)&idx, p16);
        vgather2(*(vector_s16 *)&ds, xs, *(vector_u16 *)&idx, q16);
        vsts(du, yu, 0, PK_B16, p16);
        vsts(ds, ys, 0, PK_B16, q16);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gu, yu, 0, 1, 100, 0, 100, 128);
    copy_ubuf_to_gm_align_v2(gs, ys, 0, 1, 100, 0, 100, 128);
    pipe_barrier(PIPE_ALL);

    for (int i = 0; i < 100; i++) {
        int k = (3 * i + 1) % 256;
        int want = (k - 128) & 0xff;
        if (gu[i] != want)
            fprintf(stderr, "uint8 lane %d: %d, expected %d\n", i, gu[i], want);
        if ((int)gs[i] != (int8_t)want)
            fprintf(stderr, "int8 lane %d: %d, expected %d\n", i, gs[i], (int8_t)want);
    }
}
