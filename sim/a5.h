/* sim/a5.h - a strict C simulation of the A5 register-model intrinsics that
 * ptogen's a5 templates emit.  Header-only: include it once per translation
 * unit, before the generated kernel, and compile with cc -std=gnu11 (or as
 * C++, g++ -std=gnu++17: the C++-only alternatives sit under
 * #ifdef __cplusplus).  See sim/README.md for the model, the checks and the cycle model.  What it
 * shares with sim/a2a3.h is in sim/common.h.
 *
 * Every violation prints "sim: <instruction>: <what is wrong>" to stderr
 * and exits with status 70.
 */
#ifndef PTOGEN_SIM_A5_H
#define PTOGEN_SIM_A5_H

#ifdef PTOGEN_SIM_A2A3_H
#error "sim/a2a3.h and sim/a5.h cannot share a translation unit"
#endif

#define SIM_UB_BYTES (256 * 1024)
#define SIM_V_IN_ORDER 1
#define SIM_V_FIX "mem_bar(VST_VLD) in between in the same __VEC_SCOPE__"
#include "common.h"

#define SIM_A5_FN SIM_FN

/* distribution, mode and pattern tokens */
enum sim_a5_dist_token {
    NORM = 0x100, US, DS,                    /* vlds / plds distributions */
    NORM_B8 = 0x110, NORM_B16, NORM_B32,     /* vsts distributions */
    PK = 0x118,                              /* psts distribution */
    MODE_ZEROING = 0x120, MODE_MERGING,      /* inactive lanes: 0 / kept */
    POST_UPDATE = 0x130,                     /* plt_b*, vlds, vsts */
    LOWER = 0x140, HIGHER,                   /* punpack */
    PAT_ALL = 0x150, PAT_ALLF,               /* pset_b* */
    VST_VLD = 0x160                          /* mem_bar */
};
/* conversion tokens (vcvt, vtrc) and the mixed-width distributions */
enum sim_a5_cvt_token {
    ROUND_R = 0x170, ROUND_A, ROUND_F, ROUND_C, ROUND_Z, ROUND_O, /* SIM_RND_* order */
    RS_ENABLE = 0x180, RS_DISABLE,           /* saturate / not (when CTRL bit 60 is 0) */
    PART_EVEN = 0x190, PART_ODD,             /* the half-lanes a 2:1 vcvt reads or writes */
    PART_P0 = 0x198, PART_P1, PART_P2, PART_P3, /* the quarter-lanes a 1:4 vcvt reads */
    UNPK_B8 = 0x1a0, UNPK_B16,               /* vlds: 128 bytes, element j to lane 2j */
    UNPK4_B8,                                /* vlds: 64 bytes, element j to lane 4j */
    PK_B16 = 0x1a8, PK_B32,                  /* vsts: the low half of each b16 / b32 lane */
    PK4_B32                                  /* vsts: the low byte of each b32 lane */
};
/* the reduction and broadcast forms (pto-isa's a5/TRowReduce.hpp,
 * TRowExpand.hpp, TRowExpandBinOp.hpp: DIST_ONEPT_B16/B32 there; its
 * a5/utils.hpp GetDistVst gives DIST_ONEPT_B8 for 1-byte data) */
enum sim_a5_red_token {
    BLK = 0x1b0, E2B_B16, E2B_B32,           /* vlds: one block to all 8; 8 elements to 8 blocks */
    ONEPT_B16 = 0x1b8, ONEPT_B32, ONEPT_B8,  /* vsts: lane 0 only, the predicate ignored */
    POS_LOWEST = 0x1c0, POS_HIGHEST          /* vdup of a register lane */
};
/* vci's order (pto-isa's a5/TTri.hpp passes INC_ORDER) */
enum sim_a5_order_token { INC_ORDER = 0x1d0, DEC_ORDER };
#define SIM_A5_MODE_UNSPECIFIED 0 /* operand omitted: inactive lanes undefined */

enum {
    SIM_A5_UB_BYTES = SIM_UB_BYTES,
    SIM_A5_VL = 256,          /* bytes per vector register */
    SIM_A5_NREF = 16,         /* distinct loads a register's lanes can come from */
    SIM_A5_NLOADS = 4096,     /* load records kept for provenance */
    SIM_A5_NVREG = 32,        /* vector registers per vector function */
    SIM_A5_NPREG = 8,         /* predicate registers per vector function */
};

/* CTRL at kernel entry (CANN's SetCtrlSpr table for Ascend 950): bit 60 =
 * 1 (saturation set globally by the CTRL bits, not per instruction), bit
 * 59 = 0 (float -> int and int -> int conversions saturate); bit 48 (float
 * conversions and half arithmetic: 0 saturates inf and NaN) is 0 after
 * reset, but the runtime's Inf/NaN overflow mode keeps inf and NaN, so its
 * value at entry is taken as not documented: a conversion that depends on
 * it needs the kernel to set it.  The value kept is 1 (Inf/NaN). */
#define SIM_A5_CTRL_ENTRY ((uint64_t)1 << 60 | (uint64_t)1 << 48)
#define SIM_A5_CTRL_UNKNOWN ((uint64_t)1 << 48)

/* register names by element kind */
static const char *const sim_a5_rname[] = {
    "an unsupported type", "vector_s8", "vector_u8", "vector_s16", "vector_u16", "vector_s32",
    "vector_u32", "vector_f16", "vector_bf16", "vector_f32", "?", "vector_bool"};

/* ---- registers ---------------------------------------------------------------- */

/* Every register carries, besides its 256 bytes of lanes, the cycle at which
 * its value is ready and the provenance of each lane: which loads (vlds or
 * plds records, ref[]) its value depends on, as a bit set over ref[] per
 * element lane (per byte lane for vector_bool).  Provenance lets the
 * simulator report a pipe hazard on a loaded lane only when that lane
 * reaches UB through vsts, so the unused tail of a 256-byte vlds is free. */
struct sim_a5_meta {
    double ready;
    uint64_t val; /* the value's stamp: sim_a5_def (scope << 32 | index + 1) */
    uint32_t ref[SIM_A5_NREF];
    uint8_t nref;
    uint16_t m[SIM_A5_VL];
};
/* the refs in use (a register never written holds garbage) */
#define SIM_A5_NREF_OF(mp)                                                                  \
    ((unsigned)((mp)->nref < SIM_A5_NREF ? (mp)->nref : (unsigned)SIM_A5_NREF))
#define SIM_A5_VREG(name, T)                                                                \
    typedef struct {                                                                        \
        T v[SIM_A5_VL / sizeof(T)];                                                         \
        struct sim_a5_meta meta;                                                            \
    } name
SIM_A5_VREG(vector_s8, int8_t);
SIM_A5_VREG(vector_u8, uint8_t);
SIM_A5_VREG(vector_s16, int16_t);
SIM_A5_VREG(vector_u16, uint16_t);
SIM_A5_VREG(vector_s32, int32_t);
SIM_A5_VREG(vector_u32, uint32_t);
SIM_A5_VREG(vector_f16, half);
SIM_A5_VREG(vector_bf16, bfloat16_t);
SIM_A5_VREG(vector_f32, float);
/* Predicate: one flag per byte lane; an element of S bytes is active iff
 * the flag of its first byte lane is set.  width: the element size the
 * predicate was built for (1, 2, 4). */
typedef struct {
    uint8_t v[SIM_A5_VL];
    struct sim_a5_meta meta;
    uint8_t width;
} vector_bool;
SIM_STATIC_ASSERT(offsetof(vector_s16, meta) == SIM_A5_VL, "register layout");
SIM_STATIC_ASSERT(offsetof(vector_f32, meta) == SIM_A5_VL, "register layout");
SIM_STATIC_ASSERT(offsetof(vector_bf16, meta) == SIM_A5_VL, "register layout");
SIM_STATIC_ASSERT(offsetof(vector_bool, meta) == SIM_A5_VL, "register layout");

#ifdef __cplusplus
#include <type_traits>
/* C++ has no _Generic: one overload per register type, the template for
 * anything else (_Generic's default). */
template <class T> static constexpr int sim_a5_rkind_of(const T &) { return SIM_K_BAD; }
static constexpr int sim_a5_rkind_of(const vector_s8 &) { return SIM_K_I8; }
static constexpr int sim_a5_rkind_of(const vector_u8 &) { return SIM_K_U8; }
static constexpr int sim_a5_rkind_of(const vector_s16 &) { return SIM_K_I16; }
static constexpr int sim_a5_rkind_of(const vector_u16 &) { return SIM_K_U16; }
static constexpr int sim_a5_rkind_of(const vector_s32 &) { return SIM_K_I32; }
static constexpr int sim_a5_rkind_of(const vector_u32 &) { return SIM_K_U32; }
static constexpr int sim_a5_rkind_of(const vector_f16 &) { return SIM_K_F16; }
static constexpr int sim_a5_rkind_of(const vector_bf16 &) { return SIM_K_BF16; }
static constexpr int sim_a5_rkind_of(const vector_f32 &) { return SIM_K_F32; }
static constexpr int sim_a5_rkind_of(const vector_bool &) { return SIM_K_BOOL; }
/* The compiler's 64-bit registers and its address register: distinct
 * types pto-isa's a5/datatype.hpp and common.hpp name (RegTensor<int64_t>,
 * AddrReg); no instruction of the simulator takes them, so a kernel
 * using one does not compile. */
struct vector_s64;
struct vector_u64;
struct vector_address;
/* A register operand, as the compiler's overload resolution binds it: a
 * register itself, or an object that converts to a reference to exactly
 * one register type (pto-isa's RegTensor<T>, a5/common.hpp, converts to
 * its vector_<t> member); anything else passes through, and the
 * instruction reports it as not a register. */
template <class X, class R, class... Rs> struct sim_a5_reg_of {
    using type = typename std::conditional<std::is_convertible<X &, R &>::value, R,
                                           typename sim_a5_reg_of<X, Rs...>::type>::type;
};
template <class X, class R> struct sim_a5_reg_of<X, R> {
    using type = typename std::conditional<std::is_convertible<X &, R &>::value, R, X>::type;
};
template <class X>
using sim_a5_reg_t = typename sim_a5_reg_of<X, vector_s8, vector_u8, vector_s16, vector_u16, vector_s32,
                                            vector_u32, vector_f16, vector_bf16, vector_f32,
                                            vector_bool>::type;
template <class X> static inline sim_a5_reg_t<typename std::remove_reference<X>::type> &sim_a5_reg(X &&x)
{
    return x;
}
#define SIM_A5_R(r) sim_a5_reg(r)
#define SIM_A5_RKIND(r) sim_a5_rkind_of(sim_a5_reg(r))
#else
#define SIM_A5_R(r) (r)
#define SIM_A5_RKIND(r)                                                                    \
    _Generic((r), vector_s8: SIM_K_I8, vector_u8: SIM_K_U8,                                \
             vector_s16: SIM_K_I16, vector_u16: SIM_K_U16,                                 \
             vector_s32: SIM_K_I32, vector_u32: SIM_K_U32,                                 \
             vector_f16: SIM_K_F16, vector_bf16: SIM_K_BF16,                               \
             vector_f32: SIM_K_F32, vector_bool: SIM_K_BOOL, default: SIM_K_BAD)
#endif

/* issue→result latency per instruction, from costs.h */
#define SIM_A5_LAT_ROW(id, name, cycles) SIM_ITABLE_SET(id, cycles)
SIM_ITABLE(double, sim_a5_lat, SIM_A5_LATENCIES, SIM_A5_LAT_ROW)
#undef SIM_A5_LAT_ROW

/* ---- state ------------------------------------------------------------------ */

/* One vlds or plds: where it read, and which of its bytes were read too
 * early (a hazard that becomes an error once such a byte reaches UB).  A
 * record may also be a view of a load whose lanes an instruction moved
 * (pdintlv_b8, pintlv_b16 shift them: sim_a5_view; vcvt, UNPK loads
 * spread them): its own voff, vshift, vmul. */
struct sim_a5_load {
    uint32_t id, base, seq;
    uint16_t nbytes;
    uint8_t is_mask, esize, name;
    uint8_t hz_pipe, hz_name, any_hz;
    uint8_t hz[SIM_A5_VL / 8];
    /* where lane i of a register holding this load's value came from:
     * bytes base + voff + (i >> vshift) * vmul, vwidth of them (a mask
     * load: bit voff + (i >> vshift) * vmul).  A plain load maps lane i to
     * its own element; a conversion that moves lanes (vcvt with PART_*,
     * UNPK loads) derives a record with the moved mapping. */
    int32_t voff;
    uint16_t vmul;
    uint8_t vshift;
    uint16_t vwidth; /* up to a whole vector: sim_a5_span_refs */
};
static struct sim_a5_load sim_a5_loads[SIM_A5_NLOADS];

static struct {
    int in_scope;
    uint32_t next_load;
    double slot;       /* next vector issue slot inside a scope */
    double vmax;       /* latest result / store completion in the scope */
    double store_done; /* latest vsts completion in the scope */
    int last_mem;      /* previous issue was a load that can pair (model.h) */
} sim_a5_st;

/* The MTE loop registers of one copy direction ([0] outtoub: GM -> UB,
 * [1] ubtoout: UB -> GM), as pto-isa programs them (a5/TLoad.hpp,
 * a5/TStore.hpp): a copy's nBurst bursts run loop1 x loop2 times, the
 * i1-th repeat shifted by i1 times the loop1 strides, the i2-th by i2
 * times the loop2 strides.  Strides: UB bytes in bits [60:40], GM bytes in
 * [39:0]; size: loop1 in [20:0], loop2 in [42:21].  They are core state,
 * not kernel state: sim_a5_begin() leaves what the previous kernel on the
 * core set, so a kernel must set them before its first copy. */
static struct {
    uint64_t stride[2]; /* loop1, loop2 */
    uint64_t size;
    uint32_t gen[3];    /* kernel that last set stride[0], stride[1], size; 0: never */
} sim_a5_loop[2];
static uint32_t sim_a5_kernel_gen; /* counts sim_a5_begin() calls */

/* Counters since sim_a5_reset(). */
struct sim_a5_counters {
    double cycles;               /* modeled kernel time: slowest core */
    double core_cycles;          /* sum over simulated cores */
    double busy[SIM_NPIPE];      /* busy cycles per pipe, summed over cores */
    uint64_t cores, scopes, vec_insns, vlds, vsts, set_flags, mte2_bytes, mte3_bytes;
    uint64_t prov_dropped;       /* lanes whose provenance overflowed SIM_A5_NREF */
};
static struct sim_a5_counters sim_a5_counters;

SIM_A5_FN double sim_a5_cycles(void)
{
    return sim_a5_counters.cycles;
}

SIM_A5_FN void sim_a5_report(FILE *f)
{
    const struct sim_a5_counters *c = &sim_a5_counters;
    sim_report_head(f, "a5", c->cycles, c->cores, c->core_cycles, c->busy);
    fprintf(f, "%llu scopes, %llu vector insns (%llu vlds, %llu vsts), %llu set_flag, %llu+%llu MTE "
               "bytes\n",
            (unsigned long long)c->scopes, (unsigned long long)c->vec_insns,
            (unsigned long long)c->vlds, (unsigned long long)c->vsts,
            (unsigned long long)c->set_flags, (unsigned long long)c->mte2_bytes,
            (unsigned long long)c->mte3_bytes);
}

/* Entry of an instruction that must be inside (INSIDE) or outside a
 * __VEC_SCOPE__; outside, scalar stores since the last intrinsic are
 * accounted. */
SIM_A5_FN void sim_a5_need_scope(const char *insn, int inside)
{
    sim_need_kernel(insn);
    if (inside && !sim_a5_st.in_scope)
        sim_fail(insn, "vector-function instruction outside __VEC_SCOPE__");
    if (!inside && sim_a5_st.in_scope)
        sim_fail(insn, "not allowed inside __VEC_SCOPE__");
    if (!inside)
        sim_scalar_sync(insn);
}

/* ---- flags and barriers ------------------------------------------------------------ */

SIM_A5_FN void set_flag(pipe_t src, pipe_t dst, event_t ev)
{
    sim_a5_need_scope("set_flag", 0);
    sim_check_flag("set_flag", (int)src, (int)dst, (int)ev);
    if (src == PIPE_S)
        sim_scalar_charge(sim_a5_counters.busy);
    sim_flag_set((int)src, (int)dst, (int)ev, sim_core.t[src]);
    sim_a5_counters.set_flags++;
}

SIM_A5_FN void wait_flag(pipe_t src, pipe_t dst, event_t ev)
{
    sim_a5_need_scope("wait_flag", 0);
    sim_flag_wait((int)src, (int)dst, (int)ev);
}

SIM_A5_FN void pipe_barrier(pipe_t pipe)
{
    sim_a5_need_scope("pipe_barrier", 0);
    sim_check_barrier((int)pipe);
    if (pipe == PIPE_V)
        sim_barrier_v();
    else if (pipe == PIPE_ALL)
        sim_barrier_all(0);
}

/* A2/A3 mask state has no meaning on A5: accepted and ignored. */
SIM_A5_FN void set_mask_norm(void)
{
}
SIM_A5_FN void set_vector_mask(uint64_t hi, uint64_t lo)
{
    (void)hi;
    (void)lo;
}

/* ---- lifecycle ----------------------------------------------------------------------- */

SIM_A5_FN void sim_a5_reset(void)
{
    memset(&sim_a5_counters, 0, sizeof sim_a5_counters);
    memset(&sim_a5_st, 0, sizeof sim_a5_st);
    sim_core_reset();
}

/* A new simulated core: its own UB (filled with garbage), flags and state. */
SIM_A5_FN void sim_a5_begin(void)
{
    sim_core_begin("sim_a5_begin", "sim_a5_end");
    sim_a5_kernel_gen++; /* sim_a5_loop persists: it is the core's */
    memset(&sim_a5_st, 0, sizeof sim_a5_st);
    memset(sim_a5_loads, 0, sizeof sim_a5_loads);
    sim_ctrl_begin(SIM_A5_CTRL_ENTRY);
}

SIM_A5_FN void sim_a5_end(void)
{
    sim_need_kernel("sim_a5_end");
    sim_scalar_charge(sim_a5_counters.busy);
    if (sim_a5_st.in_scope)
        sim_fail("sim_a5_end", "kernel returned inside __VEC_SCOPE__");
    sim_core_end_checks("sim_a5_end");
    sim_ctrl_end("sim_a5_end");
    sim_core_finish(0, &sim_a5_counters.cycles, &sim_a5_counters.core_cycles,
                    &sim_a5_counters.cores);
}

/* ---- live registers ------------------------------------------------------------------ */

/* The register file: 32 vector and 8 predicate registers per vector
 * function (CANN's RegTensor.md and MaskReg.md for Ascend 950; see
 * README, "Live registers").  Every value an instruction writes to a
 * register gets a stamp in its meta (copied along with the register); the
 * scope's instructions are numbered in issue order.  A value occupies a
 * register from the instruction that writes it to the last one that reads
 * it (not counting that one: a destination may be a source's register),
 * at least past its own instruction.  At the end of the scope, more than
 * 32 vector or 8 predicate values live at one point of the executed
 * sequence is an error: they cannot all be in registers, whatever the
 * allocation.  Alignment registers (vector_align) are not counted. */
struct sim_a5_value {
    uint32_t start, end; /* gaps [start, end): gap g follows instruction g */
    uint8_t pred;
};
static struct {
    uint32_t gen;      /* scope number: stamps of other scopes are stale */
    uint32_t n, cap_n; /* instructions issued in this scope */
    uint16_t *insn;    /* their SIM_I_* */
    uint32_t nval, cap_val;
    struct sim_a5_value *val;
} sim_a5_live;

SIM_A5_FN void *sim_a5_grow(void *p, uint32_t *cap, size_t size)
{
    uint32_t c = *cap ? *cap * 2 : 1024;
    p = realloc(p, (size_t)c * size);
    if (!p)
        sim_fail("__VEC_SCOPE__", "out of memory counting live registers");
    *cap = c;
    return p;
}

SIM_A5_FN void sim_a5_live_begin(void)
{
    sim_a5_live.gen++;
    sim_a5_live.n = sim_a5_live.nval = 0;
}

/* an instruction issues (sim_a5_issue) */
SIM_A5_FN void sim_a5_live_issue(int insn)
{
    if (!sim_a5_st.in_scope)
        return;
    if (sim_a5_live.n == sim_a5_live.cap_n)
        sim_a5_live.insn = (uint16_t *)sim_a5_grow(sim_a5_live.insn, &sim_a5_live.cap_n,
                                                   sizeof *sim_a5_live.insn);
    sim_a5_live.insn[sim_a5_live.n++] = (uint16_t)insn;
}

/* The stamp of a new value the instruction just issued writes into a
 * register (a predicate if PRED): its meta's val. */
SIM_A5_FN uint64_t sim_a5_def(int pred)
{
    struct sim_a5_value *v;
    uint32_t t = sim_a5_live.n ? sim_a5_live.n - 1 : 0;
    if (!sim_a5_st.in_scope)
        return 0;
    if (sim_a5_live.nval == sim_a5_live.cap_val)
        sim_a5_live.val = (struct sim_a5_value *)sim_a5_grow(
            sim_a5_live.val, &sim_a5_live.cap_val, sizeof *sim_a5_live.val);
    v = &sim_a5_live.val[sim_a5_live.nval++];
    v->start = t;
    v->end = t + 1;
    v->pred = (uint8_t)pred;
    return (uint64_t)sim_a5_live.gen << 32 | sim_a5_live.nval;
}

/* M is read by the instruction about to issue */
SIM_A5_FN void sim_a5_use(const struct sim_a5_meta *m)
{
    uint64_t i = m->val & 0xffffffffu;
    if (sim_a5_st.in_scope && m->val >> 32 == sim_a5_live.gen && i && i <= sim_a5_live.nval &&
        sim_a5_live.val[i - 1].end < sim_a5_live.n)
        sim_a5_live.val[i - 1].end = sim_a5_live.n;
}

