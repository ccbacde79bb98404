/* sim/a2a3.h - a strict C simulation of the A2/A3 vector-core intrinsics
 * that ptogen's a2a3 templates emit.  Header-only: include it once per
 * translation unit, before the generated kernel, and compile with
 * cc -std=gnu11 (or as C++, g++ -std=gnu++17: the C++-only alternatives
 * sit under #ifdef __cplusplus).  See sim/README.md for the model, the checks and the
 * cycle model; every rule below is also stated there.  What it shares
 * with sim/a5.h is in sim/common.h.
 *
 * Every violation prints "sim: <instruction>: <what is wrong>" to stderr
 * and exits with status 70.
 */
#ifndef PTOGEN_SIM_A2A3_H
#define PTOGEN_SIM_A2A3_H

#ifdef PTOGEN_SIM_A5_H
#error "sim/a2a3.h and sim/a5.h cannot share a translation unit"
#endif

#define SIM_UB_BYTES (192 * 1024)
#define SIM_V_IN_ORDER 0
#define SIM_V_FIX "pipe_barrier(PIPE_V) in between"
/* UB addresses [184 KiB, 192 KiB) may also be given as the raw address, as
 * the hardware sees a __ubuf__ pointer: pto-isa's a2a3/TRowExpandBinOp.hpp
 * casts TMP_UB_OFFSET to one (the hidden scratch, sim_off) */
#define SIM_RAW_UB_FROM (184 * 1024)
#include "common.h"

#define SIM_A2A3_FN SIM_FN

typedef enum SELMODE {
    VSEL_CMPMASK_SPR = 0,
    VSEL_TENSOR_SCALAR_MODE = 1,
    VSEL_TENSOR_TENSOR_MODE = 2
} SELMODE;

enum {
    SIM_A2A3_UB_BYTES = SIM_UB_BYTES,
    SIM_A2A3_SCRATCH = 184 * 1024, /* TSEL's hidden scratch: [184 KiB, 192 KiB) */
};

/* CTRL at kernel entry: bit 48 = 1 (floats keep inf and NaN: the Inf/NaN
 * overflow mode, the runtime's default on A2/A3), bit 59 = 0 (saturating
 * float -> int, as pto-isa's TCvt takes the default to be) but not
 * documented for A2/A3, so a conversion that depends on it needs the
 * kernel to set it; bit 56 is counter mode (set_mask_count()). */
#define SIM_A2A3_CTRL_ENTRY ((uint64_t)1 << 48)
#define SIM_A2A3_CTRL_UNKNOWN ((uint64_t)1 << 59)
#define SIM_A2A3_SAT_BIT 59
#define SIM_A2A3_COUNT_BIT 56

/* ---- state ------------------------------------------------------------------ */

static struct {
    int mode;       /* 0: not established, 1: normal, 2: counter */
    int mask_valid; /* set_vector_mask called since the last mode change */
    uint64_t hi, lo;
    unsigned char cmpmask[16];
    int cmpmask_set;
    uint32_t cmp_wseq, cmp_rseq;
    int vfresh, vbarrier;
    double vdone; /* when the last vector instruction completes */
    /* the hidden scratch: used by set_cmpmask at SCRATCH_SRC; the first
     * other access there (DATA_INSN, [DATA_LO, DATA_HI)) */
    int scratch_used, data_insn, data_write;
    uint32_t scratch_src, data_lo, data_hi;
    /* per byte of the scratch: 1 while its last writer is a vbrcb (pto-isa's
     * TROWEXPAND* blocks, which its next op reads there) */
    unsigned char scratch_brcb[SIM_A2A3_UB_BYTES - SIM_A2A3_SCRATCH];
    /* DEQSCALE (set_deqscale, read by vconv_deq) */
    int deq_set;
    uint16_t deq_bits;
    uint32_t deq_wseq, deq_rseq;
} sim_a2a3_st;

/* Counters since sim_a2a3_reset(). */
struct sim_a2a3_counters {
    double cycles;               /* modeled kernel time: slowest core */
    double core_cycles;          /* sum over simulated cores */
    double busy[SIM_NPIPE];      /* busy cycles per pipe, summed over cores */
    uint64_t cores, vec_insns, vec_repeats, barriers, set_flags, mte2_bytes, mte3_bytes;
};
static struct sim_a2a3_counters sim_a2a3_counters;

SIM_A2A3_FN double sim_a2a3_cycles(void)
{
    return sim_a2a3_counters.cycles;
}

SIM_A2A3_FN void sim_a2a3_report(FILE *f)
{
    const struct sim_a2a3_counters *c = &sim_a2a3_counters;
    sim_report_head(f, "a2a3", c->cycles, c->cores, c->core_cycles, c->busy);
    fprintf(f, "%llu vector insns, %llu repeats, %llu barriers, %llu set_flag, %llu+%llu MTE bytes\n",
            (unsigned long long)c->vec_insns, (unsigned long long)c->vec_repeats,
            (unsigned long long)c->barriers, (unsigned long long)c->set_flags,
            (unsigned long long)c->mte2_bytes, (unsigned long long)c->mte3_bytes);
}

/* ---- the hidden scratch -------------------------------------------------------------- */

/* The bytes [LO, HI) of the scratch last written by vbrcb: 1 if all. */
SIM_A2A3_FN int sim_a2a3_scratch_brcb(uint32_t lo, uint32_t hi)
{
    uint32_t b;
    for (b = lo; b < hi && b < SIM_A2A3_UB_BYTES; b++)
        if (!sim_a2a3_st.scratch_brcb[b - SIM_A2A3_SCRATCH])
            return 0;
    return 1;
}

/* The accesses collected for instruction INSN (vector_dup's only update
 * which bytes vbrcb wrote: its writes there are how TSEL fills the
 * scratch).  Two more of pto-isa's own uses are no data either: vbrcb's
 * writes there (a2a3/TRowExpandBinOp.hpp broadcasts a TROWEXPAND*'s
 * per-row values into it) and the reads of bytes a vbrcb wrote last (the
 * op that consumes them).  Any other access inside [184 KiB, 192 KiB) is
 * a data access of the scratch. */
SIM_A2A3_FN void sim_a2a3_scratch_data(int insn)
{
    size_t i;
    for (i = 0; i < sim_segs.n; i++) {
        const struct sim_seg *g = &sim_segs.v[i];
        uint32_t lo = g->lo > SIM_A2A3_SCRATCH ? g->lo : (uint32_t)SIM_A2A3_SCRATCH, b;
        if (g->hi <= SIM_A2A3_SCRATCH)
            continue;
        if (g->write)
            for (b = lo; b < g->hi && b < SIM_A2A3_UB_BYTES; b++)
                sim_a2a3_st.scratch_brcb[b - SIM_A2A3_SCRATCH] = insn == SIM_I_VBRCB;
        if (insn == SIM_I_VDUP || (insn == SIM_I_VBRCB && g->write) ||
            (!g->write && sim_a2a3_scratch_brcb(lo, g->hi)))
            continue;
        if (sim_a2a3_st.scratch_used)
            sim_fail(sim_iname[insn],
                     "%s UB [0x%x, 0x%x) inside the hidden TSEL scratch [0x%x, 0x%x), which "
                     "set_cmpmask (src 0x%x) uses on this core; only vector_dup, "
                     "set_cmpmask and vbrcb's blocks may touch it",
                     g->write ? "writes" : "reads", lo, g->hi, SIM_A2A3_SCRATCH, SIM_UB_BYTES,
                     sim_a2a3_st.scratch_src);
        if (!sim_a2a3_st.data_insn) {
            sim_a2a3_st.data_insn = insn;
            sim_a2a3_st.data_write = g->write;
            sim_a2a3_st.data_lo = lo;
            sim_a2a3_st.data_hi = g->hi;
        }
    }
}

/* ---- flags and barriers ------------------------------------------------------------ */

SIM_A2A3_FN void set_flag(pipe_t src, pipe_t dst, event_t ev)
{
    double ready;
    sim_enter("set_flag");
    sim_check_flag("set_flag", (int)src, (int)dst, (int)ev);
    if (src == PIPE_S)
        sim_scalar_charge(sim_a2a3_counters.busy);
    ready = sim_core.t[src];
    if (src == PIPE_V && sim_a2a3_st.vdone > ready)
        ready = sim_a2a3_st.vdone; /* V signals when its last result is complete */
    sim_flag_set((int)src, (int)dst, (int)ev, ready);
    sim_a2a3_counters.set_flags++;
}

SIM_A2A3_FN void wait_flag(pipe_t src, pipe_t dst, event_t ev)
{
    sim_enter("wait_flag");
    if (sim_flag_wait((int)src, (int)dst, (int)ev) && dst == PIPE_V)
        sim_a2a3_st.vfresh = 1; /* the pipe idled: pay startup again */
}

SIM_A2A3_FN void pipe_barrier(pipe_t pipe)
{
    sim_enter("pipe_barrier");
    sim_check_barrier((int)pipe);
    sim_a2a3_counters.barriers++;
    if (pipe == PIPE_V) {
        sim_barrier_v();
        sim_a2a3_st.vbarrier = 1;
    } else if (pipe == PIPE_ALL) {
        sim_barrier_all(sim_a2a3_st.vdone);
        sim_a2a3_st.vfresh = 1;
    }
    /* PIPE_S, PIPE_MTE2, PIPE_MTE3: already in order in this model */
}

/* ---- vector mask state ----------------------------------------------------------- */

SIM_A2A3_FN void set_mask_norm(void)
{
    sim_enter("set_mask_norm");
    if (sim_a2a3_st.mode != 1)
        sim_a2a3_st.mask_valid = 0;
    sim_a2a3_st.mode = 1;
}

SIM_A2A3_FN void set_mask_count(void)
{
    sim_enter("set_mask_count");
    if (sim_a2a3_st.mode != 2)
        sim_a2a3_st.mask_valid = 0;
    sim_a2a3_st.mode = 2;
}

SIM_A2A3_FN void set_vector_mask(uint64_t hi, uint64_t lo)
{
    sim_enter("set_vector_mask");
    if (!sim_a2a3_st.mode)
        sim_fail("set_vector_mask", "mask mode not established: call set_mask_norm() or "
                                    "set_mask_count() first");
    if (sim_a2a3_st.mode == 2 && hi)
        sim_fail("set_vector_mask",
                 "counter mode takes the element count in the low word; high word is 0x%llx, "
                 "not 0 (hi 0x%llx, lo 0x%llx)",
                 (unsigned long long)hi, (unsigned long long)hi, (unsigned long long)lo);
    sim_a2a3_st.hi = hi;
    sim_a2a3_st.lo = lo;
    sim_a2a3_st.mask_valid = 1;
}

/* ---- lifecycle ----------------------------------------------------------------------- */

SIM_A2A3_FN void sim_a2a3_reset(void)
{
    memset(&sim_a2a3_counters, 0, sizeof sim_a2a3_counters);
    memset(&sim_a2a3_st, 0, sizeof sim_a2a3_st);
    sim_core_reset();
}

/* A new simulated core: its own UB (filled with garbage), flags and state. */
SIM_A2A3_FN void sim_a2a3_begin(void)
{
    sim_core_begin("sim_a2a3_begin", "sim_a2a3_end");
    memset(&sim_a2a3_st, 0, sizeof sim_a2a3_st);
    sim_a2a3_st.vfresh = 1;
    sim_ctrl_begin(SIM_A2A3_CTRL_ENTRY);
}

SIM_A2A3_FN void sim_a2a3_end(void)
{
    sim_enter("sim_a2a3_end");
    sim_scalar_charge(sim_a2a3_counters.busy);
    sim_core_end_checks("sim_a2a3_end");
    if (sim_core.s_open)
        sim_fail("sim_a2a3_end",
                 "kernel returned while the scalar unit owns UB: "
                 "wait_flag(PIPE_V, PIPE_S, EVENT_ID%d) without a later "
                 "set_flag/wait_flag(PIPE_S, PIPE_V)",
                 sim_core.s_open_ev);
    if (sim_a2a3_st.mode != 1)
        sim_fail("sim_a2a3_end", "kernel returned in %s mode (must restore set_mask_norm())",
                 sim_a2a3_st.mode == 2 ? "counter" : "an unestablished mask");
    if (!sim_a2a3_st.mask_valid || sim_a2a3_st.hi != UINT64_MAX || sim_a2a3_st.lo != UINT64_MAX)
        sim_fail("sim_a2a3_end",
                 "kernel returned with vector mask 0x%016llx:%016llx (must restore "
                 "set_vector_mask(-1, -1))",
                 (unsigned long long)sim_a2a3_st.hi, (unsigned long long)sim_a2a3_st.lo);
    sim_ctrl_end("sim_a2a3_end");
    sim_core_finish(sim_a2a3_st.vdone, &sim_a2a3_counters.cycles,
                    &sim_a2a3_counters.core_cycles, &sim_a2a3_counters.cores);
}

/* ---- GM <-> UB copies ------------------------------------------------------------------ */

SIM_A2A3_FN void sim_a2a3_check_ptr_size(const char *insn, const char *what, int k, unsigned size)
{
    if (k == SIM_K_BAD)
        sim_fail(insn, "%s is %s", what, sim_kname[k]);
    if (k != SIM_K_VOID && sim_ksize[k] != size)
        sim_fail(insn, "%s points to %s, not a %u-byte element type", what, sim_kname[k], size);
}

/* dir 0: GM -> UB (MTE2, gaps: src GM bytes, dst UB blocks);
 * dir 1: UB -> GM (MTE3, gaps: src UB blocks, dst GM bytes). */
SIM_A2A3_FN void sim_a2a3_copy(int insn, int dir, unsigned size, int dk, const void *dst, int sk,
                               const void *src, int64_t sid, int64_t nburst, int64_t len,
                               int64_t lpad, int64_t rpad, int64_t sgap, int64_t dgap)
{
    const char *nm = sim_iname[insn];
    const void *ubp = dir ? src : dst, *gmp = dir ? dst : src;
    int64_t ubgap = dir ? sgap : dgap, gmgap = dir ? dgap : sgap;
    uint32_t ub;
    char what[64];
    sim_enter(nm);
    sim_a2a3_check_ptr_size(nm, "dst", dk, size);
    sim_a2a3_check_ptr_size(nm, "src", sk, size);
    sim_check_u(nm, "sid", sid, 255);
    sim_check_u(nm, "nBurst", nburst, 4095); /* pto-isa asserts < 4096 (a2a3/TLoad.hpp) */
    sim_check_u(nm, "lenBurst", len, UINT32_MAX);
    sim_check_u(nm, "leftPaddingNum", lpad, 255);
    sim_check_u(nm, "rightPaddingNum", rpad, 255);
    sim_check_u(nm, "srcGap", sgap, UINT32_MAX);
    sim_check_u(nm, "dstGap", dgap, UINT32_MAX);
    if (lpad || rpad)
        sim_fail(nm, "left/right padding (%lld, %lld) is not simulated; pass 0, 0", (long long)lpad,
                 (long long)rpad);
    ub = sim_copy_checks(nm, dir, gmp, ubp, nburst, len, size);
    snprintf(what, sizeof what, "UB gap %lld blocks", (long long)ubgap);
    sim_copy_run(insn, dir, gmp, ub, nburst, len, ((uint64_t)(len + 31) / 32 + (uint64_t)ubgap) * 32,
                 (uint64_t)(len + gmgap), what, sim_a2a3_scratch_data, sim_a2a3_counters.busy,
                 &sim_a2a3_counters.mte2_bytes, &sim_a2a3_counters.mte3_bytes);
}

/* DP, SP: DST and SRC as const void *, the GM one through sim_gm_ptr() */
#define SIM_A2A3_COPY_(insn, dir, size, dst, dp, src, sp, sid, n, len, lp, rp, sg, dg)        \
    sim_a2a3_copy((insn), (dir), (size), SIM_KIND(dst), (dp), SIM_KIND(src), (sp),            \
                  (int64_t)(sid), (int64_t)(n), (int64_t)(len), (int64_t)(lp), (int64_t)(rp), \
                  (int64_t)(sg), (int64_t)(dg))
#define SIM_A2A3_IN_(insn, size, dst, src, sid, n, len, lp, rp, sg, dg)                        \
    SIM_A2A3_COPY_(insn, 0, size, dst, (const void *)(dst), src, sim_gm_ptr(src), sid, n, len, \
                   lp, rp, sg, dg)
