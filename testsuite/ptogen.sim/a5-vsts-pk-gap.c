/* A pack store whose predicate has a gap: where the elements after it
 * would land is not documented ("stored contiguously"), so PK_B16 and
 * PK_B32 need a prefix predicate. */
/* { sim-error {^sim: vsts: PK_B16 with lane 2 active after inactive lane 1: the predicate of a pack store must be a prefix \(plt_b16\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ uint8_t *m = PGR_UB(uint8_t, 0x000);
    __ubuf__ int8_t *y = PGR_UB(int8_t, 0x100);
    int k;

    for (k = 0; k < 32; k++)
        m[k] = k == 0 ? 0x05 : 0; /* elements 0 and 2 */
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
    __VEC_SCOPE__
    {
        vector_s8 o;
        vector_bool all = pset_b8(PAT_ALL), p;
        vdup(o, 1, all, MODE_ZEROING);
        plds(p, (__ubuf__ uint32_t *)m, 0, US);
        vsts(o, y, 0, PK_B16, p);
    }
}
