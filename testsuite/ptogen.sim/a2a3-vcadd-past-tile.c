/* The results of a reduction stay in the tile they start in: 8 row
 * sums into column 0 of an ND [8, 8] tile need 256 bytes, the tile at
 * 0x800 has 64 (the next PGR_UB offset is 0x840). */
/* { sim-error {^sim: vcadd: dst UB \[0x800, 0x8e4\) runs past the end of its tile \[0x800, 0x840\)} } */
#include <stdbool.h>

#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x800);
    __ubuf__ float *z = PGR_UB(float, 0x840);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(x, 1.0f, 8, 1, 1, 8, 8);
    vector_dup(z, 0.0f, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcadd(y, x, 8, 8, 1, 8, false);
}
