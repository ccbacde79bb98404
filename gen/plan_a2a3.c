/* plan_a2a3.c - lowering for the A2/A3 vector core (plan_).
 *
 * Which tiles live in UB and where, whether I/O is double-buffered, how
 * each op becomes vector instructions (counter mode for contiguous tiles,
 * row-repeat normal mode for padded rows, masks for partial chunks),
 * TSEL's forms, tile-tile shifts as a scalar loop or on the vector pipe
 * (whichever the cycle model finds cheaper), and where flags go; the
 * reductions and broadcasts are plan_a2a3_red.c's, the pipe barriers
 * plan_a2a3_sync.c's.
 */
#include "plan.h"

#include <stdlib.h>
#include <string.h>

#include "cost.h"
#include "lower.h"
#include "planint.h"
#include "specops.h"

#define A2A3_SCRATCH_ADDR (184 * 1024) /* hidden scratch used by TSEL */
/* vcmpv_* and vcmpvs_* read whole 256-byte repeats, as pto-isa's
 * a2a3/TCmp.hpp issues them: past a source whose rows are narrower, and
 * past the end of UB were that source last, so these bytes stay free */
#define A2A3_CMP_TAIL_RESERVE 256

/* The a2a3 lowering of op I (ops.def), and whether it is a special one. */
const struct lowering *a2a3_lowering(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    const struct lowering *lw = lower_find(o->code, p->target, spec_op_dtype(p->k, o));
    if (!lw)
        diag_bug("rules_check let '%s' through without an a2a3 lowering", op_table[o->code].name);
    return lw;
}

static enum lspecial a2a3_special(const struct plan *p, int i)
{
    return a2a3_lowering(p, i)->special;
}

/* ---- a2a3 instruction emission -------------------------------------- */

void set_norm(struct plan *p, struct vstate *vs, uint64_t hi, uint64_t lo)
{
    if (vs->count_mode) {
        plan_add_insn(p, IK_MODE_NORM, -1);
        vs->count_mode = 0;
        vs->hi = vs->lo = 0; /* unknown until set */
        vs->count = (struct plan_count){0};
        struct insn *m = plan_add_insn(p, IK_MASK, -1);
        m->mask_hi = hi;
        m->mask_lo = lo;
        vs->hi = hi;
        vs->lo = lo;
        return;
    }
    if (vs->hi != hi || vs->lo != lo) {
        struct insn *m = plan_add_insn(p, IK_MASK, -1);
        m->mask_hi = hi;
        m->mask_lo = lo;
        vs->hi = hi;
        vs->lo = lo;
    }
}

void set_count(struct plan *p, struct vstate *vs, struct plan_count count)
{
    if (!vs->count_mode) {
        plan_add_insn(p, IK_MODE_COUNT, -1);
        vs->count_mode = 1;
        vs->count = (struct plan_count){0};
    }
    if (!plan_count_eq(vs->count, count)) {
        struct insn *c = plan_add_insn(p, IK_COUNT, -1);
        c->count = count;
        vs->count = count;
    }
}

void cont_mask(int w, uint64_t *hi, uint64_t *lo)
{
    *lo = w >= 64 ? ~0ull : (1ull << w) - 1;
    *hi = w > 64 ? (w >= 128 ? ~0ull : (1ull << (w - 64)) - 1) : 0;
}

void add_access(struct insn *in, int ub, int lo, int hi, int per_row, int write)
{
    if (in->nacc == PLAN_MAX_ACCESS)
        diag_bug("too many accesses in one instruction");
    in->acc[in->nacc++] = (struct access){ub, lo, hi, per_row, write};
}

/* The count of a counter-mode instruction over N elements (of the
 * current view) in each row of the region: the tile's valid rows, or one
 * row for an op on per-col tiles. */
struct plan_count a2a3_count(const struct plan *p, int n)
{
    if (p->vec_shape == PER_COL)
        return plan_count_const(n, 0);
    return plan_count_rows(n);
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
        struct plan_count count = a2a3_count(p, vc);
        if (p->vec_shape == PER_ROW && vsz != tile_sz)
            count = plan_count_ceil(tile_sz, vsz - 1, vsz);
        set_count(p, vs, count);
        struct insn *in = plan_add_insn(p, kind, op);
        plan_insn_set(in, id);
        in->nopnd = n;
        in->repeat = plan_count_const(1, 1);
        in->scalar = scalar;
        for (int i = 0; i < n; i++) {
            in->opnd[i] = (struct operand){u[i], plan_view(p->ub[u[i]].dtype, view_dt), 0, 0};
            in->stride[i] = 8;
            add_access(in, u[i], 0, p->ub[u[i]].pitch * dtype_size(p->ub[u[i]].dtype), 0, i == 0);
        }
        return;
    }
    for (int c0 = 0; c0 < vc; c0 += elems) {
        int w = vc - c0 < elems ? vc - c0 : elems;
        uint64_t hi, lo;
        if (w == elems)
            hi = lo = ~0ull;
        else
            cont_mask(w, &hi, &lo);
        if (vsz == 4 && w != elems)
            hi = 0;
        set_norm(p, vs, hi, lo);
        struct insn *in = plan_add_insn(p, kind, op);
        plan_insn_set(in, id);
        in->nopnd = n;
        in->repeat = plan_count_rows(1);
        in->scalar = scalar;
        for (int i = 0; i < n; i++) {
            const struct ub_tile *t = &p->ub[u[i]];
            int pitch_bytes = t->pitch * dtype_size(t->dtype);
            int v = plan_view(t->dtype, view_dt);
            if (t->bcast == BC_ROW) { /* every block of a row: the row's block */
                in->opnd[i] = (struct operand){u[i], v, 0, 0};
                in->stride[i] = 1;
                in->blk0 |= 1u << i;
                add_access(in, u[i], 0, 32, 0, 0);
            } else if (t->bcast == BC_COL) { /* every row: the one row */
                in->opnd[i] = (struct operand){u[i], v, c0, 0};
                in->stride[i] = 0;
                add_access(in, u[i], c0 * vsz, (c0 + w) * vsz, 0, 0);
            } else {
                in->opnd[i] = (struct operand){u[i], v, c0, 0};
                in->stride[i] = pitch_bytes / 32;
                add_access(in, u[i], c0 * vsz, (c0 + w) * vsz, 0, i == 0);
            }
        }
    }
}

/* Conversion NAME (vconv_f162f32, vconv_f322f16r, ...) of UB tile US, seen
 * as DTS, into UD, seen as DTD, over the valid region, in the call
 * shape of pto-isa's a2a3/TCvt.hpp: a repeat is 256 bytes of the wider
 * side, E elements (sim/README.md, "Conversions").  Contiguous tiles run
 * in counter mode, repeat strides 8 on the wider side and 4 on the
 * narrower; padded rows one instruction per E columns, repeated over the
 * rows at each tile's own pitch. */
