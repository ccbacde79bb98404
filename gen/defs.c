/* defs.c - the plan as m4 records. */
#include "defs.h"
#include "defsint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "plan.h"
#include "planint.h"
#include "quote.h"
#include "specops.h"

/* Is tile T an I/O tile or an operand other than a tmp? */
static int tile_computed(const struct kernel *k, int t)
{
    if (strcmp(defs_tile_role(k, t), "tmp"))
        return 1;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->dst == t || o->mask == t)
            return 1;
        for (int s = 0; s < o->nsrc; s++)
            if (o->src[s] == t)
                return 1;
    }
    return 0;
}

/* ORDER: enum tile_per */
static const char *const per_names[] = {"full", "row", "col", "trans", "pairs"};

/* Tile T's index among the kernel's inputs then outputs, or -1. */
static int io_slot(const struct kernel *k, int t)
{
    for (int i = 0; i < k->ninputs; i++)
        if (k->inputs[i] == t)
            return i;
    for (int i = 0; i < k->noutputs; i++)
        if (k->outputs[i] == t)
            return k->ninputs + i;
    return -1;
}

/* S as text inside a C block comment (quote_comment). */
static char *comment_text(const char *s)
{
    struct buf b = BUF_INIT;
    quote_comment(&b, s);
    return b.data ? b.data : xstrdup("");
}

/* Operand A of a scalar expression SC in float64, parenthesised. */
static const char *operand64(const struct scalar *sc, struct soperand a)
{
    if (a.kind == SO_LIT)
        return ir_fmt("(%s)", ir_real_literal(a.f, ""));
    if (a.kind == SO_PARAM)
        return ir_fmt("((double)(float)pgr_pv[%d])", a.index);
    const struct sstep *st = &sc->steps[a.index];
    if (st->op == 'n')
        return ir_fmt("(-%s)", operand64(sc, st->a));
    return ir_fmt("(%s %c %s)", operand64(sc, st->a), st->op, operand64(sc, st->b));
}

/* The float64 C expression of O's scalar, for the harness's float64
 * evaluation: the literal as written, the param from pgr_pv[] as the
 * float the kernel is passed (a float op's params are float: the
 * evaluation measures the ops, not the rounding of the value the test
 * chose, which 1 - beta2 would magnify), or the expression computed in
 * double. */
static const char *scalar64(const struct op *o)
{
    const struct scalar *sc = &o->scalar;
    switch (sc->kind) {
    case SC_NONE:
        return "";
    case SC_PARAM:
        return ir_fmt("((double)(float)pgr_pv[%d])", sc->param);
    case SC_INT:
        return ir_fmt("%lld.0", sc->ival);
    case SC_EXPR:
        return operand64(sc, (struct soperand){SO_STEP, 0, sc->nsteps - 1});
    case SC_FLOAT:
        break;
    }
    return ir_real_literal(sc->fval, "");
}

/* The file's identity: pg_spec_file, pg_doc, pg_target, pg_kernel,
 * pg_guard, pg_header, pg_version, pg_spec_hash, pg_vrows, pg_vcols. */
static void write_identity(const struct plan *p, const char *header_name, struct buf *b)
{
    const struct kernel *k = p->k;
    char hash[16];

    /* the spec path and the doc land in C comments */
    char *file = comment_text(k->file), *doc = comment_text(k->doc ? k->doc : "");
    defs_str(b, "pg_spec_file", file);
    defs_str(b, "pg_doc", doc);
    free(file);
    free(doc);
    defs_str(b, "pg_target", target_name(p->target));
    defs_str(b, "pg_kernel", k->name);
    /* the kernel's name as it is: guards of kernels whose names differ
     * only in case differ too */
    struct buf guard = BUF_INIT;
    buf_addf(&guard, "PTOGEN_%s_%s_H", target_desc(p->target)->macro, k->name);
    defs_str(b, "pg_guard", guard.data);
    buf_free(&guard);
    defs_str(b, "pg_header", header_name);
    defs_str(b, "pg_version", PTOGEN_VERSION);
    snprintf(hash, sizeof hash, "0x%08x", (unsigned)k->spec_hash);
    defs_str(b, "pg_spec_hash", hash);
    defs_int(b, "pg_vrows", p->vrows);
    defs_int(b, "pg_vcols", p->vcols);
}

