/* ir.c - a kernel's plan for one target as data (ir_): the instruction
 * list, UB tiles, counts and operands with their builders, and what every
 * lowering spells the same way: scalar operands and the C helpers the
 * host and the a2a3 scalar loops call.  The planners (plan.c, plan_a2a3*.c,
 * plan_a5*.c) build a struct plan through these; defs.c and cost.c read it.
 */
#include "ir.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "specops.h"

const char *ir_scalar_expr(const struct plan *p, int i)
{
    return p->scalar_expr[i];
}

char *ir_fmt(const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = xmalloc((size_t)n + 1);
    va_start(ap, f);
    vsnprintf(s, (size_t)n + 1, f, ap);
    va_end(ap);
    return s;
}

/* ---- intrinsics ------------------------------------------------------- */

void ir_insn_set(struct insn *in, enum insn_id id)
{
    in->id = id;
    in->name = insn_info(id)->spelling;
}

void ir_insn_conv(struct insn *in, int row)
{
    in->id = INSN_VCONV;
    in->cvt = row;
    in->name = insn_vconv_name(row);
}

/* ---- pipes ---------------------------------------------------------- */

const char *ir_pipe_name(enum plan_pipe pipe)
{
    static const char *const names[] = {"", CNAME("PIPE_S"), CNAME("PIPE_V"), CNAME("PIPE_MTE2"),
                                        CNAME("PIPE_MTE3")};
    return names[pipe];
}

/* ---- operands ------------------------------------------------------- */

int ir_view(enum dtype tile_dt, enum dtype view_dt)
{
    return dtype_same_ctype(tile_dt, view_dt, 1) ? PLAN_OWN : (int)view_dt;
}

enum dtype ir_opnd_dtype(const struct plan *p, const struct operand *o)
{
    return o->view != PLAN_OWN ? (enum dtype)o->view : p->ub[o->ub].dtype;
}

/* ---- counts ----------------------------------------------------------- */

struct ir_count ir_count_const(int c, int bare)
{
    return (struct ir_count){.set = 1, .bare = bare, .mul = 0, .add = c, .div = 1};
}

struct ir_count ir_count_rows(int mul)
{
    return (struct ir_count){.set = 1, .mul = mul, .div = 1};
}

struct ir_count ir_count_ceil(int mul, int add, int div)
{
    return (struct ir_count){.set = 1, .mul = mul, .add = add, .div = div};
}

struct ir_count ir_count_row(int add)
{
    return (struct ir_count){.set = 1, .row = 1, .mul = 1, .add = add, .div = 1};
}

struct ir_count ir_count_window(struct ir_count c, int off, int cap)
{
    c.off = off;
    c.cap = cap;
    return c;
}

int ir_count_eq(struct ir_count a, struct ir_count b)
{
    return a.set == b.set && a.bare == b.bare && a.row == b.row && a.mul == b.mul &&
           a.add == b.add && a.div == b.div && a.off == b.off && a.cap == b.cap;
}

const char *ir_count_c(struct ir_count c)
{
    if (!c.set)
        diag_bug("an unset count reached the C spelling");
    const char *v;
    if (c.mul == 0)
        v = ir_fmt(c.bare ? "%d" : "%du", c.add);
    else {
        const char *var = c.row ? PLAN_ROW_VAR : PLAN_ROWS_VAR;
        v = c.mul == 1 ? var : ir_fmt("%s * %du", var, c.mul);
        if (c.add)
            v = ir_fmt("%s + %du", v, c.add);
        if (c.div > 1)
            v = ir_fmt("(%s) / %du", v, c.div);
    }
    if (!c.cap)
        return v;
    if (c.row && !c.off) /* a row's count from 1 up: its cap alone */
        return ir_fmt("(%s < %du ? %s : %du)", v, c.cap, v, c.cap);
    return ir_fmt("(%s > %du ? (%s - %du < %du ? %s - %du : %du) : 0u)", v, c.off, v, c.off, c.cap,
                  v, c.off, c.cap);
}

