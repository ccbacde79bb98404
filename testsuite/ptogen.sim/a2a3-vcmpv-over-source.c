/* A compare writing its bits over the elements it compares (in place):
 * whether an element is read before or after the bits land over it is a
 * matter of timing. */
/* { sim-error {^sim: vcmpv_lt: dst UB \[0x0, 0x10\) overlaps the elements src0 compares \(UB \[0x0, 0x100\)\): a compare may not write its bits over its sources$} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    __ubuf__ half *a = PGR_UB(half, 0x000);
    __ubuf__ half *b = PGR_UB(half, 0x200);

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    vector_dup(a, (half)1, 1, 1, 1, 8, 8);
    vector_dup(b, (half)2, 1, 1, 1, 8, 8);
    pipe_barrier(PIPE_V);
    vcmpv_lt((__ubuf__ uint8_t *)a, a, b, 1, 1, 1, 1, 8, 8, 8);
}
