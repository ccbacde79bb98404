/* 9 predicate registers live at once: the A5 has 8 per vector function
 * (CANN's MaskReg.md for Ascend 950).  The same kernel with 8 is
 * clean-a5-regs-32-8.c. */
/* { sim-error {^sim: __VEC_SCOPE__: 9 predicate registers live at once after instruction 9 of the scope \(pset\); the A5 has 8 per vector function \(the compiler would spill to UB, which is not modeled\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bool q[9];
        for (int i = 0; i < 9; i++)
            q[i] = pset_b32(PAT_ALL);
        for (int i = 1; i < 9; i++)
            pand(q[0], q[0], q[i], q[0]);
    }
}
