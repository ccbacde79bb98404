/* plan_a5_red.c - a5: vector tiles, the row reductions and the broadcasts
 * (plan_).
 *
 * plan_a5.c walks a tile in chunks of one vector length, row by row once
 * a kernel has vector tiles.  This file decides what runs once per row
 * around a row's chunks, and the shape of those instructions:
 *
 *  - before the chunks (PLAN_PART_ROW_PRE): a per-row value loaded from
 *    UB into lane 0 of its register, the ops on per-row values whose
 *    sources are there already, the broadcast (vdup of lane 0) of each
 *    per-row value a chunk op reads, a reduction's accumulator set;
 *  - in each chunk: the full-tile ops, a reduction's lane-wise step, a
 *    per-col value's chunk loaded like a full tile's, row 0 always;
 *  - after the chunks (PLAN_PART_ROW_POST): a reduction finished into
 *    lane 0 (vcadd, vcmax, vcmin), the ops on per-row values that follow
 *    it, and the per-row stores (ONEPT: lane 0 only).
 *
 * A segment (one __VEC_SCOPE__) runs these parts in that order for every
 * row, so an op that would have to go back to an earlier part starts a
 * new segment: a chunk op after a row-end op, or one that reads a per-row
 * value a reduction of the segment completes only at the row's end.  The
 * value then passes through UB, as a full tile does between segments.
 *
 * Per-col results (the column reductions, ops on per-col values) turn the
 * walk around: such a segment is column-major (a5seg.colmajor), chunks
 * outer and rows inner, as a5/TColReduceOps.hpp walks a column chunk over
 * the rows, so that a column's accumulator stays in its register.  The
 * parts are then once per chunk: before its rows, a per-col value loaded,
 * the ops on per-col values, a reduction's accumulator set (its dst is the
 * accumulator); in each row, the full-tile ops and a reduction's step; after
 * the rows, the ops on reduced values and the per-col stores.  A segment is
 * one or the other, so an op on per-row values and one with a per-col
 * result never share one.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

/* Order of the parts within a row. */
enum { RANK_PRE, RANK_CHUNK, RANK_POST };

struct a5_rows {
    const struct kernel *k;
    int rank;            /* the furthest part the segment's ops reached */
    int row, col;        /* the segment has per-row values; per-col results */
    int mask;            /* the segment reads or writes mask tiles */
    unsigned char *late; /* per tile: a per-row value known at the row's end only */
    int *bcast;          /* per tile: its broadcast register in this segment, or -1 */
};

static int per_of(const struct kernel *k, int t)
{
    return t >= 0 ? (int)k->tiles[t].per : PER_FULL;
}

int plan_a5_has_vectors(const struct kernel *k)
{
    for (int t = 0; t < k->ntiles; t++)
        if (k->tiles[t].per != PER_FULL && ir_tile_used(k, t))
            return 1;
    return 0;
}

/* Does op O run once per row on per-row values (not a reduction)? */
int plan_a5_row_op(const struct kernel *k, const struct op *o)
{
    return per_of(k, o->dst) == PER_ROW && op_table[o->code].family != OPF_ROWREDUCE;
}

/* Does op O run once per chunk on per-col values (not a reduction; a
 * conversion of per-col values runs in the rows, as a full tile's)? */
static int col_op(const struct kernel *k, const struct op *o)
{
    enum op_family f = op_table[o->code].family;
    return per_of(k, o->dst) == PER_COL && f != OPF_COLREDUCE && f != OPF_CONVERT;
}

/* Does op O make its segment column-major? */
int plan_a5_col_kind(const struct kernel *k, const struct op *o)
{
    return col_op(k, o) || op_table[o->code].family == OPF_COLREDUCE;
}

/* Does op O load or store a mask tile (an input or output)?  Such ops get
 * segments without per-row values or per-col results: a mask's chunks (in
 * pairs for 4-byte data) and the parts of a row or chunk do not mix.  A
 * mask computed and read in registers needs neither. */