static void a2a3_conv(struct plan *p, struct vstate *vs, int op, const char *name, int ud,
                      enum dtype dtd, int us, enum dtype dts)
{
    int u[2] = {ud, us};
    int sz[2] = {dtype_size(dtd), dtype_size(dts)};
    int view[2] = {plan_view(p->ub[ud].dtype, dtd), plan_view(p->ub[us].dtype, dts)};
    int wide = sz[0] > sz[1] ? sz[0] : sz[1], elems = REPEAT_BYTES / wide;
    if (p->contiguous) {
        set_count(p, vs, a2a3_count(p, p->vcols));
        struct insn *in = plan_add_insn(p, IK_VUN, op);
        plan_insn_conv(in, name);
        in->nopnd = 2;
        in->repeat = plan_count_const(1, 1);
        for (int j = 0; j < 2; j++) {
            in->opnd[j] = (struct operand){u[j], view[j], 0, 0};
            in->stride[j] = 8 * sz[j] / wide;
            add_access(in, u[j], 0, p->ub[u[j]].pitch * dtype_size(p->ub[u[j]].dtype), 0, j == 0);
        }
        return;
    }
    for (int c0 = 0; c0 < p->vcols; c0 += elems) {
        int w = p->vcols - c0 < elems ? p->vcols - c0 : elems;
        uint64_t hi = ~0ull, lo = ~0ull;
        if (w != elems)
            cont_mask(w, &hi, &lo);
        set_norm(p, vs, hi, lo);
        struct insn *in = plan_add_insn(p, IK_VUN, op);
        plan_insn_conv(in, name);
        in->nopnd = 2;
        in->repeat = plan_count_rows(1);
        for (int j = 0; j < 2; j++) {
            in->opnd[j] = (struct operand){u[j], view[j], c0, 0};
            in->stride[j] = p->ub[u[j]].pitch * dtype_size(p->ub[u[j]].dtype) / 32;
            add_access(in, u[j], c0 * sz[j], (c0 + w) * sz[j], 0, j == 0);
        }
    }
}

/* TSEL: per row in counter mode, the mask row's UB address is broadcast
 * into the hidden scratch, loaded into CMPMASK, then vsel picks. */
/* CMPMASK := the UB address ADDR (a C expression) of the select bits of
 * mask tile UM: broadcast into the hidden scratch, loaded from there. */
static void a2a3_load_cmpmask(struct plan *p, struct vstate *vs, int op, int scratch, int um,
                              const char *addr)
{
    set_count(p, vs, plan_count_const(32, 0));
    struct insn *dup = plan_add_insn(p, IK_VDUP, op);
    plan_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    dup->repeat = plan_count_const(1, 1);
    dup->stride[0] = 8;
    dup->scalar = addr;
    p->ub[um].needs_addr = 1;
    add_access(dup, scratch, 0, 128, 0, 1);

    struct insn *cm = plan_add_insn(p, IK_CMPMASK, op);
    plan_insn_set(cm, INSN_SET_CMPMASK);
    cm->nopnd = 1;
    cm->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    add_access(cm, scratch, 0, 16, 0, 0);
    add_access(cm, PLAN_RES_CMPMASK, 0, 1, 0, 1);
}

/* vsel(US[0], US[1], US[2]) on a half/float view of the 2- or 4-byte
 * data, with the select bits of mask tile UM: with ROW, one row of a
 * per-row loop (each operand a pitch further a row); else the whole
 * tiles at once.  KIND IK_VSEL: the tensor-tensor mode, the bits' address
 * in CMPMASK; IK_VSELS: the tensor-scalar mode, src1 the bits themselves
 * (UM's row, or its whole stream) and US[2] unused. */
static void a2a3_vsel(struct plan *p, int op, enum insn_kind kind, const int *us, int um, int row)
{
    int sz = dtype_size(p->ub[us[0]].dtype);
    enum dtype view = sz == 4 ? DT_F32 : DT_F16;
    struct insn *sel = plan_add_insn(p, kind, op);
    plan_insn_set(sel, INSN_VSEL);
    sel->nopnd = 3;
    sel->repeat = plan_count_const(1, 1);
    if (kind == IK_VSELS) {
        sel->opnd[2] = (struct operand){um, PLAN_OWN, 0, row ? p->ub[um].pitch : 0};
        sel->stride[2] = 8;
    }
    for (int i = 0; i < (kind == IK_VSELS ? 2 : 3); i++) {
        const struct ub_tile *t = &p->ub[us[i]];
        sel->opnd[i] = (struct operand){us[i], plan_view(t->dtype, view), 0, row ? t->pitch : 0};
        sel->stride[i] = 8;
        add_access(sel, us[i], 0, row ? p->vcols * sz : t->pitch * dtype_size(t->dtype), row,
                   i == 0);
    }
    add_access(sel, um, 0, row ? (p->vcols + 7) / 8 : p->ub[um].pitch, row, 0);
    add_access(sel, PLAN_RES_CMPMASK, 0, 1, 0, 0);
}

/* TSEL with a dense mask tile (plan.sel_stream): the whole tile's select
 * bits are one stream from the mask tile's start, element j of the tile
 * (padding included) at bit j, so the per-row steps of a2a3_sel happen
 * once.  In counter mode element j of a vsel reads bit j of the stream
 * (as pto-isa's per-row TSEL relies on for rows longer than one repeat). */
static void a2a3_sel_stream(struct plan *p, struct vstate *vs, int op, int ud, int um, int u0,
                            int u1, int scratch)
{
    a2a3_load_cmpmask(p, vs, op, scratch, um, plan_fmt("pgr_ua_%s", p->ub[um].name));
    set_count(p, vs, plan_count_rows(p->ub[ud].pitch));
    int us[3] = {ud, u0, u1};
    a2a3_vsel(p, op, IK_VSEL, us, um, 0);
}

/* STREAM: UM's bits are one stream over the tile (plan.sel_stream for a
 * mask tile of the spec). */
static void a2a3_sel(struct plan *p, struct vstate *vs, int op, int ud, int um, int u0, int u1,
                     int scratch, int stream)
{
    if (!vs->count_mode) { /* switch modes once, before the loop */
        plan_add_insn(p, IK_MODE_COUNT, -1);
        vs->count_mode = 1;
    }
    if (stream) {
        a2a3_sel_stream(p, vs, op, ud, um, u0, u1, scratch);
        return;
    }
    plan_add_insn(p, IK_ROWS_BEGIN, op);
    vs->count = (struct plan_count){0}; /* each iteration sets both counts */
    a2a3_load_cmpmask(p, vs, op, scratch, um,
                      plan_fmt("pgr_ua_%s + pgr_r * %du", p->ub[um].name, p->ub[um].pitch));

    set_count(p, vs, plan_count_const(p->vcols, 0));
    int us[3] = {ud, u0, u1};
    a2a3_vsel(p, op, IK_VSEL, us, um, 1);
    plan_add_insn(p, IK_ROWS_END, op);
    vs->count = plan_count_const(p->vcols, 0);
}

static void a2a3_flag(struct plan *p, int op, enum plan_pipe src, enum plan_pipe dst)
{
    struct insn *f = plan_add_insn(p, IK_FLAG, op);
    f->pipe_src = src;
    f->pipe_dst = dst;
}

/* TSELS as pto-isa's a2a3/TSels.hpp does it: the scalar unit stores the
 * scalar into the hidden scratch (after a V->S flag: an earlier
 * set_cmpmask may still read it), set_cmpmask loads it into CMPMASK, and
 * vsel's tensor-scalar mode takes src where the mask bit is 1, else that
 * scalar, reading the bits through its src1: once over the tile when they
 * are one stream (plan.sel_stream), else once per row. */
