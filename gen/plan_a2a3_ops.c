/* plan_a2a3_ops.c - the A2/A3 lowering of each op (a2a3_): by its recipe,
 * or by its special lowering (conversions, selects, shifts as a scalar
 * loop or on the vector pipe, remainders, tprelu), and the temporaries
 * each needs.  The compares are plan_a2a3_cmp.c's, the reductions and
 * broadcasts plan_a2a3_red.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

/* TSEL: per row in counter mode, the mask row's UB address is broadcast
 * into the hidden scratch, loaded into CMPMASK, then vsel picks. */
/* CMPMASK := the UB address ADDR (a C expression) of the select bits of
 * mask tile UM: broadcast into the hidden scratch, loaded from there. */
static void a2a3_load_cmpmask(struct plan *p, struct vstate *vs, int op, int scratch, int um,
                              const char *addr)
{
    a2a3_set_count(p, vs, ir_count_const(32, 0));
    struct insn *dup = ir_add_insn(p, IK_VDUP, op);
    ir_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    dup->repeat = ir_count_const(1, 1);
    dup->stride[0] = 8;
    dup->scalar = addr;
    p->ub[um].needs_addr = 1;
    a2a3_access(dup, scratch, 0, 128, 0, 1);

    struct insn *cm = ir_add_insn(p, IK_CMPMASK, op);
    ir_insn_set(cm, INSN_SET_CMPMASK);
    cm->nopnd = 1;
    cm->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    a2a3_access(cm, scratch, 0, 16, 0, 0);
    a2a3_access(cm, PLAN_RES_CMPMASK, 0, 1, 0, 1);
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
    struct insn *sel = ir_add_insn(p, kind, op);
    ir_insn_set(sel, INSN_VSEL);
    sel->nopnd = 3;
    sel->repeat = ir_count_const(1, 1);
    if (kind == IK_VSELS) {
        sel->opnd[2] = (struct operand){um, PLAN_OWN, 0, row ? p->ub[um].pitch : 0};
        sel->stride[2] = 8;
    }
    for (int i = 0; i < (kind == IK_VSELS ? 2 : 3); i++) {
        const struct ub_tile *t = &p->ub[us[i]];
        sel->opnd[i] = (struct operand){us[i], ir_view(t->dtype, view), 0, row ? t->pitch : 0};
        sel->stride[i] = 8;
        if (t->bcast == BC_ROW) { /* the row's block in every block, every repeat */
            sel->stride[i] = 0;
            sel->blk0 |= 1u << i;
            a2a3_access(sel, us[i], 0, 32, 1, 0);
            continue;
        }
        if (t->bcast == BC_COL) { /* the per-col values' one row in every row */
            sel->opnd[i].row_step = 0;
            a2a3_access(sel, us[i], 0, p->vcols * sz, 0, 0);
            continue;
        }
        a2a3_access(sel, us[i], 0, row ? p->vcols * sz : t->pitch * dtype_size(t->dtype), row,
                    i == 0);
    }
    a2a3_access(sel, um, 0, row ? (p->vcols + 7) / 8 : p->ub[um].pitch, row, 0);
    a2a3_access(sel, PLAN_RES_CMPMASK, 0, 1, 0, 0);
}

/* TSEL with a dense mask tile (plan.sel_stream): the whole tile's select
 * bits are one stream from the mask tile's start, element j of the tile
 * (padding included) at bit j, so the per-row steps of a2a3_sel happen
 * once.  In counter mode element j of a vsel reads bit j of the stream
 * (as pto-isa's per-row TSEL relies on for rows longer than one repeat). */
static void a2a3_sel_stream(struct plan *p, struct vstate *vs, int op, int ud, int um, int u0,
                            int u1, int scratch)
{
    a2a3_load_cmpmask(p, vs, op, scratch, um, ir_fmt("pgr_ua_%s", p->ub[um].name));
    a2a3_set_count(p, vs, a2a3_count(p, p->ub[ud].pitch));
    int us[3] = {ud, u0, u1};
    a2a3_vsel(p, op, IK_VSEL, us, um, 0);
}

/* Is op I a TSEL of full tiles with a per-row source (its value in every
 * column of the row) or a per-col one (in every row of the column)? */
int a2a3_sel_bcast(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int s = a2a3_vector_src(k, o);
    return a2a3_special(p, i) == LS_A2A3_SEL && !TILE_IS_VECTOR(&k->tiles[o->dst]) && s >= 0;
}

/* STREAM: UM's bits are one stream over the tile (plan.sel_stream for a
 * mask tile of the spec). */