#define SIM_A2A3_OUT_(insn, size, dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_COPY_(insn, 1, size, dst, sim_gm_ptr(dst), src, (const void *)(src), sid, n, len, \
                   lp, rp, sg, dg)
/* (dst, src, sid, nBurst, lenBurst bytes, leftPad, rightPad, srcGap GM bytes, dstGap UB blocks) */
#define copy_gm_to_ubuf_align_b8(dst, src, sid, n, len, lp, rp, sg, dg)                        \
    SIM_A2A3_IN_(SIM_I_IN_B8, 1, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_gm_to_ubuf_align_b16(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_IN_(SIM_I_IN_B16, 2, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_gm_to_ubuf_align_b32(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_IN_(SIM_I_IN_B32, 4, dst, src, sid, n, len, lp, rp, sg, dg)
/* (dst, src, sid, nBurst, lenBurst bytes, leftPad, rightPad, srcGap UB blocks, dstGap GM bytes) */
#define copy_ubuf_to_gm_align_b8(dst, src, sid, n, len, lp, rp, sg, dg)                        \
    SIM_A2A3_OUT_(SIM_I_OUT_B8, 1, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_ubuf_to_gm_align_b16(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_OUT_(SIM_I_OUT_B16, 2, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_ubuf_to_gm_align_b32(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_OUT_(SIM_I_OUT_B32, 4, dst, src, sid, n, len, lp, rp, sg, dg)

/* ---- vector instructions ------------------------------------------------------------------ */

/* Cost rows (startup, completion, cycles per repeat) from costs.h;
 * [0] integer, [1] floating point. */
#ifdef __cplusplus
/* C++: the same rows, stored by a constexpr function (see sim_itable) */
typedef double sim_a2a3_cost_row[2][3];
static constexpr sim_itable<sim_a2a3_cost_row> sim_a2a3_cost_fill()
{
    sim_itable<sim_a2a3_cost_row> t{};
#define SIM_A2A3_COST_ROW(id, name, s0, c0, r0, s1, c1, r1)                                    \
    t.v[SIM_I_##id][0][0] = s0, t.v[SIM_I_##id][0][1] = c0, t.v[SIM_I_##id][0][2] = r0;        \
    t.v[SIM_I_##id][1][0] = s1, t.v[SIM_I_##id][1][1] = c1, t.v[SIM_I_##id][1][2] = r1;
    SIM_A2A3_COSTS(SIM_A2A3_COST_ROW)
#undef SIM_A2A3_COST_ROW
    return t;
}
static constexpr sim_itable<sim_a2a3_cost_row> sim_a2a3_cost = sim_a2a3_cost_fill();
#else
static const double sim_a2a3_cost[SIM_I_COUNT][2][3] = {
#define SIM_A2A3_COST_ROW(id, name, s0, c0, r0, s1, c1, r1) [SIM_I_##id] = {{s0, c0, r0}, {s1, c1, r1}},
    SIM_A2A3_COSTS(SIM_A2A3_COST_ROW)
#undef SIM_A2A3_COST_ROW
};
#endif

/* The rows that replace the floating one for half data (costs.h,
 * SIM_A2A3_HALF_COSTS; all zero: none). */
#ifdef __cplusplus
typedef double sim_a2a3_half_row[3];
static constexpr sim_itable<sim_a2a3_half_row> sim_a2a3_half_cost_fill()
{
    sim_itable<sim_a2a3_half_row> t{};
#define SIM_A2A3_HALF_ROW(id, name, s, c, r)                                                   \
    t.v[SIM_I_##id][0] = s, t.v[SIM_I_##id][1] = c, t.v[SIM_I_##id][2] = r;
    SIM_A2A3_HALF_COSTS(SIM_A2A3_HALF_ROW)
#undef SIM_A2A3_HALF_ROW
    return t;
}
static constexpr sim_itable<sim_a2a3_half_row> sim_a2a3_half_cost = sim_a2a3_half_cost_fill();
#else
static const double sim_a2a3_half_cost[SIM_I_COUNT][3] = {
#define SIM_A2A3_HALF_ROW(id, name, s, c, r) [SIM_I_##id] = {s, c, r},
    SIM_A2A3_HALF_COSTS(SIM_A2A3_HALF_ROW)
#undef SIM_A2A3_HALF_ROW
};
#endif

/* Charge one vector instruction of cost row C (startup, completion,
 * cycles per repeat) running REPEATS repeats. */
SIM_A2A3_FN void sim_a2a3_vcost_row(const double *c, uint64_t repeats)
{
    double t = sim_model_a2a3_vector(&sim_core.t[PIPE_V], &sim_a2a3_st.vdone, &sim_a2a3_st.vfresh,
                                     &sim_a2a3_st.vbarrier, c, repeats);
    sim_a2a3_counters.busy[PIPE_V] += t;
    sim_a2a3_counters.vec_insns++;
    sim_a2a3_counters.vec_repeats += repeats;
}

SIM_A2A3_FN void sim_a2a3_vcost(int insn, int fp, uint64_t repeats)
{
    sim_a2a3_vcost_row(sim_a2a3_cost[insn][fp], repeats);
}

/* Entry of every vector instruction. */
SIM_A2A3_FN void sim_a2a3_vector_state(const char *nm)
{
    sim_enter(nm);
    if (!sim_a2a3_st.mode)
        sim_fail(nm, "mask mode not established: call set_mask_norm() or set_mask_count() "
                     "and set_vector_mask() at kernel entry");
    if (!sim_a2a3_st.mask_valid)
        sim_fail(nm, "set_vector_mask() not called since set_mask_%s()",
                 sim_a2a3_st.mode == 2 ? "count" : "norm");
    sim_vector_may_issue(nm);
}

/* One element of a vector instruction: UB offsets of dst, src0, src1 and
 * its index in the bit stream of vsel (repeat * elems-per-repeat + index). */
struct sim_a2a3_elem {
    uint32_t off[3];
    uint32_t bit;
};
static struct {
    struct sim_a2a3_elem *v;
    size_t cap;
} sim_a2a3_elems;

/* The elements an instruction of REPEATS repeats of E covers: the
 * counter-mode count, or REPEATS * E; at most one per UB byte. */
static uint64_t sim_a2a3_total(const char *nm, uint64_t repeats, unsigned E)
{
    uint64_t total = sim_a2a3_st.mode == 2 ? sim_a2a3_st.lo : repeats * E;
    if (total > (uint64_t)SIM_UB_BYTES)
        sim_fail(nm, "counter mode: element count %llu reaches past the %d KiB UB [0x0, 0x%x)",
                 (unsigned long long)total, SIM_UB_BYTES / 1024, SIM_UB_BYTES);
    return total;
}

/* Room for TOTAL elements in sim_a2a3_elems. */
static void sim_a2a3_elems_reserve(uint64_t total)
{
    if (total > sim_a2a3_elems.cap) {
        void *v = realloc(sim_a2a3_elems.v, (size_t)total * sizeof *sim_a2a3_elems.v);
        if (!v)
            sim_fail("sim", "out of memory");
        sim_a2a3_elems.v = (struct sim_a2a3_elem *)v;
        sim_a2a3_elems.cap = (size_t)total;
    }
}

/* Is element IDX of its repeat enabled: not masked off in normal mode? */
static int sim_a2a3_lane_on(uint64_t idx)
{
    return sim_a2a3_st.mode != 1 ||
           ((idx < 64 ? sim_a2a3_st.lo >> idx : sim_a2a3_st.hi >> (idx - 64)) & 1u);
}

enum { SIM_A2A3_P_RPT, SIM_A2A3_P_DB, SIM_A2A3_P_S0B, SIM_A2A3_P_S1B, SIM_A2A3_P_DR,
       SIM_A2A3_P_S0R, SIM_A2A3_P_S1R };

SIM_A2A3_FN int sim_a2a3_kind_ok(int insn, int k)
{
    switch (insn) {
    case SIM_I_VADD:
    case SIM_I_VSUB:
    case SIM_I_VMULS:
    case SIM_I_VADDS:
        return k == SIM_K_I16 || k == SIM_K_I32 || k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VAND:
    case SIM_I_VOR:
    case SIM_I_VNOT:
        return k == SIM_K_I16 || k == SIM_K_U16;
    case SIM_I_VDUP:
        return k == SIM_K_I16 || k == SIM_K_U16 || k == SIM_K_I32 || k == SIM_K_U32 ||
               k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VSEL:
        return k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VSHR:
    case SIM_I_VSHL:
        return k == SIM_K_I16 || k == SIM_K_U16 || k == SIM_K_I32 || k == SIM_K_U32;
    case SIM_I_VMUL: /* a2a3/TMul.hpp, TMax.hpp, TMin.hpp, TMaxS.hpp, TMins.hpp */
    case SIM_I_VMAX:
    case SIM_I_VMIN:
    case SIM_I_VMAXS:
    case SIM_I_VMINS:
        return k == SIM_K_I16 || k == SIM_K_I32 || k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VDIV: /* a2a3/TDiv.hpp, TUnaryOp.hpp, TLRelu.hpp */
    case SIM_I_VABS:
    case SIM_I_VEXP:
    case SIM_I_VLN:
    case SIM_I_VSQRT:
    case SIM_I_VRSQRT:
    case SIM_I_VLRELU:
        return k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VRELU: /* a2a3/TUnaryOp.hpp has no type check: what pto-isa's TRELU tests run */
        return k == SIM_K_I32 || k == SIM_K_F16 || k == SIM_K_F32;
    }
    return 0;
}

/* The instructions with a scalar operand (vector_dup: its only source). */
SIM_A2A3_FN int sim_a2a3_has_scalar(int insn)
{
    switch (insn) {
    case SIM_I_VDUP:
    case SIM_I_VADDS:
    case SIM_I_VMULS:
    case SIM_I_VSHR:
    case SIM_I_VSHL:
    case SIM_I_VMAXS:
    case SIM_I_VMINS:
    case SIM_I_VLRELU:
        return 1;
    }
    return 0;
}

/* The types each instruction takes, for the message: X(ID, text). */
#define SIM_A2A3_KINDS_OK(X)                                                                   \
    X(VADD, "int16_t, int32_t, half, float")                                                   \
    X(VSUB, "int16_t, int32_t, half, float")                                                   \
    X(VMULS, "int16_t, int32_t, half, float")                                                  \
    X(VADDS, "int16_t, int32_t, half, float")                                                  \
    X(VAND, "int16_t, uint16_t (8-bit data goes through a uint16_t view)")                     \
    X(VOR, "int16_t, uint16_t (8-bit data goes through a uint16_t view)")                      \
    X(VNOT, "int16_t, uint16_t (8-bit data goes through a uint16_t view)")                     \
    X(VDUP, "int16_t, uint16_t, int32_t, uint32_t, half, float")                               \
    X(VSEL, "half, float (other 2-/4-byte data through a half/float view)")                    \
    X(VSHR, "int16_t, uint16_t, int32_t, uint32_t")                                            \
    X(VSHL, "int16_t, uint16_t, int32_t, uint32_t")                                            \
    X(VMUL, "int16_t, int32_t, half, float")                                                   \
    X(VMAX, "int16_t, int32_t, half, float")                                                   \
    X(VMIN, "int16_t, int32_t, half, float")                                                   \
    X(VMAXS, "int16_t, int32_t, half, float")                                                  \
    X(VMINS, "int16_t, int32_t, half, float")                                                  \
    X(VDIV, "half, float")                                                                     \
    X(VABS, "half, float")                                                                     \
    X(VEXP, "half, float")                                                                     \
    X(VLN, "half, float")                                                                      \
    X(VSQRT, "half, float")                                                                    \
    X(VRSQRT, "half, float")                                                                   \
    X(VLRELU, "half, float")                                                                   \
    X(VRELU, "int32_t, half, float")
#define SIM_A2A3_KINDS_ROW(id, text) SIM_ITABLE_SET(id, text)
SIM_ITABLE(const char *, sim_a2a3_kinds_ok, SIM_A2A3_KINDS_OK, SIM_A2A3_KINDS_ROW)
#undef SIM_A2A3_KINDS_ROW

SIM_A2A3_FN uint32_t sim_a2a3_ld(uint32_t off, unsigned size)
{
    uint16_t h;
    uint32_t w;
    if (size == 2) {
        memcpy(&h, sim_ub + off, 2);
        return h;
    }
    memcpy(&w, sim_ub + off, 4);
    return w;
}

SIM_A2A3_FN void sim_a2a3_st_(uint32_t off, unsigned size, uint32_t v)
{
    uint16_t h = (uint16_t)v;
    if (size == 2)
        sim_ub_store(off, &h, 2);
    else
        sim_ub_store(off, &v, 4);
}

/* The UB byte -> element map of an instruction's dst, for the overlap
 * checks: after the call, byte B is written by element OWNER[B] of the
 * N in sim_a2a3_elems exactly when OWNER_GEN[B] equals the returned
 * generation (a new one per call, so the map is never cleared). */
struct sim_a2a3_owners {
    uint32_t owner[SIM_UB_BYTES], owner_gen[SIM_UB_BYTES], gen;
};
static struct sim_a2a3_owners sim_a2a3_dst_owners;

SIM_A2A3_FN uint32_t sim_a2a3_mark_dst(size_t n, unsigned esz)
{
    struct sim_a2a3_owners *o = &sim_a2a3_dst_owners;
    size_t e;
    uint32_t b;
    if (++o->gen == 0) {
        memset(o->owner_gen, 0, sizeof o->owner_gen);
        o->gen = 1;
    }
    for (e = 0; e < n; e++)
        for (b = sim_a2a3_elems.v[e].off[0]; b < sim_a2a3_elems.v[e].off[0] + esz; b++) {
            o->owner[b] = (uint32_t)e;
            o->owner_gen[b] = o->gen;
        }
    return o->gen;
}

/* Within one instruction no element may read bytes that another element
 * writes: the repeats are pipelined, so such a read would see the old or
 * the new value by timing.  In place means the same address and strides
 * (element k reads and writes the same bytes).  ON: operand names, NOP
 * operands, N elements in sim_a2a3_elems; ELO/EHI: the operands' extents
 * ([3]: the select bits at BITBASE if SEL). */
SIM_A2A3_FN void sim_a2a3_overlap(const char *nm, const char *const *on, int nop, size_t n,
                                  unsigned esz, uint32_t bitbase, const uint32_t *elo,
                                  const uint32_t *ehi, int sel)
{
    const uint32_t *owner = sim_a2a3_dst_owners.owner, *owner_gen = sim_a2a3_dst_owners.owner_gen;
    int i, any = 0;
    size_t e;
    uint32_t b, gen;
    for (i = 1; i < 4; i++)
        if ((i < nop || (i == 3 && sel)) && elo[i] < ehi[0] && elo[0] < ehi[i])
            any = 1;
    if (!any)
        return;
    gen = sim_a2a3_mark_dst(n, esz);
    for (e = 0; e < n; e++)
        for (i = 1; i < 4; i++) {
            uint32_t lo, hi;
            if (i < nop) {
                lo = sim_a2a3_elems.v[e].off[i];
                hi = lo + esz;
            } else if (i == 3 && sel) {
                lo = bitbase + sim_a2a3_elems.v[e].bit / 8;
                hi = lo + 1;
            } else {
                continue;
            }
            for (b = lo; b < hi; b++)
                if (owner_gen[b] == gen && owner[b] != e)
                    sim_fail(nm, "%s UB [0x%x, 0x%x) overlaps dst UB [0x%x, 0x%x) at other "
                                 "elements: element %zu reads UB 0x%x, which element %u writes "
                                 "(in place needs the same address and strides)",
                             i == 3 ? "select bits" : on[i], elo[i], ehi[i], elo[0], ehi[0], e, b,
                             owner[b]);
        }
}

/* Every elementwise vector instruction.  NSRC: 0 (vector_dup), 1 (unary,
 * scalar), 2 (binary, vsel); P: repeat and strides (see SIM_A2A3_P_*),
 * -1 where the instruction has no such operand. */
SIM_A2A3_FN void sim_a2a3_vec(int insn, int nsrc, int dk, const void *d, int s0k, const void *s0,
                              int s1k, const void *s1, struct sim_scalar sc, const int64_t *p,
                              int64_t selmode)
{
    static const char *const pn2[] = {"repeat", "dstBlockStride", "src0BlockStride",
                                      "src1BlockStride", "dstRepeatStride", "src0RepeatStride",
                                      "src1RepeatStride"};
    static const char *const pn1[] = {"repeat", "dstBlockStride", "srcBlockStride", "",
                                      "dstRepeatStride", "srcRepeatStride", ""};
    const char *nm = sim_iname[insn];
    const void *ptr[3] = {d, s0, s1};
    int kinds[3] = {dk, s0k, s1k};
    static const char *const on2[] = {"dst", "src0", "src1"};
    static const char *const on1[] = {"dst", "src", ""};
    const char *const *on = nsrc == 2 ? on2 : on1;
    uint32_t base[3] = {0, 0, 0}, bitbase = 0, cur, sbits = 0;
    uint32_t elo[4] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX}, ehi[4] = {0, 0, 0, 0};
    unsigned esz, E, B;
    int i, nop = 1 + (insn == SIM_I_VDUP ? 0 : nsrc), fp;
    /* VSEL_TENSOR_SCALAR_MODE: src1 addresses the select bits, not elements */
    int tsmode = insn == SIM_I_VSEL && selmode == VSEL_TENSOR_SCALAR_MODE;
    int selbits = insn == SIM_I_VSEL && (tsmode || selmode == VSEL_TENSOR_TENSOR_MODE);
    size_t n = 0, e;
    uint64_t repeats;
    int64_t blk[3], rep[3];

    if (tsmode)
        nop = 2;
    sim_a2a3_vector_state(nm);
    for (i = 0; i < 7; i++) {
        if (p[i] < 0 && (i == SIM_A2A3_P_S1B || i == SIM_A2A3_P_S1R))
            continue;
        if (p[i] < 0 || p[i] > 255)
            sim_fail(nm, "%s %lld is out of range [0, 255] (8-bit field)",
                     (nsrc == 2 ? pn2 : pn1)[i], (long long)p[i]);
    }
    for (i = 0; i < nop; i++) {
        if (kinds[i] != dk)
            sim_fail(nm, "%s points to %s but dst points to %s", on[i], sim_kname[kinds[i]],
                     sim_kname[dk]);
    }
    if (!sim_a2a3_kind_ok(insn, dk))
        sim_fail(nm, "element type %s is not supported (A2/A3 %s takes %s)", sim_kname[dk], nm,
                 sim_a2a3_kinds_ok[insn]);
    esz = sim_ksize[dk];
    E = 256 / esz;
    B = 32 / esz;
    fp = sim_kind_fp(dk);
    for (i = 0; i < nop; i++) {
        base[i] = sim_off(ptr[i], nm, on[i]);
        if (base[i] % 32)
            sim_fail(nm, "%s UB address 0x%x is not 32-byte aligned", on[i], base[i]);
    }
    blk[0] = p[SIM_A2A3_P_DB], rep[0] = p[SIM_A2A3_P_DR];
    blk[1] = p[SIM_A2A3_P_S0B], rep[1] = p[SIM_A2A3_P_S0R];
    blk[2] = p[SIM_A2A3_P_S1B], rep[2] = p[SIM_A2A3_P_S1R];
    if (sim_a2a3_has_scalar(insn))
        sbits = sim_scalar_bits(nm, dk, sc);
    if (insn == SIM_I_VSHR || insn == SIM_I_VSHL) {
        /* what the hardware does with other counts is not documented */
        unsigned w = 8 * esz;
        int issigned = dk == SIM_K_I16 || dk == SIM_K_I32;
        int64_t c = (int64_t)sbits - (issigned && ((sbits >> (w - 1)) & 1u) ? (int64_t)1 << w : 0);
        if (c < 0 || c >= (int64_t)w)
            sim_fail(nm, "count %lld outside [0, %u)", (long long)c, w);
    }
    if (insn == SIM_I_VSEL) {
        if (selmode < 0 || selmode > 2)
            sim_fail(nm,
                     "select mode %lld is not a SELMODE (VSEL_CMPMASK_SPR = 0, "
                     "VSEL_TENSOR_SCALAR_MODE = 1, VSEL_TENSOR_TENSOR_MODE = 2)",
                     (long long)selmode);
        if (!sim_a2a3_st.cmpmask_set)
            sim_fail(nm, "CMPMASK was never loaded (set_cmpmask) on this core");
        if (!sim_ordered(PIPE_V, PIPE_V, sim_a2a3_st.cmp_wseq, 0))
            sim_fail(nm, "reads CMPMASK loaded by set_cmpmask without pipe_barrier(PIPE_V) "
                         "in between");
        if (selmode == VSEL_TENSOR_TENSOR_MODE) {
            /* The hardware takes the low 32 bits of the select bits' UB
             * address.  ptogen writes the UB offset; pto-isa writes the low
             * bits of its __ubuf__ pointer ((uint32_t)(int64_t)ptr, in
             * a2a3/TSel.hpp), which on the simulator points into the arena:
             * both mean the same byte. */
            uint32_t arena = (uint32_t)(uintptr_t)sim_ub;
            memcpy(&bitbase, sim_a2a3_st.cmpmask, 4);
            if (bitbase >= SIM_UB_BYTES && (uint32_t)(bitbase - arena) < SIM_UB_BYTES)
                bitbase -= arena;
            if (bitbase >= SIM_UB_BYTES || bitbase % 32)
                sim_fail(nm,
                         "CMPMASK holds 0x%x, not a 32-byte aligned UB address of the "
                         "select bits (VSEL_TENSOR_TENSOR_MODE)",
                         bitbase);
        }
        if (tsmode) {
            /* the select bits at src1, the other value in CMPMASK's low
             * 16 (half) or 32 (float) bits (CCE's vsel docs) */
            bitbase = sim_off(s1, nm, "src1");
            if (bitbase % 32)
                sim_fail(nm,
                         "src1 UB address 0x%x (the select bits of VSEL_TENSOR_SCALAR_MODE) is "
                         "not 32-byte aligned",
                         bitbase);
        }
    }

    /* the elements, in instruction order */
    {
        uint64_t total = sim_a2a3_total(nm, p[0], E);
        uint64_t k;
        sim_a2a3_elems_reserve(total);
        for (k = 0; k < total; k++) {
            uint64_t r = k / E, idx = k % E;
            struct sim_a2a3_elem *el;
            if (!sim_a2a3_lane_on(idx))
                continue;
            el = &sim_a2a3_elems.v[n++];
            el->bit = (uint32_t)(r * E + idx);
            for (i = 0; i < nop; i++) {
                uint64_t o = base[i] + r * (uint64_t)rep[i] * 32 +
                             (idx / B) * (uint64_t)blk[i] * 32 + (idx % B) * esz;
                if (o + esz > SIM_UB_BYTES) {
                    if (sim_a2a3_st.mode == 2)
                        sim_fail(nm,
                                 "counter mode: %s element %llu of %llu at UB 0x%llx lies "
                                 "beyond the %d KiB UB [0x0, 0x%x) (%s at 0x%x)",
                                 on[i], (unsigned long long)k, (unsigned long long)total,
                                 (unsigned long long)o, SIM_UB_BYTES / 1024, SIM_UB_BYTES, on[i],
                                 base[i]);
                    sim_fail(nm,
                             "%s element %llu (repeat %llu) at UB 0x%llx lies beyond the "
                             "%d KiB UB [0x0, 0x%x) (%s at 0x%x)",
                             on[i], (unsigned long long)idx, (unsigned long long)r,
                             (unsigned long long)o, SIM_UB_BYTES / 1024, SIM_UB_BYTES, on[i],
                             base[i]);
                }
                el->off[i] = (uint32_t)o;
                if (o < elo[i])
                    elo[i] = (uint32_t)o;
                if (o + esz > ehi[i])
                    ehi[i] = (uint32_t)(o + esz);
            }
            if (selbits) {
                uint32_t sb = bitbase + el->bit / 8;
                if (sb >= SIM_UB_BYTES)
                    sim_fail(nm, "select bit %u at UB 0x%x lies beyond the %d KiB UB [0x0, 0x%x)",
                             el->bit, sb, SIM_UB_BYTES / 1024, SIM_UB_BYTES);
                if (sb < elo[3])
                    elo[3] = sb;
                if (sb + 1 > ehi[3])
                    ehi[3] = sb + 1;
            }
        }
        repeats = sim_a2a3_st.mode == 2 ? (total + E - 1) / E : (uint64_t)p[0];
    }
    /* every operand stays in the tile it starts in */
    for (i = 0; i < nop; i++)
        sim_region_check(nm, on[i], elo[i], ehi[i]);
    sim_region_check(nm, "select bits", elo[3], ehi[3]);
    sim_a2a3_overlap(nm, on, nop, n, esz, bitbase, elo, ehi, selbits);

    /* hazards: sources (and select bits) read, dst written */
    cur = ++sim_core.seq[PIPE_V];
    for (i = 1; i < nop; i++)
        for (e = 0; e < n; e++)
            sim_seg_add(sim_a2a3_elems.v[e].off[i], sim_a2a3_elems.v[e].off[i] + esz, 0);
    if (selbits)
        for (e = 0; e < n; e++) {
            uint32_t b = bitbase + sim_a2a3_elems.v[e].bit / 8;
            sim_seg_add(b, b + 1, 0);
        }
    for (e = 0; e < n; e++)
        sim_seg_add(sim_a2a3_elems.v[e].off[0], sim_a2a3_elems.v[e].off[0] + esz, 1);
    sim_a2a3_scratch_data(insn);
    sim_track(PIPE_V, insn, cur, NULL);

    /* the values */
    for (e = 0; e < n; e++) {
        const struct sim_a2a3_elem *el = &sim_a2a3_elems.v[e];
        uint32_t a = nop > 1 ? sim_a2a3_ld(el->off[1], esz) : 0;
        uint32_t b = nop > 2 ? sim_a2a3_ld(el->off[2], esz) : 0, r;
        if (insn == SIM_I_VDUP) {
            r = sbits;
        } else if (insn == SIM_I_VSEL) {
            int bit;
            if (selbits)
                bit = (sim_ub[bitbase + el->bit / 8] >> (el->bit % 8)) & 1;
            else
                bit = (sim_a2a3_st.cmpmask[(el->bit % E) / 8] >> ((el->bit % E) % 8)) & 1;
            if (tsmode) {
                uint32_t w = 0;
                memcpy(&w, sim_a2a3_st.cmpmask, esz); /* little-endian: the low bits */
                b = w;
            }
            r = bit ? a : b;
        } else {
            r = sim_alu(insn, dk, a, sim_a2a3_has_scalar(insn) ? sbits : b);
        }
        sim_a2a3_st_(el->off[0], esz, r);
    }
    if (insn == SIM_I_VSEL)
        sim_a2a3_st.cmp_rseq = cur;
    sim_a2a3_vcost(insn, fp, repeats);
}

/* The compares: vcmpv_<mode>(dst, src0, src1, repeat, dstBlk, src0Blk,
 * src1Blk, dstRep, src0Rep, src1Rep) and vcmpvs_<mode>(dst, src, scalar,
 * repeat, dstBlk, srcBlk, dstRep, srcRep), as pto-isa's a2a3/TCmp.hpp and
 * a2a3/TCmps.hpp call them.  Each repeat compares E = 256 / size elements
 * (addressed like any source operand) and writes their E bits, LSB first,
 * to E / 8 consecutive bytes: repeat r at dst + r * E / 8 (CCE's vcmpv
 * docs: the destination advances 16 bytes per repeat for half, 8 for
 * float, whatever its strides say).  The sources are half, float or
 * int32_t (int32_t with _eq only), the destination uint8_t.
 *
 * A compare always runs whole repeats, so it reads past the valid
 * columns of a row, and past the end of its source tile on the last row.
 * Those bits mean nothing (garbage on the hardware): an element whose
 * bytes lie outside its source's tile, or were never written on this
 * core, is not read (no hazard check) and its bit is written as
 * (element index & 1), the 0xaa bytes of no real compare, so a kernel
 * that relies on them fails. */
SIM_A2A3_FN void sim_a2a3_cmp(int insn, int nsrc, int dk, const void *d, int s0k, const void *s0,
                              int s1k, const void *s1, struct sim_scalar sc, const int64_t *p)
{
    static const char *const pn2[] = {"repeat", "dstBlockStride", "src0BlockStride",
                                      "src1BlockStride", "dstRepeatStride", "src0RepeatStride",
                                      "src1RepeatStride"};
    static const char *const pn1[] = {"repeat", "dstBlockStride", "srcBlockStride", "",
                                      "dstRepeatStride", "srcRepeatStride", ""};
    static const char *const on2[] = {"src0", "src1"}, *const on1[] = {"src", ""};
    static unsigned char bits[255 * 16];
    const char *nm = sim_iname[insn];
    const char *fam = nsrc == 2 ? "vcmpv" : "vcmpvs";
    const char *const *on = nsrc == 2 ? on2 : on1;
    const void *src[2] = {s0, s1};
    int mode = sim_cmp_mode(insn), k = s0k, i;
    unsigned esz, E, B;
    uint32_t dbase, base[2] = {0, 0}, rlo[2], rhi[2], sbits = 0, cur, nbytes;
    /* per source: the extent of the elements it compares */
    uint32_t slo[2] = {UINT32_MAX, UINT32_MAX}, shi[2] = {0, 0};
    int64_t blk[2], rep[2], r, idx;

    sim_a2a3_vector_state(nm);
    for (i = 0; i < 7; i++) {
        if (nsrc == 1 && (i == SIM_A2A3_P_S1B || i == SIM_A2A3_P_S1R))
            continue;
        if (p[i] < 0 || p[i] > 255)
            sim_fail(nm, "%s %lld is out of range [0, 255] (8-bit field)",
                     (nsrc == 2 ? pn2 : pn1)[i], (long long)p[i]);
    }
    if (dk != SIM_K_U8)
        sim_fail(nm, "dst points to %s: a compare writes one bit per element through a __ubuf__ "
                     "uint8_t * (CCE's %s prototypes)",
                 sim_kname[dk], fam);
    if (nsrc == 2 && s1k != s0k)
        sim_fail(nm, "src1 points to %s but src0 points to %s", sim_kname[s1k], sim_kname[s0k]);
    if (k != SIM_K_F16 && k != SIM_K_F32 && k != SIM_K_I32) {
        if (nsrc == 1 && (k == SIM_K_I16 || k == SIM_K_U16))
            sim_fail(nm, "%s data is not compared by the hardware: %s takes half, float and "
                         "int32_t (equality only); pto-isa's a2a3/TCmps.hpp views 16-bit integers "
                         "as half, which compares bit patterns as fp16 and orders integers "
                         "wrongly: lower this compare another way",
                     sim_kname[k], fam);
        sim_fail(nm, "%s data is not compared by the hardware: %s takes half, float and int32_t "
                     "(equality only): lower this compare another way",
                 sim_kname[k], fam);
    }
    if (k == SIM_K_I32 && mode != SIM_CMP_EQ)
        sim_fail(nm, "int32_t is compared for equality only: the hardware has %s_eq and no other "
                     "mode for int32_t (pto-isa's a2a3/%s.hpp issues %s_eq for int32_t whatever "
                     "the mode asked): lower this compare another way",
                 fam, nsrc == 2 ? "TCmp" : "TCmps", fam);
    esz = sim_ksize[k];
    E = 256 / esz;
    B = 32 / esz;
    if (sim_a2a3_st.mode != 1 || sim_a2a3_st.lo != UINT64_MAX ||
        (E > 64 && sim_a2a3_st.hi != UINT64_MAX))
        sim_fail(nm, "compares whole repeats: it needs normal mode with every element of the "
                     "repeat enabled (set_mask_norm(); set_vector_mask(-1, -1), as pto-isa's "
                     "a2a3/TCmp.hpp sets them), not %s 0x%016llx:%016llx (what a mask does to a "
                     "bit-mask destination is not documented)",
                 sim_a2a3_st.mode == 2 ? "counter mode, vector mask" : "vector mask",
                 (unsigned long long)sim_a2a3_st.hi, (unsigned long long)sim_a2a3_st.lo);
    if (p[SIM_A2A3_P_DB] != 1 || p[SIM_A2A3_P_DR] != 8)
        sim_fail(nm, "dstBlockStride %lld, dstRepeatStride %lld: the bit-mask destination "
                     "advances %u bytes per repeat whatever its strides say (CCE's %s docs); pass "
                     "1 and 8, as pto-isa's a2a3/TCmp.hpp and a2a3/TCmps.hpp do",
                 (long long)p[SIM_A2A3_P_DB], (long long)p[SIM_A2A3_P_DR], E / 8, fam);
    if (nsrc == 1)
        sbits = sim_scalar_bits(nm, k, sc);
    dbase = sim_off(d, nm, "dst");
    if (dbase % 32)
        sim_fail(nm, "dst UB address 0x%x is not 32-byte aligned", dbase);
    for (i = 0; i < nsrc; i++) {
        base[i] = sim_off(src[i], nm, on[i]);
        if (base[i] % 32)
            sim_fail(nm, "%s UB address 0x%x is not 32-byte aligned", on[i], base[i]);
        sim_region(base[i], &rlo[i], &rhi[i]);
    }
    blk[0] = p[SIM_A2A3_P_S0B], rep[0] = p[SIM_A2A3_P_S0R];
    blk[1] = p[SIM_A2A3_P_S1B], rep[1] = p[SIM_A2A3_P_S1R];
    nbytes = (uint32_t)p[SIM_A2A3_P_RPT] * (E / 8);
    if (dbase + nbytes > SIM_UB_BYTES)
        sim_fail(nm, "dst UB [0x%x, 0x%x) (%lld repeats of %u bytes) lies beyond the %d KiB UB "
                     "[0x0, 0x%x)",
                 dbase, dbase + nbytes, (long long)p[SIM_A2A3_P_RPT], E / 8, SIM_UB_BYTES / 1024,
                 SIM_UB_BYTES);
    sim_region_check(nm, "dst", dbase, dbase + nbytes);
    memset(bits, 0, nbytes);

    /* the elements: their values, the bytes read, the garbage */
    cur = ++sim_core.seq[PIPE_V];
    for (r = 0; r < p[SIM_A2A3_P_RPT]; r++)
        for (idx = 0; idx < (int64_t)E; idx++) {
            uint32_t v[2] = {0, sbits}, o[2] = {0, 0}, b;
            int garbage = 0, bit;
            for (i = 0; i < nsrc; i++) {
                uint64_t x = base[i] + (uint64_t)r * (uint64_t)rep[i] * 32 +
                             (uint64_t)(idx / B) * (uint64_t)blk[i] * 32 + (uint64_t)(idx % B) * esz;
                if (x + esz > SIM_UB_BYTES)
                    sim_fail(nm, "%s element %lld (repeat %lld) at UB 0x%llx lies beyond the %d "
                                 "KiB UB [0x0, 0x%x) (%s at 0x%x)",
                             on[i], (long long)idx, (long long)r, (unsigned long long)x,
                             SIM_UB_BYTES / 1024, SIM_UB_BYTES, on[i], base[i]);
                o[i] = (uint32_t)x;
                if (o[i] < rlo[i] || o[i] + esz > rhi[i])
                    garbage = 1; /* outside its source's tile */
                for (b = o[i]; b < o[i] + esz; b++)
                    if (!sim_sh[b].wseq)
                        garbage = 1; /* never written on this core */
                v[i] = sim_a2a3_ld(o[i], esz);
            }
            if (garbage) {
                bit = (int)(idx & 1);
            } else {
                for (i = 0; i < nsrc; i++) {
                    sim_seg_add(o[i], o[i] + esz, 0);
                    if (o[i] < slo[i])
                        slo[i] = o[i];
                    if (o[i] + esz > shi[i])
                        shi[i] = o[i] + esz;
                }
                bit = sim_cmp(k, mode, v[0], v[1]);
            }
            if (bit)
                bits[r * (E / 8) + idx / 8] |= (unsigned char)(1u << (idx % 8));
        }
    for (i = 0; i < nsrc; i++)
        if (nbytes && slo[i] < dbase + nbytes && dbase < shi[i])
            sim_fail(nm, "dst UB [0x%x, 0x%x) overlaps the elements %s compares (UB [0x%x, "
                         "0x%x)): a compare may not write its bits over its sources",
                     dbase, dbase + nbytes, on[i], slo[i], shi[i]);
    if (nbytes)
        sim_seg_add(dbase, dbase + nbytes, 1);
    sim_a2a3_scratch_data(insn);
    sim_track(PIPE_V, insn, cur, NULL);
    sim_ub_store(dbase, bits, nbytes);
    sim_a2a3_vcost(insn, sim_kind_fp(k), (uint64_t)p[SIM_A2A3_P_RPT]);
}

SIM_A2A3_FN void sim_a2a3_set_cmpmask(int k, const void *src)
{
    const char *nm = "set_cmpmask";
    uint32_t off, cur;
    sim_enter(nm);
    sim_vector_may_issue(nm);
    if (k == SIM_K_BAD)
        sim_fail(nm, "src is %s", sim_kname[k]);
    off = sim_off(src, nm, "src");
    if (off % 32)
        sim_fail(nm, "src UB address 0x%x is not 32-byte aligned", off);
    if (off + 16 > SIM_UB_BYTES)
        sim_fail(nm, "src UB [0x%x, 0x%x) lies beyond the UB", off, off + 16);
    if (off >= SIM_A2A3_SCRATCH) {
        if (sim_a2a3_st.data_insn)
            sim_fail(nm,
                     "uses the hidden TSEL scratch [0x%x, 0x%x) (src UB 0x%x), but %s %s UB "
                     "[0x%x, 0x%x) there on this core; keep tiles out of it when TSEL runs",
                     SIM_A2A3_SCRATCH, SIM_UB_BYTES, off, sim_iname[sim_a2a3_st.data_insn],
                     sim_a2a3_st.data_write ? "wrote" : "read", sim_a2a3_st.data_lo,
                     sim_a2a3_st.data_hi);
        sim_a2a3_st.scratch_used = 1;
        sim_a2a3_st.scratch_src = off;
    }
    cur = ++sim_core.seq[PIPE_V];
    if (sim_a2a3_st.cmp_rseq && !sim_ordered(PIPE_V, PIPE_V, sim_a2a3_st.cmp_rseq, cur))
        sim_fail(nm, "overwrites CMPMASK still read by vsel without pipe_barrier(PIPE_V) in "
                     "between");
    sim_seg_add(off, off + 16, 0);
    if (off < SIM_A2A3_SCRATCH)
        sim_a2a3_scratch_data(SIM_I_CMPMASK);
    sim_track(PIPE_V, SIM_I_CMPMASK, cur, NULL);
    memcpy(sim_a2a3_st.cmpmask, sim_ub + off, 16);
    sim_a2a3_st.cmpmask_set = 1;
    sim_a2a3_st.cmp_wseq = cur;
    sim_a2a3_vcost(SIM_I_CMPMASK, 0, 1);
}
#define set_cmpmask(src) sim_a2a3_set_cmpmask(SIM_KIND(src), (const void *)(src))

/* The repeat and the strides, as the const int64_t[7] that sim_a2a3_vec
 * takes (-1: no such operand). */
#define SIM_A2A3_I64(x) ((int64_t)(x))
#ifdef __cplusplus
/* C++: the address of an array temporary cannot be taken; the array
 * member of a struct temporary lives until the call returns. */
struct sim_a2a3_p7 {
    int64_t v[7];
};
#define SIM_A2A3_P7(rpt, db, ab, bb, dr, ar, br)                                                \
    (sim_a2a3_p7{{SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab), SIM_A2A3_I64(bb),    \
                  SIM_A2A3_I64(dr), SIM_A2A3_I64(ar), SIM_A2A3_I64(br)}}.v)
#else
#define SIM_A2A3_P7(rpt, db, ab, bb, dr, ar, br)                                                \
    ((const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab), SIM_A2A3_I64(bb), \
                        SIM_A2A3_I64(dr), SIM_A2A3_I64(ar), SIM_A2A3_I64(br)})
#endif
#define SIM_A2A3_NOSC sim_sc_int(0)

/* (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep) */
#define SIM_A2A3_VBIN_(insn, d, a, b, rpt, db, ab, bb, dr, ar, br)                              \
    sim_a2a3_vec((insn), 2, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a),     \
                 SIM_KIND(b), (const void *)(b), SIM_A2A3_NOSC,                                 \
                 SIM_A2A3_P7(rpt, db, ab, bb, dr, ar, br), 0)
#define vadd(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VADD, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vsub(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VSUB, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vand(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VAND, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vor(d, a, b, rpt, db, ab, bb, dr, ar, br)                                               \
    SIM_A2A3_VBIN_(SIM_I_VOR, d, a, b, rpt, db, ab, bb, dr, ar, br)

/* (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define SIM_A2A3_VUN_(insn, d, a, rpt, db, ab, dr, ar)                                          \
    sim_a2a3_vec((insn), 1, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a),     \
                 SIM_K_BAD, NULL, SIM_A2A3_NOSC, SIM_A2A3_P7(rpt, db, ab, -1, dr, ar, -1), 0)
#define vnot(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VNOT, d, a, rpt, db, ab, dr, ar)

/* (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define SIM_A2A3_VSCA_(insn, d, a, s, rpt, db, ab, dr, ar)                                      \
    sim_a2a3_vec((insn), 1, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a),     \
                 SIM_K_BAD, NULL, SIM_SCALAR(s), SIM_A2A3_P7(rpt, db, ab, -1, dr, ar, -1), 0)
#define vmuls(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_I_VMULS, d, a, s, rpt, db, ab, dr, ar)
#define vadds(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_I_VADDS, d, a, s, rpt, db, ab, dr, ar)

/* The arithmetic instructions, in the shapes pto-isa issues them:
 * (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep)
 *     vmul (a2a3/TMul.hpp), vdiv (TDiv.hpp), vmax (TMax.hpp), vmin (TMin.hpp)
 * (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep)
 *     vabs, vexp, vln, vsqrt, vrsqrt, vrelu (TUnaryOp.hpp)
 * (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep)
 *     vmaxs (TMaxS.hpp), vmins (TMins.hpp), vlrelu (TLRelu.hpp)
 * Values: sim_arith() in common.h. */
#define vmul(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VMUL, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vdiv(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VDIV, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vmax(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VMAX, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vmin(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_I_VMIN, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vabs(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VABS, d, a, rpt, db, ab, dr, ar)
#define vexp(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VEXP, d, a, rpt, db, ab, dr, ar)
#define vln(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VLN, d, a, rpt, db, ab, dr, ar)
#define vsqrt(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VSQRT, d, a, rpt, db, ab, dr, ar)
#define vrsqrt(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VRSQRT, d, a, rpt, db, ab, dr, ar)
#define vrelu(d, a, rpt, db, ab, dr, ar) SIM_A2A3_VUN_(SIM_I_VRELU, d, a, rpt, db, ab, dr, ar)
#define vmaxs(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_I_VMAXS, d, a, s, rpt, db, ab, dr, ar)
#define vmins(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_I_VMINS, d, a, s, rpt, db, ab, dr, ar)
#define vlrelu(d, a, s, rpt, db, ab, dr, ar)                                                    \
    SIM_A2A3_VSCA_(SIM_I_VLRELU, d, a, s, rpt, db, ab, dr, ar)

/* (dst, src, count, repeat, dstBlk, srcBlk, dstRep, srcRep[, round]): shifts
 * by one scalar count, as pto-isa's TSHRS/TSHLS (a2a3/TBitwiseSOp.hpp);
 * vshr is arithmetic on signed data, its last operand (rounding) false */
SIM_A2A3_FN int sim_a2a3_no_round(int64_t round)
{
    if (round)
        sim_fail("vshr", "rounding (last operand %lld) is not simulated; pass false",
                 (long long)round);
    return 0;
}
#define vshr(d, a, s, rpt, db, ab, dr, ar, round)                                               \
    (sim_a2a3_no_round((int64_t)(round)),                                                     \
     SIM_A2A3_VSCA_(SIM_I_VSHR, d, a, s, rpt, db, ab, dr, ar))
#define vshl(d, a, s, rpt, db, ab, dr, ar) SIM_A2A3_VSCA_(SIM_I_VSHL, d, a, s, rpt, db, ab, dr, ar)

/* (dst, scalar, repeat, dstBlk, srcBlk (unused), dstRep, srcRep (unused)) */
#define vector_dup(d, s, rpt, db, sb, dr, sr)                                                   \
    sim_a2a3_vec(SIM_I_VDUP, 1, SIM_KIND(d), (const void *)(d), SIM_KIND(d), (const void *)(d), \
                 SIM_K_BAD, NULL, SIM_SCALAR(s), SIM_A2A3_P7(rpt, db, sb, -1, dr, sr, -1), 0)

/* (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep, mode) */
#define vsel(d, a, b, rpt, db, ab, bb, dr, ar, br, mode)                                        \
    sim_a2a3_vec(SIM_I_VSEL, 2, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a), \
                 SIM_KIND(b), (const void *)(b), SIM_A2A3_NOSC,                                 \
                 SIM_A2A3_P7(rpt, db, ab, bb, dr, ar, br), SIM_A2A3_I64(mode))

/* (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep):
 * one bit per element into a uint8_t destination, E / 8 bytes per repeat */
#define SIM_A2A3_VCMPV_(insn, d, a, b, rpt, db, ab, bb, dr, ar, br)                             \
    sim_a2a3_cmp((insn), 2, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a),     \
                 SIM_KIND(b), (const void *)(b), SIM_A2A3_NOSC,                                 \
                 SIM_A2A3_P7(rpt, db, ab, bb, dr, ar, br))
#define vcmpv_eq(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_EQ, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vcmpv_ne(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_NE, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vcmpv_lt(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_LT, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vcmpv_le(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_LE, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vcmpv_gt(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_GT, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vcmpv_ge(d, a, b, rpt, db, ab, bb, dr, ar, br)                                          \
    SIM_A2A3_VCMPV_(SIM_I_VCMPV_GE, d, a, b, rpt, db, ab, bb, dr, ar, br)

/* (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define SIM_A2A3_VCMPVS_(insn, d, a, s, rpt, db, ab, dr, ar)                                    \
    sim_a2a3_cmp((insn), 1, SIM_KIND(d), (const void *)(d), SIM_KIND(a), (const void *)(a),     \
                 SIM_K_BAD, NULL, SIM_SCALAR(s), SIM_A2A3_P7(rpt, db, ab, -1, dr, ar, -1))
#define vcmpvs_eq(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_EQ, d, a, s, rpt, db, ab, dr, ar)
#define vcmpvs_ne(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_NE, d, a, s, rpt, db, ab, dr, ar)
#define vcmpvs_lt(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_LT, d, a, s, rpt, db, ab, dr, ar)
#define vcmpvs_le(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_LE, d, a, s, rpt, db, ab, dr, ar)
#define vcmpvs_gt(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_GT, d, a, s, rpt, db, ab, dr, ar)
#define vcmpvs_ge(d, a, s, rpt, db, ab, dr, ar)                                                 \
    SIM_A2A3_VCMPVS_(SIM_I_VCMPVS_GE, d, a, s, rpt, db, ab, dr, ar)

/* ---- reductions and vbrcb --------------------------------------------------------------- */

/* vcmax/vcmin's last operand: what each repeat writes (CCE's vcmax page;
 * only ONLY_VALUE, pto-isa's, is simulated). */
typedef enum Order_t { VALUE_INDEX = 0, INDEX_VALUE = 1, ONLY_VALUE = 2, ONLY_INDEX = 3 } Order_t;

/* Growable scratch lists of one reduction: the source elements read (UB
 * offset, repeat * E + lane) and the results written (UB offset, repeat,
 * block). */
struct sim_a2a3_rd {
    uint32_t off, at;
};
static struct {
    struct sim_a2a3_rd *v;
    size_t n, cap;
} sim_a2a3_rsrc, sim_a2a3_rdst;

SIM_A2A3_FN void sim_a2a3_rd_add(int dst, uint32_t off, uint32_t at)
{
    struct sim_a2a3_rd *r;
    if (dst ? sim_a2a3_rdst.n == sim_a2a3_rdst.cap : sim_a2a3_rsrc.n == sim_a2a3_rsrc.cap) {
        size_t cap = (dst ? sim_a2a3_rdst.cap : sim_a2a3_rsrc.cap) * 2 + 256;
        void *v = realloc(dst ? sim_a2a3_rdst.v : sim_a2a3_rsrc.v, cap * sizeof *r);
        if (!v)
            sim_fail("sim", "out of memory");
        if (dst)
            sim_a2a3_rdst.v = (struct sim_a2a3_rd *)v, sim_a2a3_rdst.cap = cap;
        else
            sim_a2a3_rsrc.v = (struct sim_a2a3_rd *)v, sim_a2a3_rsrc.cap = cap;
    }
    r = dst ? &sim_a2a3_rdst.v[sim_a2a3_rdst.n++] : &sim_a2a3_rsrc.v[sim_a2a3_rsrc.n++];
    r->off = off;
    r->at = at;
}

/* The reductions, as pto-isa's a2a3/TRowSum.hpp, TRowMax.hpp and
 * TRowMin.hpp (through a2a3/TRowReduceOps.hpp) call them:
 *   vcadd(dst, src, repeat, dstRep, srcBlk, srcRep, false)
 *   vcmax|vcmin(dst, src, repeat, dstRep, srcBlk, srcRep, ONLY_VALUE)
 *   vcgadd|vcgmax|vcgmin(dst, src, repeat, dstRep, srcBlk, srcRep)
 * LAST: the seventh operand (-1 for the vcg* ones).  The source is
 * addressed like any vector operand (blocks of 32 bytes, strides in
 * blocks).  vc*: repeat r writes one element at dst + r * dstRep
 * elements (CCE's vcadd and vcmax pages: the destination's unit is one
 * element; the address needs the element's alignment only).  vcg*: 8
 * elements, one per block, at dst + (r * dstRep * 8 + b) elements
 * (BlockReduceSum: the unit is one repeat's 16 or 32 bytes of results); a
 * block whose elements the mask all leaves out is not written (CCE's
 * vcgadd page).  Values: sim_red_tree() over the repeat (vc*) or the
 * block (vcg*). */
SIM_A2A3_FN void sim_a2a3_reduce(int insn, int dk, const void *d, int sk, const void *s,
                                 int64_t rpt, int64_t drep, int64_t sblk, int64_t srep,
                                 int64_t last)
{
    static const char *const order_name[] = {"VALUE_INDEX", "INDEX_VALUE", "ONLY_VALUE",
                                             "ONLY_INDEX"};
    static uint32_t owner[SIM_UB_BYTES], owner_gen[SIM_UB_BYTES], gen;
    static uint32_t lanes[128];
    const char *nm = sim_iname[insn];
    int group = insn == SIM_I_VCGADD || insn == SIM_I_VCGMAX || insn == SIM_I_VCGMIN;
    int op = insn == SIM_I_VCADD || insn == SIM_I_VCGADD   ? SIM_RED_SUM
             : insn == SIM_I_VCMAX || insn == SIM_I_VCGMAX ? SIM_RED_MAX
                                                           : SIM_RED_MIN;
    unsigned esz, E, B, n, bl;
    uint32_t sbase, dbase, cur, slo = UINT32_MAX, shi = 0, dlo = UINT32_MAX, dhi = 0;
    uint64_t total, k, repeats, r;
    size_t i, j;

    sim_a2a3_vector_state(nm);
    sim_check_u(nm, "repeat", rpt, 255);
    sim_check_u(nm, "dstRepeatStride", drep, 65535);
    sim_check_u(nm, "srcBlockStride", sblk, 65535);
    sim_check_u(nm, "srcRepeatStride", srep, 65535);
    if (insn == SIM_I_VCADD && last)
        sim_fail(nm, "mode %lld (the last operand: true sums every repeat into SPR.ACC_VAL "
                     "instead of writing dst) is not simulated; pass false, as pto-isa's "
                     "a2a3/TRowSum.hpp does",
                 (long long)last);
    if ((insn == SIM_I_VCMAX || insn == SIM_I_VCMIN) && last != ONLY_VALUE)
        sim_fail(nm, "order %s is not simulated: only ONLY_VALUE (one value per repeat, as "
                     "pto-isa's a2a3/TRowMax.hpp and TRowMin.hpp pass) is; the other orders "
                     "write indices",
                 last >= 0 && last <= 3 ? order_name[last] : "(not an Order_t)");
    if (sk != dk)
        sim_fail(nm, "src points to %s but dst points to %s", sim_kname[sk], sim_kname[dk]);
    if (dk != SIM_K_F16 && dk != SIM_K_F32)
        sim_fail(nm, "element type %s is not supported (A2/A3 %s takes half, float: the types "
                     "pto-isa's a2a3/TRowReduceOps.hpp reduces)",
                 sim_kname[dk], nm);
    esz = sim_ksize[dk];
    E = 256 / esz;
    B = 32 / esz;
    sbase = sim_off(s, nm, "src");
    dbase = sim_off(d, nm, "dst");
    if (sbase % 32)
        sim_fail(nm, "src UB address 0x%x is not 32-byte aligned", sbase);
    if (group ? dbase % 32 : dbase % esz)
        sim_fail(nm, "dst UB address 0x%x is not %u-byte aligned", dbase, group ? 32u : esz);
    if (!group && sim_a2a3_st.mode == 1 && rpt > 0 && !sim_a2a3_st.lo &&
        (E <= 64 || !sim_a2a3_st.hi))
        sim_fail(nm, "the vector mask enables no element of the repeat: what %s writes then is "
                     "not documented",
                 nm);

    /* the elements read and the results written, in instruction order */
    total = sim_a2a3_total(nm, rpt, E);
    repeats = sim_a2a3_st.mode == 2 ? (total + E - 1) / E : (uint64_t)rpt;
    sim_a2a3_rsrc.n = sim_a2a3_rdst.n = 0;
    for (r = 0; r < repeats; r++) {
        uint32_t blkmask = 0;
        for (k = 0; k < E; k++) {
            uint64_t o;
            int act = sim_a2a3_st.mode == 2
                          ? r * E + k < total
                          : (int)((k < 64 ? sim_a2a3_st.lo >> k : sim_a2a3_st.hi >> (k - 64)) & 1u);
            if (!act)
                continue;
            o = sbase + r * (uint64_t)srep * 32 + (k / B) * (uint64_t)sblk * 32 + (k % B) * esz;
            if (o + esz > SIM_UB_BYTES)
                sim_fail(nm, "src element %llu (repeat %llu) at UB 0x%llx lies beyond the %d KiB "
                             "UB [0x0, 0x%x) (src at 0x%x)",
                         (unsigned long long)k, (unsigned long long)r, (unsigned long long)o,
                         SIM_UB_BYTES / 1024, SIM_UB_BYTES, sbase);
            sim_a2a3_rd_add(0, (uint32_t)o, (uint32_t)(r * E + k));
            if (o < slo)
                slo = (uint32_t)o;
            if (o + esz > shi)
                shi = (uint32_t)(o + esz);
            blkmask |= 1u << (k / B);
        }
        for (bl = 0; bl < (group ? 8u : 1u); bl++) {
            uint64_t o = group ? dbase + (r * (uint64_t)drep * 8 + bl) * esz
                               : dbase + r * (uint64_t)drep * esz;
            if (group && !((blkmask >> bl) & 1u))
                continue; /* a block the mask leaves out entirely: not written */
            if (o + esz > SIM_UB_BYTES)
                sim_fail(nm, "dst element %u of repeat %llu at UB 0x%llx lies beyond the %d KiB "
                             "UB [0x0, 0x%x) (dst at 0x%x)",
                         bl, (unsigned long long)r, (unsigned long long)o, SIM_UB_BYTES / 1024,
                         SIM_UB_BYTES, dbase);
            sim_a2a3_rd_add(1, (uint32_t)o, (uint32_t)(r * 8 + bl));
            if (o < dlo)
                dlo = (uint32_t)o;
            if (o + esz > dhi)
                dhi = (uint32_t)(o + esz);
        }
    }
    sim_region_check(nm, "src", slo, shi);
    sim_region_check(nm, "dst", dlo, dhi);

    /* in place: the repeats run in order, so a repeat may write bytes that
     * it or an earlier repeat read (pto-isa's fp32 fast paths reduce tmp
     * into itself), never bytes a later repeat reads */
    if (slo < dhi && dlo < shi) {
        if (++gen == 0) {
            memset(owner_gen, 0, sizeof owner_gen);
            gen = 1;
        }
        for (i = 0; i < sim_a2a3_rdst.n; i++) {
            uint32_t b;
            for (b = sim_a2a3_rdst.v[i].off; b < sim_a2a3_rdst.v[i].off + esz; b++)
                if (owner_gen[b] != gen) {
                    owner[b] = sim_a2a3_rdst.v[i].at / 8; /* the first repeat writing it */
                    owner_gen[b] = gen;
                }
        }
        for (i = 0; i < sim_a2a3_rsrc.n; i++) {
            uint32_t b, rr = sim_a2a3_rsrc.v[i].at / E;
            for (b = sim_a2a3_rsrc.v[i].off; b < sim_a2a3_rsrc.v[i].off + esz; b++)
                if (owner_gen[b] == gen && owner[b] < rr)
                    sim_fail(nm, "src UB [0x%x, 0x%x) overlaps dst UB [0x%x, 0x%x): repeat %u "
                                 "reads UB 0x%x, which repeat %u writes before it (a repeat may "
                                 "overwrite what it or an earlier repeat read, not what a later "
                                 "one reads)",
                             slo, shi, dlo, dhi, rr, b, owner[b]);
        }
    }

    /* hazards: sources read, results written */
    cur = ++sim_core.seq[PIPE_V];
    for (i = 0; i < sim_a2a3_rsrc.n; i++)
        sim_seg_add(sim_a2a3_rsrc.v[i].off, sim_a2a3_rsrc.v[i].off + esz, 0);
    for (i = 0; i < sim_a2a3_rdst.n; i++)
        sim_seg_add(sim_a2a3_rdst.v[i].off, sim_a2a3_rdst.v[i].off + esz, 1);
    sim_a2a3_scratch_data(insn);
    sim_track(PIPE_V, insn, cur, NULL);

    /* the values: every result from the sources as they were before the
     * instruction, then the stores */
    n = group ? B : E;
    {
        static uint32_t *res;
        static size_t rescap;
        if (sim_a2a3_rdst.n > rescap) {
            void *v = realloc(res, sim_a2a3_rdst.n * sizeof *res);
            if (!v)
                sim_fail("sim", "out of memory");
            res = (uint32_t *)v;
            rescap = sim_a2a3_rdst.n;
        }
        for (i = 0, j = 0; j < sim_a2a3_rdst.n; j++) {
            uint32_t at = sim_a2a3_rdst.v[j].at, rr = at / 8, blk = at % 8, t;
            for (t = 0; t < n; t++)
                lanes[t] = sim_red_identity(op, dk);
            /* the sources of this repeat (and block), in order */
            while (i < sim_a2a3_rsrc.n && sim_a2a3_rsrc.v[i].at / E < rr)
                i++;
            {
                size_t q;
                for (q = i; q < sim_a2a3_rsrc.n && sim_a2a3_rsrc.v[q].at / E == rr; q++) {
                    uint32_t lane = sim_a2a3_rsrc.v[q].at % E;
                    if (group && lane / B != blk)
                        continue;
                    lanes[group ? lane % B : lane] = sim_a2a3_ld(sim_a2a3_rsrc.v[q].off, esz);
                }
            }
            res[j] = sim_red_tree(op, dk, lanes, n);
        }
        for (j = 0; j < sim_a2a3_rdst.n; j++)
            sim_a2a3_st_(sim_a2a3_rdst.v[j].off, esz, res[j]);
    }
    if (dk == SIM_K_F16 && sim_a2a3_half_cost[insn][2] > 0)
        sim_a2a3_vcost_row(sim_a2a3_half_cost[insn], repeats);
    else
        sim_a2a3_vcost(insn, 1, repeats);
}

/* (dst, src, repeat, dstRep, srcBlk, srcRep, false) */
#define vcadd(d, s, rpt, dr, sb, sr, mode)                                                      \
    sim_a2a3_reduce(SIM_I_VCADD, SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s), \
                    (int64_t)(rpt), (int64_t)(dr), (int64_t)(sb), (int64_t)(sr), (int64_t)(mode))
/* (dst, src, repeat, dstRep, srcBlk, srcRep, ONLY_VALUE) */
#define vcmax(d, s, rpt, dr, sb, sr, order)                                                     \
    sim_a2a3_reduce(SIM_I_VCMAX, SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s), \
                    (int64_t)(rpt), (int64_t)(dr), (int64_t)(sb), (int64_t)(sr), (int64_t)(order))
#define vcmin(d, s, rpt, dr, sb, sr, order)                                                     \
    sim_a2a3_reduce(SIM_I_VCMIN, SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s), \
                    (int64_t)(rpt), (int64_t)(dr), (int64_t)(sb), (int64_t)(sr), (int64_t)(order))
/* (dst, src, repeat, dstRep, srcBlk, srcRep) */
#define SIM_A2A3_VCG_(insn, d, s, rpt, dr, sb, sr)                                              \
    sim_a2a3_reduce((insn), SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s),     \
                    (int64_t)(rpt), (int64_t)(dr), (int64_t)(sb), (int64_t)(sr), -1)
#define vcgadd(d, s, rpt, dr, sb, sr) SIM_A2A3_VCG_(SIM_I_VCGADD, d, s, rpt, dr, sb, sr)
#define vcgmax(d, s, rpt, dr, sb, sr) SIM_A2A3_VCG_(SIM_I_VCGMAX, d, s, rpt, dr, sb, sr)
#define vcgmin(d, s, rpt, dr, sb, sr) SIM_A2A3_VCG_(SIM_I_VCGMIN, d, s, rpt, dr, sb, sr)

/* vbrcb(dst, src, dstBlk, dstRep, repeat), as pto-isa's
 * a2a3/TRowExpand.hpp (TRowExpandBrcb) and a2a3/TRowExpandBinOp.hpp call
 * it, on uint16_t or uint32_t views: repeat r reads the 8 elements at src
 * + 8r (contiguous, 16 or 32 bytes) and fills the 32-byte block at dst +
 * (r * dstRep + k * dstBlk) * 32 bytes with copies of element k (CCE's
 * asc_brcb page).  Normal mode with the full mask only (what a mask does
 * to it is not documented); src and dst may not overlap (AscendC's Brcb
 * page). */
SIM_A2A3_FN void sim_a2a3_vbrcb(int dk, const void *d, int sk, const void *s, int64_t dblk,
                                int64_t drep, int64_t rpt)
{
    static uint32_t mark[SIM_UB_BYTES], gen;
    const char *nm = "vbrcb";
    unsigned esz, B, kk, t;
    uint32_t sbase, dbase, cur, dlo = UINT32_MAX, dhi = 0;
    uint64_t r, shi;

    sim_a2a3_vector_state(nm);
    sim_check_u(nm, "dstBlockStride", dblk, 65535);
    sim_check_u(nm, "dstRepeatStride", drep, 65535);
    sim_check_u(nm, "repeat", rpt, 255);
    if (!dblk)
        sim_fail(nm, "dstBlockStride 0 is not simulated (AscendC's Brcb takes it as 1); pass 1, "
                     "as pto-isa does");
    if (sk != dk)
        sim_fail(nm, "src points to %s but dst points to %s", sim_kname[sk], sim_kname[dk]);
    if (dk != SIM_K_U16 && dk != SIM_K_U32)
        sim_fail(nm, "element type %s is not supported (vbrcb takes uint16_t, uint32_t, CCE's "
                     "prototypes; pto-isa's a2a3/TRowExpand.hpp and TRowExpandBinOp.hpp pass "
                     "views of 2- and 4-byte data so)",
                 sim_kname[dk]);
    esz = sim_ksize[dk];
    B = 32 / esz;
    if (sim_a2a3_st.mode != 1 || sim_a2a3_st.lo != UINT64_MAX ||
        (esz == 2 && sim_a2a3_st.hi != UINT64_MAX))
        sim_fail(nm, "needs normal mode with the full mask (set_mask_norm(); set_vector_mask(-1, "
                     "-1), as pto-isa issues it), not %s 0x%016llx:%016llx: what a mask does to "
                     "vbrcb is not documented",
                 sim_a2a3_st.mode == 2 ? "counter mode, vector mask" : "vector mask",
                 (unsigned long long)sim_a2a3_st.hi, (unsigned long long)sim_a2a3_st.lo);
    sbase = sim_off(s, nm, "src");
    dbase = sim_off(d, nm, "dst");
    if (sbase % 32)
        sim_fail(nm, "src UB address 0x%x is not 32-byte aligned", sbase);
    if (dbase % 32)
        sim_fail(nm, "dst UB address 0x%x is not 32-byte aligned", dbase);
    shi = sbase + (uint64_t)rpt * 8 * esz;
    if (shi > SIM_UB_BYTES)
        sim_fail(nm, "src UB [0x%x, 0x%llx) (%lld repeats of 8 elements) lies beyond the %d KiB "
                     "UB [0x0, 0x%x)",
                 sbase, (unsigned long long)shi, (long long)rpt, SIM_UB_BYTES / 1024,
                 SIM_UB_BYTES);
    for (r = 0; r < (uint64_t)rpt; r++)
        for (kk = 0; kk < 8; kk++) {
            uint64_t o = dbase + (r * (uint64_t)drep + kk * (uint64_t)dblk) * 32;
            if (o + 32 > SIM_UB_BYTES)
                sim_fail(nm, "dst block %u of repeat %llu at UB 0x%llx lies beyond the %d KiB UB "
                             "[0x0, 0x%x) (dst at 0x%x)",
                         kk, (unsigned long long)r, (unsigned long long)o, SIM_UB_BYTES / 1024,
                         SIM_UB_BYTES, dbase);
            if (o < dlo)
                dlo = (uint32_t)o;
            if (o + 32 > dhi)
                dhi = (uint32_t)(o + 32);
        }
    if (!rpt)
        shi = sbase;
    sim_region_check(nm, "src", sbase, (uint32_t)shi);
    sim_region_check(nm, "dst", dlo, dhi);
    if (sbase < dhi && dlo < shi) {
        uint32_t b;
        if (++gen == 0) {
            memset(mark, 0, sizeof mark);
            gen = 1;
        }
        for (r = 0; r < (uint64_t)rpt; r++)
            for (kk = 0; kk < 8; kk++)
                for (b = 0; b < 32; b++)
                    mark[dbase + (r * drep + kk * dblk) * 32 + b] = gen;
        for (b = sbase; b < shi; b++)
            if (mark[b] == gen)
                sim_fail(nm, "src UB [0x%x, 0x%llx) overlaps dst UB [0x%x, 0x%x) at UB 0x%x: "
                             "vbrcb may not broadcast over its source (AscendC's Brcb page)",
                         sbase, (unsigned long long)shi, dlo, dhi, b);
    }

    cur = ++sim_core.seq[PIPE_V];
    if (rpt)
        sim_seg_add(sbase, (uint32_t)shi, 0);
    for (r = 0; r < (uint64_t)rpt; r++)
        for (kk = 0; kk < 8; kk++) {
            uint32_t o = (uint32_t)(dbase + (r * drep + kk * dblk) * 32);
            sim_seg_add(o, o + 32, 1);
        }
    sim_a2a3_scratch_data(SIM_I_VBRCB);
    sim_track(PIPE_V, SIM_I_VBRCB, cur, NULL);
    {
        unsigned char blk[32];
        for (r = 0; r < (uint64_t)rpt; r++)
            for (kk = 0; kk < 8; kk++) {
                uint32_t v = sim_a2a3_ld((uint32_t)(sbase + (r * 8 + kk) * esz), esz);
                for (t = 0; t < B; t++)
                    memcpy(blk + t * esz, &v, esz); /* little-endian: the low bytes */
                sim_ub_store((uint32_t)(dbase + (r * drep + kk * dblk) * 32), blk, 32);
            }
    }
    sim_a2a3_vcost(SIM_I_VBRCB, 0, (uint64_t)rpt);
}
/* (dst, src, dstBlk, dstRep, repeat) */
#define vbrcb(d, s, db, dr, rpt)                                                                \
    sim_a2a3_vbrcb(SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s),              \
                   (int64_t)(db), (int64_t)(dr), (int64_t)(rpt))