unsigned long long ir_count_eval(struct ir_count c, int rows)
{
    if (!c.set)
        diag_bug("an unset count reached the cost model");
    unsigned long long v =
        ((unsigned long long)rows * (unsigned long long)c.mul + (unsigned long long)c.add) /
        (unsigned long long)c.div;
    if (!c.cap)
        return v;
    unsigned long long off = (unsigned long long)c.off, cap = (unsigned long long)c.cap;
    return v > off ? (v - off < cap ? v - off : cap) : 0;
}

/* ---- helpers (host and a2a3 scalar code) ---------------------------- */

void ir_need_helper(struct plan *p, const char *kind, enum dtype dt)
{
    for (int i = 0; i < p->nhelpers; i++)
        if (!strcmp(p->helpers[i].kind, kind) && p->helpers[i].dtype == dt)
            return;
    if (p->nhelpers == p->helpers_cap) {
        p->helpers_cap = p->helpers_cap ? 2 * p->helpers_cap : 16;
        p->helpers = xrealloc(p->helpers, (size_t)p->helpers_cap * sizeof *p->helpers);
    }
    p->helpers[p->nhelpers].kind = kind;
    p->helpers[p->nhelpers].dtype = dt;
    p->nhelpers++;
}

/* Stable helper order: conversions first (they are used by the rest),
 * then the ops' helpers in table order, each by dtype. */
static const char *const conv_helpers[] = {"sconv", "f16", "bf16", "cvtlib", "sortkey"};
#define NCONV ((int)(sizeof conv_helpers / sizeof conv_helpers[0]))

static int helper_rank(const struct helper *h)
{
    for (int i = 0; i < NCONV; i++)
        if (!strcmp(h->kind, conv_helpers[i]))
            return i * DT__COUNT + (int)h->dtype;
    /* by the elementwise op that names the helper first (the reductions
     * and expands share tadd's, tmax's... and sort before them) */
    for (int pass = 0; pass < 2; pass++)
        for (int op = 0; op < OP__COUNT; op++) {
            const char *helper = lower_host(op)->helper;
            size_t n = helper ? strlen(helper) : 0;
            if (pass == 0 && op_table[op].family >= OPF_ROWREDUCE)
                continue;
            /* tcvt's helpers are "cvt_<src>_<mode>", treshape's
             * "reshape_<src>" */
            if (helper && !strncmp(h->kind, helper, n) && (!h->kind[n] || h->kind[n] == '_'))
                return (NCONV + op) * DT__COUNT + (int)h->dtype;
        }
    diag_bug("unknown helper '%s'", h->kind);
}

static int helper_cmp(const void *a, const void *b)
{
    const struct helper *x = a, *y = b;
    int d = helper_rank(x) - helper_rank(y);
    return d ? d : strcmp(x->kind, y->kind);
}

enum round_mode ir_cvt_round(const struct op *o, enum dtype src, enum dtype dst)
{
    if (o->round == RND_NONE) /* pto-isa's TCVT: z for float -> int, r otherwise */
        return dtype_is_float(src) && !dtype_is_float(dst) ? RND_TRUNC : RND_RINT;
    return o->round < 0 ? RND_RINT : (enum round_mode)o->round;
}

const char *ir_cvt_mode(const struct op *o, enum dtype src, enum dtype dst)
{
    return round_name(ir_cvt_round(o, src, dst));
}

void ir_need_cvt_helper(struct plan *p, const struct op *o)
{
    enum dtype src = p->k->tiles[o->src[0]].dtype, dst = p->k->tiles[o->dst].dtype;
    ir_need_helper(p, "cvtlib", DT_F32);
    ir_need_helper(p, ir_fmt("cvt_%s_%s", dtype_name(src), ir_cvt_mode(o, src, dst)), dst);
    for (int i = 0; i < 2; i++) {
        enum dtype dt = i ? dst : src;
        if (dt == DT_F16 || dt == DT_BF16)
            ir_need_helper(p, dt == DT_F16 ? "f16" : "bf16", dt);
    }
}

void ir_need_reshape_helper(struct plan *p, const struct op *o)
{
    enum dtype src = p->k->tiles[o->src[0]].dtype, dst = p->k->tiles[o->dst].dtype;
    ir_need_helper(p, ir_fmt("reshape_%s", dtype_name(src)), dst);
}

