/* defs.c - the plan as m4 records. */
#include "defs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "planint.h"
#include "quote.h"
#include "specops.h"

static void def_str(struct buf *b, const char *name, const char *value)
{
    buf_addf(b, "m4_define([%s], [[", name);
    quote_m4(b, value ? value : "");
    buf_adds(b, "]])\n");
}

static void def_int(struct buf *b, const char *name, long long v)
{
    buf_addf(b, "m4_define([%s], [[%lld]])\n", name, v);
}

/* record NAME(I,FIELD) */
static void rec_str(struct buf *b, const char *name, int i, const char *field, const char *value)
{
    char key[128];
    snprintf(key, sizeof key, "%s(%d,%s)", name, i, field);
    def_str(b, key, value);
}

static void rec_int(struct buf *b, const char *name, int i, const char *field, long long v)
{
    char key[128];
    snprintf(key, sizeof key, "%s(%d,%s)", name, i, field);
    def_int(b, key, v);
}

static void rec_hex(struct buf *b, const char *name, int i, const char *field, unsigned long v)
{
    char val[32];
    snprintf(val, sizeof val, "0x%05lxu", v);
    rec_str(b, name, i, field, val);
}

/* NAME_map(M) -> M([i0])M([i1])..., NAME_map_sep(M, SEP) likewise. */
static void def_map(struct buf *b, const char *name, const int *items, int n)
{
    buf_addf(b, "m4_define([%s_map], [", name);
    for (int i = 0; i < n; i++)
        buf_addf(b, "$1([%d])", items[i]);
    buf_adds(b, "])\n");
    buf_addf(b, "m4_define([%s_map_sep], [", name);
    for (int i = 0; i < n; i++)
        buf_addf(b, "%s$1([%d])", i ? "[$2]" : "", items[i]);
    buf_adds(b, "])\n");
    buf_addf(b, "m4_define([%s_count], [[%d]])\n", name, n);
}

static void def_range_map(struct buf *b, const char *name, int n)
{
    int *items = xcalloc((size_t)(n ? n : 1), sizeof *items);
    for (int i = 0; i < n; i++)
        items[i] = i;
    def_map(b, name, items, n);
    free(items);
}

static const char *tile_role(const struct kernel *k, int t)
{
    for (int i = 0; i < k->ninputs; i++)
        if (k->inputs[i] == t)
            return "in";
    for (int i = 0; i < k->noutputs; i++)
        if (k->outputs[i] == t)
            return "out";
    return "tmp";
}

/* Is tile T an I/O tile or an operand other than a tmp? */
static int tile_computed(const struct kernel *k, int t)
{
    if (strcmp(tile_role(k, t), "tmp"))
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
static const char *const per_names[] = {"full", "row", "col"};

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
        return ir_fmt("pgr_pv[%d]", a.index);
    const struct sstep *st = &sc->steps[a.index];
    if (st->op == 'n')
        return ir_fmt("(-%s)", operand64(sc, st->a));
    return ir_fmt("(%s %c %s)", operand64(sc, st->a), st->op, operand64(sc, st->b));
}

/* The float64 C expression of O's scalar, for the harness's float64
 * evaluation: the literal as written, the param from pgr_pv[], or the
 * expression computed in double. */