/* ---- gather ------------------------------------------------------------------------------ */

/* vgather(dst, offset, srcAddr, dstRep, repeat), as pto-isa's
 * a2a3/TGather.hpp calls it (index form: vgather(dst, off, (uintptr_t)src0,
 * 8, 1) in counter mode, one row a call): element k of dst (repeat r = k /
 * E, lane k % E, at dst + r * dstRep * 32 + (k % E) * size) is the element
 * at byte address srcAddr + offset[k], offset[k] the k-th uint32_t at
 * offset (contiguous, 4 bytes an element whatever the data's size).  dst
 * is uint16_t or uint32_t (the views pto-isa passes), offset uint32_t;
 * srcAddr a UB address as an integer (the UB offset, or the value of a
 * __ubuf__ pointer).  Each gathered address must be aligned to the
 * element's size and lie inside the tile srcAddr starts in; dst may share
 * the offsets' bytes (pto-isa writes the offsets into dst and gathers in
 * place: every offset is read before any element is written), but not the
 * gathered ones. */
SIM_A2A3_FN uint32_t sim_a2a3_gather_base(const char *nm, uint64_t a)
{
    uint64_t arena = (uint64_t)(uintptr_t)sim_ub;
    if (a < SIM_UB_BYTES)
        return (uint32_t)a;
    if (a >= arena && a - arena < SIM_UB_BYTES)
        return (uint32_t)(a - arena);
    sim_fail(nm, "srcAddr 0x%llx is not a UB address (a UB offset, or a __ubuf__ pointer "
                 "cast to uintptr_t as pto-isa's a2a3/TGather.hpp passes it)",
             (unsigned long long)a);
    return 0;
}