static void a2a3_sels(struct plan *p, struct vstate *vs, int i, int scratch)
{
    const struct op *o = &p->k->ops[i];
    int ud = p->tile_ub[o->dst], um = p->tile_ub[o->mask], us[2] = {ud, p->tile_ub[o->src[0]]};
    a2a3_flag(p, i, PLAN_PIPE_V, PLAN_PIPE_S);
    struct insn *st = plan_add_insn(p, IK_SSTORE, i);
    st->nopnd = 1;
    st->opnd[0] = (struct operand){scratch, spec_op_dtype(p->k, o), 0, 0};
    st->scalar = p->scalar_expr[i];
    a2a3_flag(p, i, PLAN_PIPE_S, PLAN_PIPE_V);
    struct insn *cm = plan_add_insn(p, IK_CMPMASK, i);
    plan_insn_set(cm, INSN_SET_CMPMASK);
    cm->nopnd = 1;
    cm->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    add_access(cm, scratch, 0, 16, 0, 0);
    add_access(cm, PLAN_RES_CMPMASK, 0, 1, 0, 1);
    if (p->sel_stream) {
        set_count(p, vs, plan_count_rows(p->ub[ud].pitch));
        a2a3_vsel(p, i, IK_VSELS, us, um, 0);
        return;
    }
    set_count(p, vs, plan_count_const(p->vcols, 0));
    plan_add_insn(p, IK_ROWS_BEGIN, i);
    a2a3_vsel(p, i, IK_VSELS, us, um, 1);
    plan_add_insn(p, IK_ROWS_END, i);
}

/* Op I (a tile-tile shift) runs as vector instructions, not as the
 * scalar loop: 16- and 32-bit data, when the plan was asked for it. */
static int a2a3_shr_is_vector(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    int sz = dtype_size(p->k->tiles[o->dst].dtype);
    return p->shr_vector && a2a3_special(p, i) == LS_A2A3_SHIFT && (sz == 2 || sz == 4);
}

static enum dtype signed_of_size(int size)
{
    return size == 2 ? DT_I16 : DT_I32;
}

/* dst = src0 >> (src1 mod W) on the vector pipe (pto-isa has only the
 * scalar loop), and likewise <<, SHIFT naming the instruction (vshr,
 * vshl).  The count's bits, low to high: for bit k, x becomes x >> 2^k
 * where the bit is set, as
 *     m = (count << (W-1-k)) >> (W-1)   all ones iff bit k (arithmetic)
 *     t = x >> 2^k                      arithmetic for signed data
 *     x = x + ((t - x) & m)
 * six instructions a bit, all exact: vsub/vadd wrap, vand works on a
 * 16-bit view.  x starts as src0 and collects in dst; TMP holds t, m and,
 * when dst is the count tile, the accumulator (copied to dst at the end). */
static void a2a3_shift_vector(struct plan *p, struct vstate *vs, int op, enum insn_id shift,
                              enum dtype dt, int ud, int u0, int u1, const int *tmp)
{
    int sz = dtype_size(dt), w = 8 * sz;
    enum dtype sv = signed_of_size(sz);
    const char *st = plan_device_ctype(sv), *dct = plan_device_ctype(dt);
    int ut = tmp[0], um = tmp[1];
    int acc = ud == u1 ? tmp[2] : ud;
    int x = u0;
    for (int k = 0; (1 << k) < w; k++) {
        int mk1[2] = {um, u1}, mk2[2] = {um, um}, sh[2] = {ut, x};
        int sub[3] = {ut, ut, x}, and[3] = {ut, ut, um}, add[3] = {acc, x, ut};
        a2a3_step(p, vs, op, IK_VSCA, INSN_VSHL, sv, mk1, 2, plan_fmt("(%s)%d", st, w - 1 - k));
        a2a3_step(p, vs, op, IK_VSCA, shift, dt, sh, 2, plan_fmt("(%s)%d", dct, 1 << k));
        a2a3_step(p, vs, op, IK_VSCA, INSN_VSHR, sv, mk2, 2, plan_fmt("(%s)%d", st, w - 1));
        a2a3_step(p, vs, op, IK_VBIN, INSN_VSUB, sv, sub, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VAND, DT_U16, and, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VADD, sv, add, 3, NULL);
        x = acc;
    }
    if (acc != ud) {
        int cp[2] = {ud, acc};
        a2a3_step(p, vs, op, IK_VSCA, INSN_VADDS, sv, cp, 2, plan_fmt("(%s)0", st));
    }
}

/* More than PLAN_MAX_INSNS instructions: one error, at the op whose
 * lowering passes the limit. */
static int a2a3_too_long(const struct plan *p)
{
    if (p->ninsn <= PLAN_MAX_INSNS)
        return 0;
    int op = -1;
    for (int i = PLAN_MAX_INSNS; i >= 0 && op < 0; i--)
        op = p->insn[i].op;
    const struct kernel *k = p->k;
    struct loc at = op >= 0 ? k->ops[op].loc : k->name_loc;
    diag_error(at, "kernel '%s' lowers to %d a2a3 instructions per tile; at most %d are supported",
               k->name, p->ninsn, PLAN_MAX_INSNS);
    diag_note(at, "the limit is passed at this op; use fewer ops, or fewer columns per tile");
    return 1;
}

static int row_pitch_bytes(const struct tile *tl)
{
    return tl->dtype == DT_MASK ? plan_mask_pitch(tl->cols) : tl->cols * dtype_size(tl->dtype);
}

/* A tile that breaks a row-repeat limit: where the number at fault comes
 * from, and the number. */
struct repeat_fault {
    struct loc at;
    int value, tile;
};

static int repeat_fault_cmp(const void *pa, const void *pb)
{
    const struct repeat_fault *a = pa, *b = pb;
    if (a->at.line != b->at.line)
        return a->at.line < b->at.line ? -1 : 1;
    if (a->at.col != b->at.col)
        return a->at.col < b->at.col ? -1 : 1;
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    return a->tile - b->tile;
}

/* Padded rows go one repeat per row: the row pitch must fit a repeat
 * stride (WHICH 0) and the valid rows a repeat count (WHICH 1).  Tiles
 * that take the number at fault from the same place (the 'tile'
 * defaults, usually) share one error there.  Returns the errors. */
static int a2a3_row_repeat_limits(const struct plan *p, int padded)
{
    const struct kernel *k = p->k;
    int errors = 0;
    struct repeat_fault *f = xcalloc((size_t)k->ntiles + 1, sizeof *f);
    int *group = xcalloc((size_t)k->ntiles + 1, sizeof *group);
    for (int which = 0; which < 2; which++) {
        int n = 0;
        for (int t = 0; t < k->ntiles; t++) {
            const struct tile *tl = &k->tiles[t];
            /* a vector tile is never repeated over at its own pitch */
            if (!plan_tile_used(k, t) || TILE_IS_VECTOR(tl))
                continue;
            if (which == 0 && row_pitch_bytes(tl) / 32 > MAX_REPEAT)
                f[n++] = (struct repeat_fault){tl->cols_loc, row_pitch_bytes(tl), t};
            else if (which == 1 && tl->vrows > MAX_REPEAT && tl->dtype != DT_MASK)
                f[n++] = (struct repeat_fault){tl->vrows_loc, tl->vrows, t};
        }
        qsort(f, (size_t)n, sizeof *f, repeat_fault_cmp);
        for (int i = 0, j; i < n; i = j) {
            int ng = 0;
            for (j = i; j < n && spec_same_loc(f[j].at, f[i].at) && f[j].value == f[i].value; j++)
                group[ng++] = f[j].tile;
            char names[160];
            spec_tiles_phrase(k, group, ng, names, sizeof names);
            if (which == 0) {
                diag_error(f[i].at, "rows of %s are %d bytes; a2a3 repeat strides reach %d bytes",
                           names, f[i].value, MAX_REPEAT * 32);
            } else {
                diag_error(f[i].at, "%s %s %d valid rows; a2a3 row-repeat mode allows at most %d",
                           names, ng == 1 ? "has" : "have", f[i].value, MAX_REPEAT);
                if (padded)
                    diag_note(f[i].at, "make 'cols' equal the valid columns to use counter mode");
                else
                    diag_note(f[i].at,
                              "the reductions and broadcasts repeat over the rows; "
                              "use at most %d rows per tile",
                              MAX_REPEAT);
            }
            errors++;
        }
    }
    free(f);
    free(group);
    return errors;
}

