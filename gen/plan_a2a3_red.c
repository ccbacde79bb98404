/* plan_a2a3_red.c - the row and column reductions and broadcasts on the
 * A2/A3 vector core (plan_).
 *
 * A per-row tile lives in UB as its values back to back (what vcadd
 * writes with a destination stride of one element, and what one GM burst
 * moves); a per-col tile as one row.  The orders are docs/semantics.md's:
 *   trowsum  chunk 0 copied, the later chunks added lane-wise in order
 *            (vadd, the last chunk masked), then one vcadd over
 *            min(C, E) lanes, repeated over the rows;
 *   tcolsum  row 0 copied, then the rows added in order (vadd);
 * max and min likewise with vmax/vmin and vcmax/vcmin.  A full tile
 * combined with a per-row one reads the latter in broadcast form: vbrcb
 * turns the values into one 32-byte block per row, read with block
 * stride 0 (pto-isa's a2a3/TRowExpandBinOp.hpp); a per-col tile is read
 * with repeat stride 0 (a2a3/TColExpandBinOp.hpp).  Bit copies are vor of
 * a value with itself on a 16-bit view (the call shape of a2a3/TOr.hpp),
 * where pto-isa copies with copy_ubuf_to_ubuf.
 */
#include <string.h>

#include "lower.h"
#include "planint.h"
#include "specops.h"

/* A 16-bit row sum's fourth temporary: a row reduction has no broadcast
 * operand, so its block temporary's slot is free. */
#define SUM16_TEMP A2A3_BLOCK_TEMP

static enum dtype bits_view(int size)
{
    return size == 2 ? DT_U16 : DT_U32;
}

/* The dtype a row reduction of DT works in: an unsigned sum on its signed
 * view, the same bits, since a sum modulo 2^W does not depend on
 * signedness (A2/A3's vadd takes the signed integers, a2a3/TAdd.hpp); an
 * unsigned maximum or minimum on its signed view too, its values biased
 * (biased_red), since vmax and vmin take the signed integers only
 * (a2a3/TMax.hpp, TMin.hpp); an integer product likewise (modulo 2^W). */
static enum dtype red_dtype(enum dtype dt)
{
    return dtype_is_float(dt) ? dt : dtype_sint(dt);
}

/* Is row reduction I an unsigned maximum or minimum?  Its lanes then hold
 * each value plus 2^(W-1) modulo 2^W (vadds of the signed view's MIN, the
 * top bit flipped), on which the signed order is the unsigned order of
 * the values, an exact bijection; the row's result is biased back. */
static int biased_red(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    return (o->code == OP_ROWMAX || o->code == OP_ROWMIN) && !dtype_is_float(dt) &&
           !dtype_is_signed(dt);
}

/* A 32-bit integer maximum or minimum (int32_extreme_fold's)? */
static int extreme32(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    return (o->code == OP_ROWMAX || o->code == OP_ROWMIN) && !dtype_is_float(dt) &&
           dtype_size(dt) == 4;
}

/* An unsigned column maximum or minimum (u16, u32)?  It runs on the
 * signed view, every row biased by 2^(W-1) first, as biased_red's rows. */
static int biased_col(const struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    return (o->code == OP_COLMAX || o->code == OP_COLMIN) && !dtype_is_float(dt) &&
           !dtype_is_signed(dt);
}

/* The temporary of a biased reduction's chunk (biased_red): one free in
 * its fold's slots, rows x E of the signed view. */
static int bias_temp(const struct plan *p, int i)
{
    return extreme32(p, i) ? SUM16_TEMP : 3;
}

/* PLAN_OWN if UB tile U is of DT already, else DT as its view. */
static int view_of(const struct plan *p, int u, enum dtype dt)
{
    return p->ub[u].dtype == dt ? PLAN_OWN : (int)dt;
}

/* Is op I's source dead after it: not stored, and the next op that
 * names it writes it (dst or tmp) without reading it, or none does?  Its
 * chunks may then be combined in place (a2a3_row_reduce); an input is
 * loaded again for the next tile, into whichever buffer it takes.  In a
 * row split into chunks, the ops and the stores of I's pass: every pass
 * loads or computes a chunk of what it reads. */
static int src_dead_after(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct split *sp = &p->split;
    int s = k->ops[i].src[0], q = sp->chunk ? sp->pass[i] : 0;
    for (int o = 0; o < k->noutputs; o++)
        if (k->outputs[o] == s && (!sp->chunk || sp->store[s] == q))
            return 0;
    for (int j = i + 1; j < k->nops; j++) {
        if (sp->chunk && !split_in_pass(sp, j, q))
            continue;
        const struct op *o = &k->ops[j];
        int reads = o->mask == s;
        for (int x = 0; x < o->nsrc; x++)
            reads |= o->src[x] == s;
        if (reads)
            return 0;
        if (o->dst == s || o->tmp == s)
            return 1;
    }
    return 1;
}

/* Does row reduction I combine its source's chunks as a tree, in place?
 * A float maximum or minimum (IEEE 754-2019: NaN if any is NaN, -0 < +0)
 * is the same in any order that keeps the chunks left to right (a NaN
 * result is the leftmost NaN, quieted, as the simulator's vmax and the
 * host's helper both keep their first NaN operand), so the chunks of a
 * row may be combined pairwise, level by level, with a barrier a level
 * instead of one a chunk: when the source is dead after the op (its
 * chunks are overwritten) and a row (a split row's chunk) has more than
 * one chunk.  A row sum's
 * order is pinned (docs/semantics.md): a chain. */
static int tree_in_place(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    return (o->code == OP_ROWMAX || o->code == OP_ROWMIN) && dtype_is_float(dt) &&
           k->vcols > REPEAT_BYTES / dtype_size(dt) && src_dead_after(p, i);
}

