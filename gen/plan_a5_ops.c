/* plan_a5_ops.c - the A5 lowering of one op onto vector registers
 * (plan_a5_): recipes, conversions, shifts, division and remainders;
 * the ops that place values by column index are plan_a5_index.c's, the
 * register ops both build plan_a5_regs.c's.  plan_a5.c (the segments of
 * the tile body) and plan_a5_red.c (the parts of a row) call
 * plan_a5_lower_op for each elementwise op.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

static void a5_idiv(struct plan *p, int i, const struct lowering *lw);
static void a5_rem(struct plan *p, int i, const struct lowering *lw);

/* ---- registers ------------------------------------------------------ */

/* The count of a shift by a tile (tshl, tshr), read as unsigned: one of
 * W or more shifts every bit out (docs/semantics.md).  pto-isa passes
 * counts straight to vshl/vshr as the signed register of the data's
 * width (a5/TShl.hpp, TShr.hpp), and its system tests expect that result
 * for counts in [W, 32) of 8- and 16-bit data; no source says what the
 * hardware does with a negative count or one past 31, so none reaches
 * the instruction in an active lane:
 * - a signed right shift by W - 1 already gives all sign bits: the count
 *   is clamped to it (vmin on the unsigned view, W - 1 broadcast once
 *   per scope);
 * - a left or logical right shift by W or more gives 0: the lanes whose
 *   unsigned count is below W shift, the others are zeroed (vcmps_lt
 *   sets the shift's predicate, MODE_ZEROING).
 * SHR is the shift, its count operand COUNT_TILE's register. */
static void a5_shift_count(struct plan *p, struct insn *shr, int count_tile, int size)
{
    const char *ureg = plan_a5_int_reg(size, 0);
    int count_signed = dtype_is_signed(p->k->tiles[count_tile].dtype);
    if (shr->id == INSN_VSHR && dtype_is_signed(p->k->tiles[shr->tile[1]].dtype)) {
        int n = p->nxreg;
        int wmax = plan_a5_regs_extra(p, ir_fmt("pgr_wmax_b%d", 8 * size), ureg);
        if (p->nxreg != n) { /* new: fill it once per scope */
            int all = plan_a5_regs_all_true(p, size);
            struct insn *d = ir_add_insn(p, IK_VOP, -1);
            d->prologue = 1;
            ir_insn_set(d, INSN_VDUP);
            d->ntile = 1;
            d->tile[0] = wmax;
            d->scalar = ir_fmt("(uint%d_t)%d", 8 * size, 8 * size - 1);
            d->pred = all;
            d->mask_tile = -1;
        }
        int cnt = plan_a5_opreg(p, "cnt", ureg);
        struct insn *m = plan_a5_op(p, shr->op, INSN_VMIN, cnt, count_tile, wmax, NULL, -1);
        if (count_signed)
            m->rview[1] = ureg;
        shr->tile[2] = cnt;
        shr->rview[2] = plan_a5_int_reg(size, 1);
        shr->pred = p->a5_pred;
        return;
    }
    int below = plan_a5_opreg(p, "cnt_below_w", CNAME("vector_bool"));
    struct insn *c = plan_a5_op(p, shr->op, INSN_VCMPS_LT, below, count_tile, -1,
                                ir_fmt("(uint%d_t)%d", 8 * size, 8 * size), -1);
    if (count_signed)
        c->rview[1] = ureg;
    else
        shr->rview[2] = plan_a5_int_reg(size, 1);
    shr->pred = below;
}

/* Is temporary T written by one step of LW only? */
static int a5_written_once(const struct lowering *lw, enum lopnd t)
{
    int n = 0;
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++)
        n += s->d == t;
    return n == 1;
}

/* Op I by its recipe, one register op per step; temporaries are extra
 * registers of the step's view, pgr_t<op>_<k>. */
