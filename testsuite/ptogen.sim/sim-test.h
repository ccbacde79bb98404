/* sim-test.h - main() for the hand-written kernels of ptogen.sim.
 *
 * A test includes sim/a2a3.h or sim/a5.h, then this file, then defines
 *     static void kernel(void)
 * the work of one simulated core (GM buffers are the test's own static
 * arrays).  main() runs it on core 0 of 1 between sim_*_begin() and
 * sim_*_end() and prints the modeled cycles: "cycles 290.3".  A test that
 * breaks a rule never gets that far: the simulator prints "sim: ..." and
 * exits with status 70.
 */
#ifndef PTOGEN_SIM_TEST_H
#define PTOGEN_SIM_TEST_H

#include <stdio.h>

#if defined(PTOGEN_SIM_A2A3_H)
#define SIMT_(x) sim_a2a3_##x
#elif defined(PTOGEN_SIM_A5_H)
#define SIMT_(x) sim_a5_##x
#else
#error "include sim/a2a3.h or sim/a5.h before sim-test.h"
#endif

static void kernel(void);

int main(void)
{
    SIMT_(reset)();
    block_num = 1;
    block_idx = 0;
    SIMT_(begin)();
    kernel();
    SIMT_(end)();
    printf("cycles %.1f\n", SIMT_(cycles)());
    return 0;
}

#endif /* PTOGEN_SIM_TEST_H */
