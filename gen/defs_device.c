/* defs_device.c - a device plan as m4 records: the UB layout, the
 * instructions, the tile loop, a5's registers and segments, and the
 * bodies of a split row (defs.c writes what every target shares). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "defsint.h"
#include "lower.h"
#include "planint.h"
#include "quote.h"
#include "specops.h"

/* The bytes from the end of tile T's valid row to the next row in
 * global memory, as C: "0", "8" or "(ld - 60u) * 2u". */
static const char *gm_gap(const struct kernel *k, const struct tile *t)
{
    int size = dtype_size(t->dtype);
    if (t->stride_param >= 0)
        return ir_fmt("(%s - %du) * %du", k->params[t->stride_param].name, spec_gm_row(t), size);
    return ir_fmt("%d", t->stride ? (t->stride - spec_gm_row(t)) * size : 0);
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
    [IK_VGATHER] = "vgather",
    [IK_VSORT] = "vbitsort",
    [IK_VMRG] = "vmrgsort",
    [IK_VASET] = "vaset",
    [IK_VNCHW] = "vnchw",
    [IK_VSCAT] = "vscatter",
    [IK_UBCOPY] = "ubcopy",
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
        defs_rec_str(b, "pg_reg", t, "name", name);
        free(name);
    }
    int *xs = xcalloc((size_t)p->nxreg + 1, sizeof *xs);
    for (int x = 0; x < p->nxreg; x++) {
        defs_rec_str(b, "pg_reg", k->ntiles + x, "name", p->xreg[x].name);
        defs_rec_str(b, "pg_xreg", x, "name", p->xreg[x].name);
        defs_rec_str(b, "pg_xreg", x, "type", p->xreg[x].type);
        xs[x] = x;
    }
    defs_map(b, "pg_xregs", xs, p->nxreg);
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
        defs_rec_str(b, "pg_nest", x, "kind", kinds[nd->kind]);
        defs_rec_str(b, "pg_nest", x, "count", nd->count.set ? ir_count_c(nd->count) : "");
        defs_rec_int(b, "pg_nest", x, "mul", nd->count.mul);
        defs_rec_int(b, "pg_nest", x, "add", nd->count.add);
        defs_rec_int(b, "pg_nest", x, "div", nd->count.div);
        defs_rec_str(b, "pg_nest", x, "bound", nd->bound ? nd->bound : "");
        defs_rec_int(b, "pg_nest", x, "part", nd->part);
        defs_rec_str(b, "pg_nest", x, "half", halves[nd->half]);
    }
    char name[64];
    snprintf(name, sizeof name, "pg_seg%d_nest", g);
    defs_map(b, name, list, n);
    free(list);
}

/* a5 segments: pg_segs_map(M) -> M([s]) over the tile loop's,
 * pg_hoist_segs_map over those of the ops hoisted before it
 * (plan.hoist_segs), pg_seg_first the loop's first; pg_seg(S, elems|paired|pairs|
 * plt|plt_narrow|vsts_dist|narrow|spread|rowchunks|sort); and per segment pg_seg<S>_insns_map,
 * pg_seg<S>_tiles_map (the tiles its instructions name),
 * pg_seg<S>_xregs_map, pg_seg<S>_nest_map (write_a5_nest). */