int plan_a5_mask_kind(const struct kernel *k, const struct op *o)
{
    return (o->mask >= 0 && spec_is_io(k, o->mask)) ||
           (k->tiles[o->dst].dtype == DT_MASK && spec_is_io(k, o->dst));
}

/* Does op O need the row-major walk (a per-row operand)? */
static int row_kind(const struct kernel *k, const struct op *o)
{
    int r = per_of(k, o->dst) == PER_ROW;
    for (int s = 0; s < o->nsrc; s++)
        r |= per_of(k, o->src[s]) == PER_ROW;
    return r;
}

int plan_a5_vec_ub(struct plan *p, int t)
{
    const struct tile *tl = &p->k->tiles[t];
    int per32 = 32 / dtype_size(tl->dtype);
    if (tl->per == PER_ROW) /* a 32-byte row each: vlds and ONEPT vsts per row */
        return ir_add_ub(p, t, tl->name, tl->dtype, tl->rows, per32, 1);
    return ir_add_ub(p, t, tl->name, tl->dtype, 1, (tl->cols + per32 - 1) / per32 * per32, 1);
}

struct a5_rows *plan_a5_rows_new(const struct kernel *k)
{
    struct a5_rows *st = xcalloc(1, sizeof *st);
    st->k = k;
    st->late = xcalloc((size_t)k->ntiles + 1, 1);
    st->bcast = xcalloc((size_t)k->ntiles + 1, sizeof *st->bcast);
    plan_a5_rows_reset(st);
    return st;
}

void plan_a5_rows_free(struct a5_rows *st)
{
    free(st->late);
    free(st->bcast);
    free(st);
}

void plan_a5_rows_reset(struct a5_rows *st)
{
    st->rank = RANK_PRE;
    st->row = st->col = st->mask = 0;
    for (int t = 0; t < st->k->ntiles; t++) {
        st->late[t] = 0;
        st->bcast[t] = -1;
    }
}

int plan_a5_rows_split(const struct a5_rows *st, int i)
{
    const struct kernel *k = st->k;
    const struct op *o = &k->ops[i];
    if ((st->row && plan_a5_col_kind(k, o)) || (st->col && row_kind(k, o)))
        return 1;
    if (st->mask ? row_kind(k, o) || plan_a5_col_kind(k, o)
                 : (st->row || st->col) && plan_a5_mask_kind(k, o))
        return 1;
    if (plan_a5_row_op(k, o) || col_op(k, o))
        return 0;
    if (st->rank == RANK_POST)
        return 1;
    for (int s = 0; s < o->nsrc; s++)
        if (per_of(k, o->src[s]) != PER_FULL && st->late[o->src[s]])
            return 1;
    return 0;
}

int plan_a5_rows_colmajor(const struct a5_rows *st)
{
    return st->col;
}

int plan_a5_rows_place(struct a5_rows *st, int i)
{
    const struct kernel *k = st->k;
    const struct op *o = &k->ops[i];
    st->row |= row_kind(k, o);
    st->col |= plan_a5_col_kind(k, o);
    st->mask |= plan_a5_mask_kind(k, o);
    if (plan_a5_row_op(k, o) || col_op(k, o)) {
        int pre = st->rank == RANK_PRE;
        st->rank = pre ? RANK_PRE : RANK_POST;
        st->late[o->dst] = !pre;
        return pre ? PLAN_PART_ROW_PRE : PLAN_PART_ROW_POST;
    }
    st->rank = RANK_CHUNK;
    enum op_family f = op_table[o->code].family;
    if (f == OPF_ROWREDUCE || f == OPF_COLREDUCE)
        st->late[o->dst] = 1;
    return PLAN_PART_CHUNK;
}