/* A float remainder of 16-bit floats in padded rows repeats its float
 * tiles over the rows too: their pitch, twice the data's, must fit a
 * repeat stride.  Returns the errors. */
static int a2a3_float_row_limits(const struct plan *p)
{
    const struct kernel *k = p->k;
    int errors = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        const struct tile *d = &k->tiles[o->dst];
        if (a2a3_special(p, i) != LS_A2A3_REM || d->dtype == DT_F32 ||
            d->cols * 4 / 32 <= MAX_REPEAT)
            continue;
        diag_error(o->loc,
                   "'%s' on %s computes in float tiles whose rows of %d columns are %d bytes; "
                   "a2a3 repeat strides reach %d bytes",
                   op_table[o->code].name, dtype_name(d->dtype), d->cols, d->cols * 4,
                   MAX_REPEAT * 32);
        diag_note(o->loc, "make 'cols' equal the valid columns to use counter mode");
        errors++;
    }
    return errors;
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
        int u[3], n = 0;
        enum lopnd opnds[3] = {s->d, s->a, s->b};
        for (int j = 0; j < 3; j++)
            if (opnds[j] != LO_X)
                u[n++] = a2a3_opnd_ub(p, i, opnds[j], temps);
        enum dtype view = plan_view_dtype(s->view, dt);
        a2a3_step(p, vs, i, kinds[s->kind], s->insn, view, u, n,
                  plan_step_scalar(p, i, s->scalar, view));
    }
}

/* Op I as a loop on the scalar unit over the valid region, one call of
 * the host reference's helper per element (so the result is the host's
 * by construction), between V->S and S->V flags as pto-isa's TSHR and
 * integer TDIVS loops are. */
static void a2a3_scalar_loop(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    a2a3_flag(p, i, PLAN_PIPE_V, PLAN_PIPE_S);
    struct insn *in = plan_add_insn(p, IK_SLOOP, i);
    const char *helper = lower_host(o->code)->helper; /* a compare spells its operator */
    in->name = helper ? plan_fmt("pgr_%s_%s", helper, dtype_name(dt)) : "";
    if (op_table[o->code].family == OPF_CONVERT)
        in->name = plan_fmt("pgr_cvt_%s_%s_%s", dtype_name(dt),
                            plan_cvt_mode(o, dt, p->k->tiles[o->dst].dtype),
                            dtype_name(p->k->tiles[o->dst].dtype));
    in->opnd[in->nopnd++] = (struct operand){p->tile_ub[o->dst], PLAN_OWN, 0, 0};
    for (int s = 0; s < o->nsrc; s++)
        in->opnd[in->nopnd++] = (struct operand){p->tile_ub[o->src[s]], PLAN_OWN, 0, 0};
    for (int j = 0; j < in->nopnd; j++)
        in->opnd[j].row_step = p->ub[in->opnd[j].ub].pitch;
    in->scalar = p->scalar_expr[i];
    a2a3_flag(p, i, PLAN_PIPE_S, PLAN_PIPE_V);
    if (op_table[o->code].family == OPF_CONVERT)
        plan_need_cvt_helper(p, o);
    else
        plan_need_op_helper(p, o->code, dt);
}

/* The tile-tile shift: the vector form, or the scalar loop as pto-isa's
 * TSHR. */
static void a2a3_shift(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = p->k->tiles[o->dst].dtype;
    int ud = p->tile_ub[o->dst], u0 = p->tile_ub[o->src[0]], u1 = p->tile_ub[o->src[1]];
    if (a2a3_shr_is_vector(p, i))
        a2a3_shift_vector(p, vs, i, a2a3_lowering(p, i)->steps[0].insn, dt, ud, u0, u1, temps);
    else
        a2a3_scalar_loop(p, i);
}

/* ---- conversions ---------------------------------------------------- */

/* The vconv name part of a dtype ("f32", "s16", "u8"). */
static const char *conv_code(enum dtype dt)
{
    static const char *const codes[] = {"s8",  "u8",  "s16",  "u16", "s32",
                                        "u32", "f16", "bf16", "f32"};
    return codes[dt];
}

/* tcvt on A2/A3: the vconv_* of the pair; float to integer first makes
 * NaN lanes 0 (what A2/A3 does with a NaN is not documented) with integer
 * steps on the bit pattern: m = (INF - (bits & MAX)) >> (W - 1) is all
 * ones exactly for NaNs, bits & ~m is the clean value; a conversion to an
 * unsigned type clamps negatives at 0 first (the hardware takes them as
 * an exception).  Integer pairs but int32 -> int16 have no vconv: a
 * scalar loop.  TEMPS: the guard's two tiles like the source. */
static void a2a3_cvt(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype s = k->tiles[o->src[0]].dtype, d = k->tiles[o->dst].dtype;
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]];
    enum round_mode m = plan_cvt_round(o, s, d);
    if (!dtype_is_float(s) && !dtype_is_float(d) && !(s == DT_I32 && d == DT_I16)) {
        a2a3_scalar_loop(p, i);
        return;
    }
    if (dtype_is_float(s) && !dtype_is_float(d)) {
        int sz = dtype_size(s), w = 8 * sz;
        enum dtype sv = sz == 4 ? DT_I32 : DT_I16;
        const char *st = plan_device_ctype(sv);
        long long absmask = sz == 4 ? 0x7fffffffll : 0x7fffll;
        long long inf = s == DT_F32 ? 0x7f800000ll : s == DT_F16 ? 0x7c00ll : 0x7f80ll;
        int t0 = temps[0], t1 = temps[1];
        int dup[1] = {t1}, and1[3] = {t0, us, t1}, neg[2] = {t0, t0}, shr[2] = {t0, t0},
            not [2] = {t0, t0}, and2[3] = {t0, t0, us};
        a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, sv, dup, 1,
                  plan_fmt("(%s)%lld", st, absmask));
        a2a3_step(p, vs, i, IK_VBIN, INSN_VAND, DT_U16, and1, 3, NULL);
        a2a3_step(p, vs, i, IK_VSCA, INSN_VMULS, sv, neg, 2, plan_fmt("(%s)-1", st));
        a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, sv, neg, 2, plan_fmt("(%s)%lld", st, inf));
        a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, sv, shr, 2, plan_fmt("(%s)%d", st, w - 1));
        a2a3_step(p, vs, i, IK_VUN, INSN_VNOT, DT_U16, not, 2, NULL);
        a2a3_step(p, vs, i, IK_VBIN, INSN_VAND, DT_U16, and2, 3, NULL);
        if (!dtype_is_signed(d)) {
            int mx[2] = {t0, t0};
            a2a3_step(p, vs, i, IK_VSCA, INSN_VMAXS, s, mx, 2, plan_int_scalar(p, s, 0));
        }
        us = t0;
        p->ctrl_sat = 1;
    }
    if (s == DT_I32 && d == DT_I16)
        p->ctrl_sat = 1;
    /* the exact pairs have no rounding suffix (TCvt.hpp's names) */
    int exact = dtype_size(d) > dtype_size(s) && !(s == DT_F16 && d == DT_I32) &&
                !(s == DT_BF16 && d == DT_I32);
    exact |= s == DT_I32 && d == DT_I16;
    a2a3_conv(
        p, vs, i,
        plan_fmt(CPREFIX("vconv_") "%s2%s%s", conv_code(s), conv_code(d), exact ? "" : round_a2a3(m)), ud,
        p->ub[ud].dtype, us, p->ub[us].dtype);
}