static void a2a3_sel(struct plan *p, struct vstate *vs, int op, int ud, int um, int u0, int u1,
                     int scratch, int stream)
{
    if (!vs->count_mode) { /* switch modes once, before the loop */
        ir_add_insn(p, IK_MODE_COUNT, -1);
        vs->count_mode = 1;
    }
    if (stream) {
        a2a3_sel_stream(p, vs, op, ud, um, u0, u1, scratch);
        return;
    }
    ir_add_insn(p, IK_ROWS_BEGIN, op);
    vs->count = (struct ir_count){0}; /* each iteration sets both counts */
    a2a3_load_cmpmask(p, vs, op, scratch, um,
                      ir_fmt("pgr_ua_%s + pgr_r * %du", p->ub[um].name, p->ub[um].pitch));

    a2a3_set_count(p, vs, ir_count_const(p->vcols, 0));
    int us[3] = {ud, u0, u1};
    a2a3_vsel(p, op, IK_VSEL, us, um, 1);
    ir_add_insn(p, IK_ROWS_END, op);
    vs->count = ir_count_const(p->vcols, 0);
}

/* One vector_dup of VALUE, a VT, over row pgr_r of tile UD, in counter
 * mode with COUNT (pto-isa's a2a3/TTri.hpp: vector_dup(row, v, 1, 1, 1, 8,
 * 0)).  UD seen as VT when its own type differs: bf16 data, which
 * a2a3/TTri.hpp does not take, on its uint16_t view (VALUE then the bit
 * pattern), 8-bit data's half triangle in a scratch tile another op may
 * have typed otherwise (a2a3_tri). */
static void a2a3_tri_dup(struct plan *p, struct vstate *vs, int i, int ud, enum dtype vt,
                         struct ir_count count, const char *value)
{
    enum dtype ut = p->ub[ud].dtype;
    a2a3_set_count(p, vs, count);
    struct insn *in = ir_add_insn(p, IK_VDUP, i);
    ir_insn_set(in, INSN_VECTOR_DUP);
    in->nopnd = 1;
    in->repeat = ir_count_const(1, 1);
    in->scalar = value;
    in->opnd[0] = (struct operand){ud, ut == vt ? PLAN_OWN : ir_view(ut, vt), 0, p->ub[ud].pitch};
    in->stride[0] = 8;
    a2a3_access(in, ud, 0, p->vcols * dtype_size(vt), 1, 1);
}

/* TTRI as pto-isa's a2a3/TTri.hpp: in counter mode, every valid row r of
 * dst gets over its valid columns the value right of the triangle's edge
 * (0 for the lower triangle, 1 for the upper), then over columns
 * [0, n(r)) the other value: the lower
 * triangle's ones up to column r + d (n = min(r + d + 1, vc)), the upper
 * one's zeros before column r + d (n = min(r + d, vc)).  The rows with
 * n <= 0 are left out of the second loop, which starts at the first row
 * with n >= 1, so no count is ever 0 (pto-isa skips those rows of the
 * lower triangle; of the upper one it dups r = -d with a count of 0).
 * 8-bit data, which that header does not take (A2/A3 has no 8-bit
 * vector_dup, and an edge at an odd byte has no 16-bit view), is written
 * so as half into TEMPS[0], an f16 tile like dst (a2a3_temps), then
 * converted into dst by one vconv_f162s8r or vconv_f162u8r
 * (a2a3/TCvt.hpp's CAST_RINT forms), exact for 1.0 and 0.0. */
static void a2a3_tri(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    int byte = dtype_size(dt) == 1;
    int ud = byte ? temps[0] : p->tile_ub[o->dst];
    /* bf16: 1.0 and 0.0 as their patterns, exact on the 16-bit view */
    enum dtype vt = byte ? DT_F16 : dt == DT_BF16 ? DT_U16 : dt;
    const char *one = ir_scalar_spell(
        p->k, p->target, vt, (struct scalar){.kind = SC_INT, .ival = dt == DT_BF16 ? 0x3f80 : 1});
    const char *zero =
        ir_scalar_spell(p->k, p->target, vt, (struct scalar){.kind = SC_INT, .ival = 0});
    a2a3_set_count(p, vs, ir_count_const(p->vcols, 0)); /* once, before the rows */
    ir_add_insn(p, IK_ROWS_BEGIN, i);
    a2a3_tri_dup(p, vs, i, ud, vt, ir_count_const(p->vcols, 0), o->upper ? one : zero);
    ir_add_insn(p, IK_ROWS_END, i);
    /* n(r) = r + k, k = d + 1 (lower) or d (upper); rows from max(0, 1 - k) */
    long k = (long)o->diagonal + (o->upper ? 0 : 1);
    long first = k >= 1 ? 0 : 1 - k;
    if (first < p->vrows) { /* else no row of any tile has a column on the triangle's side */
        struct ir_count n = k >= 0 ? ir_count_window(ir_count_row((int)k), 0, p->vcols)
                                   : ir_count_window(ir_count_row(0), (int)-k, p->vcols);
        struct insn *loop = ir_add_insn(p, IK_ROWS_BEGIN, i);
        loop->count = ir_count_const((int)first, 0);
        a2a3_tri_dup(p, vs, i, ud, vt, n, o->upper ? zero : one);
        ir_add_insn(p, IK_ROWS_END, i);
        vs->count = (struct ir_count){0}; /* the last row's count: unknown after the loop */
    }
    if (byte) { /* the simulator wants CTRL's saturation bit set (1.0 and 0.0 do not care) */
        p->ctrl_sat = 1;
        a2a3_conv(p, vs, i, insn_vconv(DT_F16, dt, RND_RINT), p->tile_ub[o->dst], dt, ud, DT_F16);
    }
}