SIM_A5_FN void sim_a5_live_end(void)
{
    static const char *const what[2] = {"vector", "predicate"};
    static const unsigned limit[2] = {SIM_A5_NVREG, SIM_A5_NPREG};
    uint32_t n = sim_a5_live.n + 1, i, g;
    int k;
    int32_t *d = (int32_t *)calloc((size_t)2 * (n + 1), sizeof *d);
    if (!d)
        sim_fail("__VEC_SCOPE__", "out of memory counting live registers");
    for (i = 0; i < sim_a5_live.nval; i++) {
        const struct sim_a5_value *v = &sim_a5_live.val[i];
        d[v->pred * (n + 1) + v->start]++;
        d[v->pred * (n + 1) + (v->end < n ? v->end : n)]--;
    }
    for (k = 0; k < 2; k++) {
        int32_t live = 0;
        for (g = 0; g < n; g++) {
            live += d[k * (n + 1) + g];
            if (live > (int32_t)limit[k]) {
                unsigned l = (unsigned)live;
                free(d);
                sim_fail("__VEC_SCOPE__",
                         "%u %s registers live at once after instruction %u of the scope (%s); "
                         "the A5 has %u per vector function (the compiler would spill to UB, "
                         "which is not modeled)",
                         l, what[k], g + 1, sim_iname[sim_a5_live.insn[g]], limit[k]);
            }
        }
    }
    free(d);
}

/* ---- __VEC_SCOPE__ ---------------------------------------------------------------------- */

SIM_A5_FN int sim_a5_scope_begin(void)
{
    sim_need_kernel("__VEC_SCOPE__");
    if (sim_a5_st.in_scope)
        sim_fail("__VEC_SCOPE__", "nested __VEC_SCOPE__");
    sim_scalar_sync("__VEC_SCOPE__");
    sim_vector_may_issue("__VEC_SCOPE__");
    sim_a5_st.in_scope = 1;
    /* everything before the scope is ordered before it */
    sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
    sim_a5_st.slot = sim_a5_st.vmax = sim_a5_st.store_done = sim_core.t[PIPE_V];
    sim_a5_st.last_mem = 0;
    sim_a5_counters.scopes++;
    sim_a5_live_begin();
    return 1;
}

SIM_A5_FN int sim_a5_scope_end(void)
{
    double t = sim_a5_st.slot;
    sim_a5_live_end();
    if (sim_a5_st.vmax > t)
        t = sim_a5_st.vmax;
    if (sim_a5_st.store_done > t)
        t = sim_a5_st.store_done;
    sim_a5_counters.busy[PIPE_V] += t - sim_core.t[PIPE_V];
    sim_core.t[PIPE_V] = t;
    sim_a5_st.in_scope = 0;
    sim_scalar_sync("the end of __VEC_SCOPE__");
    return 0;
}

/* Usage: __VEC_SCOPE__ { ... }  (do not leave the braces with break/return) */
#define __VEC_SCOPE__                                                                       \
    for (int sim_vs_once_ = sim_a5_scope_begin(); sim_vs_once_;                            \
         sim_vs_once_ = sim_a5_scope_end())

SIM_A5_FN void mem_bar(int kind)
{
    sim_a5_need_scope("mem_bar", 1);
    if (kind != VST_VLD)
        sim_fail("mem_bar", "barrier kind %d is not simulated (VST_VLD is)", kind);
    sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
    if (sim_a5_st.store_done > sim_a5_st.slot)
        sim_a5_st.slot = sim_a5_st.store_done;
}

/* ---- issue timing --------------------------------------------------------------------- */

/* In-order issue, one instruction per cycle; a vlds/plds may pair with the
 * load before it, a vsts with the load before it (model.h's rule).  An
 * instruction starts when its operands are ready. */
SIM_A5_FN double sim_a5_issue(int insn, double operands_ready)
{
    int load = insn == SIM_I_VLDS || insn == SIM_I_PLDS || insn == SIM_I_VLDAS ||
               insn == SIM_I_VLDUS;
    enum sim_model_a5_class cls = load                                             ? SIM_MODEL_A5_LOAD
                                  : insn == SIM_I_VSTS || insn == SIM_I_PSTS ||
                                          insn == SIM_I_VSCATTER
                                      ? SIM_MODEL_A5_STORE
                                                                               : SIM_MODEL_A5_OTHER;
    sim_a5_counters.vec_insns++;
    sim_a5_live_issue(insn);
    return sim_model_a5_issue(&sim_a5_st.slot, &sim_a5_st.vmax, &sim_a5_st.last_mem, cls,
                              sim_a5_lat[insn], operands_ready);
}

SIM_A5_FN double sim_a5_ready(const struct sim_a5_meta *m)
{
    sim_a5_use(m);
    /* an unwritten register holds garbage: treat a nonsense time as 0 */
    return m->ready >= 0 && m->ready < 1e300 ? m->ready : 0;
}

/* ---- provenance ---------------------------------------------------------------------- */

SIM_A5_FN struct sim_a5_load *sim_a5_load_get(uint32_t id)
{
    struct sim_a5_load *l = &sim_a5_loads[id % SIM_A5_NLOADS];
    return id && l->id == id ? l : NULL;
}

/* map[j]: the index in OUT of IN's ref j (-1: dropped) */
SIM_A5_FN void sim_a5_map_refs(struct sim_a5_meta *out, const struct sim_a5_meta *in, int8_t *map)
{
    int j, k;
    for (j = 0; j < SIM_A5_NREF; j++)
        map[j] = -1;
    for (j = 0; j < in->nref && j < SIM_A5_NREF; j++) {
        for (k = 0; k < out->nref; k++)
            if (out->ref[k] == in->ref[j])
                break;
        if (k == out->nref) {
            if (out->nref == SIM_A5_NREF) {
                sim_a5_counters.prov_dropped++;
                continue;
            }
            out->ref[out->nref++] = in->ref[j];
        }
        map[j] = (int8_t)k;
    }
}

SIM_A5_FN uint16_t sim_a5_remap(uint16_t m, const int8_t *map)
{
    uint16_t r = 0;
    int j;
    for (j = 0; m; j++, m >>= 1)
        if ((m & 1u) && map[j] >= 0)
            r |= (uint16_t)(1u << map[j]);
    return r;
}

/* Bytes of UB that element lane I of load L read (a lane a view moves
 * outside the load is taken at its nearest end). */
SIM_A5_FN void sim_a5_lane_bytes(const struct sim_a5_load *l, unsigned i, uint32_t *lo,
                                 uint32_t *hi)
{
    int64_t at = (int64_t)l->voff + (int64_t)(i >> l->vshift) * l->vmul;
    int64_t top = l->is_mask ? 8 * (int64_t)l->nbytes - 1 : (int64_t)l->nbytes - l->vwidth;
    at = at < 0 ? 0 : at > top ? top : at; /* a garbage register's lanes stay in range */
    if (l->is_mask) {
        *lo = l->base + (uint32_t)(at / 8);
        *hi = *lo + 1;
    } else {
        *lo = l->base + (uint32_t)at;
        *hi = *lo + l->vwidth;
    }
}

/* Lane I of a value stored by vsts depends on load L: if any of the bytes
 * it read was read too early, fail; else record the read for the
 * write-after-read checks of later copies.  The stored lanes are j <
 * NLANES (active if ACT[j * ACT_STRIDE]), their provenance META->m[j *
 * STRIDE], their register lane j * LANE_MUL (2 for a PK store of a
 * 16-bit register: b32 lane j is its lane 2j). */
SIM_A5_FN void sim_a5_use_lane_x(const struct sim_a5_load *l, unsigned i, const uint8_t *act,
                                 unsigned act_stride, unsigned nlanes,
                                 const struct sim_a5_meta *meta, unsigned stride,
                                 unsigned lane_mul)
{
    uint32_t lo, hi, b;
    sim_a5_lane_bytes(l, i, &lo, &hi);
    if (l->any_hz)
        for (b = lo; b < hi; b++) {
            uint32_t r = b - l->base, elo = UINT32_MAX, ehi = 0;
            unsigned j;
            unsigned k;
            if (!((l->hz[r / 8] >> (r % 8)) & 1u))
                continue;
            /* the extent of early-read bytes of L that this store uses */
            for (j = 0; j < nlanes; j++) {
                uint32_t x, y, z;
                if (act && !act[j * act_stride])
                    continue;
                for (k = 0; k < SIM_A5_NREF_OF(meta); k++)
                    if (((meta->m[j * stride] >> k) & 1u) && meta->ref[k] == l->id)
                        break;
                if (k == SIM_A5_NREF_OF(meta))
                    continue;
                sim_a5_lane_bytes(l, l->is_mask ? j : j * lane_mul, &x, &y);
                for (z = x; z < y; z++) {
                    uint32_t q = z - l->base;
                    if ((l->hz[q / 8] >> (q % 8)) & 1u) {
                        if (z < elo)
                            elo = z;
                        if (z + 1 > ehi)
                            ehi = z + 1;
                    }
                }
            }
            sim_hazard_fail(sim_iname[l->name], 1, elo, ehi, PIPE_V, l->hz_pipe, l->hz_name, NULL);
        }
    sim_record(lo, hi, 0, PIPE_V, l->name, l->seq);
}

/* A view of load record ID whose lane i is the record's lane i - DELTA
 * (0 if the record is gone). */
SIM_A5_FN uint32_t sim_a5_view(uint32_t id, int delta)
{
    const struct sim_a5_load *l = sim_a5_load_get(id);
    struct sim_a5_load v;
    uint32_t nid;
    if (!l)
        return 0;
    v = *l;
    nid = ++sim_a5_st.next_load;
    v.id = nid;
    /* lane i of the view is the record's lane i - DELTA */
    v.voff -= (int32_t)((delta >> v.vshift) * (int)v.vmul);
    sim_a5_loads[nid % SIM_A5_NLOADS] = v;
    return nid;
}

/* sim_a5_map_refs for an operand whose lane i lands in lane i + DELTA of
 * the result: its refs enter OUT as views. */
SIM_A5_FN void sim_a5_map_refs_shift(struct sim_a5_meta *out, const struct sim_a5_meta *in,
                                     int8_t *map, int delta)
{
    int j;
    if (!delta) {
        sim_a5_map_refs(out, in, map);
        return;
    }
    for (j = 0; j < SIM_A5_NREF; j++)
        map[j] = -1;
    for (j = 0; j < in->nref && j < SIM_A5_NREF; j++) {
        uint32_t id = sim_a5_view(in->ref[j], delta);
        if (!id)
            continue;
        if (out->nref == SIM_A5_NREF) {
            sim_a5_counters.prov_dropped++;
            continue;
        }
        out->ref[out->nref] = id;
        map[j] = (int8_t)out->nref++;
    }
}

SIM_A5_FN void sim_a5_use_lane(const struct sim_a5_load *l, unsigned i, const uint8_t *act,
                               unsigned act_stride, unsigned nlanes,
                               const struct sim_a5_meta *meta, unsigned stride)
{
    sim_a5_use_lane_x(l, i, act, act_stride, nlanes, meta, stride, 1);
}

/* The provenance of a value made from several lanes of a register (a
 * reduction's result, vdup's copies of lane 0).  For every load record IN
 * refers to, the lanes i < N that depend on it (and are active: ACT[i *
 * ACT_STRIDE], if ACT) read some bytes; each run of adjacent bytes becomes
 * a record of its own whose every lane maps to the whole run (vmul 0), so
 * that a store of any lane of the result checks all the bytes it came
 * from.  The records enter OUT; returns the mask of them to set in the
 * result lanes.  META_STRIDE: IN's lane i is meta lane i * META_STRIDE
 * (the element width of a predicate). */
SIM_A5_FN uint16_t sim_a5_span_refs(struct sim_a5_meta *out, const struct sim_a5_meta *in,
                                    const uint8_t *act, unsigned act_stride, unsigned n,
                                    unsigned meta_stride)
{
    uint16_t m = 0;
    unsigned k, i;
    for (k = 0; k < SIM_A5_NREF_OF(in); k++) {
        const struct sim_a5_load *l = sim_a5_load_get(in->ref[k]);
        uint32_t lo, hi, rlo = 0, rhi = 0;
        int open = 0;
        if (!l)
            continue;
        for (i = 0; i <= n; i++) {
            int take = i < n && (!act || act[i * act_stride]) &&
                       ((in->m[i * meta_stride] >> k) & 1u);
            if (take) {
                sim_a5_lane_bytes(l, i, &lo, &hi);
                if (open && lo >= rlo && lo <= rhi) {
                    if (hi > rhi)
                        rhi = hi;
                    continue;
                }
            }
            if (open && (take || i == n)) {
                /* close the run [rlo, rhi) */
                struct sim_a5_load v = *l;
                uint32_t nid = ++sim_a5_st.next_load;
                v.id = nid;
                v.is_mask = 0;
                v.voff = (int32_t)(rlo - l->base);
                v.vmul = 0;
                v.vshift = 0;
                v.vwidth = (uint16_t)(rhi - rlo);
                sim_a5_loads[nid % SIM_A5_NLOADS] = v;
                if (out->nref == SIM_A5_NREF) {
                    sim_a5_counters.prov_dropped++;
                } else {
                    out->ref[out->nref] = nid;
                    m |= (uint16_t)(1u << out->nref);
                    out->nref++;
                }
                open = 0;
            }
            if (take) {
                rlo = lo;
                rhi = hi;
                open = 1;
            }
        }
    }
    return m;
}

/* Record a new load of NBYTES at BASE; returns its id. */
SIM_A5_FN uint32_t sim_a5_new_load(int insn, uint32_t base, unsigned nbytes, unsigned esize,
                                   int is_mask, uint32_t seq)
{
    uint32_t id = ++sim_a5_st.next_load, b;
    struct sim_a5_load *l = &sim_a5_loads[id % SIM_A5_NLOADS];
    memset(l, 0, sizeof *l);
    l->id = id;
    l->base = base;
    l->seq = seq;
    l->nbytes = (uint16_t)nbytes;
    l->is_mask = (uint8_t)is_mask;
    l->esize = (uint8_t)esize;
    l->name = (uint8_t)insn;
    l->vmul = (uint16_t)(is_mask ? 1 : esize);
    l->vwidth = (uint16_t)esize;
    for (b = 0; b < nbytes; b++) {
        int pp, pn;
        uint32_t ps;
        if (sim_conflict(base + b, 0, PIPE_V, seq, &pp, &ps, &pn)) {
            if (!l->any_hz) {
                l->hz_pipe = (uint8_t)pp;
                l->hz_name = (uint8_t)pn;
                l->any_hz = 1;
            }
            l->hz[b / 8] |= (uint8_t)(1u << (b % 8));
        }
    }
    return id;
}

/* ---- memory instructions ---------------------------------------------------------------- */

SIM_A5_FN int sim_a5_reg_of_ptr(int pk)
{
    return pk; /* pointer kinds and register kinds share numbering */
}

/* vlds(reg, base, offset, UNPK_B16 | UNPK_B8 [, POST_UPDATE]): 128 bytes,
 * element j into lane 2j, lane 2j + 1 zero (CANN: "unpack to VL length,
 * zeros in between"); the register is of the element's own kind, as
 * pto-isa's a5/TCvt.hpp loads half data for vcvt(..., PART_EVEN).
 * UNPK4_B8: 64 bytes, element j into lane 4j, lanes 4j + 1 to 4j + 3
 * zero, as pto-isa's a5/TDeQuant.hpp loads int8 for vcvt(..., PART_P0)
 * (the zeros are this simulator's choice: no vcvt part reads them). */
SIM_A5_FN int64_t sim_a5_vlds_unpk(int rk, void *reg, const void *base, int64_t off, int dist,
                                   int post, int has_post)
{
    const char *nm = "vlds";
    struct sim_a5_meta *meta = (struct sim_a5_meta *)((unsigned char *)reg + SIM_A5_VL);
    unsigned esz = sim_ksize[rk], want = dist == UNPK_B16 ? 2 : 1, i;
    unsigned spread = dist == UNPK4_B8 ? 4 : 2, nbytes = SIM_A5_VL / spread;
    const char *dn = dist == UNPK4_B8 ? "UNPK4_B8" : dist == UNPK_B8 ? "UNPK_B8" : "UNPK_B16";
    int64_t addr;
    uint32_t seq, id;
    struct sim_a5_load *l;
    if (esz != want)
        sim_fail(nm, "%s unpacks %u-bit elements; the register is %s", dn, 8 * want,
                 sim_a5_rname[rk]);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "fifth operand must be POST_UPDATE");
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr + nbytes > SIM_UB_BYTES)
        sim_fail(nm, "reads UB [0x%llx, 0x%llx), outside the %d KiB UB", (long long)addr,
                 (long long)addr + nbytes, SIM_UB_BYTES / 1024);
    if (addr % 32)
        sim_fail(nm, "UB address 0x%llx is not 32-byte aligned", (long long)addr);
    seq = ++sim_core.seq[PIPE_V];
    id = sim_a5_new_load(SIM_I_VLDS, (uint32_t)addr, (uint16_t)nbytes, esz, 0, seq);
    l = &sim_a5_loads[id % SIM_A5_NLOADS];
    l->vshift = spread == 4 ? 2 : 1; /* lane 2j (4j) holds element j */
    memset(reg, 0, SIM_A5_VL);
    for (i = 0; i < nbytes / esz; i++)
        memcpy((unsigned char *)reg + spread * i * esz, sim_ub + addr + i * esz, esz);
    meta->nref = 1;
    meta->ref[0] = id;
    for (i = 0; i < SIM_A5_VL; i++)
        meta->m[i] = i < SIM_A5_VL / esz && !(i % spread) ? 1 : 0;
    meta->ready = sim_a5_issue(SIM_I_VLDS, 0);
    meta->val = sim_a5_def(0);
    sim_a5_counters.vlds++;
    return has_post ? off : 0;
}

/* vlds(reg, base, offset, BLK | E2B_B16 | E2B_B32 [, POST_UPDATE]), as
 * pto-isa's a5/TRowExpandBinOp.hpp (BLK) and a5/TRowExpand.hpp (E2B) load
 * a per-row operand: BLK reads one 32-byte block and repeats it in every
 * block of the register (lane i holds element i % (32 / size)); E2B_B16
 * and E2B_B32 read 8 elements and fill block k with element k (lane i
 * holds element i / (32 / size)).  Alignment (CANN's LoadAlign table): 32
 * bytes for BLK and E2B_B32, 16 for E2B_B16. */
SIM_A5_FN int64_t sim_a5_vlds_brc(int rk, void *reg, const void *base, int64_t off, int dist,
                                  int post, int has_post)
{
    const char *nm = "vlds";
    static const char *const dname[] = {"BLK", "E2B_B16", "E2B_B32"};
    struct sim_a5_meta *meta = (struct sim_a5_meta *)((unsigned char *)reg + SIM_A5_VL);
    unsigned esz = sim_ksize[rk], B = 32 / esz, nbytes, align, i, k;
    int64_t addr;
    uint32_t seq, id;
    if (dist != BLK && esz != (dist == E2B_B16 ? 2u : 4u))
        sim_fail(nm, "%s broadcasts %u-bit elements; the register is %s", dname[dist - BLK],
                 dist == E2B_B16 ? 16u : 32u, sim_a5_rname[rk]);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "fifth operand must be POST_UPDATE");
    nbytes = dist == BLK ? 32 : 8 * esz;
    align = dist == E2B_B16 ? 16 : 32;
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr + nbytes > SIM_UB_BYTES)
        sim_fail(nm, "reads UB [0x%llx, 0x%llx), outside the %d KiB UB", (long long)addr,
                 (long long)addr + nbytes, SIM_UB_BYTES / 1024);
    if (addr % align)
        sim_fail(nm, "%s reads %u bytes: UB address 0x%llx is not %u-byte aligned",
                 dname[dist - BLK], nbytes, (long long)addr, align);
    seq = ++sim_core.seq[PIPE_V];
    id = sim_a5_new_load(SIM_I_VLDS, (uint32_t)addr, nbytes, esz, 0, seq);
    if (dist == BLK) {
        /* block k of the register is the loaded block: lane i is the
         * load's lane i - k * B, a view per block */
        meta->nref = 8;
        meta->ref[0] = id;
        for (k = 1; k < 8; k++)
            meta->ref[k] = sim_a5_view(id, (int)(k * B));
        for (i = 0; i < SIM_A5_VL; i++) {
            meta->m[i] = i < SIM_A5_VL / esz ? (uint16_t)(1u << (i / B)) : 0;
            ((unsigned char *)reg)[i] = sim_ub[addr + i % 32];
        }
    } else {
        struct sim_a5_load *l = &sim_a5_loads[id % SIM_A5_NLOADS];
        l->vshift = (uint8_t)(esz == 2 ? 4 : 3); /* lane i holds element i / B */
        meta->nref = 1;
        meta->ref[0] = id;
        for (i = 0; i < SIM_A5_VL / esz; i++)
            memcpy((unsigned char *)reg + i * esz, sim_ub + addr + (i / B) * esz, esz);
        for (i = 0; i < SIM_A5_VL; i++)
            meta->m[i] = i < SIM_A5_VL / esz ? 1 : 0;
    }
    meta->ready = sim_a5_issue(SIM_I_VLDS, 0);
    meta->val = sim_a5_def(0);
    sim_a5_counters.vlds++;
    return has_post ? off : 0;
}

/* vlds(reg, base, offset, NORM [, POST_UPDATE]): returns the element count
 * to add to BASE (POST_UPDATE) or 0. */