void ir_need_op_helper(struct plan *p, int code, enum dtype dt)
{
    const struct lhost *h = lower_host(code);
    const struct op_info *info = &op_table[code];
    if (h->helper)
        ir_need_helper(p, h->helper, dt);
    /* tsort32's and tmrgsort's key of the value's bits */
    if (info->family == OPF_SORT || info->family == OPF_MRGSORT)
        ir_need_helper(p, "sortkey", dt);
    /* f16 and bf16 values go through float in the helpers, the scalars
     * and the compares */
    int floats = h->helper || spec_op_uses(info, "scalar") || spec_op_dst_is_mask(info);
    if ((dt == DT_F16 || dt == DT_BF16) && floats)
        ir_need_helper(p, dt == DT_F16 ? "f16" : "bf16", dt);
    else if (h->helper && h->kind == HK_ARITH && dtype_is_signed(dt) && !dtype_is_float(dt))
        ir_need_helper(p, "sconv", dt);
}

void ir_sort_helpers(struct plan *p)
{
    if (p->nhelpers > 1) /* qsort takes no null pointer, even for 0 items */
        qsort(p->helpers, (size_t)p->nhelpers, sizeof p->helpers[0], helper_cmp);
}

/* ---- scalars -------------------------------------------------------- */

const char *ir_real_literal(double v, const char *suffix)
{
    if (isnan(v))
        return ir_fmt("__builtin_nan%s(\"\")", suffix);
    if (isinf(v))
        return ir_fmt("%s__builtin_inf%s()", v < 0 ? "-" : "", suffix);
    char s[64];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(s, sizeof s, "%.*g", prec, v);
        if (strtod(s, NULL) == v)
            break;
    }
    return ir_fmt("%s%s%s", s, strpbrk(s, ".e") ? "" : ".0", suffix);
}

/* The C expression of scalar SC in dtype DT on target T. */
const char *ir_scalar_spell(const struct kernel *k, enum target t, enum dtype dt, struct scalar sc)
{
    if (sc.kind == SC_NONE)
        return "";
    const char *v;
    if (sc.kind == SC_PARAM)
        v = k->params[sc.param].name;
    else if (sc.kind == SC_EXPR)
        v = sc.var; /* a float, as an f16 or bf16 param is */
    else if (dtype_is_float(dt))
        v = ir_real_literal(sc.kind == SC_INT ? (double)sc.ival : sc.fval, "f");
    else
        return ir_fmt("(%s)%lld", dtype_ctype(dt), sc.ival);
    if (!dtype_is_float(dt))
        return v; /* an integer param of the op's dtype */
    if (dt == DT_F16)
        return ir_fmt(target_desc(t)->f16_scalar, v);
    if (dt == DT_BF16)
        return ir_fmt(target_desc(t)->bf16_scalar, v);
    return v;
}

/* An operand of a scalar expression in C: a float literal, a param, or
 * an earlier step's variable. */
static const char *expr_operand(const struct kernel *k, const struct scalar *sc, struct soperand a)
{
    switch (a.kind) {
    case SO_LIT:
        return ir_real_literal(a.f, "f");
    case SO_PARAM:
        return k->params[a.index].name;
    case SO_STEP:
        break;
    }
    return a.index == sc->nsteps - 1 ? sc->var : ir_fmt("%s_%d", sc->var, a.index);
}

const char *ir_expr_stmt(const struct kernel *k, const struct scalar *sc, int s)
{
    const struct sstep *st = &sc->steps[s];
    struct soperand self = {SO_STEP, 0, s};
    const char *d = expr_operand(k, sc, self), *a = expr_operand(k, sc, st->a);
    if (st->op == 'n')
        return ir_fmt("const float %s = -%s;", d, a);
    return ir_fmt("const float %s = %s %c %s;", d, a, st->op, expr_operand(k, sc, st->b));
}

const char *ir_int_scalar(const struct plan *p, enum dtype dt, long long v)
{
    struct scalar sc = {.kind = SC_INT, .ival = v};
    return ir_scalar_spell(p->k, p->target, dt, sc);
}

enum dtype ir_view_dtype(enum lview v, enum dtype dt)
{
    switch (v) {
    case LV_T:
        return dt;
    case LV_B16:
        return DT_U16;
    case LV_S16:
        return DT_I16;
    case LV_SINT:
        return dtype_sint(dt);
    case LV_UINT:
        return dtype_uint(dt);
    }
    diag_bug("bad view");
}