void a2a3_red_temps(struct plan *p, int i, int *temps, int *ntmp)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    int rowred = op_table[o->code].family == OPF_ROWREDUCE;
    enum dtype dt = rowred ? red_dtype(spec_op_dtype(k, o)) : spec_op_dtype(k, o);
    for (int j = 0; j < LOWER_MAX_TEMPS; j++)
        temps[j] = -1;
    if (lw->ntemps)
        diag_bug("a2a3 broadcast recipe of '%s' with temporaries", op_table[o->code].name);
    int elems = REPEAT_BYTES / dtype_size(dt);
    int int16 = !dtype_is_float(dt) && dtype_size(dt) == 2;
    int rows8 = (k->vrows + 7) / 8 * 8;
    /* a row's lanes (a split row keeps them in a carry of its own); a
     * 16-bit sum folds all E of them, so a short row gets them too */
    int prod = o->code == OP_ROWPROD, ext32 = rowred && extreme32(p, i);
    int intprod = prod && !dtype_is_float(dt);
    if (rowred && (k->vcols > elems || int16 || prod || ext32) && !p->split.chunk &&
        !tree_in_place(p, i))
        temps[0] = a2a3_scratch(p, dt, k->vrows, elems, 0, temps, 0, ntmp);
    if (prod || ext32) { /* halves_to_block's last lanes: a row's, then one a block */
        int b = 32 / dtype_size(dt);
        temps[1] = a2a3_scratch(p, dt, k->vrows, b, 1, temps, 1, ntmp);
        temps[2] = a2a3_scratch(p, dt, k->vrows, b * b, 1, temps, 2, ntmp);
    }
    if (ext32 || intprod) { /* int32_extreme_fold's and prod_fold's: int_fold's high
                             * sums and halves, or a row's 64 f32 lanes and values */
        temps[3] = a2a3_scratch(p, DT_F32, 1, rows8, 1, temps, 3, ntmp);
        temps[SUM16_TEMP] =
            a2a3_scratch(p, DT_F32, k->vrows, REPEAT_BYTES / 4, 1, temps, SUM16_TEMP, ntmp);
    } else if (rowred && !dtype_is_float(dt)) { /* int_fold's halves and high sums */
        temps[1] = a2a3_scratch(p, DT_F32, k->vrows, REPEAT_BYTES / 4, 1, temps, 1, ntmp);
        temps[2] = a2a3_scratch(p, DT_F32, k->vrows, REPEAT_BYTES / 4, 1, temps, 2, ntmp);
        if (o->code == OP_ROWSUM)
            temps[3] = a2a3_scratch(p, DT_F32, 1, rows8, 1, temps, 3, ntmp);
        if (int16) /* the rows' 32-bit results, narrowed into dst at the end */
            temps[SUM16_TEMP] = a2a3_scratch(p, DT_F32, 1, rows8, 1, temps, 4, ntmp);
        if (int16 && biased_red(p, i)) /* a chunk's biased lanes */
            temps[3] = a2a3_scratch(p, dt, k->vrows, elems, 0, temps, 3, ntmp);
    }
    if (biased_col(p, i)) /* a row biased */
        temps[0] =
            a2a3_scratch(p, dt, 1, (k->vcols * dtype_size(dt) + 31) / 32 * 32 / dtype_size(dt), 0,
                         temps, 0, ntmp);
    /* plan_a2a3_ops.c's a2a3_col_bf16: two f32 rows */
    if (op_table[o->code].family == OPF_COLREDUCE && dt == DT_BF16) {
        int pitch = (k->vcols + 7) / 8 * 8;
        temps[0] = a2a3_scratch(p, DT_F32, 1, pitch, 1, temps, 0, ntmp);
        temps[1] = a2a3_scratch(p, DT_F32, 1, pitch, 1, temps, 1, ntmp);
    }
    if (o->code == OP_COLSUM && dtype_size(dt) == 1) { /* byte_col_sum's */
        int pitch = (k->vcols + 31) / 32 * 16;
        for (int j = 0; j < 3; j++)
            temps[j] = a2a3_scratch(p, DT_U16, 1, pitch, 0, temps, j, ntmp);
    }
    int s = a2a3_vector_src(k, o);
    if (lw->special != LS_A2A3_RED && s >= 0 && k->tiles[o->src[s]].per == PER_ROW)
        /* vbrcb writes blocks of 8 rows */
        temps[A2A3_BLOCK_TEMP] =
            a2a3_scratch(p, dt, (k->vrows + 7) / 8 * 8, 32 / dtype_size(dt), 0, temps, 1, ntmp);
}

/* An instruction of KIND on N whole operands U (dst first), one repeat a
 * row: operand j seen as VIEW[j] (NULL: its own type), from column
 * COL[j], repeat stride STRIDE[j] blocks; every row written or read over
 * [COL[j], COL[j] + W) of its view. */
static struct insn *red_insn(struct plan *p, int op, enum insn_kind kind, enum insn_id id, int n,
                             const int *u, const int *view, const int *col, const int *stride,
                             int w)
{
    struct insn *in = ir_add_insn(p, kind, op);
    ir_insn_set(in, id);
    in->nopnd = n;
    in->repeat = ir_count_rows(1);
    for (int j = 0; j < n; j++) {
        const struct ub_tile *t = &p->ub[u[j]];
        int vsz = dtype_size(view[j] != PLAN_OWN ? (enum dtype)view[j] : t->dtype);
        in->opnd[j] = (struct operand){u[j], view[j], col[j], 0};
        in->stride[j] = stride[j];
        a2a3_access(in, u[j], col[j] * vsz, (col[j] + w) * vsz, 0, j == 0);
    }
    return in;
}

/* vbrcb of per-row tile V into B, one 32-byte block per row, as pto-isa's
 * a2a3/TRowExpandBinOp.hpp calls it (dstBlk 1, dstRep 8 blocks, 8 rows a
 * repeat, on an unsigned view); normal mode, full mask. */
static void a2a3_vbrcb(struct plan *p, struct vstate *vs, int op, int b, int v)
{
    int sz = dtype_size(p->ub[v].dtype);
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    struct insn *in = ir_add_insn(p, IK_VBRCB, op);
    ir_insn_set(in, INSN_VBRCB);
    in->nopnd = 2;
    in->opnd[0] = (struct operand){b, bits_view(sz), 0, 0};
    in->opnd[1] = (struct operand){v, bits_view(sz), 0, 0};
    in->repeat = ir_count_ceil(1, 7, 8);
    in->stride[0] = 8;
    a2a3_access(in, b, 0, 32, 0, 1);
    a2a3_access(in, v, 0, sz, 0, 0);
}

/* The bias of a biased reduction (biased_red) on signed view WD: its
 * MIN, which adds 2^(W-1) modulo 2^W both ways, biasing and back. */
static const char *bias_scalar(struct plan *p, enum dtype wd)
{
    return ir_int_scalar(p, wd, -(1ll << (8 * dtype_size(wd) - 1)));
}

/* The W lanes of US from column C0 (rows SREP blocks apart), biased
 * (biased_red: vadds of the signed view's MIN, as a2a3/TAddS.hpp calls
 * it) into UT from column 0 (rows TREP blocks apart), under the mask set. */
static void bias_lanes(struct plan *p, int i, int ut, int trep, int us, int srep, int c0, int w)
{
    enum dtype wd = dtype_sint(p->ub[us].dtype);
    int u[2] = {ut, us}, col[2] = {0, c0}, st[2] = {trep, srep};
    const int v[2] = {view_of(p, ut, wd), view_of(p, us, wd)};
    red_insn(p, i, IK_VSCA, INSN_VADDS, 2, u, v, col, st, w)->scalar = bias_scalar(p, wd);
}

