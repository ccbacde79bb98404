/* lower.c - the lowering rows of ops.def as tables (lower_). */
#include "lower.h"

#include <stddef.h>

#include "cname.h" /* CNAME */

/* ---- the tables ----------------------------------------------------- */

#define STEP(k, insn, v, d, a, b, sc)                                                              \
    {LK_##k, INSN_##insn, NULL, LV_##v, LO_##d, LO_##a, LO_##b, LSC_##sc, 0},
#define STEP_RND(k, rnd, v, d, a, b, sc)                                                           \
    {LK_##k, INSN_NONE, rnd, LV_##v, LO_##d, LO_##a, LO_##b, LSC_##sc, 0},
#define STEP_K(k, insn, v, d, a, b, kval)                                                          \
    {LK_##k, INSN_##insn, NULL, LV_##v, LO_##d, LO_##a, LO_##b, LSC_K, kval},

/* Each recipe as an array of its own, named after its row's line. */
#define LOWER_CAT_(a, b) a##b
#define LOWER_CAT(a, b) LOWER_CAT_(a, b)
#define A2A3(id, dts, special, ...)                                                                \
    static const struct lstep LOWER_CAT(steps_, __LINE__)[] = {                                    \
        __VA_ARGS__{LK_END, INSN_NONE, NULL, LV_T, LO_X, LO_X, LO_X, LSC_NONE, 0}};
#define A5(id, dts, special, ...) A2A3(id, dts, special, __VA_ARGS__)
#include "ops.def"
#undef A2A3
#undef A5

#define A2A3(id, dts, special, ...) {OP_##id, dts, special, LOWER_CAT(steps_, __LINE__), 0},
static struct lowering a2a3_rows[] = {
#include "ops.def"
};
#undef A2A3

#define A5(id, dts, special, ...) {OP_##id, dts, special, LOWER_CAT(steps_, __LINE__), 0},
static struct lowering a5_rows[] = {
#include "ops.def"
};
#undef A5

/* The lowering rows by column (target_desc's 'lowering'). */
static const struct {
    struct lowering *rows;
    size_t n;
} tables[] = {
    {a2a3_rows, sizeof a2a3_rows / sizeof a2a3_rows[0]},
    {a5_rows, sizeof a5_rows / sizeof a5_rows[0]},
};

static const struct lhost host_rows[OP__COUNT] = {
#define HOST(id, helper, kind) [OP_##id] = {helper, kind},
#include "ops.def"
#undef HOST
};

#undef STEP
#undef STEP_RND
#undef STEP_K

static const struct {
    int has;
    struct lref64 r;
} ref64_rows[OP__COUNT] = {
#define REF64(id, kind, arity, expr) [OP_##id] = {1, {kind, arity, expr}},
#include "ops.def"
#undef REF64
};

const struct lref64 *lower_ref64(int code)
{
    return ref64_rows[code].has ? &ref64_rows[code].r : NULL;
}

static const struct {
    enum dtype src, dst;
    unsigned modes[2]; /* a2a3, a5 */
} cvt_rows[] = {
#define CVT(s, d, a2a3, a5) {DT_##s, DT_##d, {a2a3, a5}},
#include "ops.def"
#undef CVT
};

unsigned lower_cvt(enum dtype src, enum dtype dst, enum target t)
{
    for (size_t i = 0; i < sizeof cvt_rows / sizeof cvt_rows[0]; i++)
        if (cvt_rows[i].src == src && cvt_rows[i].dst == dst)
            return target_desc(t)->kind == TK_REFERENCE
                       ? cvt_rows[i].modes[0] | cvt_rows[i].modes[1]
                   : target_desc(t)->lowering < 0 ? op_pto_cvt(src, dst, NULL) /* ops_pto.def */
                                                  : cvt_rows[i].modes[target_desc(t)->lowering];
    return 0;
}

/* The pairs the devices convert by two conversions through MID
 * (plan_a2a3_ops.c and plan_a5_ops.c follow this table).
 *
 * int32 -> half, which a2a3/TCvt.hpp converts only by vconv_deq (its
 * rounding is not documented) and a5/TCvt.hpp not at all: widened to
 * float (rint), then rounded to half in the op's mode.  Exact: every
 * |x| <= 2^24 is a float, so there the one rounding is half's; a larger
 * |x| rounds (monotonically) to a float still above 2^24, far past half's
 * largest finite 65504, where every mode's result depends only on the
 * sign (IEEE overflow: inf, or 65504 by the mode), as it does for x.
 *
 * int16 -> int8, which neither TCvt.hpp converts: to half (rint, exact
 * for |x| <= 2048; a larger |x| stays larger, and no int16 overflows
 * half), then to int8, saturating (CTRL bit 59 on a2a3, RS_ENABLE on
 * a5), by trunc on an integral half as a2a3/TCvt.hpp's int8 path ends
 * (vconv_f162s8z): every value outside [-128, 127] saturates as x
 * does.
 *
 * On a2a3 only (ops.def's CVT rows say where): int8 and uint8 -> float
 * through half, both steps exact (every 8-bit integer is a half, every
 * half a float); bf16 -> half through float, whose first step is exact, so
 * the mode rounds once, as a direct conversion would.  MID may be wider
 * than the source: the planner's temporary is MID's (plan_a2a3_ops.c). */
static const struct lower_via vias[] = {
    {DT_I32, DT_F16, DT_F32, -1},      {DT_I16, DT_I8, DT_F16, RND_TRUNC},
    {DT_I8, DT_F32, DT_F16, RND_NONE}, {DT_U8, DT_F32, DT_F16, RND_NONE},
    {DT_BF16, DT_F16, DT_F32, -1},
};

const struct lower_via *lower_cvt_via(enum dtype src, enum dtype dst)
{
    for (size_t i = 0; i < sizeof vias / sizeof vias[0]; i++)
        if (vias[i].src == src && vias[i].dst == dst)
            return &vias[i];
    return NULL;
}

/* ---- lookups -------------------------------------------------------- */

static void rows_of(enum target t, struct lowering **rows, size_t *n)
{
    lower_check_table();
    int col = target_desc(t)->lowering;
    if (col < 0)
        diag_bug("no device lowering for target '%s'", target_name(t));
    *rows = tables[col].rows;
    *n = tables[col].n;
}

const struct lowering *lower_find(int code, enum target t, enum dtype dt)
{
    struct lowering *rows;
    size_t n;
    rows_of(t, &rows, &n);
    for (size_t i = 0; i < n; i++)
        if (rows[i].op == code && (rows[i].dtypes & DTS(dt)))
            return &rows[i];
    return NULL;
}

const struct lhost *lower_host(int code)
{
    return &host_rows[code];
}

int lower_takes_tmp(int code, enum target t)
{
    if (!target_desc(t)->tmp_tiles)
        return 0;
    struct lowering *rows;
    size_t n;
    rows_of(t, &rows, &n);
    for (size_t i = 0; i < n; i++)
        if (rows[i].op == code && rows[i].special == LS_NONE)
            for (const struct lstep *s = rows[i].steps; s->kind != LK_END; s++)
                if (s->d >= LO_T0)
                    return 1;
    return 0;
}

int lower_takes_tmp_any(int code)
{
    for (int t = 0; t < TARGET_COUNT; t++)
        if (lower_takes_tmp(code, (enum target)t))
            return 1;
    return 0;
}

/* ---- temporaries ---------------------------------------------------- */

static int is_source(enum lopnd o)
{
    return o == LO_S0 || o == LO_S1 || o == LO_S2;
}

int lower_temp_in_dst(const struct lowering *lw, const int *alias)
{
    int first[LOWER_MAX_TEMPS], nsteps = 0;
    for (int t = 0; t < LOWER_MAX_TEMPS; t++)
        first[t] = -1;
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++, nsteps++)
        if (s->d >= LO_T0 && first[s->d - LO_T0] < 0)
            first[s->d - LO_T0] = nsteps;
    int best = -1;
    for (int t = 0; t < lw->ntemps; t++) {
        int ok = first[t] >= 0;
        for (int j = first[t] + 1; ok && j < nsteps; j++) {
            const struct lstep *s = &lw->steps[j];
            enum lopnd rd[2] = {s->a, s->b};
            for (int r = 0; r < 2; r++)
                if (is_source(rd[r]) && alias[rd[r] - LO_S0])
                    ok = 0;
        }
        if (ok && (best < 0 || first[t] > first[best]))
            best = t;
    }
    return best;
}

/* ---- the table's own check ------------------------------------------ */

/* Count the temporaries of each recipe and check its shape. */
static void check_rows(struct lowering *rows, size_t n, enum target t)
{
    for (size_t i = 0; i < n; i++) {
        struct lowering *lw = &rows[i];
        const char *name = op_table[lw->op].name;
        if (lw->dtypes & ~op_table[lw->op].dtypes[t])
            diag_bug("ops.def: a %s row of '%s' covers dtypes the op does not take there",
                     target_name(t), name);
        for (size_t j = 0; j < i; j++)
            if (rows[j].op == lw->op && (rows[j].dtypes & lw->dtypes))
                diag_bug("ops.def: two %s rows of '%s' cover one dtype", target_name(t), name);
        int nsteps = 0, last_d = LO_X;
        unsigned written = 0;
        for (const struct lstep *s = lw->steps; s->kind != LK_END; s++, nsteps++) {
            enum lopnd rd[2] = {s->a, s->b};
            for (int r = 0; r < 2; r++)
                if (rd[r] >= LO_T0 && !(written & (1u << (rd[r] - LO_T0))))
                    diag_bug("ops.def: a %s recipe of '%s' reads T%d before writing it",
                             target_name(t), name, rd[r] - LO_T0);
            if (s->d >= LO_T0) {
                written |= 1u << (s->d - LO_T0);
                if ((int)s->d - LO_T0 + 1 > lw->ntemps)
                    lw->ntemps = (int)s->d - LO_T0 + 1;
            }
            last_d = s->d;
        }
        int recipe = lw->special == LS_NONE || lw->special == LS_A2A3_BCAST;
        if (recipe && (!nsteps || last_d != LO_D))
            diag_bug("ops.def: a %s recipe of '%s' does not end by writing D", target_name(t),
                     name);
        /* a special lowering is told one step, a row reduction two: its
         * lane-wise combine and its reduction */
        int told = lw->special == LS_A2A3_RED && op_table[lw->op].family == OPF_ROWREDUCE ? 2 : 1;
        if (!recipe && nsteps > told)
            diag_bug("ops.def: a special %s row of '%s' has more than one step", target_name(t),
                     name);
    }
    for (int op = 0; op < OP__COUNT; op++) {
        unsigned cover = 0;
        for (size_t i = 0; i < n; i++)
            if (rows[i].op == op)
                cover |= rows[i].dtypes;
        if (cover != op_table[op].dtypes[t])
            diag_bug("ops.def: the %s rows of '%s' do not cover its dtypes", target_name(t),
                     op_table[op].name);
    }
}

void lower_check_table(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    for (int t = 0; t < TARGET_COUNT; t++) {
        int col = target_desc((enum target)t)->lowering;
        if (col >= 0)
            check_rows(tables[col].rows, tables[col].n, (enum target)t);
    }
}
