/* plan_a5_ops.c - the A5 lowering of one op onto vector registers
 * (plan_a5_): recipes, conversions, shifts, division and remainders, and
 * the registers they need.  plan_a5.c (the segments of the tile body) and
 * plan_a5_red.c (the parts of a row) call plan_a5_lower_op for each
 * elementwise op.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

static void a5_idiv(struct plan *p, int i, const struct lowering *lw);
static void a5_rem(struct plan *p, int i, const struct lowering *lw);
static void a5_tri(struct plan *p, int i, int size);
static void a5_ci(struct plan *p, int i, int size);
static void a5_part(struct plan *p, int i, const struct lowering *lw, int size);
static void a5_gather(struct plan *p, int i);
static void a5_fillpad(struct plan *p, int i, int size);
static int a5_opreg(struct plan *p, const char *name, const char *type);
static struct insn *a5_op(struct plan *p, int i, enum insn_id id, int d, int a, int b,
                          const char *scalar, int pred);

/* ---- registers ------------------------------------------------------ */

static const char *a5_int_reg(int size, int is_signed)
{
    static const char *const s[] = {CNAME("vector_s8"), CNAME("vector_s16"), CNAME("vector_s32")};
    static const char *const u[] = {CNAME("vector_u8"), CNAME("vector_u16"), CNAME("vector_u32")};
    return (is_signed ? s : u)[size == 1 ? 0 : size == 2 ? 1 : 2];
}

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
    const char *ureg = a5_int_reg(size, 0);
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
        int cnt = a5_opreg(p, "cnt", ureg);
        struct insn *m = a5_op(p, shr->op, INSN_VMIN, cnt, count_tile, wmax, NULL, -1);
        if (count_signed)
            m->rview[1] = ureg;
        shr->tile[2] = cnt;
        shr->rview[2] = a5_int_reg(size, 1);
        shr->pred = p->a5_pred;
        return;
    }
    int below = a5_opreg(p, "cnt_below_w", CNAME("vector_bool"));
    struct insn *c = a5_op(p, shr->op, INSN_VCMPS_LT, below, count_tile, -1,
                           ir_fmt("(uint%d_t)%d", 8 * size, 8 * size), -1);
    if (count_signed)
        c->rview[1] = ureg;
    else
        shr->rview[2] = a5_int_reg(size, 1);
    shr->pred = below;
}

/* A register op of spec op I: NAME, no operands yet, the chunk's
 * predicate. */
static struct insn *a5_vop(struct plan *p, int i, enum insn_id id)
{
    struct insn *in = ir_add_insn(p, IK_VOP, i);
    ir_insn_set(in, id);
    in->mask_tile = -1;
    in->pred = p->a5_pred;
    return in;
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
        struct insn *in = a5_vop(p, i, s->insn);
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

/* vcvt of register SRC into register DST of op I, with the mode
 * arguments ARGS (a5_cvt_args). */
static struct insn *a5_vcvt(struct plan *p, int i, int dst, int src, const char *args)
{
    struct insn *in = a5_vop(p, i, INSN_VCVT);
    in->ntile = 2;
    in->tile[0] = dst;
    in->tile[1] = src;
    in->scalar = args;
    return in;
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
    a5_vcvt(p, i, f, src, plan_a5_cvt_args(RND_RINT, v->src, v->mid));
    a5_vcvt(p, i, o->dst, f, plan_a5_cvt_args(m, v->mid, v->dst));
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
        a5_vcvt(p, i, f, src, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
        src = f;
        *s = DT_F32;
        *m = RND_TRUNC;
    }
    int h = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(DT_F16));
    a5_vcvt(p, i, h, src, plan_a5_cvt_args(RND_ODD, DT_F32, DT_F16));
    *s = DT_F16;
    return h;
}

static int a5_const(struct plan *p, const char *name, enum dtype dt, long long v);