/* pg_tiles_map, pg_tile(I, F) */
static void write_tiles(const struct kernel *k, struct buf *b)
{
    defs_range_map(b, "pg_tiles", k->ntiles);
    for (int i = 0; i < k->ntiles; i++) {
        const struct tile *t = &k->tiles[i];
        defs_rec_str(b, "pg_tile", i, "name", t->name);
        defs_rec_str(b, "pg_tile", i, "dtype", dtype_name(t->dtype));
        defs_rec_str(b, "pg_tile", i, "ctype", dtype_ctype(t->dtype));
        defs_rec_str(b, "pg_tile", i, "dctype", dtype_dctype(t->dtype));
        defs_rec_int(b, "pg_tile", i, "size", dtype_size(t->dtype));
        defs_rec_int(b, "pg_tile", i, "is_float", dtype_is_float(t->dtype));
        defs_rec_int(b, "pg_tile", i, "is_signed", dtype_is_signed(t->dtype));
        defs_rec_int(b, "pg_tile", i, "bits", t->dtype == DT_MASK ? 1 : 8 * dtype_size(t->dtype));
        defs_rec_int(b, "pg_tile", i, "rows", t->rows);
        defs_rec_int(b, "pg_tile", i, "cols", t->cols);
        defs_rec_int(b, "pg_tile", i, "vrows", t->vrows);
        defs_rec_int(b, "pg_tile", i, "vcols", t->vcols);
        defs_rec_int(b, "pg_tile", i, "gm_row", spec_gm_row(t));
        defs_rec_str(b, "pg_tile", i, "gm_pitch", defs_gm_pitch(k, t, 0));
        /* the float64 evaluation reads params from pgr_pv[] */
        defs_rec_str(b, "pg_tile", i, "gm_pitch64",
                     t->stride_param >= 0 ? ir_fmt("(size_t)pgr_pv[%d]", t->stride_param)
                                          : defs_gm_pitch(k, t, 0));
        defs_rec_int(b, "pg_tile", i, "pitch_param", t->stride_param);
        defs_rec_str(b, "pg_tile", i, "role", defs_tile_role(k, i));
        defs_rec_str(b, "pg_tile", i, "per", per_names[t->per]);
        defs_rec_int(b, "pg_tile", i, "slot", io_slot(k, i));
        defs_rec_int(b, "pg_tile", i, "used", tile_computed(k, i));
        defs_rec_str(b, "pg_tile", i, "vreg",
                     t->dtype == DT_MASK ? CNAME("vector_bool") : dtype_vreg(t->dtype));
    }
}

/* The arguments, inputs, outputs, M, params: pg_args_map, pg_arg(I, F),
 * pg_params_map, pg_param(I, F), pg_inputs_map, pg_outputs_map. */
static void write_args(const struct kernel *k, struct buf *b)
{
    int nargs = k->ninputs + k->noutputs + 1 + k->nparams;
    defs_range_map(b, "pg_args", nargs);
    int a = 0;
    for (int pass = 0; pass < 2; pass++) {
        int n = pass ? k->noutputs : k->ninputs;
        const int *list = pass ? k->outputs : k->inputs;
        for (int i = 0; i < n; i++, a++) {
            const struct tile *t = &k->tiles[list[i]];
            defs_rec_str(b, "pg_arg", a, "name", t->name);
            defs_rec_str(b, "pg_arg", a, "kind", pass ? "out" : "in");
            defs_rec_int(b, "pg_arg", a, "tile", list[i]);
            defs_rec_int(b, "pg_arg", a, "slot", a);
            defs_rec_str(b, "pg_arg", a, "ctype", dtype_ctype(t->dtype));
            defs_rec_str(b, "pg_arg", a, "dctype", dtype_dctype(t->dtype));
        }
    }
    defs_rec_str(b, "pg_arg", a, "name", "M");
    defs_rec_str(b, "pg_arg", a, "kind", "rows");
    defs_rec_int(b, "pg_arg", a, "tile", -1);
    defs_rec_int(b, "pg_arg", a, "slot", -1);
    defs_rec_str(b, "pg_arg", a, "ctype", "uint32_t");
    defs_rec_str(b, "pg_arg", a, "dctype", "uint32_t");
    a++;
    defs_range_map(b, "pg_params", k->nparams);
    for (int i = 0; i < k->nparams; i++, a++) {
        const struct param *pm = &k->params[i];
        const char *ct =
            (pm->dtype == DT_F16 || pm->dtype == DT_BF16) ? "float" : dtype_ctype(pm->dtype);
        defs_rec_str(b, "pg_param", i, "name", pm->name);
        defs_rec_str(b, "pg_param", i, "dtype", dtype_name(pm->dtype));
        defs_rec_str(b, "pg_param", i, "ctype", ct);
        defs_rec_int(b, "pg_param", i, "used", spec_param_used(k, i));
        defs_rec_str(b, "pg_arg", a, "name", pm->name);
        defs_rec_str(b, "pg_arg", a, "kind", "param");
        defs_rec_int(b, "pg_arg", a, "tile", -1);
        defs_rec_int(b, "pg_arg", a, "slot", i);
        defs_rec_str(b, "pg_arg", a, "ctype", ct);
        defs_rec_str(b, "pg_arg", a, "dctype", ct);
    }
    defs_map(b, "pg_inputs", k->inputs, k->ninputs);
    defs_map(b, "pg_outputs", k->outputs, k->noutputs);
}

