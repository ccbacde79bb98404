/* sim/a2a3.h - a strict C simulation of the A2/A3 vector-core intrinsics
 * that ptogen's a2a3 templates emit.  Header-only: include it once per
 * translation unit, before the generated kernel, and compile with
 * cc -std=gnu11.  See sim/README.md for the model, the checks and the
 * cycle model; every rule below is also stated there.
 *
 * Every violation prints "sim: <instruction>: <what is wrong>" to stderr
 * and exits with status 70.
 */
#ifndef PTOGEN_SIM_A2A3_H
#define PTOGEN_SIM_A2A3_H

#ifdef PTOGEN_SIM_A5_H
#error "sim/a2a3.h and sim/a5.h cannot share a translation unit"
#endif

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIM_A2A3_FN static __attribute__((unused))

/* ---- qualifiers, types, builtins ---------------------------------------- */

#define __global__
#define __aicore__
#define __gm__
#define __ubuf__

typedef _Float16 half;
typedef struct {
    uint16_t bits;
} bfloat16_t; /* only moved on A2/A3, never computed */

static int64_t block_idx __attribute__((unused));
static int64_t block_num __attribute__((unused)) = 1;

typedef enum pipe_t { PIPE_S, PIPE_V, PIPE_MTE2, PIPE_MTE3, PIPE_ALL } pipe_t;
typedef enum event_t {
    EVENT_ID0, EVENT_ID1, EVENT_ID2, EVENT_ID3,
    EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7
} event_t;
typedef enum SELMODE {
    VSEL_CMPMASK_SPR = 0,
    VSEL_TENSOR_SCALAR_MODE = 1,
    VSEL_TENSOR_TENSOR_MODE = 2
} SELMODE;

enum {
    SIM_A2A3_UB_BYTES = 192 * 1024,
    SIM_A2A3_NPIPE = 4,       /* S, V, MTE2, MTE3 */
    SIM_A2A3_NEVENT = 8,
    SIM_A2A3_FLAG_DEPTH = 16, /* outstanding set_flag per (src, dst, event) */
};

/* ---- cycle model parameters (isa/NOTES.md section f) --------------------- */

#define SIM_A2A3_INTERVAL 18.0   /* instruction after pipe_barrier(PIPE_V) */
#define SIM_A2A3_MTE_BPC 54.54   /* GM <-> UB bytes per cycle */

/* ---- error reporting ------------------------------------------------------ */

SIM_A2A3_FN void sim_a2a3_fail(const char *insn, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 2, 3), unused));
SIM_A2A3_FN void sim_a2a3_fail(const char *insn, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "sim: %s: ", insn);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nsim: note: simulated core block_idx %lld of block_num %lld\n",
            (long long)block_idx, (long long)block_num);
    fflush(NULL);
    _Exit(70); /* no atexit handlers: a leak checker would only add noise */
}

/* ---- element kinds ---------------------------------------------------------- */

enum sim_a2a3_kind {
    SIM_A2A3_K_BAD, SIM_A2A3_K_I8, SIM_A2A3_K_U8, SIM_A2A3_K_I16, SIM_A2A3_K_U16,
    SIM_A2A3_K_I32, SIM_A2A3_K_U32, SIM_A2A3_K_F16, SIM_A2A3_K_BF16, SIM_A2A3_K_F32,
    SIM_A2A3_K_VOID
};
static const char *const sim_a2a3_kname[] = {
    "an unsupported pointer type", "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t",
    "uint32_t", "half", "bfloat16_t", "float", "void"};
static const unsigned sim_a2a3_ksize[] = {0, 1, 1, 2, 2, 4, 4, 2, 2, 4, 0};

#define SIM_A2A3_KIND(p)                                                                   \
    _Generic((p),                                                                          \
        int8_t *: SIM_A2A3_K_I8, const int8_t *: SIM_A2A3_K_I8,                            \
        uint8_t *: SIM_A2A3_K_U8, const uint8_t *: SIM_A2A3_K_U8,                          \
        int16_t *: SIM_A2A3_K_I16, const int16_t *: SIM_A2A3_K_I16,                        \
        uint16_t *: SIM_A2A3_K_U16, const uint16_t *: SIM_A2A3_K_U16,                      \
        int32_t *: SIM_A2A3_K_I32, const int32_t *: SIM_A2A3_K_I32,                        \
        uint32_t *: SIM_A2A3_K_U32, const uint32_t *: SIM_A2A3_K_U32,                      \
        half *: SIM_A2A3_K_F16, const half *: SIM_A2A3_K_F16,                              \
        bfloat16_t *: SIM_A2A3_K_BF16, const bfloat16_t *: SIM_A2A3_K_BF16,                \
        float *: SIM_A2A3_K_F32, const float *: SIM_A2A3_K_F32,                            \
        void *: SIM_A2A3_K_VOID, const void *: SIM_A2A3_K_VOID,                            \
        default: SIM_A2A3_K_BAD)

/* A scalar operand keeps its C type class: integers are converted to the
 * element type modulo 2^W (as C does for int16_t x = 70000), floating
 * values must be representable in an integer element type. */
struct sim_a2a3_scalar {
    int isint;
    int64_t i;
    double f;
};
SIM_A2A3_FN struct sim_a2a3_scalar sim_a2a3_sc_int(int64_t v)
{
    struct sim_a2a3_scalar s = {1, v, 0.0};
    return s;
}
SIM_A2A3_FN struct sim_a2a3_scalar sim_a2a3_sc_flt(double v)
{
    struct sim_a2a3_scalar s = {0, 0, v};
    return s;
}
#define SIM_A2A3_SCALAR(x)                                                                 \
    _Generic((x), float: sim_a2a3_sc_flt, double: sim_a2a3_sc_flt,                         \
             long double: sim_a2a3_sc_flt, half: sim_a2a3_sc_flt,                          \
             default: sim_a2a3_sc_int)(x)