static void a2a3_flag(struct plan *p, int op, enum plan_pipe src, enum plan_pipe dst)
{
    struct insn *f = ir_add_insn(p, IK_FLAG, op);
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
    struct insn *st = ir_add_insn(p, IK_SSTORE, i);
    st->nopnd = 1;
    st->opnd[0] = (struct operand){scratch, spec_op_dtype(p->k, o), 0, 0};
    st->scalar = p->scalar_expr[i];
    a2a3_flag(p, i, PLAN_PIPE_S, PLAN_PIPE_V);
    struct insn *cm = ir_add_insn(p, IK_CMPMASK, i);
    ir_insn_set(cm, INSN_SET_CMPMASK);
    cm->nopnd = 1;
    cm->opnd[0] = (struct operand){scratch, DT_U32, 0, 0};
    a2a3_access(cm, scratch, 0, 16, 0, 0);
    a2a3_access(cm, PLAN_RES_CMPMASK, 0, 1, 0, 1);
    if (p->sel_stream || p->vec_shape != PER_FULL) {
        a2a3_set_count(p, vs, a2a3_count(p, p->ub[ud].pitch));
        a2a3_vsel(p, i, IK_VSELS, us, um, 0);
        return;
    }
    a2a3_set_count(p, vs, ir_count_const(p->vcols, 0));
    ir_add_insn(p, IK_ROWS_BEGIN, i);
    a2a3_vsel(p, i, IK_VSELS, us, um, 1);
    ir_add_insn(p, IK_ROWS_END, i);
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

/* dst = src0 >> src1 on the vector pipe (pto-isa has only the scalar
 * loop), and likewise <<, SHIFT naming the instruction (vshr, vshl); the
 * count read as unsigned, one of W or more shifting every bit out.  The
 * count's low log2(W) bits, low to high: for bit k, x becomes x >> 2^k
 * where the bit is set, as
 *     m = (count << (W-1-k)) >> (W-1)   all ones iff bit k (arithmetic)
 *     t = x >> 2^k                      arithmetic for signed data
 *     x = x + ((t - x) & m)
 * six instructions a bit, all exact: vsub/vadd wrap, vand works on a
 * 16-bit view.  Then the bits above (a2a3_shift_out).  x starts as src0
 * and collects in dst; TMP holds t, m and, when dst is the count tile,
 * the accumulator (copied to dst at the end). */
/* The last step of a2a3_shift_vector: where the count U1, read as
 * unsigned, is W or more, X (shifted by the count's low bits) becomes 0,
 * or its sign bits for a signed right shift.  The count's bits above
 * log2(W) as a signed value a = count >> log2(W) (arithmetic) are not 0
 * exactly there, and then one of a and -a is negative (|a| is below
 * 2^(W-1-log2(W)), so neither is MIN), so
 *     m = (a | -a) >> (W-1)             all ones iff count >= W
 * and x = x & ~m, or x = x + (((x >> (W-1)) - x) & m) for sign bits:
 * four instructions and two, or four. */
static void a2a3_shift_out(struct plan *p, struct vstate *vs, int op, enum insn_id shift,
                           enum dtype dt, int x, int u1, const int *tmp)
{
    int sz = dtype_size(dt), w = 8 * sz, lg = sz == 2 ? 4 : 5;
    enum dtype sv = signed_of_size(sz);
    const char *st = dtype_dctype(sv);
    int ut = tmp[0], um = tmp[1];
    int hi[2] = {ut, u1}, neg[2] = {um, ut}, ors[3] = {um, um, ut}, all[2] = {um, um};
    a2a3_step(p, vs, op, IK_VSCA, INSN_VSHR, sv, hi, 2, ir_fmt("(%s)%d", st, lg));
    a2a3_step(p, vs, op, IK_VSCA, INSN_VMULS, sv, neg, 2, ir_fmt("(%s)-1", st));
    a2a3_step(p, vs, op, IK_VBIN, INSN_VOR, DT_U16, ors, 3, NULL);
    a2a3_step(p, vs, op, IK_VSCA, INSN_VSHR, sv, all, 2, ir_fmt("(%s)%d", st, w - 1));
    if (shift == INSN_VSHR && dtype_is_signed(dt)) {
        int sign[2] = {ut, x}, sub[3] = {ut, ut, x}, and[3] = {ut, ut, um}, add[3] = {x, x, ut};
        a2a3_step(p, vs, op, IK_VSCA, INSN_VSHR, sv, sign, 2, ir_fmt("(%s)%d", st, w - 1));
        a2a3_step(p, vs, op, IK_VBIN, INSN_VSUB, sv, sub, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VAND, DT_U16, and, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VADD, sv, add, 3, NULL);
    } else {
        int inv[2] = {um, um}, and[3] = {x, x, um};
        a2a3_step(p, vs, op, IK_VUN, INSN_VNOT, DT_U16, inv, 2, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VAND, DT_U16, and, 3, NULL);
    }
}

static void a2a3_shift_vector(struct plan *p, struct vstate *vs, int op, enum insn_id shift,
                              enum dtype dt, int ud, int u0, int u1, const int *tmp)
{
    int sz = dtype_size(dt), w = 8 * sz;
    enum dtype sv = signed_of_size(sz);
    const char *st = dtype_dctype(sv), *dct = dtype_dctype(dt);
    int ut = tmp[0], um = tmp[1];
    int acc = ud == u1 ? tmp[2] : ud;
    int x = u0;
    for (int k = 0; (1 << k) < w; k++) {
        int mk1[2] = {um, u1}, mk2[2] = {um, um}, sh[2] = {ut, x};
        int sub[3] = {ut, ut, x}, and[3] = {ut, ut, um}, add[3] = {acc, x, ut};
        a2a3_step(p, vs, op, IK_VSCA, INSN_VSHL, sv, mk1, 2, ir_fmt("(%s)%d", st, w - 1 - k));
        a2a3_step(p, vs, op, IK_VSCA, shift, dt, sh, 2, ir_fmt("(%s)%d", dct, 1 << k));
        a2a3_step(p, vs, op, IK_VSCA, INSN_VSHR, sv, mk2, 2, ir_fmt("(%s)%d", st, w - 1));
        a2a3_step(p, vs, op, IK_VBIN, INSN_VSUB, sv, sub, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VAND, DT_U16, and, 3, NULL);
        a2a3_step(p, vs, op, IK_VBIN, INSN_VADD, sv, add, 3, NULL);
        x = acc;
    }
    a2a3_shift_out(p, vs, op, shift, dt, acc, u1, tmp);
    if (acc != ud) {
        int cp[2] = {ud, acc};
        a2a3_step(p, vs, op, IK_VSCA, INSN_VADDS, sv, cp, 2, ir_fmt("(%s)0", st));
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
    struct insn *in = ir_add_insn(p, IK_SLOOP, i);
    in->count = ir_count_const(p->vcols, 0); /* the columns it walks */
    /* a compare spells its operator; tscatter's loop stores elements, as
     * a2a3/TScatter.hpp (source.m4's _pg_sloop_scatter) */
    const char *helper = o->code == OP_SCATTER ? NULL : lower_host(o->code)->helper;
    in->name = helper ? ir_fmt("pgr_%s_%s", helper, dtype_name(dt)) : "";
    if (op_table[o->code].family == OPF_CONVERT)
        in->name = ir_fmt("pgr_cvt_%s_%s_%s", dtype_name(dt),
                          ir_cvt_mode(o, dt, p->k->tiles[o->dst].dtype),
                          dtype_name(p->k->tiles[o->dst].dtype));
    in->opnd[in->nopnd++] = (struct operand){p->tile_ub[o->dst], PLAN_OWN, 0, 0};
    for (int s = 0; s < o->nsrc; s++)
        in->opnd[in->nopnd++] = (struct operand){p->tile_ub[o->src[s]], PLAN_OWN, 0, 0};
    for (int j = 0; j < in->nopnd; j++) {
        in->opnd[j].row_step = p->ub[in->opnd[j].ub].pitch;
        /* the host helpers take and return half and bfloat16 as their
         * bits: a numeric conversion of the device's half would pass the
         * value instead */
        enum dtype t = p->ub[in->opnd[j].ub].dtype;
        if (t == DT_F16 || t == DT_BF16) {
            in->opnd[j].view = ir_view(t, DT_U16);
            p->ub[in->opnd[j].ub].bits = 1;
        }
    }
    in->scalar = p->scalar_expr[i];
    a2a3_flag(p, i, PLAN_PIPE_S, PLAN_PIPE_V);
    if (op_table[o->code].family == OPF_CONVERT)
        ir_need_cvt_helper(p, o);
    else if (helper)
        ir_need_op_helper(p, o->code, dt);
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

/* A pair converted through MID (lower_cvt_via, where it is proved exact)
 * on A2/A3: the vconv to MID into temps[0] (a tile of MID shaped like the
 * source), then the one to DST. */
static void a2a3_cvt_via(struct plan *p, struct vstate *vs, int i, const int *temps,
                         const struct lower_via *v)
{
    const struct op *o = &p->k->ops[i];
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]];
    enum round_mode m = v->mode < 0 ? ir_cvt_round(o, v->src, v->dst) : (enum round_mode)v->mode;
    a2a3_conv(p, vs, i, insn_vconv(v->src, v->mid, RND_NONE), temps[0], v->mid, us, v->src);
    if (!dtype_is_float(v->dst))
        p->ctrl_sat = 1;
    a2a3_conv(p, vs, i, insn_vconv(v->mid, v->dst, m), ud, p->ub[ud].dtype, temps[0], v->mid);
}

/* Does A2/A3 convert S to D by the scalar loop?  The integer pairs but
 * int32 -> int16 and the vias, and every pair of a float with u16 or
 * u32: no vconv of a2a3/TCvt.hpp converts them. */
static int a2a3_cvt_is_loop(enum dtype s, enum dtype d)
{
    if (lower_cvt_via(s, d)) /* int16 -> int8: two vconv */
        return 0;
    if (!dtype_is_float(s) && !dtype_is_float(d))
        return !(s == DT_I32 && d == DT_I16);
    enum dtype n = dtype_is_float(s) ? d : s;
    return n == DT_U16 || n == DT_U32;
}

/* tcvt on A2/A3: the vconv_* of the pair; float to integer first makes
 * NaN lanes 0 (what A2/A3 does with a NaN is not documented) with integer
 * steps on the bit pattern: m = (INF - (bits & MAX)) >> (W - 1) is all
 * ones exactly for NaNs, bits & ~m is the clean value; a conversion to an
 * unsigned type clamps negatives at 0 first (the hardware takes them as
 * an exception).  Integer pairs but int32 -> int16, and float pairs
 * with u16 or u32, have no vconv: a scalar loop (a2a3_cvt_is_loop).
 * TEMPS: the guard's two tiles like the source. */
static void a2a3_cvt(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype s = k->tiles[o->src[0]].dtype, d = k->tiles[o->dst].dtype;
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]];
    enum round_mode m = ir_cvt_round(o, s, d);
    if (lower_cvt_via(s, d)) {
        a2a3_cvt_via(p, vs, i, temps, lower_cvt_via(s, d));
        return;
    }
    if (a2a3_cvt_is_loop(s, d)) {
        a2a3_scalar_loop(p, i);
        return;
    }
    if (dtype_is_float(s) && !dtype_is_float(d)) {
        int sz = dtype_size(s), w = 8 * sz;
        enum dtype sv = sz == 4 ? DT_I32 : DT_I16;
        const char *st = dtype_dctype(sv);
        long long absmask = sz == 4 ? 0x7fffffffll : 0x7fffll;
        long long inf = s == DT_F32 ? 0x7f800000ll : s == DT_F16 ? 0x7c00ll : 0x7f80ll;
        int t0 = temps[0], t1 = temps[1];
        int dup[1] = {t1}, and1[3] = {t0, us, t1}, neg[2] = {t0, t0}, shr[2] = {t0, t0},
            inv[2] = {t0, t0}, and2[3] = {t0, t0, us};
        a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, sv, dup, 1, ir_fmt("(%s)%lld", st, absmask));
        a2a3_step(p, vs, i, IK_VBIN, INSN_VAND, DT_U16, and1, 3, NULL);
        a2a3_step(p, vs, i, IK_VSCA, INSN_VMULS, sv, neg, 2, ir_fmt("(%s)-1", st));
        a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, sv, neg, 2, ir_fmt("(%s)%lld", st, inf));
        a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, sv, shr, 2, ir_fmt("(%s)%d", st, w - 1));
        a2a3_step(p, vs, i, IK_VUN, INSN_VNOT, DT_U16, inv, 2, NULL);
        a2a3_step(p, vs, i, IK_VBIN, INSN_VAND, DT_U16, and2, 3, NULL);
        if (!dtype_is_signed(d)) {
            int mx[2] = {t0, t0};
            a2a3_step(p, vs, i, IK_VSCA, INSN_VMAXS, s, mx, 2, ir_int_scalar(p, s, 0));
        }
        us = t0;
        p->ctrl_sat = 1;
    }
    if (s == DT_F32 && dtype_size(d) == 1) {
        /* float -> (u)int8, which no vconv converts: the clean value
         * rounded to odd into half (temps[1], viewed as half), then
         * vconv_f162s8 / f162u8 in the mode.  Exact: below 256 half's
         * spacing is at most 1/8, so every multiple of 1/2 is a half and
         * an even multiple of the spacing; round to odd keeps a half as
         * it is and takes any other x to the odd one of its two
         * neighbouring halfs, which is no multiple of 1/2 and has none
         * between it and x (a tiny x stays nonzero, with its sign).  So
         * the second rounding sees x's side of every integer and every
         * midpoint n + 1/2, in every mode.  |x| >= 256 stays >= 256
         * (odd's overflow is half's largest finite, 65504) and saturates
         * as x does; NaN lanes are 0 already. */
        int t1 = temps[1];
        a2a3_conv(p, vs, i, insn_vconv(DT_F32, DT_F16, RND_ODD), t1, DT_F16, us, DT_F32);
        us = t1;
        s = DT_F16;
    }
    if (s == DT_I32 && d == DT_I16)
        p->ctrl_sat = 1;
    /* the exact pairs have no rounding suffix (TCvt.hpp's names) */
    int exact = dtype_size(d) > dtype_size(s) && !(s == DT_F16 && d == DT_I32) &&
                !(s == DT_BF16 && d == DT_I32);
    exact |= s == DT_I32 && d == DT_I16;
    /* 'round: none' from an integer: pto-isa's suffix-less form
     * (a2a3/TCvt.hpp's default), which rounds to nearest as rint does */
    if (o->round == RND_NONE && !dtype_is_float(s) && insn_vconv(s, d, RND_NONE) >= 0)
        exact = 1;
    int cvt = insn_vconv(s, d, exact ? RND_NONE : m);
    if (cvt < 0)
        diag_bug("no A2/A3 conversion from %s to %s rounding %s", dtype_name(s), dtype_name(d),
                 round_name(m));
    a2a3_conv(p, vs, i, cvt, ud, p->ub[ud].dtype, us, s);
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
    const struct op *o = &p->k->ops[i];
    const struct lstep *s = a2a3_lowering(p, i)->steps;
    enum dtype dt = spec_op_dtype(p->k, o);
    /* f16, bf16 <-> f32: exact one way, rint the other */
    int widen = insn_vconv(dt, DT_F32, RND_NONE), narrow = insn_vconv(DT_F32, dt, RND_RINT);
    int ud = p->tile_ub[o->dst], x = p->tile_ub[o->src[0]];
    int y = s->kind == LK_BIN ? p->tile_ub[o->src[1]] : -1, q = ud, t = 0;
    if (dt != DT_F32) {
        int wx = temps[t++], wy = temps[t++];
        a2a3_conv(p, vs, i, widen, wx, DT_F32, x, dt);
        if (y >= 0) {
            a2a3_conv(p, vs, i, widen, wy, DT_F32, y, dt);
        } else { /* dst's data is read: it holds the rounded scalar */
            a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, DT_F32, &wy, 1,
                      ir_step_scalar(p, i, LSC_OP, DT_F32));
            a2a3_conv(p, vs, i, narrow, ud, dt, wy, DT_F32);
            a2a3_conv(p, vs, i, widen, wy, DT_F32, ud, dt);
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
        a2a3_conv(p, vs, i, narrow, ud, dt, q, DT_F32);
}

