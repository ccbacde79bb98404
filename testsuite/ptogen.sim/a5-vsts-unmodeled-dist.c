/* A vsts distribution the simulator does not model (PK_B64, a packing
 * store of 64-bit lanes) is named as not simulated, not as a NORM width
 * mismatch.  In C++ the compiler's tag (std::integral_constant<DistVST,
 * DIST_PK_B64>) maps to SIM_A5_TOK_UNMODELED + 10; in C, which has only
 * the simulator's tokens, the same value stands for it. */
/* { sim-error {^sim: vsts: distribution token 4106 is not simulated } } */
#include "a5.h"
#include "sim-test.h"

#ifdef __cplusplus
#define UNMODELED_DIST (pgt_distvst<DistVST::DIST_PK_B64>())
#else
#define UNMODELED_DIST 0x100a
#endif

static void kernel(void)
{
    __ubuf__ int16_t *x = PGR_UB(int16_t, 0x000);

    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s16 a;
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, x, 0, NORM);
        vsts(a, x, 128, UNMODELED_DIST, p);
    }
}
