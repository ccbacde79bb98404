/* vgather2 of int8_t data into a vector_u16: the compiler declares the
 * 8-bit gathers as vector_s16 from int8_t and vector_u16 from uint8_t
 * only (the pairs CANN's asc-devkit asc_gather_impl.h calls). */
/* { sim-error {^sim: vgather2: gathers vector_u16 from a pointer to int8_t; bytes gather into vector_s16} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int8_t *x = PGR_UB(int8_t, 0x000);
    __VEC_SCOPE__
    {
        vector_s16 i;
        vector_u16 d;
        vci(i, (int16_t)0, INC_ORDER);
        vgather2(d, x, *(vector_u16 *)&i, pset_b16(PAT_ALL));
    }
}