static void a5_recipe(struct plan *p, int i, const struct lowering *lw)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++) {
        if (ir_step_skipped(p, i, s))
            continue;
        enum dtype view = ir_view_dtype(s->view, dt);
        /* a broadcast into a temporary holds the same value in every
         * chunk: once per scope, under an all-true predicate set first */
        int hoist = s->kind == LK_DUP && s->d >= LO_T0 && a5_written_once(lw, s->d);
        int all = hoist ? plan_a5_regs_all_true(p, dtype_size(view)) : -1;
        struct insn *in = plan_a5_vop(p, i, s->insn);
        enum lopnd opnds[3] = {s->d, s->a, s->b};
        for (int j = 0; j < 3; j++) {
            enum lopnd od = opnds[j];
            if (od == LO_X)
                continue;
            int reg;
            if (od == LO_D)
                reg = o->dst;
            else if (od <= LO_S2)
                reg = p->a5_reg[o->src[od - LO_S0]] >= 0 ? p->a5_reg[o->src[od - LO_S0]]
                                                         : o->src[od - LO_S0];
            else
                reg = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_%d", i, od - LO_T0), dtype_vreg(view));
            if (reg < k->ntiles && k->tiles[reg].dtype != view)
                in->rview[in->ntile] = dtype_vreg(view);
            in->tile[in->ntile++] = reg;
        }
        in->scalar = ir_lstep_scalar(p, i, s, view);
        if (hoist) {
            in->prologue = 1;
            in->pred = all;
        }
    }
}

/* A pair converted through MID (lower_cvt_via, where it is proved exact)
 * on A5, in the source's scope: vcvt to MID (same size: its a5/TCvt.hpp
 * form, ROUND_R), then vcvt to DST in the mode (RS_*, PART_EVEN for the
 * narrowing, as a5_cvt_args gives every pair). */
static void a5_cvt_via(struct plan *p, int i, const struct lower_via *v, int src)
{
    const struct op *o = &p->k->ops[i];
    int f = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(v->mid));
    enum round_mode m = v->mode < 0 ? ir_cvt_round(o, v->src, v->dst) : (enum round_mode)v->mode;
    p->ctrl_sat = 1;
    plan_a5_vcvt(p, i, f, src, plan_a5_cvt_args(RND_RINT, v->src, v->mid));
    plan_a5_vcvt(p, i, o->dst, f, plan_a5_cvt_args(m, v->mid, v->dst));
}

/* The steps of a 32 -> 8-bit tcvt I on A5 before its last vcvt, from
 * register SRC of dtype *S: the half it converts last, in *S and *M its
 * dtype and the mode of that vcvt.  pto-isa's a5/TQuant.hpp narrows f32 to
 * int8 so: vcvt to half (PART_EVEN), vcvt of that to int8 (PART_EVEN)
 * under the same b32 predicate, stored by PK4_B32 (plan_a5.c).  The half
 * is rounded to odd, then the mode rounds once: exact, as
 * plan_a2a3_ops.c's a2a3_cvt proves for vconv_f322f16o; a NaN stays NaN
 * into half and becomes 0 (RS_ENABLE), as the host's.  An int32 becomes
 * float first (ROUND_R: exact up to 2^24, and a larger |x| stays far
 * past the 8-bit range, saturating as x does), then integral all the
 * way, converted last by ROUND_Z as int16 -> int8 is. */
static int a5_cvt_quarter(struct plan *p, int i, int src, enum dtype *s, enum round_mode *m)
{
    if (*s == DT_I32) {
        int f = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_2", i), dtype_vreg(DT_F32));
        plan_a5_vcvt(p, i, f, src, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
        src = f;
        *s = DT_F32;
        *m = RND_TRUNC;
    }
    int h = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(DT_F16));
    plan_a5_vcvt(p, i, h, src, plan_a5_cvt_args(RND_ODD, DT_F32, DT_F16));
    *s = DT_F16;
    return h;
}

static void a5_cvt_sign(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype;
    int to_u = dtype_is_signed(s);
    struct insn *in = plan_a5_op(p, i, to_u ? INSN_VMAXS : INSN_VMINS, o->dst, o->src[0], -1,
                                 ir_int_scalar(p, s, to_u ? 0 : plan_a5_int_max(d)), -1);
    in->rview[0] = dtype_vreg(s);
}