/* Columns [C0, COLS) of full tile US combined by LANE into ACC (rows x
 * E), E columns at a time in order, a partial last block under a mask
 * (the lanes it lacks keep their value); unsigned data on its signed
 * view (red_dtype), an unsigned maximum's or minimum's each chunk biased
 * into TB first (biased_red; TB < 0: none). */
static void combine_lanes(struct plan *p, struct vstate *vs, int i, enum insn_id lane, int acc,
                          int us, int c0, int cols, int tb)
{
    int sz = dtype_size(p->ub[us].dtype), elems = REPEAT_BYTES / sz;
    int srep = p->ub[us].pitch * sz / 32, trep = elems * sz / 32;
    for (; c0 < cols; c0 += elems) {
        int w = cols - c0 < elems ? cols - c0 : elems;
        a2a3_set_lanes(p, vs, sz, w, elems);
        enum dtype wd = red_dtype(p->ub[us].dtype);
        int u[3] = {acc, acc, us}, col[3] = {0, 0, c0}, st[3] = {trep, trep, srep};
        if (tb >= 0) {
            bias_lanes(p, i, tb, trep, us, srep, c0, w);
            u[2] = tb, col[2] = 0, st[2] = trep;
        }
        const int v[3] = {view_of(p, acc, wd), view_of(p, acc, wd), view_of(p, u[2], wd)};
        red_insn(p, i, IK_VBIN, lane, 3, u, v, col, st, w);
    }
}

/* Chunk 0 of US (rows SREP blocks apart) copied bit for bit into UT
 * (rows TREP blocks apart): copy_ubuf_to_ubuf, a burst of a repeat's 8
 * blocks a row, as pto-isa's a2a3/TRowReduceOps.hpp copies it (it takes
 * no mask, and CANN's cost model charges it less than a vector op:
 * sim/costs.h).  A row of more than one chunk is at least 8 blocks
 * apart from the next, and so are the scratch's rows: the gaps are never
 * negative. */
static void bit_copy(struct plan *p, int i, int ut, int us, int trep, int srep)
{
    int u[2] = {ut, us}, col[2] = {0, 0}, st[2] = {trep, srep};
    const int v[2] = {DT_U16, DT_U16};
    red_insn(p, i, IK_UBCOPY, INSN_COPY_UB, 2, u, v, col, st, REPEAT_BYTES / 2);
}

/* Op I's value a row into per-row UB tile UD (seen as VIEW, or PLAN_OWN)
 * by REDUCE over the first N lanes of UB tile FROM (seen as VIEW too),
 * its rows FROM_REP blocks apart: dst's stride one element. */
static void fold_lanes(struct plan *p, struct vstate *vs, int i, enum insn_id reduce, int ud,
                       int view, int from, int from_rep, int n)
{
    int sz = dtype_size(p->ub[from].dtype), elems = REPEAT_BYTES / sz;
    a2a3_set_lanes(p, vs, sz, n, elems);
    struct insn *in = ir_add_insn(p, IK_VRED, i);
    ir_insn_set(in, reduce);
    in->nopnd = 2;
    in->repeat = ir_count_rows(1);
    in->opnd[0] = (struct operand){ud, view, 0, 0};
    in->opnd[1] =
        (struct operand){from, view == PLAN_OWN ? PLAN_OWN : view_of(p, from, view), 0, 0};
    in->stride[0] = 1;
    in->stride[1] = from_rep;
    in->scalar = insn_info(reduce)->a2a3 == A2_BOOL ? "false" : CNAME("ONLY_VALUE");
    a2a3_access(in, from, 0, n * sz, 0, 0);
    a2a3_access(in, ud, 0, sz, 0, 1);
}

/* An instruction of KIND on N per-row operands U (dst first), each seen
 * as VIEW[j], over the rows' values back to back in counter mode. */
static struct insn *row_vals(struct plan *p, struct vstate *vs, int op, enum insn_kind kind,
                             enum insn_id id, int n, const int *u, const enum dtype *view)
{
    a2a3_set_count(p, vs, ir_count_rows(1));
    struct insn *in = ir_add_insn(p, kind, op);
    ir_insn_set(in, id);
    in->nopnd = n;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < n; j++) {
        const struct ub_tile *t = &p->ub[u[j]];
        in->opnd[j] = (struct operand){u[j], ir_view(t->dtype, view[j]), 0, 0};
        in->stride[j] = 8;
        a2a3_access(in, u[j], 0, t->pitch * dtype_size(t->dtype), 0, j == 0);
    }
    return in;
}

/* The bits of reduction CODE's identity on DT. */
static unsigned long long red_identity(int code, enum dtype dt)
{
    int bits = 8 * dtype_size(dt);
    unsigned long long top = 1ull << (bits - 1), all = top | (top - 1);
    if (dtype_is_float(dt)) {
        unsigned long long inf = dt == DT_F32   ? 0x7f800000ull
                                 : dt == DT_F16 ? 0x7c00ull
                                                : 0x7f80ull;
        unsigned long long one = dt == DT_F32   ? 0x3f800000ull
                                 : dt == DT_F16 ? 0x3c00ull
                                                : 0x3f80ull;
        return code == OP_ROWPROD  ? one
               : code == OP_ROWSUM ? top
               : code == OP_ROWMAX ? top | inf
                                   : inf;
    }
    if (code == OP_ROWPROD)
        return 1;
    if (code == OP_ROWSUM)
        return 0;
    if (dtype_is_signed(dt))
        return code == OP_ROWMAX ? top : top - 1;
    return code == OP_ROWMAX ? 0 : all;
}

/* Conversion NARROW (i32 or f32 to i16) of the rows' values in SRC
 * (seen as SRC_VIEW) into per-row dst UD, in counter mode, with the
 * strides of a2a3/TCvt.hpp's narrowing forms (a repeat of 64 values: 4
 * blocks of dst, 8 of src). */
static void narrow_rows(struct plan *p, struct vstate *vs, int i, int narrow, int ud, int src,
                        int src_view)
{
    a2a3_set_count(p, vs, ir_count_rows(1));
    struct insn *in = ir_add_insn(p, IK_VUN, i);
    ir_insn_conv(in, narrow);
    in->nopnd = 2;
    in->repeat = ir_count_const(1, 1);
    in->opnd[0] = (struct operand){ud, view_of(p, ud, DT_I16), 0, 0};
    in->opnd[1] = (struct operand){src, src_view, 0, 0};
    in->stride[0] = 4;
    in->stride[1] = 8;
    a2a3_access(in, ud, 0, p->ub[ud].pitch * 2, 0, 1);
    a2a3_access(in, src, 0, p->ub[src].pitch * 4, 0, 0);
}