SIM_A2A3_FN void sim_a2a3_vgather(int dk, const void *d, int ok, const void *off, uint64_t src,
                                  int64_t drep, int64_t rpt)
{
    static uint32_t *vals;
    static size_t cap;
    const char *nm = "vgather";
    unsigned esz, E;
    uint32_t dbase, obase, sbase, slo, shi, cur;
    uint32_t dlo = UINT32_MAX, dhi = 0, glo = UINT32_MAX, ghi = 0;
    uint64_t total, k, repeats;
    size_t n = 0, e;

    sim_a2a3_vector_state(nm);
    sim_check_u(nm, "dstRepeatStride", drep, 65535);
    sim_check_u(nm, "repeat", rpt, 255);
    if (dk != SIM_K_U16 && dk != SIM_K_U32)
        sim_fail(nm, "dst points to %s: vgather writes uint16_t or uint32_t (the views pto-isa's "
                     "a2a3/TGather.hpp passes for 2- and 4-byte data)",
                 sim_kname[dk]);
    if (ok != SIM_K_U32)
        sim_fail(nm, "offset points to %s: the byte offsets are uint32_t (pto-isa's "
                     "a2a3/TGather.hpp)",
                 sim_kname[ok]);
    dbase = sim_off(d, nm, "dst");
    obase = sim_off(off, nm, "offset");
    sbase = sim_a2a3_gather_base(nm, src);
    if (dbase % 32)
        sim_fail(nm, "dst UB address 0x%x is not 32-byte aligned", dbase);
    if (obase % 32)
        sim_fail(nm, "offset UB address 0x%x is not 32-byte aligned", obase);
    esz = sim_ksize[dk];
    E = 256 / esz;
    if (sbase % esz)
        sim_fail(nm, "srcAddr UB 0x%x is not aligned to the %u-byte element", sbase, esz);
    sim_region(sbase, &slo, &shi);
    total = sim_a2a3_total(nm, (uint64_t)rpt, E);
    if (total > cap) {
        void *v = realloc(vals, (size_t)total * sizeof *vals);
        if (!v)
            sim_fail("sim", "out of memory");
        vals = (uint32_t *)v;
        cap = (size_t)total;
    }
    sim_a2a3_elems_reserve(total);
    /* the elements: their offsets, the addresses gathered, dst */
    for (k = 0; k < total; k++) {
        uint64_t r = k / E, idx = k % E, o = obase + k * 4, dd, a;
        uint32_t v;
        struct sim_a2a3_elem *el;
        if (!sim_a2a3_lane_on(idx))
            continue;
        dd = dbase + r * (uint64_t)drep * 32 + idx * esz;
        if (o + 4 > SIM_UB_BYTES || dd + esz > SIM_UB_BYTES)
            sim_fail(nm, "%s of element %llu at UB 0x%llx lies beyond the %d KiB UB [0x0, 0x%x)",
                     o + 4 > SIM_UB_BYTES ? "offset" : "dst", (unsigned long long)k,
                     (unsigned long long)(o + 4 > SIM_UB_BYTES ? o : dd), SIM_UB_BYTES / 1024,
                     SIM_UB_BYTES);
        v = sim_a2a3_ld((uint32_t)o, 4);
        a = (uint64_t)sbase + v;
        if (a % esz)
            sim_fail(nm, "element %llu: offset %u from srcAddr UB 0x%x is not a multiple of the "
                         "%u-byte element",
                     (unsigned long long)k, v, sbase, esz);
        if (a + esz > SIM_UB_BYTES)
            sim_fail(nm, "element %llu: offset %u from srcAddr UB 0x%x reads UB 0x%llx, beyond "
                         "the %d KiB UB [0x0, 0x%x)",
                     (unsigned long long)k, v, sbase, (unsigned long long)a, SIM_UB_BYTES / 1024,
                     SIM_UB_BYTES);
        if (a + esz > shi)
            sim_fail(nm, "element %llu: offset %u from srcAddr UB 0x%x reads UB 0x%llx, past "
                         "the end of the source's tile [0x%x, 0x%x)",
                     (unsigned long long)k, v, sbase, (unsigned long long)a, slo, shi);
        el = &sim_a2a3_elems.v[n];
        el->off[0] = (uint32_t)dd;
        el->off[1] = (uint32_t)o;
        el->off[2] = (uint32_t)a;
        vals[n++] = sim_a2a3_ld((uint32_t)a, esz);
        if (dd < dlo)
            dlo = (uint32_t)dd;
        if (dd + esz > dhi)
            dhi = (uint32_t)(dd + esz);
        if (a < glo)
            glo = (uint32_t)a;
        if (a + esz > ghi)
            ghi = (uint32_t)(a + esz);
    }
    if (n) {
        sim_region_check(nm, "dst", dlo, dhi);
        sim_region_check(nm, "offset", sim_a2a3_elems.v[0].off[1],
                         sim_a2a3_elems.v[n - 1].off[1] + 4);
        if (glo < dhi && dlo < ghi)
            for (e = 0; e < n; e++) {
                uint32_t a = sim_a2a3_elems.v[e].off[2];
                if (a < dhi && dlo < a + esz)
                    sim_fail(nm, "element %zu gathers UB [0x%x, 0x%x), inside dst UB [0x%x, "
                                 "0x%x): what a gather over its own destination reads is not "
                                 "documented",
                             e, a, a + esz, dlo, dhi);
            }
    }

    /* hazards: offsets and gathered elements read, dst written */
    cur = ++sim_core.seq[PIPE_V];
    for (e = 0; e < n; e++) {
        sim_seg_add(sim_a2a3_elems.v[e].off[1], sim_a2a3_elems.v[e].off[1] + 4, 0);
        sim_seg_add(sim_a2a3_elems.v[e].off[2], sim_a2a3_elems.v[e].off[2] + esz, 0);
    }
    for (e = 0; e < n; e++)
        sim_seg_add(sim_a2a3_elems.v[e].off[0], sim_a2a3_elems.v[e].off[0] + esz, 1);
    sim_a2a3_scratch_data(SIM_I_VGATHER);
    sim_track(PIPE_V, SIM_I_VGATHER, cur, NULL);
    for (e = 0; e < n; e++)
        sim_a2a3_st_(sim_a2a3_elems.v[e].off[0], esz, vals[e]);
    repeats = sim_a2a3_st.mode == 2 ? (total + E - 1) / E : (uint64_t)rpt;
    sim_a2a3_vcost(SIM_I_VGATHER, 0, repeats);
}
/* (dst, offset, srcAddr, dstRep, repeat) */
#define vgather(d, o, s, dr, rpt)                                                               \
    sim_a2a3_vgather(SIM_KIND(d), (const void *)(d), SIM_KIND(o), (const void *)(o),            \
                     (uint64_t)(s), (int64_t)(dr), (int64_t)(rpt))