static void a5_cvt_widen(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype;
    enum dtype ss = dtype_sint(s), ws = dtype_sint(d == DT_F32 ? DT_I32 : d);
    int w = d != DT_F32 ? o->dst : plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(ws));
    p->ctrl_sat = 1;
    struct insn *in = plan_a5_vcvt(p, i, w, o->src[0], plan_a5_cvt_args(RND_RINT, ss, ws));
    if (w == o->dst && d != ws)
        in->rview[0] = dtype_vreg(ws);
    if (s != ss)
        in->rview[1] = dtype_vreg(ss);
    in->pred = p->a5_pred_narrow;
    if (s != ss || d != DT_F32) {
        struct insn *fix =
            s != ss ? plan_a5_op(p, i, INSN_VAND, w, w,
                                 plan_a5_const(p, dtype_size(s) == 1 ? "byte" : "half", ws,
                                               plan_a5_int_max(s)),
                                 NULL, -1)
                    : plan_a5_op(p, i, INSN_VMAXS, w, w, -1, ir_int_scalar(p, ws, 0), -1);
        if (w == o->dst && d != ws)
            fix->rview[0] = fix->rview[1] = dtype_vreg(ws);
    }
    if (d == DT_F32)
        plan_a5_vcvt(p, i, o->dst, w, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
}

/* half -> u32, which a5/TCvt.hpp has no vcvt for: its half -> int32
 * vcvt (ROUND_*, PART_EVEN, the widening form cast16to32 gives it) into
 * dst seen as int32, exact (every half integer fits), NaN 0 and -inf MIN;
 * vmaxs 0 for the negatives; then +inf, the one value above half's
 * largest finite 65504 (int32's MAX), made all ones: its bit 30, the only
 * one set that high (vshrs 30), moved to bit 31 (vshls 31) and or'ed in
 * (vor), the forms of a5/TShrS.hpp, TShlS.hpp, TOr.hpp. */
static void a5_cvt_half_u32(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    int w = o->dst;
    p->ctrl_sat = 1;
    struct insn *in = plan_a5_vcvt(
        p, i, w, o->src[0], plan_a5_cvt_args(ir_cvt_round(o, DT_F16, DT_U32), DT_F16, DT_I32));
    in->rview[0] = dtype_vreg(DT_I32);
    in->pred = p->a5_pred_narrow;
    struct insn *mx = plan_a5_op(p, i, INSN_VMAXS, w, w, -1, ir_int_scalar(p, DT_I32, 0), -1);
    mx->rview[0] = mx->rview[1] = dtype_vreg(DT_I32);
    int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(DT_U32));
    plan_a5_op(p, i, INSN_VSHRS, t, w, -1, ir_int_scalar(p, DT_U32, 30), -1);
    plan_a5_op(p, i, INSN_VSHLS, t, t, -1, ir_int_scalar(p, DT_U32, 31), -1);
    plan_a5_op(p, i, INSN_VOR, w, w, t, NULL, -1);
}

/* The float <-> unsigned pairs of one width a5/TCvt.hpp has no vcvt for,
 * from the signed vcvt of that width; proved exact in every mode in
 * docs/targets.md, "A5's conversions" (vcmps, vsel, vadds, vshrs, vand,
 * vor as a5/TCmps.hpp, TSel.hpp, TAddS.hpp, TShrS.hpp, TAnd.hpp, TOr.hpp).
 * u16 -> half, u32 -> f32: x < 2^(W-1) converted as signed; a larger x as
 * (x >> 1) | (x & 1), then doubled by 1 added to the exponent field. */
static void a5_cvt_uint_float(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype, si = dtype_sint(s);
    const char *sv = dtype_vreg(si), *args = plan_a5_cvt_args(ir_cvt_round(o, s, d), si, d);
    int x = o->src[0], big = plan_a5_opreg(p, "big", CNAME("vector_bool"));
    int h = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(s));
    int b = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(s));
    int f = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_2", i), dtype_vreg(d));
    plan_a5_op(p, i, INSN_VCMPS_LT, big, x, -1, ir_int_scalar(p, si, 0), -1)->rview[1] = sv;
    plan_a5_op(p, i, INSN_VSHRS, h, x, -1, ir_int_scalar(p, s, 1), -1);
    plan_a5_op(p, i, INSN_VAND, b, x, plan_a5_const(p, "one", s, 1), NULL, -1);
    plan_a5_op(p, i, INSN_VOR, h, h, b, NULL, -1);
    plan_a5_vcvt(p, i, f, h, args)->rview[1] = sv;
    struct insn *e = plan_a5_op(p, i, INSN_VADDS, f, f, -1,
                                ir_int_scalar(p, si, d == DT_F16 ? 1 << 10 : 1 << 23), -1);
    e->rview[0] = e->rview[1] = sv;
    plan_a5_vcvt(p, i, o->dst, x, args)->rview[1] = sv;
    plan_a5_op(p, i, INSN_VSEL, o->dst, f, o->dst, NULL, big);
}

