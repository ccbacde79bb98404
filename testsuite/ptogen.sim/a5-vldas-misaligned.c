/* vldas takes an address aligned to the element it points to: a float
 * pointer 2 bytes into a tile is not. */
/* { sim-error {^sim: vldas: UB address 0x2 is not 4-byte aligned \(a pointer to float\)$} } */
#include <stdbool.h>

#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);

    __VEC_SCOPE__
    {
        vector_align u;
        vldas(u, (__ubuf__ float *)((__ubuf__ uint8_t *)x + 2));
    }
}