/* tfillpad O's pad value as a host C constant of its dtype (f16 and bf16
 * as their bits; an f32 infinity through the bit move treshape uses, so
 * no <math.h> is needed): "" for another op. */
static const char *host_pad(const struct kernel *k, const struct op *o)
{
    if (o->pad < 0)
        return "";
    enum dtype dt = spec_op_dtype(k, o);
    unsigned long long bits = spec_pad_bits(dt, o->pad);
    if (dt == DT_F32)
        return bits ? ir_fmt("pgr_reshape_u32_f32(0x%llxu)", bits) : "0.0f";
    if (dtype_is_float(dt))
        return ir_fmt("(uint16_t)0x%llxu", bits);
    int w = 8 * dtype_size(dt);
    long long v =
        dtype_is_signed(dt) && bits >> (w - 1) ? (long long)bits - (1ll << w) : (long long)bits;
    return ir_fmt("(%s)%lld", dtype_ctype(dt), v);
}

/* pg_ops_map, pg_op(I, F) */
static void write_ops(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    /* the ops whose result is the same in every tile (ir_hoistable): a
     * staged host kernel whose rows are not split runs them once before
     * its tile loop (common/hostops.m4), as the devices do */
    unsigned char *hoist = xcalloc((size_t)k->nops + 1, 1);
    ir_hoistable(k, hoist);
    defs_range_map(b, "pg_ops", k->nops);
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        defs_rec_int(b, "pg_op", i, "hoist", hoist[i]);
        const struct op_info *info = &op_table[o->code];
        defs_rec_str(b, "pg_op", i, "name", info->name);
        defs_rec_str(b, "pg_op", i, "base", info->name + 1);
        defs_rec_str(b, "pg_op", i, "family", spec_family_name(info->family));
        defs_rec_str(b, "pg_op", i, "dtype", dtype_name(spec_op_dtype(k, o)));
        defs_rec_str(b, "pg_op", i, "helper",
                     lower_host(o->code)->helper ? lower_host(o->code)->helper : "");
        defs_rec_int(b, "pg_op", i, "dst", o->dst);
        defs_rec_int(b, "pg_op", i, "src0", o->nsrc > 0 ? o->src[0] : -1);
        defs_rec_int(b, "pg_op", i, "src1", o->nsrc > 1 ? o->src[1] : -1);
        defs_rec_int(b, "pg_op", i, "src2", o->nsrc > 2 ? o->src[2] : -1);
        defs_rec_int(b, "pg_op", i, "mask", o->mask);
        defs_rec_str(b, "pg_op", i, "scalar", ir_scalar_expr(p, i));
        static const char *const cmpops[] = {"==", "!=", "<", "<=", ">", ">="};
        static const char *const cmpnames[] = {"eq", "ne", "lt", "le", "gt", "ge"};
        defs_rec_str(b, "pg_op", i, "cmpop", o->cmp >= 0 ? cmpops[o->cmp] : "");
        if (info->family == OPF_CONVERT) {
            enum dtype src = k->tiles[o->src[0]].dtype, dst = k->tiles[o->dst].dtype;
            char fn[64];
            snprintf(fn, sizeof fn, "pgr_cvt_%s_%s_%s", dtype_name(src), ir_cvt_mode(o, src, dst),
                     dtype_name(dst));
            defs_rec_str(b, "pg_op", i, "cvtfn", fn);
        }
        if (info->family == OPF_RESHAPE)
            defs_rec_str(b, "pg_op", i, "reshapefn",
                         ir_fmt("pgr_reshape_%s_%s", dtype_name(k->tiles[o->src[0]].dtype),
                                dtype_name(k->tiles[o->dst].dtype)));
        defs_rec_str(b, "pg_op", i, "cmp", o->cmp >= 0 ? cmpnames[o->cmp] : "");
        defs_rec_int(b, "pg_op", i, "descending", o->descending > 0);
        defs_rec_int(b, "pg_op", i, "upper", o->upper > 0);
        defs_rec_int(b, "pg_op", i, "diagonal", o->diagonal);
        const struct lref64 *r64 = lower_ref64(o->code);
        defs_rec_str(b, "pg_op", i, "ref64", r64 ? r64->kind : "");
        defs_rec_str(b, "pg_op", i, "scalar64", scalar64(o));
        defs_rec_str(b, "pg_op", i, "pad", host_pad(k, o));
        /* a tpart op's or tfillpad's narrow source: its valid columns,
         * the wider one */
        int narrow = spec_op_partial(o->code) ? spec_narrow_src(k, o) : -1;
        defs_rec_int(b, "pg_op", i, "part_cols", narrow >= 0 ? k->tiles[o->src[narrow]].vcols : 0);
        defs_rec_int(b, "pg_op", i, "part_wide", narrow >= 0 ? o->src[1 - narrow] : -1);
        defs_rec_int(b, "pg_op", i, "line", o->loc.line);
        defs_rec_int(b, "pg_op", i, "col", o->loc.col);
    }
    free(hoist);
}