/* ---- sort ------------------------------------------------------------------------------ */

/* vbitsort(dst, src, idx, repeat), as pto-isa's a2a3/TSort32.hpp calls it:
 * the operands, their checks and the sort are sim/common.h's (shared
 * with sim/a5.h).  On A2/A3 it is a vector instruction like any other:
 * normal mode with the full mask only (TSort32.hpp sets it back before
 * each sort; what a mask does is not documented), and ordered against
 * other vector instructions by pipe_barrier(PIPE_V). */
SIM_A2A3_FN void sim_a2a3_vbitsort(int dk, const void *d, int sk, const void *s, int ik,
                                   const void *ix, int64_t rpt)
{
    const char *nm = "vbitsort";
    unsigned esz;
    uint32_t base[3], cur;

    sim_a2a3_vector_state(nm);
    if (sim_a2a3_st.mode != 1 || sim_a2a3_st.lo != UINT64_MAX || sim_a2a3_st.hi != UINT64_MAX)
        sim_fail(nm, "needs normal mode with the full mask (set_mask_norm(); set_vector_mask(-1, "
                     "-1), as pto-isa's a2a3/TSort32.hpp sets it), not %s 0x%016llx:%016llx: "
                     "what a mask does to vbitsort is not documented",
                 sim_a2a3_st.mode == 2 ? "counter mode, vector mask" : "vector mask",
                 (unsigned long long)sim_a2a3_st.hi, (unsigned long long)sim_a2a3_st.lo);
    esz = sim_vbitsort_check("a2a3/TSort32.hpp", dk, d, sk, s, ik, ix, rpt, base);
    if (!rpt)
        return;
    cur = ++sim_core.seq[PIPE_V];
    sim_a2a3_scratch_data(SIM_I_VBITSORT);
    sim_track(PIPE_V, SIM_I_VBITSORT, cur, NULL);
    sim_vbitsort_run(base, rpt, esz);
    sim_a2a3_vcost(SIM_I_VBITSORT, 0, (uint64_t)rpt);
}
/* (dst, src, idx, repeat) */
#define vbitsort(d, s, i, rpt)                                                                  \
    sim_a2a3_vbitsort(SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s),           \
                      SIM_KIND(i), (const void *)(i), (int64_t)(rpt))
