/* plan_a2a3_emit.c - A2/A3 vector instructions as the planner emits them
 * (a2a3_): the vector unit's mode and mask state, one elementwise step
 * over the valid region (counter mode for contiguous tiles, row repeats
 * for padded rows, masks for partial chunks), an op by its ops.def
 * recipe, and scratch tiles.  plan_a2a3_ops.c and plan_a2a3_red.c lower
 * ops with these.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

/* The a2a3 lowering of op I (ops.def), and whether it is a special one. */
const struct lowering *a2a3_lowering(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    const struct lowering *lw = lower_find(o->code, p->target, spec_op_dtype(p->k, o));
    if (!lw)
        diag_bug("rules_check let '%s' through without an a2a3 lowering", op_table[o->code].name);
    return lw;
}

enum lspecial a2a3_special(const struct plan *p, int i)
{
    return a2a3_lowering(p, i)->special;
}

/* ---- a2a3 instruction emission -------------------------------------- */

void a2a3_set_norm(struct plan *p, struct vstate *vs, uint64_t hi, uint64_t lo)
{
    if (vs->count_mode) {
        ir_add_insn(p, IK_MODE_NORM, -1);
        vs->count_mode = 0;
        vs->hi = vs->lo = 0; /* unknown until set */
        vs->count = (struct ir_count){0};
        struct insn *m = ir_add_insn(p, IK_MASK, -1);
        m->mask_hi = hi;
        m->mask_lo = lo;
        vs->hi = hi;
        vs->lo = lo;
        return;
    }
    if (vs->hi != hi || vs->lo != lo) {
        struct insn *m = ir_add_insn(p, IK_MASK, -1);
        m->mask_hi = hi;
        m->mask_lo = lo;
        vs->hi = hi;
        vs->lo = lo;
    }
}

void a2a3_set_count(struct plan *p, struct vstate *vs, struct ir_count count)
{
    if (!vs->count_mode) {
        ir_add_insn(p, IK_MODE_COUNT, -1);
        vs->count_mode = 1;
        vs->count = (struct ir_count){0};
    }
    if (!ir_count_eq(vs->count, count)) {
        struct insn *c = ir_add_insn(p, IK_COUNT, -1);
        c->count = count;
        vs->count = count;
    }
}

void a2a3_cont_mask(int w, uint64_t *hi, uint64_t *lo)
{
    *lo = w >= 64 ? ~0ull : (1ull << w) - 1;
    *hi = w > 64 ? (w >= 128 ? ~0ull : (1ull << (w - 64)) - 1) : 0;
}

void a2a3_set_lanes(struct plan *p, struct vstate *vs, int sz, int w, int elems)
{
    uint64_t hi = ~0ull, lo = ~0ull;
    if (w != elems) {
        a2a3_cont_mask(w, &hi, &lo);
        if (sz == 4) /* 64 lanes of 4 bytes: the mask's high half unused */
            hi = 0;
    }
    a2a3_set_norm(p, vs, hi, lo);
}

void a2a3_access(struct insn *in, int ub, int lo, int hi, int per_row, int write)
{
    if (in->nacc == PLAN_MAX_ACCESS)
        diag_bug("too many accesses in one instruction");
    in->acc[in->nacc++] = (struct access){ub, lo, hi, per_row, write};
}

/* The count of a counter-mode instruction over N elements (of the
 * current view) in each row of the region: the tile's valid rows, or one
 * row for an op on per-col tiles. */
struct ir_count a2a3_count(const struct plan *p, int n)
{
    if (p->vec_shape == PER_COL)
        return ir_count_const(n, 0);
    return ir_count_rows(n);
}

/* Conversion row CVT (insn_vconv: vconv_f162f32, vconv_f322f16r, ...) of UB tile US, seen
 * as DTS, into UD, seen as DTD, over the valid region, in the call
 * shape of pto-isa's a2a3/TCvt.hpp: a repeat is 256 bytes of the wider
 * side, E elements (sim/README.md, "Conversions").  Contiguous tiles run
 * in counter mode, repeat strides 8 on the wider side and 4 on the
 * narrower; padded rows one instruction per E columns, repeated over the
 * rows at each tile's own pitch. */