/* half -> u16, f32 -> u32: the signed vcvt, clamped at 0; where it gave
 * the signed maximum, x - 2^(W-1) (exact) by it with the top bit set. */
static void a5_cvt_float_uint(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype, di = dtype_sint(d);
    const char *dv = dtype_vreg(di), *args = plan_a5_cvt_args(ir_cvt_round(o, s, d), s, di);
    long long top = 1LL << (8 * dtype_size(d) - 1);
    int big = plan_a5_opreg(p, "big", CNAME("vector_bool"));
    int lo = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dv);
    int x = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(s));
    int hi = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_2", i), dv);
    plan_a5_vcvt(p, i, lo, o->src[0], args);
    plan_a5_op(p, i, INSN_VCMPS_EQ, big, lo, -1, ir_int_scalar(p, di, top - 1), -1);
    plan_a5_op(p, i, INSN_VMAXS, lo, lo, -1, ir_int_scalar(p, di, 0), -1);
    plan_a5_op(p, i, INSN_VADDS, x, o->src[0], -1, ir_int_scalar(p, s, -top), -1);
    plan_a5_vcvt(p, i, hi, x, args);
    plan_a5_op(p, i, INSN_VOR, hi, hi, plan_a5_const(p, "top", di, -top), NULL, -1);
    plan_a5_op(p, i, INSN_VSEL, o->dst, hi, lo, NULL, big)->rview[0] = dv;
}

/* bf16 -> half rounded to odd: trunc | ((floor ^ ceil) & 1) on u16 views,
 * each by the pair's vcvt (a5/TCvt.hpp has no ROUND_O for it). */
static void a5_cvt_bf16_odd(struct plan *p, int i)
{
    static const enum round_mode m[3] = {RND_TRUNC, RND_FLOOR, RND_CEIL};
    static const enum insn_id id[3] = {INSN_VXOR, INSN_VAND, INSN_VOR};
    static const int a[3] = {1, 1, 0}, b[3] = {2, 3, 1}; /* r1 ^= r2, r1 &= 1, r0 | r1 */
    int r[4];
    for (int j = 0; j < 3; j++) {
        r[j] = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_%d", i, j), dtype_vreg(DT_F16));
        plan_a5_vcvt(p, i, r[j], p->k->ops[i].src[0], plan_a5_cvt_args(m[j], DT_BF16, DT_F16));
    }
    r[3] = plan_a5_const(p, "one", DT_U16, 1);
    for (int j = 0; j < 3; j++) {
        int d = j < 2 ? r[1] : p->k->ops[i].dst;
        struct insn *in = plan_a5_op(p, i, id[j], d, r[a[j]], r[b[j]], NULL, -1);
        in->rview[0] = in->rview[1] = in->rview[2] = CNAME("vector_u16");
    }
}

/* tcvt on A5 (a5/TCvt.hpp): vcvt with the pair's operands, vtrc for
 * f32 -> f32; a conversion to an unsigned type clamps negatives at 0 first
 * (the hardware takes them as an exception); a widening reads its source
 * under the narrow predicate of the segment (pgr_pw). */
