/* The latencies of the A5 reductions and broadcasts (sim/costs.h), one
 * instruction per cycle in order, each starting when its operands are
 * ready:
 *   vldas  slot 0, ready 9;   vldus pairs with it, waits for it: 9 -> 18;
 *   vbr    slot 1, ready 7 (6);  pset_b32 slot 2, ready 3;
 *   vlds   slot 3, ready 12;  vcadd starts at 12, ready 34 (22);
 *   vcmax  of that: 34 -> 50 (16);  vadd with vbr's: 50 -> 57 (7);
 *   vdup POS_LOWEST: 57 -> 64 (7);  vsts ONEPT_B32: 64 -> 73 (9). */
/* { sim-output {^cycles 73\.0$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);
    __ubuf__ float *y = PGR_UB(float, 0x400);

    __VEC_SCOPE__
    {
        vector_f32 u0, acc, v0, v1, v2, v3;
        vector_align ua;
        vector_bool p;
        vldas(ua, x + 3);
        vldus(u0, ua, x + 3);
        vbr(acc, 0.0f);
        p = pset_b32(PAT_ALL);
        vlds(v0, x, 0, NORM);
        vcadd(v1, v0, p, MODE_ZEROING);
        vcmax(v2, v1, p, MODE_ZEROING);
        vadd(acc, acc, v2, p, MODE_ZEROING);
        vdup(v3, acc, p, POS_LOWEST, MODE_ZEROING);
        vsts(v3, y, 0, ONEPT_B32, p);
        (void)u0;
    }
}
