/* The register file full but not over: 8 predicates live at once, then 32
 * vector registers (and one predicate).  A destination may reuse a source's
 * register: folding r[i] into r[0] needs no 33rd.  a5-regs-33-vector.c and
 * a5-regs-9-predicate.c go one over.  Must run clean. */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bool q[8];
        vector_s32 r[32];
        for (int i = 0; i < 8; i++)
            q[i] = pset_b32(PAT_ALL);
        for (int i = 1; i < 8; i++)
            pand(q[0], q[0], q[i], q[0]);
        for (int i = 0; i < 32; i++)
            vdup(r[i], (int32_t)i, q[0], MODE_ZEROING);
        for (int i = 1; i < 32; i++)
            vadd(r[0], r[0], r[i], q[0], MODE_ZEROING);
    }
}
