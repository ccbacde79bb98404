/* A reduction's destination register has the source's type. */
/* { sim-error {^sim: vcadd: source is vector_f16 but destination is vector_f32$} } */
#include <stdbool.h>

#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vector_f32 b;
        vlds(a, x, 0, NORM);
        vcadd(b, a, pset_b16(PAT_ALL), MODE_ZEROING);
    }
}