SIM_A5_FN int64_t sim_a5_vlds(int rk, void *reg, int pk, const void *base, int64_t off, int dist,
                              int post, int has_post)
{
    const char *nm = "vlds";
    struct sim_a5_meta *meta = (struct sim_a5_meta *)((unsigned char *)reg + SIM_A5_VL);
    unsigned esz, i;
    int64_t addr;
    uint32_t seq, id;
    sim_a5_need_scope(nm, 1);
    if (rk == SIM_K_BAD || rk == SIM_K_BOOL)
        sim_fail(nm, "destination is %s, not a vector data register", sim_a5_rname[rk]);
    if (pk != SIM_K_VOID && sim_a5_reg_of_ptr(pk) != rk)
        sim_fail(nm, "loads %s from a pointer to %s", sim_a5_rname[rk], sim_kname[pk]);
    if (dist == UNPK_B8 || dist == UNPK_B16 || dist == UNPK4_B8)
        return sim_a5_vlds_unpk(rk, reg, base, off, dist, post, has_post);
    if (dist == BLK || dist == E2B_B16 || dist == E2B_B32)
        return sim_a5_vlds_brc(rk, reg, base, off, dist, post, has_post);
    if (dist != NORM)
        sim_fail(nm, "distribution %d is not simulated (NORM, UNPK_B8, UNPK_B16, UNPK4_B8, BLK, "
                     "E2B_B16, E2B_B32 are)",
                 dist);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "fifth operand must be POST_UPDATE");
    esz = sim_ksize[rk];
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr + SIM_A5_VL > SIM_UB_BYTES)
        sim_fail(nm, "reads UB [0x%llx, 0x%llx), outside the %d KiB UB", (long long)addr,
                 (long long)addr + SIM_A5_VL, SIM_UB_BYTES / 1024);
    if (addr % 32)
        sim_fail(nm, "UB address 0x%llx is not 32-byte aligned", (long long)addr);
    seq = ++sim_core.seq[PIPE_V];
    id = sim_a5_new_load(SIM_I_VLDS, (uint32_t)addr, SIM_A5_VL, esz, 0, seq);
    memcpy(reg, sim_ub + addr, SIM_A5_VL);
    meta->nref = 1;
    meta->ref[0] = id;
    for (i = 0; i < SIM_A5_VL; i++)
        meta->m[i] = i < SIM_A5_VL / esz ? 1 : 0;
    meta->ready = sim_a5_issue(SIM_I_VLDS, 0);
    meta->val = sim_a5_def(0);
    sim_a5_counters.vlds++;
    return has_post ? off : 0;
}

/* vector_bool.width of pdintlv_b8's second result (the odd bits of two
 * b32 predicates): what those bits hold is not documented */
#define SIM_A5_W_ODD 3

/* P must hold a predicate of some element width. */
SIM_A5_FN void sim_a5_pred_set(const char *nm, const vector_bool *p)
{
    if (p->width == SIM_A5_W_ODD)
        sim_fail(nm, "predicate is the second result of pdintlv_b8 (the odd bits of two b32 "
                     "predicates), whose contents are not documented; only the first result is "
                     "simulated");
    if (p->width != 1 && p->width != 2 && p->width != 4)
        sim_fail(nm, "predicate was never set (use plt_b*, pset_b*, plds, vcmp_*, vcmps_*)");
}

/* P must be a predicate built for ESZ-byte elements. */
SIM_A5_FN void sim_a5_check_pred(const char *nm, const vector_bool *p, unsigned esz)
{
    sim_a5_pred_set(nm, p);
    if (p->width != esz)
        sim_fail(nm, "predicate built for %u-bit elements (b%u) used on %u-bit elements",
                 8u * p->width, 8u * p->width, 8u * esz);
}

/* vsts(reg, base, offset, PK_B32 | PK_B16 | PK4_B32, pred [, POST_UPDATE]):
 * the register seen as b32 (b16) lanes, the low 16 (8) bits of every
 * active lane stored one after another (CANN's pack store: "the low half
 * of each valid element, stored contiguously"); the register is of the
 * stored element's kind and the predicate of the lane width, as pto-isa's
 * a5/TCvt.hpp stores the PART_EVEN result of a 32 -> 16-bit vcvt.  PK4_B32
 * stores the low 8 bits of each b32 lane from an 8-bit register, as
 * pto-isa's a5/TQuant.hpp stores f32 -> f16 -> int8 (two PART_EVEN vcvt).
 * The predicate must be a prefix: where a gap in it would leave the later
 * elements is not documented. */
SIM_A5_FN int64_t sim_a5_vsts_pk(int rk, const void *reg, const void *base, int64_t off, int dist,
                                 const vector_bool *p, int post, int has_post)
{
    const char *nm = "vsts";
    const struct sim_a5_meta *meta = (const struct sim_a5_meta *)((const unsigned char *)reg +
                                                                  SIM_A5_VL);
    unsigned esz = sim_ksize[rk], pw = dist == PK_B16 ? 2 : 4, n = SIM_A5_VL / pw, i, k, cnt = 0;
    unsigned r = dist == PK4_B32 ? 4 : 2; /* register elements per lane */
    const char *pk = dist == PK4_B32 ? "PK4" : "PK";
    int64_t addr;
    uint32_t seq;
    double ready;
    if (r * esz != pw)
        sim_fail(nm, "%s_B%u stores the low %u bits of b%u lanes; the register is %s", pk, 8 * pw,
                 8 * pw / r, 8 * pw, sim_a5_rname[rk]);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "sixth operand must be POST_UPDATE");
    sim_a5_check_pred(nm, p, pw);
    for (i = 0; i < n; i++)
        if (p->v[i * pw]) {
            if (cnt != i)
                sim_fail(nm, "%s_B%u with lane %u active after inactive lane %u: the predicate "
                             "of a pack store must be a prefix (plt_b%u)",
                         pk, 8 * pw, i, cnt, 8 * pw);
            cnt++;
        }
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr % 32)
        sim_fail(nm, "UB address 0x%llx is not 32-byte aligned", (long long)addr);
    if (cnt && addr + (int64_t)cnt * esz > SIM_UB_BYTES)
        sim_fail(nm, "element %u at UB 0x%llx lies beyond the %d KiB UB [0x0, 0x%x) (base 0x%llx)",
                 cnt - 1, (long long)(addr + (int64_t)(cnt - 1) * esz), SIM_UB_BYTES / 1024,
                 SIM_UB_BYTES, (long long)addr);
    if (cnt)
        sim_region_check(nm, "stored", (uint32_t)addr, (uint32_t)addr + cnt * esz);
    seq = ++sim_core.seq[PIPE_V];
    for (i = 0; i < cnt; i++) {
        uint16_t m = meta->m[r * i];
        for (k = 0; k < SIM_A5_NREF_OF(meta); k++)
            if ((m >> k) & 1u) {
                const struct sim_a5_load *l = sim_a5_load_get(meta->ref[k]);
                if (l)
                    sim_a5_use_lane_x(l, r * i, p->v, pw, cnt, meta, r, r);
            }
        m = p->meta.m[i * pw];
        for (k = 0; k < SIM_A5_NREF_OF(&p->meta); k++)
            if ((m >> k) & 1u) {
                const struct sim_a5_load *l = sim_a5_load_get(p->meta.ref[k]);
                if (l)
                    sim_a5_use_lane(l, i, NULL, 0, cnt, &p->meta, pw);
            }
    }
    if (cnt)
        sim_seg_add((uint32_t)addr, (uint32_t)addr + cnt * esz, 1);
    sim_track(PIPE_V, SIM_I_VSTS, seq, NULL);
    for (i = 0; i < cnt; i++)
        sim_ub_store((uint32_t)addr + i * esz, (const unsigned char *)reg + r * i * esz, esz);
    ready = sim_a5_ready(meta);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    ready = sim_a5_issue(SIM_I_VSTS, ready);
    if (ready > sim_a5_st.store_done)
        sim_a5_st.store_done = ready;
    sim_a5_counters.vsts++;
    return has_post ? off : 0;
}

/* vsts(reg, base, offset, ONEPT_B8 | ONEPT_B16 | ONEPT_B32, pred [, POST_UPDATE]),
 * as pto-isa's a5/TRowReduce.hpp stores a row's result (DIST_ONEPT_B16/B32;
 * a5/utils.hpp's GetDistVst DIST_ONEPT_B8 for bytes):
 * lane 0 of the register, one element, at base + offset elements (with
 * POST_UPDATE: at base, then base += offset).  CANN's StoreAlign table:
 * the mask is ignored and the address needs the element's alignment only
 * (1, 2 or 4 bytes); the predicate must still be built for the element
 * width, as for every consumer. */
SIM_A5_FN int64_t sim_a5_vsts_onept(int rk, const void *reg, const void *base, int64_t off,
                                    int dist, const vector_bool *p, int post, int has_post)
{
    const char *nm = "vsts";
    const struct sim_a5_meta *meta = (const struct sim_a5_meta *)((const unsigned char *)reg +
                                                                  SIM_A5_VL);
    unsigned esz = sim_ksize[rk], want = dist == ONEPT_B8 ? 1 : dist == ONEPT_B16 ? 2 : 4, k;
    int64_t addr;
    uint32_t seq;
    double ready;
    if (esz != want)
        sim_fail(nm, "ONEPT_B%u stores one %u-bit element; the register is %s", 8 * want,
                 8 * want, sim_a5_rname[rk]);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "sixth operand must be POST_UPDATE");
    sim_a5_check_pred(nm, p, esz);
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr + esz > SIM_UB_BYTES)
        sim_fail(nm, "element 0 at UB 0x%llx lies beyond the %d KiB UB [0x0, 0x%x)",
                 (long long)addr, SIM_UB_BYTES / 1024, SIM_UB_BYTES);
    if (addr % esz)
        sim_fail(nm, "ONEPT_B%u stores %u bytes: UB address 0x%llx is not %u-byte aligned",
                 8 * want, esz, (long long)addr, esz);
    sim_region_check(nm, "stored", (uint32_t)addr, (uint32_t)addr + esz);
    seq = ++sim_core.seq[PIPE_V];
    for (k = 0; k < SIM_A5_NREF_OF(meta); k++)
        if ((meta->m[0] >> k) & 1u) {
            const struct sim_a5_load *l = sim_a5_load_get(meta->ref[k]);
            if (l)
                sim_a5_use_lane(l, 0, NULL, 0, 1, meta, 1);
        }
    sim_seg_add((uint32_t)addr, (uint32_t)addr + esz, 1);
    sim_track(PIPE_V, SIM_I_VSTS, seq, NULL);
    sim_ub_store((uint32_t)addr, reg, esz);
    ready = sim_a5_issue(SIM_I_VSTS, sim_a5_ready(meta));
    if (ready > sim_a5_st.store_done)
        sim_a5_st.store_done = ready;
    sim_a5_counters.vsts++;
    return has_post ? off : 0;
}

/* vsts(reg, base, offset, NORM_Bn, pred [, POST_UPDATE]) */
SIM_A5_FN int64_t sim_a5_vsts(int rk, const void *reg, int pk, const void *base, int64_t off,
                              int dist, const vector_bool *p, int post, int has_post)
{
    const char *nm = "vsts";
    const struct sim_a5_meta *meta = (const struct sim_a5_meta *)((const unsigned char *)reg +
                                                                  SIM_A5_VL);
    unsigned esz, n, i, k;
    int64_t addr;
    uint32_t seq, alo = UINT32_MAX, ahi = 0;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (rk == SIM_K_BAD || rk == SIM_K_BOOL)
        sim_fail(nm, "source is %s, not a vector data register", sim_a5_rname[rk]);
    if (pk != SIM_K_VOID && sim_a5_reg_of_ptr(pk) != rk)
        sim_fail(nm, "stores %s through a pointer to %s", sim_a5_rname[rk], sim_kname[pk]);
    esz = sim_ksize[rk];
    if (dist == PK_B16 || dist == PK_B32 || dist == PK4_B32)
        return sim_a5_vsts_pk(rk, reg, base, off, dist, p, post, has_post);
    if (dist == ONEPT_B8 || dist == ONEPT_B16 || dist == ONEPT_B32)
        return sim_a5_vsts_onept(rk, reg, base, off, dist, p, post, has_post);
    if (dist != NORM_B8 && dist != NORM_B16 && dist != NORM_B32)
        sim_fail(nm, "distribution token %d is not simulated (NORM_Bn, PK_B16, PK_B32, PK4_B32, "
                     "ONEPT_B8, ONEPT_B16 and ONEPT_B32 are)",
                 dist);
    if (dist != (esz == 1 ? NORM_B8 : esz == 2 ? NORM_B16 : NORM_B32))
        sim_fail(nm, "distribution does not match %s (use NORM_B%u)", sim_a5_rname[rk], 8u * esz);
    if (has_post && post != POST_UPDATE)
        sim_fail(nm, "sixth operand must be POST_UPDATE");
    sim_a5_check_pred(nm, p, esz);
    n = SIM_A5_VL / esz;
    addr = (int64_t)sim_off(base, nm, "base") + (has_post ? 0 : off * (int64_t)esz);
    if (addr < 0 || addr % 32)
        sim_fail(nm, "UB address 0x%llx is not 32-byte aligned", (long long)addr);
    for (i = 0; i < n; i++)
        if (p->v[i * esz]) {
            if (addr + (int64_t)(i + 1) * esz > SIM_UB_BYTES)
                sim_fail(nm,
                         "element %u at UB 0x%llx lies beyond the %d KiB UB [0x0, 0x%x) "
                         "(base 0x%llx)",
                         i, (long long)(addr + (int64_t)i * esz), SIM_UB_BYTES / 1024, SIM_UB_BYTES,
                         (long long)addr);
            if (alo == UINT32_MAX)
                alo = (uint32_t)addr + i * esz;
            ahi = (uint32_t)addr + (i + 1) * esz;
        }
    sim_region_check(nm, "stored", alo, ahi);
    seq = ++sim_core.seq[PIPE_V];
    /* loaded values that reach UB: the reads that fed them must have been ordered */
    for (i = 0; i < n; i++) {
        uint16_t m = p->v[i * esz] ? meta->m[i] : 0;
        for (k = 0; k < SIM_A5_NREF_OF(meta); k++)
            if ((m >> k) & 1u) {
                const struct sim_a5_load *l = sim_a5_load_get(meta->ref[k]);
                if (l)
                    sim_a5_use_lane(l, i, p->v, esz, n, meta, 1);
            }
        m = p->meta.m[i * esz];
        for (k = 0; k < SIM_A5_NREF_OF(&p->meta); k++)
            if ((m >> k) & 1u) {
                const struct sim_a5_load *l = sim_a5_load_get(p->meta.ref[k]);
                if (l)
                    sim_a5_use_lane(l, i, NULL, 0, n, &p->meta, esz);
            }
    }
    /* the written bytes, run by run of active lanes */
    for (i = 0; i < n;) {
        unsigned j = i;
        if (!p->v[i * esz]) {
            i++;
            continue;
        }
        while (j < n && p->v[j * esz])
            j++;
        sim_seg_add((uint32_t)addr + i * esz, (uint32_t)addr + j * esz, 1);
        i = j;
    }
    sim_track(PIPE_V, SIM_I_VSTS, seq, NULL);
    for (i = 0; i < n; i++)
        if (p->v[i * esz])
            sim_ub_store((uint32_t)addr + i * esz, (const unsigned char *)reg + i * esz, esz);
    ready = sim_a5_ready(meta);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    ready = sim_a5_issue(SIM_I_VSTS, ready);
    if (ready > sim_a5_st.store_done)
        sim_a5_st.store_done = ready;
    sim_a5_counters.vsts++;
    return has_post ? off : 0;
}

/* plds(pred, base, byteOffset, US | NORM): US loads 16 bytes, bit k of
 * them (LSB first) drives byte lanes 2k and 2k+1 (element k of a b16
 * predicate); NORM loads 32 bytes, bit k drives byte lane k (b8). */
SIM_A5_FN void sim_a5_plds(vector_bool *p, const void *base, int64_t off, int dist)
{
    const char *nm = "plds";
    unsigned nbytes, k;
    int64_t addr;
    uint32_t seq, id;
    sim_a5_need_scope(nm, 1);
    if (dist != US && dist != NORM)
        sim_fail(nm, "distribution %d is not simulated (US, NORM are)", dist);
    nbytes = dist == US ? 16 : 32;
    addr = (int64_t)sim_off(base, nm, "base") + off;
    if (addr < 0 || addr + nbytes > SIM_UB_BYTES)
        sim_fail(nm, "reads UB [0x%llx, 0x%llx), outside the %d KiB UB", (long long)addr,
                 (long long)addr + nbytes, SIM_UB_BYTES / 1024);
    /* a predicate load reads its bytes as one aligned block (CANN's
     * MaskReg load rules): 16-byte aligned for US, 32 for NORM */
    if (addr % nbytes)
        sim_fail(nm, "%s reads %u bytes: UB address 0x%llx is not %u-byte aligned",
                 dist == US ? "US" : "NORM", nbytes, (long long)addr, nbytes);
    seq = ++sim_core.seq[PIPE_V];
    id = sim_a5_new_load(SIM_I_PLDS, (uint32_t)addr, nbytes, 1, 1, seq);
    for (k = 0; k < SIM_A5_VL; k++) {
        unsigned bit = dist == US ? k / 2 : k;
        p->v[k] = (uint8_t)((sim_ub[addr + bit / 8] >> (bit % 8)) & 1u);
        p->meta.m[k] = 1;
    }
    p->meta.nref = 1;
    p->meta.ref[0] = id;
    p->width = dist == US ? 2 : 1;
    p->meta.ready = sim_a5_issue(SIM_I_PLDS, 0);
    p->meta.val = sim_a5_def(1);
}
#define plds(p, base, off, dist)                                                            \
    sim_a5_plds(&SIM_A5_R(p), (const void *)(base), (int64_t)(off), SIM_A5_DIST(dist, 1))

/* psts(pred, (__ubuf__ uint32_t *)base, 0, PK), as pto-isa's
 * a5/TCmp.hpp and a5/TCmps.hpp store compare results: the pointer moved,
 * the offset 0 (another offset is refused: its unit is not known).  PK keeps every
 * second bit of the 256-bit predicate register (one bit per byte lane):
 * 16 bytes, 16-byte aligned (CANN's MaskReg StoreAlign docs, DIST_PACK).
 * For a b16 predicate that is one bit per element, element k at bit k
 * (LSB first); a b8 predicate would lose its odd elements and a b32 one
 * would spread each element over two bits, so both are refused: two b32
 * predicates are packed into one b16 with pdintlv_b8 first, as
 * a5/TCmp.hpp does. */
SIM_A5_FN void sim_a5_psts(const vector_bool *p, int pk, const void *base, int64_t off, int dist)
{
    const char *nm = "psts";
    unsigned char out[16];
    unsigned j, k;
    int64_t addr;
    uint32_t seq;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (dist != PK)
        sim_fail(nm, "distribution %d is not simulated (PK is, as pto-isa's a5/TCmp.hpp stores "
                     "compare results)",
                 dist);
    if (pk != SIM_K_U32)
        sim_fail(nm, "base points to %s; psts takes a __ubuf__ uint32_t * (pto-isa's a5/TCmp.hpp "
                     "casts the mask tile's pointer)",
                 sim_kname[pk]);
    if (off != 0)
        sim_fail(nm, "offset %lld is not simulated: pto-isa passes 0 and moves the pointer "
                     "(a5/TCmp.hpp), and no source says the offset's unit",
                 (long long)off);
    sim_a5_pred_set(nm, p);
    if (p->width == 1 || p->width == 4)
        sim_fail(nm, "PK keeps every second bit of the predicate: a b%u predicate would %s; store "
                     "b16 predicates (pack two b32 predicates into one with pdintlv_b8 first, as "
                     "pto-isa's a5/TCmp.hpp does)",
                 8u * p->width,
                 p->width == 1 ? "lose its odd elements" : "spread each element over two bits");
    addr = (int64_t)sim_off(base, nm, "base") + off;
    if (addr < 0 || addr + 16 > SIM_UB_BYTES)
        sim_fail(nm, "writes UB [0x%llx, 0x%llx), outside the %d KiB UB", (long long)addr,
                 (long long)addr + 16, SIM_UB_BYTES / 1024);
    if (addr % 16)
        sim_fail(nm, "PK stores 16 bytes: UB address 0x%llx is not 16-byte aligned",
                 (long long)addr);
    sim_region_check(nm, "stored", (uint32_t)addr, (uint32_t)addr + 16);
    seq = ++sim_core.seq[PIPE_V];
    /* loaded values that reach UB: the reads that fed them must have been ordered */
    for (j = 0; j < 128; j++) {
        uint16_t m = p->meta.m[2 * j];
        for (k = 0; k < SIM_A5_NREF_OF(&p->meta); k++)
            if ((m >> k) & 1u) {
                const struct sim_a5_load *l = sim_a5_load_get(p->meta.ref[k]);
                if (l)
                    sim_a5_use_lane(l, j, NULL, 0, 128, &p->meta, 2);
            }
    }
    sim_seg_add((uint32_t)addr, (uint32_t)addr + 16, 1);
    sim_track(PIPE_V, SIM_I_PSTS, seq, NULL);
    memset(out, 0, sizeof out);
    for (j = 0; j < 128; j++)
        if (p->v[2 * j])
            out[j / 8] |= (unsigned char)(1u << (j % 8));
    sim_ub_store((uint32_t)addr, out, sizeof out);
    ready = sim_a5_issue(SIM_I_PSTS, sim_a5_ready(&p->meta));
    if (ready > sim_a5_st.store_done)
        sim_a5_st.store_done = ready;
}
#define psts(p, base, off, dist)                                                            \
    sim_a5_psts(SIM_A5_PRED(p), SIM_KIND(base), (const void *)(base), (int64_t)(off), SIM_A5_DIST(dist, 2))

/* punpack(dst, src, LOWER): byte lanes 0..127 of SRC widened to two lanes
 * each; a b8 predicate becomes b16, a b16 one b32 (element i keeps its
 * selection). */