static void write_a5_segs(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    int *list =
        xcalloc((size_t)p->ninsn + (size_t)k->ntiles + (size_t)p->nxreg + (size_t)p->nseg + 1,
                sizeof *list);
    for (int g = 0; g < p->nseg; g++)
        list[g] = g;
    defs_map(b, "pg_hoist_segs", list, p->hoist_segs);
    defs_map(b, "pg_segs", list + p->hoist_segs, p->nseg - p->hoist_segs);
    defs_int(b, "pg_seg_first", p->hoist_segs);
    int sorts = 0, scatters = 0; /* the loop's segments of vbitsort calls, no
                                    scope; of tscatter's scopes a row */
    for (int g = p->hoist_segs; g < p->nseg; g++) {
        sorts += p->segs[g].sort == 1;
        scatters += p->segs[g].sort == 2;
    }
    defs_int(b, "pg_sort_segs", sorts);
    defs_int(b, "pg_scatter_segs", scatters);
    /* the hoisted scopes read a per-col input: they wait for its load */
    int waits = 0;
    for (int i = 0; i < p->hoist_end; i++) {
        const struct insn *in = &p->insn[i];
        waits |= (in->kind == IK_VLDS || in->kind == IK_PLDS) && spec_is_io(k, in->tile[0]);
    }
    defs_int(b, "pg_hoist_waits", waits);
    for (int g = 0; g < p->nseg; g++) {
        const struct a5seg *sg = &p->segs[g];
        defs_rec_int(b, "pg_seg", g, "elems", sg->elems);
        defs_rec_int(b, "pg_seg", g, "paired", sg->paired);
        defs_rec_int(b, "pg_seg", g, "pairs", sg->pairs);
        defs_rec_int(b, "pg_seg", g, "narrow", sg->narrow);
        /* a widening's source lanes per element: 2 (UNPK), 4 (UNPK4_B8) */
        defs_rec_int(b, "pg_seg", g, "spread", sg->narrow ? sg->size / sg->narrow : 0);
        defs_rec_str(b, "pg_seg", g, "plt", sg->plt);
        defs_rec_str(b, "pg_seg", g, "plt_narrow", sg->plt_narrow ? sg->plt_narrow : "");
        defs_rec_str(b, "pg_seg", g, "vsts_dist", sg->vsts_dist);
        /* whole rows in registers: the chunks of a row (plan_a5_whole.c), else 0 */
        defs_rec_int(b, "pg_seg", g, "rowchunks", sg->whole ? sg->chunks : 0);
        /* a tsort32's vbitsort calls, no __VEC_SCOPE__ (plan_a5_sort.c);
         * 2: a tscatter's scope a row (plan_a5_scatter.c) */
        defs_rec_int(b, "pg_seg", g, "sort", sg->sort);
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
        defs_map(b, name, list, n);
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
        defs_map(b, name, list, n);
        n = 0;
        for (int x = 0; x < p->nxreg; x++)
            if (p->xreg[x].seg == g)
                list[n++] = x;
        snprintf(name, sizeof name, "pg_seg%d_xregs", g);
        defs_map(b, name, list, n);
        write_a5_nest(p, g, b);
    }
    free(list);
}

/* The plan's flags: pg_plan_dbuf, _ub_used, _ub_capacity, _contiguous,
 * _scratch, _scalar_loop, _ctrl, _stdbool, _vsels, _bf16_scalar, _edge_b8. */
static void write_plan_flags(const struct plan *p, struct buf *b)
{
    defs_int(b, "pg_plan_dbuf", p->dbuf);
    defs_int(b, "pg_plan_ub_used", p->ub_used);
    defs_int(b, "pg_plan_ub_capacity", p->ub_capacity);
    defs_int(b, "pg_plan_contiguous", p->contiguous);
    defs_int(b, "pg_plan_scratch", p->uses_scratch);
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
    defs_int(b, "pg_plan_scalar_loop", scalar_loop);
    defs_int(b, "pg_plan_ctrl", p->ctrl_sat);
    defs_int(b, "pg_plan_stdbool", stdbool);
    defs_int(b, "pg_plan_vsels", vsels);
    int bf16_scalar = 0, edge_b8 = 0;
    for (int i = 0; i < p->ninsn; i++) {
        if (p->insn[i].scalar && strstr(p->insn[i].scalar, "PGR_BF16"))
            bf16_scalar = 1;
        if (p->insn[i].scalar && strstr(p->insn[i].scalar, "PGR_EDGE_B8"))
            edge_b8 = 1;
    }
    defs_int(b, "pg_plan_bf16_scalar", bf16_scalar);
    defs_int(b, "pg_plan_edge_b8", edge_b8);
}