static void a5_cvt_sign(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype;
    int to_u = dtype_is_signed(s);
    struct insn *in = a5_op(p, i, to_u ? INSN_VMAXS : INSN_VMINS, o->dst, o->src[0], -1,
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
    struct insn *in = a5_vcvt(p, i, w, o->src[0], plan_a5_cvt_args(RND_RINT, ss, ws));
    if (w == o->dst && d != ws)
        in->rview[0] = dtype_vreg(ws);
    if (s != ss)
        in->rview[1] = dtype_vreg(ss);
    in->pred = p->a5_pred_narrow;
    if (s != ss || d != DT_F32) {
        struct insn *fix =
            s != ss
                ? a5_op(p, i, INSN_VAND, w, w,
                        a5_const(p, dtype_size(s) == 1 ? "byte" : "half", ws, plan_a5_int_max(s)),
                        NULL, -1)
                : a5_op(p, i, INSN_VMAXS, w, w, -1, ir_int_scalar(p, ws, 0), -1);
        if (w == o->dst && d != ws)
            fix->rview[0] = fix->rview[1] = dtype_vreg(ws);
    }
    if (d == DT_F32)
        a5_vcvt(p, i, o->dst, w, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
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
    struct insn *in = a5_vcvt(p, i, w, o->src[0],
                              plan_a5_cvt_args(ir_cvt_round(o, DT_F16, DT_U32), DT_F16, DT_I32));
    in->rview[0] = dtype_vreg(DT_I32);
    in->pred = p->a5_pred_narrow;
    struct insn *mx = a5_op(p, i, INSN_VMAXS, w, w, -1, ir_int_scalar(p, DT_I32, 0), -1);
    mx->rview[0] = mx->rview[1] = dtype_vreg(DT_I32);
    int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(DT_U32));
    a5_op(p, i, INSN_VSHRS, t, w, -1, ir_int_scalar(p, DT_U32, 30), -1);
    a5_op(p, i, INSN_VSHLS, t, t, -1, ir_int_scalar(p, DT_U32, 31), -1);
    a5_op(p, i, INSN_VOR, w, w, t, NULL, -1);
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
    int x = o->src[0], big = a5_opreg(p, "big", CNAME("vector_bool"));
    int h = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(s));
    int b = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(s));
    int f = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_2", i), dtype_vreg(d));
    a5_op(p, i, INSN_VCMPS_LT, big, x, -1, ir_int_scalar(p, si, 0), -1)->rview[1] = sv;
    a5_op(p, i, INSN_VSHRS, h, x, -1, ir_int_scalar(p, s, 1), -1);
    a5_op(p, i, INSN_VAND, b, x, a5_const(p, "one", s, 1), NULL, -1);
    a5_op(p, i, INSN_VOR, h, h, b, NULL, -1);
    a5_vcvt(p, i, f, h, args)->rview[1] = sv;
    struct insn *e = a5_op(p, i, INSN_VADDS, f, f, -1,
                           ir_int_scalar(p, si, d == DT_F16 ? 1 << 10 : 1 << 23), -1);
    e->rview[0] = e->rview[1] = sv;
    a5_vcvt(p, i, o->dst, x, args)->rview[1] = sv;
    a5_op(p, i, INSN_VSEL, o->dst, f, o->dst, NULL, big);
}

/* half -> u16, f32 -> u32: the signed vcvt, clamped at 0; where it gave
 * the signed maximum, x - 2^(W-1) (exact) by it with the top bit set. */