static const char *scalar64(const struct op *o)
{
    const struct scalar *sc = &o->scalar;
    switch (sc->kind) {
    case SC_NONE:
        return "";
    case SC_PARAM:
        return ir_fmt("pgr_pv[%d]", sc->param);
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
    def_str(b, "pg_spec_file", file);
    def_str(b, "pg_doc", doc);
    free(file);
    free(doc);
    def_str(b, "pg_target", target_name(p->target));
    def_str(b, "pg_kernel", k->name);
    /* the kernel's name as it is: guards of kernels whose names differ
     * only in case differ too */
    struct buf guard = BUF_INIT;
    buf_addf(&guard, "PTOGEN_%s_%s_H", target_desc(p->target)->macro, k->name);
    def_str(b, "pg_guard", guard.data);
    buf_free(&guard);
    def_str(b, "pg_header", header_name);
    def_str(b, "pg_version", PTOGEN_VERSION);
    snprintf(hash, sizeof hash, "0x%08x", (unsigned)k->spec_hash);
    def_str(b, "pg_spec_hash", hash);
    def_int(b, "pg_vrows", p->vrows);
    def_int(b, "pg_vcols", p->vcols);
}

/* Tile T's row pitch in global memory as C: in elements (BYTES 0) or
 * bytes, "60u" or "ld" ("ld * 2u"): its 'stride', else its valid row. */
static const char *gm_pitch(const struct kernel *k, const struct tile *t, int bytes)
{
    int size = bytes ? dtype_size(t->dtype) : 1;
    if (t->stride_param >= 0)
        return size == 1 ? k->params[t->stride_param].name
                         : ir_fmt("%s * %du", k->params[t->stride_param].name, size);
    return ir_fmt("%du", (t->stride ? t->stride : spec_gm_row(t)) * size);
}

/* The bytes from the end of tile T's valid row to the next row in
 * global memory, as C: "0", "8" or "(ld - 60u) * 2u". */
static const char *gm_gap(const struct kernel *k, const struct tile *t)
{
    int size = dtype_size(t->dtype);
    if (t->stride_param >= 0)
        return ir_fmt("(%s - %du) * %du", k->params[t->stride_param].name, spec_gm_row(t), size);
    return ir_fmt("%d", t->stride ? (t->stride - spec_gm_row(t)) * size : 0);
}

/* pg_tiles_map, pg_tile(I, F) */
static void write_tiles(const struct kernel *k, struct buf *b)
{
    def_range_map(b, "pg_tiles", k->ntiles);
    for (int i = 0; i < k->ntiles; i++) {
        const struct tile *t = &k->tiles[i];
        rec_str(b, "pg_tile", i, "name", t->name);
        rec_str(b, "pg_tile", i, "dtype", dtype_name(t->dtype));
        rec_str(b, "pg_tile", i, "ctype", dtype_ctype(t->dtype));
        rec_str(b, "pg_tile", i, "dctype", dtype_dctype(t->dtype));
        rec_int(b, "pg_tile", i, "size", dtype_size(t->dtype));
        rec_int(b, "pg_tile", i, "is_float", dtype_is_float(t->dtype));
        rec_int(b, "pg_tile", i, "is_signed", dtype_is_signed(t->dtype));
        rec_int(b, "pg_tile", i, "bits", t->dtype == DT_MASK ? 1 : 8 * dtype_size(t->dtype));
        rec_int(b, "pg_tile", i, "rows", t->rows);
        rec_int(b, "pg_tile", i, "cols", t->cols);
        rec_int(b, "pg_tile", i, "vrows", t->vrows);
        rec_int(b, "pg_tile", i, "vcols", t->vcols);
        rec_int(b, "pg_tile", i, "gm_row", spec_gm_row(t));
        rec_str(b, "pg_tile", i, "gm_pitch", gm_pitch(k, t, 0));
        /* the float64 evaluation reads params from pgr_pv[] */
        rec_str(b, "pg_tile", i, "gm_pitch64",
                t->stride_param >= 0 ? ir_fmt("(size_t)pgr_pv[%d]", t->stride_param)
                                     : gm_pitch(k, t, 0));
        rec_int(b, "pg_tile", i, "pitch_param", t->stride_param);
        rec_str(b, "pg_tile", i, "role", tile_role(k, i));
        rec_str(b, "pg_tile", i, "per", per_names[t->per]);
        rec_int(b, "pg_tile", i, "slot", io_slot(k, i));
        rec_int(b, "pg_tile", i, "used", tile_computed(k, i));
        rec_str(b, "pg_tile", i, "vreg",
                t->dtype == DT_MASK ? CNAME("vector_bool") : dtype_vreg(t->dtype));
    }
}

/* The arguments, inputs, outputs, M, params: pg_args_map, pg_arg(I, F),
 * pg_params_map, pg_param(I, F), pg_inputs_map, pg_outputs_map. */
static void write_args(const struct kernel *k, struct buf *b)
{
    int nargs = k->ninputs + k->noutputs + 1 + k->nparams;
    def_range_map(b, "pg_args", nargs);
    int a = 0;
    for (int pass = 0; pass < 2; pass++) {
        int n = pass ? k->noutputs : k->ninputs;
        const int *list = pass ? k->outputs : k->inputs;
        for (int i = 0; i < n; i++, a++) {
            const struct tile *t = &k->tiles[list[i]];
            rec_str(b, "pg_arg", a, "name", t->name);
            rec_str(b, "pg_arg", a, "kind", pass ? "out" : "in");
            rec_int(b, "pg_arg", a, "tile", list[i]);
            rec_int(b, "pg_arg", a, "slot", a);
            rec_str(b, "pg_arg", a, "ctype", dtype_ctype(t->dtype));
            rec_str(b, "pg_arg", a, "dctype", dtype_dctype(t->dtype));
        }
    }
    rec_str(b, "pg_arg", a, "name", "M");
    rec_str(b, "pg_arg", a, "kind", "rows");
    rec_int(b, "pg_arg", a, "tile", -1);
    rec_int(b, "pg_arg", a, "slot", -1);
    rec_str(b, "pg_arg", a, "ctype", "uint32_t");
    rec_str(b, "pg_arg", a, "dctype", "uint32_t");
    a++;
    def_range_map(b, "pg_params", k->nparams);
    for (int i = 0; i < k->nparams; i++, a++) {
        const struct param *pm = &k->params[i];
        const char *ct =
            (pm->dtype == DT_F16 || pm->dtype == DT_BF16) ? "float" : dtype_ctype(pm->dtype);
        rec_str(b, "pg_param", i, "name", pm->name);
        rec_str(b, "pg_param", i, "dtype", dtype_name(pm->dtype));
        rec_str(b, "pg_param", i, "ctype", ct);
        rec_int(b, "pg_param", i, "used", spec_param_used(k, i));
        rec_str(b, "pg_arg", a, "name", pm->name);
        rec_str(b, "pg_arg", a, "kind", "param");
        rec_int(b, "pg_arg", a, "tile", -1);
        rec_int(b, "pg_arg", a, "slot", i);
        rec_str(b, "pg_arg", a, "ctype", ct);
        rec_str(b, "pg_arg", a, "dctype", ct);
    }
    def_map(b, "pg_inputs", k->inputs, k->ninputs);
    def_map(b, "pg_outputs", k->outputs, k->noutputs);
}

/* pg_ops_map, pg_op(I, F) */
static void write_ops(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    def_range_map(b, "pg_ops", k->nops);
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        const struct op_info *info = &op_table[o->code];
        rec_str(b, "pg_op", i, "name", info->name);
        rec_str(b, "pg_op", i, "base", info->name + 1);
        rec_str(b, "pg_op", i, "family", spec_family_name(info->family));
        rec_str(b, "pg_op", i, "dtype", dtype_name(spec_op_dtype(k, o)));
        rec_str(b, "pg_op", i, "helper",
                lower_host(o->code)->helper ? lower_host(o->code)->helper : "");
        rec_int(b, "pg_op", i, "dst", o->dst);
        rec_int(b, "pg_op", i, "src0", o->nsrc > 0 ? o->src[0] : -1);
        rec_int(b, "pg_op", i, "src1", o->nsrc > 1 ? o->src[1] : -1);
        rec_int(b, "pg_op", i, "src2", o->nsrc > 2 ? o->src[2] : -1);
        rec_int(b, "pg_op", i, "mask", o->mask);
        rec_str(b, "pg_op", i, "scalar", ir_scalar_expr(p, i));
        static const char *const cmpops[] = {"==", "!=", "<", "<=", ">", ">="};
        static const char *const cmpnames[] = {"eq", "ne", "lt", "le", "gt", "ge"};
        rec_str(b, "pg_op", i, "cmpop", o->cmp >= 0 ? cmpops[o->cmp] : "");
        if (info->family == OPF_CONVERT) {
            enum dtype src = k->tiles[o->src[0]].dtype, dst = k->tiles[o->dst].dtype;
            char fn[64];
            snprintf(fn, sizeof fn, "pgr_cvt_%s_%s_%s", dtype_name(src), ir_cvt_mode(o, src, dst),
                     dtype_name(dst));
            rec_str(b, "pg_op", i, "cvtfn", fn);
        }
        if (info->family == OPF_RESHAPE)
            rec_str(b, "pg_op", i, "reshapefn",
                    ir_fmt("pgr_reshape_%s_%s", dtype_name(k->tiles[o->src[0]].dtype),
                           dtype_name(k->tiles[o->dst].dtype)));
        rec_str(b, "pg_op", i, "cmp", o->cmp >= 0 ? cmpnames[o->cmp] : "");
        rec_int(b, "pg_op", i, "descending", o->descending > 0);
        rec_int(b, "pg_op", i, "upper", o->upper > 0);
        rec_int(b, "pg_op", i, "diagonal", o->diagonal);
        const struct lref64 *r64 = lower_ref64(o->code);
        rec_str(b, "pg_op", i, "ref64", r64 ? r64->kind : "");
        rec_str(b, "pg_op", i, "scalar64", scalar64(o));
        /* a tpart op's narrow source: its valid columns, the wider one */
        int narrow = spec_op_partial(o->code) ? spec_narrow_src(k, o) : -1;
        rec_int(b, "pg_op", i, "part_cols", narrow >= 0 ? k->tiles[o->src[narrow]].vcols : 0);
        rec_int(b, "pg_op", i, "part_wide", narrow >= 0 ? o->src[1 - narrow] : -1);
        rec_int(b, "pg_op", i, "line", o->loc.line);
        rec_int(b, "pg_op", i, "col", o->loc.col);
    }
}