/* vmrgsort4(dst, src, count, config), as pto-isa's a2a3/TMrgSort.hpp
 * calls it: sim/common.h models it, its operands and their checks; the
 * A2/A3 mask state does not apply, its accesses are tracked as every
 * vector instruction's (a barrier after a vector write it reads). */
SIM_A2A3_FN void sim_a2a3_vmrgsort4(int dk, const void *d, int sk, const void *const *src,
                                    uint64_t count, uint64_t config)
{
    const char *nm = "vmrgsort4";
    struct sim_mrg m;
    uint32_t cur;

    sim_a2a3_vector_state(nm);
    sim_vmrgsort4_check("a2a3/TMrgSort.hpp", dk, d, sk, src, count, config, &m);
    cur = ++sim_core.seq[PIPE_V];
    sim_a2a3_scratch_data(SIM_I_VMRGSORT4);
    sim_track(PIPE_V, SIM_I_VMRGSORT4, cur, NULL);
    sim_vmrgsort4_run(&m);
    sim_a2a3_vcost(SIM_I_VMRGSORT4, 0, ((uint64_t)m.total * m.rpt + 3u) / 4u);
}
/* (dst, the lists' addresses, count, config) */
#define vmrgsort4(d, s, cnt, cfg)                                                               \
    sim_a2a3_vmrgsort4(SIM_KIND(d), (const void *)(d), SIM_KIND((s)[0]),                        \
                       (const void *const *)(s), (uint64_t)(cnt), (uint64_t)(cfg))
/* ---- UB to UB ---------------------------------------------------------------------------- */

/* copy_ubuf_to_ubuf(dst, src, sid, nBurst, lenBurst, srcGap, dstGap), as
 * pto-isa's a2a3/TColExpand.hpp, TColSum.hpp, TColReduceOps.hpp and
 * TRowReduceOps.hpp call it: nBurst bursts of lenBurst 32-byte blocks,
 * the source advancing lenBurst + srcGap blocks a burst and the
 * destination lenBurst + dstGap (CCE's copy_ubuf_to_ubuf page: a general
 * copy, issued on PIPE_V).  The vector mask and mode do not apply.  Both
 * addresses 32-byte aligned, sid 0; the source and the destination may
 * not overlap (what an overlapping copy does is not documented). */