/* An integer row sum's lanes folded exactly (docs/targets.md): the
 * first N 32-bit lanes of FROM (rows FROM_REP blocks apart) split into
 * their arithmetic high halves (vshr 16) and low 16 bits (the lane minus
 * the high half shifted back: vshl, vsub), each converted to f32 and
 * summed by vcadd, where every partial sum is an integer below 2^23 and
 * so exact whatever order vcadd adds in; the sums converted back and
 * recombined.  A2/A3's vcadd adds half and float only
 * (a2a3/TRowReduceOps.hpp's check); the forms are those of the
 * elementwise ops (a2a3/TBitwiseSOp.hpp, TSub.hpp, TCvt.hpp, TAdd.hpp).
 * 32-bit data: hi << 16 plus lo, modulo 2^32, into UD.  16-bit data
 * (SIZE 2): FROM's E lanes seen as N = E / 2 pairs, a pair's high half one
 * lane and its low 16 bits (unsigned) the other, so hi plus lo is the
 * lanes' sum; its low 16 bits sign-extended (vshl, vshr 16) and narrowed
 * by the saturating vconv_s322s16, exact in range, into UD.
 * TEMPS[1], [2]: rows x 64 f32; TEMPS[3]: the high sums; TEMPS[4]
 * (16-bit data): the low sums and the rows' results. */
static void int_fold(struct plan *p, struct vstate *vs, int i, int ud, int from, int from_rep,
                     int n, int size, const int *temps)
{
    int lo = temps[1], hi = temps[2], shi = temps[3];
    int sums = size == 2 ? temps[SUM16_TEMP] : ud;
    const char *sixteen = ir_int_scalar(p, DT_I32, 16);
    a2a3_set_lanes(p, vs, 4, n, REPEAT_BYTES / 4);
    const int col[3] = {0, 0, 0}, i32[3] = {DT_I32, DT_I32, DT_I32};
    int st[3] = {8, from_rep, 8};
    {
        int u[2] = {hi, from};
        red_insn(p, i, IK_VSCA, INSN_VSHR, 2, u, i32, col, st, n)->scalar = sixteen;
    }
    {
        int u[2] = {lo, hi}, st2[2] = {8, 8};
        red_insn(p, i, IK_VSCA, INSN_VSHL, 2, u, i32, col, st2, n)->scalar = sixteen;
    }
    {
        int u[3] = {lo, from, lo};
        red_insn(p, i, IK_VBIN, INSN_VSUB, 3, u, i32, col, st, n);
    }
    int tof = insn_vconv(DT_I32, DT_F32, RND_NONE), toi = insn_vconv(DT_F32, DT_I32, RND_RINT);
    if (tof < 0 || toi < 0)
        diag_bug("no A2/A3 conversion between i32 and f32 (sim/costs.h)");
    for (int h = 0; h < 2; h++) {
        int u[2] = {h ? hi : lo, h ? hi : lo}, v[2] = {DT_F32, DT_I32}, st2[2] = {8, 8};
        ir_insn_conv(red_insn(p, i, IK_VUN, INSN_VADD, 2, u, v, col, st2, n), tof);
    }
    fold_lanes(p, vs, i, INSN_VCADD, sums, DT_F32, lo, 8, n);
    fold_lanes(p, vs, i, INSN_VCADD, shi, DT_F32, hi, 8, n);
    p->ctrl_sat = 1; /* in range: saturation cannot matter, but CTRL is set */
    const enum dtype fv[2] = {DT_I32, DT_F32}, iv[3] = {DT_I32, DT_I32, DT_I32};
    {
        int u[2] = {sums, sums};
        ir_insn_conv(row_vals(p, vs, i, IK_VUN, INSN_VADD, 2, u, fv), toi);
    }
    {
        int u[2] = {shi, shi};
        ir_insn_conv(row_vals(p, vs, i, IK_VUN, INSN_VADD, 2, u, fv), toi);
        if (size == 4)
            row_vals(p, vs, i, IK_VSCA, INSN_VSHL, 2, u, iv)->scalar = sixteen;
    }
    {
        int u[3] = {sums, sums, shi};
        row_vals(p, vs, i, IK_VBIN, INSN_VADD, 3, u, iv);
    }
    if (size == 4)
        return;
    {
        int u[2] = {sums, sums};
        row_vals(p, vs, i, IK_VSCA, INSN_VSHL, 2, u, iv)->scalar = sixteen;
        row_vals(p, vs, i, IK_VSCA, INSN_VSHR, 2, u, iv)->scalar = sixteen;
    }
    int narrow = insn_vconv(DT_I32, DT_I16, RND_NONE);
    if (narrow < 0)
        diag_bug("no A2/A3 conversion from i32 to i16 (sim/costs.h)");
    narrow_rows(p, vs, i, narrow, ud, sums, DT_I32);
}

/* An i16 maximum (minimum) of a row's first N lanes in FROM (rows
 * FROM_REP blocks apart), exact: A2/A3's vcmax takes half and float only
 * (a2a3/TRowReduceOps.hpp's check), and every i16 value is exact in f32.
 * The lanes widened by vconv_s162f32 (a2a3/TCvt.hpp's form), for N = E
 * both halves combined by vmax (vmin), reduced by vcmax (vcmin) over
 * min(N, 64) lanes, and narrowed by vconv_f322s16r, exact on an integer
 * in range; N = 1 moves lane 0 (prod_fold).  TEMPS[1], [2] (N = E):
 * rows x 64 f32; TEMPS[4]: the rows' results. */
static void int16_extreme_fold(struct plan *p, struct vstate *vs, int i, int ud, int from,
                               int from_rep, int n, const int *temps)
{
    const struct lowering *lw = a2a3_lowering(p, i);
    int lo = temps[1], hi = temps[2], res = temps[SUM16_TEMP], half = REPEAT_BYTES / 4;
    int widen = insn_vconv(DT_I16, DT_F32, RND_NONE), narrow = insn_vconv(DT_F32, DT_I16, RND_RINT);
    if (widen < 0 || narrow < 0)
        diag_bug("no A2/A3 conversion between i16 and f32 (sim/costs.h)");
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    for (int h = 0; h < (n > half ? 2 : 1); h++) {
        int u[2] = {h ? hi : lo, from}, v[2] = {DT_F32, DT_I16}, col[2] = {0, h * half};
        int st[2] = {8, from_rep};
        ir_insn_conv(red_insn(p, i, IK_VUN, INSN_VADD, 2, u, v, col, st, half), widen);
    }
    if (n > half) {
        int u[3] = {lo, lo, hi}, col[3] = {0, 0, 0}, st[3] = {8, 8, 8};
        const int v[3] = {DT_F32, DT_F32, DT_F32};
        red_insn(p, i, IK_VBIN, lw->steps[0].insn, 3, u, v, col, st, half);
    }
    fold_lanes(p, vs, i, lw->steps[1].insn, res, DT_F32, lo, 8, n > half ? half : n);
    p->ctrl_sat = 1; /* in range: saturation cannot matter, but CTRL is set */
    narrow_rows(p, vs, i, narrow, ud, res, view_of(p, res, DT_F32));
}