/* ---- compares ------------------------------------------------------- */

/* The A2/A3 compares take half and float in every mode and int32_t for
 * eq only (sim/README.md, "Compares"; pto-isa's TCMP issues _eq for any
 * int32 mode).  32-bit integers get the other modes exactly from eq:
 * a >= b iff max(a, b) == a, a <= b iff min(a, b) == a, and lt, gt, ne as
 * the bits' complements; unsigned data is compared with its top bit
 * flipped (+ MIN, wrapping), as signed. */
static int a2a3_cmp_native(enum dtype dt, int cmp)
{
    return dt == DT_F16 || dt == DT_F32 || cmp == CMP_EQ;
}

/* Data temporaries a 32-bit integer compare needs: the max or min, and
 * the two biased operands of unsigned data. */
static int a2a3_cmp_temps(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    if (a2a3_cmp_native(dt, o->cmp) || o->cmp == CMP_NE)
        return 0;
    return dt == DT_U32 ? 2 + (o->nsrc == 2) : 1;
}

/* One compare instruction NAME (vcmpv_eq, vcmpvs_lt) writing the bits of
 * every valid element into mask tile UM from UA and UB (or the scalar
 * SCALAR) seen as VIEW.  Normal mode, full mask (the only state the
 * compares take): one instruction over the whole tile when the rows are
 * contiguous (a dense mask: one bit stream), in pieces of at most 240
 * repeats (pto-isa's bound, which keeps each piece's bits 32-byte
 * aligned); else one per row, at the mask's row pitch. */
static void a2a3_vcmp(struct plan *p, struct vstate *vs, int op, enum insn_id id, int um, int ua,
                      int ub, const char *scalar, enum dtype view)
{
    int sz = dtype_size(view), elems = REPEAT_BYTES / sz;
    set_norm(p, vs, ~0ull, ~0ull);
    int us[3] = {um, ua, ub}, n = ub >= 0 ? 3 : 2;
    if (p->contiguous) {
        int cols = p->vcols;
        int maxrep = (p->vrows * cols + elems - 1) / elems;
        struct plan_count total = plan_count_ceil(cols, elems - 1, elems);
        for (int k = 0; k * 240 < maxrep; k++) {
            struct insn *in = plan_add_insn(p, n == 3 ? IK_VCMP : IK_VCMPS, op);
            plan_insn_set(in, id);
            in->nopnd = n;
            in->scalar = scalar;
            in->repeat = maxrep <= 240 ? total : plan_count_window(total, 240 * k, 240);
            for (int j = 0; j < n; j++) {
                const struct ub_tile *t = &p->ub[us[j]];
                in->opnd[j] = (struct operand){us[j], j ? plan_view(t->dtype, view) : PLAN_OWN,
                                               j ? 240 * k * elems : 240 * k * elems / 8, 0};
                in->stride[j] = 8;
                add_access(in, us[j], 0, t->pitch * dtype_size(t->dtype), 0, j == 0);
            }
        }
        return;
    }
    plan_add_insn(p, IK_ROWS_BEGIN, op);
    int rep = (p->vcols + elems - 1) / elems;
    struct insn *in = plan_add_insn(p, n == 3 ? IK_VCMP : IK_VCMPS, op);
    plan_insn_set(in, id);
    in->nopnd = n;
    in->scalar = scalar;
    in->repeat = plan_count_const(rep, 1);
    for (int j = 0; j < n; j++) {
        const struct ub_tile *t = &p->ub[us[j]];
        in->opnd[j] = (struct operand){us[j], j ? plan_view(t->dtype, view) : PLAN_OWN, 0, t->pitch};
        in->stride[j] = 8;
        add_access(in, us[j], 0, j ? rep * REPEAT_BYTES : rep * elems / 8, 1, j == 0);
    }
    plan_add_insn(p, IK_ROWS_END, op);
}

/* The complement of every bit of mask tile UM (its whole buffer), in
 * counter mode on a 16-bit view. */
static void a2a3_mask_not(struct plan *p, struct vstate *vs, int op, int um)
{
    int us[2] = {um, um};
    const struct ub_tile *t = &p->ub[um];
    set_count(p, vs, plan_count_const((int)(t->size / 2), 0));
    struct insn *in = plan_add_insn(p, IK_VUN, op);
    plan_insn_set(in, INSN_VNOT);
    in->nopnd = 2;
    in->repeat = plan_count_const(1, 1);
    for (int j = 0; j < 2; j++) {
        in->opnd[j] = (struct operand){us[j], DT_U16, 0, 0};
        in->stride[j] = 8;
        add_access(in, um, 0, t->pitch, 0, j == 0);
    }
}

/* A mask output whose rows end inside a byte (padded rows, vc % 8): the
 * compare wrote whole repeats, so the bits of that byte past the valid
 * columns are the padding's.  The 16-bit element holding the byte is
 * anded with the valid bits' pattern in every row (normal mode, that one
 * element enabled), as GM expects them 0. */
static void a2a3_mask_clean(struct plan *p, struct vstate *vs, int op, int um, int scratch_ub)
{
    int b = p->vcols / 8, k = b / 2, bits = (1 << (p->vcols % 8)) - 1;
    unsigned pattern = b % 2 ? 0x00ffu | (unsigned)bits << 8 : (unsigned)bits;
    uint64_t hi = k >= 64 ? 1ull << (k - 64) : 0, lo = k < 64 ? 1ull << k : 0;
    set_norm(p, vs, hi, lo);
    const struct ub_tile *t = &p->ub[um];
    struct insn *dup = plan_add_insn(p, IK_VDUP, op);
    plan_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){scratch_ub, DT_U16, 0, 0};
    dup->repeat = plan_count_rows(1);
    dup->stride[0] = t->pitch / 32;
    dup->scalar = plan_fmt("(uint16_t)0x%04x", pattern);
    add_access(dup, scratch_ub, 2 * k, 2 * k + 2, 0, 1);
    struct insn *and = plan_add_insn(p, IK_VBIN, op);
    plan_insn_set(and, INSN_VAND);
    and->nopnd = 3;
    and->repeat = plan_count_rows(1);
    int us[3] = {um, um, scratch_ub};
    for (int j = 0; j < 3; j++) {
        and->opnd[j] = (struct operand){us[j], DT_U16, 0, 0};
        and->stride[j] = t->pitch / 32;
        add_access(and, us[j], 2 * k, 2 * k + 2, 0, j == 0);
    }
}

