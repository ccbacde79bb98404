/* A negative scalar shift count on signed data (the count has the data's
 * type, a5/TShlS.hpp). */
/* { sim-error {^sim: vshls: count -1 outside \[0, 32\)$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        vector_s32 a, y;
        vector_bool p = pset_b32(PAT_ALL);
        vdup(a, (int32_t)1, p, MODE_ZEROING);
        vshls(y, a, (int32_t)-1, p, MODE_ZEROING);
    }
}