/* Row reduction I's lanes in ACC (rows x E) set to its identity. */
static void acc_identity(struct plan *p, struct vstate *vs, int i, int acc)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = red_dtype(spec_op_dtype(p->k, o));
    int sz = dtype_size(dt);
    unsigned long long id = red_identity(o->code, dt);
    if (sz == 1)
        id |= id << 8; /* 8-bit lanes through a 16-bit view */
    enum dtype view = sz == 4 ? DT_U32 : DT_U16;
    int per = REPEAT_BYTES / dtype_size(view); /* view elements in a row's E lanes */
    a2a3_set_count(p, vs, ir_count_rows(per));
    struct insn *dup = ir_add_insn(p, IK_VDUP, i);
    ir_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){acc, view, 0, 0};
    dup->repeat = ir_count_const(1, 1);
    dup->stride[0] = 8;
    dup->scalar = ir_fmt("(%s)%#llxu", dtype_dctype(view), id);
    a2a3_access(dup, acc, 0, REPEAT_BYTES, 0, 1);
}

/* Chunks 0 and 1 of US (rows SREP blocks apart) combined by LANE into
 * ACC (rows TREP blocks apart): the same bits as chunk 0 copied and chunk
 * 1 combined into the copy, one instruction and one barrier fewer.
 * Chunk 1 must be whole (a masked lane would not hold chunk 0's value). */
static void combine_first(struct plan *p, struct vstate *vs, int i, enum insn_id lane, int acc,
                          int us)
{
    int sz = dtype_size(p->ub[us].dtype), elems = REPEAT_BYTES / sz;
    int srep = p->ub[us].pitch * sz / 32, trep = elems * sz / 32;
    enum dtype wd = red_dtype(p->ub[us].dtype);
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    int u[3] = {acc, us, us}, col[3] = {0, 0, elems}, st[3] = {trep, srep, srep};
    const int v[3] = {view_of(p, acc, wd), view_of(p, us, wd), view_of(p, us, wd)};
    red_insn(p, i, IK_VBIN, lane, 3, u, v, col, st, elems);
}

/* Chunks of COLS columns of US (rows SREP blocks apart) combined by LANE
 * in place (tree_in_place), pairwise level by level, left to right: in
 * a level the pair (a, b) goes into a, the last chunk (partial, under a
 * mask: a's other lanes keep their value) always second; an odd one out
 * waits for the next level.  No two combines of a level touch the same
 * chunk, so the barriers come between the levels.  Chunk 0 holds the
 * lanes' values at the end. */
static void combine_tree(struct plan *p, struct vstate *vs, int i, enum insn_id lane, int us,
                         int cols)
{
    int sz = dtype_size(p->ub[us].dtype), elems = REPEAT_BYTES / sz;
    int srep = p->ub[us].pitch * sz / 32, n = (cols + elems - 1) / elems;
    const int v[3] = {PLAN_OWN, PLAN_OWN, PLAN_OWN}, st[3] = {srep, srep, srep};
    for (int step = 1; step < n; step *= 2)
        for (int a = 0; a + step < n; a += 2 * step) {
            int b = a + step, w = cols - b * elems < elems ? cols - b * elems : elems;
            a2a3_set_lanes(p, vs, sz, w, elems);
            int u[3] = {us, us, us}, col[3] = {a * elems, a * elems, b * elems};
            red_insn(p, i, IK_VBIN, lane, 3, u, v, col, st, w);
        }
}

/* Row reduction I's E lanes in ACC (rows E apart, seen as WD) folded by
 * halves by LANE, docs/semantics.md's order (pto-isa's a5/TRowProd.hpp):
 * lane j with lane j + n/2.  While a half is whole 32-byte blocks the
 * halves are combined in ACC; the last B = 32 / sizeof(T) lanes of each
 * row are then copied into TEMPS[1] a row after the other (vor of
 * itself on a 16-bit view: a block a row, rows closer than a burst) and
 * spread one value a block by vbrcb
 * (a2a3/TRowExpandBinOp.hpp's form) into TEMPS[2], B blocks a row, whose
 * halves are combined block by block down to one block a row, every lane
 * of which holds the row's value: TEMPS[2], its rows B blocks apart.
 * ACC's lanes are spent. */
static int halves_to_block(struct plan *p, struct vstate *vs, int i, enum insn_id lane,
                           enum dtype wd, int acc, const int *temps)
{
    int sz = dtype_size(wd), elems = REPEAT_BYTES / sz, b = 32 / sz, trep = REPEAT_BYTES / 32;
    int row = temps[1], blk = temps[2];
    const int own[3] = {view_of(p, acc, wd), view_of(p, acc, wd), view_of(p, acc, wd)};
    for (int n = elems; n > b; n /= 2) {
        int u[3] = {acc, acc, acc}, col[3] = {0, 0, n / 2}, st[3] = {trep, trep, trep};
        a2a3_set_lanes(p, vs, sz, n / 2, elems);
        red_insn(p, i, IK_VBIN, lane, 3, u, own, col, st, n / 2);
    }
    {
        int u[3] = {row, acc, acc}, col[3] = {0, 0, 0}, st[3] = {1, trep, trep};
        const int v[3] = {DT_U16, DT_U16, DT_U16};
        a2a3_set_lanes(p, vs, 2, 16, REPEAT_BYTES / 2);
        red_insn(p, i, IK_VBIN, INSN_VOR, 3, u, v, col, st, 16);
    }
    /* vbrcb: 8 values a repeat, B / 8 repeats a row, in windows of whole
     * rows within the 255 repeats of its field */
    int per = b / 8, cap = MAX_REPEAT / per * per;
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    for (int off = 0; off < p->k->vrows * per; off += cap) {
        struct insn *in = ir_add_insn(p, IK_VBRCB, i);
        ir_insn_set(in, INSN_VBRCB);
        in->nopnd = 2;
        in->opnd[0] = (struct operand){blk, bits_view(sz), off * 8 * b, 0};
        in->opnd[1] = (struct operand){row, bits_view(sz), off * 8, 0};
        in->repeat = ir_count_window(ir_count_rows(per), off, cap);
        in->stride[0] = 8;
        a2a3_access(in, blk, 0, b * 32, 0, 1);
        a2a3_access(in, row, 0, 32, 0, 0);
    }
    const int bv[3] = {view_of(p, blk, wd), view_of(p, blk, wd), view_of(p, blk, wd)};
    for (int m = b; m > 1; m /= 2) {
        int u[3] = {blk, blk, blk}, col[3] = {0, 0, m / 2 * b}, st[3] = {b, b, b};
        a2a3_set_lanes(p, vs, sz, m / 2 * b, elems);
        red_insn(p, i, IK_VBIN, lane, 3, u, bv, col, st, m / 2 * b);
    }
    return blk;
}