SIM_A2A3_FN void sim_a2a3_copy_ub(const void *d, const void *s, int64_t sid, int64_t nburst,
                                  int64_t len, int64_t sgap, int64_t dgap)
{
    static unsigned char buf[SIM_UB_BYTES];
    const char *nm = "copy_ubuf_to_ubuf";
    uint32_t sb, db, cur, n, i, at;
    uint64_t slast, dlast;

    sim_enter(nm);
    sim_vector_may_issue(nm);
    if (sid != 0)
        sim_fail(nm, "sid %lld: pass 0, as pto-isa does", (long long)sid);
    sim_check_u(nm, "nBurst", nburst, 4095);
    sim_check_u(nm, "lenBurst", len, 65535);
    sim_check_u(nm, "srcGap", sgap, 65535);
    sim_check_u(nm, "dstGap", dgap, 65535);
    if (!nburst || !len)
        sim_fail(nm, "nBurst %lld, lenBurst %lld: a copy moves at least one block",
                 (long long)nburst, (long long)len);
    sb = sim_off(s, nm, "src");
    db = sim_off(d, nm, "dst");
    if (sb % 32)
        sim_fail(nm, "src UB address 0x%x is not 32-byte aligned", sb);
    if (db % 32)
        sim_fail(nm, "dst UB address 0x%x is not 32-byte aligned", db);
    n = (uint32_t)nburst;
    slast = sb + ((uint64_t)(n - 1) * (uint64_t)(len + sgap) + (uint64_t)len) * 32;
    dlast = db + ((uint64_t)(n - 1) * (uint64_t)(len + dgap) + (uint64_t)len) * 32;
    if (slast > SIM_UB_BYTES || dlast > SIM_UB_BYTES)
        sim_fail(nm, "%s UB [0x%x, 0x%llx) (%u bursts of %lld blocks) lies beyond the %d KiB UB",
                 slast > SIM_UB_BYTES ? "src" : "dst", slast > SIM_UB_BYTES ? sb : db,
                 (unsigned long long)(slast > SIM_UB_BYTES ? slast : dlast), n, (long long)len,
                 SIM_UB_BYTES / 1024);
    sim_region_check(nm, "src", sb, (uint32_t)slast);
    sim_region_check(nm, "dst", db, (uint32_t)dlast);
    if (sb < dlast && db < slast)
        for (i = 0; i < n; i++) {
            uint32_t dlo = db + i * (uint32_t)(len + dgap) * 32, dhi = dlo + (uint32_t)len * 32;
            uint32_t j;
            for (j = 0; j < n; j++) {
                uint32_t slo = sb + j * (uint32_t)(len + sgap) * 32;
                if (slo < dhi && dlo < slo + (uint32_t)len * 32)
                    sim_fail(nm, "dst burst %u UB [0x%x, 0x%x) overlaps src burst %u UB [0x%x, "
                                 "0x%x): what an overlapping copy does is not documented",
                             i, dlo, dhi, j, slo, slo + (uint32_t)len * 32);
            }
        }

    cur = ++sim_core.seq[PIPE_V];
    for (i = 0; i < n; i++) {
        uint32_t so = sb + i * (uint32_t)(len + sgap) * 32;
        sim_seg_add(so, so + (uint32_t)len * 32, 0);
    }
    for (i = 0; i < n; i++) {
        uint32_t dO = db + i * (uint32_t)(len + dgap) * 32;
        sim_seg_add(dO, dO + (uint32_t)len * 32, 1);
    }
    sim_a2a3_scratch_data(SIM_I_COPY_UB);
    sim_track(PIPE_V, SIM_I_COPY_UB, cur, NULL);
    for (i = 0, at = 0; i < n; i++, at += (uint32_t)len * 32)
        memcpy(buf + at, sim_ub + sb + i * (uint32_t)(len + sgap) * 32, (size_t)len * 32);
    for (i = 0, at = 0; i < n; i++, at += (uint32_t)len * 32)
        sim_ub_store(db + i * (uint32_t)(len + dgap) * 32, buf + at, (size_t)len * 32);
    /* charged as 256-byte repeats of 8 blocks */
    sim_a2a3_vcost(SIM_I_COPY_UB, 0, ((uint64_t)n * (uint64_t)len + 7) / 8);
}
/* (dst, src, sid, nBurst, lenBurst, srcGap, dstGap): lengths and gaps in
 * 32-byte blocks */
#define copy_ubuf_to_ubuf(d, s, sid, nb, len, sg, dg)                                             \
    sim_a2a3_copy_ub((const void *)(d), (const void *)(s), (int64_t)(sid), (int64_t)(nb),       \
                     (int64_t)(len), (int64_t)(sg), (int64_t)(dg))

/* ---- transposes: the VA registers and scatter_vnchwconv ------------------------------------ */

/* set_va_reg_sb(VAn, addrs): VA register n (VA0 .. VA7) takes the 8 UB
 * addresses at addrs (uint64_t each: a UB offset, or a __ubuf__ pointer
 * cast to an integer, as pto-isa's a2a3/TTrans.hpp passes them).  A
 * scatter reads two registers in a row, VAn and VAn+1, as 16 block
 * addresses. */
enum { VA0, VA1, VA2, VA3, VA4, VA5, VA6, VA7 };
static struct {
    uint64_t a[8][8];
    unsigned set; /* bit n: VAn was written */
} sim_a2a3_va;

SIM_A2A3_FN void sim_a2a3_set_va(int64_t va, const uint64_t *addrs)
{
    sim_enter("set_va_reg_sb");
    if (va < 0 || va > 7)
        sim_fail("set_va_reg_sb", "VA register %lld: there are VA0 .. VA7", (long long)va);
    memcpy(sim_a2a3_va.a[va], addrs, sizeof sim_a2a3_va.a[va]);
    sim_a2a3_va.set |= 1u << va;
}
#define set_va_reg_sb(va, addrs) sim_a2a3_set_va((int64_t)(va), (const uint64_t *)(addrs))

/* scatter_vnchwconv_b16(dstVA, srcVA, repeat, dstStride, srcStride) and
 * _b32, as pto-isa's a2a3/TTrans.hpp calls them (TransOp): one repeat
 * reads the 16 32-byte blocks whose addresses VA srcVA and srcVA+1 hold
 * and writes the 16 blocks of dstVA and dstVA+1, the block matrix
 * transposed.  b16: 16 blocks of 16 elements, block j of dst element l is
 * block l of the source element j (16 x 16).  b32: 16 blocks of 8
 * elements, a 16 x 8 matrix of source rows into 8 rows of 16, each two
 * dst blocks: block j element l is element j / 2 of source block
 * 8 (j % 2) + l.  Repeat k moves every source address k * srcStride
 * blocks on and every dst one k * dstStride.  The vector mask does not
 * apply.  Each address 32-byte aligned, each block inside the tile its
 * address starts in; the registers set first; the source and dst blocks
 * apart (what a transpose over its own source writes is not
 * documented); pairs VA0, VA2, VA4 or VA6 only, as pto-isa names them. */
SIM_A2A3_FN void sim_a2a3_vnchwconv(const char *nm, unsigned esz, int64_t dva, int64_t sva,
                                    int64_t rpt, int64_t dstr, int64_t sstr)
{
    static unsigned char buf[255 * 16 * 32];
    uint32_t src[16], dst[16], cur, k, j, l;
    unsigned E = 32 / esz;

    sim_enter(nm);
    sim_vector_may_issue(nm);
    sim_check_u(nm, "repeat", rpt, 255);
    sim_check_u(nm, "dstStride", dstr, 65535);
    sim_check_u(nm, "srcStride", sstr, 65535);
    if (!rpt)
        sim_fail(nm, "repeat 0: a transpose moves at least one repeat");
    if (dva < 0 || dva > 6 || dva % 2 || sva < 0 || sva > 6 || sva % 2)
        sim_fail(nm, "VA registers %lld and %lld: each operand is a pair VAn, VAn+1 from VA0, "
                     "VA2, VA4 or VA6",
                 (long long)dva, (long long)sva);
    if ((sim_a2a3_va.set >> dva & 3u) != 3u || (sim_a2a3_va.set >> sva & 3u) != 3u)
        sim_fail(nm, "VA%lld/VA%lld or VA%lld/VA%lld read before set_va_reg_sb wrote them",
                 (long long)dva, (long long)dva + 1, (long long)sva, (long long)sva + 1);
    for (j = 0; j < 16; j++) {
        src[j] = sim_a2a3_gather_base(nm, sim_a2a3_va.a[sva + j / 8][j % 8]);
        dst[j] = sim_a2a3_gather_base(nm, sim_a2a3_va.a[dva + j / 8][j % 8]);
        if (src[j] % 32 || dst[j] % 32)
            sim_fail(nm, "%s block %u UB address 0x%x is not 32-byte aligned",
                     src[j] % 32 ? "src" : "dst", j, src[j] % 32 ? src[j] : dst[j]);
    }
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++) {
            uint64_t so = src[j] + (uint64_t)k * (uint64_t)sstr * 32;
            uint64_t dO = dst[j] + (uint64_t)k * (uint64_t)dstr * 32;
            if (so + 32 > SIM_UB_BYTES || dO + 32 > SIM_UB_BYTES)
                sim_fail(nm, "repeat %u: %s block %u UB 0x%llx lies beyond the %d KiB UB", k,
                         so + 32 > SIM_UB_BYTES ? "src" : "dst", j,
                         (unsigned long long)(so + 32 > SIM_UB_BYTES ? so : dO),
                         SIM_UB_BYTES / 1024);
            sim_region_check(nm, "src", (uint32_t)so, (uint32_t)so + 32);
            sim_region_check(nm, "dst", (uint32_t)dO, (uint32_t)dO + 32);
        }
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++) {
            uint32_t dO = dst[j] + k * (uint32_t)dstr * 32, q, i;
            for (q = 0; q < (uint32_t)rpt; q++)
                for (i = 0; i < 16; i++) {
                    uint32_t so = src[i] + q * (uint32_t)sstr * 32;
                    if (so < dO + 32 && dO < so + 32)
                        sim_fail(nm, "dst block %u of repeat %u UB [0x%x, 0x%x) overlaps src "
                                     "block %u of repeat %u: what a transpose over its own "
                                     "source writes is not documented",
                                 j, k, dO, dO + 32, i, q);
                }
        }

    cur = ++sim_core.seq[PIPE_V];
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++) {
            uint32_t so = src[j] + k * (uint32_t)sstr * 32;
            sim_seg_add(so, so + 32, 0);
        }
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++) {
            uint32_t dO = dst[j] + k * (uint32_t)dstr * 32;
            sim_seg_add(dO, dO + 32, 1);
        }
    sim_a2a3_scratch_data(SIM_I_VNCHWCONV);
    sim_track(PIPE_V, SIM_I_VNCHWCONV, cur, NULL);
    /* every block read before any is written */
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++)
            for (l = 0; l < E; l++) {
                uint32_t from = esz == 2 ? l : 8 * (j % 2) + l, el = esz == 2 ? j : j / 2;
                uint32_t so = src[from] + k * (uint32_t)sstr * 32 + el * esz;
                memcpy(buf + (k * 16 + j) * 32 + l * esz, sim_ub + so, esz);
            }
    for (k = 0; k < (uint32_t)rpt; k++)
        for (j = 0; j < 16; j++)
            sim_ub_store(dst[j] + k * (uint32_t)dstr * 32, buf + (k * 16 + j) * 32, 32);
    sim_a2a3_vcost(SIM_I_VNCHWCONV, 0, (uint64_t)rpt);
}
/* (dstVA, srcVA, repeat, dstStride, srcStride): strides in 32-byte blocks */
#define scatter_vnchwconv_b16(d, s, rpt, dstr, sstr)                                               \
    sim_a2a3_vnchwconv("scatter_vnchwconv_b16", 2, (int64_t)(d), (int64_t)(s), (int64_t)(rpt),    \
                       (int64_t)(dstr), (int64_t)(sstr))
#define scatter_vnchwconv_b32(d, s, rpt, dstr, sstr)                                               \
    sim_a2a3_vnchwconv("scatter_vnchwconv_b32", 4, (int64_t)(d), (int64_t)(s), (int64_t)(rpt),    \
                       (int64_t)(dstr), (int64_t)(sstr))

/* ---- CTRL -------------------------------------------------------------------------------- */

/* get_ctrl(): CTRL, with bit 56 = counter mode. */
SIM_A2A3_FN uint64_t get_ctrl(void)
{
    sim_enter("get_ctrl");
    return sim_ctrl.val | (sim_a2a3_st.mode == 2 ? (uint64_t)1 << SIM_A2A3_COUNT_BIT : 0);
}

/* set_ctrl(v): only bit 59 (SAT_MODE_BIT in pto-isa's a2a3/TCvt.hpp: 0
 * saturates float -> int and int -> int conversions, 1 keeps the low bits)
 * may change; bit 56 (counter mode) must stay what set_mask_* made it. */
SIM_A2A3_FN void set_ctrl(uint64_t v)
{
    uint64_t cnt = (uint64_t)1 << SIM_A2A3_COUNT_BIT;
    sim_enter("set_ctrl");
    if ((v & cnt) != (sim_a2a3_st.mode == 2 ? cnt : 0))
        sim_fail("set_ctrl", "changes CTRL bit 56 (counter mode) to %d: switch modes with "
                             "set_mask_count() / set_mask_norm()",
                 (int)((v >> SIM_A2A3_COUNT_BIT) & 1u));
    sim_ctrl_set(v & ~cnt, (uint64_t)1 << SIM_A2A3_SAT_BIT,
                 "bit 59 (SAT_MODE_BIT: saturation of float -> int and int -> int conversions) is");
}

/* ---- conversions ------------------------------------------------------------------------ */

/* What a vconv_* converts, from its row of sim/costs.h
 * (SIM_A2A3_VCONV_ROWS): the element kinds, the rounding (NONE: rint when
 * inexact), whether the result depends on saturation (CTRL bit 59: float
 * -> int, narrowing int -> int) and vconv_deq (int32_t -> half through
 * DEQSCALE). */
struct sim_a2a3_cv {
    int sk, dk, mode, sat_dep, deq;
};

#define SIM_A2A3_CVMODE_R SIM_RND_R
#define SIM_A2A3_CVMODE_A SIM_RND_A
#define SIM_A2A3_CVMODE_F SIM_RND_F
#define SIM_A2A3_CVMODE_C SIM_RND_C
#define SIM_A2A3_CVMODE_Z SIM_RND_Z
#define SIM_A2A3_CVMODE_O SIM_RND_O
#define SIM_A2A3_CVMODE_NONE SIM_RND_R
#define SIM_A2A3_CVMODE_DEQ SIM_RND_R