/* Conversion CVT of US (a row of the loop over the rows if ROWED, else
 * row 0), seen as DTS, into row 0 of UD, seen as DTD, over COLS values in
 * counter mode (a2a3/TCvt.hpp's vconv_* forms, block strides by width). */
static void col_conv(struct plan *p, struct vstate *vs, int i, int cvt, int ud, enum dtype dtd,
                     int us, enum dtype dts, int rowed, int cols)
{
    int u[2] = {ud, us}, sz[2] = {dtype_size(dtd), dtype_size(dts)};
    int view[2] = {ir_view(p->ub[ud].dtype, dtd), ir_view(p->ub[us].dtype, dts)};
    a2a3_set_count(p, vs, ir_count_const(cols, 0));
    struct insn *in = ir_add_insn(p, IK_VUN, i);
    ir_insn_conv(in, cvt);
    in->nopnd = 2;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < 2; j++) {
        in->opnd[j] = (struct operand){u[j], view[j], 0, j && rowed ? p->ub[us].pitch : 0};
        in->stride[j] = 8 * sz[j] / 4;
        a2a3_access(in, u[j], 0, cols * sz[j], j && rowed, j == 0);
    }
}

/* tcolsum, tcolprod on bf16 (A2/A3 has no bf16 arithmetic): dst set to
 * row 0, then for each later valid row in order dst and the row widened
 * into the f32 rows TEMPS[0], TEMPS[1] (vconv_bf162f32, exact), combined
 * by the step's vadd or vmul in f32 and narrowed into dst
 * (vconv_f322bf16r): the pinned bf16 rounding after every row, since
 * float's add or multiply of two bf16 values rounded to nearest even is
 * the correctly rounded bf16 result (docs/semantics.md). */