void plan_a5_vec_load(struct plan *p, struct insn *in, int t)
{
    int per = per_of(p->k, t);
    if (per == PER_ROW) /* lane 0 is the row's value */
        in->part = PLAN_PART_ROW_PRE;
    else if (per == PER_COL) { /* the columns of row 0, in every row */
        in->opnd[0].row_step = 0;
        if (p->segs[p->cur_seg].colmajor) /* or once per chunk */
            in->part = PLAN_PART_ROW_PRE;
    }
}

void plan_a5_vec_store(struct plan *p, struct insn *in, int t)
{
    if (per_of(p->k, t) == PER_COL) { /* a per-col conversion: row 0, every row */
        in->opnd[0].row_step = 0;
        if (p->segs[p->cur_seg].colmajor) /* or once per chunk, after its rows */
            in->part = PLAN_PART_ROW_POST;
    }
    if (per_of(p->k, t) != PER_ROW)
        return;
    /* lane 0 at the row's element (a5/TRowReduce.hpp's DIST_ONEPT) */
    int size = dtype_size(p->k->tiles[t].dtype);
    long at = in - p->insn; /* lanes_pred may move the instructions */
    int pred = plan_a5_regs_lanes_pred(p, 1, size);
    in = &p->insn[at];
    in->part = PLAN_PART_ROW_POST;
    in->dist = size == 1 ? CNAME("ONEPT_B8") : size == 2 ? CNAME("ONEPT_B16") : CNAME("ONEPT_B32");
    in->pred = pred;
}

/* The identity of a float reduction (-0 for a sum, -inf for a maximum,
 * +inf for a minimum) as a scalar of DT, spelled as the target spells
 * every other scalar of DT ((half) cast, PGR_BF16). */
static const char *float_identity(const struct plan *p, enum dtype dt, int sum, int max)
{
    struct scalar v = {.kind = SC_FLOAT, .fval = sum ? -0.0 : max ? -INFINITY : INFINITY};
    return ir_scalar_spell(p->k, p->target, dt, v);
}

/* 1 as a float scalar of DT (a product's identity), spelled as float_identity's. */
static const char *float_one(const struct plan *p, enum dtype dt)
{
    struct scalar v = {.kind = SC_FLOAT, .fval = 1.0};
    return ir_scalar_spell(p->k, p->target, dt, v);
}

/* A register op of op I in the current part: D = NAME(A[, B]). */
static struct insn *vop(struct plan *p, int i, enum insn_id id, int d, int a, int b, int pred)
{
    struct insn *in = ir_add_insn(p, IK_VOP, i);
    ir_insn_set(in, id);
    in->mask_tile = -1;
    in->pred = pred;
    in->tile[in->ntile++] = d;
    if (a >= 0)
        in->tile[in->ntile++] = a;
    if (b >= 0)
        in->tile[in->ntile++] = b;
    return in;
}

/* trowsum, trowmax, trowmin: the pinned order of docs/semantics.md.  The
 * accumulator starts at the identity (-0 for sums: -0 + x is x, -0
 * included), takes each chunk lane-wise under the chunk's predicate with
 * MODE_MERGING (lanes a partial chunk lacks keep their value), and one
 * vcadd (vcmax, vcmin) over the first min(C, E) lanes ends the row, the
 * lanes it leaves out counting as +0.  pto-isa's a5/TRowReduce.hpp
 * instead reduces every chunk with vcadd and adds the results, another
 * order. */
/* The dtype row reduction I works in: an unsigned sum on its signed view,
 * the same bits, since a sum modulo 2^W does not depend on signedness
 * (A5's vcvt widens and converts signed integers only, a5/TCvt.hpp). */
static enum dtype red_dtype(const struct plan *p, int i)
{
    enum dtype dt = spec_op_dtype(p->k, &p->k->ops[i]);
    return dtype_is_float(dt) || p->k->ops[i].code != OP_ROWSUM ? dt : dtype_sint(dt);
}

/* The view register operand J of IN takes to read or write tile T of
 * row reduction I (NULL where T is of red_dtype already). */