static void a5_cvt_float_uint(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype s = p->k->tiles[o->src[0]].dtype, d = p->k->tiles[o->dst].dtype, di = dtype_sint(d);
    const char *dv = dtype_vreg(di), *args = plan_a5_cvt_args(ir_cvt_round(o, s, d), s, di);
    long long top = 1LL << (8 * dtype_size(d) - 1);
    int big = a5_opreg(p, "big", CNAME("vector_bool"));
    int lo = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dv);
    int x = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_1", i), dtype_vreg(s));
    int hi = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_2", i), dv);
    a5_vcvt(p, i, lo, o->src[0], args);
    a5_op(p, i, INSN_VCMPS_EQ, big, lo, -1, ir_int_scalar(p, di, top - 1), -1);
    a5_op(p, i, INSN_VMAXS, lo, lo, -1, ir_int_scalar(p, di, 0), -1);
    a5_op(p, i, INSN_VADDS, x, o->src[0], -1, ir_int_scalar(p, s, -top), -1);
    a5_vcvt(p, i, hi, x, args);
    a5_op(p, i, INSN_VOR, hi, hi, a5_const(p, "top", di, -top), NULL, -1);
    a5_op(p, i, INSN_VSEL, o->dst, hi, lo, NULL, big)->rview[0] = dv;
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
        a5_vcvt(p, i, r[j], p->k->ops[i].src[0], plan_a5_cvt_args(m[j], DT_BF16, DT_F16));
    }
    r[3] = a5_const(p, "one", DT_U16, 1);
    for (int j = 0; j < 3; j++) {
        int d = j < 2 ? r[1] : p->k->ops[i].dst;
        struct insn *in = a5_op(p, i, id[j], d, r[a[j]], r[b[j]], NULL, -1);
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
        a5_op(p, i, INSN_VMINS, t, src, -1, ir_int_scalar(p, s, 1 << 16), -1)->rview[0] =
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
            a5_op(p, i, INSN_VMINS, t, src, -1, ir_int_scalar(p, s, plan_a5_int_max(d)), -1);
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
        a5_vcvt(p, i, t, src, plan_a5_cvt_args(ir_cvt_round(o, s, d), DT_F32, DT_I32));
        src = t;
        s = DT_I32;
    }
    /* 32 -> 8 bits converts through half (a5_cvt_quarter) */
    if (s != dv && !insn_vcvt_pair(dtype_size(s) == 4 && dtype_size(d) == 1 ? DT_F16 : s, dv))
        diag_bug("ops.def takes %s -> %s on a5, which vcvt does not convert (sim/costs.h)",
                 dtype_name(s), dtype_name(d));
    if (!clamped && !dtype_is_signed(d) && dtype_is_signed(s) && dtype_size(d) <= dtype_size(s)) {
        int t = plan_a5_regs_extra(p, ir_fmt("pgr_t%d_0", i), dtype_vreg(s));
        struct insn *mx = a5_vop(p, i, INSN_VMAXS);
        mx->ntile = 2;
        mx->tile[0] = t;
        mx->tile[1] = src;
        mx->scalar = ir_int_scalar(p, s, 0);
        src = t;
    }
    if (s == d) {
        enum round_mode m = ir_cvt_round(o, s, d);
        const char *rnd = m == RND_ODD ? NULL : round_a5(m); /* vtrc has no ROUND_O */
        struct insn *in = a5_vop(p, i, INSN_VTRC);
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
    struct insn *in = a5_vcvt(p, i, o->dst, src, plan_a5_cvt_args(m, s, dv));
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
            a5_part(p, i, lw, size);
        else
            a5_recipe(p, i, lw);
        break;
    case LS_A5_CMP: {
        /* the compare sets the mask's predicate register, lanes outside
         * the chunk's predicate 0 (a5/TCmp.hpp, TCmps.hpp) */
        struct insn *in =
            a5_vop(p, i, insn_compare(o->nsrc == 1 ? INSN_VCMPS_EQ : INSN_VCMP_EQ, o->cmp));
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
        struct insn *in = a5_vop(p, i, INSN_VSEL);
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
        a5_tri(p, i, size);
        break;
    case LS_A5_INDEX:
        a5_ci(p, i, size);
        break;
    case LS_A5_GATHER:
        a5_gather(p, i);
        break;
    case LS_A5_PAD:
        a5_fillpad(p, i, size);
        break;
    default:
        diag_bug("'%s' has no a5 lowering here", op_table[o->code].name);
    }
}

/* What one run of plan_a5 keeps between its phases, freed at one exit. */
/* ---- division and remainders (tdiv, tdivs, trem, tfmod, ...) --------- */

/* A scratch register of TYPE (vector_f32, ...) for the op being lowered:
 * pgr_<NAME>_<f32, ...>, shared with the scope's other ops (each op is
 * done with its scratch registers when the next one starts), so that a
 * chain of ops does not run out of them. */
static int a5_opreg(struct plan *p, const char *name, const char *type)
{
    return plan_a5_regs_extra(p, ir_fmt("pgr_%s_%s", name, type + strlen("vector_")), type);
}

/* A register of DT holding SCALAR in every lane, set once per scope under
 * an all-true predicate: NAME, made on first use. */
static int a5_splat(struct plan *p, const char *name, enum dtype dt, const char *scalar)
{
    int n = p->nxreg;
    int r = plan_a5_regs_extra(p, name, dtype_vreg(dt));
    if (p->nxreg != n) {
        int all = plan_a5_regs_all_true(p, dtype_size(dt));
        struct insn *in = ir_add_insn(p, IK_VOP, -1);
        in->prologue = 1;
        ir_insn_set(in, INSN_VDUP);
        in->ntile = 1;
        in->tile[0] = r;
        in->scalar = scalar;
        in->pred = all;
        in->mask_tile = -1;
    }
    return r;
}

/* The constant V of DT in a register shared by the scope's ops. */
static int a5_const(struct plan *p, const char *name, enum dtype dt, long long v)
{
    return a5_splat(p, ir_fmt("pgr_%s_%s", name, dtype_vreg(dt) + strlen("vector_")), dt,
                    ir_int_scalar(p, dt, v));
}

/* Register op NAME of spec op I: D = NAME(A[, B][, SCALAR]) under PRED
 * (-1: the chunk's predicate). */