SIM_A2A3_FN const struct sim_a2a3_cv *sim_a2a3_cv_of(int insn)
{
    static const struct {
        int insn, sk, dk, mode, deq;
    } rows[] = {
#define SIM_A2A3_CV_ROW(X, id, nm, s, d, m, c)                                                     \
    {SIM_I_##id, SIM_K_##s, SIM_K_##d, SIM_A2A3_CVMODE_##m, SIM_I_##id == SIM_I_VCONV_DEQ},
        SIM_A2A3_VCONV_ROWS(SIM_A2A3_CV_ROW, _)
#undef SIM_A2A3_CV_ROW
    };
    static struct sim_a2a3_cv cache[SIM_I_COUNT];
    struct sim_a2a3_cv *c = &cache[insn];
    size_t i;
    if (c->dk)
        return c;
    for (i = 0; i < sizeof rows / sizeof rows[0] && rows[i].insn != insn; i++)
        ;
    if (i == sizeof rows / sizeof rows[0])
        sim_fail(sim_iname[insn], "is not a conversion of sim/costs.h (a simulator bug)");
    c->sk = rows[i].sk, c->dk = rows[i].dk, c->mode = rows[i].mode, c->deq = rows[i].deq;
    c->sat_dep = !sim_kind_fp(c->dk) &&
                 (sim_kind_fp(c->sk) || sim_ksize[c->dk] < sim_ksize[c->sk]);
    return c;
}

SIM_A2A3_FN uint32_t sim_a2a3_ldn(uint32_t off, unsigned size)
{
    return size == 1 ? sim_ub[off] : sim_a2a3_ld(off, size);
}

SIM_A2A3_FN void sim_a2a3_stn(uint32_t off, unsigned size, uint32_t v)
{
    uint8_t b = (uint8_t)v;
    if (size == 1)
        sim_ub_store(off, &b, 1);
    else
        sim_a2a3_st_(off, size, v);
}

/* In place needs the same address, strides and element size: no element
 * may read bytes another element writes.  N elements in sim_a2a3_elems
 * (off[0] dst, off[1] src). */
SIM_A2A3_FN void sim_a2a3_cv_overlap(const char *nm, size_t n, unsigned dsz, unsigned ssz,
                                     const uint32_t *elo, const uint32_t *ehi)
{
    const uint32_t *owner = sim_a2a3_dst_owners.owner, *owner_gen = sim_a2a3_dst_owners.owner_gen;
    size_t e;
    uint32_t b, gen;
    if (!(elo[1] < ehi[0] && elo[0] < ehi[1]))
        return;
    gen = sim_a2a3_mark_dst(n, dsz);
    for (e = 0; e < n; e++)
        for (b = sim_a2a3_elems.v[e].off[1]; b < sim_a2a3_elems.v[e].off[1] + ssz; b++)
            if (owner_gen[b] == gen && owner[b] != e)
                sim_fail(nm, "src UB [0x%x, 0x%x) overlaps dst UB [0x%x, 0x%x) at other elements: "
                             "element %zu reads UB 0x%x, which element %u writes (in place needs "
                             "the same address, strides and element size)",
                         elo[1], ehi[1], elo[0], ehi[0], e, b, owner[b]);
}

/* Every vconv_*: (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep) in P
 * (SIM_A2A3_P_*).  A repeat is 256 bytes of the wider side: E = 256 /
 * max(sizes) elements; element k of a repeat sits at k * size from the
 * repeat's start on each side (block strides must be 1 when the sizes
 * differ), and the mask, or the counter-mode count, counts elements. */
SIM_A2A3_FN void sim_a2a3_vconv(int insn, int dk, const void *d, int sk, const void *s,
                                const int64_t *p)
{
    static const char *const pn[] = {"repeat", "dstBlockStride", "srcBlockStride", "",
                                     "dstRepeatStride", "srcRepeatStride", ""};
    const char *nm = sim_iname[insn];
    const struct sim_a2a3_cv *cv = sim_a2a3_cv_of(insn);
    const void *ptr[2] = {d, s};
    static const char *const on[] = {"dst", "src"};
    uint32_t base[2], elo[2] = {UINT32_MAX, UINT32_MAX}, ehi[2] = {0, 0}, cur;
    unsigned dsz, ssz, E, B[2], sz[2];
    int64_t blk[2], rep[2];
    uint64_t total, k, repeats;
    size_t n = 0, e;
    int i, sat = 0;
    char where[96];

    sim_a2a3_vector_state(nm);
    for (i = 0; i < 7; i++)
        if (*pn[i] && (p[i] < 0 || p[i] > 255))
            sim_fail(nm, "%s %lld is out of range [0, 255] (8-bit field)", pn[i], (long long)p[i]);
    if (dk != cv->dk || sk != cv->sk)
        sim_fail(nm, "%s points to %s and %s to %s; %s converts %s to %s",
                 dk != cv->dk ? "dst" : "src", sim_kname[dk != cv->dk ? dk : sk],
                 dk != cv->dk ? "src" : "dst", sim_kname[dk != cv->dk ? sk : dk], nm,
                 sim_kname[cv->sk], sim_kname[cv->dk]);
    sz[0] = dsz = sim_ksize[dk];
    sz[1] = ssz = sim_ksize[sk];
    E = 256 / (dsz > ssz ? dsz : ssz);
    blk[0] = p[SIM_A2A3_P_DB], rep[0] = p[SIM_A2A3_P_DR];
    blk[1] = p[SIM_A2A3_P_S0B], rep[1] = p[SIM_A2A3_P_S0R];
    if (dsz != ssz && (blk[0] != 1 || blk[1] != 1))
        sim_fail(nm, "block strides (dst %lld, src %lld) other than 1 are not simulated for a "
                     "conversion between %u- and %u-byte elements (pto-isa's a2a3/TCvt.hpp "
                     "passes 1)",
                 (long long)blk[0], (long long)blk[1], ssz, dsz);
    for (i = 0; i < 2; i++) {
        B[i] = 32 / sz[i];
        base[i] = sim_off(ptr[i], nm, on[i]);
        if (base[i] % 32)
            sim_fail(nm, "%s UB address 0x%x is not 32-byte aligned", on[i], base[i]);
    }
    if (cv->sat_dep)
        sat = !sim_ctrl_bit(nm, SIM_A2A3_SAT_BIT, SIM_A2A3_CTRL_UNKNOWN,
                            "SAT_MODE_BIT: 0 saturates, 1 keeps the low bits");
    if (cv->deq) {
        if (!sim_a2a3_st.deq_set)
            sim_fail(nm, "DEQSCALE was never set (set_deqscale) on this core");
        if (!sim_ordered(PIPE_V, PIPE_V, sim_a2a3_st.deq_wseq, 0))
            sim_fail(nm, "reads DEQSCALE set by set_deqscale without pipe_barrier(PIPE_V) in "
                         "between");
    }

    /* the elements, in instruction order */
    total = sim_a2a3_total(nm, p[0], E);
    sim_a2a3_elems_reserve(total);
    for (k = 0; k < total; k++) {
        uint64_t r = k / E, idx = k % E;
        struct sim_a2a3_elem *el;
        if (!sim_a2a3_lane_on(idx))
            continue;
        el = &sim_a2a3_elems.v[n++];
        el->bit = (uint32_t)k;
        for (i = 0; i < 2; i++) {
            uint64_t o = base[i] + r * (uint64_t)rep[i] * 32 +
                         (idx / B[i]) * (uint64_t)blk[i] * 32 + (idx % B[i]) * sz[i];
            if (o + sz[i] > SIM_UB_BYTES)
                sim_fail(nm,
                         "%s element %llu (repeat %llu) at UB 0x%llx lies beyond the %d KiB UB "
                         "[0x0, 0x%x) (%s at 0x%x)",
                         on[i], (unsigned long long)idx, (unsigned long long)r,
                         (unsigned long long)o, SIM_UB_BYTES / 1024, SIM_UB_BYTES, on[i], base[i]);
            el->off[i] = (uint32_t)o;
            if (o < elo[i])
                elo[i] = (uint32_t)o;
            if (o + sz[i] > ehi[i])
                ehi[i] = (uint32_t)(o + sz[i]);
        }
    }
    repeats = sim_a2a3_st.mode == 2 ? (total + E - 1) / E : (uint64_t)p[0];
    for (i = 0; i < 2; i++)
        sim_region_check(nm, on[i], elo[i], ehi[i]);
    sim_a2a3_cv_overlap(nm, n, dsz, ssz, elo, ehi);

    /* hazards: src read, dst written */
    cur = ++sim_core.seq[PIPE_V];
    for (e = 0; e < n; e++)
        sim_seg_add(sim_a2a3_elems.v[e].off[1], sim_a2a3_elems.v[e].off[1] + ssz, 0);
    for (e = 0; e < n; e++)
        sim_seg_add(sim_a2a3_elems.v[e].off[0], sim_a2a3_elems.v[e].off[0] + dsz, 1);
    sim_a2a3_scratch_data(insn);
    sim_track(PIPE_V, insn, cur, NULL);

    /* the values */
    for (e = 0; e < n; e++) {
        const struct sim_a2a3_elem *el = &sim_a2a3_elems.v[e];
        uint32_t a = sim_a2a3_ldn(el->off[1], ssz), r = 0;
        int err;
        if (cv->deq) {
            /* scale 1.0 (set_deqscale accepts no other): the value itself */
            double v;
            err = sim_round_fmt((double)sim_kind_ival(SIM_K_I32, a), SIM_K_F16, SIM_RND_R, &v) ||
                          v != (double)sim_kind_ival(SIM_K_I32, a)
                      ? SIM_CVT_INEXACT
                      : SIM_CVT_OK;
            if (!err)
                r = sim_fbits(SIM_K_F16, v);
        } else {
            err = sim_cvt_elem(sk, a, dk, cv->mode, sat, 0, &r);
        }
        if (err) {
            snprintf(where, sizeof where, "src element %llu (repeat %llu) at UB 0x%x",
                     (unsigned long long)(el->bit % E), (unsigned long long)(el->bit / E),
                     el->off[1]);
            sim_cvt_fail(nm, err, sk, a, dk, where);
        }
        sim_a2a3_stn(el->off[0], dsz, r);
    }
    if (cv->deq)
        sim_a2a3_st.deq_rseq = cur;
    sim_a2a3_vcost(insn, 1, repeats);
}

/* set_deqscale(scale): DEQSCALE for vconv_deq, a vector instruction (CANN:
 * PIPE_V), so vconv_deq needs a pipe_barrier(PIPE_V) after it, as
 * pto-isa's TCvt puts one.  Only 1.0, TCvt's value, is simulated. */
SIM_A2A3_FN void set_deqscale(half scale)
{
    const char *nm = "set_deqscale";
    uint16_t bits;
    uint32_t cur;
    memcpy(&bits, &scale, sizeof bits);
    sim_enter(nm);
    sim_vector_may_issue(nm);
    if (bits != 0x3c00u)
        sim_fail(nm, "scale %g is not simulated (pto-isa's TCvt sets 1.0 for int32_t -> half)",
                 (double)scale);
    cur = ++sim_core.seq[PIPE_V];
    /* rewriting the value a vconv_deq may still read is harmless (pto-isa's
     * TCvt sets 1.0 again for every row, with no barrier before it); a new
     * value would need one (only 1.0 is simulated, so this cannot happen
     * yet) */
    if (sim_a2a3_st.deq_set && bits != sim_a2a3_st.deq_bits && sim_a2a3_st.deq_rseq &&
        !sim_ordered(PIPE_V, PIPE_V, sim_a2a3_st.deq_rseq, cur))
        sim_fail(nm, "overwrites DEQSCALE still read by vconv_deq without pipe_barrier(PIPE_V) in "
                     "between");
    sim_a2a3_st.deq_set = 1;
    sim_a2a3_st.deq_bits = bits;
    sim_a2a3_st.deq_wseq = cur;
    sim_a2a3_vcost(SIM_I_SETDEQ, 1, 1);
}

/* (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep), as pto-isa's
 * a2a3/TCvt.hpp calls every one of them */
#define SIM_CV_(id, d, s, n, db, sb, dr, sr)                                                   \
    sim_a2a3_vconv(SIM_I_##id, SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s), \
                   SIM_A2A3_P7(n, db, sb, -1, dr, sr, -1))
#define vconv_f322f16r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16R, d, s, n, db, sb, dr, sr)
#define vconv_f322f16a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16A, d, s, n, db, sb, dr, sr)
#define vconv_f322f16f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16F, d, s, n, db, sb, dr, sr)
#define vconv_f322f16c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16C, d, s, n, db, sb, dr, sr)
#define vconv_f322f16z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16Z, d, s, n, db, sb, dr, sr)
#define vconv_f322f16o(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F16O, d, s, n, db, sb, dr, sr)
#define vconv_f322f32r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F32R, d, s, n, db, sb, dr, sr)
#define vconv_f322f32a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F32A, d, s, n, db, sb, dr, sr)
#define vconv_f322f32f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F32F, d, s, n, db, sb, dr, sr)
#define vconv_f322f32c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F32C, d, s, n, db, sb, dr, sr)
#define vconv_f322f32z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322F32Z, d, s, n, db, sb, dr, sr)
#define vconv_f322s32r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S32R, d, s, n, db, sb, dr, sr)
#define vconv_f322s32a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S32A, d, s, n, db, sb, dr, sr)
#define vconv_f322s32f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S32F, d, s, n, db, sb, dr, sr)
#define vconv_f322s32c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S32C, d, s, n, db, sb, dr, sr)
#define vconv_f322s32z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S32Z, d, s, n, db, sb, dr, sr)
#define vconv_f322s16r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S16R, d, s, n, db, sb, dr, sr)
#define vconv_f322s16a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S16A, d, s, n, db, sb, dr, sr)
#define vconv_f322s16f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S16F, d, s, n, db, sb, dr, sr)
#define vconv_f322s16c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S16C, d, s, n, db, sb, dr, sr)
#define vconv_f322s16z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322S16Z, d, s, n, db, sb, dr, sr)
#define vconv_f322bf16r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322BF16R, d, s, n, db, sb, dr, sr)
#define vconv_f322bf16a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322BF16A, d, s, n, db, sb, dr, sr)
#define vconv_f322bf16f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322BF16F, d, s, n, db, sb, dr, sr)
#define vconv_f322bf16c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322BF16C, d, s, n, db, sb, dr, sr)
#define vconv_f322bf16z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F322BF16Z, d, s, n, db, sb, dr, sr)
#define vconv_f162s32r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S32R, d, s, n, db, sb, dr, sr)
#define vconv_f162s32a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S32A, d, s, n, db, sb, dr, sr)
#define vconv_f162s32f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S32F, d, s, n, db, sb, dr, sr)
#define vconv_f162s32c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S32C, d, s, n, db, sb, dr, sr)
#define vconv_f162s32z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S32Z, d, s, n, db, sb, dr, sr)
#define vconv_f162s16r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S16R, d, s, n, db, sb, dr, sr)
#define vconv_f162s16a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S16A, d, s, n, db, sb, dr, sr)
#define vconv_f162s16f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S16F, d, s, n, db, sb, dr, sr)
#define vconv_f162s16c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S16C, d, s, n, db, sb, dr, sr)
#define vconv_f162s16z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S16Z, d, s, n, db, sb, dr, sr)
#define vconv_f162s8r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S8R, d, s, n, db, sb, dr, sr)
#define vconv_f162s8a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S8A, d, s, n, db, sb, dr, sr)
#define vconv_f162s8f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S8F, d, s, n, db, sb, dr, sr)
#define vconv_f162s8c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S8C, d, s, n, db, sb, dr, sr)
#define vconv_f162s8z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162S8Z, d, s, n, db, sb, dr, sr)
#define vconv_f162u8r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162U8R, d, s, n, db, sb, dr, sr)
#define vconv_f162u8a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162U8A, d, s, n, db, sb, dr, sr)
#define vconv_f162u8f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162U8F, d, s, n, db, sb, dr, sr)
#define vconv_f162u8c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162U8C, d, s, n, db, sb, dr, sr)
#define vconv_f162u8z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162U8Z, d, s, n, db, sb, dr, sr)
#define vconv_bf162s32r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162S32R, d, s, n, db, sb, dr, sr)
#define vconv_bf162s32a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162S32A, d, s, n, db, sb, dr, sr)
#define vconv_bf162s32f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162S32F, d, s, n, db, sb, dr, sr)
#define vconv_bf162s32c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162S32C, d, s, n, db, sb, dr, sr)
#define vconv_bf162s32z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162S32Z, d, s, n, db, sb, dr, sr)
#define vconv_s162f16(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16, d, s, n, db, sb, dr, sr)
#define vconv_s162f16r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16R, d, s, n, db, sb, dr, sr)
#define vconv_s162f16a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16A, d, s, n, db, sb, dr, sr)
#define vconv_s162f16f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16F, d, s, n, db, sb, dr, sr)
#define vconv_s162f16c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16C, d, s, n, db, sb, dr, sr)
#define vconv_s162f16z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F16Z, d, s, n, db, sb, dr, sr)
#define vconv_s322f32(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32, d, s, n, db, sb, dr, sr)
#define vconv_s322f32r(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32R, d, s, n, db, sb, dr, sr)
#define vconv_s322f32a(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32A, d, s, n, db, sb, dr, sr)
#define vconv_s322f32f(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32F, d, s, n, db, sb, dr, sr)
#define vconv_s322f32c(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32C, d, s, n, db, sb, dr, sr)
#define vconv_s322f32z(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322F32Z, d, s, n, db, sb, dr, sr)
#define vconv_f162f32(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_F162F32, d, s, n, db, sb, dr, sr)
#define vconv_bf162f32(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_BF162F32, d, s, n, db, sb, dr, sr)
#define vconv_s162f32(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S162F32, d, s, n, db, sb, dr, sr)
#define vconv_s82f16(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S82F16, d, s, n, db, sb, dr, sr)
#define vconv_u82f16(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_U82F16, d, s, n, db, sb, dr, sr)
#define vconv_s322s16(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_S322S16, d, s, n, db, sb, dr, sr)
#define vconv_deq(d, s, n, db, sb, dr, sr) SIM_CV_(VCONV_DEQ, d, s, n, db, sb, dr, sr)

#endif /* PTOGEN_SIM_A2A3_H */