static void a5_cvt(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype s = k->tiles[o->src[0]].dtype, d = k->tiles[o->dst].dtype;
    int src = o->src[0];
    if (plan_a5_cvt_sign_only(s, d)) {
        a5_cvt_sign(p, i);
        return;
    }
    if (plan_a5_cvt_widen_bits(s, d)) {
        a5_cvt_widen(p, i);
        return;
    }
    if (s == DT_F16 && d == DT_U32) {
        a5_cvt_half_u32(p, i);
        return;
    }
    int odd = s == DT_BF16 && d == DT_F16 && ir_cvt_round(o, s, d) == RND_ODD;
    if (plan_a5_cvt_float_unsigned(s, d) || odd) {
        p->ctrl_sat = 1;
        (odd ? a5_cvt_bf16_odd : dtype_is_float(s) ? a5_cvt_float_uint : a5_cvt_uint_float)(p, i);
        return;
    }
    /* u32 -> half: clamped to 2^16 (vmins on the unsigned view), past
     * 65504 in every mode as any larger value, then as int32 -> half */
    if (s == DT_U32 && d == DT_F16) {
        int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(DT_I32));
        plan_a5_op(p, i, INSN_VMINS, t, src, -1, ir_int_scalar(p, s, 1 << 16), -1)->rview[0] =
            dtype_vreg(s);
        src = t;
        s = DT_I32;
    }
    /* a pair a5 converts directly (bf16 -> half) takes no via */
    if (lower_cvt_via(s, d) && !insn_vcvt_pair(s, d)) {
        a5_cvt_via(p, i, lower_cvt_via(s, d), src);
        return;
    }
    /* uint8 -> int16 is the uint8 -> uint16 vcvt into a view of dst:
     * 0..255 zero-extended has the same bits in both */
    enum dtype dv = s == DT_U8 && d == DT_I16 ? DT_U16 : d;
    /* uint16 and uint32 -> (u)int8: clamped on the unsigned view, then
     * the signed source's pair to uint8 (a5_cvt_unsigned_to_byte) */
    int clamped = plan_a5_cvt_unsigned_to_byte(s, d);
    if (clamped) {
        int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(dtype_sint(s)));
        struct insn *mn =
            plan_a5_op(p, i, INSN_VMINS, t, src, -1, ir_int_scalar(p, s, plan_a5_int_max(d)), -1);
        mn->rview[0] = dtype_vreg(s);
        src = t;
        s = dtype_sint(s);
        dv = DT_U8;
    }
    /* f32 -> u16, which a5/TCvt.hpp has no vcvt for: its f32 -> int32
     * vcvt in the mode (ROUND_*, RS_ENABLE: saturating, NaN 0), then the
     * int32 -> u16 pair below (vmaxs 0, RS_ENABLE, PART_EVEN); exact, as
     * a value past int32's range is past u16's on the same side */
    if (s == DT_F32 && d == DT_U16) {
        int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(DT_I32));
        p->ctrl_sat = 1;
        plan_a5_vcvt(p, i, t, src, plan_a5_cvt_args(ir_cvt_round(o, s, d), DT_F32, DT_I32));
        src = t;
        s = DT_I32;
    }
    /* 32 -> 8 bits converts through half (a5_cvt_quarter) */
    if (s != dv && !insn_vcvt_pair(dtype_size(s) == 4 && dtype_size(d) == 1 ? DT_F16 : s, dv))
        diag_bug("ops.def takes %s -> %s on a5, which vcvt does not convert (sim/costs.h)",
                 dtype_name(s), dtype_name(d));
    if (!clamped && !dtype_is_signed(d) && dtype_is_signed(s) && dtype_size(d) <= dtype_size(s)) {
        int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(s));
        struct insn *mx = plan_a5_vop(p, i, INSN_VMAXS);
        mx->ntile = 2;
        mx->tile[0] = t;
        mx->tile[1] = src;
        mx->scalar = ir_int_scalar(p, s, 0);
        src = t;
    }
    if (s == d) {
        enum round_mode m = ir_cvt_round(o, s, d);
        const char *rnd = m == RND_ODD ? NULL : round_a5(m); /* vtrc has no ROUND_O */
        struct insn *in = plan_a5_vop(p, i, INSN_VTRC);
        in->ntile = 2;
        in->tile[0] = o->dst;
        in->tile[1] = src;
        in->scalar = rnd;
        return;
    }
    p->ctrl_sat = 1;
    enum round_mode m = ir_cvt_round(o, s, d);
    if (dtype_size(s) == 4 && dtype_size(d) == 1)
        src = a5_cvt_quarter(p, i, src, &s, &m);
    struct insn *in = plan_a5_vcvt(p, i, o->dst, src, plan_a5_cvt_args(m, s, dv));
    if (dv != d)
        in->rview[0] = dtype_vreg(dv);
    if (dtype_size(k->tiles[o->src[0]].dtype) < size) /* widening: the source's lanes, pgr_pw */
        in->pred = p->a5_pred_narrow;
}