/* V as a value of the integer dtype DT (two's complement). */
static long long wrap_int(long long v, enum dtype dt)
{
    int bits = 8 * dtype_size(dt);
    long long u = (long long)((unsigned long long)v & ((1ull << bits) - 1));
    if (dtype_is_signed(dt) && (u >> (bits - 1)) & 1)
        u -= 1ll << bits;
    return u;
}

/* A literal shift count V of a BITS-bit dtype, read as unsigned. */
static unsigned long long count_unsigned(long long v, int bits)
{
    return (unsigned long long)v & ((1ull << bits) - 1);
}

int ir_step_skipped(const struct plan *p, int i, const struct lstep *s)
{
    const struct op *o = &p->k->ops[i];
    int bits = 8 * dtype_size(spec_op_dtype(p->k, o));
    return s->scalar == LSC_COUNT_OUT && o->scalar.kind == SC_INT &&
           count_unsigned(o->scalar.ival, bits) < (unsigned long long)bits;
}

const char *ir_step_scalar(const struct plan *p, int i, enum lscalar sc, enum dtype view)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    struct scalar s = o->scalar;
    int bits = 8 * dtype_size(dt);
    switch (sc) {
    case LSC_NONE:
        return NULL;
    case LSC_M1:
        return ir_int_scalar(p, view, -1);
    case LSC_ZERO:
        return ir_int_scalar(p, view, 0);
    case LSC_ONE:
        return ir_int_scalar(p, view, 1);
    case LSC_MIN:
        return ir_int_scalar(p, view, -(1ll << (8 * dtype_size(view) - 1)));
    case LSC_LO8:
        return ir_int_scalar(p, view, 0xff);
    case LSC_K:
        diag_bug("a step constant without its step");
    case LSC_OP:
        if (view == dt)
            return p->scalar_expr[i];
        /* fall through: an integer scalar seen as another integer */
    case LSC_NEG:
    case LSC_COUNT:
    case LSC_COUNT_OUT:
    case LSC_B16:
    case LSC_BIAS:
        break;
    }
    if (s.kind == SC_PARAM || s.kind == SC_EXPR) {
        const char *name = s.kind == SC_PARAM ? k->params[s.param].name : s.var;
        const char *ct = dtype_dctype(view);
        if (dtype_is_float(view)) {
            const char *v = sc == LSC_NEG ? ir_fmt("-%s", name) : name;
            return view == DT_F16    ? ir_fmt("(half)%s", v)
                   : view == DT_BF16 ? ir_fmt("PGR_BF16(%s)", v)
                                     : v;
        }
        switch (sc) {
        case LSC_NEG:
            return ir_fmt("(%s)(0u - (uint32_t)%s)", ct, name);
        case LSC_COUNT:
            return ir_fmt("(%s)((uint%d_t)%s < %du ? (uint%d_t)%s : %du)", ct, bits, name, bits,
                          bits, name, bits - 1);
        case LSC_COUNT_OUT:
            return ir_fmt("(%s)((uint%d_t)%s >= %du)", ct, bits, name, bits);
        case LSC_B16:
            return ir_fmt("(%s)((uint8_t)%s * 0x0101u)", ct, name);
        case LSC_BIAS:
            return ir_fmt("(%s)((uint32_t)%s ^ 0x%xu)", ct, name, 1u << (bits - 1));
        default:
            return ir_fmt("(%s)%s", ct, name);
        }
    }
    if (dtype_is_float(view)) {
        struct scalar f = {.kind = SC_FLOAT, .fval = s.kind == SC_INT ? (double)s.ival : s.fval};
        if (sc == LSC_NEG)
            f.fval = -f.fval;
        return ir_scalar_spell(k, p->target, view, f);
    }
    long long v = s.ival;
    if (sc == LSC_NEG)
        v = -v;
    else if (sc == LSC_COUNT)
        v = count_unsigned(v, bits) < (unsigned long long)bits ? v : bits - 1;
    else if (sc == LSC_COUNT_OUT)
        v = count_unsigned(v, bits) >= (unsigned long long)bits;
    else if (sc == LSC_B16)
        v = (v & 0xff) * 0x0101;
    else if (sc == LSC_BIAS)
        v += 1ll << (bits - 1);
    return ir_int_scalar(p, view, wrap_int(v, view));
}

