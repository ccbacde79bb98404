/* cost.h - a static cycle estimate of a lowered kernel (cost_).
 *
 * cost_estimate() walks a device plan's instruction list with the cycle
 * model the simulators in sim/ use (sim/costs.h): per-pipe
 * clocks for the vector, scalar (scalar loops) and two copy pipes, flags that make one
 * pipe wait for another, and the tile loop's double buffering.  Nothing
 * runs and no data is touched; the numbers depend only on the plan.
 */
#ifndef PTOGEN_COST_H
#define PTOGEN_COST_H

#include "ir.h"

/* "Cycles per tile" is the steady-state cost of one more full tile on one
 * core: (T(COST_K2) - T(COST_K1)) / (COST_K2 - COST_K1), where T(k) is the
 * modeled time of a one-core run over k full tiles.  The run test measures
 * the same quantity on the simulators (harness --cycles). */
#define COST_K1 8
#define COST_K2 16

struct cost {
    long vec_insns; /* vector-pipe instructions per full tile */
    long barriers;  /* pipe_barrier(PIPE_V) per full tile */
    long flags;     /* set_flag/wait_flag pairs inside the tile body */
    double busy_v;  /* vector-pipe busy cycles per tile */
    double busy_s;  /* scalar-pipe (scalar loop) busy cycles per tile */
    double mte2;    /* GM -> UB copy cycles per tile */
    double mte3;    /* UB -> GM copy cycles per tile */
    double cycles;  /* steady-state cycles per tile, the pipes overlapped */
};

/* Estimate P (an a2a3 or a5 plan) into *C. */
void cost_estimate(const struct plan *p, struct cost *c);

#endif