void plan_a5_lower_op(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct lowering *lw = lower_find(o->code, p->target, spec_op_dtype(k, o));
    if (!lw)
        diag_bug("rules_check let '%s' through without an a5 lowering", op_table[o->code].name);
    switch (lw->special) {
    case LS_NONE:
        if (spec_op_partial(o->code) && spec_narrow_src(k, o) >= 0)
            plan_a5_part(p, i, lw, size);
        else
            a5_recipe(p, i, lw);
        break;
    case LS_A5_CMP: {
        /* the compare sets the mask's predicate register, lanes outside
         * the chunk's predicate 0 (a5/TCmp.hpp, TCmps.hpp) */
        struct insn *in =
            plan_a5_vop(p, i, insn_compare(o->nsrc == 1 ? INSN_VCMPS_EQ : INSN_VCMP_EQ, o->cmp));
        in->ntile = 1 + o->nsrc;
        in->tile[0] = o->dst;
        for (int s = 0; s < o->nsrc; s++)
            in->tile[1 + s] = o->src[s];
        in->scalar = p->scalar_expr[i];
        break;
    }
    case LS_A5_SEL: {
        /* tsels: the scalar broadcast by the step, as a5/TSels.hpp */
        int s1 = o->nsrc > 1 ? o->src[1] : -1;
        if (lw->steps[0].kind == LK_DUP) {
            a5_recipe(p, i, lw);
            s1 = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(spec_op_dtype(k, o)));
        }
        struct insn *in = plan_a5_vop(p, i, INSN_VSEL);
        in->ntile = 3;
        in->tile[0] = o->dst;
        /* a per-row source of a select of full tiles: its broadcast */
        in->tile[1] = p->a5_reg[o->src[0]] >= 0 ? p->a5_reg[o->src[0]] : o->src[0];
        in->tile[2] = s1 >= 0 && s1 < k->ntiles && p->a5_reg[s1] >= 0 ? p->a5_reg[s1] : s1;
        in->mask_tile = o->mask;
        /* the compiler declares no bf16 vsel (sim/typed/a5.hpp): a select
         * moves bits, so the 16-bit unsigned view picks the same ones */
        if (spec_op_dtype(k, o) == DT_BF16)
            for (int j = 0; j < 3; j++)
                in->rview[j] = dtype_vreg(DT_U16);
        break;
    }
    case LS_A5_SHIFT: {
        /* the count's clamp or compare goes first, then the shift */
        struct insn shr = {.kind = IK_VOP,
                           .op = i,
                           .id = lw->steps[0].insn,
                           .name = insn_info(lw->steps[0].insn)->spelling,
                           .ntile = 3,
                           .tile = {o->dst, o->src[0], o->src[1]},
                           .pred = -1,
                           .mask_tile = -1};
        a5_shift_count(p, &shr, o->src[1], size);
        *ir_add_insn(p, IK_VOP, i) = shr;
        break;
    }
    case LS_A5_CVT:
        a5_cvt(p, i, size);
        break;
    case LS_A5_IDIV:
        a5_idiv(p, i, lw);
        break;
    case LS_A5_REM:
        a5_rem(p, i, lw);
        break;
    case LS_A5_TRI:
        plan_a5_tri(p, i, size);
        break;
    case LS_A5_INDEX:
        plan_a5_ci(p, i, size);
        break;
    case LS_A5_GATHER:
        plan_a5_gather(p, i);
        break;
    case LS_A5_PAD:
        plan_a5_fillpad(p, i, size);
        break;
    default:
        diag_bug("'%s' has no a5 lowering here", op_table[o->code].name);
    }
}

/* What one run of plan_a5 keeps between its phases, freed at one exit. */
/* ---- division and remainders (tdiv, tdivs, trem, tfmod, ...) --------- */

/* The divisor B of op I's integer vdiv made safe: vdiv's result for a
 * zero divisor or MIN / -1 is not documented (the simulator stops), so
 * those lanes divide by 1 (MIN / 1 is MIN, the pinned MIN / -1).  *ZERO
 * gets the predicate of B == 0, for the caller's own result there, or -1
 * when B is a literal scalar other than 0 and -1: B itself is safe. */