static void red_view(const struct plan *p, int i, struct insn *in, int j, int t)
{
    enum dtype dt = red_dtype(p, i);
    if (p->k->tiles[t].dtype != dt)
        in->rview[j] = dtype_vreg(dt);
}

/* Row reduction I's register pgr_accI (its element size in *SIZE) set to
 * the identity, in the current part. */
static int row_acc(struct plan *p, int i, int *size)
{
    enum dtype dt = red_dtype(p, i);
    *size = dtype_size(dt);
    return plan_a5_regs_extra(p, ir_fmt("pgr_acc%d", i), dtype_vreg(dt));
}

static void row_identity(struct plan *p, int i, int acc)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = red_dtype(p, i);
    struct insn *in = vop(p, i, INSN_VBR, acc, -1, -1, -1);
    int bits = 8 * dtype_size(dt);
    if (o->code == OP_ROWPROD) /* 1 * x is x bit for bit */
        in->scalar = dtype_is_float(dt) ? float_one(p, dt) : ir_int_scalar(p, dt, 1);
    else if (dtype_is_float(dt))
        in->scalar = float_identity(p, dt, o->code == OP_ROWSUM, o->code == OP_ROWMAX);
    else if (o->code == OP_ROWSUM)
        in->scalar = ir_int_scalar(p, dt, 0);
    else if (!dtype_is_signed(dt)) /* unsigned: 0 for a maximum, all ones for a minimum */
        in->scalar = ir_int_scalar(p, dt, o->code == OP_ROWMAX ? 0 : (1ll << bits) - 1);
    else /* signed: MIN for a maximum, MAX for a minimum */
        in->scalar = ir_int_scalar(
            p, dt, o->code == OP_ROWMAX ? -(1ll << (bits - 1)) : (1ll << (bits - 1)) - 1);
}

/* A chunk combined into row reduction I's accumulator ACC, lane-wise
 * under the chunk's predicate (MODE_MERGING: lanes a partial chunk lacks
 * keep their value). */
static void row_step(struct plan *p, int i, int acc)
{
    const struct op *o = &p->k->ops[i];
    struct insn *in = vop(p, i,
                          o->code == OP_ROWSUM    ? INSN_VADD
                          : o->code == OP_ROWPROD ? INSN_VMUL
                          : o->code == OP_ROWMAX  ? INSN_VMAX
                                                  : INSN_VMIN,
                          acc, acc, o->src[0], -1);
    red_view(p, i, in, 2, o->src[0]);
    in->mode = CNAME("MODE_MERGING");
}

/* An integer row sum's fold (docs/targets.md).  A5's vcadd reduces half
 * and float registers only (a5/TRowReduce.hpp's check), so the lanes are
 * added in f32, where every partial sum is an integer below 2^24 and so
 * exact in any order: a 32-bit lane as its low 16 bits (vand) and its
 * arithmetic high half (vshrs 16), each summed by vcadd, converted back
 * and recombined, hi << 16 plus lo, modulo 2^32 (vshls, vadd); 16-bit
 * lanes widened to 32 bits in pairs (vcvt PART_EVEN and PART_ODD, then
 * vadd: 64 values below 2^17), summed by one vcadd, and narrowed without
 * saturation (RS_DISABLE), which keeps the sum's low 16 bits.  An i16
 * maximum (minimum) takes the same steps with vmax and vcmax (vmin,
 * vcmin): every i16 value is exact in f32, and vcmax reduces float
 * registers only as vcadd does.  Every lane of ACC takes part: those past
 * the row's columns hold the identity (0, MIN, MAX).
 * The vcvt, vand and shift forms are those of a5/TCvt.hpp, TAnd.hpp,
 * TShrS.hpp and TShlS.hpp, as the elementwise ops emit them. */
