/* cost.c - a static cycle estimate of a lowered kernel (cost_).
 *
 * The model is the simulators' (sim/README.md, "Cycle model"), applied to
 * the plan instead of to a run:
 *
 *  - MTE2 and MTE3 move nBurst * lenBurst bytes at 54.54 bytes per cycle.
 *  - a2a3: a vector instruction costs repeats * per-repeat, plus its
 *    startup when the vector pipe had been idle (first instruction, or a
 *    wait_flag made the pipe wait), plus 18 after a pipe_barrier(PIPE_V);
 *    its result is ready `completion` cycles after it issued, and a
 *    set_flag from the vector pipe signals then.  Counter mode runs
 *    ceil(count / elements-per-repeat) repeats.
 *  - a5: inside a __VEC_SCOPE__ each instruction takes the next issue slot
 *    in program order, one per cycle (a load shares the slot of the load
 *    before it, a store that of the load before it); it starts at the
 *    later of its slot and its operands' results (a waiting instruction
 *    does not hold back the next slot) and produces its result a fixed
 *    latency later; the scope ends with its last result.  A segment's
 *    loops are its loop nest (ir.h's struct nest), walked node by node as
 *    a5/source.m4 spells them.
 *  - The charging rules themselves are sim/model.h's, shared with the
 *    simulators; the numbers are sim/costs.h's.
 *  - set_flag/wait_flag move the waiting pipe's clock up to the signal;
 *    the plan's tile loop (its steps, which common/kernel.m4 spells; two
 *    buffers when the plan has them) is walked tile by tile, so the
 *    copies of one tile overlap the vector work of another exactly as
 *    the flags allow; the ops hoisted out of the loop (plan.hoist_end,
 *    a5: plan.hoist_segs) run once, after the per-col loads.
 */
#include "cost.h"

#include <stdlib.h>
#include <string.h>

#include "../sim/costs.h" /* the simulators' numbers */
#include "../sim/model.h" /* and their charging rules */

#define REPEAT_BYTES 256

enum { P_S, P_V, P_MTE2, P_MTE3, P__COUNT };

/* ---- the state of one simulated core -------------------------------- */

struct core {
    double t[P__COUNT]; /* per-pipe clocks */
    double vdone;       /* a2a3: when the last vector result is complete */
    int vfresh;         /* a2a3: the next vector instruction pays startup */
    int vbarrier;       /* a2a3: the next vector instruction follows a barrier */
    double busy_v, busy_s;
    long insns, barriers, flags;
};

static double dmax(double a, double b)
{
    return a > b ? a : b;
}

/* The clock of pipe PIPE. */
static int pipe_index(enum plan_pipe pipe)
{
    switch (pipe) {
    case PLAN_PIPE_S:
        return P_S;
    case PLAN_PIPE_V:
        return P_V;
    case PLAN_PIPE_MTE2:
        return P_MTE2;
    case PLAN_PIPE_MTE3:
        return P_MTE3;
    default:
        diag_bug("a flag without its pipes");
    }
}

/* The time a set_flag from pipe SRC signals: the vector pipe drains. */
static double signal_time(const struct core *c, int src)
{
    return src == P_V ? dmax(c->t[P_V], c->vdone) : c->t[src];
}

/* wait_flag on pipe DST for a signal at time T. */
static void wait_until(struct core *c, int dst, double t)
{
    if (t > c->t[dst]) {
        c->t[dst] = t;
        if (dst == P_V)
            c->vfresh = 1; /* the pipe idled: startup again */
    }
}

/* ---- a2a3 ----------------------------------------------------------- */

/* The rows of sim/costs.h, by their ids: (startup, completion, cycles
 * per repeat), integer and floating point. */