const char *ir_lstep_scalar(const struct plan *p, int i, const struct lstep *s, enum dtype view)
{
    if (s->scalar != LSC_K)
        return ir_step_scalar(p, i, s->scalar, view);
    struct scalar k = {.kind = SC_FLOAT, .fval = s->k};
    return ir_scalar_spell(p->k, p->target, view, k);
}

/* ---- UB allocation -------------------------------------------------- */

int ir_mask_pitch(int cols)
{
    return ((cols + 7) / 8 + 31) / 32 * 32;
}

int ir_pairs_pitch(const struct kernel *k, const struct tile *tl)
{
    return (k->vcols + 31) / 32 * 32 * (8 / dtype_size(tl->dtype));
}

int ir_mrg_passes(int n)
{
    int passes = 0;
    for (long len = 32; len < n; len *= 4)
        passes++;
    return passes;
}

static void mrg_step(struct ir_mrg *st, int *nst, struct ir_mrg s)
{
    if (*nst == IR_MRG_MAX)
        diag_bug("a tmrgsort row of more than %d steps", IR_MRG_MAX);
    st[(*nst)++] = s;
}

/* A pass merges its whole groups of four runs in calls of up to 255
 * repeats (pto-isa's TMrgSort.hpp single-tile form), then the two or three
 * runs left (a last one shorter) in one call of that many lists.  One run
 * left over moves to the pass's output as it is: up to 32 pairs copied,
 * more as a merge of its first 32 pairs and the rest (the run is sorted,
 * so that merge is the run; no call takes one list).  A row of one run is
 * copied.  Each merge keeps the lists' order, so equal values stay in
 * src's row order (docs/semantics.md, Merges). */
int ir_mrg_steps(int n, struct ir_mrg *st)
{
    int passes = ir_mrg_passes(n), nst = 0, from = IR_MRG_SRC;
    if (!passes)
        mrg_step(st, &nst, (struct ir_mrg){from, IR_MRG_DST, 0, 0, {n}, 1});
    for (int j = 1, len = 32; j <= passes; j++, len *= 4) {
        int to = (passes - j) % 2 ? IR_MRG_SCRATCH : IR_MRG_DST;
        int runs = (n + len - 1) / len, groups = runs / 4, tail = runs % 4;
        int at = groups * 4 * len, left = n - at;
        for (int g = 0; g < groups; g += 255) /* config's 8 bits of repeat */
            mrg_step(st, &nst,
                     (struct ir_mrg){from,
                                     to,
                                     g * 4 * len,
                                     4,
                                     {len, len, len, len},
                                     groups - g < 255 ? groups - g : 255});
        struct ir_mrg s = {from, to, at, tail, {0}, 1};
        if (tail > 1) {
            for (int l = 0, tot = 0; l < tail; l++)
                tot += s.len[l] = left - tot < len ? left - tot : len;
        } else if (tail && left > 32) {
            s.nlists = 2, s.len[0] = 32, s.len[1] = left - 32;
        } else if (tail) {
            s.nlists = 0, s.len[0] = left;
        }
        if (tail)
            mrg_step(st, &nst, s);
        from = to;
    }
    return nst;
}

struct insn *ir_mrg_insn(struct plan *p, int i, const struct ir_mrg *s, int e)
{
    int total = 0;
    struct insn *in = ir_add_insn(p, IK_VMRG, i);
    ir_insn_set(in, INSN_VMRGSORT4);
    in->nopnd = 2;
    in->mask_lo = 0;
    char lists[128] = "pgr_ml";
    for (int l = 0; l < s->nlists; l++) {
        in->mask_lo |= (uint64_t)s->len[l] << (16 * l);
        if (l)
            snprintf(lists + strlen(lists), sizeof lists - strlen(lists), ", pgr_ml + %d",
                     total * e);
        total += s->len[l];
    }
    in->mask_hi = (uint64_t)s->repeat | ((1ull << s->nlists) - 1) << 8;
    in->scalar = ir_fmt("%s", lists);
    in->repeat = ir_count_const((total * s->repeat + 3) / 4, 1);
    return in;
}