static struct insn *cvt(struct plan *p, int i, int d, int s, int pred, const char *args)
{
    struct insn *in = vop(p, i, INSN_VCVT, d, s, -1, pred);
    in->scalar = args;
    p->ctrl_sat = 1; /* RS_* decides: CTRL bit 60 = 0 */
    return in;
}

static void int_row_sum(struct plan *p, int i, int acc, int size)
{
    const struct op *o = &p->k->ops[i];
    int all = plan_a5_regs_all_true(p, 4);
    int w = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_lo", i), dtype_vreg(DT_I32));
    int f = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_flo", i), dtype_vreg(DT_F32));
    if (size == 2) {
        /* a maximum or minimum likewise: vmax (vmin) of the pairs, then
         * vcmax (vcmin) in f32, where every i16 value is exact */
        int max = o->code == OP_ROWMAX, sum = o->code == OP_ROWSUM;
        int all16 = plan_a5_regs_all_true(p, 2);
        int odd = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_hi", i), dtype_vreg(DT_I32));
        cvt(p, i, w, acc, all16, CNAME("PART_EVEN"));
        cvt(p, i, odd, acc, all16, CNAME("PART_ODD"));
        vop(p, i, sum ? INSN_VADD : max ? INSN_VMAX : INSN_VMIN, w, w, odd, all);
        cvt(p, i, f, w, all, CNAME("ROUND_R"));
        vop(p, i, sum ? INSN_VCADD : max ? INSN_VCMAX : INSN_VCMIN, f, f, -1, all);
        cvt(p, i, w, f, all, ir_fmt("%s, %s", CNAME("ROUND_R"), CNAME("RS_ENABLE")));
        const char *keep = ir_fmt("%s, %s", CNAME("RS_DISABLE"), CNAME("PART_EVEN"));
        red_view(p, i, cvt(p, i, o->dst, w, all, keep), 0, o->dst);
        return;
    }
    int k = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_k", i), dtype_vreg(DT_I32));
    int hi = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_hi", i), dtype_vreg(DT_I32));
    int fhi = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_fhi", i), dtype_vreg(DT_F32));
    vop(p, i, INSN_VBR, k, -1, -1, -1)->scalar = ir_int_scalar(p, DT_I32, 0xffff);
    vop(p, i, INSN_VAND, w, acc, k, all);
    vop(p, i, INSN_VSHRS, hi, acc, -1, all)->scalar = ir_int_scalar(p, DT_I32, 16);
    cvt(p, i, f, w, all, CNAME("ROUND_R"));
    cvt(p, i, fhi, hi, all, CNAME("ROUND_R"));
    vop(p, i, INSN_VCADD, f, f, -1, all);
    vop(p, i, INSN_VCADD, fhi, fhi, -1, all);
    cvt(p, i, w, f, all, ir_fmt("%s, %s", CNAME("ROUND_R"), CNAME("RS_ENABLE")));
    cvt(p, i, hi, fhi, all, ir_fmt("%s, %s", CNAME("ROUND_R"), CNAME("RS_ENABLE")));
    vop(p, i, INSN_VSHLS, hi, hi, -1, all)->scalar = ir_int_scalar(p, DT_I32, 16);
    red_view(p, i, vop(p, i, INSN_VADD, o->dst, w, hi, all), 0, o->dst);
}

/* A fold of ACC's E lanes by halves, pto-isa's a5/TRowProd.hpp: log2(E)
 * times, ACC's lanes interleaved by vintlv with a register of the
 * reduction's identity (the low halves into LO, the high into HI) and LO
 * combined with HI over all E lanes: lane j with lane j + n/2, the
 * identities meeting identities, so the values move to the even lanes,
 * then every fourth, ... until lane 0 holds the row's value in dst.
 * trowprod (vmul, from 1: docs/semantics.md's fold by halves), and the
 * integer trowmax and trowmin of 32 and 8 bits and of u16 (vmax, vmin), which
 * no order changes and which A5's vcmax and vcmin, half and float only
 * (a5/TRowReduce.hpp), cannot fold. */