enum {
#define COST_A2A3_ID(id, nm, s0, c0, r0, s1, c1, r1) A2C_##id,
    SIM_A2A3_COSTS(COST_A2A3_ID)
#undef COST_A2A3_ID
        A2C__COUNT,
    A2C_NONE = -1
};
static const struct {
    const char *name;
    double cost[2][3];
} a2a3_costs[A2C__COUNT] = {
#define COST_A2A3_ROW(id, nm, s0, c0, r0, s1, c1, r1)                                              \
    [A2C_##id] = {nm, {{s0, c0, r0}, {s1, c1, r1}}},
    SIM_A2A3_COSTS(COST_A2A3_ROW)
#undef COST_A2A3_ROW
};
/* f16 rows of the reductions, by the same ids (-1: none) */
static const struct {
    int has;
    double cost[3];
} a2a3_half_costs[A2C__COUNT] = {
#define COST_A2A3_HALF_ROW(id, nm, s, c, r) [A2C_##id] = {1, {s, c, r}},
    SIM_A2A3_HALF_COSTS(COST_A2A3_HALF_ROW)
#undef COST_A2A3_HALF_ROW
};

/* The cost row each intrinsic is charged (insns.def's a2a3_cost). */
static const int a2a3_cost_of[INSN__COUNT] = {
#define INSN(id, spelling, a2a3, a2a3_cost, a5, a5_cost) [INSN_##id] = A2C_##a2a3_cost,
#include "insns.def"
#undef INSN
};

/* The cost row of each conversion row (insn_vconv's numbering: the same
 * list of sim/costs.h, in the same order). */
static const int a2a3_vconv_cost[] = {
#define COST_A2A3_CV(X, id, nm, s, d, m, c) A2C_##id,
    SIM_A2A3_VCONV_ROWS(COST_A2A3_CV, _)
#undef COST_A2A3_CV
};

/* IN's row: by its id; an A2/A3 conversion (INSN_VCONV) by its conversion
 * row. */
static const double *a2a3_cost_row(const struct insn *in, int fp)
{
    int row = in->id > INSN_NONE && in->id < INSN__COUNT ? a2a3_cost_of[in->id] : A2C_NONE;
    if (in->id == INSN_VCONV)
        row = a2a3_vconv_cost[in->cvt];
    if (row < 0)
        diag_bug("no a2a3 cost for '%s'", in->name);
    return a2a3_costs[row].cost[fp];
}

/* IN's f16 row, or NULL: it has none (only the reductions do). */
static const double *a2a3_half_row(const struct insn *in)
{
    int row = in->id > INSN_NONE && in->id < INSN__COUNT ? a2a3_cost_of[in->id] : A2C_NONE;
    return row >= 0 && a2a3_half_costs[row].has ? a2a3_half_costs[row].cost : NULL;
}

/* The dtype an instruction computes on: its dst's (its view, else its
 * tile's). */
static enum dtype dst_dtype(const struct plan *p, const struct insn *in)
{
    return ir_opnd_dtype(p, &in->opnd[0]);
}

/* The element size of an instruction's first source. */
static int a2a3_src_size(const struct plan *p, const struct insn *in)
{
    return dtype_size(ir_opnd_dtype(p, &in->opnd[1]));
}

/* Charge one vector instruction (sim/model.h's rule). */
static void a2a3_issue(struct core *c, const double *row, unsigned long long repeats)
{
    c->busy_v +=
        sim_model_a2a3_vector(&c->t[P_V], &c->vdone, &c->vfresh, &c->vbarrier, row, repeats);
    c->insns++;
}

/* The instructions [FIRST, END) of a full tile: the plan's list (or one
 * body of a split row's), row loops unrolled. */
static void a2a3_range(const struct plan *p, struct core *c, int first, int end)
{
    int count_mode = 0; /* every body starts (and ends) in normal mode */
    unsigned long long count = 0;
    int loop_start = -1, loop_left = 0, row = 0; /* row: the rows loop's pgr_r */
    for (int i = first; i < end; i++) {
        const struct insn *in = &p->insn[i];
        switch (in->kind) {
        case IK_MODE_COUNT:
            count_mode = 1;
            break;
        case IK_MODE_NORM:
            count_mode = 0;
            break;
        case IK_COUNT:
            count = ir_count_eval(in->count, in->count.row ? row : p->vrows);
            break;
        case IK_ROWS_BEGIN:
            loop_start = i;
            row = in->count.set ? (int)ir_count_eval(in->count, p->vrows) : 0;
            loop_left = p->vrows - row;
            break;
        case IK_ROWS_END:
            if (--loop_left > 0)
                i = loop_start, row++;
            break;
        case IK_BARRIER:
            c->vbarrier = 1;
            c->barriers++;
            break;
        case IK_FLAG: {
            int src = pipe_index(in->pipe_src), dst = pipe_index(in->pipe_dst);
            wait_until(c, dst, signal_time(c, src));
            c->flags++;
            break;
        }
        case IK_CMPMASK:
            a2a3_issue(c, a2a3_cost_row(in, 0), 1);
            break;
        case IK_VBIN:
        case IK_VUN:
        case IK_VSCA:
        case IK_VDUP:
        case IK_VSEL:
        case IK_VSELS:
        case IK_VCMP:
        case IK_VCMPS: {
            /* a compare computes on its sources' type (its dst is bits);
             * the floating-point column is half's and float's */
            enum dtype t = in->kind == IK_VCMP || in->kind == IK_VCMPS
                               ? ir_opnd_dtype(p, &in->opnd[1])
                               : dst_dtype(p, in);
            int fp = t == DT_F16 || t == DT_F32;
            int size = dtype_size(t);
            if (in->id == INSN_VCONV && a2a3_src_size(p, in) > size)
                size = a2a3_src_size(p, in); /* a conversion's repeat: the wider side */
            unsigned long long per = (unsigned long long)(REPEAT_BYTES / size);
            unsigned long long repeats =
                count_mode ? (count + per - 1) / per : ir_count_eval(in->repeat, p->vrows);
            a2a3_issue(c, a2a3_cost_row(in, fp), repeats);
            break;
        }
        case IK_VRED: { /* f16 reductions have a row of their own */
            int half = dst_dtype(p, in) == DT_F16;
            const double *row = half ? a2a3_half_row(in) : NULL;
            a2a3_issue(c, row ? row : a2a3_cost_row(in, 1), ir_count_eval(in->repeat, p->vrows));
            break;
        }
        case IK_VBRCB:
        case IK_UBCOPY: /* a repeat: a burst of 256 bytes, as sim/a2a3.h charges it */
        case IK_VSORT:
        case IK_VMRG:  /* its repeat: the 32-byte blocks of pairs it writes */
        case IK_VNCHW: /* set_va_reg_sb (IK_VASET) is charged nothing, as sim/a2a3.h */
            a2a3_issue(c, a2a3_cost_row(in, 0), ir_count_eval(in->repeat, p->vrows));
            break;
        case IK_VGATHER: { /* counter mode: a repeat per 256 bytes of dst */
            unsigned long long per =
                (unsigned long long)(REPEAT_BYTES / dtype_size(dst_dtype(p, in)));
            a2a3_issue(c, a2a3_cost_row(in, 0),
                       count_mode ? (count + per - 1) / per : ir_count_eval(in->repeat, p->vrows));
            break;
        }
        case IK_SLOOP: { /* on S, between the V->S and S->V flags; tci's, and
                          * any per-col dst's, over one row */
            const struct op *o = &p->k->ops[in->op];
            int rows = op_table[o->code].family == OPF_INDEX || p->k->tiles[o->dst].per == PER_COL
                           ? 1
                           : p->vrows;
            /* tscatter's loop walks its row twice: the zeros, the stores */
            double t = (double)rows * (double)ir_count_eval(in->count, p->vrows) *
                       (o->code == OP_SCATTER ? 2 : 1) * SIM_S_STEP_CYCLES;
            c->t[P_S] += t;
            c->busy_s += t;
            break;
        }
        default: /* masks, comments: no pipe time */
            break;
        }
    }
}

/* ---- a5 ------------------------------------------------------------- */

struct a5_scope {
    double slot, vmax, store_done;
    int last_load;
    long insns;
};

/* Issue an instruction of class K and latency LAT whose operands are
 * ready at READY (sim/model.h's rule); returns when its result is. */
static double a5_issue(struct a5_scope *s, enum sim_model_a5_class k, double lat, double ready)
{
    s->insns++;
    return sim_model_a5_issue(&s->slot, &s->vmax, &s->last_load, k, lat, ready);
}

/* A5 issue -> result latencies of sim/costs.h, by their ids. */
enum {
#define COST_A5_ID(id, nm, cycles) A5C_##id,
    SIM_A5_LATENCIES(COST_A5_ID)
#undef COST_A5_ID
        A5C__COUNT,
    A5C_NONE = -1
};
static const double a5_latency[A5C__COUNT] = {
#define COST_A5_ROW(id, nm, cycles) [A5C_##id] = cycles,
    SIM_A5_LATENCIES(COST_A5_ROW)
#undef COST_A5_ROW
};

/* The latency each intrinsic is charged (insns.def's a5_cost). */
static const int a5_cost_of[INSN__COUNT] = {
#define INSN(id, spelling, a2a3, a2a3_cost, a5, a5_cost) [INSN_##id] = A5C_##a5_cost,
#include "insns.def"
#undef INSN
};

static double a5_latency_of(const struct insn *in)
{
    int row = in->id > INSN_NONE && in->id < INSN__COUNT ? a5_cost_of[in->id] : A5C_NONE;
    if (row < 0)
        diag_bug("no a5 latency for '%s'", in->name);
    return a5_latency[row];
}

static void a5_psts(struct a5_scope *s, double ready, int pack);

/* One chunk H of segment SG (a pair's halves: the pair's head loaded
 * their mask bytes): its predicates unless PREDS is 0 (a column-major
 * chunk's, set once before its rows: NEST_PLT), loads, register ops and
 * stores in plan order. */
static void a5_chunk(const struct plan *p, const struct a5seg *sg, struct a5_scope *s,
                     double *ready, enum nest_half h, int preds)
{
    double pt = preds ? a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PLT], 0) : 0;
    double pw = preds && sg->narrow ? a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PLT], 0) : 0;
    for (int i = sg->first; i < sg->end; i++) {
        const struct insn *in = &p->insn[i];
        if (in->part != PLAN_PART_CHUNK)
            continue;
        switch (in->kind) {
        case IK_VLDS:
            if (in->prologue)
                break;
            ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_LOAD, a5_latency[A5C_VLDS], 0);
            break;
        case IK_PLDS:
            if (h == NEST_LO || h == NEST_HI)
                break; /* the pair's head has it */
            ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_LOAD, a5_latency[A5C_PLDS], 0);
            if (h == NEST_TAIL) /* punpack */
                ready[in->tile[0]] =
                    a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PUNPACK], ready[in->tile[0]]);
            break;
        case IK_VOP: {
            if (in->prologue)
                break;
            double r = in->mask_tile >= 0             ? ready[in->mask_tile]
                       : in->pred >= 0                ? ready[in->pred]
                       : in->pred == PLAN_PRED_NARROW ? pw
                                                      : pt;
            for (int j = 1; j < in->ntile; j++)
                r = dmax(r, ready[in->tile[j]]);
            ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency_of(in), r);
            break;
        }
        case IK_VSTS: {
            double done =
                a5_issue(s, SIM_MODEL_A5_STORE, a5_latency[A5C_VSTS], dmax(ready[in->tile[0]], pt));
            s->store_done = dmax(s->store_done, done);
            break;
        }
        case IK_PSTS: /* pairs store after their hi half (a5_pair_tail) */
            if (h == NEST_ONE || h == NEST_TAIL)
                a5_psts(s, ready[in->tile[0]], h == NEST_TAIL);
            break;
        default:
            break;
        }
    }
}