static struct insn *a5_op(struct plan *p, int i, enum insn_id id, int d, int a, int b,
                          const char *scalar, int pred)
{
    struct insn *in = a5_vop(p, i, id);
    in->tile[in->ntile++] = d;
    in->tile[in->ntile++] = a;
    if (b >= 0)
        in->tile[in->ntile++] = b;
    in->scalar = scalar;
    in->pred = pred >= 0 ? pred : p->a5_pred;
    return in;
}

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
    int one = a5_const(p, "one", dt, 1);
    int z = a5_opreg(p, "zero", pb), bad = z;
    a5_op(p, i, INSN_VCMPS_EQ, z, b, -1, ir_int_scalar(p, dt, 0), -1);
    if (dtype_is_signed(dt)) {
        /* b == -1, then a == MIN under it; the two kinds of lane are
         * disjoint, so their xor is their union */
        int m1 = a5_opreg(p, "m1", pb), ov = a5_opreg(p, "ov", pb);
        bad = a5_opreg(p, "bad", pb);
        a5_op(p, i, INSN_VCMPS_EQ, m1, b, -1, ir_int_scalar(p, dt, -1), -1);
        a5_op(p, i, INSN_VCMPS_EQ, ov, a, -1,
              ir_int_scalar(p, dt, -(1ll << (8 * dtype_size(dt) - 1))), m1);
        a5_op(p, i, INSN_PXOR, bad, z, ov, NULL, -1);
    }
    int safe = a5_opreg(p, "div", dtype_vreg(dt));
    a5_op(p, i, INSN_VSEL, safe, one, b, NULL, bad);
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
    return a5_splat(p, ir_fmt("pgr_t%d_s", i), spec_op_dtype(p->k, o), p->scalar_expr[i]);
}

/* Integer tdiv, tdivs (a5/TDiv.hpp's vdiv): the divisor made safe, then
 * all ones where it was 0. */
static void a5_idiv(struct plan *p, int i, const struct lowering *lw)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = spec_op_dtype(p->k, o);
    int zero, safe = a5_safe_divisor(p, i, dt, o->src[0], a5_divisor(p, i, lw), &zero);
    if (zero < 0) {
        a5_op(p, i, INSN_VDIV, o->dst, o->src[0], safe, NULL, -1);
        return;
    }
    int ones = a5_const(p, "ones", dt, -1);
    int q = a5_opreg(p, "q", dtype_vreg(dt));
    a5_op(p, i, INSN_VDIV, q, o->src[0], safe, NULL, -1);
    a5_op(p, i, INSN_VSEL, o->dst, ones, q, NULL, zero);
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
    int q = a5_opreg(p, "q", vt);
    a5_op(p, i, INSN_VDIV, q, a, safe, NULL, -1);
    a5_op(p, i, INSN_VMUL, q, q, b, NULL, -1);
    if (!floor || !dtype_is_signed(dt)) {
        a5_op(p, i, INSN_VSUB, o->dst, a, q, NULL, -1);
        return;
    }
    int r = a5_opreg(p, "r", vt), x = a5_opreg(p, "x", vt);
    int neg = a5_opreg(p, "neg", pb), fix = a5_opreg(p, "fix", pb);
    a5_op(p, i, INSN_VSUB, r, a, q, NULL, -1);
    a5_op(p, i, INSN_VXOR, x, r, b, NULL, -1);
    a5_op(p, i, INSN_VCMPS_LT, neg, x, -1, ir_int_scalar(p, dt, 0), -1);
    a5_op(p, i, INSN_VCMPS_NE, fix, r, -1, ir_int_scalar(p, dt, 0), neg);
    a5_op(p, i, INSN_VADD, x, r, b, NULL, -1);
    a5_op(p, i, INSN_VSEL, o->dst, x, r, NULL, fix);
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
        int q = a5_opreg(p, "q", f32);
        a5_op(p, i, INSN_VDIV, q, a, b, NULL, -1);
        a5_op(p, i, INSN_VTRC, q, q, -1, rnd, -1);
        a5_op(p, i, INSN_VMUL, q, q, b, NULL, -1);
        a5_op(p, i, INSN_VSUB, o->dst, a, q, NULL, -1);
        return;
    }
    static const char *const part[2] = {CNAME("PART_EVEN"), CNAME("PART_ODD")};
    static const char *const half[2] = {"e", "o"};
    int all = plan_a5_regs_all_true(p, 4), x[2], y[2], q[2], h[2];
    p->ctrl_sat = 1; /* CTRL bit 60 off: the narrowing vcvt saturates by RS_* */
    for (int e = 0; e < 2; e++) {
        x[e] = a5_opreg(p, ir_fmt("x%s", half[e]), f32);
        y[e] = a5_opreg(p, ir_fmt("y%s", half[e]), f32);
        q[e] = a5_opreg(p, ir_fmt("q%s", half[e]), f32);
        h[e] = a5_opreg(p, ir_fmt("h%s", half[e]), dtype_vreg(dt));
    }
    for (int e = 0; e < 2; e++) {
        a5_op(p, i, INSN_VCVT, x[e], a, -1, part[e], -1);
        a5_op(p, i, INSN_VCVT, y[e], b, -1, part[e], -1);
    }
    for (int e = 0; e < 2; e++)
        a5_op(p, i, INSN_VDIV, q[e], x[e], y[e], NULL, all);
    for (int e = 0; e < 2; e++)
        a5_op(p, i, INSN_VTRC, q[e], q[e], -1, rnd, all);
    for (int e = 0; e < 2; e++)
        a5_op(p, i, INSN_VMUL, q[e], q[e], y[e], NULL, all);
    for (int e = 0; e < 2; e++)
        a5_op(p, i, INSN_VSUB, q[e], x[e], q[e], NULL, all);
    for (int e = 0; e < 2; e++)
        a5_op(p, i, INSN_VCVT, h[e], q[e], -1,
              ir_fmt("%s, %s, %s", CNAME("ROUND_R"), CNAME("RS_DISABLE"), part[e]), all);
    struct insn *in = a5_op(p, i, INSN_VOR, o->dst, h[0], h[1], NULL, -1);
    for (int j = 0; j < 3; j++)
        in->rview[j] = CNAME("vector_u16");
}