static void halves_fold(struct plan *p, int i, int acc, int size)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = red_dtype(p, i); /* the op's own: no view */
    const char *vt = dtype_vreg(dt);
    int id = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_id", i), vt);
    int lo = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_lo", i), vt);
    int hi = plan_a5_regs_extra(p, ir_fmt("pgr_acc%d_hi", i), vt);
    int all = plan_a5_regs_all_true(p, size);
    enum insn_id step = o->code == OP_ROWPROD  ? INSN_VMUL
                        : o->code == OP_ROWMAX ? INSN_VMAX
                                               : INSN_VMIN;
    row_identity(p, i, id);
    for (int n = REPEAT_BYTES / size, from = acc; n > 1; n /= 2, from = o->dst) {
        struct insn *in = vop(p, i, INSN_VINTLV, lo, hi, from, -1);
        in->tile[in->ntile++] = id;
        vop(p, i, step, o->dst, lo, hi, all);
    }
}

/* ACC's first N lanes folded into I's dst (lane 0). */
static void row_fold(struct plan *p, int i, int acc, int n, int size)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = red_dtype(p, i);
    if (o->code == OP_ROWPROD ||
        (o->code != OP_ROWSUM && !dtype_is_float(dt) && (size != 2 || !dtype_is_signed(dt)))) {
        halves_fold(p, i, acc, size);
        return;
    }
    if (!dtype_is_float(red_dtype(p, i))) {
        int_row_sum(p, i, acc, size);
        return;
    }
    vop(p, i,
        o->code == OP_ROWSUM   ? INSN_VCADD
        : o->code == OP_ROWMAX ? INSN_VCMAX
                               : INSN_VCMIN,
        o->dst, acc, -1, plan_a5_regs_lanes_pred(p, n, size));
}

static void row_reduce(struct plan *p, int i)
{
    int size, acc = row_acc(p, i, &size), e = REPEAT_BYTES / size;
    p->a5_part = PLAN_PART_ROW_PRE;
    row_identity(p, i, acc);
    p->a5_part = PLAN_PART_CHUNK;
    row_step(p, i, acc);
    p->a5_part = PLAN_PART_ROW_POST;
    row_fold(p, i, acc, p->vcols < e ? p->vcols : e, size);
}

void plan_a5_row_reduce_part(struct plan *p, int i, int part)
{
    int size, acc = row_acc(p, i, &size), e = REPEAT_BYTES / size;
    p->a5_part = part;
    if (part == PLAN_PART_ROW_PRE)
        row_identity(p, i, acc);
    else if (part == PLAN_PART_CHUNK)
        row_step(p, i, acc);
    else
        row_fold(p, i, acc, p->vcols < e ? p->vcols : e, size);
    p->a5_part = PLAN_PART_CHUNK;
}

/* ---- a row split into chunks (split.h) ---- */

/* Row reduction I of a split row keeps its lanes in its register (row_acc)
 * within a chunk and in UB tile ACC (a row of E lanes each) between
 * chunks and passes: the same lanes, combined in the same order, as
 * row_reduce's register across a whole row's chunks. */

/* The carry's register REG loaded from (STORE: stored to) its row of UB
 * tile ACC, all of its lanes. */
static void carry_move(struct plan *p, int reg, int acc, int size, int store)
{
    int all = store ? plan_a5_regs_all_true(p, size) : -1;
    struct insn *in = ir_add_insn(p, store ? IK_VSTS : IK_VLDS, -1);
    in->nopnd = 1;
    in->opnd[0] = (struct operand){acc, PLAN_OWN, 0, p->ub[acc].pitch};
    in->ntile = 1;
    in->tile[0] = reg;
    in->pred = all;
    in->b32 = size == 4;
    in->dist = !store      ? CNAME("NORM")
               : size == 2 ? CNAME("NORM_B16")
               : size == 1 ? CNAME("NORM_B8")
                           : CNAME("NORM_B32");
}