/* The UB tiles: pg_ubs_map, pg_ub(U, F), and which are loaded every tile
 * (pg_loads_map), once per core (pg_once_map) or stored (pg_stores_map). */
static void write_ubs(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    defs_range_map(b, "pg_ubs", p->nub);
    int *loads = xcalloc((size_t)p->nub + 1, sizeof *loads);
    int *stores = xcalloc((size_t)p->nub + 1, sizeof *stores);
    int *once = xcalloc((size_t)p->nub + 1, sizeof *once);
    int nl = 0, ns = 0, no = 0;
    for (int u = 0; u < p->nub; u++) {
        const struct ub_tile *t = &p->ub[u];
        const char *role = t->tile < 0 ? "scratch" : defs_tile_role(k, t->tile);
        defs_rec_str(b, "pg_ub", u, "name", t->name);
        defs_rec_str(b, "pg_ub", u, "ctype", dtype_dctype(t->dtype));
        defs_rec_hex(b, "pg_ub", u, "addr", t->addr);
        defs_rec_hex(b, "pg_ub", u, "size", t->size);
        defs_rec_int(b, "pg_ub", u, "bufs", t->bufs);
        defs_rec_int(b, "pg_ub", u, "pitch", t->pitch);
        defs_rec_int(b, "pg_ub", u, "tile", t->tile);
        defs_rec_str(b, "pg_ub", u, "role", role);
        defs_rec_int(b, "pg_ub", u, "needs_addr", t->needs_addr);
        defs_rec_int(b, "pg_ub", u, "bits", t->bits);
        defs_rec_int(b, "pg_ub", u, "dense", t->dense);
        int sz = dtype_size(t->dtype);
        int row = t->tile < 0 ? 0 : spec_gm_row(&k->tiles[t->tile]);
        int len = row * sz;
        int pitch_bytes = t->pitch * sz;
        defs_rec_str(b, "pg_ub", u, "copy", sz == 1 ? "b8" : sz == 2 ? "b16" : "b32");
        defs_rec_int(b, "pg_ub", u, "gm_row", row);
        defs_rec_int(b, "pg_ub", u, "len", len);
        defs_rec_int(b, "pg_ub", u, "stride", pitch_bytes);
        defs_rec_int(b, "pg_ub", u, "gap", (pitch_bytes - ((len + 31) / 32) * 32) / 32);
        /* the rows in global memory: their pitch (elements, bytes) and the
         * bytes between them */
        const struct tile *kt = t->tile >= 0 ? &k->tiles[t->tile] : NULL;
        defs_rec_str(b, "pg_ub", u, "gm_pitch", kt ? defs_gm_pitch(k, kt, 0) : "0u");
        defs_rec_str(b, "pg_ub", u, "gm_stride", kt ? defs_gm_pitch(k, kt, 1) : "0u");
        defs_rec_str(b, "pg_ub", u, "gm_gap", kt ? gm_gap(k, kt) : "0");
        /* a per-col input: the same values for every tile, loaded once
         * (a2a3, a5) */
        if (!strcmp(role, "in") && target_is_device(p->target) && k->tiles[t->tile].per == PER_COL)
            once[no++] = u;
        else if (!strcmp(role, "in"))
            loads[nl++] = u;
        else if (!strcmp(role, "out"))
            stores[ns++] = u;
    }
    defs_map(b, "pg_loads", loads, nl);
    defs_map(b, "pg_stores", stores, ns);
    defs_map(b, "pg_once", once, no);
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

/* The fields of an instruction record, in the order of a2a3's record,
 * with the value most instructions take; MEM: a2a3's templates read it.
 * a5's record is a definition a field, pg_insn(I, F), and leaves a field
 * at its default out: pg_insn (common/ptogen.m4) reads
 * pg_insn_default(F) for it (most of a kernel's fields are defaults).
 * a2a3's record is one definition, pg_insn(I), its MEM fields in order,
 * pg_insn_at(F) their positions: a2a3/source.m4 spreads it as the
 * arguments of its emitters, which read a field as $N, with no macro call
 * (templates/README.md; BENCH.md, "Generation"). */
static const struct {
    const char *field, *value;
    int mem;
} insn_fields[] = {
    {"kind", "", 1}, /* never empty; first: pg_insn_emit dispatches on it */
    {"ind", "        ", 1},
    {"op", "-1", 1},
    {"name", "", 1},
    {"d_ub", "", 1},
    {"d_view", "", 1},
    {"d_col", "0", 1},
    {"d_row", "0", 1},
    {"d_rs", "0", 1},
    {"d_tile", "-1", 0},
    {"s0_ub", "", 1},
    {"s0_view", "", 1},
    {"s0_col", "0", 1},
    {"s0_row", "0", 1},
    {"s0_rs", "0", 1},
    {"s0_tile", "-1", 0},
    {"s1_ub", "", 1},
    {"s1_view", "", 1},
    {"s1_col", "0", 1},
    {"s1_row", "0", 1},
    {"s1_rs", "0", 1},
    {"s1_tile", "-1", 0},
    {"s2_ub", "", 1},
    {"s2_view", "", 1},
    {"s2_col", "0", 1},
    {"s2_row", "0", 1},
    {"s2_rs", "0", 1},
    {"s2_tile", "-1", 0},
    {"bs", "", 1},
    {"repeat", "0", 1},
    {"scalar", "", 1},
    {"hi", "0x0000000000000000", 1},
    {"lo", "0x0000000000000000", 1},
    {"count", "", 1},
    {"src", "", 1},
    {"dst", "", 1},
    {"tail", "", 1},
    {"b32", "0", 0},
    {"dist", "", 0},
    {"mask", "-1", 0},
    {"prologue", "0", 0},
    {"kcap", "0", 0},
    {"opfirst", "0", 0},
    {"pred", "-1", 0},
    {"part", "0", 0},
    {"d_rview", "", 0},
    {"s0_rview", "", 0},
    {"s1_rview", "", 0},
    {"s2_rview", "", 0},
    {"mode", CNAME("MODE_ZEROING"), 0},
    {"shape", "", 0},
};
#define INSN_NFIELDS (sizeof insn_fields / sizeof insn_fields[0])

/* One instruction's fields (NULL: the default), and room for the values
 * spelled here. */
struct insn_rec {
    const char *v[INSN_NFIELDS];
    char own[INSN_NFIELDS][32];
};

/* FIELD's index in insn_fields.  The writers name the fields mostly in
 * the table's order: the search starts after the last one found. */
static size_t field_index(const char *field)
{
    static size_t next;
    for (size_t k = 0; k < INSN_NFIELDS; k++) {
        size_t f = (next + k) % INSN_NFIELDS;
        if (!strcmp(insn_fields[f].field, field)) {
            next = f + 1;
            return f;
        }
    }
    diag_bug("instruction field '%s' is not in insn_fields", field);
}

static void insn_str(struct insn_rec *r, const char *field, const char *value)
{
    r->v[field_index(field)] = value;
}

/* a value spelled in a local buffer: copied */
static void insn_own(struct insn_rec *r, const char *field, const char *value)
{
    size_t f = field_index(field);
    snprintf(r->own[f], sizeof r->own[f], "%s", value);
    r->v[f] = r->own[f];
}

static void insn_int(struct insn_rec *r, const char *field, long long v)
{
    size_t f = field_index(field);
    r->v[f] = defs_fmt_int(r->own[f], v);
}

/* The operand fields' names, operand by operand. */
enum { OF_UB, OF_VIEW, OF_COL, OF_ROW, OF_RS, OF_TILE, OF_RVIEW, OF_N };
static const char *const opnd_fields[PLAN_MAX_OPERANDS][OF_N] = {
    {"d_ub", "d_view", "d_col", "d_row", "d_rs", "d_tile", "d_rview"},
    {"s0_ub", "s0_view", "s0_col", "s0_row", "s0_rs", "s0_tile", "s0_rview"},
    {"s1_ub", "s1_view", "s1_col", "s1_row", "s1_rs", "s1_tile", "s1_rview"},
    {"s2_ub", "s2_view", "s2_col", "s2_row", "s2_rs", "s2_tile", "s2_rview"},
};

/* The a5 fields of instruction IN; FIRST: it opens its op's instructions
 * in the chunk body. */
static void a5_fields(const struct insn *in, int first, struct insn_rec *r)
{
    insn_int(r, "prologue", in->prologue);
    insn_int(r, "kcap", in->kcap);
    insn_int(r, "opfirst", first);
    insn_int(r, "pred", in->kind == IK_VOP || in->kind == IK_VSTS ? in->pred : -1);
    insn_int(r, "part", in->part);
    insn_str(r, "mode", in->mode ? in->mode : CNAME("MODE_ZEROING"));
    if (in->kind == IK_VOP)
        insn_str(r, "shape", a5_shape(in));
    for (int o = 0; o < PLAN_MAX_OPERANDS; o++)
        insn_str(r, opnd_fields[o][OF_RVIEW], in->rview[o] ? in->rview[o] : "");
}

/* The fields of instruction IN, number I; DEPTH: the per-row loops open
 * around it, for its indentation. */
static void insn_fields_of(const struct plan *p, const struct insn *in, int i, int depth,
                           struct insn_rec *r)
{
    insn_str(r, "ind", depth ? "            " : "        ");
    insn_str(r, "kind", kind_names[in->kind]);
    insn_int(r, "op", in->op);
    insn_str(r, "name", in->name ? in->name : "");
    for (int o = 0; o < PLAN_MAX_OPERANDS; o++) {
        const char *const *f = opnd_fields[o];
        const struct operand *od = &in->opnd[o];
        int have = o < in->nopnd;
        if (have && (od->ub < 0 || od->ub >= p->nub)) /* a planner's slip, not the spec's */
            diag_bug("instruction %d (op %d) has operand %d in no UB tile (%d)", i, in->op, o,
                     od->ub);
        insn_str(r, f[OF_UB], have ? p->ub[od->ub].name : "");
        insn_str(r, f[OF_VIEW],
                 have && od->view != PLAN_OWN ? dtype_dctype((enum dtype)od->view) : "");
        insn_int(r, f[OF_COL], have ? od->col : 0);
        insn_int(r, f[OF_ROW], have ? od->row_step : 0);
        insn_int(r, f[OF_RS], in->stride[o]);
        insn_int(r, f[OF_TILE], o < in->ntile ? in->tile[o] : -1);
    }
    if (in->kind == IK_VBIN || in->kind == IK_VUN || in->kind == IK_VSCA || in->kind == IK_VSEL ||
        in->kind == IK_VSELS) {
        /* block strides: 1, or 0 for a broadcast block */
        char bs[32] = "";
        for (int o = 0; o < in->nopnd; o++)
            snprintf(bs + strlen(bs), sizeof bs - strlen(bs), "%s%d", o ? ", " : "",
                     (in->blk0 >> o) & 1u ? 0 : 1);
        insn_own(r, "bs", bs);
    }
    insn_str(r, "repeat", in->repeat.set ? ir_count_c(in->repeat) : "0");
    insn_str(r, "scalar", in->scalar ? in->scalar : "");
    char hex[32];
    snprintf(hex, sizeof hex, "0x%016llx", (unsigned long long)in->mask_hi);
    insn_own(r, "hi", hex);
    snprintf(hex, sizeof hex, "0x%016llx", (unsigned long long)in->mask_lo);
    insn_own(r, "lo", hex);
    insn_str(r, "count", in->count.set ? ir_count_c(in->count) : "");
    insn_str(r, "src", ir_pipe_name(in->pipe_src));
    insn_str(r, "dst", ir_pipe_name(in->pipe_dst));
    insn_int(r, "b32", in->b32);
    insn_str(r, "dist", in->dist ? in->dist : "");
    insn_int(r, "mask", in->kind == IK_VOP ? in->mask_tile : -1);
}

/* a2a3's record: pg_insn(I) -> [f1],[f2],... its MEM fields in order */
static void write_mem_record(struct buf *b, int i, const struct insn_rec *r)
{
    char num[DEFS_INT_CHARS];
    buf_adds(b, "m4_define([pg_insn(");
    buf_adds(b, defs_fmt_int(num, i));
    buf_adds(b, ")], [");
    const char *sep = "[";
    for (size_t f = 0; f < INSN_NFIELDS; f++) {
        if (!insn_fields[f].mem)
            continue;
        buf_adds(b, sep);
        quote_m4(b, r->v[f] ? r->v[f] : insn_fields[f].value);
        sep = "],[";
    }
    buf_adds(b, "]])\n");
}

/* a5's record: pg_insn(I,F) for each field not at its default */
static void write_reg_record(struct buf *b, int i, const struct insn_rec *r)
{
    for (size_t f = 0; f < INSN_NFIELDS; f++)
        if (r->v[f] && strcmp(r->v[f], insn_fields[f].value))
            defs_rec_str(b, "pg_insn", i, insn_fields[f].field, r->v[f]);
}

/* The instructions: pg_insns_map, and a2a3's pg_insn_at(F) and records
 * pg_insn(I), a5's pg_insn_default(F) and records pg_insn(I, F). */
static void write_insns(const struct plan *p, struct buf *b)
{
    int reg = target_desc(p->target)->kind == TK_REGISTER;
    int *body = xcalloc((size_t)p->ninsn + 1, sizeof *body);
    for (int i = p->hoist_end; i < p->ninsn; i++)
        body[i - p->hoist_end] = i;
    defs_map(b, "pg_insns", body, p->ninsn - p->hoist_end);
    free(body);
    for (size_t f = 0, at = 0; f < INSN_NFIELDS; f++) {
        char key[64];
        if (reg) {
            snprintf(key, sizeof key, "pg_insn_default(%s)", insn_fields[f].field);
            defs_str(b, key, insn_fields[f].value);
        } else if (insn_fields[f].mem) {
            snprintf(key, sizeof key, "pg_insn_at(%s)", insn_fields[f].field);
            defs_int(b, key, (long long)++at);
        }
    }
    int depth = 0;                 /* open per-row loops, for the indentation */
    int last_op[3] = {-1, -1, -1}; /* a5: the op of the last instruction of each part */
    struct insn_rec *r = xcalloc(1, sizeof *r);
    for (int i = 0; i < p->ninsn; i++) {
        const struct insn *in = &p->insn[i];
        memset(r->v, 0, sizeof r->v);
        if (in->kind == IK_ROWS_END)
            depth--;
        insn_fields_of(p, in, i, depth, r);
        if (in->kind == IK_ROWS_BEGIN)
            depth++;
        if (reg) {
            /* the first instruction of a spec op in the chunk body carries
             * its comment (the prologue's are spelled elsewhere) */
            int first = in->op >= 0 && !in->prologue && in->op != last_op[in->part];
            if (!in->prologue)
                last_op[in->part] = in->op;
            a5_fields(in, first, r);
            write_reg_record(b, i, r);
        } else {
            if (in->kind == IK_VSCA) /* how the call ends (insns.def): vshr's bool */
                insn_str(r, "tail", insn_info(in->id)->a2a3 == A2_BOOL ? ", false" : "");
            write_mem_record(b, i, r);
        }
    }
    free(r);
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
        defs_map(b, maps[w], list, n);
    }
    for (int i = 0; i < p->ntstep; i++) {
        defs_rec_str(b, "pg_tstep", i, "kind", kinds[p->tstep[i].kind]);
        defs_rec_str(b, "pg_tstep", i, "from", ir_pipe_name(p->tstep[i].from));
        defs_rec_str(b, "pg_tstep", i, "to", ir_pipe_name(p->tstep[i].to));
    }
}