/* ---- ttri ---------------------------------------------------------------- */

/* ttri I as pto-isa's a5/TTri.hpp: vci puts the chunk's column indices in
 * the signed integer register of the data's width, vcmps_lt compares them
 * with the row's edge under the chunk's predicate, vsel picks 1 or 0 (the
 * constants set once per scope; bf16 selects on vector_u16 views, as
 * the compiler declares no bf16 vsel).  8-bit data counts each chunk's
 * lanes from -128 (plan_a5_tri_edge: a5/TTri.hpp's, from the chunk's
 * first column, pass int8_t's maximum from lane 128, which sim/a5.h
 * refuses), and in rows of 256 or more valid columns selects its far
 * side's value from a vdup per chunk (plan_a5_tri_far). */
static void a5_tri(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const char *cast = size == 1   ? CNAME("int8_t")
                       : size == 2 ? CNAME("int16_t")
                                   : CNAME("int32_t");
    int idx = a5_opreg(p, "col", a5_int_reg(size, 1));
    int below = a5_opreg(p, "left_of_edge", CNAME("vector_bool"));
    int one = a5_const(p, "one", dt, 1), zero = a5_const(p, "zero", dt, 0);
    struct insn *ci = a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = cast;
    if (size == 1)
        ci->dist = "-128";
    a5_op(p, i, INSN_VCMPS_LT, below, idx, -1, plan_a5_tri_edge(p, o, size, cast), -1);
    int right = size == 1 && p->vcols >= 256 ? plan_a5_tri_far(p, i) : o->upper ? one : zero;
    struct insn *sel = a5_vop(p, i, INSN_VSEL);
    sel->ntile = 3;
    sel->tile[0] = o->dst;
    sel->tile[1] = o->upper ? zero : one;
    sel->tile[2] = right;
    sel->pred = below;
    if (dt == DT_BF16) /* no bf16 vsel: a select moves bits, the u16 view picks the same */
        for (int j = 0; j < 3; j++)
            sel->rview[j] = CNAME("vector_u16");
}

/* tci I: pto-isa's a5/Tci.hpp stores start + j (start - j) one scalar at
 * a time; here the chunk's column indices come from vci as in
 * a5/TTri.hpp, counted from 0 so that no lane passes the index type's
 * maximum (plan_a5_tri_fits), and the start, broadcast once per scope,
 * is added to them (taken from it, descending) by vadd (vsub) on the
 * dtype's register, which wraps modulo 2^W as the host's unsigned
 * arithmetic does.  An unsigned dtype reads the indices through its own
 * view: they are below 2^15, the same bits in both.  f32 converts them
 * to float by vcvt first (exact), so its vadd or vsub rounds once, as
 * the headers' start + j does. */
