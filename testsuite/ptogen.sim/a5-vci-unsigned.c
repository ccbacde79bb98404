/* vci into an unsigned register: the compiler declares vci for vector_s8,
 * vector_s16 and vector_s32 only; pto-isa's a5/TTri.hpp casts its index
 * register to the signed type of the data's width. */
/* { sim-error {^sim: vci: destination is vector_u32 \(A5 vci takes vector_s8, vector_s16, vector_s32\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_u32 a;
        vci(a, 0u, INC_ORDER);
    }
}