/* Does instruction IN name UB tile U? */
static int insn_uses(const struct insn *in, int u)
{
    for (int j = 0; j < in->nopnd; j++)
        if (in->opnd[j].ub == u)
            return 1;
    return 0;
}

/* The ops hoisted out of the tile loop (plan.hoist_end): pg_hoist_map
 * over their instructions, pg_hoist_ubs_map over the UB tiles those
 * name; pg_loop_ubs_map over the tiles the loop names (its instructions,
 * its copies): every tile but those only the hoisted ops use. */
static void write_hoist(const struct plan *p, struct buf *b)
{
    int *list = xcalloc((size_t)p->hoist_end + (size_t)p->nub + 1, sizeof *list);
    for (int i = 0; i < p->hoist_end; i++)
        list[i] = i;
    defs_map(b, "pg_hoist", list, p->hoist_end);
    int nh = 0, nl = 0;
    int *loop = xcalloc((size_t)p->nub + 1, sizeof *loop);
    for (int u = 0; u < p->nub; u++) {
        int in_once = 0, in_loop = 0, t = p->ub[u].tile;
        for (int i = 0; i < p->ninsn; i++)
            if (insn_uses(&p->insn[i], u))
                in_once |= i < p->hoist_end, in_loop |= i >= p->hoist_end;
        /* a per-col input, loaded before the loop, is the loop's only
         * when an instruction of it reads the tile */
        if (t >= 0 && spec_is_io(p->k, t) && p->k->tiles[t].per != PER_COL)
            in_loop = 1;
        if (in_once)
            list[nh++] = u;
        if (in_loop || !in_once)
            loop[nl++] = u;
    }
    defs_map(b, "pg_hoist_ubs", list, nh);
    defs_map(b, "pg_loop_ubs", loop, nl);
    free(list);
    free(loop);
}