/* pg_sdef(N, stmt): the statements computing the scalar expressions,
 * op after op (pg_sdefs_map). */
static void write_scalar_exprs(const struct kernel *k, struct buf *b)
{
    int n = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct scalar *sc = &k->ops[i].scalar;
        for (int s = 0; sc->kind == SC_EXPR && s < sc->nsteps; s++)
            defs_rec_str(b, "pg_sdef", n++, "stmt", ir_expr_stmt(k, sc, s));
    }
    defs_range_map(b, "pg_sdefs", n);
}

static void write_common(const struct plan *p, const char *header_name, struct buf *b)
{
    write_identity(p, header_name, b);
    write_tiles(p->k, b);
    write_args(p->k, b);
    write_ops(p, b);
    write_scalar_exprs(p->k, b);
}

/* The harness's float64 evaluation ('tolerance'): pg_tolerance,
 * pg_tol_rel, pg_tol_abs, pg_param(I, value64), and
 * pg_ref64_helpers_map(M) -> M([kind], [arity], [expr]) for each float64
 * helper the ops use, once. */
static void write_ref64(const struct kernel *k, struct buf *b)
{
    char num[64];
    defs_int(b, "pg_tolerance", k->tol.loc.line != 0);
    snprintf(num, sizeof num, "%.17g", k->tol.rel);
    defs_str(b, "pg_tol_rel", num);
    snprintf(num, sizeof num, "%.17g", k->tol.abs);
    defs_str(b, "pg_tol_abs", num);
    for (int i = 0; i < k->nparams; i++) {
        snprintf(num, sizeof num, "%.17g", k->tol.param_value ? k->tol.param_value[i] : 1.0);
        defs_rec_str(b, "pg_param", i, "value64", num);
    }
    buf_adds(b, "m4_define([pg_ref64_helpers_map], [");
    for (int i = 0; i < k->nops; i++) {
        const struct lref64 *r = lower_ref64(k->ops[i].code);
        int seen = !r || !*r->kind;
        for (int j = 0; j < i && !seen; j++) {
            const struct lref64 *q = lower_ref64(k->ops[j].code);
            seen = q && !strcmp(q->kind, r->kind);
        }
        if (seen)
            continue;
        buf_addf(b, "$1([%s], [%d], [", r->kind, r->arity);
        quote_m4(b, r->expr);
        buf_adds(b, "])");
    }
    buf_adds(b, "])\n");
}