static void a5_ci(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const char *sreg = a5_int_reg(size, 1);
    int idx = a5_opreg(p, "col", sreg);
    int start = a5_splat(p, ir_fmt("pgr_t%d_s", i), dt, p->scalar_expr[i]);
    struct insn *ci = a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    if (dt == DT_F32) { /* the indices as float (exact below 2^24), then one rounded op */
        int f = a5_opreg(p, "colf", dtype_vreg(DT_F32));
        a5_vcvt(p, i, f, idx, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
        idx = f;
        sreg = dtype_vreg(DT_F32);
    }
    struct insn *in = o->descending ? a5_op(p, i, INSN_VSUB, o->dst, start, idx, NULL, -1)
                                    : a5_op(p, i, INSN_VADD, o->dst, idx, start, NULL, -1);
    if (strcmp(dtype_vreg(dt), sreg))
        in->rview[o->descending ? 2 : 1] = dtype_vreg(dt);
}

/* A tpart op I with a narrow source (spec_narrow_src).  pto-isa's
 * a5/TPartBinOps.hpp fills dst with the op's padding value, copies src0
 * into it and combines it with src1 under src1's predicate, which gives
 * the padding's result (0 + x: +0 for -0) where only src1 is valid.
 * ptogen's result there is an exact copy of the wider source, so here the
 * chunk's column indices (vci, as a5/TTri.hpp) below the narrow source's
 * valid columns (vcmps_lt) make a predicate, the op's one step runs under
 * it into a scratch register, and vsel (a5/TSel.hpp's form) takes the
 * wider source's lanes elsewhere, in the chunk's predicate. */
static void a5_part(struct plan *p, int i, const struct lowering *lw, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const struct lstep *st = lw->steps;
    if (st->kind != LK_BIN || st[1].kind != LK_END)
        diag_bug("'%s' on a5 is not one binary step", op_table[o->code].name);
    int n = spec_narrow_src(k, o);
    const char *cast = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    int idx = a5_opreg(p, "col", a5_int_reg(size, 1));
    int in = a5_opreg(p, "in_narrow", CNAME("vector_bool"));
    int r = a5_opreg(p, "part", dtype_vreg(dt));
    struct insn *ci = a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = cast;
    a5_op(p, i, INSN_VCMPS_LT, in, idx, -1, ir_fmt("(%s)%du", cast, k->tiles[o->src[n]].vcols), -1);
    a5_op(p, i, st->insn, r, o->src[0], o->src[1], NULL, in);
    a5_op(p, i, INSN_VSEL, o->dst, r, o->src[1 - n], NULL, in);
}

/* tfillpad I.  pto-isa's a5/TFillPad.hpp copies the
 * source rows (vlds, vsts under the valid columns' predicate) and stores
 * the vdup'ed pad past them (vstus); in the scope's chain the same bits
 * are a select: the chunk's column indices (vci, as a5/TTri.hpp) below
 * the narrow source's valid columns (vcmps_lt) take the source, the
 * others the pad, vdup'ed once per scope; on the unsigned register of the
 * dtype's width (the compiler declares no bf16 vsel: sim/typed/a5.hpp).
 * 8-bit data (vci's 8-bit lanes count to 127 only) selects by a plt_b8
 * predicate of the source's lanes, as TFillPad.hpp's copy takes
 * CreatePredicate of the source's columns chunk by chunk: for a row of
 * one 256-lane chunk its first vc_src lanes, set once per scope; for a
 * longer row, in each chunk, the vc_src - c0 lanes left from its first
 * column c0 (none past the source), which the template spells from the
 * chunk's offset.
 * A source of dst's valid shape: vsel of it with itself, a copy. */
static void a5_fillpad(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o), ut = dtype_uint(dt);
    const char *ureg = dtype_vreg(ut);
    int src = o->src[0], pick = src, in = -1;
    if (spec_narrow_src(k, o) >= 0) {
        if (size == 1 && p->vcols <= 256) {
            in = plan_a5_regs_lanes_pred(p, k->tiles[src].vcols, 1);
        } else if (size == 1) { /* each chunk's own lanes of the source */
            in = a5_opreg(p, "in_narrow", CNAME("vector_bool"));
            struct insn *pl = a5_vop(p, i, INSN_PLT_B8);
            pl->ntile = 1;
            pl->tile[0] = in;
            pl->pred = -1;
            pl->scalar = ir_fmt("%du", k->tiles[src].vcols);
        } else {
            const char *cast = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
            int idx = a5_opreg(p, "col", a5_int_reg(size, 1));
            in = a5_opreg(p, "in_narrow", CNAME("vector_bool"));
            struct insn *ci = a5_vop(p, i, INSN_VCI);
            ci->ntile = 1;
            ci->tile[0] = idx;
            ci->scalar = cast;
            a5_op(p, i, INSN_VCMPS_LT, in, idx, -1, ir_fmt("(%s)%du", cast, k->tiles[src].vcols),
                  -1);
        }
        unsigned long long bits = spec_pad_bits(dt, o->pad);
        pick = a5_splat(p, ir_fmt("pgr_pad_%llx_%s", bits, ureg + strlen("vector_")), ut,
                        ir_int_scalar(p, ut, (long long)bits));
    }
    struct insn *sel = a5_op(p, i, INSN_VSEL, o->dst, src, pick, NULL, in);
    if (dt != ut) {
        sel->rview[0] = sel->rview[1] = ureg;
        if (pick == src)
            sel->rview[2] = ureg;
    }
}