int ir_add_ub(struct plan *p, int tile, const char *name, enum dtype dt, int rows, int pitch,
              int bufs)
{
    p->ub = xrealloc(p->ub, (size_t)(p->nub + 1) * sizeof *p->ub);
    struct ub_tile *u = &p->ub[p->nub];
    memset(u, 0, sizeof *u);
    u->tile = tile;
    u->name = name;
    u->dtype = dt;
    u->rows = rows;
    u->pitch = pitch;
    u->bufs = bufs;
    /* whole 32-byte blocks, so that the next tile is aligned (a vector
     * tile's few values) */
    u->size =
        (uint32_t)(((uint64_t)rows * (uint64_t)pitch * (uint64_t)dtype_size(dt) + 31u) / 32u * 32u);
    return p->nub++;
}

int ir_tile_used(const struct kernel *k, int t)
{
    if (spec_is_io(k, t))
        return 1;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->dst == t || o->mask == t || o->tmp == t)
            return 1;
        for (int s = 0; s < o->nsrc; s++)
            if (o->src[s] == t)
                return 1;
    }
    return 0;
}

/* The tiles op O reads (its sources, its mask) into R; how many. */
static int op_reads(const struct op *o, int r[OP_MAX_SRC + 1])
{
    int n = 0;
    for (int s = 0; s < o->nsrc; s++)
        r[n++] = o->src[s];
    if (o->mask >= 0)
        r[n++] = o->mask;
    return n;
}

/* Tile T holds the same values in every tile before the loop: a per-col
 * input (no op may write one), or a tile all WRITERS of which, HOISTED of
 * them, are hoisted. */
static int fixed_tile(const struct kernel *k, int t, const int *writers, const int *hoisted)
{
    if (!writers[t])
        return k->tiles[t].per == PER_COL && spec_is_io(k, t);
    return hoisted[t] == writers[t];
}

/* One round of ir_hoistable: unmark the ops that break its rule under
 * the marks so far; 1 when one was. */
static int hoist_round(const struct kernel *k, unsigned char *hoist, const int *writers,
                       int *hoisted, const int *last)
{
    int changed = 0, r[OP_MAX_SRC + 1];
    memset(hoisted, 0, ((size_t)k->ntiles + 1) * sizeof *hoisted);
    for (int i = 0; i < k->nops; i++)
        hoisted[k->ops[i].dst] += hoist[i];
    for (int i = 0; i < k->nops; i++) {
        if (!hoist[i])
            continue;
        int ok = fixed_tile(k, k->ops[i].dst, writers, hoisted);
        for (int j = 0, n = op_reads(&k->ops[i], r); j < n; j++)
            ok &= fixed_tile(k, r[j], writers, hoisted);
        if (!ok)
            hoist[i] = 0, changed = 1;
    }
    /* an op left in the loop that reads a hoisted tile before its last
     * writer would read an earlier value than the one the loop finds */
    for (int j = 0; j < k->nops; j++) {
        for (int x = 0, n = hoist[j] ? 0 : op_reads(&k->ops[j], r); x < n; x++) {
            if (!hoisted[r[x]] || last[r[x]] < j)
                continue;
            for (int i = 0; i < k->nops; i++)
                if (hoist[i] && k->ops[i].dst == r[x])
                    hoist[i] = 0, changed = 1;
        }
    }
    return changed;
}

int ir_hoistable(const struct kernel *k, unsigned char *hoist)
{
    size_t nt = (size_t)k->ntiles + 1;
    int *writers = xcalloc(nt, sizeof *writers); /* ops writing the tile (dst or tmp) */
    int *hoisted = xcalloc(nt, sizeof *hoisted); /* of them marked */
    int *last = xcalloc(nt, sizeof *last);       /* its last writer */
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        hoist[i] = k->tiles[o->dst].per == PER_COL && o->tmp < 0 && !spec_is_io(k, o->dst);
        writers[o->dst]++;
        last[o->dst] = i;
        if (o->tmp >= 0 && o->tmp != o->dst)
            writers[o->tmp]++, last[o->tmp] = i;
    }
    while (hoist_round(k, hoist, writers, hoisted, last))
        ;
    int n = 0;
    for (int i = 0; i < k->nops; i++)
        n += hoist[i];
    free(writers);
    free(hoisted);
    free(last);
    return n;
}

