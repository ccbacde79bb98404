/* vmrgsort4 of lists 0 and 2: pto-isa's a5/TMrgSort.hpp, as a2a3's,
 * takes lists 0..1, 0..2 or 0..3. */
/* { sim-error {^sim: vmrgsort4: config's list mask 0x5: pto-isa's a5/TMrgSort.hpp merges lists 0..1, 0..2 or 0..3} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[3] = {x, x + 64, x + 128};

    vmrgsort4(p, l, 32ull | 32ull << 16 | 32ull << 32, 1ull | 0x5ull << 8);
}