static int a5_safe_divisor(struct plan *p, int i, enum dtype dt, int a, int b, int *zero)
{
    const char *pb = CNAME("vector_bool");
    const struct scalar *sc = &p->k->ops[i].scalar;
    if (sc->kind == SC_INT && sc->ival != 0 && !(dtype_is_signed(dt) && sc->ival == -1)) {
        *zero = -1;
        return b;
    }
    int one = plan_a5_const(p, "one", dt, 1);
    int z = plan_a5_opreg(p, "zero", pb), bad = z;
    plan_a5_op(p, i, INSN_VCMPS_EQ, z, b, -1, ir_int_scalar(p, dt, 0), -1);
    if (dtype_is_signed(dt)) {
        /* b == -1, then a == MIN under it; the two kinds of lane are
         * disjoint, so their xor is their union */
        int m1 = plan_a5_opreg(p, "m1", pb), ov = plan_a5_opreg(p, "ov", pb);
        bad = plan_a5_opreg(p, "bad", pb);
        plan_a5_op(p, i, INSN_VCMPS_EQ, m1, b, -1, ir_int_scalar(p, dt, -1), -1);
        plan_a5_op(p, i, INSN_VCMPS_EQ, ov, a, -1,
                   ir_int_scalar(p, dt, -(1ll << (8 * dtype_size(dt) - 1))), m1);
        plan_a5_op(p, i, INSN_PXOR, bad, z, ov, NULL, -1);
    }
    int safe = plan_a5_opreg(p, "div", dtype_vreg(dt));
    plan_a5_op(p, i, INSN_VSEL, safe, one, b, NULL, bad);
    *zero = z;
    return safe;
}

/* Op I's divisor: its second source, or its scalar broadcast once per
 * scope (a5/TDivS.hpp's vdup), as the lowering's step says. */
static int a5_divisor(struct plan *p, int i, const struct lowering *lw)
{
    const struct op *o = &p->k->ops[i];
    if (lw->steps[0].kind != LK_SCA)
        return o->src[1];
    return plan_a5_splat(p, ir_fmt("pgr_t%d_s", i), spec_op_dtype(p->k, o), p->scalar_expr[i]);
}

/* Integer tdiv, tdivs (a5/TDiv.hpp's vdiv): the divisor made safe, then
 * all ones where it was 0. */
static void a5_idiv(struct plan *p, int i, const struct lowering *lw)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    int zero, safe = a5_safe_divisor(p, i, dt, o->src[0], a5_divisor(p, i, lw), &zero);
    if (zero < 0) {
        plan_a5_op(p, i, INSN_VDIV, o->dst, o->src[0], safe, NULL, -1);
        return;
    }
    int ones = plan_a5_const(p, "ones", dt, -1);
    int q = plan_a5_opreg(p, "q", dtype_vreg(dt));
    plan_a5_op(p, i, INSN_VDIV, q, o->src[0], safe, NULL, -1);
    plan_a5_op(p, i, INSN_VSEL, o->dst, ones, q, NULL, zero);
}

/* Integer remainders: q = a / b with the divisor made safe, r = a - q * b
 * with the original b (a zero divisor leaves a, MIN % -1 gives 0), as
 * a5/TFMod.hpp; the floor remainder (ROUND_F) of signed data adds b where
 * r is not 0 and r and b differ in sign. */
static void a5_irem(struct plan *p, int i, int b, int floor)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    const char *vt = dtype_vreg(dt), *pb = CNAME("vector_bool");
    int a = o->src[0], zero;
    int safe = a5_safe_divisor(p, i, dt, a, b, &zero);
    int q = plan_a5_opreg(p, "q", vt);
    plan_a5_op(p, i, INSN_VDIV, q, a, safe, NULL, -1);
    plan_a5_op(p, i, INSN_VMUL, q, q, b, NULL, -1);
    if (!floor || !dtype_is_signed(dt)) {
        plan_a5_op(p, i, INSN_VSUB, o->dst, a, q, NULL, -1);
        return;
    }
    int r = plan_a5_opreg(p, "r", vt), x = plan_a5_opreg(p, "x", vt);
    int neg = plan_a5_opreg(p, "neg", pb), fix = plan_a5_opreg(p, "fix", pb);
    plan_a5_op(p, i, INSN_VSUB, r, a, q, NULL, -1);
    plan_a5_op(p, i, INSN_VXOR, x, r, b, NULL, -1);
    plan_a5_op(p, i, INSN_VCMPS_LT, neg, x, -1, ir_int_scalar(p, dt, 0), -1);
    plan_a5_op(p, i, INSN_VCMPS_NE, fix, r, -1, ir_int_scalar(p, dt, 0), neg);
    plan_a5_op(p, i, INSN_VADD, x, r, b, NULL, -1);
    plan_a5_op(p, i, INSN_VSEL, o->dst, x, r, NULL, fix);
}