void a2a3_conv(struct plan *p, struct vstate *vs, int op, int cvt, int ud, enum dtype dtd, int us,
               enum dtype dts)
{
    int u[2] = {ud, us};
    int sz[2] = {dtype_size(dtd), dtype_size(dts)};
    int view[2] = {ir_view(p->ub[ud].dtype, dtd), ir_view(p->ub[us].dtype, dts)};
    int wide = sz[0] > sz[1] ? sz[0] : sz[1], elems = REPEAT_BYTES / wide;
    if (p->contiguous) {
        a2a3_set_count(p, vs, a2a3_count(p, p->vcols));
        struct insn *in = ir_add_insn(p, IK_VUN, op);
        ir_insn_conv(in, cvt);
        in->nopnd = 2;
        in->repeat = ir_count_const(1, 1);
        for (int j = 0; j < 2; j++) {
            in->opnd[j] = (struct operand){u[j], view[j], 0, 0};
            in->stride[j] = 8 * sz[j] / wide;
            a2a3_access(in, u[j], 0, p->ub[u[j]].pitch * dtype_size(p->ub[u[j]].dtype), 0, j == 0);
        }
        return;
    }
    for (int c0 = 0; c0 < p->vcols; c0 += elems) {
        int w = p->vcols - c0 < elems ? p->vcols - c0 : elems;
        uint64_t hi = ~0ull, lo = ~0ull;
        if (w != elems)
            a2a3_cont_mask(w, &hi, &lo);
        a2a3_set_norm(p, vs, hi, lo);
        struct insn *in = ir_add_insn(p, IK_VUN, op);
        ir_insn_conv(in, cvt);
        in->nopnd = 2;
        in->repeat = ir_count_rows(1);
        for (int j = 0; j < 2; j++) {
            in->opnd[j] = (struct operand){u[j], view[j], c0, 0};
            in->stride[j] = p->ub[u[j]].pitch * dtype_size(p->ub[u[j]].dtype) / 32;
            a2a3_access(in, u[j], c0 * sz[j], (c0 + w) * sz[j], 0, j == 0);
        }
    }
}

/* One elementwise vector step over the valid region: NAME on operands
 * U[0..n) (dst first) viewed as VIEW_DT, with an optional scalar.  Emits
 * one counter-mode instruction for contiguous tiles, else one normal-mode
 * row-repeat instruction per 256-byte column chunk.  An operand that
 * stands for a full tile by broadcast (ub_tile.bcast) is read with stride
 * 0 across its blocks (BC_ROW) or its rows (BC_COL), which only the
 * row-repeat form can say (as pto-isa's a2a3/TRowExpandBinOp.hpp and
 * TColExpandBinOp.hpp call vadd and the rest). */
void a2a3_step(struct plan *p, struct vstate *vs, int op, enum insn_kind kind, enum insn_id id,
               enum dtype view_dt, const int *u, int n, const char *scalar)
{
    int vsz = dtype_size(view_dt);
    int elems = REPEAT_BYTES / vsz;
    /* 8-bit tiles go through a 16-bit view: 2 elements per view element */
    int tile_sz = dtype_size(p->ub[u[0]].dtype);
    int vc_bytes = p->vcols * tile_sz;
    int vc = (vc_bytes + vsz - 1) / vsz;
    int bcast = 0;
    for (int i = 0; i < n; i++)
        bcast |= p->ub[u[i]].bcast != BC_NONE;

    if (p->contiguous && !bcast) {
        /* contiguous rows are whole multiples of 32 bytes, so a 16-bit
         * view of 8-bit data covers them exactly; a per-row tile's values
         * are back to back, its bytes rounded up to the view */
        struct ir_count count = a2a3_count(p, vc);
        if (p->vec_shape == PER_ROW && vsz != tile_sz)
            count = ir_count_ceil(tile_sz, vsz - 1, vsz);
        a2a3_set_count(p, vs, count);
        struct insn *in = ir_add_insn(p, kind, op);
        ir_insn_set(in, id);
        in->nopnd = n;
        in->repeat = ir_count_const(1, 1);
        in->scalar = scalar;
        for (int i = 0; i < n; i++) {
            in->opnd[i] = (struct operand){u[i], ir_view(p->ub[u[i]].dtype, view_dt), 0, 0};
            in->stride[i] = 8;
            a2a3_access(in, u[i], 0, p->ub[u[i]].pitch * dtype_size(p->ub[u[i]].dtype), 0, i == 0);
        }
        return;
    }
    for (int c0 = 0; c0 < vc; c0 += elems) {
        int w = vc - c0 < elems ? vc - c0 : elems;
        a2a3_set_lanes(p, vs, vsz, w, elems);
        struct insn *in = ir_add_insn(p, kind, op);
        ir_insn_set(in, id);
        in->nopnd = n;
        in->repeat = ir_count_rows(1);
        in->scalar = scalar;
        for (int i = 0; i < n; i++) {
            const struct ub_tile *t = &p->ub[u[i]];
            int pitch_bytes = t->pitch * dtype_size(t->dtype);
            int v = ir_view(t->dtype, view_dt);
            if (t->bcast == BC_ROW) { /* every block of a row: the row's block */
                in->opnd[i] = (struct operand){u[i], v, 0, 0};
                in->stride[i] = 1;
                in->blk0 |= 1u << i;
                a2a3_access(in, u[i], 0, 32, 0, 0);
            } else if (t->bcast == BC_COL) { /* every row: the one row */
                in->opnd[i] = (struct operand){u[i], v, c0, 0};
                in->stride[i] = 0;
                a2a3_access(in, u[i], c0 * vsz, (c0 + w) * vsz, 0, 0);
            } else {
                in->opnd[i] = (struct operand){u[i], v, c0, 0};
                in->stride[i] = pitch_bytes / 32;
                a2a3_access(in, u[i], c0 * vsz, (c0 + w) * vsz, 0, i == 0);
            }
        }
    }
}