/* Once per row, before or after its chunks (PART): per-row loads, the
 * ops of the part, per-row stores (ONEPT: the value alone decides). */
static void a5_row_part(const struct plan *p, const struct a5seg *sg, struct a5_scope *s,
                        double *ready, int part)
{
    for (int i = sg->first; i < sg->end; i++) {
        const struct insn *in = &p->insn[i];
        if (in->part != part || in->prologue)
            continue;
        if (in->kind == IK_VLDS) {
            ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_LOAD, a5_latency[A5C_VLDS], 0);
        } else if (in->kind == IK_VOP) {
            double r = in->pred >= 0 ? ready[in->pred] : 0;
            /* a select waits for its compare's predicate (a per-col mask
             * of a column-major chunk, after its rows) */
            if (in->mask_tile >= 0)
                r = dmax(r, ready[in->mask_tile]);
            for (int j = 1; j < in->ntile; j++)
                r = dmax(r, ready[in->tile[j]]);
            if (in->mode) /* merging: the lanes kept are the destination's */
                r = dmax(r, ready[in->tile[0]]);
            ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency_of(in), r);
        } else if (in->kind == IK_VSTS) {
            double done = a5_issue(s, SIM_MODEL_A5_STORE, a5_latency[A5C_VSTS], ready[in->tile[0]]);
            s->store_done = dmax(s->store_done, done);
        }
    }
}