static void write_helpers(const struct plan *p, struct buf *b)
{
    /* helper list: pg_helpers_map(M) -> M([kind], [dtype]) */
    buf_adds(b, "m4_define([pg_helpers_map], [");
    for (int i = 0; i < p->nhelpers; i++)
        buf_addf(b, "$1([%s], [%s])", p->helpers[i].kind, dtype_name(p->helpers[i].dtype));
    buf_adds(b, "])\n");
    /* per-dtype facts for the dtypes the helpers use */
    for (int dt = 0; dt < DT__COUNT; dt++) {
        if (dt == DT_MASK)
            continue;
        char key[64];
        int bits = 8 * dtype_size((enum dtype)dt);
        const char *n = dtype_name((enum dtype)dt);
        snprintf(key, sizeof key, "pg_dt(%s,ctype)", n);
        defs_str(b, key, dtype_ctype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,dctype)", n);
        defs_str(b, key, dtype_dctype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,utype)", n);
        defs_str(b, key, dtype_utype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,vreg)", n);
        defs_str(b, key, dtype_vreg((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,bits)", n);
        defs_int(b, key, bits);
        snprintf(key, sizeof key, "pg_dt(%s,is_signed)", n);
        defs_int(b, key, dtype_is_signed((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,is_float)", n);
        defs_int(b, key, dtype_is_float((enum dtype)dt));
    }
}

/* A split row (split.h): pg_split (its chunk, 0: whole rows), per pass
 * Q pg_passQ_{ops,loads,stores,tiles}_map, per section S pg_sectS_map
 * (the ops on per-row values and the reductions' folds, in spec order),
 * pg_split_reds_map (the reductions, whose carries the row block keeps). */
static void write_split(const struct plan *p, struct buf *b)
{
    const struct split *s = &p->split;
    const struct kernel *k = p->k;
    defs_int(b, "pg_split", s->chunk);
    if (!s->chunk)
        return;
    defs_range_map(b, "pg_split_passes", s->npass);
    int *list = xcalloc((size_t)(k->nops > k->ntiles ? k->nops : k->ntiles) + 1, sizeof *list);
    char name[64];
    for (int q = 0; q < s->npass; q++) {
        int n = 0;
        for (int i = 0; i < k->nops; i++)
            if (split_in_pass(s, i, q))
                list[n++] = i;
        snprintf(name, sizeof name, "pg_pass%d_ops", q);
        defs_map(b, name, list, n);
        static const char *const what[] = {"loads", "stores", "tiles"};
        for (int w = 0; w < 3; w++) {
            n = 0;
            for (int t = 0; t < k->ntiles; t++)
                if (w == 0   ? s->loads[t] >> q & 1u
                    : w == 1 ? s->store[t] == q
                             : s->used[t] >> q & 1u)
                    list[n++] = t;
            snprintf(name, sizeof name, "pg_pass%d_%s", q, what[w]);
            defs_map(b, name, list, n);
        }
    }
    for (int sec = 0; sec <= s->npass; sec++) {
        int n = 0;
        for (int i = 0; i < k->nops; i++)
            if (s->kind[i] != SPLIT_CHUNK && s->section[i] == sec)
                list[n++] = i;
        snprintf(name, sizeof name, "pg_sect%d", sec);
        defs_map(b, name, list, n);
    }
    int n = 0;
    for (int i = 0; i < k->nops; i++)
        if (s->kind[i] == SPLIT_RED) {
            list[n++] = i;
            defs_rec_int(b, "pg_op", i, "carry", split_carry(k, i));
        }
    defs_map(b, "pg_split_reds", list, n);
    free(list);
}

void defs_write(const struct plan *p, const char *header_name, unsigned harness_targets,
                struct buf *b)
{
    char *file = comment_text(p->k->file);
    buf_addf(b, "# m4 definitions written by ptogen %s for %s, target %s\n", PTOGEN_VERSION, file,
             target_name(p->target));
    free(file);
    write_common(p, header_name, b);
    write_helpers(p, b);
    write_ref64(p->k, b);
    defs_int(b, "pg_host_staged", p->host_staged);
    write_split(p, b);
    if (target_is_simulated(p->target))
        defs_write_device(p, b);
    if (target_is_simulated(p->target) && p->split.chunk)
        defs_write_split_device(p, b);
    if (target_desc(p->target)->kind == TK_PTO)
        defs_write_pto(p, b);
    /* the harness runs a simulated device in a part of its own; the pto
     * target (pto-isa's C++) in PGR_PART_PTO, on pto-isa's CPU simulator */
    int pto = 0;
    buf_adds(b, "m4_define([pg_harness_targets_map], [");
    for (int t = 0; t < TARGET_COUNT; t++)
        if (harness_targets & (1u << t) && target_is_simulated((enum target)t))
            buf_addf(b, "$1([%s])", target_name((enum target)t));
        else if (harness_targets & (1u << t) && target_desc((enum target)t)->kind == TK_PTO)
            pto = 1;
    buf_adds(b, "])\n");
    defs_int(b, "pg_harness_pto", pto);
    /* the pto kernel's rows are split when --chunk split host's, or when
     * its tiles do not hold whole rows */
    int split = p->split.chunk != 0;
    for (int t = 0; t < TARGET_COUNT; t++)
        if (target_desc((enum target)t)->kind == TK_PTO && !plan_pto_whole(p->k, (enum target)t))
            split = 1;
    defs_int(b, "pg_harness_pto_sum_exact", defs_pto_sum_exact(p->k, split));
}