/* Lay the UB tiles out from address 0 (scratch tiles keep theirs); I/O
 * tiles get two buffers when everything still fits. */
/* The UB bytes of P's tiles, I/O double-buffered when DBUF: placed. */
static uint64_t place(struct plan *p, int dbuf)
{
    /* 64-bit: a sum of many large tiles must not wrap into a small one
     * that seems to fit */
    uint64_t addr = 0;
    for (int u = 0; u < p->nub; u++) {
        struct ub_tile *t = &p->ub[u];
        if (t->tile < 0 && !strcmp(t->name, "pgr_selmask"))
            continue;
        /* what each tile (each chunk of a split row) loads or stores:
         * not a per-col input, which the devices load once before the
         * tile loop, nor a split row's per-row tiles, kept for its block */
        int per = t->tile >= 0 ? (int)p->k->tiles[t->tile].per : PER_FULL;
        int moved = p->split.chunk ? per != PER_ROW : per != PER_COL;
        t->bufs = t->tile >= 0 && spec_is_io(p->k, t->tile) && dbuf && moved ? 2 : 1;
        t->addr = addr <= UINT32_MAX ? (uint32_t)addr : UINT32_MAX;
        addr += (uint64_t)t->size * (uint64_t)t->bufs;
    }
    return addr + (uint64_t)p->tail_reserve;
}

int ir_fit_ub(struct plan *p, int capacity, int dbuf_only)
{
    for (int dbuf = 1; dbuf >= (dbuf_only ? 1 : 0); dbuf--) {
        uint64_t need = place(p, dbuf);
        if (need <= (uint64_t)capacity) {
            p->dbuf = dbuf;
            p->ub_used = (int)(need - (uint64_t)p->tail_reserve);
            return 0;
        }
    }
    return 1;
}

int ir_place_ub(struct plan *p, int capacity)
{
    if (!ir_fit_ub(p, capacity, 0))
        return 0;
    uint64_t need = place(p, 0);
    diag_error(p->k->name_loc,
               "kernel '%s' needs %llu bytes of UB on target '%s' but %d are available", p->k->name,
               (unsigned long long)need, target_name(p->target), capacity);
    if (p->tail_reserve)
        diag_note(p->k->name_loc,
                  "%d bytes of it stay free after the last tile, which an instruction of the "
                  "kernel reads past",
                  p->tail_reserve);
    diag_note(p->k->name_loc, "use fewer rows or columns per tile");
    return 1;
}

void ir_add_carries(struct plan *p, const struct kernel *k)
{
    free(p->split_acc);
    p->split_acc = xmalloc(((size_t)k->nops + 1) * sizeof *p->split_acc);
    for (int i = 0; i < k->nops; i++) {
        p->split_acc[i] = -1;
        if (p->split.kind[i] != SPLIT_RED)
            continue;
        enum dtype dt = spec_op_dtype(k, &k->ops[i]);
        /* an integer sum's lanes: the signed view it works in; a maximum,
         * minimum or product keeps its own dtype (a2a3's red_dtype reads
         * an unsigned one on its signed view) */
        if (!dtype_is_float(dt) && k->ops[i].code == OP_ROWSUM)
            dt = dtype_sint(dt);
        p->split_acc[i] = ir_add_ub(p, -1, ir_fmt("pgr_acc%d", i), dt, k->vrows,
                                    IR_LANE_BYTES / dtype_size(dt), 1);
    }
}

void ir_add_body(struct plan *p, enum body_kind kind, int pass, int first, int end)
{
    p->bodies = xrealloc(p->bodies, (size_t)(p->nbody + 1) * sizeof *p->bodies);
    p->bodies[p->nbody++] = (struct body){kind, pass, first, end};
}

struct nest *ir_add_nest(struct plan *p, enum nest_kind kind)
{
    if (p->nnest == p->nest_cap) {
        p->nest_cap = p->nest_cap ? 2 * p->nest_cap : 16;
        p->nest = xrealloc(p->nest, (size_t)p->nest_cap * sizeof *p->nest);
    }
    struct nest *n = &p->nest[p->nnest++];
    memset(n, 0, sizeof *n);
    n->kind = kind;
    return n;
}