/* A mask's packed store, after pdintlv_b8 for 4-byte data (PACK). */
static void a5_psts(struct a5_scope *s, double ready, int pack)
{
    if (pack)
        ready = a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PDINTLV], ready);
    double done = a5_issue(s, SIM_MODEL_A5_STORE, a5_latency[A5C_PSTS], ready);
    s->store_done = dmax(s->store_done, done);
}

/* After a pair's hi half: each mask output's two predicates packed and
 * stored. */
static void a5_pair_tail(const struct plan *p, const struct a5seg *sg, struct a5_scope *s,
                         const double *ready)
{
    for (int i = sg->first; i < sg->end; i++)
        if (p->insn[i].kind == IK_PSTS)
            a5_psts(s, ready[p->insn[i].tile[0]], 1);
}

/* A pair's head: 16 mask bytes per mask tile, split by pintlv_b16. */
static void a5_pair_head(const struct plan *p, const struct a5seg *sg, struct a5_scope *s,
                         double *ready)
{
    for (int i = sg->first; i < sg->end; i++) {
        const struct insn *in = &p->insn[i];
        if (in->kind != IK_PLDS)
            continue;
        double r = a5_issue(s, SIM_MODEL_A5_LOAD, a5_latency[A5C_PLDS], 0);
        ready[in->tile[0]] = a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PINTLV], r);
    }
}

/* The NEST_END closing the block whose first node is I. */
static int a5_nest_end(const struct plan *p, const struct a5seg *sg, int i)
{
    for (int depth = 0; i < sg->nest_end; i++) {
        enum nest_kind k = p->nest[i].kind;
        if (k == NEST_END && depth-- == 0)
            return i;
        depth += k == NEST_ROWS || k == NEST_LOOP;
    }
    diag_bug("an a5 loop nest with a block not closed");
}

/* Nodes of segment SG's loop nest from I to the end of their block:
 * each loop's body as many times as it runs for a full tile.  Returns
 * the index of the block's NEST_END (or of the nest's end). */
