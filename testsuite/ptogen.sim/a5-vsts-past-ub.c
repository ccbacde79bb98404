/* A vsts whose active lanes run past the end of UB. */
/* { sim-error {^sim: vsts: element 32 at UB 0x40000 lies beyond the 256 KiB UB \[0x0, 0x40000\) \(base 0x3ff80\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ float *y = PGR_UB(float, 0x3ff80);

    __VEC_SCOPE__
    {
        vector_f32 a = {};
        vector_bool p = pset_b32(PAT_ALL);
        vsts(a, y, 0, NORM_B32, p);
    }
}