/* float -> bfloat16, round to nearest even (PGR_BF16 of the templates) */
SIM_A2A3_FN bfloat16_t sim_a2a3_bf16(float f)
{
    uint32_t x;
    bfloat16_t r;
    memcpy(&x, &f, sizeof x);
    if ((x & 0x7fffffffu) > 0x7f800000u)
        r.bits = (uint16_t)((x >> 16) | 0x0040u);
    else
        r.bits = (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
    return r;
}
#ifndef PGR_BF16
#define PGR_BF16(x) sim_a2a3_bf16((float)(x))
#endif

/* ---- instruction names ------------------------------------------------------ */

enum sim_a2a3_insn {
    SIM_A2A3_I_NONE,
    SIM_A2A3_I_IN_B8, SIM_A2A3_I_IN_B16, SIM_A2A3_I_IN_B32,
    SIM_A2A3_I_OUT_B8, SIM_A2A3_I_OUT_B16, SIM_A2A3_I_OUT_B32,
    SIM_A2A3_I_VADD, SIM_A2A3_I_VSUB, SIM_A2A3_I_VAND, SIM_A2A3_I_VOR, SIM_A2A3_I_VNOT,
    SIM_A2A3_I_VMULS, SIM_A2A3_I_VADDS, SIM_A2A3_I_VDUP, SIM_A2A3_I_CMPMASK, SIM_A2A3_I_VSEL,
    SIM_A2A3_I_COUNT
};
static const char *const sim_a2a3_iname[SIM_A2A3_I_COUNT] = {
    "?",
    "copy_gm_to_ubuf_align_b8", "copy_gm_to_ubuf_align_b16", "copy_gm_to_ubuf_align_b32",
    "copy_ubuf_to_gm_align_b8", "copy_ubuf_to_gm_align_b16", "copy_ubuf_to_gm_align_b32",
    "vadd", "vsub", "vand", "vor", "vnot", "vmuls", "vadds", "vector_dup", "set_cmpmask",
    "vsel"};
static const char *const sim_a2a3_pname[] = {"S", "V", "MTE2", "MTE3", "ALL"};

/* ---- state ------------------------------------------------------------------ */

static unsigned char sim_a2a3_ub[SIM_A2A3_UB_BYTES] __attribute__((aligned(64)));

/* Per UB byte: the last writer and the last reader of each tracked pipe. */
struct sim_a2a3_shadow {
    uint32_t wseq, rvseq, r3seq;
    uint8_t wpipe, wname, rvname, r3name;
};
static struct sim_a2a3_shadow sim_a2a3_sh[SIM_A2A3_UB_BYTES];

struct sim_a2a3_token {
    double t;
    uint32_t vc[SIM_A2A3_NPIPE];
};
struct sim_a2a3_flag {
    unsigned n, head;
    struct sim_a2a3_token tok[SIM_A2A3_FLAG_DEPTH];
};

static struct {
    int in_kernel;
    int mode;       /* 0: not established, 1: normal, 2: counter */
    int mask_valid; /* set_vector_mask called since the last mode change */
    uint64_t hi, lo;
    uint32_t seq[SIM_A2A3_NPIPE];                    /* instructions issued per pipe */
    uint32_t vc[SIM_A2A3_NPIPE][SIM_A2A3_NPIPE];     /* vc[c][p]: p's insns ordered before c */
    struct sim_a2a3_flag flag[SIM_A2A3_NPIPE][SIM_A2A3_NPIPE][SIM_A2A3_NEVENT];
    unsigned char cmpmask[16];
    int cmpmask_set;
    uint32_t cmp_wseq, cmp_rseq;
    double t[SIM_A2A3_NPIPE]; /* per-pipe clocks of this core */
    int vfresh, vbarrier;
    double vdone; /* when the last vector instruction completes */
} sim_a2a3_st;

/* Counters since sim_a2a3_reset(). */
struct sim_a2a3_counters {
    double cycles;                 /* modeled kernel time: slowest core */
    double core_cycles;            /* sum over simulated cores */
    double busy[SIM_A2A3_NPIPE];   /* busy cycles per pipe, summed over cores */
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
    fprintf(f,
            "a2a3: %.1f cycles (%llu cores, %.1f core-cycles); busy V %.1f MTE2 %.1f MTE3 %.1f; "
            "%llu vector insns, %llu repeats, %llu barriers, %llu set_flag, %llu+%llu MTE bytes\n",
            c->cycles, (unsigned long long)c->cores, c->core_cycles, c->busy[PIPE_V],
            c->busy[PIPE_MTE2], c->busy[PIPE_MTE3], (unsigned long long)c->vec_insns,
            (unsigned long long)c->vec_repeats, (unsigned long long)c->barriers,
            (unsigned long long)c->set_flags, (unsigned long long)c->mte2_bytes,
            (unsigned long long)c->mte3_bytes);
}

/* ---- UB addresses ------------------------------------------------------------ */

SIM_A2A3_FN void *sim_a2a3_ub_ptr(uint64_t off, size_t esize)
{
    (void)esize;
    if (off >= SIM_A2A3_UB_BYTES)
        sim_a2a3_fail("PGR_UB", "UB offset 0x%llx is outside the %d KiB UB [0x0, 0x%x)",
                      (unsigned long long)off, SIM_A2A3_UB_BYTES / 1024, SIM_A2A3_UB_BYTES);
    if (off % 32)
        sim_a2a3_fail("PGR_UB", "UB offset 0x%llx is not 32-byte aligned", (unsigned long long)off);
    return sim_a2a3_ub + off;
}
#define PGR_UB(T, off) ((__ubuf__ T *)sim_a2a3_ub_ptr((off), sizeof(T)))

/* UB byte offset of a __ubuf__ pointer; anything outside the arena fails. */
SIM_A2A3_FN uint32_t sim_a2a3_off(const void *p, const char *insn, const char *what)
{
    uintptr_t a = (uintptr_t)p, b = (uintptr_t)sim_a2a3_ub;
    if (a < b || a - b >= SIM_A2A3_UB_BYTES)
        sim_a2a3_fail(insn, "%s %p is not a UB address (UB pointers come from PGR_UB)", what, p);
    return (uint32_t)(a - b);
}

SIM_A2A3_FN void sim_a2a3_need_kernel(const char *insn)
{
    if (!sim_a2a3_st.in_kernel)
        sim_a2a3_fail(insn, "called outside sim_a2a3_begin()/sim_a2a3_end()");
}

/* ---- pipe ordering and hazards -------------------------------------------------- */

/* Is instruction SEQ of pipe P ordered before the current instruction of C? */
SIM_A2A3_FN int sim_a2a3_ordered(int c, int p, uint32_t seq, uint32_t cur)
{
    if (p == c) {
        if (c != PIPE_V || seq == cur)
            return 1; /* DMA queues are in order; an instruction vs itself */
        return seq <= sim_a2a3_st.vc[PIPE_V][PIPE_V];
    }
    return seq <= sim_a2a3_st.vc[c][p];
}

struct sim_a2a3_seg {
    uint32_t lo, hi;
    int write;
};
static struct {
    struct sim_a2a3_seg *v;
    size_t n, cap;
} sim_a2a3_segs;

SIM_A2A3_FN void sim_a2a3_seg_add(uint32_t lo, uint32_t hi, int write)
{
    struct sim_a2a3_seg *last = sim_a2a3_segs.n ? &sim_a2a3_segs.v[sim_a2a3_segs.n - 1] : NULL;
    if (last && last->write == write && lo >= last->lo && lo <= last->hi) {
        if (hi > last->hi)
            last->hi = hi;
        return;
    }
    if (sim_a2a3_segs.n == sim_a2a3_segs.cap) {
        size_t cap = sim_a2a3_segs.cap ? 2 * sim_a2a3_segs.cap : 256;
        void *v = realloc(sim_a2a3_segs.v, cap * sizeof *sim_a2a3_segs.v);
        if (!v)
            sim_a2a3_fail("sim", "out of memory");
        sim_a2a3_segs.v = v;
        sim_a2a3_segs.cap = cap;
    }
    sim_a2a3_segs.v[sim_a2a3_segs.n].lo = lo;
    sim_a2a3_segs.v[sim_a2a3_segs.n].hi = hi;
    sim_a2a3_segs.v[sim_a2a3_segs.n].write = write;
    sim_a2a3_segs.n++;
}

/* The conflict of byte B for an access of pipe C (instruction CUR):
 * 0 none, 1 read-after-write, 2 write-after-write, 3 write-after-read by V,
 * 4 write-after-read by MTE3.  *PP, *PS, *PN: the earlier instruction. */
SIM_A2A3_FN int sim_a2a3_conflict(uint32_t b, int write, int c, uint32_t cur, int *pp, uint32_t *ps,
                                  int *pn)
{
    const struct sim_a2a3_shadow *s = &sim_a2a3_sh[b];
    if (s->wseq && !sim_a2a3_ordered(c, s->wpipe, s->wseq, cur)) {
        *pp = s->wpipe, *ps = s->wseq, *pn = s->wname;
        return write ? 2 : 1;
    }
    if (!write)
        return 0;
    if (s->rvseq && !sim_a2a3_ordered(c, PIPE_V, s->rvseq, cur)) {
        *pp = PIPE_V, *ps = s->rvseq, *pn = s->rvname;
        return 3;
    }
    if (s->r3seq && !sim_a2a3_ordered(c, PIPE_MTE3, s->r3seq, cur)) {
        *pp = PIPE_MTE3, *ps = s->r3seq, *pn = s->r3name;
        return 4;
    }
    return 0;
}

/* Check every collected segment of instruction INSN on pipe C, then record
 * its reads and writes in the shadow. */
SIM_A2A3_FN void sim_a2a3_track(int c, int insn, uint32_t cur)
{
    size_t i;
    uint32_t b;
    for (i = 0; i < sim_a2a3_segs.n; i++) {
        const struct sim_a2a3_seg *g = &sim_a2a3_segs.v[i];
        for (b = g->lo; b < g->hi; b++) {
            int pp, pn, k;
            uint32_t ps, lo = b, hi = b + 1;
            size_t j;
            k = sim_a2a3_conflict(b, g->write, c, cur, &pp, &ps, &pn);
            if (!k)
                continue;
            /* the whole extent this instruction shares with that one */
            for (j = 0; j < sim_a2a3_segs.n; j++) {
                const struct sim_a2a3_seg *h = &sim_a2a3_segs.v[j];
                uint32_t x;
                if (h->write != g->write)
                    continue;
                for (x = h->lo; x < h->hi; x++) {
                    int qp, qn;
                    uint32_t qs;
                    if (sim_a2a3_conflict(x, h->write, c, cur, &qp, &qs, &qn) == k && qp == pp &&
                        qs == ps) {
                        if (x < lo)
                            lo = x;
                        if (x + 1 > hi)
                            hi = x + 1;
                    }
                }
            }
            {
                char fix[96];
                if (pp == c)
                    snprintf(fix, sizeof fix, "pipe_barrier(PIPE_V) in between");
                else
                    snprintf(fix, sizeof fix, "set_flag/wait_flag(PIPE_%s, PIPE_%s)",
                             sim_a2a3_pname[pp], sim_a2a3_pname[c]);
                sim_a2a3_fail(sim_a2a3_iname[insn], "%s UB [0x%x, 0x%x) %s by %s %s without %s",
                              k == 1 ? "reads" : "writes", lo, hi, k >= 3 ? "read" : "written",
                              sim_a2a3_pname[pp], sim_a2a3_iname[pn], fix);
            }
        }
    }
    for (i = 0; i < sim_a2a3_segs.n; i++) {
        const struct sim_a2a3_seg *g = &sim_a2a3_segs.v[i];
        for (b = g->lo; b < g->hi; b++) {
            struct sim_a2a3_shadow *s = &sim_a2a3_sh[b];
            if (g->write) {
                s->wseq = cur;
                s->wpipe = (uint8_t)c;
                s->wname = (uint8_t)insn;
            } else if (c == PIPE_V) {
                s->rvseq = cur;
                s->rvname = (uint8_t)insn;
            } else if (c == PIPE_MTE3) {
                s->r3seq = cur;
                s->r3name = (uint8_t)insn;
            }
        }
    }
    sim_a2a3_segs.n = 0;
}

/* ---- flags and barriers ------------------------------------------------------------ */

SIM_A2A3_FN void sim_a2a3_check_pipe(const char *insn, const char *what, int p)
{
    if (p < 0 || p >= SIM_A2A3_NPIPE)
        sim_a2a3_fail(insn, "%s pipe %d is not PIPE_S, PIPE_V, PIPE_MTE2 or PIPE_MTE3", what, p);
}

SIM_A2A3_FN void sim_a2a3_check_flag(const char *insn, int src, int dst, int ev)
{
    sim_a2a3_need_kernel(insn);
    sim_a2a3_check_pipe(insn, "source", src);
    sim_a2a3_check_pipe(insn, "destination", dst);
    if (src == dst)
        sim_a2a3_fail(insn, "source and destination are both PIPE_%s (use pipe_barrier)",
                      sim_a2a3_pname[src]);
    if (ev < 0 || ev >= SIM_A2A3_NEVENT)
        sim_a2a3_fail(insn, "event %d is not EVENT_ID0..EVENT_ID7", ev);
}

SIM_A2A3_FN void set_flag(pipe_t src, pipe_t dst, event_t ev)
{
    struct sim_a2a3_flag *f;
    struct sim_a2a3_token *tk;
    int p;
    sim_a2a3_check_flag("set_flag", (int)src, (int)dst, (int)ev);
    f = &sim_a2a3_st.flag[src][dst][ev];
    if (f->n == SIM_A2A3_FLAG_DEPTH)
        sim_a2a3_fail("set_flag", "(PIPE_%s, PIPE_%s, EVENT_ID%d) set %d times without a wait_flag",
                      sim_a2a3_pname[src], sim_a2a3_pname[dst], (int)ev, SIM_A2A3_FLAG_DEPTH);
    if (src == PIPE_V) /* the vector pipe drains before it signals */
        sim_a2a3_st.vc[PIPE_V][PIPE_V] = sim_a2a3_st.seq[PIPE_V];
    tk = &f->tok[(f->head + f->n) % SIM_A2A3_FLAG_DEPTH];
    f->n++;
    for (p = 0; p < SIM_A2A3_NPIPE; p++)
        tk->vc[p] = sim_a2a3_st.vc[src][p];
    tk->vc[src] = sim_a2a3_st.seq[src];
    tk->t = sim_a2a3_st.t[src];
    if (src == PIPE_V && sim_a2a3_st.vdone > tk->t)
        tk->t = sim_a2a3_st.vdone;
    sim_a2a3_counters.set_flags++;
}

SIM_A2A3_FN void wait_flag(pipe_t src, pipe_t dst, event_t ev)
{
    struct sim_a2a3_flag *f;
    struct sim_a2a3_token *tk;
    int p;
    sim_a2a3_check_flag("wait_flag", (int)src, (int)dst, (int)ev);
    f = &sim_a2a3_st.flag[src][dst][ev];
    if (!f->n)
        sim_a2a3_fail("wait_flag", "(PIPE_%s, PIPE_%s, EVENT_ID%d) with no matching set_flag",
                      sim_a2a3_pname[src], sim_a2a3_pname[dst], (int)ev);
    tk = &f->tok[f->head];
    f->head = (f->head + 1) % SIM_A2A3_FLAG_DEPTH;
    f->n--;
    for (p = 0; p < SIM_A2A3_NPIPE; p++)
        if (tk->vc[p] > sim_a2a3_st.vc[dst][p])
            sim_a2a3_st.vc[dst][p] = tk->vc[p];
    if (tk->t > sim_a2a3_st.t[dst]) {
        sim_a2a3_st.t[dst] = tk->t;
        if (dst == PIPE_V)
            sim_a2a3_st.vfresh = 1; /* the pipe idled: pay startup again */
    }
}

SIM_A2A3_FN void pipe_barrier(pipe_t pipe)
{
    int c, p;
    double t = 0;
    sim_a2a3_need_kernel("pipe_barrier");
    if ((int)pipe < 0 || (int)pipe > PIPE_ALL)
        sim_a2a3_fail("pipe_barrier", "pipe %d is not a pipe_t", (int)pipe);
    sim_a2a3_counters.barriers++;
    if (pipe == PIPE_V) {
        sim_a2a3_st.vc[PIPE_V][PIPE_V] = sim_a2a3_st.seq[PIPE_V];
        sim_a2a3_st.vbarrier = 1;
    } else if (pipe == PIPE_ALL) {
        for (c = 0; c < SIM_A2A3_NPIPE; c++)
            for (p = 0; p < SIM_A2A3_NPIPE; p++)
                sim_a2a3_st.vc[c][p] = sim_a2a3_st.seq[p];
        t = sim_a2a3_st.vdone;
        for (p = 0; p < SIM_A2A3_NPIPE; p++)
            if (sim_a2a3_st.t[p] > t)
                t = sim_a2a3_st.t[p];
        for (p = 0; p < SIM_A2A3_NPIPE; p++)
            sim_a2a3_st.t[p] = t;
        sim_a2a3_st.vfresh = 1;
    }
    /* PIPE_S, PIPE_MTE2, PIPE_MTE3: already in order in this model */
}

/* ---- vector mask state ----------------------------------------------------------- */

SIM_A2A3_FN void set_mask_norm(void)
{
    sim_a2a3_need_kernel("set_mask_norm");
    if (sim_a2a3_st.mode != 1)
        sim_a2a3_st.mask_valid = 0;
    sim_a2a3_st.mode = 1;
}

SIM_A2A3_FN void set_mask_count(void)
{
    sim_a2a3_need_kernel("set_mask_count");
    if (sim_a2a3_st.mode != 2)
        sim_a2a3_st.mask_valid = 0;
    sim_a2a3_st.mode = 2;
}

SIM_A2A3_FN void set_vector_mask(uint64_t hi, uint64_t lo)
{
    sim_a2a3_need_kernel("set_vector_mask");
    if (!sim_a2a3_st.mode)
        sim_a2a3_fail("set_vector_mask", "mask mode not established: call set_mask_norm() or "
                                         "set_mask_count() first");
    if (sim_a2a3_st.mode == 2 && hi)
        sim_a2a3_fail("set_vector_mask",
                      "counter mode takes the element count in the low word; high word is "
                      "0x%llx, not 0",
                      (unsigned long long)hi);
    sim_a2a3_st.hi = hi;
    sim_a2a3_st.lo = lo;
    sim_a2a3_st.mask_valid = 1;
}

/* ---- lifecycle ----------------------------------------------------------------------- */

SIM_A2A3_FN void sim_a2a3_reset(void)
{
    memset(&sim_a2a3_counters, 0, sizeof sim_a2a3_counters);
    memset(&sim_a2a3_st, 0, sizeof sim_a2a3_st);
    block_idx = 0;
    block_num = 1;
}

/* A new simulated core: its own UB (filled with garbage), flags and state. */
SIM_A2A3_FN void sim_a2a3_begin(void)
{
    if (sim_a2a3_st.in_kernel)
        sim_a2a3_fail("sim_a2a3_begin", "previous core did not call sim_a2a3_end()");
    if (block_num < 1 || block_idx < 0 || block_idx >= block_num)
        sim_a2a3_fail("sim_a2a3_begin", "block_idx %lld is not in [0, block_num %lld)",
                      (long long)block_idx, (long long)block_num);
    memset(&sim_a2a3_st, 0, sizeof sim_a2a3_st);
    memset(sim_a2a3_sh, 0, sizeof sim_a2a3_sh);
    memset(sim_a2a3_ub, 0xa5, sizeof sim_a2a3_ub);
    sim_a2a3_st.in_kernel = 1;
    sim_a2a3_st.vfresh = 1;
}

SIM_A2A3_FN void sim_a2a3_end(void)
{
    int s, d, e;
    double t = 0;
    sim_a2a3_need_kernel("sim_a2a3_end");
    for (s = 0; s < SIM_A2A3_NPIPE; s++)
        for (d = 0; d < SIM_A2A3_NPIPE; d++)
            for (e = 0; e < SIM_A2A3_NEVENT; e++)
                if (sim_a2a3_st.flag[s][d][e].n)
                    sim_a2a3_fail("sim_a2a3_end",
                                  "kernel returned with set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) "
                                  "not consumed by a wait_flag (%u pending)",
                                  sim_a2a3_pname[s], sim_a2a3_pname[d], e,
                                  sim_a2a3_st.flag[s][d][e].n);
    if (sim_a2a3_st.mode != 1)
        sim_a2a3_fail("sim_a2a3_end", "kernel returned in %s mode (must restore set_mask_norm())",
                      sim_a2a3_st.mode == 2 ? "counter" : "an unestablished mask");
    if (!sim_a2a3_st.mask_valid || sim_a2a3_st.hi != UINT64_MAX || sim_a2a3_st.lo != UINT64_MAX)
        sim_a2a3_fail("sim_a2a3_end",
                      "kernel returned with vector mask 0x%016llx:%016llx (must restore "
                      "set_vector_mask(-1, -1))",
                      (unsigned long long)sim_a2a3_st.hi, (unsigned long long)sim_a2a3_st.lo);
    t = sim_a2a3_st.vdone;
    for (s = 0; s < SIM_A2A3_NPIPE; s++)
        if (sim_a2a3_st.t[s] > t)
            t = sim_a2a3_st.t[s];
    sim_a2a3_counters.cores++;
    sim_a2a3_counters.core_cycles += t;
    if (t > sim_a2a3_counters.cycles)
        sim_a2a3_counters.cycles = t;
    sim_a2a3_st.in_kernel = 0;
}

/* ---- GM <-> UB copies ------------------------------------------------------------------ */

SIM_A2A3_FN void sim_a2a3_check_u(const char *insn, const char *what, int64_t v, int64_t max)
{
    if (v < 0 || v > max)
        sim_a2a3_fail(insn, "%s %lld is out of range [0, %lld]", what, (long long)v,
                      (long long)max);
}

SIM_A2A3_FN void sim_a2a3_check_ptr_size(const char *insn, const char *what, int k, unsigned size)
{
    if (k == SIM_A2A3_K_BAD)
        sim_a2a3_fail(insn, "%s is %s", what, sim_a2a3_kname[k]);
    if (k != SIM_A2A3_K_VOID && sim_a2a3_ksize[k] != size)
        sim_a2a3_fail(insn, "%s points to %s, not a %u-byte element type", what,
                      sim_a2a3_kname[k], size);
}

SIM_A2A3_FN double sim_a2a3_mte_cost(int pipe, uint64_t bytes)
{
    double c = (double)bytes / SIM_A2A3_MTE_BPC;
    sim_a2a3_st.t[pipe] += c;
    sim_a2a3_counters.busy[pipe] += c;
    return c;
}

/* dir 0: GM -> UB (MTE2, gaps: src GM bytes, dst UB blocks);
 * dir 1: UB -> GM (MTE3, gaps: src UB blocks, dst GM bytes). */
SIM_A2A3_FN void sim_a2a3_copy(int insn, int dir, unsigned size, int dk, const void *dst, int sk,
                               const void *src, int64_t sid, int64_t nburst, int64_t len,
                               int64_t lpad, int64_t rpad, int64_t sgap, int64_t dgap)
{
    const char *nm = sim_a2a3_iname[insn];
    int pipe = dir ? PIPE_MTE3 : PIPE_MTE2;
    const void *ubp = dir ? src : dst, *gmp = dir ? dst : src;
    int64_t ubgap = dir ? sgap : dgap, gmgap = dir ? dgap : sgap;
    uint32_t ub, cur;
    uint64_t step, last;
    int64_t i;
    sim_a2a3_need_kernel(nm);
    sim_a2a3_check_ptr_size(nm, "dst", dk, size);
    sim_a2a3_check_ptr_size(nm, "src", sk, size);
    sim_a2a3_check_u(nm, "sid", sid, 255);
    sim_a2a3_check_u(nm, "nBurst", nburst, 65535);
    sim_a2a3_check_u(nm, "lenBurst", len, UINT32_MAX);
    sim_a2a3_check_u(nm, "leftPaddingNum", lpad, 255);
    sim_a2a3_check_u(nm, "rightPaddingNum", rpad, 255);
    sim_a2a3_check_u(nm, "srcGap", sgap, UINT32_MAX);
    sim_a2a3_check_u(nm, "dstGap", dgap, UINT32_MAX);
    if (lpad || rpad)
        sim_a2a3_fail(nm, "left/right padding (%lld, %lld) is not simulated; pass 0, 0",
                      (long long)lpad, (long long)rpad);
    if (!nburst)
        sim_a2a3_fail(nm, "nBurst is 0");
    if (!len || len % size)
        sim_a2a3_fail(nm, "lenBurst %lld bytes is not a positive multiple of the %u-byte element",
                      (long long)len, size);
    if (!gmp)
        sim_a2a3_fail(nm, "GM pointer is NULL");
    ub = sim_a2a3_off(ubp, nm, dir ? "src" : "dst");
    if (ub % 32)
        sim_a2a3_fail(nm, "UB address 0x%x is not 32-byte aligned", ub);
    step = ((uint64_t)(len + 31) / 32 + (uint64_t)ubgap) * 32;
    last = ub + (uint64_t)(nburst - 1) * step + (uint64_t)len;
    if (last > SIM_A2A3_UB_BYTES)
        sim_a2a3_fail(nm, "bursts cover UB [0x%x, 0x%llx), beyond the %d KiB UB", ub,
                      (unsigned long long)last, SIM_A2A3_UB_BYTES / 1024);
    cur = ++sim_a2a3_st.seq[pipe];
    for (i = 0; i < nburst; i++) {
        uint32_t b = (uint32_t)(ub + (uint64_t)i * step);
        sim_a2a3_seg_add(b, b + (uint32_t)len, !dir);
    }
    sim_a2a3_track(pipe, insn, cur);
    for (i = 0; i < nburst; i++) {
        unsigned char *u = sim_a2a3_ub + ub + (uint64_t)i * step;
        uintptr_t g = (uintptr_t)gmp + (uintptr_t)((uint64_t)i * (uint64_t)(len + gmgap));
        if (dir)
            memcpy((void *)g, u, (size_t)len);
        else
            memcpy(u, (const void *)g, (size_t)len);
    }
    sim_a2a3_mte_cost(pipe, (uint64_t)nburst * (uint64_t)len);
    if (dir)
        sim_a2a3_counters.mte3_bytes += (uint64_t)nburst * (uint64_t)len;
    else
        sim_a2a3_counters.mte2_bytes += (uint64_t)nburst * (uint64_t)len;
}

#define SIM_A2A3_COPY_(insn, dir, size, dst, src, sid, n, len, lp, rp, sg, dg)                \
    sim_a2a3_copy((insn), (dir), (size), SIM_A2A3_KIND(dst), (const void *)(dst),             \
                  SIM_A2A3_KIND(src), (const void *)(src), (int64_t)(sid), (int64_t)(n),      \
                  (int64_t)(len), (int64_t)(lp), (int64_t)(rp), (int64_t)(sg), (int64_t)(dg))
/* (dst, src, sid, nBurst, lenBurst bytes, leftPad, rightPad, srcGap GM bytes, dstGap UB blocks) */
#define copy_gm_to_ubuf_align_b8(dst, src, sid, n, len, lp, rp, sg, dg)                        \
    SIM_A2A3_COPY_(SIM_A2A3_I_IN_B8, 0, 1, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_gm_to_ubuf_align_b16(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_COPY_(SIM_A2A3_I_IN_B16, 0, 2, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_gm_to_ubuf_align_b32(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_COPY_(SIM_A2A3_I_IN_B32, 0, 4, dst, src, sid, n, len, lp, rp, sg, dg)
/* (dst, src, sid, nBurst, lenBurst bytes, leftPad, rightPad, srcGap UB blocks, dstGap GM bytes) */
#define copy_ubuf_to_gm_align_b8(dst, src, sid, n, len, lp, rp, sg, dg)                        \
    SIM_A2A3_COPY_(SIM_A2A3_I_OUT_B8, 1, 1, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_ubuf_to_gm_align_b16(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_COPY_(SIM_A2A3_I_OUT_B16, 1, 2, dst, src, sid, n, len, lp, rp, sg, dg)
#define copy_ubuf_to_gm_align_b32(dst, src, sid, n, len, lp, rp, sg, dg)                       \
    SIM_A2A3_COPY_(SIM_A2A3_I_OUT_B32, 1, 4, dst, src, sid, n, len, lp, rp, sg, dg)

/* ---- vector instructions ------------------------------------------------------------------ */

/* Cost rows (startup, completion, cycles per repeat) from isa/NOTES.md f.1
 * and the seed op pages; [0] integer, [1] floating point. */
static const double sim_a2a3_cost[SIM_A2A3_I_COUNT][2][3] = {
    [SIM_A2A3_I_VADD] = {{14, 17, 2}, {14, 19, 2}},
    [SIM_A2A3_I_VSUB] = {{14, 17, 2}, {14, 19, 2}},
    [SIM_A2A3_I_VAND] = {{14, 17, 2}, {14, 17, 2}},
    [SIM_A2A3_I_VOR] = {{14, 17, 2}, {14, 17, 2}},
    [SIM_A2A3_I_VNOT] = {{13, 26, 1}, {13, 26, 1}},
    [SIM_A2A3_I_VMULS] = {{14, 18, 1}, {14, 20, 1}},
    [SIM_A2A3_I_VADDS] = {{14, 17, 1}, {14, 19, 1}},
    [SIM_A2A3_I_VDUP] = {{14, 14, 1}, {14, 14, 1}},
    [SIM_A2A3_I_CMPMASK] = {{14, 14, 1}, {14, 14, 1}},
    [SIM_A2A3_I_VSEL] = {{14, 17, 1}, {14, 19, 1}},
};

SIM_A2A3_FN void sim_a2a3_vcost(int insn, int fp, uint64_t repeats)
{
    const double *c = sim_a2a3_cost[insn][fp];
    double t = (double)repeats * c[2];
    if (sim_a2a3_st.vfresh)
        t += c[0];
    if (sim_a2a3_st.vbarrier)
        t += SIM_A2A3_INTERVAL;
    sim_a2a3_st.vfresh = sim_a2a3_st.vbarrier = 0;
    sim_a2a3_st.t[PIPE_V] += t;
    sim_a2a3_st.vdone = sim_a2a3_st.t[PIPE_V] + c[1];
    sim_a2a3_counters.busy[PIPE_V] += t;
    sim_a2a3_counters.vec_insns++;
    sim_a2a3_counters.vec_repeats += repeats;
}

SIM_A2A3_FN void sim_a2a3_vector_state(const char *nm)
{
    sim_a2a3_need_kernel(nm);
    if (!sim_a2a3_st.mode)
        sim_a2a3_fail(nm, "mask mode not established: call set_mask_norm() or set_mask_count() "
                          "and set_vector_mask() at kernel entry");
    if (!sim_a2a3_st.mask_valid)
        sim_a2a3_fail(nm, "set_vector_mask() not called since set_mask_%s()",
                      sim_a2a3_st.mode == 2 ? "count" : "norm");
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

enum { SIM_A2A3_P_RPT, SIM_A2A3_P_DB, SIM_A2A3_P_S0B, SIM_A2A3_P_S1B, SIM_A2A3_P_DR,
       SIM_A2A3_P_S0R, SIM_A2A3_P_S1R };

SIM_A2A3_FN int sim_a2a3_kind_ok(int insn, int k)
{
    switch (insn) {
    case SIM_A2A3_I_VADD:
    case SIM_A2A3_I_VSUB:
    case SIM_A2A3_I_VMULS:
    case SIM_A2A3_I_VADDS:
        return k == SIM_A2A3_K_I16 || k == SIM_A2A3_K_I32 || k == SIM_A2A3_K_F16 ||
               k == SIM_A2A3_K_F32;
    case SIM_A2A3_I_VAND:
    case SIM_A2A3_I_VOR:
    case SIM_A2A3_I_VNOT:
        return k == SIM_A2A3_K_I16 || k == SIM_A2A3_K_U16;
    case SIM_A2A3_I_VDUP:
        return k == SIM_A2A3_K_I16 || k == SIM_A2A3_K_U16 || k == SIM_A2A3_K_I32 ||
               k == SIM_A2A3_K_U32 || k == SIM_A2A3_K_F16 || k == SIM_A2A3_K_F32;
    case SIM_A2A3_I_VSEL:
        return k == SIM_A2A3_K_F16 || k == SIM_A2A3_K_F32;
    }
    return 0;
}

static const char *const sim_a2a3_kinds_ok[SIM_A2A3_I_COUNT] = {
    [SIM_A2A3_I_VADD] = "int16_t, int32_t, half, float",
    [SIM_A2A3_I_VSUB] = "int16_t, int32_t, half, float",
    [SIM_A2A3_I_VMULS] = "int16_t, int32_t, half, float",
    [SIM_A2A3_I_VADDS] = "int16_t, int32_t, half, float",
    [SIM_A2A3_I_VAND] = "int16_t, uint16_t (8-bit data goes through a uint16_t view)",
    [SIM_A2A3_I_VOR] = "int16_t, uint16_t (8-bit data goes through a uint16_t view)",
    [SIM_A2A3_I_VNOT] = "int16_t, uint16_t (8-bit data goes through a uint16_t view)",
    [SIM_A2A3_I_VDUP] = "int16_t, uint16_t, int32_t, uint32_t, half, float",
    [SIM_A2A3_I_VSEL] = "half, float (other 2-/4-byte data through a half/float view)",
};

/* Scalar operand as the bit pattern of element kind K. */
SIM_A2A3_FN uint32_t sim_a2a3_scalar_bits(const char *nm, int k, struct sim_a2a3_scalar s)
{
    double lo = 0, hi = 0;
    uint32_t bits = 0;
    switch (k) {
    case SIM_A2A3_K_F16: {
        half h = s.isint ? (half)s.i : (half)s.f;
        uint16_t u;
        memcpy(&u, &h, sizeof u);
        return u;
    }
    case SIM_A2A3_K_F32: {
        float f = s.isint ? (float)s.i : (float)s.f;
        memcpy(&bits, &f, sizeof bits);
        return bits;
    }
    case SIM_A2A3_K_I16: lo = INT16_MIN, hi = INT16_MAX; break;
    case SIM_A2A3_K_U16: lo = 0, hi = UINT16_MAX; break;
    case SIM_A2A3_K_I32: lo = INT32_MIN, hi = INT32_MAX; break;
    case SIM_A2A3_K_U32: lo = 0, hi = UINT32_MAX; break;
    }
    if (s.isint)
        return (uint32_t)((uint64_t)s.i & (sim_a2a3_ksize[k] == 2 ? 0xffffu : 0xffffffffu));
    if (!(s.f >= lo && s.f <= hi) || s.f != (double)(int64_t)s.f)
        sim_a2a3_fail(nm, "scalar %g is not representable as %s", s.f, sim_a2a3_kname[k]);
    return (uint32_t)((uint64_t)(int64_t)s.f & (sim_a2a3_ksize[k] == 2 ? 0xffffu : 0xffffffffu));
}

SIM_A2A3_FN uint32_t sim_a2a3_ld(uint32_t off, unsigned size)
{
    uint16_t h;
    uint32_t w;
    if (size == 2) {
        memcpy(&h, sim_a2a3_ub + off, 2);
        return h;
    }
    memcpy(&w, sim_a2a3_ub + off, 4);
    return w;
}

SIM_A2A3_FN void sim_a2a3_st_(uint32_t off, unsigned size, uint32_t v)
{
    uint16_t h = (uint16_t)v;
    if (size == 2)
        memcpy(sim_a2a3_ub + off, &h, 2);
    else
        memcpy(sim_a2a3_ub + off, &v, 4);
}

SIM_A2A3_FN float sim_a2a3_f32(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}
SIM_A2A3_FN uint32_t sim_a2a3_bits32(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}
SIM_A2A3_FN float sim_a2a3_h2f(uint32_t bits)
{
    uint16_t u = (uint16_t)bits;
    half h;
    memcpy(&h, &u, sizeof h);
    return (float)h;
}
SIM_A2A3_FN uint32_t sim_a2a3_f2h(float f)
{
    half h = (half)f;
    uint16_t u;
    memcpy(&u, &h, sizeof u);
    return u;
}

/* The value of one element: A, B are source bit patterns, S the scalar's. */
SIM_A2A3_FN uint32_t sim_a2a3_alu(int insn, int k, uint32_t a, uint32_t b, uint32_t s)
{
    int fp = k == SIM_A2A3_K_F16 || k == SIM_A2A3_K_F32;
    if (insn == SIM_A2A3_I_VADDS || insn == SIM_A2A3_I_VMULS)
        b = s;
    if (!fp) {
        switch (insn) {
        case SIM_A2A3_I_VADD:
        case SIM_A2A3_I_VADDS: return a + b;
        case SIM_A2A3_I_VSUB: return a - b;
        case SIM_A2A3_I_VMULS: return a * b;
        case SIM_A2A3_I_VAND: return a & b;
        case SIM_A2A3_I_VOR: return a | b;
        case SIM_A2A3_I_VNOT: return ~a;
        }
        return 0;
    }
    {
        float x = k == SIM_A2A3_K_F16 ? sim_a2a3_h2f(a) : sim_a2a3_f32(a);
        float y = k == SIM_A2A3_K_F16 ? sim_a2a3_h2f(b) : sim_a2a3_f32(b);
        float r = 0;
        switch (insn) {
        case SIM_A2A3_I_VADD:
        case SIM_A2A3_I_VADDS: r = x + y; break;
        case SIM_A2A3_I_VSUB: r = x - y; break;
        case SIM_A2A3_I_VMULS: r = x * y; break;
        }
        return k == SIM_A2A3_K_F16 ? sim_a2a3_f2h(r) : sim_a2a3_bits32(r);
    }
}

/* Every elementwise vector instruction.  NSRC: 0 (vector_dup), 1 (unary,
 * scalar), 2 (binary, vsel); P: repeat and strides (see SIM_A2A3_P_*),
 * -1 where the instruction has no such operand. */
SIM_A2A3_FN void sim_a2a3_vec(int insn, int nsrc, int dk, const void *d, int s0k, const void *s0,
                              int s1k, const void *s1, struct sim_a2a3_scalar sc, const int64_t *p,
                              int64_t selmode)
{
    static const char *const pn2[] = {"repeat", "dstBlockStride", "src0BlockStride",
                                      "src1BlockStride", "dstRepeatStride", "src0RepeatStride",
                                      "src1RepeatStride"};
    static const char *const pn1[] = {"repeat", "dstBlockStride", "srcBlockStride", "",
                                      "dstRepeatStride", "srcRepeatStride", ""};
    const char *nm = sim_a2a3_iname[insn];
    const void *ptr[3] = {d, s0, s1};
    int kinds[3] = {dk, s0k, s1k};
    static const char *const on2[] = {"dst", "src0", "src1"};
    static const char *const on1[] = {"dst", "src", ""};
    const char *const *on = nsrc == 2 ? on2 : on1;
    uint32_t base[3] = {0, 0, 0}, bitbase = 0, cur, sbits = 0;
    unsigned esz, E, B;
    int i, nop = 1 + (insn == SIM_A2A3_I_VDUP ? 0 : nsrc), fp;
    size_t n = 0, e;
    uint64_t repeats;
    int64_t blk[3], rep[3];

    sim_a2a3_vector_state(nm);
    for (i = 0; i < 7; i++) {
        if (p[i] < 0 && (i == SIM_A2A3_P_S1B || i == SIM_A2A3_P_S1R))
            continue;
        if (p[i] < 0 || p[i] > 255)
            sim_a2a3_fail(nm, "%s %lld is out of range [0, 255] (8-bit field)",
                          (nsrc == 2 ? pn2 : pn1)[i], (long long)p[i]);
    }
    for (i = 0; i < nop; i++) {
        if (kinds[i] != dk)
            sim_a2a3_fail(nm, "%s points to %s but dst points to %s", on[i],
                          sim_a2a3_kname[kinds[i]], sim_a2a3_kname[dk]);
    }
    if (!sim_a2a3_kind_ok(insn, dk))
        sim_a2a3_fail(nm, "element type %s is not supported (A2/A3 %s takes %s)",
                      sim_a2a3_kname[dk], nm, sim_a2a3_kinds_ok[insn]);
    esz = sim_a2a3_ksize[dk];
    E = 256 / esz;
    B = 32 / esz;
    fp = dk == SIM_A2A3_K_F16 || dk == SIM_A2A3_K_F32;
    for (i = 0; i < nop; i++) {
        base[i] = sim_a2a3_off(ptr[i], nm, on[i]);
        if (base[i] % 32)
            sim_a2a3_fail(nm, "%s UB address 0x%x is not 32-byte aligned", on[i], base[i]);
    }
    blk[0] = p[SIM_A2A3_P_DB], rep[0] = p[SIM_A2A3_P_DR];
    blk[1] = p[SIM_A2A3_P_S0B], rep[1] = p[SIM_A2A3_P_S0R];
    blk[2] = p[SIM_A2A3_P_S1B], rep[2] = p[SIM_A2A3_P_S1R];
    if (insn == SIM_A2A3_I_VDUP || insn == SIM_A2A3_I_VADDS || insn == SIM_A2A3_I_VMULS)
        sbits = sim_a2a3_scalar_bits(nm, dk, sc);
    if (insn == SIM_A2A3_I_VSEL) {
        if (selmode == VSEL_TENSOR_SCALAR_MODE || selmode < 0 || selmode > 2)
            sim_a2a3_fail(nm, "select mode %lld is not simulated (VSEL_CMPMASK_SPR = 0, "
                              "VSEL_TENSOR_TENSOR_MODE = 2 are)",
                          (long long)selmode);
        if (!sim_a2a3_st.cmpmask_set)
            sim_a2a3_fail(nm, "CMPMASK was never loaded (set_cmpmask) on this core");
        if (!sim_a2a3_ordered(PIPE_V, PIPE_V, sim_a2a3_st.cmp_wseq, 0))
            sim_a2a3_fail(nm, "reads CMPMASK loaded by set_cmpmask without pipe_barrier(PIPE_V) "
                              "in between");
        if (selmode == VSEL_TENSOR_TENSOR_MODE) {
            memcpy(&bitbase, sim_a2a3_st.cmpmask, 4);
            if (bitbase >= SIM_A2A3_UB_BYTES || bitbase % 32)
                sim_a2a3_fail(nm, "CMPMASK holds 0x%x, not a 32-byte aligned UB address of the "
                                  "select bits (VSEL_TENSOR_TENSOR_MODE)",
                              bitbase);
        }
    }

    /* the elements, in instruction order */
    {
        uint64_t total = sim_a2a3_st.mode == 2 ? sim_a2a3_st.lo : (uint64_t)p[0] * E;
        uint64_t k;
        if (total > (uint64_t)SIM_A2A3_UB_BYTES)
            sim_a2a3_fail(nm, "counter mode: element count %llu reaches past the %d KiB UB",
                          (unsigned long long)total, SIM_A2A3_UB_BYTES / 1024);
        if (total > sim_a2a3_elems.cap) {
            void *v = realloc(sim_a2a3_elems.v, (size_t)total * sizeof *sim_a2a3_elems.v);
            if (!v)
                sim_a2a3_fail("sim", "out of memory");
            sim_a2a3_elems.v = v;
            sim_a2a3_elems.cap = (size_t)total;
        }
        for (k = 0; k < total; k++) {
            uint64_t r = k / E, idx = k % E;
            struct sim_a2a3_elem *el;
            if (sim_a2a3_st.mode == 1 &&
                !((idx < 64 ? sim_a2a3_st.lo >> idx : sim_a2a3_st.hi >> (idx - 64)) & 1u))
                continue;
            el = &sim_a2a3_elems.v[n++];
            el->bit = (uint32_t)(r * E + idx);
            for (i = 0; i < nop; i++) {
                uint64_t o = base[i] + r * (uint64_t)rep[i] * 32 +
                             (idx / B) * (uint64_t)blk[i] * 32 + (idx % B) * esz;
                if (o + esz > SIM_A2A3_UB_BYTES) {
                    if (sim_a2a3_st.mode == 2)
                        sim_a2a3_fail(nm, "counter mode: %s element %llu of %llu at UB 0x%llx "
                                          "lies beyond the %d KiB UB",
                                      on[i], (unsigned long long)k, (unsigned long long)total,
                                      (unsigned long long)o, SIM_A2A3_UB_BYTES / 1024);
                    sim_a2a3_fail(nm, "%s element %llu (repeat %llu) at UB 0x%llx lies beyond the "
                                      "%d KiB UB",
                                  on[i], (unsigned long long)idx, (unsigned long long)r,
                                  (unsigned long long)o, SIM_A2A3_UB_BYTES / 1024);
                }
                el->off[i] = (uint32_t)o;
            }
            if (insn == SIM_A2A3_I_VSEL && selmode == VSEL_TENSOR_TENSOR_MODE &&
                bitbase + el->bit / 8 >= SIM_A2A3_UB_BYTES)
                sim_a2a3_fail(nm, "select bit %u at UB 0x%x lies beyond the %d KiB UB", el->bit,
                              bitbase + el->bit / 8, SIM_A2A3_UB_BYTES / 1024);
        }
        repeats = sim_a2a3_st.mode == 2 ? (total + E - 1) / E : (uint64_t)p[0];
    }

    /* hazards: sources (and select bits) read, dst written */
    cur = ++sim_a2a3_st.seq[PIPE_V];
    for (i = 1; i < nop; i++)
        for (e = 0; e < n; e++)
            sim_a2a3_seg_add(sim_a2a3_elems.v[e].off[i], sim_a2a3_elems.v[e].off[i] + esz, 0);
    if (insn == SIM_A2A3_I_VSEL && selmode == VSEL_TENSOR_TENSOR_MODE)
        for (e = 0; e < n; e++) {
            uint32_t b = bitbase + sim_a2a3_elems.v[e].bit / 8;
            sim_a2a3_seg_add(b, b + 1, 0);
        }
    for (e = 0; e < n; e++)
        sim_a2a3_seg_add(sim_a2a3_elems.v[e].off[0], sim_a2a3_elems.v[e].off[0] + esz, 1);
    sim_a2a3_track(PIPE_V, insn, cur);

    /* the values */
    for (e = 0; e < n; e++) {
        const struct sim_a2a3_elem *el = &sim_a2a3_elems.v[e];
        uint32_t a = nop > 1 ? sim_a2a3_ld(el->off[1], esz) : 0;
        uint32_t b = nop > 2 ? sim_a2a3_ld(el->off[2], esz) : 0, r;
        if (insn == SIM_A2A3_I_VDUP) {
            r = sbits;
        } else if (insn == SIM_A2A3_I_VSEL) {
            int bit;
            if (selmode == VSEL_TENSOR_TENSOR_MODE)
                bit = (sim_a2a3_ub[bitbase + el->bit / 8] >> (el->bit % 8)) & 1;
            else
                bit = (sim_a2a3_st.cmpmask[(el->bit % E) / 8] >> ((el->bit % E) % 8)) & 1;
            r = bit ? a : b;
        } else {
            r = sim_a2a3_alu(insn, dk, a, b, sbits);
        }
        sim_a2a3_st_(el->off[0], esz, r);
    }
    if (insn == SIM_A2A3_I_VSEL)
        sim_a2a3_st.cmp_rseq = cur;
    sim_a2a3_vcost(insn, fp, repeats);
}

SIM_A2A3_FN void sim_a2a3_set_cmpmask(int k, const void *src)
{
    const char *nm = "set_cmpmask";
    uint32_t off, cur;
    sim_a2a3_need_kernel(nm);
    if (k == SIM_A2A3_K_BAD)
        sim_a2a3_fail(nm, "src is %s", sim_a2a3_kname[k]);
    off = sim_a2a3_off(src, nm, "src");
    if (off % 32)
        sim_a2a3_fail(nm, "src UB address 0x%x is not 32-byte aligned", off);
    if (off + 16 > SIM_A2A3_UB_BYTES)
        sim_a2a3_fail(nm, "src UB [0x%x, 0x%x) lies beyond the UB", off, off + 16);
    cur = ++sim_a2a3_st.seq[PIPE_V];
    if (sim_a2a3_st.cmp_rseq && !sim_a2a3_ordered(PIPE_V, PIPE_V, sim_a2a3_st.cmp_rseq, cur))
        sim_a2a3_fail(nm, "overwrites CMPMASK still read by vsel without pipe_barrier(PIPE_V) in "
                          "between");
    sim_a2a3_seg_add(off, off + 16, 0);
    sim_a2a3_track(PIPE_V, SIM_A2A3_I_CMPMASK, cur);
    memcpy(sim_a2a3_st.cmpmask, sim_a2a3_ub + off, 16);
    sim_a2a3_st.cmpmask_set = 1;
    sim_a2a3_st.cmp_wseq = cur;
    sim_a2a3_vcost(SIM_A2A3_I_CMPMASK, 0, 1);
}
#define set_cmpmask(src) sim_a2a3_set_cmpmask(SIM_A2A3_KIND(src), (const void *)(src))

#define SIM_A2A3_I64(x) ((int64_t)(x))
#define SIM_A2A3_NOSC sim_a2a3_sc_int(0)

/* (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep) */
#define SIM_A2A3_VBIN_(insn, d, a, b, rpt, db, ab, bb, dr, ar, br)                              \
    sim_a2a3_vec((insn), 2, SIM_A2A3_KIND(d), (const void *)(d), SIM_A2A3_KIND(a),              \
                 (const void *)(a), SIM_A2A3_KIND(b), (const void *)(b), SIM_A2A3_NOSC,         \
                 (const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab),      \
                                    SIM_A2A3_I64(bb), SIM_A2A3_I64(dr), SIM_A2A3_I64(ar),       \
                                    SIM_A2A3_I64(br)},                                          \
                 0)
#define vadd(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_A2A3_I_VADD, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vsub(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_A2A3_I_VSUB, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vand(d, a, b, rpt, db, ab, bb, dr, ar, br)                                              \
    SIM_A2A3_VBIN_(SIM_A2A3_I_VAND, d, a, b, rpt, db, ab, bb, dr, ar, br)
#define vor(d, a, b, rpt, db, ab, bb, dr, ar, br)                                               \
    SIM_A2A3_VBIN_(SIM_A2A3_I_VOR, d, a, b, rpt, db, ab, bb, dr, ar, br)

/* (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define vnot(d, a, rpt, db, ab, dr, ar)                                                         \
    sim_a2a3_vec(SIM_A2A3_I_VNOT, 1, SIM_A2A3_KIND(d), (const void *)(d), SIM_A2A3_KIND(a),     \
                 (const void *)(a), SIM_A2A3_K_BAD, NULL, SIM_A2A3_NOSC,                        \
                 (const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab), -1,  \
                                    SIM_A2A3_I64(dr), SIM_A2A3_I64(ar), -1},                    \
                 0)

/* (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define SIM_A2A3_VSCA_(insn, d, a, s, rpt, db, ab, dr, ar)                                      \
    sim_a2a3_vec((insn), 1, SIM_A2A3_KIND(d), (const void *)(d), SIM_A2A3_KIND(a),              \
                 (const void *)(a), SIM_A2A3_K_BAD, NULL, SIM_A2A3_SCALAR(s),                   \
                 (const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab), -1,  \
                                    SIM_A2A3_I64(dr), SIM_A2A3_I64(ar), -1},                    \
                 0)
#define vmuls(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_A2A3_I_VMULS, d, a, s, rpt, db, ab, dr, ar)
#define vadds(d, a, s, rpt, db, ab, dr, ar)                                                     \
    SIM_A2A3_VSCA_(SIM_A2A3_I_VADDS, d, a, s, rpt, db, ab, dr, ar)

/* (dst, scalar, repeat, dstBlk, srcBlk (unused), dstRep, srcRep (unused)) */
#define vector_dup(d, s, rpt, db, sb, dr, sr)                                                   \
    sim_a2a3_vec(SIM_A2A3_I_VDUP, 1, SIM_A2A3_KIND(d), (const void *)(d), SIM_A2A3_KIND(d),     \
                 (const void *)(d), SIM_A2A3_K_BAD, NULL, SIM_A2A3_SCALAR(s),                   \
                 (const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(sb), -1,  \
                                    SIM_A2A3_I64(dr), SIM_A2A3_I64(sr), -1},                    \
                 0)

/* (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep, src1Rep, mode) */
#define vsel(d, a, b, rpt, db, ab, bb, dr, ar, br, mode)                                        \
    sim_a2a3_vec(SIM_A2A3_I_VSEL, 2, SIM_A2A3_KIND(d), (const void *)(d), SIM_A2A3_KIND(a),     \
                 (const void *)(a), SIM_A2A3_KIND(b), (const void *)(b), SIM_A2A3_NOSC,         \
                 (const int64_t[7]){SIM_A2A3_I64(rpt), SIM_A2A3_I64(db), SIM_A2A3_I64(ab),      \
                                    SIM_A2A3_I64(bb), SIM_A2A3_I64(dr), SIM_A2A3_I64(ar),       \
                                    SIM_A2A3_I64(br)},                                          \
                 SIM_A2A3_I64(mode))

#endif /* PTOGEN_SIM_A2A3_H */