/* The source of op I that is a vector tile, or -1. */
int a2a3_vector_src(const struct kernel *k, const struct op *o)
{
    for (int s = 0; s < o->nsrc; s++)
        if (TILE_IS_VECTOR(&k->tiles[o->src[s]]))
            return s;
    return -1;
}

int a2a3_bcast_ub(const struct plan *p, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    int s = a2a3_vector_src(p->k, o);
    return p->k->tiles[o->src[s]].per == PER_ROW ? temps[A2A3_BLOCK_TEMP] : p->tile_ub[o->src[s]];
}

/* The UB tile of operand O of a step of op I; TEMPS: its temporaries. */
static int a2a3_opnd_ub(const struct plan *p, int i, enum lopnd o, const int *temps)
{
    const struct op *op = &p->k->ops[i];
    switch (o) {
    case LO_D:
        return p->tile_ub[op->dst];
    case LO_S0:
    case LO_S1:
    case LO_S2:
        /* a broadcast op's vector source: its broadcast form */
        if (a2a3_special(p, i) == LS_A2A3_BCAST && TILE_IS_VECTOR(&p->k->tiles[op->src[o - LO_S0]]))
            return a2a3_bcast_ub(p, i, temps);
        return p->tile_ub[op->src[o - LO_S0]];
    case LO_X:
        break;
    default:
        return temps[o - LO_T0];
    }
    diag_bug("a step operand that is none");
}

/* Op I by its recipe: each step one elementwise vector step. */
void a2a3_recipe(struct plan *p, struct vstate *vs, int i, const struct lowering *lw,
                 const int *temps)
{
    static const enum insn_kind kinds[] = {
        [LK_BIN] = IK_VBIN, [LK_UN] = IK_VUN, [LK_SCA] = IK_VSCA, [LK_DUP] = IK_VDUP};
    enum dtype dt = spec_op_dtype(p->k, &p->k->ops[i]);
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++) {
        if (ir_step_skipped(p, i, s))
            continue;
        int u[3], n = 0;
        enum lopnd opnds[3] = {s->d, s->a, s->b};
        for (int j = 0; j < 3; j++)
            if (opnds[j] != LO_X)
                u[n++] = a2a3_opnd_ub(p, i, opnds[j], temps);
        enum dtype view = ir_view_dtype(s->view, dt);
        a2a3_step(p, vs, i, kinds[s->kind], s->insn, view, u, n, ir_lstep_scalar(p, i, s, view));
    }
}

int a2a3_scratch(struct plan *p, enum dtype dt, int rows, int pitch, int exact, const int *taken,
                 int n, int *ntmp)
{
    for (int u = 0; u < p->nub; u++) {
        const struct ub_tile *t = &p->ub[u];
        int busy = 0;
        for (int q = 0; q < n; q++)
            busy |= taken[q] == u;
        if (t->tile < 0 && !busy && t->rows == rows && t->pitch == pitch &&
            dtype_size(t->dtype) == dtype_size(dt) && (!exact || t->dtype == dt))
            return u;
    }
    return ir_add_ub(p, -1, ir_fmt("pgr_tmp%d", (*ntmp)++), dt, rows, pitch, 1);
}