/* tgatherb I of 8-bit data (its offsets are element indices), into
 * register IDX: the offsets clamped to vc - 1 on their uint32 lanes
 * (vmins), narrowed by vcvt(PART_EVEN) into the even lanes of a
 * vector_u16 (offset l in lane 2l), then vgather2's 8-bit form (the
 * compiler's C310 VGATHER2(uint8_t, u16, u16, ...): each byte zero-extended
 * into its b16 lane, under an all-true b16 predicate: the odd lanes and
 * those past the chunk read the row's first byte, in the row), and vcvt
 * of that (a signed view: 0 .. 255) to 8 bits, PART_EVEN, so byte l lands
 * in byte 4l, which the segment (4-byte lanes, a5_sides) stores PK4_B32,
 * as pto-isa's a5/TQuant.hpp narrows f32 to int8 by two PART_EVEN vcvts.
 * The values fit each narrowing, so no saturation mode matters. */
static void a5_gather_b8(struct plan *p, int i, int idx)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct ub_tile *src = &p->ub[p->tile_ub[o->src[0]]];
    int i8 = k->tiles[o->dst].dtype == DT_I8;
    a5_op(p, i, INSN_VMINS, idx, o->src[1], -1, ir_int_scalar(p, DT_U32, k->vcols - 1), -1);
    int h = a5_opreg(p, "gidx", CNAME("vector_u16"));
    a5_vcvt(p, i, h, idx, ir_fmt("%s, %s", CNAME("RS_DISABLE"), CNAME("PART_EVEN")));
    int w = a5_opreg(p, "gbyte", CNAME("vector_u16"));
    struct insn *g = a5_vop(p, i, INSN_VGATHER2);
    g->ntile = 2;
    g->tile[0] = w;
    g->tile[1] = h;
    g->pred = plan_a5_regs_all_true(p, 2);
    g->scalar = ir_fmt("%spgr_ub_%s + pgr_r * %du", i8 ? "(__ubuf__ uint8_t *)" : "", src->name,
                       src->pitch);
    struct insn *c =
        a5_vcvt(p, i, o->dst, w, ir_fmt("%s, %s", CNAME("RS_DISABLE"), CNAME("PART_EVEN")));
    c->rview[0] = i8 ? CNAME("vector_u8") : NULL;
    c->rview[1] = CNAME("vector_s16");
}

/* tgather I (b32 data; b16 below): pto-isa's a5/TGather.hpp loads a chunk of the
 * indices and gathers with vgather2(dst, base, (vector_u32 &)index, pred)
 * from the source tile's UB address, its indices flat over the tile.
 * ptogen pins an index to its own row, clamped to the valid columns: vmaxs
 * with 0 and vmins with vc - 1 on the int32 indices, then vgather2 from
 * the source row's address, pgr_r rows of the UB tile's pitch in (the
 * kernel walks rows: plan_a5_indexes_cols).  The source is an input no op
 * writes (plan_a5_split.c refuses the rest), so its UB rows are its
 * value.  tgatherb the same from its u32 byte offsets: shifted right by
 * log2 of the element's size (vshrs) and clamped by vmins, on uint32
 * lanes.  16-bit data runs in a segment of the indices' 4-byte lanes
 * (plan_a5.c's a5_sides): vgather2_bc, TGather_b16_bc's gather by int32
 * indices, puts each element in the low half of its lane, and dst is
 * stored PK_B32 as a narrowing's result is. */