static void a2a3_col_bf16(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int widen = insn_vconv(DT_BF16, DT_F32, RND_NONE),
        narrow = insn_vconv(DT_F32, DT_BF16, RND_RINT);
    int us = p->tile_ub[o->src[0]], ud = p->tile_ub[o->dst], cols = k->vcols;
    int acc = temps[0], row = temps[1];
    col_conv(p, vs, i, widen, acc, DT_F32, us, DT_BF16, 0, cols);
    col_conv(p, vs, i, narrow, ud, DT_BF16, acc, DT_F32, 0, cols);
    if (k->vrows < 2)
        return;
    struct insn *loop = ir_add_insn(p, IK_ROWS_BEGIN, i);
    loop->count = ir_count_const(1, 0);
    col_conv(p, vs, i, widen, acc, DT_F32, ud, DT_BF16, 0, cols);
    col_conv(p, vs, i, widen, row, DT_F32, us, DT_BF16, 1, cols);
    struct insn *in = ir_add_insn(p, IK_VBIN, i);
    ir_insn_set(in, a2a3_lowering(p, i)->steps[0].insn);
    in->nopnd = 3;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < 3; j++) {
        in->opnd[j] = (struct operand){j == 2 ? row : acc, PLAN_OWN, 0, 0};
        in->stride[j] = 8;
        a2a3_access(in, j == 2 ? row : acc, 0, cols * 4, 0, j == 0);
    }
    col_conv(p, vs, i, narrow, ud, DT_BF16, acc, DT_F32, 0, cols);
    ir_add_insn(p, IK_ROWS_END, i);
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
    a2a3_vcmp(p, vs, i, INSN_VCMPVS_GT, um, u0, -1, ir_int_scalar(p, dt, 0), dt);
    int mul[3] = {prod, u0, u1};
    a2a3_step(p, vs, i, IK_VBIN, INSN_VMUL, dt, mul, 3, NULL);
    a2a3_sel(p, vs, i, ud, um, u0, prod, scratch, p->contiguous);
}