SIM_A5_FN void sim_a5_punpack(vector_bool *d, const vector_bool *s, int part)
{
    vector_bool r;
    unsigned j;
    sim_a5_need_scope("punpack", 1);
    if (part != LOWER)
        sim_fail("punpack", "part %d is not simulated (LOWER is)", part);
    sim_a5_pred_set("punpack", s);
    if (s->width != 1 && s->width != 2)
        sim_fail("punpack", "source predicate is b32, not b8 or b16");
    memset(&r, 0, sizeof r);
    r.meta.nref = s->meta.nref;
    memcpy(r.meta.ref, s->meta.ref, sizeof r.meta.ref);
    for (j = 0; j < SIM_A5_VL / 2; j++) {
        r.v[2 * j] = r.v[2 * j + 1] = s->v[j];
        r.meta.m[2 * j] = r.meta.m[2 * j + 1] = s->meta.m[j];
    }
    r.width = (uint8_t)(s->width * 2);
    r.meta.ready = sim_a5_issue(SIM_I_PUNPACK, sim_a5_ready(&s->meta));
    r.meta.val = sim_a5_def(1);
    *d = r;
}
#define punpack(d, s, part) sim_a5_punpack(&SIM_A5_R(d), &SIM_A5_R(s), SIM_A5_TOK(part))

/* pintlv_b16(d0, d1, s0, s1): the b16 elements of S0 and S1 interleaved
 * (s0[0], s1[0], s0[1], s1[1], ...), the first 128 in D0, the rest in D1.
 * pto-isa's TSel (a5/TSel.hpp) uses it with an all-true S1 to turn one
 * 16-byte US mask load into the predicates of two 64-lane b32 chunks:
 * element k of D0 (as b32) follows s0's element k, of D1 s0's 64 + k.
 * The results are b32 predicates here, the only use the simulator knows. */
SIM_A5_FN void sim_a5_pintlv_b16(vector_bool *d0, vector_bool *d1, const vector_bool *s0,
                                 const vector_bool *s1)
{
    vector_bool r[2];
    unsigned e, h;
    double ready;
    sim_a5_need_scope("pintlv_b16", 1);
    sim_a5_check_pred("pintlv_b16", s0, 2);
    sim_a5_check_pred("pintlv_b16", s1, 2);
    memset(r, 0, sizeof r);
    for (h = 0; h < 2; h++) {
        int8_t map0[SIM_A5_NREF], map1[SIM_A5_NREF];
        /* element k of D1 is the sources' element 64 + k: its loads
         * enter as views shifted by -64 */
        sim_a5_map_refs_shift(&r[h].meta, &s0->meta, map0, -64 * (int)h);
        sim_a5_map_refs_shift(&r[h].meta, &s1->meta, map1, -64 * (int)h);
        for (e = 0; e < 128; e++) { /* b16 element e of the half */
            unsigned j = 64 * h + e / 2; /* source element */
            const vector_bool *src = e % 2 ? s1 : s0;
            const int8_t *map = e % 2 ? map1 : map0;
            r[h].v[2 * e] = r[h].v[2 * e + 1] = src->v[2 * j];
            r[h].meta.m[2 * e] = r[h].meta.m[2 * e + 1] = sim_a5_remap(src->meta.m[2 * j], map);
        }
        r[h].width = 4;
    }
    ready = sim_a5_ready(&s0->meta);
    if (sim_a5_ready(&s1->meta) > ready)
        ready = sim_a5_ready(&s1->meta);
    r[0].meta.ready = r[1].meta.ready = sim_a5_issue(SIM_I_PINTLV, ready);
    r[0].meta.val = sim_a5_def(1);
    r[1].meta.val = sim_a5_def(1);
    *d0 = r[0];
    *d1 = r[1];
}
#define pintlv_b16(d0, d1, s0, s1) sim_a5_pintlv_b16(&SIM_A5_R(d0), &SIM_A5_R(d1), &SIM_A5_R(s0), &SIM_A5_R(s1))

/* pdintlv_b8(d0, d1, s0, s1): the bits of S0 then S1 (one per byte lane)
 * deinterleaved, the even ones into D0, the odd ones into D1.  As
 * pto-isa's a5/TCmp.hpp uses it, on two b32 compare results of 64 lanes
 * each: D0 is a b16 predicate whose element k is S0's element k (k < 64)
 * or S1's element k - 64, ready for one psts.  Only that use is
 * simulated: the sources must be b32; D1 (the odd bits, whose contents
 * for b32 elements are not documented) fails wherever it is used. */
SIM_A5_FN void sim_a5_pdintlv_b8(vector_bool *d0, vector_bool *d1, const vector_bool *s0,
                                 const vector_bool *s1)
{
    const char *nm = "pdintlv_b8";
    vector_bool r[2];
    int8_t map0[SIM_A5_NREF], map1[SIM_A5_NREF];
    unsigned k;
    double ready;
    sim_a5_need_scope(nm, 1);
    sim_a5_pred_set(nm, s0);
    sim_a5_pred_set(nm, s1);
    if (s0->width != 4 || s1->width != 4)
        sim_fail(nm, "sources are b%u and b%u predicates: the simulator knows pdintlv_b8 on two b32 "
                     "predicates only, as pto-isa's a5/TCmp.hpp uses it (two 64-lane compares "
                     "packed into one b16 predicate for psts)",
                 8u * s0->width, 8u * s1->width);
    memset(r, 0, sizeof r);
    sim_a5_map_refs(&r[0].meta, &s0->meta, map0);
    sim_a5_map_refs_shift(&r[0].meta, &s1->meta, map1, 64);
    for (k = 0; k < 128; k++) {
        const vector_bool *src = k < 64 ? s0 : s1;
        unsigned e = k % 64;
        uint16_t m = sim_a5_remap(src->meta.m[4 * e], k < 64 ? map0 : map1);
        r[0].v[2 * k] = r[0].v[2 * k + 1] = src->v[4 * e];
        r[0].meta.m[2 * k] = r[0].meta.m[2 * k + 1] = m;
    }
    r[0].width = 2;
    r[1].width = SIM_A5_W_ODD;
    ready = sim_a5_ready(&s0->meta);
    if (sim_a5_ready(&s1->meta) > ready)
        ready = sim_a5_ready(&s1->meta);
    r[0].meta.ready = r[1].meta.ready = sim_a5_issue(SIM_I_PDINTLV, ready);
    r[0].meta.val = sim_a5_def(1);
    r[1].meta.val = sim_a5_def(1);
    *d0 = r[0];
    *d1 = r[1];
}
#define pdintlv_b8(d0, d1, s0, s1) sim_a5_pdintlv_b8(&SIM_A5_R(d0), &SIM_A5_R(d1), &SIM_A5_R(s0), &SIM_A5_R(s1))

/* pand(dst, src0, src1, mask), pxor(dst, src0, src1, mask), pnot(dst,
 * src, mask), as pto-isa uses them (a5/TGather.hpp, a5/TQuant.hpp,
 * a5/TSort32.hpp): bitwise on the predicate's bits where MASK is set, 0
 * elsewhere (CANN's docs say only which bits the mask makes valid; 0 is
 * what the register forms write, an assumption here).  All operands must
 * be predicates of one element width, which the result keeps. */
SIM_A5_FN void sim_a5_plogic(int insn, vector_bool *d, const vector_bool *a, const vector_bool *b,
                             const vector_bool *m)
{
    const char *nm = sim_iname[insn];
    const vector_bool *ops[3] = {a, b, m};
    static const char *const opn[3] = {"src0", "src1", "mask"};
    vector_bool r;
    int8_t map[3][SIM_A5_NREF];
    unsigned t;
    int i;
    double ready = 0;
    sim_a5_need_scope(nm, 1);
    for (i = 0; i < 3; i++)
        if (ops[i]) {
            unsigned w = ops[i]->width;
            sim_a5_pred_set(nm, ops[i]);
            if (w != a->width)
                sim_fail(nm, "%s is a b%u predicate but src0 is b%u: predicate logic combines "
                             "predicates built for one element width",
                         opn[i], 8u * w, 8u * a->width);
        }
    memset(&r, 0, sizeof r);
    for (i = 0; i < 3; i++)
        if (ops[i]) {
            sim_a5_map_refs(&r.meta, &ops[i]->meta, map[i]);
            if (sim_a5_ready(&ops[i]->meta) > ready)
                ready = sim_a5_ready(&ops[i]->meta);
        }
    for (t = 0; t < SIM_A5_VL; t++) {
        uint16_t mm = sim_a5_remap(m->meta.m[t], map[2]);
        uint8_t v = 0;
        if (m->v[t]) {
            uint8_t x = a->v[t] != 0, y = b ? b->v[t] != 0 : 0;
            v = insn == SIM_I_PAND ? (uint8_t)(x & y) : insn == SIM_I_PXOR ? (uint8_t)(x ^ y)
                                                                           : (uint8_t)!x;
            mm |= sim_a5_remap(a->meta.m[t], map[0]);
            if (b)
                mm |= sim_a5_remap(b->meta.m[t], map[1]);
        }
        r.v[t] = v;
        r.meta.m[t] = mm;
    }
    r.width = a->width;
    r.meta.ready = sim_a5_issue(insn, ready);
    r.meta.val = sim_a5_def(1);
    *d = r;
}
#define pand(d, a, b, m)                                                                    \
    sim_a5_plogic(SIM_I_PAND, &SIM_A5_R(d), SIM_A5_PRED(a), SIM_A5_PRED(b), SIM_A5_PRED(m))
#define pxor(d, a, b, m)                                                                    \
    sim_a5_plogic(SIM_I_PXOR, &SIM_A5_R(d), SIM_A5_PRED(a), SIM_A5_PRED(b), SIM_A5_PRED(m))
#define pnot(d, a, m) sim_a5_plogic(SIM_I_PNOT, &SIM_A5_R(d), SIM_A5_PRED(a), NULL, SIM_A5_PRED(m))

/* plt_bW(n, POST_UPDATE): the first min(n, lanes) elements active; n -= lanes
 * (saturating at 0). */
SIM_A5_FN vector_bool sim_a5_plt(uint32_t *n, unsigned w, int post, const char *nm)
{
    vector_bool r;
    unsigned lanes = SIM_A5_VL / w, k, j;
    sim_a5_need_scope(nm, 1);
    if (post != POST_UPDATE)
        sim_fail(nm, "second operand must be POST_UPDATE");
    memset(&r, 0, sizeof r);
    k = *n < lanes ? *n : lanes;
    for (j = 0; j < k * w; j++)
        r.v[j] = 1;
    r.width = (uint8_t)w;
    *n = *n > lanes ? *n - lanes : 0;
    r.meta.ready = sim_a5_issue(SIM_I_PLT, 0);
    r.meta.val = sim_a5_def(1);
    return r;
}
#define plt_b8(n, post) sim_a5_plt(&(n), 1, SIM_A5_TOK(post), "plt_b8")
#define plt_b16(n, post) sim_a5_plt(&(n), 2, SIM_A5_TOK(post), "plt_b16")
#define plt_b32(n, post) sim_a5_plt(&(n), 4, SIM_A5_TOK(post), "plt_b32")

SIM_A5_FN vector_bool sim_a5_pset(unsigned w, int pat, const char *nm)
{
    vector_bool r;
    sim_a5_need_scope(nm, 1);
    if (pat != PAT_ALL && pat != PAT_ALLF)
        sim_fail(nm, "pattern %d is not simulated (PAT_ALL, PAT_ALLF are)", pat);
    memset(&r, 0, sizeof r);
    memset(r.v, pat == PAT_ALL, sizeof r.v);
    r.width = (uint8_t)w;
    r.meta.ready = sim_a5_issue(SIM_I_PSET, 0);
    r.meta.val = sim_a5_def(1);
    return r;
}
#define pset_b8(pat) sim_a5_pset(1, SIM_A5_TOK(pat), "pset_b8")
#define pset_b16(pat) sim_a5_pset(2, SIM_A5_TOK(pat), "pset_b16")
#define pset_b32(pat) sim_a5_pset(4, SIM_A5_TOK(pat), "pset_b32")

/* ---- GM <-> UB copies ------------------------------------------------------------------ */


SIM_A5_FN void sim_a5_set_loop(int dir, int which, uint64_t v, const char *nm)
{
    sim_a5_need_scope(nm, 0);
    if (which < 2 ? v >> 61 : v >> 43)
        sim_fail(nm, "value 0x%llx sets bits above %s", (unsigned long long)v,
                 which < 2 ? "bit 60" : "bit 42");
    if (which < 2)
        sim_a5_loop[dir].stride[which] = v;
    else
        sim_a5_loop[dir].size = v;
    sim_a5_loop[dir].gen[which] = sim_a5_kernel_gen;
}
#define set_loop1_stride_outtoub(v) sim_a5_set_loop(0, 0, (uint64_t)(v), "set_loop1_stride_outtoub")
#define set_loop2_stride_outtoub(v) sim_a5_set_loop(0, 1, (uint64_t)(v), "set_loop2_stride_outtoub")
#define set_loop_size_outtoub(v) sim_a5_set_loop(0, 2, (uint64_t)(v), "set_loop_size_outtoub")
#define set_loop1_stride_ubtoout(v) sim_a5_set_loop(1, 0, (uint64_t)(v), "set_loop1_stride_ubtoout")
#define set_loop2_stride_ubtoout(v) sim_a5_set_loop(1, 1, (uint64_t)(v), "set_loop2_stride_ubtoout")
#define set_loop_size_ubtoout(v) sim_a5_set_loop(1, 2, (uint64_t)(v), "set_loop_size_ubtoout")

/* The loop register WHICH of direction DIR must have been set by the
 * running kernel. */
SIM_A5_FN void sim_a5_need_loop_reg(const char *nm, int dir, int which)
{
    static const char *const reg[2][3] = {
        {"set_loop1_stride_outtoub", "set_loop2_stride_outtoub", "set_loop_size_outtoub"},
        {"set_loop1_stride_ubtoout", "set_loop2_stride_ubtoout", "set_loop_size_ubtoout"}};
    uint32_t gen = sim_a5_loop[dir].gen[which];
    uint64_t size = sim_a5_loop[dir].size;
    if (gen == sim_a5_kernel_gen)
        return;
    if (!gen)
        sim_fail(nm, "MTE loop register %s was never set on this core; set it before the first "
                     "copy",
                 reg[dir][which]);
    sim_fail(nm, "MTE loop register %s was last set by an earlier kernel on this core (loop sizes "
                 "now %llu x %llu); set it before this kernel's first copy",
             reg[dir][which], (unsigned long long)(size & 0x1fffff),
             (unsigned long long)(size >> 21));
}

/* dir 0: GM -> UB on MTE2, dir 1: UB -> GM on MTE3; strides are bytes
 * between burst starts. */
SIM_A5_FN void sim_a5_copy(int dir, int dk, const void *dst, int sk, const void *src, int64_t sid,
                           int64_t nburst, int64_t len, int64_t lpad, int64_t rpad, int64_t enpad,
                           int64_t l2, int64_t sstride, int64_t dstride)
{
    int insn = dir ? SIM_I_OUT_V2 : SIM_I_IN_V2;
    const char *nm = sim_iname[insn];
    const void *ubp = dir ? src : dst, *gmp = dir ? dst : src;
    int64_t ubs = dir ? sstride : dstride, gms = dir ? dstride : sstride;
    unsigned esz = 0;
    uint32_t ub;
    char what[64];
    sim_a5_need_scope(nm, 0);
    if (dk == SIM_K_BAD || sk == SIM_K_BAD)
        sim_fail(nm, "%s is %s", dk == SIM_K_BAD ? "dst" : "src", sim_kname[SIM_K_BAD]);
    if (dk != SIM_K_VOID && sk != SIM_K_VOID && sim_ksize[dk] != sim_ksize[sk])
        sim_fail(nm, "dst points to %s but src to %s", sim_kname[dk], sim_kname[sk]);
    esz = dk != SIM_K_VOID ? sim_ksize[dk] : sk != SIM_K_VOID ? sim_ksize[sk] : 1;
    sim_check_u(nm, "sid", sid, 255);
    sim_check_u(nm, "nBurst", nburst, UINT32_MAX);
    sim_check_u(nm, "lenBurst", len, UINT32_MAX);
    sim_check_u(nm, "leftPaddingNum", lpad, 255);
    sim_check_u(nm, "rightPaddingNum", rpad, 255);
    sim_check_u(nm, "l2CacheCtl", l2, 255);
    sim_check_u(nm, dir ? "srcUbStride" : "dstUbStride", ubs, UINT32_MAX);
    sim_check_u(nm, dir ? "dstGmStride" : "srcGmStride", gms, INT64_MAX);
    if (lpad || rpad || enpad)
        sim_fail(nm, "padding (%lld, %lld, enable %lld) is not simulated; pass 0, 0, 0",
                 (long long)lpad, (long long)rpad, (long long)enpad);
    ub = sim_copy_checks(nm, dir, gmp, ubp, nburst, len, esz);
    if (ubs % 32)
        sim_fail(nm, "%s %lld is not a multiple of 32 bytes", dir ? "srcUbStride" : "dstUbStride",
                 (long long)ubs);
    if (nburst > 1 && ubs < len)
        sim_fail(nm, "UB bursts overlap: stride %lld < lenBurst %lld", (long long)ubs,
                 (long long)len);
    if (nburst > 1 && dir && gms < len)
        sim_fail(nm, "GM bursts overlap: dstGmStride %lld < lenBurst %lld", (long long)gms,
                 (long long)len);
    snprintf(what, sizeof what, "UB stride %lld", (long long)ubs);
    sim_a5_need_loop_reg(nm, dir, 2);
    {
        uint64_t size = sim_a5_loop[dir].size, l1 = size & 0x1fffff, l2 = size >> 21, i1, i2;
        uint64_t s1 = sim_a5_loop[dir].stride[0], s2 = sim_a5_loop[dir].stride[1];
        uint64_t u1 = s1 >> 40, g1 = s1 & 0xffffffffffull, u2 = s2 >> 40, g2 = s2 & 0xffffffffffull;
        if (!l1 || !l2)
            sim_fail(nm, "MTE loop sizes %llu x %llu: both must be at least 1",
                     (unsigned long long)l1, (unsigned long long)l2);
        if (l1 > 1)
            sim_a5_need_loop_reg(nm, dir, 0);
        if (l2 > 1)
            sim_a5_need_loop_reg(nm, dir, 1);
        if ((l1 > 1 && u1 % 32) || (l2 > 1 && u2 % 32))
            sim_fail(nm, "MTE loop UB strides %llu, %llu bytes: not multiples of 32",
                     (unsigned long long)u1, (unsigned long long)u2);
        for (i2 = 0; i2 < l2; i2++)
            for (i1 = 0; i1 < l1; i1++) {
                uint64_t uo = ub + i2 * u2 + i1 * u1, go = i2 * g2 + i1 * g1;
                if (uo >= SIM_UB_BYTES)
                    sim_fail(nm, "MTE loop repeat (%llu, %llu) starts at UB 0x%llx, beyond the %d "
                                 "KiB UB",
                             (unsigned long long)i1, (unsigned long long)i2,
                             (unsigned long long)uo, SIM_UB_BYTES / 1024);
                sim_copy_run(insn, dir, (const unsigned char *)gmp + go, (uint32_t)uo, nburst, len,
                             (uint64_t)ubs, (uint64_t)gms, what, NULL, sim_a5_counters.busy,
                             &sim_a5_counters.mte2_bytes, &sim_a5_counters.mte3_bytes);
            }
    }
}

/* (dst, src, sid, nBurst, lenBurst, leftPad, rightPad, enablePad, l2Cache,
 *  srcGmStride bytes, dstUbStride bytes) */
#define copy_gm_to_ubuf_align_v2(dst, src, sid, n, len, lp, rp, en, l2, gs, us)                \
    sim_a5_copy(0, SIM_KIND(dst), (const void *)(dst), SIM_KIND(src), sim_gm_ptr(src),      \
                (int64_t)(sid), (int64_t)(n), (int64_t)(len), (int64_t)(lp), (int64_t)(rp),       \
                (int64_t)(en), (int64_t)(l2), (int64_t)(gs), (int64_t)(us))
/* (dst, src, sid, nBurst, lenBurst, l2Cache, dstGmStride bytes, srcUbStride bytes) */
#define copy_ubuf_to_gm_align_v2(dst, src, sid, n, len, l2, gs, us)                            \
    sim_a5_copy(1, SIM_KIND(dst), sim_gm_ptr(dst), SIM_KIND(src), (const void *)(src),      \
                (int64_t)(sid), (int64_t)(n), (int64_t)(len), 0, 0, 0, (int64_t)(l2),             \
                (int64_t)(us), (int64_t)(gs))

/* ---- register arithmetic --------------------------------------------------------------- */

SIM_A5_FN int sim_a5_kind_ok(int insn, int k)
{
    int isint = k >= SIM_K_I8 && k <= SIM_K_U32;
    int isfp = k == SIM_K_F16 || k == SIM_K_BF16 || k == SIM_K_F32;
    switch (insn) {
    case SIM_I_VADD:
    case SIM_I_VSUB:
        return isint || isfp;
    case SIM_I_VSEL: /* the compiler declares no bf16 vsel (sim/typed/a5.hpp) */
        return isint || k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VOR: /* also half: pto-isa's a5/TRem.hpp merges vcvt's even and odd lanes */
        return isint || k == SIM_K_F16;
    case SIM_I_VAND:
    case SIM_I_VXOR:
    case SIM_I_VNOT:
    case SIM_I_VSHR:
    case SIM_I_VSHL:
        return isint;
    case SIM_I_VDUPR:
        return isint || isfp;
    case SIM_I_VMULS:
    case SIM_I_VADDS:
        return k == SIM_K_I16 || k == SIM_K_I32 || isfp;
    case SIM_I_VMUL: /* a5/TMul.hpp, TDiv.hpp, TMax.hpp, TMin.hpp */
    case SIM_I_VDIV:
    case SIM_I_VMAX:
    case SIM_I_VMIN:
        return isint || isfp;
    case SIM_I_VMAXS: /* a5/TMaxs.hpp, TMins.hpp; the compiler declares no */
    case SIM_I_VMINS: /* bf16 form (sim/typed/a5.hpp) */
        return isint || k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VABS: /* a5/TUnaryOp.hpp, TPrelu.hpp, TLRelu.hpp */
    case SIM_I_VEXP:
    case SIM_I_VLN:
    case SIM_I_VSQRT:
    case SIM_I_VPRELU:
    case SIM_I_VLRELU:
        return k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VRELU: /* a5/TUnaryOp.hpp */
        return k == SIM_K_I32 || k == SIM_K_F16 || k == SIM_K_F32;
    case SIM_I_VSHLS: /* a5/TShlS.hpp, TShrS.hpp */
    case SIM_I_VSHRS:
        return isint;
    }
    return 0;
}

