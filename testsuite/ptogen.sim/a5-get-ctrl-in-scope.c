/* get_ctrl inside a vector function: CTRL is read and written by the
 * scalar unit, around the scopes (pto-isa's a5/TCvt.hpp does it outside). */
/* { sim-error {^sim: get_ctrl: not allowed inside __VEC_SCOPE__$} } */
#include "a5.h"
#include "sim-test.h"

static void kernel(void)
{
    __VEC_SCOPE__
    {
        (void)get_ctrl();
    }
}