/* trowprod's E lanes in ACC folded by halves (halves_to_block) into
 * per-row UD: vcmax over one lane (ONLY_VALUE, a2a3/TRowMax.hpp's form)
 * writes the value into UD bit for bit.  pto-isa's a2a3/TRowProd.hpp
 * multiplies 32-byte blocks lane-wise and folds the last lanes left to
 * right on the scalar unit: another order.  Integers (the low W bits:
 * vmul of i16 and i32, a2a3/TMul.hpp, unsigned ones on the signed view,
 * the same bits) are folded alike, but vcmax takes half and float only:
 * an i32 value is moved by int_fold over one lane (its high and low 16
 * bits, each exact in f32, as int32_extreme_fold's), an i16 one widened
 * to f32 (vconv_s162f32), written by vcmax over one lane and narrowed by
 * vconv_f322s16r (int16_extreme_fold over one lane), exact.  TEMPS[3],
 * [4]: f32 scratch (a2a3_red_temps). */
static void prod_fold(struct plan *p, struct vstate *vs, int i, int ud, int acc, const int *temps)
{
    enum dtype dt = red_dtype(spec_op_dtype(p->k, &p->k->ops[i]));
    int blk = halves_to_block(p, vs, i, INSN_VMUL, dt, acc, temps), b = 32 / dtype_size(dt);
    if (dtype_is_float(dt)) {
        fold_lanes(p, vs, i, INSN_VCMAX, ud, PLAN_OWN, blk, b, 1);
    } else if (dtype_size(dt) == 4) {
        const int t[LOWER_MAX_TEMPS] = {-1, acc, temps[SUM16_TEMP], temps[3], -1};
        int_fold(p, vs, i, ud, blk, b, 1, 4, t);
    } else {
        const int t[LOWER_MAX_TEMPS] = {-1, temps[SUM16_TEMP], -1, -1, temps[3]};
        int16_extreme_fold(p, vs, i, ud, blk, b, 1, t);
    }
}

/* A 32-bit integer maximum (minimum) of a row's E lanes in ACC, exact:
 * A2/A3's vcmax takes half and float only (a2a3/TRowReduceOps.hpp's
 * check), so the lanes are folded by halves by vmax (vmin) in i32
 * (halves_to_block), and the one lane a row left is moved into UD by
 * int_fold over one lane (its high and low 16 bits, each exact in f32,
 * through vcadd of one lane, recombined).  TEMPS[1], [2]: the last
 * lanes; ACC (spent) and TEMPS[4]: int_fold's halves, TEMPS[3] its high
 * values. */
static void int32_extreme_fold(struct plan *p, struct vstate *vs, int i, int ud, int acc,
                               const int *temps)
{
    enum insn_id lane = a2a3_lowering(p, i)->steps[0].insn;
    int blk = halves_to_block(p, vs, i, lane, DT_I32, acc, temps);
    const int t[LOWER_MAX_TEMPS] = {-1, acc, temps[SUM16_TEMP], temps[3], -1};
    int_fold(p, vs, i, ud, blk, 8, 1, 4, t);
}

/* An integer maximum's (minimum's) E lanes in ACC folded into per-row UD
 * (int16_extreme_fold, int32_extreme_fold); a biased one's (biased_red)
 * values biased back, on the rows' values in counter mode. */
static void int_extreme_fold(struct plan *p, struct vstate *vs, int i, int ud, int acc,
                             const int *temps)
{
    if (extreme32(p, i))
        int32_extreme_fold(p, vs, i, ud, acc, temps);
    else
        int16_extreme_fold(p, vs, i, ud, acc, REPEAT_BYTES / 32, REPEAT_BYTES / 2, temps);
    if (!biased_red(p, i))
        return;
    enum dtype wd = dtype_sint(p->ub[ud].dtype);
    int u[2] = {ud, ud};
    const enum dtype v[2] = {wd, wd};
    row_vals(p, vs, i, IK_VSCA, INSN_VADDS, 2, u, v)->scalar = bias_scalar(p, wd);
}

/* A row reduction: full S into per-row D. */
static void a2a3_row_reduce(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    enum dtype dt = red_dtype(spec_op_dtype(k, o));
    int sz = dtype_size(dt), elems = REPEAT_BYTES / sz, cols = k->vcols;
    int us = p->tile_ub[o->src[0]], ud = p->tile_ub[o->dst];
    /* ops.def's steps: the lane-wise combine, then the reduction */
    enum insn_id lane = lw->steps[0].insn, reduce = lw->steps[1].insn;
    int integer = !dtype_is_float(dt);
    int ut = temps[0], trep = elems * sz / 32, srep = p->ub[us].pitch * sz / 32;
    if (o->code == OP_ROWPROD) { /* the lanes from 1, every chunk multiplied in */
        acc_identity(p, vs, i, ut);
        combine_lanes(p, vs, i, lane, ut, us, 0, cols, -1);
        prod_fold(p, vs, i, ud, ut, temps);
        return;
    }
    if (integer && (sz == 2 || o->code != OP_ROWSUM)) {
        /* every lane folded: those past C hold the identity (0, MIN, MAX;
         * a biased one's MIN or MAX is the bias of 0 or of all ones) */
        int tb = biased_red(p, i) ? temps[bias_temp(p, i)] : -1;
        if (cols < elems) {
            acc_identity(p, vs, i, ut);
        } else if (tb >= 0) {
            a2a3_set_norm(p, vs, ~0ull, ~0ull);
            bias_lanes(p, i, ut, trep, us, srep, 0, elems);
        } else {
            bit_copy(p, i, ut, us, trep, srep);
        }
        combine_lanes(p, vs, i, lane, ut, us, cols < elems ? 0 : elems, cols, tb);
        if (o->code == OP_ROWSUM)
            int_fold(p, vs, i, ud, ut, trep, REPEAT_BYTES / 4, sz, temps);
        else
            int_extreme_fold(p, vs, i, ud, ut, temps);
        return;
    }
    if (cols <= elems) { /* across the C lanes at once */
        if (integer)
            int_fold(p, vs, i, ud, us, srep, cols, sz, temps);
        else
            fold_lanes(p, vs, i, reduce, ud, PLAN_OWN, us, srep, cols);
        return;
    }
    if (tree_in_place(p, i)) { /* the chunks into chunk 0, then across its lanes */
        combine_tree(p, vs, i, lane, us, cols);
        fold_lanes(p, vs, i, reduce, ud, PLAN_OWN, us, srep, elems);
        return;
    }
    /* the lanes: chunk 0 copied bit for bit, the later ones combined
     * lane-wise in order (the first two at once when the second is
     * whole); then across the E lanes */
    if (cols >= 2 * elems) {
        combine_first(p, vs, i, lane, ut, us);
        combine_lanes(p, vs, i, lane, ut, us, 2 * elems, cols, -1);
    } else {
        bit_copy(p, i, ut, us, trep, srep);
        combine_lanes(p, vs, i, lane, ut, us, elems, cols, -1);
    }
    if (integer)
        int_fold(p, vs, i, ud, ut, trep, elems, sz, temps);
    else
        fold_lanes(p, vs, i, reduce, ud, PLAN_OWN, ut, trep, elems);
}