/* A tpart op with a narrow source (spec_narrow_src), as pto-isa's
 * a2a3/TPartOp.hpp (TPartInstr) lowers it: the wider source copied into
 * dst over the kernel's columns (vor of it with itself on a 16-bit view,
 * where pto-isa calls copy_ubuf_to_ubuf), then the op's recipe over the
 * narrow source's columns with dst standing for the wider source, so the
 * operands keep their order (src0 op src1; pto-isa puts the narrow one
 * first, the same for these commutative ops). */
static void a2a3_part(struct plan *p, struct vstate *vs, int i, const struct lowering *lw,
                      const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int n = spec_narrow_src(k, o), wide = o->src[1 - n];
    int ud = p->tile_ub[o->dst], uw = p->tile_ub[wide], saved_vcols = p->vcols;
    if (wide != o->dst) {
        int us[3] = {ud, uw, uw};
        a2a3_step(p, vs, i, IK_VBIN, INSN_VOR, DT_U16, us, 3, NULL);
    }
    p->tile_ub[wide] = ud;
    p->vcols = k->tiles[o->src[n]].vcols;
    a2a3_recipe(p, vs, i, lw, temps);
    p->tile_ub[wide] = uw;
    p->vcols = saved_vcols;
}

/* The instructions of spec op I in the tile body; TEMPS are its
 * temporaries' UB tiles, SCRATCH the hidden TSEL scratch. */