/* The registers each instruction takes, for the message: X(ID, text). */
#define SIM_A5_KINDS_OK(X)                                                                     \
    X(VADD, "all integer, half, bfloat16 and float registers")                                 \
    X(VSUB, "all integer, half, bfloat16 and float registers")                                 \
    X(VSEL, "all integer, half and float registers (no bfloat16)")                             \
    X(VAND, "integer registers")                                                               \
    X(VOR, "integer registers and vector_f16")                                                 \
    X(VXOR, "integer registers")                                                               \
    X(VNOT, "integer registers")                                                               \
    X(VSHR, "integer registers")                                                               \
    X(VSHL, "integer registers")                                                               \
    X(VDUPR, "all integer, half, bfloat16 and float registers")                                \
    X(VMULS, "vector_s16, vector_s32, vector_f16, vector_bf16, vector_f32")                    \
    X(VADDS, "vector_s16, vector_s32, vector_f16, vector_bf16, vector_f32")                    \
    X(VMUL, "all integer, half, bfloat16 and float registers")                                 \
    X(VDIV, "all integer, half, bfloat16 and float registers")                                 \
    X(VMAX, "all integer, half, bfloat16 and float registers")                                 \
    X(VMIN, "all integer, half, bfloat16 and float registers")                                 \
    X(VMAXS, "all integer, half and float registers (no bfloat16)")                            \
    X(VMINS, "all integer, half and float registers (no bfloat16)")                            \
    X(VABS, "vector_f16, vector_f32")                                                          \
    X(VEXP, "vector_f16, vector_f32")                                                          \
    X(VLN, "vector_f16, vector_f32")                                                           \
    X(VSQRT, "vector_f16, vector_f32")                                                         \
    X(VPRELU, "vector_f16, vector_f32")                                                        \
    X(VLRELU, "vector_f16, vector_f32")                                                        \
    X(VRELU, "vector_s32, vector_f16, vector_f32")                                             \
    X(VSHLS, "integer registers")                                                              \
    X(VSHRS, "integer registers")
#define SIM_A5_KINDS_ROW(id, text) SIM_ITABLE_SET(id, text)
SIM_ITABLE(const char *, sim_a5_kinds_ok, SIM_A5_KINDS_OK, SIM_A5_KINDS_ROW)
#undef SIM_A5_KINDS_ROW

SIM_A5_FN uint32_t sim_a5_get(const void *reg, unsigned i, unsigned esz)
{
    const unsigned char *p = (const unsigned char *)reg + i * esz;
    uint8_t b;
    uint16_t h;
    uint32_t w;
    if (esz == 1) {
        memcpy(&b, p, 1);
        return b;
    }
    if (esz == 2) {
        memcpy(&h, p, 2);
        return h;
    }
    memcpy(&w, p, 4);
    return w;
}

SIM_A5_FN void sim_a5_put(void *reg, unsigned i, unsigned esz, uint32_t v)
{
    unsigned char *p = (unsigned char *)reg + i * esz;
    uint8_t b = (uint8_t)v;
    uint16_t h = (uint16_t)v;
    if (esz == 1)
        memcpy(p, &b, 1);
    else if (esz == 2)
        memcpy(p, &h, 2);
    else
        memcpy(p, &v, 4);
}

/* Every register op.  NSRC: 1 (unary, scalar), 2 (binary, vsel).  P: the
 * governing predicate (vsel: the selection); MODE: MODE_ZEROING,
 * MODE_MERGING or SIM_A5_MODE_UNSPECIFIED (inactive lanes undefined: the
 * simulator fills them with 0xa5 bytes). */
SIM_A5_FN void sim_a5_op(int insn, int nsrc, int dk, void *d, int ak, const void *a, int bk,
                         const void *b, const vector_bool *p, int mode, int has_scalar,
                         struct sim_scalar sc)
{
    const char *nm = sim_iname[insn];
    const struct sim_a5_meta *dm = (const struct sim_a5_meta *)((unsigned char *)d + SIM_A5_VL);
    const struct sim_a5_meta *am =
        (const struct sim_a5_meta *)((const unsigned char *)a + SIM_A5_VL);
    const struct sim_a5_meta *bm =
        b ? (const struct sim_a5_meta *)((const unsigned char *)b + SIM_A5_VL) : NULL;
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    int8_t mapa[SIM_A5_NREF], mapb[SIM_A5_NREF], mapp[SIM_A5_NREF], mapd[SIM_A5_NREF];
    unsigned esz, n, i;
    uint32_t sbits = 0;
    double ready;

    sim_a5_need_scope(nm, 1);
    if (!sim_a5_kind_ok(insn, dk))
        sim_fail(nm, "%s is not supported (A5 %s takes %s)", sim_a5_rname[dk], nm,
                 sim_a5_kinds_ok[insn] ? sim_a5_kinds_ok[insn] : "no such register");
    if (ak != dk)
        sim_fail(nm, "source is %s but destination is %s", sim_a5_rname[ak], sim_a5_rname[dk]);
    if (insn == SIM_I_VSHR || insn == SIM_I_VSHL) {
        /* the count operand is the signed register of the data's width;
         * pto-isa passes a signed view for unsigned data (a5/TShr.hpp) */
        int want = dk == SIM_K_U8 || dk == SIM_K_U16 || dk == SIM_K_U32 ? dk - 1 : dk;
        if (bk != want)
            sim_fail(nm, "count register is %s; the count operand of %s on %s is %s (a signed "
                         "view for unsigned data)",
                     sim_a5_rname[bk], nm, sim_a5_rname[dk], sim_a5_rname[want]);
    } else if (nsrc == 2 && bk != dk) {
        sim_fail(nm, "second source is %s but destination is %s", sim_a5_rname[bk],
                 sim_a5_rname[dk]);
    }
    if (mode != MODE_ZEROING && mode != MODE_MERGING && mode != SIM_A5_MODE_UNSPECIFIED)
        sim_fail(nm, "mode %d is not MODE_ZEROING or MODE_MERGING", mode);
    esz = sim_ksize[dk];
    n = SIM_A5_VL / esz;
    sim_a5_check_pred(nm, p, esz);
    if (has_scalar)
        sbits = sim_scalar_bits(nm, dk, sc);
    if (insn == SIM_I_VSHLS || insn == SIM_I_VSHRS) {
        /* one count for every lane, of the data's type (a5/TShrS.hpp);
         * the hardware result for other counts is not documented */
        int64_t c = sim_int_val(dk, sbits);
        if (c < 0 || c >= 8 * (int64_t)esz)
            sim_fail(nm, "count %lld outside [0, %u)", (long long)c, 8 * esz);
    }