/* tcmp, tcmps: op I's mask bits; TEMPS its data temporaries (32-bit
 * integer modes other than eq), BITS the scratch of a2a3_mask_clean. */
static void a2a3_cmp(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    enum insn_id family = o->nsrc == 1 ? INSN_VCMPVS_EQ : INSN_VCMPV_EQ;
    int um = p->tile_ub[o->dst], ua = p->tile_ub[o->src[0]];
    int ub = o->nsrc > 1 ? p->tile_ub[o->src[1]] : -1;
    const char *scalar = ub < 0 ? p->scalar_expr[i] : NULL;
    enum dtype view = dtype_is_float(dt) ? dt : DT_I32;
    if (a2a3_cmp_native(dt, o->cmp)) {
        a2a3_vcmp(p, vs, i, insn_compare(family, o->cmp), um, ua, ub, scalar, view);
    } else if (o->cmp == CMP_NE) {
        a2a3_vcmp(p, vs, i, family, um, ua, ub, scalar, view);
        a2a3_mask_not(p, vs, i, um);
    } else {
        /* ge, lt: max; le, gt: min; == the first operand */
        int usemax = o->cmp == CMP_GE || o->cmp == CMP_LT;
        int x = ua, y = ub, ut = temps[0];
        const char *ys = scalar;
        if (dt == DT_U32) {
            const char *mn = plan_int_scalar(p, DT_I32, INT32_MIN);
            int b0[2] = {temps[1], ua};
            a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, DT_I32, b0, 2, mn);
            x = temps[1];
            if (ub >= 0) {
                int b1[2] = {temps[2], ub};
                a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, DT_I32, b1, 2, mn);
                y = temps[2];
            } else {
                ys = plan_step_scalar(p, i, LSC_BIAS, DT_I32);
            }
        }
        if (y >= 0) {
            int u[3] = {ut, x, y};
            a2a3_step(p, vs, i, IK_VBIN, usemax ? INSN_VMAX : INSN_VMIN, DT_I32, u, 3,
                      NULL);
        } else {
            int u[2] = {ut, x};
            a2a3_step(p, vs, i, IK_VSCA, usemax ? INSN_VMAXS : INSN_VMINS, DT_I32, u, 2,
                      ys);
        }
        a2a3_vcmp(p, vs, i, INSN_VCMPV_EQ, um, ut, x, NULL, DT_I32);
        if (o->cmp == CMP_LT || o->cmp == CMP_GT)
            a2a3_mask_not(p, vs, i, um);
    }
    if (spec_is_io(k, o->dst) && !p->contiguous && p->vcols % 8)
        a2a3_mask_clean(p, vs, i, um, p->mask_bits);
}

/* ---- remainders and tprelu ------------------------------------------ */

/* The float temporaries of a2a3_rem: for f16 and bf16 the widened
 * operands and the quotient; for f32 a broadcast scalar, and the quotient
 * when dst is a source (else dst holds it). */
static int a2a3_rem_temps(const struct op *o, enum dtype dt)
{
    if (dt != DT_F32)
        return 3;
    return (o->nsrc == 1) + (o->dst == o->src[0] || (o->nsrc > 1 && o->dst == o->src[1]));
}

/* trem, tfmod, trems, tfmods on floats, as pto-isa's a2a3/TRem.hpp and
 * TFmod.hpp (TRemS, TFmodS: the scalar broadcast first): q = a / b,
 * rounded to an integral value by the step's vconv (f: floor, z: trunc),
 * m = q * b, r = a - m, each rounded in float.  f16 and bf16 are widened
 * to float first (exact) and r is rounded once to the dtype, where
 * pto-isa's half path rounds the quotient through int16_t (wrong from
 * 32768 on); their scalar is broadcast in float, rounded to the dtype and
 * widened back, as the host rounds it. */
static void a2a3_rem(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    static const char *const widen[DT__COUNT] = {
        [DT_F16] = CCALL("vconv_f162f32"), [DT_BF16] = CCALL("vconv_bf162f32")};
    static const char *const narrow[DT__COUNT] = {
        [DT_F16] = CCALL("vconv_f322f16r"), [DT_BF16] = CCALL("vconv_f322bf16r")};
    const struct op *o = &p->k->ops[i];
    const struct lstep *s = a2a3_lowering(p, i)->steps;
    enum dtype dt = spec_op_dtype(p->k, o);
    int ud = p->tile_ub[o->dst], x = p->tile_ub[o->src[0]];
    int y = s->kind == LK_BIN ? p->tile_ub[o->src[1]] : -1, q = ud, t = 0;
    if (dt != DT_F32) {
        int wx = temps[t++], wy = temps[t++];
        a2a3_conv(p, vs, i, widen[dt], wx, DT_F32, x, dt);
        if (y >= 0) {
            a2a3_conv(p, vs, i, widen[dt], wy, DT_F32, y, dt);
        } else { /* dst's data is read: it holds the rounded scalar */
            a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, DT_F32, &wy, 1,
                      plan_step_scalar(p, i, LSC_OP, DT_F32));
            a2a3_conv(p, vs, i, narrow[dt], ud, dt, wy, DT_F32);
            a2a3_conv(p, vs, i, widen[dt], wy, DT_F32, ud, dt);
        }
        x = wx;
        y = wy;
        q = temps[t++];
    } else {
        if (y < 0) {
            y = temps[t++];
            a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, DT_F32, &y, 1, p->scalar_expr[i]);
        }
        if (t < a2a3_rem_temps(o, dt))
            q = temps[t++];
    }
    int div[3] = {q, x, y}, rnd[2] = {q, q}, mul[3] = {q, q, y};
    int sub[3] = {dt == DT_F32 ? ud : q, x, q};
    a2a3_step(p, vs, i, IK_VBIN, INSN_VDIV, DT_F32, div, 3, NULL);
    a2a3_step(p, vs, i, IK_VUN, s->insn, DT_F32, rnd, 2, NULL);
    a2a3_step(p, vs, i, IK_VBIN, INSN_VMUL, DT_F32, mul, 3, NULL);
    a2a3_step(p, vs, i, IK_VBIN, INSN_VSUB, DT_F32, sub, 3, NULL);
    if (dt != DT_F32)
        a2a3_conv(p, vs, i, narrow[dt], ud, dt, q, DT_F32);
}

/* TPRELU as pto-isa's a2a3/TPrelu.hpp (TMUL, TCMPS GT 0, TSEL), the
 * compare first so that dst may be src0: the bits of src0 > 0 into the
 * mask temporary TEMPS[0] (tcmps' a2a3_vcmp: one stream over contiguous
 * tiles, else a row each at the mask's pitch, as tsel reads them), the
 * product into dst (TEMPS[1] when dst is src0), then tsel takes src0
 * where the bit is 1. */
static void a2a3_prelu(struct plan *p, struct vstate *vs, int i, const int *temps, int scratch)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    int ud = p->tile_ub[o->dst], u0 = p->tile_ub[o->src[0]], u1 = p->tile_ub[o->src[1]];
    int um = temps[0], prod = o->dst == o->src[0] ? temps[1] : ud;
    a2a3_vcmp(p, vs, i, INSN_VCMPVS_GT, um, u0, -1, plan_int_scalar(p, dt, 0), dt);
    int mul[3] = {prod, u0, u1};
    a2a3_step(p, vs, i, IK_VBIN, INSN_VMUL, dt, mul, 3, NULL);
    a2a3_sel(p, vs, i, ud, um, u0, prod, scratch, p->contiguous);
}

