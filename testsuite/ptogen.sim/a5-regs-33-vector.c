/* 33 vector registers live at once: the A5 has 32 per vector function
 * (CANN's RegTensor.md for Ascend 950).  The same kernel with 32 is
 * clean-a5-regs-32-8.c. */
/* { sim-error {^sim: __VEC_SCOPE__: 33 vector registers live at once after instruction 34 of the scope \(vdup\); the A5 has 32 per vector function \(the compiler would spill to UB, which is not modeled\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_bool p = pset_b32(PAT_ALL);
        vector_s32 r[33];
        for (int i = 0; i < 33; i++)
            vdup(r[i], (int32_t)i, p, MODE_ZEROING);
        for (int i = 1; i < 33; i++)
            vadd(r[0], r[0], r[i], p, MODE_ZEROING);
    }
}
