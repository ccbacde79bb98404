/* A DEQSCALE other than 1.0: pto-isa's TCvt uses only 1.0 (int32_t ->
 * half), and what vconv_deq does with another scale is not simulated. */
/* { sim-error {^sim: set_deqscale: scale 2 is not simulated} } */
#include "a2a3.h"
#include "sim-test.h"

static void kernel(void)
{
    set_mask_norm();
    set_vector_mask(-1, -1);
    set_deqscale((half)2.0);
}
