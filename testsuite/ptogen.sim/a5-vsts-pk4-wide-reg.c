/* PK4_B32 stores the low byte of each b32 lane of an 8-bit register (the
 * int8 result of pto-isa's a5/TQuant.hpp f32 -> f16 -> int8): from a
 * 16-bit register, such as the half before that second vcvt or an int16
 * narrowing, the store would cut every value to its low byte. */
/* { sim-error {^sim: vsts: PK4_B32 stores the low 8 bits of b32 lanes; the register is vector_s16$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ int16_t *y = PGR_UB(int16_t, 0x100);

    __VEC_SCOPE__
    {
        vector_s16 h;
        vdup(h, 300, pset_b16(PAT_ALL), MODE_ZEROING);
        vsts(h, y, 0, PK4_B32, pset_b32(PAT_ALL));
    }
}