/* trem, tfmod, trems, tfmods (a5/TRem.hpp, TFMod.hpp, TRemS.hpp,
 * TFModS.hpp), the step naming vtrc's rounding of the quotient.  Floats:
 * q = a / b, vtrc, m = q * b, r = a - m, each rounded in float; f16 and
 * bf16 widened by vcvt into even and odd float lanes (TRem.hpp's way),
 * computed under an all-true b32 predicate (the lanes past the chunk are
 * 0 from the vcvt), rounded back to nearest (RS_DISABLE: inf and NaN
 * kept, under CTRL bit 60 = 0) and merged by vor on 16-bit views. */
static void a5_rem(struct plan *p, int i, const struct lowering *lw)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    const char *rnd = lw->steps[0].round, *f32 = CNAME("vector_f32");
    int a = o->src[0], b = a5_divisor(p, i, lw);
    if (!dtype_is_float(dt)) {
        a5_irem(p, i, b, !strcmp(rnd, CNAME("ROUND_F")));
        return;
    }
    if (dt == DT_F32) {
        int q = plan_a5_opreg(p, "q", f32);
        plan_a5_op(p, i, INSN_VDIV, q, a, b, NULL, -1);
        plan_a5_op(p, i, INSN_VTRC, q, q, -1, rnd, -1);
        plan_a5_op(p, i, INSN_VMUL, q, q, b, NULL, -1);
        plan_a5_op(p, i, INSN_VSUB, o->dst, a, q, NULL, -1);
        return;
    }
    static const char *const part[2] = {CNAME("PART_EVEN"), CNAME("PART_ODD")};
    static const char *const half[2] = {"e", "o"};
    int all = plan_a5_regs_all_true(p, 4), x[2], y[2], q[2], h[2];
    p->ctrl_sat = 1; /* CTRL bit 60 off: the narrowing vcvt saturates by RS_* */
    for (int e = 0; e < 2; e++) {
        x[e] = plan_a5_opreg(p, ir_fmt("x%s", half[e]), f32);
        y[e] = plan_a5_opreg(p, ir_fmt("y%s", half[e]), f32);
        q[e] = plan_a5_opreg(p, ir_fmt("q%s", half[e]), f32);
        h[e] = plan_a5_opreg(p, ir_fmt("h%s", half[e]), dtype_vreg(dt));
    }
    for (int e = 0; e < 2; e++) {
        plan_a5_op(p, i, INSN_VCVT, x[e], a, -1, part[e], -1);
        plan_a5_op(p, i, INSN_VCVT, y[e], b, -1, part[e], -1);
    }
    for (int e = 0; e < 2; e++)
        plan_a5_op(p, i, INSN_VDIV, q[e], x[e], y[e], NULL, all);
    for (int e = 0; e < 2; e++)
        plan_a5_op(p, i, INSN_VTRC, q[e], q[e], -1, rnd, all);
    for (int e = 0; e < 2; e++)
        plan_a5_op(p, i, INSN_VMUL, q[e], q[e], y[e], NULL, all);
    for (int e = 0; e < 2; e++)
        plan_a5_op(p, i, INSN_VSUB, q[e], x[e], q[e], NULL, all);
    for (int e = 0; e < 2; e++)
        plan_a5_op(p, i, INSN_VCVT, h[e], q[e], -1,
                   ir_fmt("%s, %s, %s", CNAME("ROUND_R"), CNAME("RS_DISABLE"), part[e]), all);
    struct insn *in = plan_a5_op(p, i, INSN_VOR, o->dst, h[0], h[1], NULL, -1);
    for (int j = 0; j < 3; j++)
        in->rview[j] = CNAME("vector_u16");
}