static int a5_nest(const struct plan *p, const struct a5seg *sg, struct a5_scope *s, double *ready,
                   int i)
{
    for (; i < sg->nest_end && p->nest[i].kind != NEST_END; i++) {
        const struct nest *n = &p->nest[i];
        switch (n->kind) {
        case NEST_ROWS:
        case NEST_LOOP: {
            unsigned long long trips = n->kind == NEST_ROWS && !n->count.set
                                           ? (unsigned long long)p->vrows
                                           : ir_count_eval(n->count, p->vrows);
            int end = a5_nest_end(p, sg, i + 1);
            for (unsigned long long t = 0; t < trips; t++)
                a5_nest(p, sg, s, ready, i + 1);
            i = end;
            break;
        }
        case NEST_PLT:
            a5_issue(s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PLT], 0);
            break;
        case NEST_PART:
            a5_row_part(p, sg, s, ready, n->part);
            break;
        case NEST_INSNS:
        case NEST_CHUNK:
            a5_chunk(p, sg, s, ready, n->half, n->kind == NEST_CHUNK);
            break;
        case NEST_PAIR:
            a5_pair_head(p, sg, s, ready);
            a5_chunk(p, sg, s, ready, NEST_LO, 1);
            a5_chunk(p, sg, s, ready, NEST_HI, 1);
            a5_pair_tail(p, sg, s, ready);
            break;
        default: /* NEST_LEFT: scalar, no vector issue */
            break;
        }
    }
    return i;
}

/* A tscatter's scope of a row (plan_a5_scatter.c) on the vector pipe's
 * clock, its instructions issued as a5/source.m4's _pg_scatter spells
 * them: the zeroing stores, then per chunk the loads, the range compare
 * and 64 lanes of a compare and a vscatter each. */
static double a5_scatter_scope(const struct plan *p, struct core *c, const struct insn *in)
{
    double t0 = c->t[P_V];
    struct a5_scope s = {t0, t0, t0, 0, 0};
    enum sim_model_a5_class o = SIM_MODEL_A5_OTHER, l = SIM_MODEL_A5_LOAD, st = SIM_MODEL_A5_STORE;
    long n = (long)ir_count_eval(in->count, p->vrows);
    int chunks = (int)((n + 63) / 64);
    /* the zeroing's chunks of 256 bytes: 64 b32 lanes, 128 b16, 256 b8 */
    long per = in->b32 ? 64 : in->dist && !strcmp(in->dist, "UNPK_B16") ? 128 : 256;
    int zchunks = (int)((n + per - 1) / per);
    double all = a5_issue(&s, o, a5_latency[A5C_PSET], 0);
    double z = a5_issue(&s, o, a5_latency[A5C_VDUPR], all);
    for (int j = 0; j < zchunks; j++) {
        double pc = a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        s.store_done = dmax(s.store_done, a5_issue(&s, st, a5_latency[A5C_VSTS], dmax(z, pc)));
    }
    double lane = a5_issue(&s, o, a5_latency[A5C_VCI], 0);
    for (int j = 0; j < chunks; j++) {
        double pc = a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        double ph = in->b32 ? pc : a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        double xi = a5_issue(&s, l, a5_latency[A5C_VLDS], 0);
        double xd = a5_issue(&s, l, a5_latency[A5C_VLDS], 0);
        if (!in->b32) { /* clamped and narrowed to the even b16 lanes */
            xi = a5_issue(&s, o, a5_latency[A5C_VMINS], dmax(xi, pc));
            xi = a5_issue(&s, o, a5_latency[A5C_VCVT], dmax(xi, pc));
        }
        double pv = a5_issue(&s, o, a5_latency[A5C_VCMPS_LT], dmax(xi, ph));
        for (int k = 0; k < 64; k++) {
            double p1 = a5_issue(&s, o, a5_latency[A5C_VCMPS_EQ], dmax(lane, pv));
            double w = a5_issue(&s, st, a5_latency[A5C_VSCATTER], dmax(dmax(xd, xi), p1));
            s.store_done = dmax(s.store_done, w);
        }
    }
    c->insns += s.insns;
    return dmax(s.slot, dmax(s.vmax, s.store_done));
}

/* One step of a tsort32's or a tmrgsort's row (plan_a5_sort.c) on the
 * vector pipe's clock: a vbitsort or a vmrgsort4 (sim/costs.h's
 * assumptions; a merge's repeat is its 32-byte blocks of pairs), a
 * merge's copy scope (plt, vlds, vsts as a5/source.m4's _pg_sortcopy
 * spells them), or the short last block's pad scope, its instructions
 * issued as a5/source.m4's _pg_sortpad spells them; a tscatter's row
 * (a5_scatter_scope). */
