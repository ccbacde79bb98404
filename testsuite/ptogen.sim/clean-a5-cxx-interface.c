/* The compiler's interface in sim/a5.h's C++ mode, as pto-isa's A5 ops
 * use it (a5/common.hpp, a5/TBinOp.hpp): registers held in a wrapper that
 * converts to the register by reference (pto-isa's RegTensor<T>), a vsts
 * distribution built as std::integral_constant<::DistVST, ...>, the
 * POST_UPDATE forms of plt_b32, vlds and vsts advancing their operands.
 * In C the same kernel with plain registers and tokens.  Must run clean,
 * with the right sums. */
#include "a5.h"
#include "sim-test.h"

#ifdef __cplusplus
template <class R> struct wrapped {
    R reg;
    operator R &() { return reg; }
};
typedef wrapped<vector_s32> reg_s32;
#define ST_B32 (std::integral_constant<::DistVST, ::DistVST::DIST_NORM_B32>())
#else
typedef vector_s32 reg_s32;
#define ST_B32 NORM_B32
#endif

static int32_t ga[100], gb[100], gy[100];

static void kernel(void)
{
    __ubuf__ int32_t *a = PGR_UB(int32_t, 0x000);
    __ubuf__ int32_t *b = PGR_UB(int32_t, 0x200);
    __ubuf__ int32_t *y = PGR_UB(int32_t, 0x400);

    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    for (int i = 0; i < 100; i++) {
        ga[i] = i * 3 - 50;
        gb[i] = 1000 - i;
    }
    copy_gm_to_ubuf_align_v2(a, ga, 0, 1, 400, 0, 0, 0, 0, 400, 416);
    copy_gm_to_ubuf_align_v2(b, gb, 0, 1, 400, 0, 0, 0, 0, 400, 416);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        uint32_t n = 100;
        __ubuf__ int32_t *pa = a, *pb = b, *py = y;
        for (int c = 0; c < 2; c++) {
            reg_s32 ra, rb, ry;
            vector_bool p = plt_b32(n, POST_UPDATE);
            vlds(ra, pa, 64, NORM, POST_UPDATE);
            vlds(rb, pb, 64, NORM, POST_UPDATE);
            vadd(ry, ra, rb, p, MODE_ZEROING);
            vsts(ry, py, 64, ST_B32, p, POST_UPDATE);
        }
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm_align_v2(gy, y, 0, 1, 400, 0, 400, 416);
    pipe_barrier(PIPE_ALL);
    for (int i = 0; i < 100; i++)
        if (gy[i] != ga[i] + gb[i]) {
            fprintf(stderr, "wrong result at %d\n", i);
            return;
        }
}