static void a5_gather(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct ub_tile *src = &p->ub[p->tile_ub[o->src[0]]];
    int bytes = o->code == OP_GATHERB, b16 = dtype_size(k->tiles[o->dst].dtype) == 2;
    int idx = a5_opreg(p, "gidx", bytes ? CNAME("vector_u32") : CNAME("vector_s32"));
    if (dtype_size(k->tiles[o->dst].dtype) == 1) {
        a5_gather_b8(p, i, idx);
        return;
    }
    if (bytes) {
        /* tgatherb: the u32 byte offset over the element's size (b32: a
         * shift by 2, b16 by 1), clamped from above only, all on unsigned
         * lanes so an offset of 2^31 or more clamps to the last valid
         * column */
        a5_op(p, i, INSN_VSHRS, idx, o->src[1], -1, ir_int_scalar(p, DT_U32, b16 ? 1 : 2), -1);
        a5_op(p, i, INSN_VMINS, idx, idx, -1, ir_int_scalar(p, DT_U32, k->vcols - 1), -1);
    } else {
        a5_op(p, i, INSN_VMAXS, idx, o->src[1], -1, ir_int_scalar(p, DT_I32, 0), -1);
        a5_op(p, i, INSN_VMINS, idx, idx, -1, ir_int_scalar(p, DT_I32, k->vcols - 1), -1);
    }
    /* b16 data by the 32-bit indices: vgather2_bc into the low half of
     * each 32-bit lane, which the segment (at the indices' width) stores
     * PK_B32, as a5/TGather.hpp's TGather_b16_bc; bf16 data, which the
     * compiler's vgather2_bc rows leave out, by the u16 form on its bits
     * (a view of dst's register and of the source row) */
    int bf16 = k->tiles[o->dst].dtype == DT_BF16;
    struct insn *g = a5_vop(p, i, b16 ? INSN_VGATHER2_BC : INSN_VGATHER2);
    g->ntile = 2;
    g->tile[0] = o->dst;
    g->tile[1] = idx;
    g->rview[0] = bf16 ? CNAME("vector_u16") : NULL;
    g->rview[1] = bytes ? NULL : CNAME("vector_u32");
    g->scalar = ir_fmt("%spgr_ub_%s + pgr_r * %du", bf16 ? "(__ubuf__ uint16_t *)" : "", src->name,
                       src->pitch);
}

/* ttrans I, into its segment's chunk (one per dst row pgr_r, the source's
 * column): pto-isa's a5/TTrans.hpp (TTransB32ColWise, TTransB16ColWise)
 * computes each lane's source element as vci's lane index times the
 * source's row pitch plus the column (vmuls, vadds), gathers them with
 * vgather2 from the source tile's UB address and stores the register as
 * dst's row.  The tile's valid rows are one chunk (plan_a5_split.c
 * refuses more) and the chunk's predicate covers pgr_n of them, so no
 * lane reads a row past the tile (TTrans.hpp's vmins clamps instead).
 * The index arithmetic runs on the signed register of the data's width
 * (the compiler declares vmuls and vadds for signed integers: sim/a5.h),
 * which vgather2 reads through an unsigned view, as a5_gather does.
 * 8-bit data as TTransB8ColWise: 16-bit lanes and indices (the segment's
 * width, plan_a5.c), the bytes gathered into a vector_u16 view of dst's
 * register from the tile's address as uint8_t, then stored PK_B16. */
void plan_a5_trans(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int b8 = dtype_size(k->tiles[o->dst].dtype) == 1,
        size = b8 ? 2 : dtype_size(k->tiles[o->dst].dtype);
    const struct ub_tile *src = &p->ub[p->tile_ub[o->src[0]]];
    enum dtype it = size == 2 ? DT_I16 : DT_I32;
    int idx = a5_opreg(p, "tidx", a5_int_reg(size, 1));
    struct insn *ci = a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    a5_op(p, i, INSN_VMULS, idx, idx, -1, ir_int_scalar(p, it, src->pitch), -1);
    a5_op(p, i, INSN_VADDS, idx, idx, -1,
          ir_fmt("(%s)%s", size == 2 ? CNAME("int16_t") : CNAME("int32_t"), PLAN_ROW_VAR), -1);
    struct insn *g = a5_vop(p, i, INSN_VGATHER2);
    g->ntile = 2;
    g->tile[0] = o->dst;
    g->tile[1] = idx;
    g->rview[1] = a5_int_reg(size, 0);
    g->scalar = ir_fmt("pgr_ub_%s", src->name);
    if (b8) {
        g->rview[0] = CNAME("vector_u16");
        g->scalar = ir_fmt("(__ubuf__ uint8_t *)pgr_ub_%s", src->name);
    }
}
