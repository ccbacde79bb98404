/* plan_a2a3_cmp.c - compares into masks on the A2/A3 vector core
 * (a2a3_): tcmp and tcmps by vcmp/vcmps where the dtype and mode have
 * one, by eq and a max or min for 32-bit integers' other modes, and the
 * mask complements and the clearing of bits past the valid columns they
 * need.  plan_a2a3_ops.c dispatches to a2a3_cmp.
 */
#include "planint.h"
#include "specops.h"

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
int a2a3_cmp_temps(const struct plan *p, int i)
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
void a2a3_vcmp(struct plan *p, struct vstate *vs, int op, enum insn_id id, int um, int ua, int ub,
               const char *scalar, enum dtype view)
{
    int sz = dtype_size(view), elems = REPEAT_BYTES / sz;
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    int us[3] = {um, ua, ub}, n = ub >= 0 ? 3 : 2;
    if (p->contiguous) {
        /* per-col values: one row of them, the same every tile */
        int cols = p->vcols, rows = p->vec_shape == PER_COL ? 1 : p->vrows;
        int maxrep = (rows * cols + elems - 1) / elems;
        struct ir_count total = p->vec_shape == PER_COL ? ir_count_const(maxrep, 1)
                                                        : ir_count_ceil(cols, elems - 1, elems);
        for (int k = 0; k * 240 < maxrep; k++) {
            struct insn *in = ir_add_insn(p, n == 3 ? IK_VCMP : IK_VCMPS, op);
            ir_insn_set(in, id);
            in->nopnd = n;
            in->scalar = scalar;
            in->repeat = maxrep <= 240 ? total : ir_count_window(total, 240 * k, 240);
            for (int j = 0; j < n; j++) {
                const struct ub_tile *t = &p->ub[us[j]];
                in->opnd[j] = (struct operand){us[j], j ? ir_view(t->dtype, view) : PLAN_OWN,
                                               j ? 240 * k * elems : 240 * k * elems / 8, 0};
                in->stride[j] = 8;
                a2a3_access(in, us[j], 0, t->pitch * dtype_size(t->dtype), 0, j == 0);
            }
        }
        return;
    }
    ir_add_insn(p, IK_ROWS_BEGIN, op);
    int rep = (p->vcols + elems - 1) / elems;
    struct insn *in = ir_add_insn(p, n == 3 ? IK_VCMP : IK_VCMPS, op);
    ir_insn_set(in, id);
    in->nopnd = n;
    in->scalar = scalar;
    in->repeat = ir_count_const(rep, 1);
    for (int j = 0; j < n; j++) {
        const struct ub_tile *t = &p->ub[us[j]];
        in->opnd[j] = (struct operand){us[j], j ? ir_view(t->dtype, view) : PLAN_OWN, 0, t->pitch};
        in->stride[j] = 8;
        a2a3_access(in, us[j], 0, j ? rep * REPEAT_BYTES : rep * elems / 8, 1, j == 0);
    }
    ir_add_insn(p, IK_ROWS_END, op);
}

/* The complement of every bit of mask tile UM (its whole buffer), in
 * counter mode on a 16-bit view. */
static void a2a3_mask_not(struct plan *p, struct vstate *vs, int op, int um)
{
    int us[2] = {um, um};
    const struct ub_tile *t = &p->ub[um];
    a2a3_set_count(p, vs, ir_count_const((int)(t->size / 2), 0));
    struct insn *in = ir_add_insn(p, IK_VUN, op);
    ir_insn_set(in, INSN_VNOT);
    in->nopnd = 2;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < 2; j++) {
        in->opnd[j] = (struct operand){us[j], DT_U16, 0, 0};
        in->stride[j] = 8;
        a2a3_access(in, um, 0, t->pitch, 0, j == 0);
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
    a2a3_set_norm(p, vs, hi, lo);
    const struct ub_tile *t = &p->ub[um];
    struct insn *dup = ir_add_insn(p, IK_VDUP, op);
    ir_insn_set(dup, INSN_VECTOR_DUP);
    dup->nopnd = 1;
    dup->opnd[0] = (struct operand){scratch_ub, DT_U16, 0, 0};
    dup->repeat = ir_count_rows(1);
    dup->stride[0] = t->pitch / 32;
    dup->scalar = ir_fmt("(uint16_t)0x%04x", pattern);
    a2a3_access(dup, scratch_ub, 2 * k, 2 * k + 2, 0, 1);
    struct insn *and = ir_add_insn(p, IK_VBIN, op);
    ir_insn_set(and, INSN_VAND);
    and->nopnd = 3;
    and->repeat = ir_count_rows(1);
    int us[3] = {um, um, scratch_ub};
    for (int j = 0; j < 3; j++) {
        and->opnd[j] = (struct operand){us[j], DT_U16, 0, 0};
        and->stride[j] = t->pitch / 32;
        a2a3_access(and, us[j], 2 * k, 2 * k + 2, 0, j == 0);
    }
}

/* tcmp, tcmps: op I's mask bits; TEMPS its data temporaries (32-bit
 * integer modes other than eq), BITS the scratch of a2a3_mask_clean. */
void a2a3_cmp(struct plan *p, struct vstate *vs, int i, const int *temps)
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
            const char *mn = ir_int_scalar(p, DT_I32, INT32_MIN);
            int b0[2] = {temps[1], ua};
            a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, DT_I32, b0, 2, mn);
            x = temps[1];
            if (ub >= 0) {
                int b1[2] = {temps[2], ub};
                a2a3_step(p, vs, i, IK_VSCA, INSN_VADDS, DT_I32, b1, 2, mn);
                y = temps[2];
            } else {
                ys = ir_step_scalar(p, i, LSC_BIAS, DT_I32);
            }
        }
        if (y >= 0) {
            int u[3] = {ut, x, y};
            a2a3_step(p, vs, i, IK_VBIN, usemax ? INSN_VMAX : INSN_VMIN, DT_I32, u, 3, NULL);
        } else {
            int u[2] = {ut, x};
            a2a3_step(p, vs, i, IK_VSCA, usemax ? INSN_VMAXS : INSN_VMINS, DT_I32, u, 2, ys);
        }
        a2a3_vcmp(p, vs, i, INSN_VCMPV_EQ, um, ut, x, NULL, DT_I32);
        if (o->cmp == CMP_LT || o->cmp == CMP_GT)
            a2a3_mask_not(p, vs, i, um);
    }
    if (spec_is_io(k, o->dst) && !p->contiguous && p->vcols % 8)
        a2a3_mask_clean(p, vs, i, um, p->mask_bits);
}