void plan_a5_row_acc_init(struct plan *p, int i, int acc)
{
    int size, reg = row_acc(p, i, &size);
    p->a5_part = PLAN_PART_ROW_PRE;
    row_identity(p, i, reg);
    carry_move(p, reg, acc, size, 1);
    p->a5_part = PLAN_PART_CHUNK;
}

void plan_a5_row_carry(struct plan *p, int i, int acc)
{
    int size, reg = row_acc(p, i, &size);
    p->a5_part = PLAN_PART_ROW_PRE;
    carry_move(p, reg, acc, size, 0);
    p->a5_part = PLAN_PART_CHUNK;
    row_step(p, i, reg);
    p->a5_part = PLAN_PART_ROW_POST;
    carry_move(p, reg, acc, size, 1);
    p->a5_part = PLAN_PART_CHUNK;
}

void plan_a5_row_fold(struct plan *p, int i, int acc)
{
    int size, reg = row_acc(p, i, &size);
    p->a5_part = PLAN_PART_ROW_POST;
    carry_move(p, reg, acc, size, 0);
    /* a split row is wider than a chunk of 256 columns: every lane took
     * part, as in a whole row of E columns or more */
    row_fold(p, i, reg, REPEAT_BYTES / size, size);
    p->a5_part = PLAN_PART_CHUNK;
}

/* tcolsum, tcolmax, tcolmin, tcolprod in a column-major segment: the dst
 * register is the accumulator, set to the identity before a chunk's rows
 * (vbr; bf16: vdup)
 * (-0 for float sums, so that -0 + r0 is r0 bit for bit; 0, MIN, MAX for
 * integers; 1 for products), then combined with each row in row order under the chunk's
 * predicate: ((r0 + r1) + r2) + ..., the pinned order.  pto-isa's
 * a5/TColReduceOps.hpp loads row 0 as the accumulator and combines the
 * others in pairs first, another order for sums. */
static void col_reduce(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = k->tiles[o->src[0]].dtype;
    int sum = o->code == OP_COLSUM, max = o->code == OP_COLMAX, prod = o->code == OP_COLPROD;
    int bits = 8 * dtype_size(dt);
    const char *id;
    if (prod) /* 1 * r0 is r0 bit for bit (NaN, -0 and the integers alike) */
        id = dtype_is_float(dt) ? float_one(p, dt) : ir_int_scalar(p, dt, 1);
    else if (dtype_is_float(dt))
        id = float_identity(p, dt, sum, max);
    else if (sum)
        id = ir_int_scalar(p, dt, 0);
    else if (dtype_is_signed(dt))
        id = ir_int_scalar(p, dt, max ? -(1ll << (bits - 1)) : (1ll << (bits - 1)) - 1);
    else
        id = ir_int_scalar(p, dt, max ? 0 : -1);
    p->a5_part = PLAN_PART_ROW_PRE;
    /* the compiler has no bf16 vbr: bf16's identity by vdup of a bf16
     * scalar under the chunk's predicate, as a5/TExpandS.hpp fills bf16 */
    struct insn *in = vop(p, i, dt == DT_BF16 ? INSN_VDUP : INSN_VBR, o->dst, -1, -1, -1);
    in->scalar = id;
    p->a5_part = PLAN_PART_CHUNK;
    enum insn_id step = prod ? INSN_VMUL : sum ? INSN_VADD : max ? INSN_VMAX : INSN_VMIN;
    vop(p, i, step, o->dst, o->dst, o->src[0], -1);
}

/* The register holding per-row tile T's value in every lane, for the
 * chunks of the current segment (its vdup is added at the segment's end,
 * after the row-start ops that compute T). */
static int bcast(struct plan *p, struct a5_rows *st, int t)
{
    if (st->bcast[t] < 0)
        st->bcast[t] = plan_a5_regs_extra(p, ir_fmt("pgr_b_%s", p->k->tiles[t].name),
                                          dtype_vreg(p->k->tiles[t].dtype));
    return st->bcast[t];
}