static void a5_sort_step(const struct plan *p, struct core *c, const struct insn *in)
{
    double t0 = c->t[P_V], end;
    if (in->kind == IK_VSORT || in->kind == IK_VMRG) {
        double rpt = (double)ir_count_eval(in->repeat, p->vrows);
        end = t0 + (in->kind == IK_VSORT ? SIM_A5_VBITSORT_CALL + SIM_A5_VBITSORT_REPEAT * rpt
                                         : SIM_A5_VMRGSORT4_CALL + SIM_A5_VMRGSORT4_BLOCK * rpt);
        c->insns++;
    } else if (in->kind == IK_VSCAT) {
        end = a5_scatter_scope(p, c, in);
    } else if (in->kind == IK_VUN) {
        struct a5_scope s = {t0, t0, t0, 0, 0};
        double pc = a5_issue(&s, SIM_MODEL_A5_OTHER, a5_latency[A5C_PLT], 0);
        double v = a5_issue(&s, SIM_MODEL_A5_LOAD, a5_latency[A5C_VLDS], 0);
        s.store_done = a5_issue(&s, SIM_MODEL_A5_STORE, a5_latency[A5C_VSTS], dmax(v, pc));
        end = dmax(s.slot, dmax(s.vmax, s.store_done));
        c->insns += s.insns;
    } else {
        struct a5_scope s = {t0, t0, t0, 0, 0};
        enum sim_model_a5_class o = SIM_MODEL_A5_OTHER, l = SIM_MODEL_A5_LOAD;
        double pt = a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        double pb = a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        double pi = a5_issue(&s, o, a5_latency[A5C_PLT], 0);
        double pp = a5_issue(&s, o, a5_latency[A5C_PNOT], dmax(pt, pb));
        double v = a5_issue(&s, l, a5_latency[A5C_VLDS], 0);
        v = a5_issue(&s, o, a5_latency[A5C_VDUPR], dmax(v, pp));
        s.store_done = a5_issue(&s, SIM_MODEL_A5_STORE, a5_latency[A5C_VSTS], dmax(v, pb));
        double x = a5_issue(&s, l, a5_latency[A5C_VLDS], 0);
        x = a5_issue(&s, SIM_MODEL_A5_STORE, a5_latency[A5C_VSTS], dmax(x, pi));
        s.store_done = dmax(s.store_done, x);
        end = dmax(s.slot, dmax(s.vmax, s.store_done));
        c->insns += s.insns;
    }
    c->busy_v += end - t0;
    c->t[P_V] = end;
}

/* Segments [G0, G1)'s __VEC_SCOPE__s (a full tile's: all of them): the
 * prologue, then the segment's loop nest; a scope starts when the one
 * before it has ended. */
static void a5_body(const struct plan *p, struct core *c, double *ready, int g0, int g1)
{
    const struct kernel *k = p->k;
    for (int g = g0; g < g1; g++) {
        const struct a5seg *sg = &p->segs[g];
        if (sg->sort) { /* a row at a time: vbitsort, a short block's pad scope,
                           vmrgsort4, a copy scope, a tscatter's scope */
            for (int r = 0; r < p->vrows; r++)
                for (int i = sg->first; i < sg->end; i++)
                    a5_sort_step(p, c, &p->insn[i]);
            continue;
        }
        struct a5_scope s = {c->t[P_V], c->t[P_V], c->t[P_V], 0, 0};
        for (int t = 0; t < k->ntiles + p->nxreg; t++)
            ready[t] = 0;
        for (int i = sg->first; i < sg->end; i++) {
            const struct insn *in = &p->insn[i];
            if (in->kind == IK_VOP && in->prologue)
                ready[in->tile[0]] = a5_issue(&s, SIM_MODEL_A5_OTHER, a5_latency_of(in),
                                              in->pred >= 0 ? ready[in->pred] : 0);
            else if (in->kind == IK_VLDS && in->prologue) /* a per-col tile's */
                ready[in->tile[0]] = a5_issue(&s, SIM_MODEL_A5_LOAD, a5_latency[A5C_VLDS], 0);
        }
        a5_nest(p, sg, &s, ready, sg->nest_first);
        double end = dmax(s.slot, dmax(s.vmax, s.store_done));
        c->busy_v += end - c->t[P_V];
        c->t[P_V] = end;
        c->insns += s.insns;
    }
}

/* ---- the tile loop -------------------------------------------------- */

/* Bytes one copy of UB tile U moves for a full tile: a burst per row. */
static double copy_cycles(const struct plan *p, int u)
{
    const struct ub_tile *t = &p->ub[u];
    const struct tile *tl = &p->k->tiles[t->tile];
    int row = spec_gm_row(tl) * dtype_size(tl->dtype);
    /* a per-col tile: one row; a per-trans one: vc rows of vr */
    long rows = tl->per == PER_COL ? 1 : tl->per == PER_TRANS ? tl->vrows : p->vrows;
    return (double)(rows * row) / SIM_MTE_BPC;
}

static int is_listed(const int *list, int n, int t)
{
    for (int i = 0; i < n; i++)
        if (list[i] == t)
            return 1;
    return 0;
}

/* UB tile U holds an input, one loaded once per core (a per-col one)
 * when ONCE, else one loaded with each tile. */
static int input_ub(const struct plan *p, int u, int once)
{
    int t = p->ub[u].tile;
    return t >= 0 && is_listed(p->k->inputs, p->k->ninputs, t) &&
           (p->k->tiles[t].per == PER_COL) == once;
}