/* ---- a row split into chunks (split.h) ---------------------------------
 * A row reduction keeps its E lanes a row in ACC (rows x E, for the row
 * block) from chunk to chunk: set to the reduction's identity before the
 * pass, every E-column block of each chunk combined into it lane-wise in
 * order, and folded across the E lanes after the pass: the adds of the
 * whole row (docs/semantics.md), since identity (op) x is x bit for bit
 * (-0 + x for a sum, -inf max x, +inf min x).  A chunk starts on a lane
 * boundary (its width a multiple of 256 columns). */

void a2a3_row_acc_init(struct plan *p, struct vstate *vs, int i, int acc)
{
    ir_add_insn(p, IK_OPBEGIN, i)->name = "its lanes start as its identity";
    acc_identity(p, vs, i, acc);
}

void a2a3_row_accumulate(struct plan *p, struct vstate *vs, int i, int acc, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    enum insn_id lane = a2a3_lowering(p, i)->steps[0].insn;
    int us = p->tile_ub[o->src[0]], cols = p->k->vcols;
    ir_add_insn(p, IK_OPBEGIN, i)->name = "this chunk into its lanes";
    if (tree_in_place(p, i)) { /* the chunk's own lanes first, in its chunk 0 */
        combine_tree(p, vs, i, lane, us, cols);
        cols = REPEAT_BYTES / dtype_size(p->ub[us].dtype);
    }
    combine_lanes(p, vs, i, lane, acc, us, 0, cols, biased_red(p, i) ? temps[bias_temp(p, i)] : -1);
}

void a2a3_row_fold(struct plan *p, struct vstate *vs, int i, int acc, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    int sz = dtype_size(p->ub[acc].dtype), elems = REPEAT_BYTES / sz;
    ir_add_insn(p, IK_OPBEGIN, i)->name = "its lanes folded, every chunk seen";
    if (o->code == OP_ROWPROD)
        prod_fold(p, vs, i, p->tile_ub[o->dst], acc, temps);
    else if (!dtype_is_float(p->ub[acc].dtype) && o->code != OP_ROWSUM)
        int_extreme_fold(p, vs, i, p->tile_ub[o->dst], acc, temps);
    else if (!dtype_is_float(p->ub[acc].dtype))
        int_fold(p, vs, i, p->tile_ub[o->dst], acc, elems * sz / 32, REPEAT_BYTES / 4, sz, temps);
    else
        fold_lanes(p, vs, i, a2a3_lowering(p, i)->steps[1].insn, p->tile_ub[o->dst], PLAN_OWN, acc,
                   elems * sz / 32, elems);
}

/* Row 0 of US copied into UD bit for bit, over BYTES: vor of itself on
 * a 16-bit view in counter mode. */
static void col_copy(struct plan *p, struct vstate *vs, int i, int ud, int us, int bytes)
{
    a2a3_set_count(p, vs, ir_count_const((bytes + 1) / 2, 0));
    struct insn *cp = ir_add_insn(p, IK_VBIN, i);
    ir_insn_set(cp, INSN_VOR);
    cp->nopnd = 3;
    cp->repeat = ir_count_const(1, 1);
    for (int j = 0; j < 3; j++) {
        cp->opnd[j] = (struct operand){j ? us : ud, DT_U16, 0, 0};
        cp->stride[j] = 8;
    }
    a2a3_access(cp, ud, 0, bytes, 0, 1);
    a2a3_access(cp, us, 0, bytes, 0, 0);
}

/* The COLS values of UB tile US (its row of the loop over the rows if
 * ROWED, else its row 0) biased into UT's row 0 (vadds of signed view
 * WD's MIN, a2a3/TAddS.hpp's form), in counter mode. */
static void col_bias(struct plan *p, int i, int ut, int us, int rowed, enum dtype wd, int cols)
{
    int sz = dtype_size(wd);
    struct insn *in = ir_add_insn(p, IK_VSCA, i);
    ir_insn_set(in, INSN_VADDS);
    in->nopnd = 2;
    in->repeat = ir_count_const(1, 1);
    in->opnd[0] = (struct operand){ut, view_of(p, ut, wd), 0, 0};
    in->opnd[1] = (struct operand){us, view_of(p, us, wd), 0, rowed ? p->ub[us].pitch : 0};
    in->stride[0] = in->stride[1] = 8;
    in->scalar = bias_scalar(p, wd);
    a2a3_access(in, ut, 0, cols * sz, 0, 1);
    a2a3_access(in, us, 0, cols * sz, rowed, 0);
}

/* A column reduction: full S into per-col D, row 0 copied, then each
 * valid row combined into D in order (pto-isa's sequential a2a3/TColSum.hpp,
 * TColReduceOps.hpp), counter mode over the valid columns.  An unsigned
 * maximum or minimum (biased_col): row 0 biased into D instead of copied,
 * each later row biased into TEMPS[0] before vmax/vmin on the signed view
 * (which takes signed integers only, a2a3/TMax.hpp), D biased back at the
 * end: the top bit flipped, on which the signed order is the unsigned one. */
