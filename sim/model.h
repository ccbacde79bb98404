/* model.h - the charging rules of the cycle model, as code (sim_model_).
 *
 * costs.h has the numbers; this file has what is done with them, once:
 * the simulators (a2a3.h, a5.h) charge every instruction they execute
 * through these functions, and ptogen --stats (gen/cost.c) charges every
 * instruction of a plan through them too, so the static estimate and the
 * simulated cycles cannot follow different rules.  Each function works on
 * the caller's own state, passed by pointer: the simulators keep it in
 * their core, cost.c in its model of one.
 */
#ifndef PTOGEN_SIM_MODEL_H
#define PTOGEN_SIM_MODEL_H

#include "costs.h"

/* A2/A3: one vector instruction of cost row ROW (startup, completion,
 * cycles per repeat) running REPEATS repeats on the vector pipe whose
 * clock is *CLOCK.  It pays startup when the pipe was idle (*FRESH: the
 * first instruction, or after a wait) and SIM_A2A3_INTERVAL right after a
 * pipe_barrier(PIPE_V) (*BARRIER); its results are complete at *DONE.
 * Returns the cycles the pipe was busy. */
static inline double sim_model_a2a3_vector(double *clock, double *done, int *fresh, int *barrier,
                                           const double *row, unsigned long long repeats)
{
    double t = (double)repeats * row[2];
    if (*fresh)
        t += row[0];
    if (*barrier)
        t += SIM_A2A3_INTERVAL;
    *fresh = *barrier = 0;
    *clock += t;
    *done = *clock + row[1];
    return t;
}

/* A5: what an instruction is to the issue slot. */
enum sim_model_a5_class { SIM_MODEL_A5_LOAD, SIM_MODEL_A5_STORE, SIM_MODEL_A5_OTHER };

/* A5: in-order issue inside a vector scope, one instruction a cycle from
 * *SLOT; a load or a store right after a load shares that load's cycle
 * (*LAST_LOAD).  An instruction of class CLS starts when its operands are
 * ready (READY) and its result is ready LATENCY cycles later; *VMAX is the
 * latest result of the scope.  Returns when the result is ready. */
static inline double sim_model_a5_issue(double *slot, double *vmax, int *last_load,
                                        enum sim_model_a5_class cls, double latency,
                                        double ready)
{
    double start;
    if (cls != SIM_MODEL_A5_OTHER && *last_load) {
        *slot -= 1; /* shares the previous load's cycle */
        *last_load = 0;
    } else {
        *last_load = cls == SIM_MODEL_A5_LOAD;
    }
    start = *slot > ready ? *slot : ready;
    *slot += 1;
    if (start + latency > *vmax)
        *vmax = start + latency;
    return start + latency;
}

#endif
