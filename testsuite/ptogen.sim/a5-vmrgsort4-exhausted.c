/* vmrgsort4 with the exhausted suspension (config bit 12): where it stops
 * is the status register's (a5/TMrgSort.hpp reads it with get_vms4_sr),
 * which the simulator does not model; ptogen never sets it. */
/* { sim-error {^sim: vmrgsort4: config 0x1301 sets bits above 11} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *p = PGR_UB(float, 0x800);
    __ubuf__ float *l[2] = {x, x + 64};

    vmrgsort4(p, l, 32ull | 32ull << 16, 1ull | 0x3ull << 8 | 1ull << 12);
}