    memset(&out, 0, sizeof out);
    sim_a5_map_refs(&out.r.meta, &p->meta, mapp);
    if (insn != SIM_I_VDUPR)
        sim_a5_map_refs(&out.r.meta, am, mapa);
    if (bm)
        sim_a5_map_refs(&out.r.meta, bm, mapb);
    if (mode == MODE_MERGING)
        sim_a5_map_refs(&out.r.meta, dm, mapd);
    for (i = 0; i < n; i++) {
        int act = p->v[i * esz] != 0;
        uint16_t m = sim_a5_remap(p->meta.m[i * esz], mapp);
        uint32_t r;
        if (insn == SIM_I_VSEL) {
            r = act ? sim_a5_get(a, i, esz) : sim_a5_get(b, i, esz);
            m |= act ? sim_a5_remap(am->m[i], mapa) : sim_a5_remap(bm->m[i], mapb);
        } else if (act) {
            uint32_t x = sim_a5_get(a, i, esz);
            uint32_t y = has_scalar ? sbits : bm ? sim_a5_get(b, i, esz) : 0;
            if (insn == SIM_I_VSHR || insn == SIM_I_VSHL) {
                /* pto-isa's A5 TSHL/TSHR pass counts in [0, 32) to
                 * vshl/vshr and expect those of W or more to shift every
                 * bit out (sim_shift); no source documents the result for
                 * negative counts or counts past 31 */
                int64_t c = (int64_t)y - ((y >> (8 * esz - 1)) & 1u ? (int64_t)1 << (8 * esz) : 0);
                if (c < 0 || c >= 32)
                    sim_fail(nm, "count %lld outside [0, 32) in lane %u (clamp it with vmin, "
                                 "or keep the lane inactive)",
                             (long long)c, i);
            }
            if (insn == SIM_I_VDIV && !sim_kind_fp(dk))
                sim_div_check(nm, dk, sim_a5_rname[dk], x, y, i);
            r = insn == SIM_I_VOR ? x | y : sim_alu(insn, dk, x, y); /* bitwise, any kind */
            if (insn != SIM_I_VDUPR) /* vdup reads no register */
                m |= sim_a5_remap(am->m[i], mapa);
            if (bm)
                m |= sim_a5_remap(bm->m[i], mapb);
        } else if (mode == MODE_MERGING) {
            r = sim_a5_get(d, i, esz);
            m |= sim_a5_remap(dm->m[i], mapd);
        } else if (mode == MODE_ZEROING) {
            r = 0;
        } else {
            r = 0xa5a5a5a5u;
        }
        sim_a5_put(out.bytes, i, esz, r);
        out.r.meta.m[i] = m;
    }
    ready = insn == SIM_I_VDUPR ? 0 : sim_a5_ready(am);
    if (bm && sim_a5_ready(bm) > ready)
        ready = sim_a5_ready(bm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    if (mode == MODE_MERGING && sim_a5_ready(dm) > ready)
        ready = sim_a5_ready(dm);
    out.r.meta.ready = sim_a5_issue(insn, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}

/* The compares: vcmp_<mode>(dst, src0, src1, pred) and vcmps_<mode>(dst,
 * src, scalar, pred), as pto-isa's a5/TCmp.hpp and a5/TCmps.hpp call
 * them, on the registers those headers compare (8-, 16- and 32-bit
 * integers, half, float).  DST becomes a predicate of the sources' width:
 * each active element is set iff the compare holds (integers by their
 * signedness; floats IEEE, so a NaN makes every mode false except NE);
 * elements PRED leaves out are 0 (CANN's docs of the compares: elements
 * the mask does not select are zeroed).  The scalar converts to the
 * element type as for vadds. */
SIM_A5_FN void sim_a5_cmp(int insn, vector_bool *d, int ak, const void *a, int bk, const void *b,
                          const vector_bool *p, int has_scalar, struct sim_scalar sc)
{
    const char *nm = sim_iname[insn];
    const struct sim_a5_meta *am =
        (const struct sim_a5_meta *)((const unsigned char *)a + SIM_A5_VL);
    const struct sim_a5_meta *bm =
        b ? (const struct sim_a5_meta *)((const unsigned char *)b + SIM_A5_VL) : NULL;
    int8_t mapa[SIM_A5_NREF], mapb[SIM_A5_NREF], mapp[SIM_A5_NREF];
    int mode = sim_cmp_mode(insn);
    unsigned esz, n, i, t;
    uint32_t sbits = 0;
    vector_bool r;
    double ready;

    sim_a5_need_scope(nm, 1);
    if (!(ak >= SIM_K_I8 && ak <= SIM_K_U32) && ak != SIM_K_F16 && ak != SIM_K_F32)
        sim_fail(nm, "%s is not compared (A5 %s takes vector_s8, vector_u8, vector_s16, "
                     "vector_u16, vector_s32, vector_u32, vector_f16, vector_f32: the registers "
                     "pto-isa's a5/TCmp.hpp and a5/TCmps.hpp compare)",
                 sim_a5_rname[ak], nm);
    if (!has_scalar && bk != ak)
        sim_fail(nm, "second source is %s but first is %s", sim_a5_rname[bk], sim_a5_rname[ak]);
    esz = sim_ksize[ak];
    n = SIM_A5_VL / esz;
    sim_a5_check_pred(nm, p, esz);
    if (has_scalar)
        sbits = sim_scalar_bits(nm, ak, sc);
    memset(&r, 0, sizeof r);
    sim_a5_map_refs(&r.meta, &p->meta, mapp);
    sim_a5_map_refs(&r.meta, am, mapa);
    if (bm)
        sim_a5_map_refs(&r.meta, bm, mapb);
    for (i = 0; i < n; i++) {
        uint16_t m = sim_a5_remap(p->meta.m[i * esz], mapp);
        uint8_t bit = 0;
        if (p->v[i * esz]) {
            uint32_t x = sim_a5_get(a, i, esz), y = bm ? sim_a5_get(b, i, esz) : sbits;
            bit = (uint8_t)sim_cmp(ak, mode, x, y);
            m |= sim_a5_remap(am->m[i], mapa);
            if (bm)
                m |= sim_a5_remap(bm->m[i], mapb);
        }
        for (t = 0; t < esz; t++) {
            r.v[i * esz + t] = bit;
            r.meta.m[i * esz + t] = m;
        }
    }
    r.width = (uint8_t)esz;
    ready = sim_a5_ready(am);
    if (bm && sim_a5_ready(bm) > ready)
        ready = sim_a5_ready(bm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    r.meta.ready = sim_a5_issue(insn, ready);
    r.meta.val = sim_a5_def(1);
    *d = r;
}

/* operand counting: OP(a, b, c, d) or OP(a, b, c, d, e) */
#define SIM_A5_NARG(...) SIM_A5_NARG_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define SIM_A5_NARG_(a1, a2, a3, a4, a5, a6, a7, a8, N, ...) N
#define SIM_A5_CAT(a, b) SIM_A5_CAT_(a, b)
#define SIM_A5_CAT_(a, b) a##b
/* a predicate operand: any vector_bool expression (a copy is passed) */
#ifdef __cplusplus
/* C++: a compound literal's address cannot be taken; the operand is bound
 * to a reference instead (a temporary, such as plt_b32(...)'s result,
 * lives until the instruction returns). */
SIM_A5_FN const vector_bool *sim_a5_pred(const vector_bool &p)
{
    return &p;
}
#define SIM_A5_PRED(p) sim_a5_pred(p)
#else
#define SIM_A5_PRED(p) ((const vector_bool *)(const vector_bool[1]){(p)})
#endif

#define SIM_A5_BIN_(insn, d, a, b, p, mode)                                                    \
    sim_a5_op((insn), 2, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(a), &SIM_A5_R(a), SIM_A5_RKIND(b), &SIM_A5_R(b), \
              SIM_A5_PRED(p), SIM_A5_TOK(mode), 0, sim_sc_int(0))
#define SIM_A5_UN_(insn, d, a, p, mode)                                                        \
    sim_a5_op((insn), 1, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(a), &SIM_A5_R(a), SIM_K_BAD, NULL,     \
              SIM_A5_PRED(p), SIM_A5_TOK(mode), 0, sim_sc_int(0))
#define SIM_A5_SCA_(insn, d, a, s, p, mode)                                                    \
    sim_a5_op((insn), 1, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(a), &SIM_A5_R(a), SIM_K_BAD, NULL,     \
              SIM_A5_PRED(p), SIM_A5_TOK(mode), 1, SIM_SCALAR(s))

/* (dst, src0, src1, pred [, MODE_ZEROING | MODE_MERGING]) */
#define vadd(...) SIM_A5_CAT(sim_a5_vadd_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vadd_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VADD, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vadd_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VADD, d, a, b, p, m)
#define vsub(...) SIM_A5_CAT(sim_a5_vsub_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vsub_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VSUB, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vsub_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VSUB, d, a, b, p, m)
#define vand(...) SIM_A5_CAT(sim_a5_vand_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vand_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VAND, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vand_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VAND, d, a, b, p, m)
#define vor(...) SIM_A5_CAT(sim_a5_vor_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vor_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VOR, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vor_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VOR, d, a, b, p, m)
#define vxor(...) SIM_A5_CAT(sim_a5_vxor_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vxor_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VXOR, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vxor_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VXOR, d, a, b, p, m)
/* (dst, src, count, pred [, mode]): count lanes of the same type, or of
 * the signed type of equal width for unsigned data */
#define vshr(...) SIM_A5_CAT(sim_a5_vshr_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vshr_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VSHR, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vshr_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VSHR, d, a, b, p, m)
#define vshl(...) SIM_A5_CAT(sim_a5_vshl_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vshl_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VSHL, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vshl_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VSHL, d, a, b, p, m)
/* (dst, scalar, pred [, mode]): the scalar in every active lane.  The
 * source operand sim_a5_op is handed is a zero register of dst's kind, not
 * dst itself: vdup reads no register, and gcc warns of an uninitialized dst
 * passed as a const source when sim_a5_op is not inlined. */
static const vector_u8 sim_a5_no_src = {{0}, {0, 0, {0}, 0, {0}}};
#define SIM_A5_DUP_(d, s, p, mode)                                                             \
    sim_a5_op(SIM_I_VDUPR, 1, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(d), &sim_a5_no_src,  \
              SIM_K_BAD, NULL, SIM_A5_PRED(p), SIM_A5_TOK(mode), 1, SIM_SCALAR(s))
#define vdup(...) SIM_A5_CAT(sim_a5_vdup_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vdup_3(d, s, p) SIM_A5_DUP_(d, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vdup_4(d, s, p, m) SIM_A5_DUP_(d, s, p, m)
/* (dst, src, scalar, pred [, mode]) */
#define vmuls(...) SIM_A5_CAT(sim_a5_vmuls_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmuls_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VMULS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmuls_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VMULS, d, a, s, p, m)
#define vadds(...) SIM_A5_CAT(sim_a5_vadds_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vadds_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VADDS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vadds_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VADDS, d, a, s, p, m)
/* (dst, src, pred [, mode]) */
#define vnot(...) SIM_A5_CAT(sim_a5_vnot_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vnot_3(d, a, p) SIM_A5_UN_(SIM_I_VNOT, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vnot_4(d, a, p, m) SIM_A5_UN_(SIM_I_VNOT, d, a, p, m)
/* The arithmetic instructions, in the shapes pto-isa issues them (the
 * mode may be omitted, as a5/TRsqrt.hpp does for vdiv); values:
 * sim_arith() in common.h.
 * (dst, src0, src1, pred [, mode]): vmul (a5/TMul.hpp), vdiv (TDiv.hpp),
 * vmax (TMax.hpp), vmin (TMin.hpp), vprelu (TPrelu.hpp) */
#define vmul(...) SIM_A5_CAT(sim_a5_vmul_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmul_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VMUL, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmul_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VMUL, d, a, b, p, m)
#define vdiv(...) SIM_A5_CAT(sim_a5_vdiv_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vdiv_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VDIV, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vdiv_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VDIV, d, a, b, p, m)
#define vmax(...) SIM_A5_CAT(sim_a5_vmax_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmax_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VMAX, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmax_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VMAX, d, a, b, p, m)
#define vmin(...) SIM_A5_CAT(sim_a5_vmin_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmin_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VMIN, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmin_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VMIN, d, a, b, p, m)
#define vprelu(...) SIM_A5_CAT(sim_a5_vprelu_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vprelu_4(d, a, b, p) SIM_A5_BIN_(SIM_I_VPRELU, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vprelu_5(d, a, b, p, m) SIM_A5_BIN_(SIM_I_VPRELU, d, a, b, p, m)
/* (dst, src, pred [, mode]): vabs, vexp, vln, vsqrt, vrelu (a5/TUnaryOp.hpp) */
#define vabs(...) SIM_A5_CAT(sim_a5_vabs_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vabs_3(d, a, p) SIM_A5_UN_(SIM_I_VABS, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vabs_4(d, a, p, m) SIM_A5_UN_(SIM_I_VABS, d, a, p, m)
#define vexp(...) SIM_A5_CAT(sim_a5_vexp_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vexp_3(d, a, p) SIM_A5_UN_(SIM_I_VEXP, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vexp_4(d, a, p, m) SIM_A5_UN_(SIM_I_VEXP, d, a, p, m)
#define vln(...) SIM_A5_CAT(sim_a5_vln_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vln_3(d, a, p) SIM_A5_UN_(SIM_I_VLN, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vln_4(d, a, p, m) SIM_A5_UN_(SIM_I_VLN, d, a, p, m)
#define vsqrt(...) SIM_A5_CAT(sim_a5_vsqrt_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vsqrt_3(d, a, p) SIM_A5_UN_(SIM_I_VSQRT, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vsqrt_4(d, a, p, m) SIM_A5_UN_(SIM_I_VSQRT, d, a, p, m)
#define vrelu(...) SIM_A5_CAT(sim_a5_vrelu_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vrelu_3(d, a, p) SIM_A5_UN_(SIM_I_VRELU, d, a, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vrelu_4(d, a, p, m) SIM_A5_UN_(SIM_I_VRELU, d, a, p, m)
/* (dst, src, scalar, pred [, mode]): vmaxs (a5/TMaxs.hpp), vmins (TMins.hpp),
 * vlrelu (TLRelu.hpp), vshls (TShlS.hpp), vshrs (TShrS.hpp); the shifts'
 * scalar is the count, of the data's type */
#define vmaxs(...) SIM_A5_CAT(sim_a5_vmaxs_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmaxs_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VMAXS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmaxs_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VMAXS, d, a, s, p, m)
#define vmins(...) SIM_A5_CAT(sim_a5_vmins_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vmins_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VMINS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vmins_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VMINS, d, a, s, p, m)
#define vlrelu(...) SIM_A5_CAT(sim_a5_vlrelu_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vlrelu_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VLRELU, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vlrelu_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VLRELU, d, a, s, p, m)
#define vshls(...) SIM_A5_CAT(sim_a5_vshls_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vshls_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VSHLS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vshls_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VSHLS, d, a, s, p, m)
#define vshrs(...) SIM_A5_CAT(sim_a5_vshrs_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vshrs_4(d, a, s, p) SIM_A5_SCA_(SIM_I_VSHRS, d, a, s, p, SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vshrs_5(d, a, s, p, m) SIM_A5_SCA_(SIM_I_VSHRS, d, a, s, p, m)
/* (dst, src0, src1, sel): src0 where sel is active, else src1 */
#define vsel(d, a, b, p) SIM_A5_BIN_(SIM_I_VSEL, d, a, b, p, SIM_A5_MODE_UNSPECIFIED)

/* (dst predicate, src0, src1, pred) */
#define SIM_A5_VCMP_(insn, d, a, b, p)                                                         \
    sim_a5_cmp((insn), &SIM_A5_R(d), SIM_A5_RKIND(a), &SIM_A5_R(a), SIM_A5_RKIND(b), &SIM_A5_R(b), SIM_A5_PRED(p), 0,  \
               sim_sc_int(0))
#define vcmp_eq(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_EQ, d, a, b, p)
#define vcmp_ne(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_NE, d, a, b, p)
#define vcmp_lt(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_LT, d, a, b, p)
#define vcmp_le(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_LE, d, a, b, p)
#define vcmp_gt(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_GT, d, a, b, p)
#define vcmp_ge(d, a, b, p) SIM_A5_VCMP_(SIM_I_VCMP_GE, d, a, b, p)
/* (dst predicate, src, scalar, pred) */
#define SIM_A5_VCMPS_(insn, d, a, s, p)                                                        \
    sim_a5_cmp((insn), &SIM_A5_R(d), SIM_A5_RKIND(a), &SIM_A5_R(a), SIM_K_BAD, NULL, SIM_A5_PRED(p), 1,        \
               SIM_SCALAR(s))
#define vcmps_eq(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_EQ, d, a, s, p)
#define vcmps_ne(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_NE, d, a, s, p)
#define vcmps_lt(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_LT, d, a, s, p)
#define vcmps_le(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_LE, d, a, s, p)
#define vcmps_gt(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_GT, d, a, s, p)
#define vcmps_ge(d, a, s, p) SIM_A5_VCMPS_(SIM_I_VCMPS_GE, d, a, s, p)

/* (reg, base, elemOffset, NORM [, POST_UPDATE]) */
#define vlds(...) SIM_A5_CAT(sim_a5_vlds_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vlds_4(r, base, off, dist)                                                      \
    ((void)sim_a5_vlds(SIM_A5_RKIND(r), &SIM_A5_R(r), SIM_KIND(base), (const void *)(base),         \
                       (int64_t)(off), SIM_A5_DIST(dist, 0), 0, 0))
#define sim_a5_vlds_5(r, base, off, dist, post)                                                \
    ((base) += sim_a5_vlds(SIM_A5_RKIND(r), &SIM_A5_R(r), SIM_KIND(base), (const void *)(base),     \
                           (int64_t)(off), SIM_A5_DIST(dist, 0), SIM_A5_TOK(post), 1))
/* (reg, base, elemOffset, NORM_Bn, pred [, POST_UPDATE]) */
#define vsts(...) SIM_A5_CAT(sim_a5_vsts_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vsts_5(r, base, off, dist, p)                                                   \
    ((void)sim_a5_vsts(SIM_A5_RKIND(r), &SIM_A5_R(r), SIM_KIND(base), (const void *)(base),         \
                       (int64_t)(off), SIM_A5_TOK(dist), SIM_A5_PRED(p), 0, 0))
#define sim_a5_vsts_6(r, base, off, dist, p, post)                                             \
    ((base) += sim_a5_vsts(SIM_A5_RKIND(r), &SIM_A5_R(r), SIM_KIND(base), (const void *)(base),     \
                           (int64_t)(off), SIM_A5_TOK(dist), SIM_A5_PRED(p), SIM_A5_TOK(post), 1))

/* ---- reductions and broadcasts ----------------------------------------------------------- */

/* vcadd|vcmax|vcmin(dst, src, pred, MODE_ZEROING), as pto-isa's
 * a5/TRowReduce.hpp (ROWSUM, ROWMAX, ROWMIN) calls them: the active lanes
 * of SRC reduced into lane 0 of DST (sim_red_tree() over the whole
 * register, lanes PRED leaves out holding the identity); vcmax and vcmin
 * write the lowest lane holding the result into lane 1, as an integer of
 * the element's width (CANN's asc_reduce_max and asc_reduce_min pages);
 * every other lane is 0.  No active lane: 0 (+0) for vcadd, -inf / +inf
 * with index 0 for vcmax / vcmin (the same pages).  Half and float
 * registers only (a5/TRowReduce.hpp's check). */
SIM_A5_FN void sim_a5_reduce(int insn, int dk, void *d, int sk, const void *s, const vector_bool *p,
                             int mode)
{
    const char *nm = sim_iname[insn];
    const struct sim_a5_meta *sm = (const struct sim_a5_meta *)((const unsigned char *)s +
                                                                SIM_A5_VL);
    int op = insn == SIM_I_VCADD ? SIM_RED_SUM : insn == SIM_I_VCMAX ? SIM_RED_MAX : SIM_RED_MIN;
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    uint32_t lanes[128], res, idx = 0;
    unsigned esz, n, i;
    uint16_t m;
    double ready;

    sim_a5_need_scope(nm, 1);
    if (sk != dk)
        sim_fail(nm, "source is %s but destination is %s", sim_a5_rname[sk], sim_a5_rname[dk]);
    if (dk != SIM_K_F16 && dk != SIM_K_F32)
        sim_fail(nm, "%s is not supported (A5 %s takes vector_f16, vector_f32: pto-isa's "
                     "a5/TRowReduce.hpp reduces half and float)",
                 sim_a5_rname[dk], nm);
    if (mode != MODE_ZEROING)
        sim_fail(nm, "takes (dst, src, pred, MODE_ZEROING), as pto-isa's a5/TRowReduce.hpp "
                     "writes it (the lanes past the result are 0 whatever the mode)");
    esz = sim_ksize[dk];
    n = SIM_A5_VL / esz;
    sim_a5_check_pred(nm, p, esz);
    memset(&out, 0, sizeof out);
    /* the result depends on every active lane of SRC and on the whole
     * predicate (it decides every lane) */
    m = sim_a5_span_refs(&out.r.meta, sm, p->v, esz, n, 1);
    m |= sim_a5_span_refs(&out.r.meta, &p->meta, NULL, 0, n, esz);
    for (i = 0; i < n; i++)
        lanes[i] = p->v[i * esz] ? sim_a5_get(s, i, esz) : sim_red_identity(op, dk);
    res = sim_red_tree(op, dk, lanes, n);
    sim_a5_put(out.bytes, 0, esz, res);
    out.r.meta.m[0] = m;
    if (op != SIM_RED_SUM) {
        /* the lowest active lane holding the result (a NaN: the first NaN) */
        int nan = sim_fp_isnan(dk, res);
        for (i = 0; i < n; i++)
            if (p->v[i * esz] && (nan ? sim_fp_isnan(dk, sim_a5_get(s, i, esz))
                                      : sim_a5_get(s, i, esz) == res))
                break;
        idx = i < n ? i : 0;
        sim_a5_put(out.bytes, 1, esz, idx);
        out.r.meta.m[1] = m;
    }
    ready = sim_a5_ready(sm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    out.r.meta.ready = sim_a5_issue(insn, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define vcadd(d, s, p, m)                                                                      \
    sim_a5_reduce(SIM_I_VCADD, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_PRED(p), SIM_A5_TOK(m))
#define vcmax(d, s, p, m)                                                                      \
    sim_a5_reduce(SIM_I_VCMAX, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_PRED(p), SIM_A5_TOK(m))
#define vcmin(d, s, p, m)                                                                      \
    sim_a5_reduce(SIM_I_VCMIN, SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_PRED(p), SIM_A5_TOK(m))

/* vbr(dst, scalar): the scalar (converted as for vadds) in every lane, no
 * predicate; pto-isa's a5/TRowReduce.hpp sets its accumulator so.  The
 * compiler declares it for the integer registers, half and float, not
 * bfloat16 (sim/typed/a5.hpp); a bf16 register takes vdup of a scalar
 * (a5/TExpandS.hpp). */
SIM_A5_FN void sim_a5_vbr(int dk, void *d, struct sim_scalar sc)
{
    const char *nm = "vbr";
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    unsigned esz, i;
    uint32_t bits;
    sim_a5_need_scope(nm, 1);
    if (!(dk >= SIM_K_I8 && dk <= SIM_K_F32))
        sim_fail(nm, "destination is %s, not a vector data register", sim_a5_rname[dk]);
    if (dk == SIM_K_BF16)
        sim_fail(nm, "vector_bf16 is not supported (A5 vbr takes the 8-, 16- and 32-bit integer "
                     "registers, vector_f16 and vector_f32; vdup broadcasts a bf16 scalar)");
    esz = sim_ksize[dk];
    bits = sim_scalar_bits(nm, dk, sc);
    memset(&out, 0, sizeof out);
    for (i = 0; i < SIM_A5_VL / esz; i++)
        sim_a5_put(out.bytes, i, esz, bits);
    out.r.meta.ready = sim_a5_issue(SIM_I_VBR, 0);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define vbr(d, s) sim_a5_vbr(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_SCALAR(s))

/* vintlv(d0, d1, s0, s1): the elements of S0 and S1 interleaved (s0[0],
 * s1[0], s0[1], s1[1], ...), the first VL bytes of that into D0, the rest
 * into D1; no predicate.  As pto-isa's a5/TRowProd.hpp folds a row's lanes
 * (vintlv of the accumulator and a register of ones, then vmul of D0 and
 * D1: lane j times lane j + n/2) and a5/TQuant.hpp spreads its scales; on
 * the registers the compiler declares it for (8-, 16- and 32-bit integers,
 * half, float: no bfloat16, sim/typed/a5.hpp).  A result lane depends on
 * every lane of its sources here (their provenance spread as a
 * reduction's), which a store then checks in full. */
SIM_A5_FN void sim_a5_vintlv(int d0k, void *d0, int d1k, void *d1, int ak, const void *a, int bk,
                             const void *b)
{
    const char *nm = "vintlv";
    const struct sim_a5_meta *am =
        (const struct sim_a5_meta *)((const unsigned char *)a + SIM_A5_VL);
    const struct sim_a5_meta *bm =
        (const struct sim_a5_meta *)((const unsigned char *)b + SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out[2];
    unsigned esz, n, h, e;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (!(d0k >= SIM_K_I8 && d0k <= SIM_K_U32) && d0k != SIM_K_F16 && d0k != SIM_K_F32)
        sim_fail(nm, "%s is not supported (A5 vintlv takes the 8-, 16- and 32-bit integer "
                     "registers, vector_f16 and vector_f32)",
                 sim_a5_rname[d0k]);
    if (d1k != d0k || ak != d0k || bk != d0k)
        sim_fail(nm, "operands of different registers: %s, %s, %s, %s (all four are one type)",
                 sim_a5_rname[d0k], sim_a5_rname[d1k], sim_a5_rname[ak], sim_a5_rname[bk]);
    esz = sim_ksize[d0k];
    n = SIM_A5_VL / esz;
    memset(out, 0, sizeof out);
    for (h = 0; h < 2; h++) {
        uint16_t m = sim_a5_span_refs(&out[h].r.meta, am, NULL, 0, n, 1);
        m |= sim_a5_span_refs(&out[h].r.meta, bm, NULL, 0, n, 1);
        for (e = 0; e < n; e++) { /* element e of half h: source element h * n / 2 + e / 2 */
            const void *src = e % 2 ? b : a;
            sim_a5_put(out[h].bytes, e, esz, sim_a5_get(src, h * n / 2 + e / 2, esz));
            out[h].r.meta.m[e] = m;
        }
    }
    ready = sim_a5_ready(am);
    if (sim_a5_ready(bm) > ready)
        ready = sim_a5_ready(bm);
    out[0].r.meta.ready = out[1].r.meta.ready = sim_a5_issue(SIM_I_VINTLV, ready);
    out[0].r.meta.val = sim_a5_def(0);
    out[1].r.meta.val = sim_a5_def(0);
    memcpy(d0, out[0].bytes, sizeof(vector_u8));
    memcpy(d1, out[1].bytes, sizeof(vector_u8));
}
#define vintlv(d0, d1, s0, s1)                                                                 \
    sim_a5_vintlv(SIM_A5_RKIND(d0), &SIM_A5_R(d0), SIM_A5_RKIND(d1), &SIM_A5_R(d1),               \
                  SIM_A5_RKIND(s0), &SIM_A5_R(s0), SIM_A5_RKIND(s1), &SIM_A5_R(s1))

/* vci(dst, index[, INC_ORDER]): lane i of DST gets INDEX + i, no
 * predicate, as pto-isa's a5/TTri.hpp (and a5/TTrans.hpp) build column
 * indices: on vector_s8, vector_s16 and vector_s32 (the compiler declares
 * no unsigned form), the index cast to the lane's type, the order
 * INC_ORDER (the compiler's default when it is omitted).  Not simulated:
 * DEC_ORDER and the float forms (pto-isa calls neither, and no source
 * says how they count), and a sequence that passes the lane type's
 * maximum (no source says whether it wraps or saturates). */
SIM_A5_FN void sim_a5_vci(int dk, void *d, struct sim_scalar sc, int order)
{
    const char *nm = "vci";
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    unsigned esz, n, i;
    uint32_t bits;
    int64_t first, max;
    sim_a5_need_scope(nm, 1);
    if (dk == SIM_K_F16 || dk == SIM_K_F32)
        sim_fail(nm,
                 "%s is not simulated (pto-isa's a5/TTri.hpp indexes vector_s16 and "
                 "vector_s32 registers; no source says how the float form counts)",
                 sim_a5_rname[dk]);
    if (dk != SIM_K_I8 && dk != SIM_K_I16 && dk != SIM_K_I32)
        sim_fail(nm, "destination is %s (A5 vci takes vector_s8, vector_s16, vector_s32)",
                 sim_a5_rname[dk]);
    if (order != INC_ORDER)
        sim_fail(nm,
                 "order %d is not INC_ORDER (the only order pto-isa passes; DEC_ORDER is "
                 "not simulated)",
                 order);
    esz = sim_ksize[dk];
    n = SIM_A5_VL / esz;
    bits = sim_scalar_bits(nm, dk, sc);
    first = esz == 1   ? (int64_t)(int8_t)bits
            : esz == 2 ? (int64_t)(int16_t)bits
                       : (int64_t)(int32_t)bits;
    max = esz == 1 ? INT8_MAX : esz == 2 ? INT16_MAX : INT32_MAX;
    if (first > max - (int64_t)(n - 1))
        sim_fail(nm,
                 "index %lld + %u passes %s's maximum %lld (whether vci wraps is not "
                 "documented)",
                 (long long)first, n - 1, sim_a5_rname[dk], (long long)max);
    memset(&out, 0, sizeof out);
    for (i = 0; i < n; i++)
        sim_a5_put(out.bytes, i, esz, (uint32_t)(first + (int64_t)i));
    out.r.meta.ready = sim_a5_issue(SIM_I_VCI, 0);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define vci(...) SIM_A5_CAT(sim_a5_vci_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vci_2(d, s)                                                                         \
    sim_a5_vci(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_SCALAR(s), SIM_A5_TOK(INC_ORDER))
#define sim_a5_vci_3(d, s, o)                                                                      \
    sim_a5_vci(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_SCALAR(s), SIM_A5_TOK(o))

/* vgather2(dst, base, index, pred[, MODE_ZEROING]): active lane i of DST
 * gets the element of BASE's type at BASE + index[i] elements, inactive
 * lanes 0, as pto-isa's a5/TGather.hpp gathers a tile (its system test's
 * golden reads src[indices[i]]: element indices).  The compiler's
 * declaration (__clang_cce_vector_intrinsics.h, C310): vector_s32,
 * vector_u32 and vector_f32 from int32_t, uint32_t and float pointers with
 * vector_u32 indices; vector_s16, vector_u16, vector_f16 and vector_bf16
 * from 16-bit pointers with vector_u16 indices; the mode MODE_ZEROING or
 * omitted (MODE_MERGING is a static_assert there).  The 8-bit forms:
 * vector_s16 from an int8_t pointer, vector_u16 from a uint8_t one, by
 * vector_u16 indices under a b16 predicate, each byte zero-extended into
 * its 16-bit lane (the declaration's comment: "the result ... is
 * zero-extended to 16-bit"), as ptogen's a5 tgatherb of 8-bit data
 * gathers.  Each active lane's element must lie in UB, and is read
 * now: a byte some pipe wrote without the order the V pipe needs fails
 * here (a vlds fails when its lane is used), and the read is recorded for
 * the writes after it. */
SIM_A5_FN void sim_a5_vgather2(int dk, void *d, int pk, const void *base, int ik, const void *idx,
                               const vector_bool *p, int mode)
{
    const char *nm = "vgather2";
    const struct sim_a5_meta *im =
        (const struct sim_a5_meta *)((const unsigned char *)idx + SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    unsigned esz, lw, n, i;
    int want, b8 = 0;
    int64_t addr0;
    uint32_t seq;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (dk == SIM_K_I8 || dk == SIM_K_U8)
        sim_fail(nm, "destination is %s: the 8-bit forms gather into 16-bit lanes (vector_s16 "
                     "from int8_t, vector_u16 from uint8_t)",
                 sim_a5_rname[dk]);
    if (dk != SIM_K_I16 && dk != SIM_K_U16 && dk != SIM_K_F16 && dk != SIM_K_BF16 &&
        dk != SIM_K_I32 && dk != SIM_K_U32 && dk != SIM_K_F32)
        sim_fail(nm, "destination is %s, not a 16- or 32-bit data register", sim_a5_rname[dk]);
    if ((pk == SIM_K_I8 && dk == SIM_K_I16) || (pk == SIM_K_U8 && dk == SIM_K_U16))
        b8 = 1;
    else if (pk != SIM_K_VOID && sim_a5_reg_of_ptr(pk) != dk)
        sim_fail(nm, "gathers %s from a pointer to %s", sim_a5_rname[dk], sim_kname[pk]);
    lw = sim_ksize[dk];
    esz = b8 ? 1 : lw;
    want = lw == 4 ? SIM_K_U32 : SIM_K_U16;
    if (ik != want)
        sim_fail(nm, "index register is %s; %s takes %s indices (pto-isa's a5/TGather.hpp "
                     "passes a view: (%s &)index)",
                 sim_a5_rname[ik], sim_a5_rname[dk], sim_a5_rname[want], sim_a5_rname[want]);
    if (mode == MODE_MERGING)
        sim_fail(nm, "MODE_MERGING is not a mode of vgather2 (MODE_ZEROING, or none)");
    if (mode != MODE_ZEROING && mode != SIM_A5_MODE_UNSPECIFIED)
        sim_fail(nm, "mode %d is not MODE_ZEROING", mode);
    sim_a5_check_pred(nm, p, lw);
    n = SIM_A5_VL / lw;
    addr0 = (int64_t)sim_off(base, nm, "base");
    seq = ++sim_core.seq[PIPE_V];
    memset(&out, 0, sizeof out);
    for (i = 0; i < n; i++) {
        uint32_t j, b;
        int64_t a;
        if (!p->v[i * lw])
            continue;
        j = sim_a5_get(idx, i, lw);
        a = addr0 + (int64_t)j * esz;
        if (a < 0 || a + esz > SIM_UB_BYTES)
            sim_fail(nm, "lane %u (index %u) reads UB [0x%llx, 0x%llx), outside the %d KiB UB",
                     i, j, (long long)a, (long long)a + esz, SIM_UB_BYTES / 1024);
        for (b = (uint32_t)a; b < (uint32_t)a + esz; b++) {
            int pp, pn;
            uint32_t ps;
            if (sim_conflict(b, 0, PIPE_V, seq, &pp, &ps, &pn))
                sim_hazard_fail(nm, 1, (uint32_t)a, (uint32_t)a + esz, PIPE_V, pp, pn, NULL);
        }
        sim_record((uint32_t)a, (uint32_t)a + esz, 0, PIPE_V, SIM_I_VGATHER2, seq);
        memcpy(out.bytes + i * lw, sim_ub + a, esz); /* an 8-bit one zero-extended */
    }
    ready = sim_a5_ready(im);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    out.r.meta.ready = sim_a5_issue(SIM_I_VGATHER2, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define vgather2(...) SIM_A5_CAT(sim_a5_vgather2_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define sim_a5_vgather2_4(d, base, idx, p)                                                         \
    sim_a5_vgather2(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_KIND(base), (const void *)(base),           \
                    SIM_A5_RKIND(idx), &SIM_A5_R(idx), SIM_A5_PRED(p), SIM_A5_MODE_UNSPECIFIED)
#define sim_a5_vgather2_5(d, base, idx, p, m)                                                      \
    sim_a5_vgather2(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_KIND(base), (const void *)(base),           \
                    SIM_A5_RKIND(idx), &SIM_A5_R(idx), SIM_A5_PRED(p), SIM_A5_TOK(m))

/* vgather2_bc(dst, base, index, pred): 16-bit data gathered by 32-bit
 * indices, as pto-isa's a5/TGather.hpp gathers b16 data by an int32
 * index tile (TGather_b16_bc) and stores the register with vsts PK_B32:
 * active b32 lane i of INDEX (a vector_u32) names the element of BASE's
 * type at BASE + index[i] elements, which lands in the low half of lane
 * i, 16-bit element 2i of DST; inactive lanes are 0.  What the high half
 * (element 2i + 1) holds is not documented: the simulator zeroes it, and
 * a kernel must read the register only through the low halves, as the
 * PK_B32 store after it does in TGather.hpp (and in ptogen's kernels).
 * The predicate is of the index's width, b32.  Modeled: 16-bit data
 * (vector_s16, _u16, _f16 from int16_t, uint16_t, half pointers), no
 * mode; the 32-bit form is not simulated.  The elements are read now, as
 * vgather2's are. */
SIM_A5_FN void sim_a5_vgather2_bc(int dk, void *d, int pk, const void *base, int ik,
                                  const void *idx, const vector_bool *p)
{
    const char *nm = "vgather2_bc";
    const struct sim_a5_meta *im =
        (const struct sim_a5_meta *)((const unsigned char *)idx + SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    unsigned i;
    int64_t addr0;
    uint32_t seq;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (dk != SIM_K_I16 && dk != SIM_K_U16 && dk != SIM_K_F16)
        sim_fail(nm, "destination is %s; the simulated form gathers 16-bit data (vector_s16, "
                     "vector_u16, vector_f16), as pto-isa's a5/TGather.hpp's TGather_b16_bc",
                 sim_a5_rname[dk]);
    if (pk != SIM_K_VOID && sim_a5_reg_of_ptr(pk) != dk)
        sim_fail(nm, "gathers %s from a pointer to %s", sim_a5_rname[dk], sim_kname[pk]);
    if (ik != SIM_K_U32)
        sim_fail(nm, "index register is %s; it takes vector_u32 indices (pto-isa's "
                     "a5/TGather.hpp passes a view: (vector_u32 &)index)",
                 sim_a5_rname[ik]);
    sim_a5_check_pred(nm, p, 4);
    addr0 = (int64_t)sim_off(base, nm, "base");
    seq = ++sim_core.seq[PIPE_V];
    memset(&out, 0, sizeof out);
    for (i = 0; i < SIM_A5_VL / 4; i++) {
        uint32_t j, b;
        int64_t a;
        if (!p->v[i * 4])
            continue;
        j = sim_a5_get(idx, i, 4);
        a = addr0 + (int64_t)j * 2;
        if (a < 0 || a + 2 > SIM_UB_BYTES)
            sim_fail(nm, "lane %u (index %u) reads UB [0x%llx, 0x%llx), outside the %d KiB UB",
                     i, j, (long long)a, (long long)a + 2, SIM_UB_BYTES / 1024);
        for (b = (uint32_t)a; b < (uint32_t)a + 2; b++) {
            int pp, pn;
            uint32_t ps;
            if (sim_conflict(b, 0, PIPE_V, seq, &pp, &ps, &pn))
                sim_hazard_fail(nm, 1, (uint32_t)a, (uint32_t)a + 2, PIPE_V, pp, pn, NULL);
        }
        sim_record((uint32_t)a, (uint32_t)a + 2, 0, PIPE_V, SIM_I_VGATHER2_BC, seq);
        memcpy(out.bytes + i * 4, sim_ub + a, 2);
    }
    ready = sim_a5_ready(im);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    out.r.meta.ready = sim_a5_issue(SIM_I_VGATHER2_BC, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define vgather2_bc(d, base, idx, p)                                                               \
    sim_a5_vgather2_bc(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_KIND(base), (const void *)(base),        \
                       SIM_A5_RKIND(idx), &SIM_A5_R(idx), SIM_A5_PRED(p))

/* vscatter(src, base, index, pred): active lane i of SRC stored as the
 * element of BASE's type at BASE + index[i] elements, as pto-isa's
 * a5/TScatter.hpp writes a tile (its system test's golden stores
 * dst[indices[i]]: element indices).  The forms modeled are the ones
 * TScatter.hpp calls: 32-bit data (vector_s32, _u32, _f32 into int32_t,
 * uint32_t, float pointers) by vector_u32 indices and 16-bit data by
 * vector_u16 ones, no mode; 8-bit data (vector_s8, _u8 into int8_t,
 * uint8_t) by vector_u16 indices under a b16 predicate, lane i storing
 * byte 2i of SRC (TScatter_b8 loads UNPK_B8 and says "even-numbered bytes
 * only valid and stored"; the compiler's C310 form is v256 data by u16
 * indices).  Each active lane's element must lie in UB.  Two active lanes naming one element fail: which of them is
 * stored is stated nowhere (the compiler's declaration, TScatter.hpp, and
 * its system tests, whose indices never repeat within a register).  The
 * writes are checked and recorded as a vsts's (a later vlds of them in
 * the scope needs mem_bar(VST_VLD)); the instruction issues as a store. */
SIM_A5_FN void sim_a5_vscatter(int sk, const void *s, int pk, const void *base, int ik,
                               const void *idx, const vector_bool *p)
{
    const char *nm = "vscatter";
    const struct sim_a5_meta *sm = (const struct sim_a5_meta *)((const unsigned char *)s + SIM_A5_VL);
    const struct sim_a5_meta *im =
        (const struct sim_a5_meta *)((const unsigned char *)idx + SIM_A5_VL);
    unsigned esz, lw, n, i, j;
    int want;
    int64_t addr0;
    uint32_t seq, el[SIM_A5_VL / 2];
    unsigned char on[SIM_A5_VL / 2];
    double ready;
    sim_a5_need_scope(nm, 1);
    if (sk != SIM_K_I8 && sk != SIM_K_U8 && sk != SIM_K_I16 && sk != SIM_K_U16 &&
        sk != SIM_K_F16 && sk != SIM_K_BF16 && sk != SIM_K_I32 && sk != SIM_K_U32 &&
        sk != SIM_K_F32)
        sim_fail(nm, "source is %s, not a data register", sim_a5_rname[sk]);
    if (pk != SIM_K_VOID && sim_a5_reg_of_ptr(pk) != sk)
        sim_fail(nm, "scatters %s into a pointer to %s", sim_a5_rname[sk], sim_kname[pk]);
    esz = sim_ksize[sk];
    lw = esz == 1 ? 2 : esz; /* lane width: 8-bit data rides in b16 lanes */
    want = esz == 4 ? SIM_K_U32 : SIM_K_U16;
    if (ik != want)
        sim_fail(nm, "index register is %s; %s takes %s indices (pto-isa's a5/TScatter.hpp "
                     "passes a view: (%s &)index)",
                 sim_a5_rname[ik], sim_a5_rname[sk], sim_a5_rname[want], sim_a5_rname[want]);
    sim_a5_check_pred(nm, p, lw);
    n = SIM_A5_VL / lw;
    addr0 = (int64_t)sim_off(base, nm, "base");
    for (i = 0; i < n; i++) {
        int64_t a;
        on[i] = p->v[i * lw] != 0;
        if (!on[i])
            continue;
        el[i] = sim_a5_get(idx, i, lw);
        a = addr0 + (int64_t)el[i] * esz;
        if (a < 0 || a + esz > SIM_UB_BYTES)
            sim_fail(nm, "lane %u (index %u) writes UB [0x%llx, 0x%llx), outside the %d KiB UB",
                     i, el[i], (long long)a, (long long)a + esz, SIM_UB_BYTES / 1024);
        for (j = 0; j < i; j++)
            if (on[j] && el[j] == el[i])
                sim_fail(nm, "lanes %u and %u both name element %u; which one vscatter stores "
                             "is not documented (store one of them at a time)",
                         j, i, el[i]);
    }
    seq = ++sim_core.seq[PIPE_V];
    for (i = 0; i < n; i++)
        if (on[i])
            sim_seg_add((uint32_t)(addr0 + (int64_t)el[i] * esz),
                        (uint32_t)(addr0 + (int64_t)el[i] * esz) + esz, 1);
    sim_track(PIPE_V, SIM_I_VSCATTER, seq, NULL);
    for (i = 0; i < n; i++)
        if (on[i])
            sim_ub_store((uint32_t)(addr0 + (int64_t)el[i] * esz),
                         (const unsigned char *)s + i * lw, esz);
    ready = sim_a5_ready(sm);
    if (sim_a5_ready(im) > ready)
        ready = sim_a5_ready(im);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    ready = sim_a5_issue(SIM_I_VSCATTER, ready);
    if (ready > sim_a5_st.store_done)
        sim_a5_st.store_done = ready;
}
#define vscatter(s, base, idx, p)                                                                  \
    sim_a5_vscatter(SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_KIND(base), (const void *)(base),           \
                    SIM_A5_RKIND(idx), &SIM_A5_R(idx), SIM_A5_PRED(p))

/* vdup(dst, src, pred, POS_LOWEST, MODE_ZEROING | MODE_MERGING): lane 0 of
 * the register SRC in every active lane of DST, as pto-isa's
 * a5/TRowExpand.hpp and a5/TRowExpandBinOp.hpp broadcast a row's value.
 * The predicate has the element width, or is all true: pto-isa passes
 * pset_b8(PAT_ALL) to 16- and 32-bit registers, which selects every
 * element whatever the width. */
SIM_A5_FN void sim_a5_vdup_lane(int dk, void *d, int sk, const void *s, const vector_bool *p,
                                int pos, int mode)
{
    const char *nm = "vdup";
    const struct sim_a5_meta *sm = (const struct sim_a5_meta *)((const unsigned char *)s +
                                                                SIM_A5_VL);
    const struct sim_a5_meta *dm = (const struct sim_a5_meta *)((const unsigned char *)d +
                                                                SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    int8_t mapp[SIM_A5_NREF], mapd[SIM_A5_NREF];
    unsigned esz, n, i, all = 1;
    uint32_t v;
    uint16_t lane0;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (!(dk >= SIM_K_I8 && dk <= SIM_K_F32))
        sim_fail(nm, "destination is %s, not a vector data register", sim_a5_rname[dk]);
    if (sk != dk)
        sim_fail(nm, "source is %s but destination is %s", sim_a5_rname[sk], sim_a5_rname[dk]);
    if (pos != POS_LOWEST)
        sim_fail(nm, "position %s is not simulated (POS_LOWEST is, as pto-isa's "
                     "a5/TRowExpand.hpp passes it)",
                 pos == POS_HIGHEST ? "POS_HIGHEST" : "(not a POS_* token)");
    if (mode != MODE_ZEROING && mode != MODE_MERGING)
        sim_fail(nm, "mode %d is not MODE_ZEROING or MODE_MERGING", mode);
    esz = sim_ksize[dk];
    n = SIM_A5_VL / esz;
    sim_a5_pred_set(nm, p);
    for (i = 0; i < SIM_A5_VL; i++)
        all &= p->v[i] != 0;
    if (p->width != esz && !all)
        sim_a5_check_pred(nm, p, esz); /* fails: a partial predicate of another width */
    memset(&out, 0, sizeof out);
    sim_a5_map_refs(&out.r.meta, &p->meta, mapp);
    lane0 = sim_a5_span_refs(&out.r.meta, sm, NULL, 0, 1, 1); /* every lane: lane 0's bytes */
    if (mode == MODE_MERGING)
        sim_a5_map_refs(&out.r.meta, dm, mapd);
    v = sim_a5_get(s, 0, esz);
    for (i = 0; i < n; i++) {
        uint16_t m = sim_a5_remap(p->meta.m[i * esz], mapp);
        if (p->v[i * esz]) {
            sim_a5_put(out.bytes, i, esz, v);
            m |= lane0;
        } else if (mode == MODE_MERGING) {
            sim_a5_put(out.bytes, i, esz, sim_a5_get(d, i, esz));
            m |= sim_a5_remap(dm->m[i], mapd);
        }
        out.r.meta.m[i] = m;
    }
    ready = sim_a5_ready(sm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    if (mode == MODE_MERGING && sim_a5_ready(dm) > ready)
        ready = sim_a5_ready(dm);
    out.r.meta.ready = sim_a5_issue(SIM_I_VDUPR, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}
#define sim_a5_vdup_5(d, s, p, pos, m)                                                        \
    sim_a5_vdup_lane(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_PRED(p), SIM_A5_TOK(pos), \
                     SIM_A5_TOK(m))

/* The align register of vldas/vldus (pto-isa's UnalignReg): the 32-byte
 * block vldas read, where it lies, and its load record. */
typedef struct {
    uint8_t b[32];
    uint32_t base, id;
    uint8_t set;
    double ready;
} vector_align;

/* vldas(ureg, ptr): reads the 32-byte block holding PTR (its address
 * rounded down to 32) into the align register (CANN's
 * asc_loadunalign_pre).  PTR needs its element's alignment only. */
SIM_A5_FN void sim_a5_vldas(vector_align *u, int pk, const void *ptr)
{
    const char *nm = "vldas";
    uint32_t addr, blk, seq;
    sim_a5_need_scope(nm, 1);
    if (pk == SIM_K_BAD || pk == SIM_K_VOID)
        sim_fail(nm, "pointer is %s; vldas takes a pointer to the element type (pto-isa casts "
                     "it to __ubuf__ T *)",
                 sim_kname[pk]);
    addr = sim_off(ptr, nm, "base");
    if (addr % sim_ksize[pk])
        sim_fail(nm, "UB address 0x%x is not %u-byte aligned (a pointer to %s)", addr,
                 sim_ksize[pk], sim_kname[pk]);
    blk = addr & ~31u;
    seq = ++sim_core.seq[PIPE_V];
    u->id = sim_a5_new_load(SIM_I_VLDAS, blk, 32, 1, 0, seq);
    u->base = blk;
    memcpy(u->b, sim_ub + blk, 32);
    u->set = 1;
    u->ready = sim_a5_issue(SIM_I_VLDAS, 0);
    sim_a5_counters.vlds++;
}
#define vldas(u, ptr) sim_a5_vldas(&(u), SIM_KIND(ptr), (const void *)(ptr))

/* vldus(reg, ureg, ptr): the 256 bytes from PTR, which must lie in the
 * block the align register holds: the bytes up to the block's end come
 * from the register (as vldas read them), the rest from UB now (CANN's
 * asc_loadunalign).  As vlds, the whole vector must lie inside UB. */
SIM_A5_FN void sim_a5_vldus(int rk, void *reg, const vector_align *u, int pk, const void *ptr)
{
    const char *nm = "vldus";
    struct sim_a5_meta *meta = (struct sim_a5_meta *)((unsigned char *)reg + SIM_A5_VL);
    const struct sim_a5_load *pre;
    unsigned esz, i, head;
    uint32_t addr, seq, d;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (rk == SIM_K_BAD || rk == SIM_K_BOOL)
        sim_fail(nm, "destination is %s, not a vector data register", sim_a5_rname[rk]);
    if (pk != rk)
        sim_fail(nm, "loads %s from a pointer to %s", sim_a5_rname[rk], sim_kname[pk]);
    if (!u->set)
        sim_fail(nm, "the align register was never loaded: vldas(ureg, ptr) first, as pto-isa's "
                     "a5/TRowExpand.hpp does");
    esz = sim_ksize[rk];
    addr = sim_off(ptr, nm, "base");
    if (addr % esz)
        sim_fail(nm, "UB address 0x%x is not %u-byte aligned (a pointer to %s)", addr, esz,
                 sim_kname[pk]);
    if (addr < u->base || addr >= u->base + 32)
        sim_fail(nm, "UB address 0x%x is not in the block the align register holds (vldas read "
                     "UB [0x%x, 0x%x)): vldas the same address first",
                 addr, u->base, u->base + 32);
    if (addr + SIM_A5_VL > SIM_UB_BYTES)
        sim_fail(nm, "reads UB [0x%x, 0x%x), outside the %d KiB UB", addr, addr + SIM_A5_VL,
                 SIM_UB_BYTES / 1024);
    d = addr - u->base;
    head = 32 - d; /* bytes from the align register */
    memcpy(reg, u->b + d, head);
    memcpy((unsigned char *)reg + head, sim_ub + u->base + 32, SIM_A5_VL - head);
    seq = ++sim_core.seq[PIPE_V];
    meta->nref = 0;
    pre = sim_a5_load_get(u->id);
    if (pre) {
        /* lane i < head / esz: byte d + i * esz of vldas's block */
        struct sim_a5_load v = *pre;
        uint32_t nid = ++sim_a5_st.next_load;
        v.id = nid;
        v.voff = (int32_t)d;
        v.vmul = (uint16_t)esz;
        v.vwidth = (uint16_t)esz;
        v.vshift = 0;
        v.esize = (uint8_t)esz;
        sim_a5_loads[nid % SIM_A5_NLOADS] = v;
        meta->ref[meta->nref++] = nid;
    }
    {
        /* the rest: lane i at byte i * esz - head of this load */
        uint32_t id = sim_a5_new_load(SIM_I_VLDUS, u->base + 32, SIM_A5_VL - head, esz, 0, seq);
        sim_a5_loads[id % SIM_A5_NLOADS].voff = -(int32_t)head;
        meta->ref[meta->nref++] = id;
    }
    for (i = 0; i < SIM_A5_VL; i++)
        meta->m[i] = i >= SIM_A5_VL / esz ? 0 : i * esz < head ? (pre ? 1 : 0) : (pre ? 2 : 1);
    ready = sim_a5_issue(SIM_I_VLDUS, u->ready);
    meta->ready = ready;
    meta->val = sim_a5_def(0);
    sim_a5_counters.vlds++;
}
#define vldus(r, u, ptr)                                                                       \
    sim_a5_vldus(SIM_A5_RKIND(r), &SIM_A5_R(r), &(u), SIM_KIND(ptr), (const void *)(ptr))

/* ---- sort ------------------------------------------------------------------------------ */

/* vbitsort(dst, src, idx, repeat), as pto-isa's a5/TSort32.hpp calls it:
 * on UB pointers, outside the vector functions (the compiler's VBS32
 * form, the same as A2/A3's: sim/common.h models it, its operands and
 * their checks).  On A5 it is no register instruction: inside
 * __VEC_SCOPE__ it fails.  TSort32.hpp issues it right after a
 * __VEC_SCOPE__ that stored its source and before the next one, with no
 * barrier: the vector pipe runs it in order with the scopes, so it is
 * ordered after every earlier vector access, as a scope is
 * (sim_a5_scope_begin); another pipe's writes still need their flags.
 * The A2/A3 mask state does not apply.  Its time: sim/costs.h. */
SIM_A5_FN void sim_a5_vbitsort(int dk, const void *d, int sk, const void *s, int ik,
                               const void *ix, int64_t rpt)
{
    const char *nm = "vbitsort";
    unsigned esz;
    uint32_t base[3], cur;
    double t;

    sim_a5_need_scope(nm, 0);
    sim_vector_may_issue(nm);
    esz = sim_vbitsort_check("a5/TSort32.hpp", dk, d, sk, s, ik, ix, rpt, base);
    if (!rpt)
        return;
    sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
    cur = ++sim_core.seq[PIPE_V];
    sim_track(PIPE_V, SIM_I_VBITSORT, cur, NULL);
    sim_vbitsort_run(base, rpt, esz);
    t = SIM_A5_VBITSORT_CALL + SIM_A5_VBITSORT_REPEAT * (double)rpt;
    sim_core.t[PIPE_V] += t;
    sim_a5_counters.busy[PIPE_V] += t;
    sim_a5_counters.vec_insns++;
}
/* (dst, src, idx, repeat) */
#define vbitsort(d, s, i, rpt)                                                                  \
    sim_a5_vbitsort(SIM_KIND(d), (const void *)(d), SIM_KIND(s), (const void *)(s),             \
                    SIM_KIND(i), (const void *)(i), (int64_t)(rpt))

/* vmrgsort4(dst, src, count, config), as pto-isa's a5/TMrgSort.hpp calls
 * it: on UB pointers, outside the vector functions, the compiler's V220
 * form (__clang_cce_aicore_functions.h's branch for every core but 100,
 * 200 and 210, so for __DAV_C310__: the same as A2/A3's, sim/common.h models it, its operands and their
 * checks).  Like vbitsort it is no register instruction: inside
 * __VEC_SCOPE__ it fails; it runs in order with the scopes on the vector
 * pipe (TMrgSort.hpp issues it with no barrier before or after), so it is
 * ordered after every earlier vector access; another pipe's writes still
 * need their flags.  Its time: sim/costs.h. */
SIM_A5_FN void sim_a5_vmrgsort4(int dk, const void *d, int sk, const void *const *src,
                                uint64_t count, uint64_t config)
{
    const char *nm = "vmrgsort4";
    struct sim_mrg m;
    uint32_t cur;
    double t;

    sim_a5_need_scope(nm, 0);
    sim_vector_may_issue(nm);
    sim_vmrgsort4_check("a5/TMrgSort.hpp", dk, d, sk, src, count, config, &m);
    sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
    cur = ++sim_core.seq[PIPE_V];
    sim_track(PIPE_V, SIM_I_VMRGSORT4, cur, NULL);
    sim_vmrgsort4_run(&m);
    t = SIM_A5_VMRGSORT4_CALL + SIM_A5_VMRGSORT4_BLOCK * (double)((m.total * m.rpt + 3u) / 4u);
    sim_core.t[PIPE_V] += t;
    sim_a5_counters.busy[PIPE_V] += t;
    sim_a5_counters.vec_insns++;
}
/* (dst, the lists' addresses, count, config) */
#define vmrgsort4(d, s, cnt, cfg)                                                               \
    sim_a5_vmrgsort4(SIM_KIND(d), (const void *)(d), SIM_KIND((s)[0]),                          \
                     (const void *const *)(s), (uint64_t)(cnt), (uint64_t)(cfg))

/* ---- CTRL ------------------------------------------------------------------------------- */

/* get_ctrl(), set_ctrl(v): scalar instructions, outside __VEC_SCOPE__.
 * Bits 60, 59 and 48 (the saturation controls pto-isa's a5/TCvt.hpp sets)
 * may change; the kernel must return with CTRL as it found it. */
SIM_A5_FN uint64_t get_ctrl(void)
{
    sim_a5_need_scope("get_ctrl", 0);
    return sim_ctrl.val;
}

SIM_A5_FN void set_ctrl(uint64_t v)
{
    sim_a5_need_scope("set_ctrl", 0);
    sim_ctrl_set(v, (uint64_t)1 << 60 | (uint64_t)1 << 59 | (uint64_t)1 << 48,
                 "bits 60, 59 and 48 (saturation of conversions) are");
}

/* ---- conversions ------------------------------------------------------------------------ */

/* The pairs vcvt converts (sim/costs.h). */
static const unsigned char sim_a5_cvt_pairs[][2] = {
#define SIM_A5_CVT_PAIR(s, d) {SIM_K_##s, SIM_K_##d},
    SIM_A5_VCVT_PAIRS(SIM_A5_CVT_PAIR)
#undef SIM_A5_CVT_PAIR
};

/* A load record like ID's, for a conversion that moves lanes (MOVE 1:
 * lane i now holds the old lane 2i, PART_EVEN widening; 2: the old lane
 * 2i + 1, PART_ODD widening; 3: the old lane i / 2, narrowing; 4 + q: the
 * old lane 4i + q, a PART_Pq 1:4 widening); 0 if ID is no longer kept. */
SIM_A5_FN uint32_t sim_a5_derive(uint32_t id, int move)
{
    const struct sim_a5_load *o = sim_a5_load_get(id);
    struct sim_a5_load c;
    uint32_t nid;
    if (!o)
        return 0;
    c = *o;
    if (move == 3) {
        c.vshift++;
    } else if (move >= 4) {
        /* element (4i + q) >> s: i >> (s - 2) for s >= 2 (q < 4); for a
         * plain or 2-spread mapping a new offset and stride */
        int q = move - 4;
        if (c.vshift >= 2) {
            c.vshift = (uint8_t)(c.vshift - 2);
        } else {
            c.voff += (q >> c.vshift) * c.vmul;
            c.vmul = (uint16_t)(c.vmul * (4u >> c.vshift));
            c.vshift = 0;
        }
    } else if (c.vshift) {
        c.vshift--; /* 2i >> s and (2i + 1) >> s are both i >> (s - 1) */
    } else {
        c.voff += move == 2 ? c.vmul : 0;
        c.vmul = (uint16_t)(c.vmul * 2);
    }
    nid = ++sim_a5_st.next_load;
    c.id = nid;
    sim_a5_loads[nid % SIM_A5_NLOADS] = c;
    return nid;
}

/* map[j]: the index in OUT of IN's ref j moved by MOVE (-1: dropped) */
SIM_A5_FN void sim_a5_map_moved(struct sim_a5_meta *out, const struct sim_a5_meta *in, int8_t *map,
                                int move)
{
    int j, k;
    if (!move) {
        sim_a5_map_refs(out, in, map);
        return;
    }
    for (j = 0; j < SIM_A5_NREF; j++)
        map[j] = -1;
    for (j = 0; j < (int)SIM_A5_NREF_OF(in); j++) {
        uint32_t nid = sim_a5_derive(in->ref[j], move);
        for (k = 0; nid && k < out->nref; k++)
            if (out->ref[k] == nid)
                break;
        if (!nid || (k == out->nref && out->nref == SIM_A5_NREF)) {
            sim_a5_counters.prov_dropped++;
            continue;
        }
        if (k == out->nref)
            out->ref[out->nref++] = nid;
        map[j] = (int8_t)k;
    }
}

/* vcvt(dst, src, pred, [ROUND_*,] [RS_ENABLE | RS_DISABLE,] [PART_EVEN |
 * PART_ODD | PART_P0..P3]) in the operand orders of pto-isa's a5/TCvt.hpp
 * (and bf16 -> half's RS_*, ROUND_*): N tokens T0..T2.  A 1:2 pair takes
 * PART_EVEN / PART_ODD, a 1:4 pair (int8 -> int32: a5/TCvt.hpp cast8to32,
 * a5/TDeQuant.hpp) PART_P0..P3: dst lane i from source lane 4i + q.  The predicate selects source
 * elements (of the source's width); dst lanes no active source element
 * fills are 0 (CANN's register conversion pages). */
SIM_A5_FN void sim_a5_vcvt(int dk, void *d, int sk, const void *s, const vector_bool *p, int n,
                           int t0, int t1, int t2)
{
    const char *nm = "vcvt";
    const struct sim_a5_meta *sm = (const struct sim_a5_meta *)((const unsigned char *)s +
                                                                SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    int tok[3] = {t0, t1, t2}, rnd = -1, rs = -1, part = -1, quarter = 0, i, sfp, dfp, move;
    int sat = 0;
    int need_r, need_s, need_p;
    char got[4] = "", want[4] = "", where[48];
    unsigned ssz, dsz, ns, lane;
    int8_t mapa[SIM_A5_NREF], mapp[SIM_A5_NREF];
    double ready;

    sim_a5_need_scope(nm, 1);
    if (dk == SIM_K_BAD || dk == SIM_K_BOOL || sk == SIM_K_BAD || sk == SIM_K_BOOL)
        sim_fail(nm, "%s is %s, not a vector data register",
                 dk == SIM_K_BAD || dk == SIM_K_BOOL ? "destination" : "source",
                 sim_a5_rname[dk == SIM_K_BAD || dk == SIM_K_BOOL ? dk : sk]);
    for (i = 0; i < n; i++) {
        char c;
        if (tok[i] >= ROUND_R && tok[i] <= ROUND_O)
            c = 'R', rnd = tok[i] - ROUND_R;
        else if (tok[i] == RS_ENABLE || tok[i] == RS_DISABLE)
            c = 'S', rs = tok[i];
        else if (tok[i] == PART_EVEN || tok[i] == PART_ODD)
            c = 'P', part = tok[i] - PART_EVEN;
        else if (tok[i] >= PART_P0 && tok[i] <= PART_P3)
            c = 'P', part = tok[i] - PART_P0, quarter = 1;
        else
            sim_fail(nm, "operand %d (%d) is not ROUND_R/A/F/C/Z/O, RS_ENABLE/RS_DISABLE, "
                         "PART_EVEN/PART_ODD or PART_P0..P3",
                     4 + i, tok[i]);
        got[i] = c;
    }
    for (i = 0; i < (int)(sizeof sim_a5_cvt_pairs / sizeof sim_a5_cvt_pairs[0]); i++)
        if (sim_a5_cvt_pairs[i][0] == sk && sim_a5_cvt_pairs[i][1] == dk)
            break;
    if (i == (int)(sizeof sim_a5_cvt_pairs / sizeof sim_a5_cvt_pairs[0]))
        sim_fail(nm, "%s -> %s is not simulated (not a pair of pto-isa's a5/TCvt.hpp between "
                     "ptogen's types, or a 4:1 one)",
                 sim_a5_rname[sk], sim_a5_rname[dk]);
    ssz = sim_ksize[sk];
    dsz = sim_ksize[dk];
    sfp = sim_kind_fp(sk);
    dfp = sim_kind_fp(dk);
    /* the operands each pair takes in pto-isa: a rounding where the result
     * can be inexact, RS_* where it can overflow, PART_* where the widths
     * differ */
    need_r = (sfp && (!dfp || dsz < ssz || (sk == SIM_K_BF16 && dk == SIM_K_F16))) ||
             (!sfp && dfp && ((sk == SIM_K_I32 && dk == SIM_K_F32) ||
                              (sk == SIM_K_I16 && dk == SIM_K_F16)));
    need_s = (sfp && !dfp && !(sk == SIM_K_F16 && dk == SIM_K_I32)) ||
             (sfp && dfp && (dsz < ssz || (sk == SIM_K_BF16 && dk == SIM_K_F16))) ||
             (!sfp && !dfp && dsz < ssz);
    need_p = dsz != ssz;
    if (sk == SIM_K_BF16 && dk == SIM_K_F16) {
        strcpy(want, "SR");
    } else {
        i = 0;
        if (need_r)
            want[i++] = 'R';
        if (need_s)
            want[i++] = 'S';
        if (need_p)
            want[i++] = 'P';
        want[i] = 0;
    }
    if (strcmp(got, want)) {
        char wtxt[64] = "", gtxt[64] = "";
        for (i = 0; want[i]; i++)
            strcat(wtxt, want[i] == 'R' ? ", ROUND_*" : want[i] == 'S' ? ", RS_*" : ", PART_*");
        for (i = 0; got[i]; i++)
            strcat(gtxt, got[i] == 'R' ? ", ROUND_*" : got[i] == 'S' ? ", RS_*" : ", PART_*");
        sim_fail(nm, "%s -> %s takes (dst, src, pred%s), as pto-isa's a5/TCvt.hpp writes it, not "
                     "(dst, src, pred%s)",
                 sim_a5_rname[sk], sim_a5_rname[dk], wtxt, gtxt);
    }
    /* the part names a half for 2:1 and 1:2 pairs, a quarter for 1:4 */
    if (need_p && quarter != (dsz == 4 * ssz))
        sim_fail(nm, "%s -> %s is %s: its part is %s, not %s", sim_a5_rname[sk],
                 sim_a5_rname[dk], dsz == 4 * ssz ? "1:4" : dsz > ssz ? "1:2" : "2:1",
                 dsz == 4 * ssz ? "PART_P0..P3" : "PART_EVEN / PART_ODD",
                 quarter ? "PART_P0..P3" : "PART_EVEN / PART_ODD");
    if (rnd == SIM_RND_O && !(sk == SIM_K_F32 && dk == SIM_K_F16))
        sim_fail(nm, "ROUND_O is simulated for vector_f32 -> vector_f16 only (the one pair "
                     "pto-isa rounds to odd)");
    if (p->width != 1 && p->width != 2 && p->width != 4)
        sim_fail(nm, "predicate was never set (use plt_b*, pset_b*, plds)");
    /* a 16 -> 8-bit narrowing may take the b32 predicate of the 32-bit
     * elements its source came from (the second PART_EVEN vcvt of pto-isa's
     * a5/TQuant.hpp f32 -> f16 -> int8, stored by PK4_B32): b32 lane i
     * covers the source's lanes 2i, its value, and 2i + 1 */
    if (p->width != ssz && !(p->width == 4 && ssz == 2 && dsz == 1))
        sim_fail(nm, "predicate built for %u-bit elements (b%u); a conversion's predicate selects "
                     "its source elements, which are %u-bit (%s)",
                 8u * p->width, 8u * p->width, 8u * ssz, sim_a5_rname[sk]);
    if (need_s) {
        /* CTRL bit 60 = 0: the instruction's RS_ENABLE / RS_DISABLE
         * decides; 1: the CTRL bits do (CANN's SetCtrlSpr: 59 for float ->
         * int and int -> int, 48 for float conversions; pto-isa's
         * a5/TCvt.hpp takes 59 for float -> float narrowing from float and
         * 48 for half <-> bfloat16, so for float -> half/bfloat16 both
         * must agree) */
        if (!sim_ctrl_bit(nm, 60, SIM_A5_CTRL_UNKNOWN, "saturation set globally"))
            sat = rs == RS_ENABLE;
        else if (sfp && dfp) {
            int b48 = sim_ctrl_bit(nm, 48, SIM_A5_CTRL_UNKNOWN,
                                   "saturation of float conversions, 0 saturates");
            int b59 = sim_ctrl_bit(nm, 59, SIM_A5_CTRL_UNKNOWN,
                                   "saturation of conversions to integers, 0 saturates");
            if (sk == SIM_K_F32 && b48 != b59)
                sim_fail(nm, "saturation of %s -> %s under CTRL bit 60 = 1 is CTRL bit 48 in "
                             "CANN's SetCtrlSpr table but bit 59 in pto-isa's a5/TCvt.hpp, and "
                             "they differ (48 = %d, 59 = %d): set both, or clear bit 60 and say "
                             "RS_ENABLE / RS_DISABLE",
                         sim_a5_rname[sk], sim_a5_rname[dk], b48, b59);
            sat = !b48;
        } else {
            sat = !sim_ctrl_bit(nm, 59, SIM_A5_CTRL_UNKNOWN,
                                "saturation of conversions to integers, 0 saturates");
        }
    }
    move = dsz == ssz ? 0 : quarter ? 4 + part : dsz > ssz ? 1 + part : 3;

    memset(&out, 0, sizeof out);
    sim_a5_map_moved(&out.r.meta, &p->meta, mapp, move);
    sim_a5_map_moved(&out.r.meta, sm, mapa, move);
    ns = SIM_A5_VL / ssz;
    for (lane = 0; lane < ns; lane++) {
        unsigned j;
        uint16_t m;
        if (dsz > ssz && (int)(lane & (quarter ? 3 : 1)) != part)
            continue;
        j = dsz == ssz ? lane : quarter ? lane / 4 : dsz > ssz ? lane / 2 : 2 * lane + (unsigned)part;
        m = sim_a5_remap(p->meta.m[lane * ssz], mapp);
        if (p->v[lane * ssz]) {
            uint32_t r = 0, a = sim_a5_get(s, lane, ssz);
            int err = sim_cvt_elem(sk, a, dk, rnd < 0 ? SIM_RND_R : rnd, sat, 1, &r);
            if (err) {
                snprintf(where, sizeof where, "source lane %u", lane);
                sim_cvt_fail(nm, err, sk, a, dk, where);
            }
            sim_a5_put(out.bytes, j, dsz, r);
            m |= sim_a5_remap(sm->m[lane], mapa);
        }
        out.r.meta.m[j] = m;
    }
    ready = sim_a5_ready(sm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    out.r.meta.ready = sim_a5_issue(SIM_I_VCVT, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}

/* vtrc(dst, src, ROUND_R/A/F/C/Z, pred): float rounded to an integral
 * float (pto-isa's TCvt f32 -> f32, TRem, TFMod); inactive lanes 0. */
SIM_A5_FN void sim_a5_vtrc(int dk, void *d, int sk, const void *s, int rnd, const vector_bool *p)
{
    const char *nm = "vtrc";
    const struct sim_a5_meta *sm = (const struct sim_a5_meta *)((const unsigned char *)s +
                                                                SIM_A5_VL);
    union {
        vector_u8 r;
        unsigned char bytes[sizeof(vector_u8)];
    } out;
    int8_t mapa[SIM_A5_NREF], mapp[SIM_A5_NREF];
    unsigned i;
    double ready;
    sim_a5_need_scope(nm, 1);
    if (dk != SIM_K_F32 || sk != SIM_K_F32)
        sim_fail(nm, "%s -> %s: vtrc is simulated on vector_f32 only (pto-isa rounds float with "
                     "it; half goes through float)",
                 sim_a5_rname[sk], sim_a5_rname[dk]);
    if (rnd < ROUND_R || rnd > ROUND_Z)
        sim_fail(nm, "rounding operand %d is not ROUND_R/A/F/C/Z", rnd);
    sim_a5_check_pred(nm, p, 4);
    memset(&out, 0, sizeof out);
    sim_a5_map_refs(&out.r.meta, &p->meta, mapp);
    sim_a5_map_refs(&out.r.meta, sm, mapa);
    for (i = 0; i < SIM_A5_VL / 4; i++) {
        uint16_t m = sim_a5_remap(p->meta.m[i * 4], mapp);
        if (p->v[i * 4]) {
            uint32_t r = 0;
            sim_cvt_elem(SIM_K_F32, sim_a5_get(s, i, 4), SIM_K_F32, rnd - ROUND_R, 0, 1, &r);
            sim_a5_put(out.bytes, i, 4, r);
            m |= sim_a5_remap(sm->m[i], mapa);
        }
        out.r.meta.m[i] = m;
    }
    ready = sim_a5_ready(sm);
    if (sim_a5_ready(&p->meta) > ready)
        ready = sim_a5_ready(&p->meta);
    out.r.meta.ready = sim_a5_issue(SIM_I_VTRC, ready);
    out.r.meta.val = sim_a5_def(0);
    memcpy(d, out.bytes, sizeof(vector_u8));
}

/* (dst, src, pred, 1 to 3 of ROUND_*, RS_*, PART_*) */
#define vcvt(...) SIM_A5_CAT(sim_a5_vcvt_, SIM_A5_NARG(__VA_ARGS__))(__VA_ARGS__)
#define SIM_A5_CVT_(d, s, p, n, a, b, c)                                                      \
    sim_a5_vcvt(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_PRED(p), (n), SIM_A5_TOK(a), \
                SIM_A5_TOK(b), SIM_A5_TOK(c))
#define sim_a5_vcvt_4(d, s, p, a) SIM_A5_CVT_(d, s, p, 1, a, 0, 0)
#define sim_a5_vcvt_5(d, s, p, a, b) SIM_A5_CVT_(d, s, p, 2, a, b, 0)
#define sim_a5_vcvt_6(d, s, p, a, b, c) SIM_A5_CVT_(d, s, p, 3, a, b, c)
/* (dst, src, ROUND_*, pred) */
#define vtrc(d, s, r, p)                                                                      \
    sim_a5_vtrc(SIM_A5_RKIND(d), &SIM_A5_R(d), SIM_A5_RKIND(s), &SIM_A5_R(s), SIM_A5_TOK(r), SIM_A5_PRED(p))

/* ---- C++: the compiler's tag types ----------------------------------------------------------
 * In C a tag operand (NORM, MODE_ZEROING, POST_UPDATE, ...) is one of the
 * simulator's tokens above.  In C++ it is what the compiler passes: a
 * std::integral_constant of one of its scoped enums (sim/typed/a5-tags.hpp,
 * shared with the typed declarations), so code that builds a tag itself,
 * as pto-isa's A5 ops do (std::integral_constant<::DistVST, ...> in
 * a5/TBinOp.hpp), runs too.  Each instruction maps its tag operands to the
 * tokens (sim_a5_tok; a token passes through) and checks them as in C; a
 * tag the simulator does not model becomes SIM_A5_TOK_UNMODELED plus its
 * enumerator value, which every instruction rejects. */
#ifdef __cplusplus
/* the compiler's vector length in bytes, which pto-isa's A5 ops size
 * their loops by (a5/TUnaryOp.hpp, a5/TSel.hpp) */
#define CCE_VL SIM_A5_VL
#define SIM_A5_TOK_UNMODELED 0x1000
#define PTOGEN_SIM_A5_TAG_TYPES_ONLY
#include "typed/a5-tags.hpp"
#undef PTOGEN_SIM_A5_TAG_TYPES_ONLY

static constexpr int sim_a5_tok(int t) { return t; }
template <Mode M> static constexpr int sim_a5_tok(std::integral_constant<Mode, M>)
{
    return M == Mode::ZEROING_VALUE   ? MODE_ZEROING
           : M == Mode::MERGING_VALUE ? MODE_MERGING
                                      : SIM_A5_MODE_UNSPECIFIED;
}
template <Post P> static constexpr int sim_a5_tok(std::integral_constant<Post, P>)
{
    return P == Post::POST_UPDATE_VALUE ? POST_UPDATE : SIM_A5_TOK_UNMODELED;
}
template <Pat P> static constexpr int sim_a5_tok(std::integral_constant<Pat, P>)
{
    return P == Pat::ALL ? PAT_ALL : P == Pat::ALLF ? PAT_ALLF : SIM_A5_TOK_UNMODELED + (int)P;
}
template <Pos P> static constexpr int sim_a5_tok(std::integral_constant<Pos, P>)
{
    return P == Pos::LOWEST ? POS_LOWEST : POS_HIGHEST;
}
template <HiloPart P> static constexpr int sim_a5_tok(std::integral_constant<HiloPart, P>)
{
    return P == HiloPart::Lower ? LOWER : HIGHER;
}
template <Order O> static constexpr int sim_a5_tok(std::integral_constant<Order, O>)
{
    return O == Order::INC_ORDER_VALUE ? INC_ORDER : DEC_ORDER;
}
template <ROUND R> static constexpr int sim_a5_tok(std::integral_constant<ROUND, R>)
{
    return ROUND_R + (int)R; /* same order */
}
template <Part P> static constexpr int sim_a5_tok(std::integral_constant<Part, P>)
{
    return P == Part::EVEN ? PART_EVEN : PART_ODD;
}
template <Part_T P> static constexpr int sim_a5_tok(std::integral_constant<Part_T, P>)
{
    return PART_P0 + (int)P; /* same order */
}
template <RoundingSaturation S>
static constexpr int sim_a5_tok(std::integral_constant<RoundingSaturation, S>)
{
    return S == RoundingSaturation::RS_ENABLE_VALUE ? RS_ENABLE : RS_DISABLE;
}
template <DistVST D> static constexpr int sim_a5_tok(std::integral_constant<DistVST, D>)
{
    return D == DistVST::DIST_NORM_B8     ? NORM_B8
           : D == DistVST::DIST_NORM_B16  ? NORM_B16
           : D == DistVST::DIST_NORM_B32  ? NORM_B32
           : D == DistVST::DIST_ONEPT_B8  ? ONEPT_B8
           : D == DistVST::DIST_ONEPT_B16 ? ONEPT_B16
           : D == DistVST::DIST_ONEPT_B32 ? ONEPT_B32
           : D == DistVST::DIST_PK_B16    ? PK_B16
           : D == DistVST::DIST_PK_B32    ? PK_B32
           : D == DistVST::DIST_PK4_B32   ? PK4_B32
                                          : SIM_A5_TOK_UNMODELED + (int)D;
}
/* Dist: one enum for vlds (WHERE 0), plds (1) and psts (2), whose values
 * mean different things (DIST_US, DIST_PK and DIST_BRC_B8 are all 1). */
static constexpr int sim_a5_dist(int t, int where) { return (void)where, t; }
template <Dist D> static constexpr int sim_a5_dist(std::integral_constant<Dist, D>, int where)
{
    return D == Dist::DIST_NORM                  ? NORM
           : where == 1 && (int)D == (int)Dist::DIST_US ? US
           : where == 1 && (int)D == (int)Dist::DIST_DS ? DS
           : where == 2 && (int)D == (int)Dist::DIST_PK ? PK
           : where != 0                          ? SIM_A5_TOK_UNMODELED + (int)D
           : D == Dist::DIST_UNPK_B8             ? UNPK_B8
           : D == Dist::DIST_UNPK_B16            ? UNPK_B16
           : D == Dist::DIST_UNPK4_B8            ? UNPK4_B8
           : D == Dist::DIST_BLK                 ? BLK
           : D == Dist::DIST_E2B_B16             ? E2B_B16
           : D == Dist::DIST_E2B_B32             ? E2B_B32
                                                 : SIM_A5_TOK_UNMODELED + (int)D;
}
#define SIM_A5_TOK(t) sim_a5_tok(t)
#define SIM_A5_DIST(t, where) sim_a5_dist((t), (where))
#include "typed/a5-tags.hpp" /* now the names: NORM is the compiler's tag from here on */
#else
#define SIM_A5_TOK(t) (t)
#define SIM_A5_DIST(t, where) (t)
#endif

#endif /* PTOGEN_SIM_A5_H */