/* The instructions of spec op I in the tile body; TEMPS are its
 * temporaries' UB tiles, SCRATCH the hidden TSEL scratch. */
static void a2a3_op(struct plan *p, struct vstate *vs, int i, const int *temps, int scratch)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    struct insn *begin = plan_add_insn(p, IK_OPBEGIN, i);
    /* an elementwise op on vector tiles: their values are contiguous */
    int saved_contiguous = p->contiguous, saved_vcols = p->vcols;
    if (op_table[o->code].family < OPF_ROWREDUCE && TILE_IS_VECTOR(&k->tiles[o->dst])) {
        p->vec_shape = k->tiles[o->dst].per;
        p->contiguous = 1;
        p->vcols = k->tiles[o->dst].vcols;
    }
    switch (lw->special) {
    case LS_NONE:
        a2a3_recipe(p, vs, i, lw, temps);
        break;
    case LS_A2A3_RED:
        a2a3_red(p, vs, i, temps);
        break;
    case LS_A2A3_EXPAND:
        a2a3_expand(p, vs, i, temps);
        break;
    case LS_A2A3_BCAST:
        a2a3_bcast(p, vs, i, temps);
        break;
    case LS_A2A3_SHIFT:
        begin->name = a2a3_shr_is_vector(p, i) ? "vector pipe, one count bit at a time"
                                               : "scalar loop on the S pipe";
        a2a3_shift(p, vs, i, temps);
        break;
    case LS_A2A3_LOOP:
        begin->name = "scalar loop on the S pipe";
        a2a3_scalar_loop(p, i);
        break;
    case LS_A2A3_CMP:
        a2a3_cmp(p, vs, i, temps);
        break;
    case LS_A2A3_CVT:
        a2a3_cvt(p, vs, i, temps);
        break;
    case LS_A2A3_SEL:
        a2a3_sel(p, vs, i, p->tile_ub[o->dst], p->tile_ub[o->mask], p->tile_ub[o->src[0]],
                 p->tile_ub[o->src[1]], scratch, p->sel_stream);
        break;
    case LS_A2A3_SELS:
        a2a3_sels(p, vs, i, scratch);
        break;
    case LS_A2A3_REM:
        if (spec_op_dtype(k, o) != DT_F32)
            begin->name = "widened to float";
        a2a3_rem(p, vs, i, temps);
        break;
    case LS_A2A3_PRELU:
        a2a3_prelu(p, vs, i, temps, scratch);
        break;
    default:
        diag_bug("'%s' has no a2a3 lowering here", op_table[o->code].name);
    }
    p->vec_shape = PER_FULL;
    p->contiguous = saved_contiguous;
    p->vcols = saved_vcols;
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
    return plan_add_ub(p, -1, plan_fmt("pgr_tmp%d", (*ntmp)++), dt, rows, pitch, 1);
}

/* Op I's temporaries: TEMPS[j] for its j-th, a UB tile: dst where a
 * recipe allows it, else the spec's 'tmp' (the first one) or a scratch
 * tile shared with other ops' (each op's temporaries are dead after it). */
static void a2a3_temps(struct plan *p, int i, int *temps, int *ntmp)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    int need = lw->ntemps, in_dst = -1, spec_tmp = o->tmp;
    if (lw->special == LS_A2A3_RED || lw->special == LS_A2A3_EXPAND ||
        lw->special == LS_A2A3_BCAST) {
        a2a3_red_temps(p, i, temps, ntmp);
        return;
    }
    for (int j = 0; j < LOWER_MAX_TEMPS; j++)
        temps[j] = -1;
    if (lw->special == LS_A2A3_SHIFT && a2a3_shr_is_vector(p, i))
        need = o->dst == o->src[1] ? 3 : 2; /* shifted, bit mask[, accumulator] */
    if (lw->special == LS_NONE) {
        int alias[OP_MAX_SRC] = {0};
        for (int s = 0; s < o->nsrc; s++)
            alias[s] = o->src[s] == o->dst;
        in_dst = lower_temp_in_dst(lw, alias);
        if (in_dst >= 0)
            temps[in_dst] = p->tile_ub[o->dst];
    } else {
        spec_tmp = -1;
    }
    if (lw->special == LS_A2A3_CMP)
        need = a2a3_cmp_temps(p, i);
    if (lw->special == LS_A2A3_CVT) /* a float -> integer NaN guard */
        need = dtype_is_float(k->tiles[o->src[0]].dtype) && !dtype_is_float(k->tiles[o->dst].dtype)
                   ? 2
                   : 0;
    /* temporaries are like the op's data: dst, or a compare's or
     * conversion's source; a float remainder's are float tiles, tprelu's
     * first a mask */
    const struct tile *d =
        &k->tiles[spec_op_dst_is_mask(&op_table[o->code]) || op_table[o->code].family == OPF_CONVERT
                      ? o->src[0]
                      : o->dst];
    enum dtype tdt[LOWER_MAX_TEMPS];
    for (int j = 0; j < LOWER_MAX_TEMPS; j++)
        tdt[j] = d->dtype;
    if (lw->special == LS_A2A3_REM) {
        need = a2a3_rem_temps(o, d->dtype);
        for (int j = 0; j < need; j++)
            tdt[j] = DT_F32;
    } else if (lw->special == LS_A2A3_PRELU) {
        need = 1 + (o->dst == o->src[0]);
        tdt[0] = DT_MASK;
    }
    for (int j = 0; j < need; j++) {
        if (temps[j] >= 0)
            continue;
        if (spec_tmp >= 0) {
            temps[j] = p->tile_ub[spec_tmp];
            spec_tmp = -1;
            continue;
        }
        /* a mask for a compare's bits: uint8_t itself */
        enum dtype dt = tdt[j] == DT_MASK ? DT_U8 : tdt[j];
        int pitch = tdt[j] == DT_MASK ? plan_mask_pitch(d->cols) : d->cols;
        temps[j] = a2a3_scratch(p, dt, d->rows, pitch, tdt[j] == DT_MASK, temps, j, ntmp);
    }
}

/* An elementwise op on vector tiles lowers by a recipe or a conversion
 * (their values are one contiguous run); the other forms assume full
 * tiles.  1 after a diagnostic. */
static int a2a3_vector_special(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum lspecial sp = a2a3_special(p, i);
    if (op_table[o->code].family >= OPF_ROWREDUCE || !TILE_IS_VECTOR(&k->tiles[o->dst]) ||
        sp == LS_NONE || sp == LS_A2A3_CVT)
        return 0;
    diag_error(o->loc, "'%s' on %s %s tiles is not supported on target 'a2a3'",
               op_table[o->code].name, spec_per_name(k->tiles[o->dst].per),
               dtype_name(spec_op_dtype(k, o)));
    diag_note(o->loc, "its a2a3 lowering (a scalar loop, a select or a compare) works on full "
                      "tiles only");
    return 1;
}