/* The loads or stores of one tile (per-col inputs: once, before the
 * loop) on the clock of their pipe. */
static void copy_tiles(const struct plan *p, struct core *c, enum tstep_kind kind)
{
    const struct kernel *k = p->k;
    for (int u = 0; u < p->nub; u++) {
        if (kind == TSTEP_LOADS && input_ub(p, u, 0))
            c->t[P_MTE2] += copy_cycles(p, u);
        if (kind == TSTEP_STORES && p->ub[u].tile >= 0 &&
            is_listed(k->outputs, k->noutputs, p->ub[u].tile))
            c->t[P_MTE3] += copy_cycles(p, u);
    }
}

/* Step S of the tile loop on event EV: a flag set at its source pipe's
 * signal time (FLAG[from][to][ev]) and waited on by its destination, or
 * the copies, or the vector body. */
static void run_step(const struct plan *p, const struct tstep *s, int ev,
                     double flag[P__COUNT][P__COUNT][2], struct core *c, double *ready)
{
    int from = s->from == PLAN_PIPE_NONE ? 0 : pipe_index(s->from);
    int to = s->to == PLAN_PIPE_NONE ? 0 : pipe_index(s->to);
    switch (s->kind) {
    case TSTEP_SET:
        flag[from][to][ev] = signal_time(c, from);
        break;
    case TSTEP_WAIT:
        wait_until(c, to, flag[from][to][ev]);
        break;
    case TSTEP_LOADS:
    case TSTEP_STORES:
        copy_tiles(p, c, s->kind);
        break;
    case TSTEP_BODY:
        if (target_desc(p->target)->kind == TK_REPEAT)
            a2a3_range(p, c, p->hoist_end, p->ninsn);
        else
            a5_body(p, c, ready, p->hoist_segs, p->nseg);
        break;
    }
}

/* ---- a row split into chunks (ir.h's struct body) ------------------- */

/* The body of KIND for PASS (BODY_SECTION: section PASS): a2a3's
 * instructions, a5's segments. */
static void split_body(const struct plan *p, struct core *c, double *ready, enum body_kind kind,
                       int pass)
{
    for (int b = 0; b < p->nbody; b++) {
        const struct body *bd = &p->bodies[b];
        if (bd->kind != kind || bd->pass != pass)
            continue;
        if (target_desc(p->target)->kind == TK_REPEAT)
            a2a3_range(p, c, bd->first, bd->end);
        else
            a5_body(p, c, ready, bd->first, bd->end);
    }
}

/* The MTE cycles of pass Q's loads (STORES: stores) of a chunk of W
 * columns: a burst per row of each full tile, one of a per-col tile. */
static double chunk_copies(const struct plan *p, int q, int w, int stores)
{
    const struct split *s = &p->split;
    double t = 0;
    for (int u = 0; u < p->nub; u++) {
        int tl = p->ub[u].tile;
        if (tl < 0 || p->k->tiles[tl].per == PER_ROW)
            continue;
        if (stores ? s->store[tl] != q : !(s->loads[tl] >> q & 1u))
            continue;
        long rows = p->k->tiles[tl].per == PER_COL ? 1 : p->vrows;
        t += (double)(rows * w * dtype_size(p->ub[u].dtype)) / SIM_MTE_BPC;
    }
    return t;
}

/* A row block's per-row inputs (OUT: outputs), after the vector work
 * before them and before the vector work after them (EVENT_ID2). */
static void row_copies(const struct plan *p, struct core *c, int out)
{
    double t = 0;
    for (int u = 0; u < p->nub; u++) {
        int tl = p->ub[u].tile;
        if (tl >= 0 && p->k->tiles[tl].per == PER_ROW &&
            is_listed(out ? p->k->outputs : p->k->inputs, out ? p->k->noutputs : p->k->ninputs, tl))
            t += (double)(p->vrows * dtype_size(p->ub[u].dtype)) / SIM_MTE_BPC;
    }
    if (t == 0)
        return;
    int mte = out ? P_MTE3 : P_MTE2;
    wait_until(c, mte, signal_time(c, P_V));
    c->t[mte] += t;
    wait_until(c, P_V, signal_time(c, mte));
    c->flags += 2;
}

/* One row block of a split row: its sections and passes, each chunk a
 * step of the tile loop on the next event (*ITER). */
