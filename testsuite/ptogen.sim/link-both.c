/* Both simulators in one program, from different translation units: this
 * file is compiled once with -DSIM_PART_A2A3, once with -DSIM_PART_A5 and
 * once with neither (main), and the three objects are linked. */
/* { sim-parts "a2a3 a5" } */
/* { sim-output {^a2a3 cycles 290.3\na5 cycles 311.3$} } */
#include <stdio.h>
#include <stdint.h>

double run_a2a3(void);
double run_a5(void);

#if defined(SIM_PART_A2A3)
#include "a2a3.h"
#define main cycles_a2a3_main
#include "cycles-a2a3.c"
#undef main
double run_a2a3(void)
{
    sim_a2a3_reset();
    sim_a2a3_begin();
    kernel();
    sim_a2a3_end();
    return sim_a2a3_cycles();
}
#elif defined(SIM_PART_A5)
#include "a5.h"
#define main cycles_a5_main
#include "cycles-a5.c"
#undef main
double run_a5(void)
{
    sim_a5_reset();
    sim_a5_begin();
    kernel();
    sim_a5_end();
    return sim_a5_cycles();
}
#else
int main(void)
{
    printf("a2a3 cycles %.1f\n", run_a2a3());
    printf("a5 cycles %.1f\n", run_a5());
    return 0;
}
#endif