void a2a3_op(struct plan *p, struct vstate *vs, int i, const int *temps, int scratch)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    struct insn *begin = ir_add_insn(p, IK_OPBEGIN, i);
    /* an elementwise op on vector tiles: their values are contiguous */
    int saved_contiguous = p->contiguous, saved_vcols = p->vcols;
    if (op_table[o->code].family < OPF_ROWREDUCE && op_table[o->code].family != OPF_TRANS &&
        TILE_IS_VECTOR(&k->tiles[o->dst])) {
        p->vec_shape = k->tiles[o->dst].per;
        p->contiguous = 1;
        p->vcols = k->tiles[o->dst].vcols;
    }
    switch (lw->special) {
    case LS_NONE:
        if (spec_op_partial(o->code) && spec_narrow_src(k, o) >= 0)
            a2a3_part(p, vs, i, lw, temps);
        else
            a2a3_recipe(p, vs, i, lw, temps);
        break;
    case LS_A2A3_RED:
        if (op_table[o->code].family == OPF_COLREDUCE && spec_op_dtype(k, o) == DT_BF16)
            a2a3_col_bf16(p, vs, i, temps);
        else
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
    case LS_A2A3_TRI:
        a2a3_tri(p, vs, i, temps);
        break;
    case LS_A2A3_SORT:
    case LS_A2A3_GATHER:
        a2a3_gather(p, vs, i, temps);
        break;
    case LS_A2A3_PAD:
        a2a3_fillpad(p, vs, i);
        break;
    case LS_A2A3_LOOP:
    case LS_A2A3_INDEX: /* tci: the loop over its per-col dst's one row */
        begin->name = a2a3_trans_vector(p, i) ? "scatter_vnchwconv" : "scalar loop on the S pipe";
        if (a2a3_trans_vector(p, i))
            a2a3_trans(p, i);
        else
            a2a3_scalar_loop(p, i);
        break;
    case LS_A2A3_CMP:
        a2a3_cmp(p, vs, i, temps);
        break;
    case LS_A2A3_CVT:
        a2a3_cvt(p, vs, i, temps);
        break;
    case LS_A2A3_SEL:
        if (a2a3_sel_bcast(p, i)) {
            /* the per-row source as vbrcb's blocks: read with block and
             * repeat stride 0 in its row (a2a3_vsel), or, where the select
             * bits are one stream over the tile, copied into every column
             * of a full temporary first (trowexpand's vor); a per-col one
             * read in place, its row in every row, or copied so into
             * every row (tcolexpand's vor) */
            int u = a2a3_bcast_begin(p, vs, i, temps), s = a2a3_vector_src(k, o), v = u;
            if (p->sel_stream) {
                int us[3] = {temps[0], u, u};
                a2a3_step(p, vs, i, IK_VBIN, INSN_VOR, DT_U16, us, 3, NULL);
                v = temps[0];
            }
            p->ub[u].bcast = v != u                               ? BC_NONE
                             : k->tiles[o->src[s]].per == PER_ROW ? BC_ROW
                                                                  : BC_COL;
            a2a3_sel(p, vs, i, p->tile_ub[o->dst], p->tile_ub[o->mask],
                     s == 0 ? v : p->tile_ub[o->src[0]], s == 1 ? v : p->tile_ub[o->src[1]],
                     scratch, p->sel_stream);
            p->ub[u].bcast = BC_NONE;
            break;
        }
        a2a3_sel(p, vs, i, p->tile_ub[o->dst], p->tile_ub[o->mask], p->tile_ub[o->src[0]],
                 p->tile_ub[o->src[1]], scratch, p->sel_stream || p->vec_shape != PER_FULL);
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

/* Op I's temporaries: TEMPS[j] for its j-th, a UB tile: dst where a
 * recipe allows it, else the spec's 'tmp' (the first one) or a scratch
 * tile shared with other ops' (each op's temporaries are dead after it). */
void a2a3_temps(struct plan *p, int i, int *temps, int *ntmp)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = a2a3_lowering(p, i);
    int need = lw->ntemps, in_dst = -1, spec_tmp = o->tmp;
    if (lw->special == LS_A2A3_RED || lw->special == LS_A2A3_EXPAND ||
        lw->special == LS_A2A3_BCAST || a2a3_sel_bcast(p, i)) {
        a2a3_red_temps(p, i, temps, ntmp);
        if (a2a3_sel_bcast(p, i) && p->sel_stream) /* the broadcast as a full tile */
            temps[0] = a2a3_scratch(p, k->tiles[o->dst].dtype, k->tiles[o->dst].rows,
                                    k->tiles[o->dst].cols, 0, temps, 0, ntmp);
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
    if (lw->special == LS_A2A3_GATHER || lw->special == LS_A2A3_SORT) /* plan_a2a3_gather.c */
        need = a2a3_gather_temps(p, i, temps, ntmp);
    if (lw->special == LS_A2A3_CVT) { /* a float -> integer NaN guard, a via's MID */
        enum dtype cs = k->tiles[o->src[0]].dtype, cd = k->tiles[o->dst].dtype;
        need = a2a3_cvt_is_loop(cs, cd)                    ? 0
               : dtype_is_float(cs) && !dtype_is_float(cd) ? 2
               : lower_cvt_via(cs, cd)                     ? 1
                                                           : 0;
    }
    /* temporaries are like the op's data: dst, or a compare's or
     * conversion's source; a float remainder's are float tiles, tprelu's
     * first a mask */
    const struct tile *d =
        &k->tiles[spec_op_dst_is_mask(&op_table[o->code]) || op_table[o->code].family == OPF_CONVERT
                      ? o->src[0]
                      : o->dst];
    if (lw->special == LS_A2A3_GATHER)
        d = &k->tiles[o->src[1]];
    enum dtype tdt[LOWER_MAX_TEMPS];
    for (int j = 0; j < LOWER_MAX_TEMPS; j++)
        tdt[j] = d->dtype;
    if (lw->special == LS_A2A3_CVT && need == 1) /* a via's MID, maybe wider than the source */
        tdt[0] = lower_cvt_via(k->tiles[o->src[0]].dtype, k->tiles[o->dst].dtype)->mid;
    if (lw->special == LS_A2A3_TRI && dtype_size(d->dtype) == 1) {
        need = 1; /* the triangle as half (a2a3_tri) */
        tdt[0] = DT_F16;
    } else if (lw->special == LS_A2A3_REM) {
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
        int pitch = tdt[j] == DT_MASK ? ir_mask_pitch(d->cols) : d->cols;
        temps[j] = a2a3_scratch(p, dt, d->rows, pitch, tdt[j] == DT_MASK, temps, j, ntmp);
    }
}

/* An elementwise op on vector tiles lowers by a recipe or a conversion
 * (their values are one contiguous run); the other forms assume full
 * tiles.  1 after a diagnostic. */
int a2a3_vector_special(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum lspecial sp = a2a3_special(p, i);
    /* (a transpose's loop walks its source's rows: full tiles) */
    if (op_table[o->code].family >= OPF_ROWREDUCE || op_table[o->code].family == OPF_TRANS ||
        !TILE_IS_VECTOR(&k->tiles[o->dst]) || sp == LS_NONE || sp == LS_A2A3_CVT ||
        sp == LS_A2A3_INDEX || sp == LS_A2A3_SORT)
        return 0;
    if (sp == LS_A2A3_CMP || sp == LS_A2A3_SEL || sp == LS_A2A3_SELS)
        return 0; /* one stream of bits over the vector tile's one run */
    diag_error(o->loc, "'%s' on %s %s tiles is not supported on target 'a2a3'",
               op_table[o->code].name, spec_per_name(k->tiles[o->dst].per),
               dtype_name(spec_op_dtype(k, o)));
    diag_note(o->loc, "its a2a3 lowering (a scalar loop, a select or a compare) works on full "
                      "tiles only");
    return 1;
}