static int plan_a2a3(struct plan *p)
{
    const struct kernel *k = p->k;
    int errors = 0;
    int uses_sel = 0; /* the hidden scratch feeds CMPMASK */
    for (int i = 0; i < k->nops; i++) {
        enum lspecial sp = a2a3_special(p, i);
        if (sp == LS_A2A3_SEL || sp == LS_A2A3_SELS || sp == LS_A2A3_PRELU)
            uses_sel = 1;
    }

    /* contiguous iff every used data tile's valid columns fill its rows */
    p->contiguous = 1;
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        if (!plan_tile_used(k, t) || tl->dtype == DT_MASK)
            continue;
        if (tl->vcols != tl->cols)
            p->contiguous = 0;
    }
    /* the reductions and broadcasts repeat over the rows, whatever the
     * tiles' shape */
    int row_ops = 0;
    for (int i = 0; i < k->nops; i++) {
        enum lspecial sp = a2a3_special(p, i);
        row_ops |= sp == LS_A2A3_RED || sp == LS_A2A3_EXPAND || sp == LS_A2A3_BCAST;
        errors += a2a3_vector_special(p, i);
    }
    if (!p->contiguous || row_ops)
        errors += a2a3_row_repeat_limits(p, !p->contiguous) + a2a3_float_row_limits(p);
    if (errors)
        return errors;

    /* TSEL whose data rows are exactly as long as a GM mask row has bits
     * (ceil(vcols / 8) * 8 elements: contiguous rows of whole mask bytes,
     * or rows padded just to that): the mask rows loaded back to back are
     * one bit stream in step with the data, so one set_cmpmask and one
     * counter-mode vsel cover the tile instead of both per row.  The vsel
     * then also writes dst's padding columns, which nothing reads. */
    p->sel_stream = uses_sel;
    /* a mask an op computes is dense only in contiguous tiles: a compare
     * in padded rows writes each row at a 32-byte aligned pitch */
    for (int i = 0; i < k->nops && !p->contiguous; i++)
        if (spec_op_dst_is_mask(&op_table[k->ops[i].code]))
            p->sel_stream = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int bits = (p->vcols + 7) / 8 * 8;
        enum lspecial sp = a2a3_special(p, i);
        if (sp != LS_A2A3_SEL && sp != LS_A2A3_SELS)
            continue;
        if (k->tiles[o->dst].cols != bits)
            p->sel_stream = 0;
        for (int j = 0; j < o->nsrc; j++)
            if (k->tiles[o->src[j]].cols != bits)
                p->sel_stream = 0;
    }

    /* UB tiles: every used tile in spec order, then automatic tmps */
    p->tile_ub = xcalloc((size_t)k->ntiles, sizeof *p->tile_ub);
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        p->tile_ub[t] = -1;
        if (!plan_tile_used(k, t))
            continue;
        if (tl->dtype == DT_MASK && (p->sel_stream || p->contiguous)) {
            /* the GM mask rows back to back: bit j of the tile's stream
             * is element j of the data tiles */
            p->tile_ub[t] = plan_add_ub(p, t, tl->name, DT_U8, tl->rows, (tl->vcols + 7) / 8, 1);
            struct ub_tile *u = &p->ub[p->tile_ub[t]];
            u->dense = 1;
            u->size = (u->size + 31u) / 32u * 32u;
        } else if (tl->dtype == DT_MASK)
            p->tile_ub[t] =
                plan_add_ub(p, t, tl->name, DT_U8, tl->rows, plan_mask_pitch(tl->cols), 1);
        else
            p->tile_ub[t] = plan_add_ub(p, t, tl->name, tl->dtype, tl->rows, tl->cols, 1);
        /* a per-row tile's values back to back: one GM burst */
        p->ub[p->tile_ub[t]].dense |= tl->per == PER_ROW;
    }
    /* temps[LOWER_MAX_TEMPS * i + j]: op i's j-th temporary, or -1 */
    int *temps = xcalloc(LOWER_MAX_TEMPS * (size_t)k->nops + 1, sizeof *temps);
    int ntmp = 0;
    for (int i = 0; i < k->nops; i++)
        a2a3_temps(p, i, &temps[LOWER_MAX_TEMPS * i], &ntmp);
    /* a mask output in padded rows ending inside a byte: a scratch for its
     * clean-up (a2a3_mask_clean) */
    p->mask_bits = -1;
    for (int i = 0; i < k->nops && !p->contiguous && p->vcols % 8; i++) {
        const struct op *o = &k->ops[i];
        if (a2a3_special(p, i) == LS_A2A3_CMP && spec_is_io(k, o->dst) && p->mask_bits < 0)
            p->mask_bits = plan_add_ub(p, -1, "pgr_bits", DT_U8, k->tiles[o->dst].rows,
                                       plan_mask_pitch(k->tiles[o->dst].cols), 1);
    }
    int scratch = -1;
    if (uses_sel) {
        scratch = plan_add_ub(p, -1, "pgr_selmask", DT_U32, 1, 32, 1);
        p->ub[scratch].addr = A2A3_SCRATCH_ADDR;
        p->uses_scratch = 1;
    }
    p->ub_capacity = uses_sel ? A2A3_SCRATCH_ADDR : (int)target_desc(p->target)->ub_bytes;
    for (int i = 0; i < k->nops; i++)
        if (a2a3_special(p, i) == LS_A2A3_CMP)
            p->tail_reserve = A2A3_CMP_TAIL_RESERVE;
    if (plan_place_ub(p, p->ub_capacity)) {
        free(temps);
        return 1;
    }

    /* the tile body */
    struct vstate vs = {.count_mode = 0, .hi = ~0ull, .lo = ~0ull};
    for (int i = 0; i < k->nops; i++)
        a2a3_op(p, &vs, i, &temps[LOWER_MAX_TEMPS * i], scratch);
    /* every op leaves the core as it found it: normal mode, full mask */
    set_norm(p, &vs, ~0ull, ~0ull);
    free(temps);
    a2a3_barriers(p);
    return a2a3_too_long(p);
}

/* a2a3: tile-tile shifts on 16- and 32-bit data can run as the scalar
 * loop (pto-isa's way) or on the vector pipe; plan both and keep the one
 * the cycle model finds cheaper per tile (the vector form on ties). */
int plan_a2a3_best(struct plan *p)
{
    const struct kernel *k = p->k;
    int eligible = 0, shifts = 0;
    for (int i = 0; i < k->nops; i++)
        if (a2a3_special(p, i) == LS_A2A3_SHIFT) {
            int sz = dtype_size(k->tiles[k->ops[i].dst].dtype);
            shifts = 1;
            eligible |= sz == 2 || sz == 4;
        }
    p->shr_vector = eligible;
    int errors = plan_a2a3(p);
    if (errors || !eligible) {
        p->shr_form = shifts ? "scalar loop" : NULL;
        return errors;
    }
    struct plan alt = *p;
    alt.insn = NULL;
    alt.ninsn = alt.insn_cap = 0;
    alt.ub = NULL;
    alt.nub = 0;
    alt.tile_ub = NULL;
    alt.ub_used = alt.uses_scratch = alt.nhelpers = alt.helpers_cap = 0;
    alt.helpers = NULL;
    alt.xreg = NULL;
    alt.nxreg = alt.xreg_cap = 0;
    alt.shr_vector = 0;
    if (plan_a2a3(&alt))
        diag_bug("the scalar-loop plan failed where the vector one did not");
    struct cost cv, cs;
    cost_estimate(p, &cv);
    cost_estimate(&alt, &cs);
    if (cs.cycles < cv.cycles) {
        plan_release(p);
        *p = alt;
        p->shr_form = "scalar loop";
    } else {
        plan_release(&alt);
        p->shr_form = "vector";
    }
    return 0;
}