static void run_split_tile(const struct plan *p, struct core *c, double flag[P__COUNT][P__COUNT][2],
                           double *ready, int *iter)
{
    const struct split *s = &p->split;
    int cols = p->k->vcols, w = s->chunk;
    row_copies(p, c, 0);
    split_body(p, c, ready, BODY_SECTION, 0);
    for (int q = 0; q < s->npass; q++) {
        for (int c0 = 0; c0 < cols; c0 += w) {
            int cw = cols - c0 < w ? cols - c0 : w, ev = p->dbuf ? (*iter)++ & 1 : 0;
            for (int i = 0; i < p->ntstep; i++) {
                const struct tstep *st = &p->tstep[i];
                if (st->where != TSTEP_EACH)
                    continue;
                if (st->kind == TSTEP_LOADS)
                    c->t[P_MTE2] += chunk_copies(p, q, cw, 0);
                else if (st->kind == TSTEP_STORES)
                    c->t[P_MTE3] += chunk_copies(p, q, cw, 1);
                else if (st->kind == TSTEP_BODY)
                    split_body(p, c, ready, cw == w ? BODY_CHUNK : BODY_TAIL, q);
                else
                    run_step(p, st, ev, flag, c, ready);
            }
        }
        split_body(p, c, ready, BODY_SECTION, q + 1);
    }
    row_copies(p, c, 1);
}

/* The modeled time of a one-core run over NTILES full tiles: the steps
 * of the plan's tile loop (ir.c's tile_loop, which common/kernel.m4
 * spells); *C gets the core's counters. */
static double run_tiles(const struct plan *p, int ntiles, struct core *c)
{
    const struct kernel *k = p->k;
    double *ready = xcalloc((size_t)k->ntiles + (size_t)p->nxreg + 1, sizeof *ready);
    double flag[P__COUNT][P__COUNT][2];
    int nev = p->dbuf ? 2 : 1;
    memset(flag, 0, sizeof flag);
    memset(c, 0, sizeof *c);
    c->vfresh = 1;
    /* per-col inputs: once per core, before the tile loop */
    for (int u = 0; u < p->nub; u++)
        if (input_ub(p, u, 1))
            c->t[P_MTE2] += copy_cycles(p, u);
    /* then the ops hoisted out of the loop (a2a3: the list's head) */
    if (target_desc(p->target)->kind == TK_REPEAT) {
        a2a3_range(p, c, 0, p->hoist_end);
    } else if (p->hoist_segs) { /* after a flag from the loads (a5/source.m4) */
        wait_until(c, P_V, signal_time(c, P_MTE2));
        c->flags++;
        a5_body(p, c, ready, 0, p->hoist_segs);
    }
    for (int ev = 0; ev < nev; ev++)
        for (int s = 0; s < p->ntstep; s++)
            if (p->tstep[s].where == TSTEP_BEFORE)
                run_step(p, &p->tstep[s], ev, flag, c, ready);
    int iter = 0;
    for (int i = 0; i < ntiles; i++)
        for (int s = 0; s < p->ntstep && !p->split.chunk; s++)
            if (p->tstep[s].where == TSTEP_EACH)
                run_step(p, &p->tstep[s], p->dbuf ? i & 1 : 0, flag, c, ready);
    for (int i = 0; i < ntiles && p->split.chunk; i++)
        run_split_tile(p, c, flag, ready, &iter);
    for (int ev = 0; ev < nev; ev++)
        for (int s = 0; s < p->ntstep; s++)
            if (p->tstep[s].where == TSTEP_AFTER)
                run_step(p, &p->tstep[s], ev, flag, c, ready);
    free(ready);
    double end = c->vdone;
    for (int i = 0; i < P__COUNT; i++)
        end = dmax(end, c->t[i]);
    return end;
}

void cost_estimate(const struct plan *p, struct cost *c)
{
    if (!target_is_simulated(p->target))
        diag_bug("no cost model for target '%s'", target_name(p->target));
    struct core a, b;
    double ta = run_tiles(p, COST_K1, &a);
    double tb = run_tiles(p, COST_K2, &b);
    const double k = COST_K2 - COST_K1;
    memset(c, 0, sizeof *c);
    c->cycles = (tb - ta) / k;
    c->busy_v = (b.busy_v - a.busy_v) / k;
    c->busy_s = (b.busy_s - a.busy_s) / k;
    c->vec_insns = (b.insns - a.insns) / (COST_K2 - COST_K1);
    c->barriers = (b.barriers - a.barriers) / (COST_K2 - COST_K1);
    c->flags = (b.flags - a.flags) / (COST_K2 - COST_K1);
    for (int u = 0; u < p->nub && !p->split.chunk; u++) {
        int t = p->ub[u].tile;
        if (t >= 0 && is_listed(p->k->inputs, p->k->ninputs, t))
            c->mte2 += copy_cycles(p, u);
        if (t >= 0 && is_listed(p->k->outputs, p->k->noutputs, t))
            c->mte3 += copy_cycles(p, u);
    }
    /* a split row: each pass's chunks, and the per-row copies */
    for (int q = 0; q < p->split.npass && p->split.chunk; q++)
        for (int c0 = 0; c0 < p->k->vcols; c0 += p->split.chunk) {
            int w = p->k->vcols - c0 < p->split.chunk ? p->k->vcols - c0 : p->split.chunk;
            c->mte2 += chunk_copies(p, q, w, 0);
            c->mte3 += chunk_copies(p, q, w, 1);
        }
}