struct insn *ir_add_insn(struct plan *p, enum insn_kind kind, int op)
{
    if (p->ninsn == p->insn_cap) { /* doubling: a realloc may copy */
        p->insn_cap = p->insn_cap ? 2 * p->insn_cap : 64;
        p->insn = xrealloc(p->insn, (size_t)p->insn_cap * sizeof *p->insn);
    }
    struct insn *in = &p->insn[p->ninsn++];
    memset(in, 0, sizeof *in);
    in->kind = kind;
    in->op = op;
    in->part = p->a5_part;
    return in;
}

static void tstep(struct plan *p, enum tstep_where where, enum tstep_kind kind, enum plan_pipe from,
                  enum plan_pipe to)
{
    if (p->ntstep == IR_MAX_TSTEPS)
        diag_bug("tile loop over %d steps", IR_MAX_TSTEPS);
    p->tstep[p->ntstep++] = (struct tstep){kind, where, from, to};
}

/* Four flags order the pipes: V->MTE2 frees an input buffer, MTE2->V
 * publishes loaded data, V->MTE3 publishes results, MTE3->V frees an
 * output buffer.  The two that free a buffer are waited on before they
 * are first set, so they start set and are drained at the end. */
static void tile_loop(struct plan *p)
{
    enum plan_pipe v = PLAN_PIPE_V, in = PLAN_PIPE_MTE2, out = PLAN_PIPE_MTE3, no = PLAN_PIPE_NONE;
    p->ntstep = 0;
    tstep(p, TSTEP_BEFORE, TSTEP_SET, v, in);
    tstep(p, TSTEP_BEFORE, TSTEP_SET, out, v);
    tstep(p, TSTEP_EACH, TSTEP_WAIT, v, in);
    tstep(p, TSTEP_EACH, TSTEP_LOADS, no, no);
    tstep(p, TSTEP_EACH, TSTEP_SET, in, v);
    tstep(p, TSTEP_EACH, TSTEP_WAIT, in, v);
    tstep(p, TSTEP_EACH, TSTEP_WAIT, out, v);
    tstep(p, TSTEP_EACH, TSTEP_BODY, no, no);
    tstep(p, TSTEP_EACH, TSTEP_SET, v, in);
    tstep(p, TSTEP_EACH, TSTEP_SET, v, out);
    tstep(p, TSTEP_EACH, TSTEP_WAIT, v, out);
    tstep(p, TSTEP_EACH, TSTEP_STORES, no, no);
    tstep(p, TSTEP_EACH, TSTEP_SET, out, v);
    tstep(p, TSTEP_AFTER, TSTEP_WAIT, v, in);
    tstep(p, TSTEP_AFTER, TSTEP_WAIT, out, v);
}

void ir_init(struct plan *p, const struct kernel *k, enum target t, const char **scalar_expr)
{
    memset(p, 0, sizeof *p);
    p->k = k;
    p->target = t;
    p->vrows = k->vrows;
    p->vcols = k->vcols;
    p->scalar_expr = scalar_expr;
    if (target_is_simulated(t)) /* pto's loop is its template's */
        tile_loop(p);
}

/* What plan_a2a3 allocated (not the shared scalar_expr). */
void ir_release(struct plan *p)
{
    free(p->insn);
    free(p->ub);
    free(p->tile_ub);
    free(p->segs);
    free(p->xreg);
    free(p->nest);
    free(p->helpers);
    split_release(&p->split);
    free(p->bodies);
    free(p->split_acc);
    free(p->a5_hoist);
    p->a5_hoist = NULL;
    p->nhoist = p->hoist_end = p->hoist_segs = 0;
    p->bodies = NULL;
    p->split_acc = NULL;
    p->nbody = 0;
    p->xreg = NULL;
    p->nxreg = p->xreg_cap = 0;
    p->nest = NULL;
    p->nnest = p->nest_cap = 0;
    p->helpers = NULL;
    p->nhelpers = p->helpers_cap = 0;
    p->segs = NULL;
    p->nseg = 0;
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;
    p->ub = NULL;
    p->tile_ub = NULL;
}
