/* A vlds distribution the simulator does not model (BRC_B32, a
 * broadcast) is refused, not run as NORM.  In C++ the compiler's tag
 * (std::integral_constant<Dist, DIST_BRC_B32>) maps to
 * SIM_A5_TOK_UNMODELED + 3; in C, which has only the simulator's tokens,
 * the same value stands for it. */
/* { sim-error {^sim: vlds: distribution 4099 is not simulated \(NORM, UNPK_B8, UNPK_B16, UNPK4_B8, BLK, E2B_B16, E2B_B32 are\)$} } */
#include "a5.h"
#include "sim-test.h"

#ifdef __cplusplus
#define UNMODELED_DIST BRC_B32
#else
#define UNMODELED_DIST 0x1003
#endif

static void kernel(void)
{
    __ubuf__ int32_t *x = PGR_UB(int32_t, 0x000);

    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s32 r;
        vlds(r, x, 0, UNMODELED_DIST);
    }
}