static void a2a3_col_reduce(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lstep *st = &a2a3_lowering(p, i)->steps[0];
    enum dtype dt = spec_op_dtype(k, o);
    enum dtype view = ir_view_dtype(st->view, dt);
    int sz = dtype_size(dt), cols = k->vcols;
    int us = p->tile_ub[o->src[0]], ud = p->tile_ub[o->dst];
    int vname = view == dt ? PLAN_OWN : (int)view, biased = biased_col(p, i);

    if (biased) {
        a2a3_set_count(p, vs, ir_count_const(cols, 0));
        col_bias(p, i, ud, us, 0, view, cols);
    } else {
        col_copy(p, vs, i, ud, us, cols * sz);
    }
    if (k->vrows >= 2) {
        a2a3_set_count(p, vs, ir_count_const(cols, 0));
        struct insn *loop = ir_add_insn(p, IK_ROWS_BEGIN, i);
        loop->count = ir_count_const(1, 0);
        if (biased)
            col_bias(p, i, temps[0], us, 1, view, cols);
        struct insn *in = ir_add_insn(p, IK_VBIN, i);
        ir_insn_set(in, st->insn);
        in->nopnd = 3;
        in->repeat = ir_count_const(1, 1);
        in->opnd[0] = (struct operand){ud, vname, 0, 0};
        in->opnd[1] = (struct operand){ud, vname, 0, 0};
        in->opnd[2] = biased ? (struct operand){temps[0], view_of(p, temps[0], view), 0, 0}
                             : (struct operand){us, vname, 0, p->ub[us].pitch};
        for (int j = 0; j < 3; j++)
            in->stride[j] = 8;
        a2a3_access(in, ud, 0, cols * sz, 0, 1);
        if (biased)
            a2a3_access(in, temps[0], 0, cols * sz, 0, 0);
        else
            a2a3_access(in, us, 0, cols * sz, 1, 0);
        ir_add_insn(p, IK_ROWS_END, i);
    }
    if (biased) {
        a2a3_set_count(p, vs, ir_count_const(cols, 0));
        col_bias(p, i, ud, ud, 0, view, cols);
    }
}

/* An instruction of op I on N operands U (dst first), in counter mode over
 * a row of N16 16-bit values each seen as VIEW: operand j in row
 * ROWED[j] of the loop over the rows (1) or its row 0 (0). */
static struct insn *row16(struct plan *p, int i, enum insn_kind kind, enum insn_id id, int n,
                          const int *u, const int *rowed, enum dtype view, int n16)
{
    struct insn *in = ir_add_insn(p, kind, i);
    ir_insn_set(in, id);
    in->nopnd = n;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < n; j++) {
        const struct ub_tile *t = &p->ub[u[j]];
        int pitch16 = t->pitch * dtype_size(t->dtype) / 2; /* a row in view elements */
        in->opnd[j] = (struct operand){u[j], view, 0, rowed[j] ? pitch16 : 0};
        in->stride[j] = 8;
        a2a3_access(in, u[j], 0, n16 * 2, rowed[j], j == 0);
    }
    return in;
}

/* tcolsum of 8-bit integers (pto-isa's a2a3/TColSum.hpp takes none; A2/A3's
 * vadd adds no bytes): the bytes in 16-bit pairs, in counter mode, as
 * tadd's 8-bit recipe takes them.  dst sums the whole pairs row by row
 * (vadd), so its low bytes are the low bytes' sums modulo 2^8 (a carry
 * only goes up); H sums the pairs' high bytes alone (each row and'ed with
 * 0xff00 first), so no carry reaches them; dst's low bytes or'ed with H
 * are the result, signed and unsigned alike.  TEMPS[0]: 0xff00 (then
 * 0x00ff by vnot), [1]: H, [2]: a row's high bytes; one row each. */
static void byte_col_sum(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int us = p->tile_ub[o->src[0]], ud = p->tile_ub[o->dst];
    int kk = temps[0], h = temps[1], t = temps[2], n16 = (k->vcols + 1) / 2;
    const int no[3] = {0, 0, 0}, src[3] = {0, 1, 0}, srcb[3] = {0, 0, 1};
    a2a3_set_count(p, vs, ir_count_const(n16, 0));
    struct insn *dup = ir_add_insn(p, IK_VDUP, i);
    ir_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){kk, DT_U16, 0, 0};
    dup->repeat = ir_count_const(1, 1);
    dup->stride[0] = 8;
    dup->scalar = "(uint16_t)0xff00u";
    a2a3_access(dup, kk, 0, n16 * 2, 0, 1);
    {
        int u[3] = {ud, us, us};
        row16(p, i, IK_VBIN, INSN_VOR, 3, u, no, DT_U16, n16);
    }
    {
        int u[3] = {h, us, kk};
        row16(p, i, IK_VBIN, INSN_VAND, 3, u, no, DT_U16, n16);
    }
    if (k->vrows >= 2) {
        struct insn *loop = ir_add_insn(p, IK_ROWS_BEGIN, i);
        loop->count = ir_count_const(1, 0);
        int u1[3] = {ud, ud, us}, u2[3] = {t, us, kk}, u3[3] = {h, h, t};
        row16(p, i, IK_VBIN, INSN_VADD, 3, u1, srcb, DT_I16, n16);
        row16(p, i, IK_VBIN, INSN_VAND, 3, u2, src, DT_U16, n16);
        row16(p, i, IK_VBIN, INSN_VADD, 3, u3, no, DT_I16, n16);
        ir_add_insn(p, IK_ROWS_END, i);
    }
    {
        int u[2] = {kk, kk}, u2[3] = {ud, ud, kk}, u3[3] = {ud, ud, h};
        row16(p, i, IK_VUN, INSN_VNOT, 2, u, no, DT_U16, n16);
        row16(p, i, IK_VBIN, INSN_VAND, 3, u2, no, DT_U16, n16);
        row16(p, i, IK_VBIN, INSN_VOR, 3, u3, no, DT_U16, n16);
    }
}

void a2a3_red(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    if (op_table[o->code].family == OPF_ROWREDUCE)
        a2a3_row_reduce(p, vs, i, temps);
    else if (o->code == OP_COLSUM && dtype_size(spec_op_dtype(p->k, o)) == 1)
        byte_col_sum(p, vs, i, temps);
    else
        a2a3_col_reduce(p, vs, i, temps);
}

/* The vector source of op I in broadcast form: its UB tile, marked to be
 * read so by a2a3_step (vbrcb first for a per-row one). */
int a2a3_bcast_begin(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    int s = a2a3_vector_src(p->k, o);
    int v = p->tile_ub[o->src[s]], u = a2a3_bcast_ub(p, i, temps);
    if (p->k->tiles[o->src[s]].per == PER_ROW) {
        a2a3_vbrcb(p, vs, i, u, v);
        p->ub[u].bcast = BC_ROW;
    } else {
        p->ub[u].bcast = BC_COL;
    }
    return u;
}

void a2a3_expand(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    int u = a2a3_bcast_begin(p, vs, i, temps);
    int us[3] = {p->tile_ub[o->dst], u, u};
    a2a3_step(p, vs, i, IK_VBIN, a2a3_lowering(p, i)->steps[0].insn, DT_U16, us, 3, NULL);
    p->ub[u].bcast = BC_NONE;
}

void a2a3_bcast(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    int u = a2a3_bcast_begin(p, vs, i, temps);
    a2a3_recipe(p, vs, i, a2a3_lowering(p, i), temps);
    p->ub[u].bcast = BC_NONE;
}
