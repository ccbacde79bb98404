/* vlds E2B_B16 reads 8 halves, 16 bytes: its address must be 16-byte
 * aligned (CANN's LoadAlign table; pto-isa's a5/TRowExpand.hpp steps by
 * 8 elements). */
/* { sim-error {^sim: vlds: E2B_B16 reads 16 bytes: UB address 0x8 is not 16-byte aligned$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *x = PGR_UB(half, 0x000);

    __VEC_SCOPE__
    {
        vector_f16 a;
        vlds(a, x, 4, E2B_B16);
    }
}
