/* vmrgsort4 into its own second list: what a merge in place does is not
 * documented (pto-isa's a5/TMrgSort.hpp merges into tmp, then copies). */
/* { sim-error {^sim: vmrgsort4: dst UB \[0x100, 0x300\) overlaps list 1 UB \[0x100, 0x200\)} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *l[2] = {x, x + 64};

    vmrgsort4(x + 64, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