/* pg_sdef(N, stmt): the statements computing the scalar expressions,
 * op after op (pg_sdefs_map). */
static void write_scalar_exprs(const struct kernel *k, struct buf *b)
{
    int n = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct scalar *sc = &k->ops[i].scalar;
        for (int s = 0; sc->kind == SC_EXPR && s < sc->nsteps; s++)
            rec_str(b, "pg_sdef", n++, "stmt", ir_expr_stmt(k, sc, s));
    }
    def_range_map(b, "pg_sdefs", n);
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
    def_int(b, "pg_tolerance", k->tol.loc.line != 0);
    snprintf(num, sizeof num, "%.17g", k->tol.rel);
    def_str(b, "pg_tol_rel", num);
    snprintf(num, sizeof num, "%.17g", k->tol.abs);
    def_str(b, "pg_tol_abs", num);
    for (int i = 0; i < k->nparams; i++) {
        snprintf(num, sizeof num, "%.17g", k->tol.param_value ? k->tol.param_value[i] : 1.0);
        rec_str(b, "pg_param", i, "value64", num);
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

static const char *kind_names[IK__COUNT] = {
    [IK_OPBEGIN] = "opbegin",
    [IK_MODE_COUNT] = "mode_count",
    [IK_MODE_NORM] = "mode_norm",
    [IK_MASK] = "mask",
    [IK_COUNT] = "count",
    [IK_VBIN] = "vbin",
    [IK_VUN] = "vun",
    [IK_VSCA] = "vsca",
    [IK_VDUP] = "vdup",
    [IK_CMPMASK] = "cmpmask",
    [IK_VSEL] = "vsel",
    [IK_VCMP] = "vcmp",
    [IK_VCMPS] = "vcmps",
    [IK_BARRIER] = "barrier",
    [IK_FLAG] = "flag",
    [IK_ROWS_BEGIN] = "rows_begin",
    [IK_ROWS_END] = "rows_end",
    [IK_SLOOP] = "sloop",
    [IK_VLDS] = "vlds",
    [IK_PLDS] = "plds",
    [IK_VOP] = "vop",
    [IK_VSTS] = "vsts",
    [IK_PSTS] = "psts",
    [IK_SSTORE] = "sstore",
    [IK_VSELS] = "vsels",
    [IK_VRED] = "vred",
    [IK_VBRCB] = "vbrcb",
};

/* a5 registers: pg_reg(R, name) for every register operand R (tiles,
 * then the plan's extra registers), pg_xregs_map and pg_xreg(X, F). */
static void write_a5_regs(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    for (int t = 0; t < k->ntiles; t++) {
        /* pgr_: a name derived from a tile's can be no spec's (names.h) */
        char *name =
            ir_fmt("%s%s", k->tiles[t].dtype == DT_MASK ? "pgr_pm_" : "pgr_v_", k->tiles[t].name);
        rec_str(b, "pg_reg", t, "name", name);
        free(name);
    }
    int *xs = xcalloc((size_t)p->nxreg + 1, sizeof *xs);
    for (int x = 0; x < p->nxreg; x++) {
        rec_str(b, "pg_reg", k->ntiles + x, "name", p->xreg[x].name);
        rec_str(b, "pg_xreg", x, "name", p->xreg[x].name);
        rec_str(b, "pg_xreg", x, "type", p->xreg[x].type);
        xs[x] = x;
    }
    def_map(b, "pg_xregs", xs, p->nxreg);
    free(xs);
}

/* Segment G's loop nest: pg_seg<G>_nest_map over its nodes,
 * pg_nest(N, kind) (left, rows, loop, end, plt, part, insns, chunk, pair),
 * its count (C, and as mul, add, div), bound, part and half. */
static void write_a5_nest(const struct plan *p, int g, struct buf *b)
{
    static const char *const kinds[] = {"left", "rows",  "loop",  "end", "plt",
                                        "part", "insns", "chunk", "pair"};
    static const char *const halves[] = {"one", "lo", "hi", "tail", "row", "col"};
    const struct a5seg *sg = &p->segs[g];
    int n = sg->nest_end - sg->nest_first;
    int *list = xcalloc((size_t)n + 1, sizeof *list);
    for (int i = 0; i < n; i++) {
        int x = sg->nest_first + i;
        const struct nest *nd = &p->nest[x];
        list[i] = x;
        rec_str(b, "pg_nest", x, "kind", kinds[nd->kind]);
        rec_str(b, "pg_nest", x, "count", nd->count.set ? ir_count_c(nd->count) : "");
        rec_int(b, "pg_nest", x, "mul", nd->count.mul);
        rec_int(b, "pg_nest", x, "add", nd->count.add);
        rec_int(b, "pg_nest", x, "div", nd->count.div);
        rec_str(b, "pg_nest", x, "bound", nd->bound ? nd->bound : "");
        rec_int(b, "pg_nest", x, "part", nd->part);
        rec_str(b, "pg_nest", x, "half", halves[nd->half]);
    }
    char name[64];
    snprintf(name, sizeof name, "pg_seg%d_nest", g);
    def_map(b, name, list, n);
    free(list);
}

/* a5 segments: pg_segs_map(M) -> M([s]); pg_seg(S, elems|paired|pairs|
 * plt|plt_narrow|vsts_dist|narrow); and per segment pg_seg<S>_insns_map,
 * pg_seg<S>_tiles_map (the tiles its instructions name),
 * pg_seg<S>_xregs_map, pg_seg<S>_nest_map (write_a5_nest). */
static void write_a5_segs(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    def_range_map(b, "pg_segs", p->nseg);
    int *list = xcalloc((size_t)p->ninsn + (size_t)k->ntiles + (size_t)p->nxreg + 1, sizeof *list);
    for (int g = 0; g < p->nseg; g++) {
        const struct a5seg *sg = &p->segs[g];
        rec_int(b, "pg_seg", g, "elems", sg->elems);
        rec_int(b, "pg_seg", g, "paired", sg->paired);
        rec_int(b, "pg_seg", g, "pairs", sg->pairs);
        rec_int(b, "pg_seg", g, "narrow", sg->narrow);
        rec_str(b, "pg_seg", g, "plt", sg->plt);
        rec_str(b, "pg_seg", g, "plt_narrow", sg->plt_narrow ? sg->plt_narrow : "");
        rec_str(b, "pg_seg", g, "vsts_dist", sg->vsts_dist);
        char name[64];
        int n = 0;
        /* the segment's instructions, and the prologue ones of its xregs */
        for (int i = 0; i < p->ninsn; i++) {
            const struct insn *in = &p->insn[i];
            int mine = i >= sg->first && i < sg->end;
            if (in->kind == IK_VOP && in->prologue && in->ntile > 0 && in->tile[0] >= k->ntiles)
                mine = p->xreg[in->tile[0] - k->ntiles].seg == g;
            if (mine)
                list[n++] = i;
        }
        snprintf(name, sizeof name, "pg_seg%d_insns", g);
        def_map(b, name, list, n);
        n = 0;
        for (int t = 0; t < k->ntiles; t++) {
            int used = 0;
            for (int i = sg->first; i < sg->end && !used; i++) {
                const struct insn *in = &p->insn[i];
                for (int j = 0; j < in->ntile; j++)
                    used |= in->tile[j] == t;
                used |= in->kind == IK_VOP && in->mask_tile == t;
            }
            if (used)
                list[n++] = t;
        }
        snprintf(name, sizeof name, "pg_seg%d_tiles", g);
        def_map(b, name, list, n);
        n = 0;
        for (int x = 0; x < p->nxreg; x++)
            if (p->xreg[x].seg == g)
                list[n++] = x;
        snprintf(name, sizeof name, "pg_seg%d_xregs", g);
        def_map(b, name, list, n);
        write_a5_nest(p, g, b);
    }
    free(list);
}

/* The plan's flags: pg_plan_dbuf, _ub_used, _ub_capacity, _contiguous,
 * _scratch, _scalar_loop, _ctrl, _stdbool, _vsels, _bf16_scalar. */
static void write_plan_flags(const struct plan *p, struct buf *b)
{
    def_int(b, "pg_plan_dbuf", p->dbuf);
    def_int(b, "pg_plan_ub_used", p->ub_used);
    def_int(b, "pg_plan_ub_capacity", p->ub_capacity);
    def_int(b, "pg_plan_contiguous", p->contiguous);
    def_int(b, "pg_plan_scratch", p->uses_scratch);
    int scalar_loop = 0, stdbool = 0, vsels = 0;
    for (int i = 0; i < p->ninsn; i++) {
        if (p->insn[i].kind == IK_SLOOP)
            scalar_loop = 1;
        vsels |= p->insn[i].kind == IK_VSELS;
        /* a2a3 vshr's and vcadd's last operand is a bool (false) */
        if (target_desc(p->target)->kind == TK_REPEAT &&
            (p->insn[i].kind == IK_VSCA || p->insn[i].kind == IK_VRED) &&
            insn_info(p->insn[i].id)->a2a3 == A2_BOOL)
            stdbool = 1;
    }
    def_int(b, "pg_plan_scalar_loop", scalar_loop);
    def_int(b, "pg_plan_ctrl", p->ctrl_sat);
    def_int(b, "pg_plan_stdbool", stdbool);
    def_int(b, "pg_plan_vsels", vsels);
    int bf16_scalar = 0;
    for (int i = 0; i < p->ninsn; i++)
        if (p->insn[i].scalar && strstr(p->insn[i].scalar, "PGR_BF16"))
            bf16_scalar = 1;
    def_int(b, "pg_plan_bf16_scalar", bf16_scalar);
}

/* The UB tiles: pg_ubs_map, pg_ub(U, F), and which are loaded every tile
 * (pg_loads_map), once per core (pg_once_map) or stored (pg_stores_map). */
static void write_ubs(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    def_range_map(b, "pg_ubs", p->nub);
    int *loads = xcalloc((size_t)p->nub + 1, sizeof *loads);
    int *stores = xcalloc((size_t)p->nub + 1, sizeof *stores);
    int *once = xcalloc((size_t)p->nub + 1, sizeof *once);
    int nl = 0, ns = 0, no = 0;
    for (int u = 0; u < p->nub; u++) {
        const struct ub_tile *t = &p->ub[u];
        const char *role = t->tile < 0 ? "scratch" : tile_role(k, t->tile);
        rec_str(b, "pg_ub", u, "name", t->name);
        rec_str(b, "pg_ub", u, "ctype", dtype_dctype(t->dtype));
        rec_hex(b, "pg_ub", u, "addr", t->addr);
        rec_hex(b, "pg_ub", u, "size", t->size);
        rec_int(b, "pg_ub", u, "bufs", t->bufs);
        rec_int(b, "pg_ub", u, "pitch", t->pitch);
        rec_int(b, "pg_ub", u, "tile", t->tile);
        rec_str(b, "pg_ub", u, "role", role);
        rec_int(b, "pg_ub", u, "needs_addr", t->needs_addr);
        rec_int(b, "pg_ub", u, "dense", t->dense);
        int sz = dtype_size(t->dtype);
        int row = t->tile < 0 ? 0 : spec_gm_row(&k->tiles[t->tile]);
        int len = row * sz;
        int pitch_bytes = t->pitch * sz;
        rec_str(b, "pg_ub", u, "copy", sz == 1 ? "b8" : sz == 2 ? "b16" : "b32");
        rec_int(b, "pg_ub", u, "gm_row", row);
        rec_int(b, "pg_ub", u, "len", len);
        rec_int(b, "pg_ub", u, "stride", pitch_bytes);
        rec_int(b, "pg_ub", u, "gap", (pitch_bytes - ((len + 31) / 32) * 32) / 32);
        /* the rows in global memory: their pitch (elements, bytes) and the
         * bytes between them */
        const struct tile *kt = t->tile >= 0 ? &k->tiles[t->tile] : NULL;
        rec_str(b, "pg_ub", u, "gm_pitch", kt ? gm_pitch(k, kt, 0) : "0u");
        rec_str(b, "pg_ub", u, "gm_stride", kt ? gm_pitch(k, kt, 1) : "0u");
        rec_str(b, "pg_ub", u, "gm_gap", kt ? gm_gap(k, kt) : "0");
        /* a per-col input: the same values for every tile, loaded once
         * (a2a3, a5) */
        if (!strcmp(role, "in") && target_is_device(p->target) && k->tiles[t->tile].per == PER_COL)
            once[no++] = u;
        else if (!strcmp(role, "in"))
            loads[nl++] = u;
        else if (!strcmp(role, "out"))
            stores[ns++] = u;
    }
    def_map(b, "pg_loads", loads, nl);
    def_map(b, "pg_stores", stores, ns);
    def_map(b, "pg_once", once, no);
    free(loads);
    free(stores);
    free(once);
}

/* The operand shape of a5 register op IN, as the template's _pg_vop_*
 * macros name them: from its insns.def form, and for the generic forms
 * from its operands. */
static const char *a5_shape(const struct insn *in)
{
    int s0 = in->ntile > 1 ? in->tile[1] : -1, s1 = in->ntile > 2 ? in->tile[2] : -1;
    enum insn_a5 form = insn_info(in->id)->a5;
    switch (form) {
    case A5_OPS:
    case A5_OPS_NOMODE:
        if (s1 < 0)
            return in->scalar && *in->scalar ? "scalar" : "unary";
        return form == A5_OPS ? "binary" : "binary_nomode";
    case A5_VDUP:
        return s0 < 0 ? "dup" : "lane";
    case A5_NONE:
        diag_bug("'%s' is no a5 register op", in->name);
    default:
        return insn_a5_form_name(form);
    }
}

/* The a5 fields of instruction IN, number I; FIRST: it opens its op's
 * instructions in the chunk body. */
static void write_a5_insn(const struct insn *in, int i, int first, struct buf *b)
{
    static const char *opnd_names[PLAN_MAX_OPERANDS] = {"d", "s0", "s1", "s2"};
    rec_int(b, "pg_insn", i, "prologue", in->prologue);
    rec_int(b, "pg_insn", i, "opfirst", first);
    rec_int(b, "pg_insn", i, "pred", in->kind == IK_VOP || in->kind == IK_VSTS ? in->pred : -1);
    rec_int(b, "pg_insn", i, "part", in->part);
    rec_str(b, "pg_insn", i, "mode", in->mode ? in->mode : CNAME("MODE_ZEROING"));
    if (in->kind == IK_VOP)
        rec_str(b, "pg_insn", i, "shape", a5_shape(in));
    for (int o = 0; o < PLAN_MAX_OPERANDS; o++) {
        char f[16];
        snprintf(f, sizeof f, "%s_rview", opnd_names[o]);
        rec_str(b, "pg_insn", i, f, in->rview[o] ? in->rview[o] : "");
    }
}

/* The instructions: pg_insns_map, pg_insn(I, F). */
static void write_insns(const struct plan *p, struct buf *b)
{
    def_range_map(b, "pg_insns", p->ninsn);
    static const char *opnd_names[PLAN_MAX_OPERANDS] = {"d", "s0", "s1", "s2"};
    int depth = 0;                 /* open per-row loops, for the indentation */
    int last_op[3] = {-1, -1, -1}; /* a5: the op of the last instruction of each part */
    for (int i = 0; i < p->ninsn; i++) {
        const struct insn *in = &p->insn[i];
        if (in->kind == IK_ROWS_END)
            depth--;
        rec_str(b, "pg_insn", i, "ind", depth ? "            " : "        ");
        if (in->kind == IK_ROWS_BEGIN)
            depth++;
        rec_str(b, "pg_insn", i, "kind", kind_names[in->kind]);
        rec_int(b, "pg_insn", i, "op", in->op);
        rec_str(b, "pg_insn", i, "name", in->name ? in->name : "");
        for (int o = 0; o < PLAN_MAX_OPERANDS; o++) {
            char f[16];
            const struct operand *od = &in->opnd[o];
            int have = o < in->nopnd;
            snprintf(f, sizeof f, "%s_ub", opnd_names[o]);
            rec_str(b, "pg_insn", i, f, have ? p->ub[od->ub].name : "");
            snprintf(f, sizeof f, "%s_view", opnd_names[o]);
            rec_str(b, "pg_insn", i, f,
                    have && od->view != PLAN_OWN ? dtype_dctype((enum dtype)od->view) : "");
            snprintf(f, sizeof f, "%s_col", opnd_names[o]);
            rec_int(b, "pg_insn", i, f, have ? od->col : 0);
            snprintf(f, sizeof f, "%s_row", opnd_names[o]);
            rec_int(b, "pg_insn", i, f, have ? od->row_step : 0);
            snprintf(f, sizeof f, "%s_rs", opnd_names[o]);
            rec_int(b, "pg_insn", i, f, in->stride[o]);
            snprintf(f, sizeof f, "%s_tile", opnd_names[o]);
            rec_int(b, "pg_insn", i, f, o < in->ntile ? in->tile[o] : -1);
        }
        if (in->kind == IK_VBIN || in->kind == IK_VUN || in->kind == IK_VSCA ||
            in->kind == IK_VSEL || in->kind == IK_VSELS) {
            /* block strides: 1, or 0 for a broadcast block */
            char bs[32] = "";
            for (int o = 0; o < in->nopnd; o++)
                snprintf(bs + strlen(bs), sizeof bs - strlen(bs), "%s%d", o ? ", " : "",
                         (in->blk0 >> o) & 1u ? 0 : 1);
            rec_str(b, "pg_insn", i, "bs", bs);
        }
        rec_str(b, "pg_insn", i, "repeat", in->repeat.set ? ir_count_c(in->repeat) : "0");
        rec_str(b, "pg_insn", i, "scalar", in->scalar ? in->scalar : "");
        char hex[32];
        snprintf(hex, sizeof hex, "0x%016llx", (unsigned long long)in->mask_hi);
        rec_str(b, "pg_insn", i, "hi", hex);
        snprintf(hex, sizeof hex, "0x%016llx", (unsigned long long)in->mask_lo);
        rec_str(b, "pg_insn", i, "lo", hex);
        rec_str(b, "pg_insn", i, "count", in->count.set ? ir_count_c(in->count) : "");
        rec_str(b, "pg_insn", i, "src", ir_pipe_name(in->pipe_src));
        rec_str(b, "pg_insn", i, "dst", ir_pipe_name(in->pipe_dst));
        rec_int(b, "pg_insn", i, "b32", in->b32);
        rec_str(b, "pg_insn", i, "dist", in->dist ? in->dist : "");
        rec_int(b, "pg_insn", i, "mask", in->kind == IK_VOP ? in->mask_tile : -1);
        if (target_desc(p->target)->kind == TK_REGISTER) {
            /* the first instruction of a spec op in the chunk body carries
             * its comment (the prologue's are spelled elsewhere) */
            int first = in->op >= 0 && !in->prologue && in->op != last_op[in->part];
            if (!in->prologue)
                last_op[in->part] = in->op;
            write_a5_insn(in, i, first, b);
        } else if (in->kind == IK_VSCA) {
            /* how the call ends (insns.def): vshr's bool */
            rec_str(b, "pg_insn", i, "tail", insn_info(in->id)->a2a3 == A2_BOOL ? ", false" : "");
        }
    }
}

/* The tile loop (ir_tile_loop): pg_tloop_before_map, pg_tloop_each_map,
 * pg_tloop_after_map over its steps, pg_tstep(N, kind|from|to) with
 * kind set, wait, loads, body or stores. */
static void write_tile_loop(const struct plan *p, struct buf *b)
{
    static const char *const kinds[] = {"set", "wait", "loads", "body", "stores"};
    static const char *const maps[] = {"pg_tloop_before", "pg_tloop_each", "pg_tloop_after"};
    int list[IR_MAX_TSTEPS];
    for (int w = TSTEP_BEFORE; w <= TSTEP_AFTER; w++) {
        int n = 0;
        for (int i = 0; i < p->ntstep; i++)
            if (p->tstep[i].where == (enum tstep_where)w)
                list[n++] = i;
        def_map(b, maps[w], list, n);
    }
    for (int i = 0; i < p->ntstep; i++) {
        rec_str(b, "pg_tstep", i, "kind", kinds[p->tstep[i].kind]);
        rec_str(b, "pg_tstep", i, "from", ir_pipe_name(p->tstep[i].from));
        rec_str(b, "pg_tstep", i, "to", ir_pipe_name(p->tstep[i].to));
    }
}

static void write_device(const struct plan *p, struct buf *b)
{
    write_plan_flags(p, b);
    write_tile_loop(p, b);
    write_ubs(p, b);
    write_insns(p, b);
    if (target_desc(p->target)->kind == TK_REGISTER) {
        write_a5_regs(p, b);
        write_a5_segs(p, b);
    }
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
        def_str(b, key, dtype_ctype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,dctype)", n);
        def_str(b, key, dtype_dctype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,utype)", n);
        def_str(b, key, dtype_utype((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,vreg)", n);
        def_str(b, key, dtype_vreg((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,bits)", n);
        def_int(b, key, bits);
        snprintf(key, sizeof key, "pg_dt(%s,is_signed)", n);
        def_int(b, key, dtype_is_signed((enum dtype)dt));
        snprintf(key, sizeof key, "pg_dt(%s,is_float)", n);
        def_int(b, key, dtype_is_float((enum dtype)dt));
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
    def_int(b, "pg_split", s->chunk);
    if (!s->chunk)
        return;
    def_range_map(b, "pg_split_passes", s->npass);
    int *list = xcalloc((size_t)(k->nops > k->ntiles ? k->nops : k->ntiles) + 1, sizeof *list);
    char name[64];
    for (int q = 0; q < s->npass; q++) {
        int n = 0;
        for (int i = 0; i < k->nops; i++)
            if (split_in_pass(s, i, q))
                list[n++] = i;
        snprintf(name, sizeof name, "pg_pass%d_ops", q);
        def_map(b, name, list, n);
        static const char *const what[] = {"loads", "stores", "tiles"};
        for (int w = 0; w < 3; w++) {
            n = 0;
            for (int t = 0; t < k->ntiles; t++)
                if (w == 0   ? s->loads[t] >> q & 1u
                    : w == 1 ? s->store[t] == q
                             : s->used[t] >> q & 1u)
                    list[n++] = t;
            snprintf(name, sizeof name, "pg_pass%d_%s", q, what[w]);
            def_map(b, name, list, n);
        }
    }
    for (int sec = 0; sec <= s->npass; sec++) {
        int n = 0;
        for (int i = 0; i < k->nops; i++)
            if (s->kind[i] != SPLIT_CHUNK && s->section[i] == sec)
                list[n++] = i;
        snprintf(name, sizeof name, "pg_sect%d", sec);
        def_map(b, name, list, n);
    }
    int n = 0;
    for (int i = 0; i < k->nops; i++)
        if (s->kind[i] == SPLIT_RED) {
            list[n++] = i;
            rec_int(b, "pg_op", i, "carry", split_carry(k, i));
        }
    def_map(b, "pg_split_reds", list, n);
    free(list);
}

/* Does instruction IN name UB tile U? */
static int insn_uses(const struct insn *in, int u)
{
    for (int j = 0; j < in->nopnd; j++)
        if (in->opnd[j].ub == u)
            return 1;
    return 0;
}

/* The instructions of body BD: a2a3's are its range; a5's, its
 * segments' (a segment's instructions follow the one before it's). */
static void body_insns(const struct plan *p, const struct body *bd, int *lo, int *hi)
{
    *lo = bd->first;
    *hi = bd->end;
    if (target_desc(p->target)->kind != TK_REGISTER)
        return;
    *lo = *hi = 0;
    if (bd->first < bd->end) {
        *lo = p->segs[bd->first].first;
        *hi = p->segs[bd->end - 1].end;
    }
}

/* A split row's device code (ir.h's struct body): per section S
 * pg_dsectS_map (its instructions; a5: its segments); per pass Q pg_dpassQ_chunk_map and
 * pg_dpassQ_tail_map, pg_dpassQ_loads_map and pg_dpassQ_stores_map (the
 * UB tiles a chunk moves), pg_dpassQ_ubs_map (the double-buffered ones
 * it names); pg_split_ubs_map (the others any body names),
 * pg_row_loads_map, pg_row_stores_map (per-row inputs and outputs, once
 * a row block); pg_ub(U, esize). */
static void write_split_device(const struct plan *p, struct buf *b)
{
    const struct split *s = &p->split;
    const struct kernel *k = p->k;
    def_int(b, "pg_split_tail", p->split_tail);
    int *list = xcalloc((size_t)p->ninsn + (size_t)p->nub + (size_t)p->nseg + 1, sizeof *list);
    char *named = xcalloc((size_t)p->nub + 1, 1);
    char name[64];
    for (int q = 0; q <= s->npass; q++) {
        static const char *const what[] = {"sect", "chunk", "tail"};
        for (int kind = BODY_SECTION; kind <= BODY_TAIL; kind++) {
            int n = 0;
            for (int bi = 0; bi < p->nbody; bi++) {
                const struct body *bd = &p->bodies[bi];
                if (bd->kind != (enum body_kind)kind || bd->pass != q)
                    continue;
                for (int i = bd->first; i < bd->end; i++)
                    list[n++] = i;
            }
            if (kind == BODY_SECTION)
                snprintf(name, sizeof name, "pg_dsect%d", q);
            else if (q < s->npass)
                snprintf(name, sizeof name, "pg_dpass%d_%s", q, what[kind]);
            else
                continue;
            def_map(b, name, list, n);
        }
    }
    for (int q = 0; q < s->npass; q++) {
        int nl = 0, ns = 0, nu = 0;
        int *st = xcalloc((size_t)p->nub + 1, sizeof *st);
        int *ubs = xcalloc((size_t)p->nub + 1, sizeof *ubs);
        for (int u = 0; u < p->nub; u++) {
            int t = p->ub[u].tile, moved = 0;
            if (t >= 0 && k->tiles[t].per != PER_ROW && (s->loads[t] >> q & 1u))
                list[nl++] = u, moved = 1;
            if (t >= 0 && k->tiles[t].per != PER_ROW && s->store[t] == q)
                st[ns++] = u, moved = 1;
            for (int bi = 0; bi < p->nbody && !moved; bi++) {
                const struct body *bd = &p->bodies[bi];
                int lo, hi;
                body_insns(p, bd, &lo, &hi);
                for (int i = lo; i < hi && bd->kind != BODY_SECTION && bd->pass == q; i++)
                    moved |= insn_uses(&p->insn[i], u);
            }
            if (moved && p->ub[u].bufs == 2)
                ubs[nu++] = u;
        }
        snprintf(name, sizeof name, "pg_dpass%d_loads", q);
        def_map(b, name, list, nl);
        snprintf(name, sizeof name, "pg_dpass%d_stores", q);
        def_map(b, name, st, ns);
        snprintf(name, sizeof name, "pg_dpass%d_ubs", q);
        def_map(b, name, ubs, nu);
        free(st);
        free(ubs);
    }
    /* the single-buffered tiles a body or a row block's copies name */
    int nr = 0, nw = 0, no = 0;
    int *rl = xcalloc((size_t)p->nub + 1, sizeof *rl),
        *rs = xcalloc((size_t)p->nub + 1, sizeof *rs);
    for (int i = 0; i < p->ninsn; i++)
        for (int j = 0; j < p->insn[i].nopnd; j++)
            named[p->insn[i].opnd[j].ub] = 1;
    for (int u = 0; u < p->nub; u++) {
        int t = p->ub[u].tile;
        rec_int(b, "pg_ub", u, "esize", dtype_size(p->ub[u].dtype));
        const char *role = t >= 0 && k->tiles[t].per == PER_ROW ? tile_role(k, t) : "";
        if (!strcmp(role, "in"))
            rl[nr++] = u, named[u] = 1;
        if (!strcmp(role, "out"))
            rs[nw++] = u, named[u] = 1;
        if (named[u] && p->ub[u].bufs == 1)
            list[no++] = u;
    }
    def_map(b, "pg_split_ubs", list, no);
    def_map(b, "pg_row_loads", rl, nr);
    def_map(b, "pg_row_stores", rs, nw);
    free(rl);
    free(rs);
    free(named);
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
    def_int(b, "pg_host_staged", p->host_staged);
    write_split(p, b);
    if (target_is_device(p->target))
        write_device(p, b);
    if (target_is_device(p->target) && p->split.chunk)
        write_split_device(p, b);
    buf_adds(b, "m4_define([pg_harness_targets_map], [");
    for (int t = 0; t < TARGET_COUNT; t++)
        if (harness_targets & (1u << t) && target_is_device((enum target)t))
            buf_addf(b, "$1([%s])", target_name((enum target)t));
    buf_adds(b, "])\n");
}