void defs_write_device(const struct plan *p, struct buf *b)
{
    write_plan_flags(p, b);
    write_tile_loop(p, b);
    write_ubs(p, b);
    write_insns(p, b);
    write_hoist(p, b);
    if (target_desc(p->target)->kind == TK_REGISTER) {
        write_a5_regs(p, b);
        write_a5_segs(p, b);
    }
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
void defs_write_split_device(const struct plan *p, struct buf *b)
{
    const struct split *s = &p->split;
    const struct kernel *k = p->k;
    defs_int(b, "pg_split_tail", p->split_tail);
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
            defs_map(b, name, list, n);
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
        defs_map(b, name, list, nl);
        snprintf(name, sizeof name, "pg_dpass%d_stores", q);
        defs_map(b, name, st, ns);
        snprintf(name, sizeof name, "pg_dpass%d_ubs", q);
        defs_map(b, name, ubs, nu);
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
        defs_rec_int(b, "pg_ub", u, "esize", dtype_size(p->ub[u].dtype));
        const char *role = t >= 0 && k->tiles[t].per == PER_ROW ? defs_tile_role(k, t) : "";
        if (!strcmp(role, "in"))
            rl[nr++] = u, named[u] = 1;
        if (!strcmp(role, "out"))
            rs[nw++] = u, named[u] = 1;
        if (named[u] && p->ub[u].bufs == 1)
            list[no++] = u;
    }
    defs_map(b, "pg_split_ubs", list, no);
    defs_map(b, "pg_row_loads", rl, nr);
    defs_map(b, "pg_row_stores", rs, nw);
    free(rl);
    free(rs);
    free(named);
    free(list);
}