void plan_a5_vec_op(struct plan *p, struct a5_rows *st, int i, int part, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    p->a5_part = part;
    /* a column-major segment's parts run under the chunk's predicate */
    int chunk_pred = part == PLAN_PART_CHUNK || p->segs[p->cur_seg].colmajor;
    p->a5_pred = chunk_pred ? -1 : plan_a5_regs_lanes_pred(p, 1, size);
    /* a per-row value widened: its element 0 in the narrow register's
     * lane 0 (UNPK: lanes 0 and 1 of the narrow predicate, UNPK4_B8: 0 to
     * 3, as pgr_pw counts one element) */
    const struct a5seg *sg = &p->segs[p->cur_seg];
    int widens =
        op_table[o->code].family == OPF_CONVERT && dtype_size(k->tiles[o->src[0]].dtype) < size;
    if (!chunk_pred && widens)
        p->a5_pred_narrow = plan_a5_regs_lanes_pred(p, sg->size / sg->narrow, sg->narrow);
    switch (op_table[o->code].family) {
    case OPF_ROWREDUCE:
        row_reduce(p, i);
        break;
    case OPF_COLREDUCE:
        col_reduce(p, i);
        break;
    case OPF_ROWEXPAND:
        /* lane 0 of the row's register in every lane of the chunk
         * (a5/TRowExpand.hpp's vdup POS_LOWEST) */
        vop(p, i, INSN_VDUP, o->dst, o->src[0], -1, -1);
        break;
    case OPF_COLEXPAND: {
        /* the column's chunk, copied bit for bit (vor of the bits) */
        struct insn *in = vop(p, i, INSN_VOR, o->dst, o->src[0], o->src[0], -1);
        const char *view = dtype_vreg(size == 1 ? DT_U8 : size == 2 ? DT_U16 : DT_U32);
        for (int j = 0; j < 3; j++)
            in->rview[j] = view;
        break;
    }
    case OPF_ROWBINARY:
    case OPF_SELECT:
        /* the per-row source through its broadcast, as
         * a5/TRowExpandBinOp.hpp's vdup before the chunk loop (a select
         * of full tiles may take one; one of per-row values needs none) */
        for (int s = 0; s < o->nsrc; s++)
            if (per_of(k, o->src[s]) == PER_ROW && per_of(k, o->dst) != PER_ROW)
                p->a5_reg[o->src[s]] = bcast(p, st, o->src[s]);
        plan_a5_lower_op(p, i, size);
        for (int s = 0; s < o->nsrc; s++)
            p->a5_reg[o->src[s]] = -1;
        break;
    default:
        plan_a5_lower_op(p, i, size);
    }
    p->a5_part = PLAN_PART_CHUNK;
    p->a5_pred = -1;
    p->a5_pred_narrow = PLAN_PRED_NARROW;
}

void plan_a5_bcast_now(struct plan *p, struct a5_rows *st, int t)
{
    int r = bcast(p, st, t), all = plan_a5_regs_all_true(p, dtype_size(p->k->tiles[t].dtype));
    struct insn *in = vop(p, -1, INSN_VDUP, r, t, -1, all);
    in->scalar = CNAME("POS_LOWEST");
}

void plan_a5_vec_end_seg(struct plan *p, struct a5_rows *st)
{
    p->a5_part = PLAN_PART_ROW_PRE;
    for (int t = 0; t < p->k->ntiles; t++) {
        if (st->bcast[t] < 0)
            continue;
        int all = plan_a5_regs_all_true(p, dtype_size(p->k->tiles[t].dtype));
        struct insn *in = vop(p, -1, INSN_VDUP, st->bcast[t], t, -1, all);
        in->scalar = CNAME("POS_LOWEST");
    }
    p->a5_part = PLAN_PART_CHUNK;
}
