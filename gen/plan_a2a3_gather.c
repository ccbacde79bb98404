/* plan_a2a3_gather.c - tgather, tgatherb and tfillpad on the A2/A3 vector core
 * (a2a3_): moves of elements that no recipe of elementwise steps says.
 *
 * pto-isa's a2a3/TGather.hpp gathers a row at a time in counter mode:
 * vmuls turns the int32 indices into byte offsets (index x element size),
 * pipe_barrier(PIPE_V), then vgather(dst_row, offsets, (uintptr_t)src0,
 * 8, 1) on a uint16_t or uint32_t view of dst.  It leaves the bounds to
 * the caller and writes the 32-bit offsets into the dst row (for 2-byte
 * data twice the row's bytes, over the next row).  ptogen pins an index
 * to the same row of the source, clamped to the valid columns
 * (docs/semantics.md, "Gathers"), so here:
 *
 *   o = min(max(i, 0), vc - 1) * size   vmaxs, vmins, vmuls on int32,
 *                                       over the whole index tile into a
 *                                       scratch int32 tile of its own
 *   per valid row r:                    vgather(dst + r * pitch, o + r *
 *                                       pitch, (uintptr_t)(src0 + r *
 *                                       pitch), 8, 1) in counter mode
 *                                       with vc lanes
 *
 * tgatherb's u32 byte offsets take vshr by log2(size) on their uint32
 * view in place of vmaxs (a logical shift: an offset of 2^31 or more
 * becomes an element index below 2^31, which vmins on int32 then clamps
 * right; no offset is below 0), then the same vmins, vmuls and gathers.
 *
 * The offsets are from the row's start, so no offset is past the row's
 * valid columns and none is negative; the offsets' scratch keeps them out
 * of dst, which a 2-byte row could not hold.  The barriers between the
 * steps come from their accesses (plan_a2a3_sync.c).
 */
#include "planint.h"
#include "specops.h"

int a2a3_gather_temps(void)
{
    return 1; /* the offsets, an int32 tile shaped like the indices */
}

void a2a3_gather(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]], ui = p->tile_ub[o->src[1]];
    int uo = temps[0];
    int size = dtype_size(k->tiles[o->dst].dtype);
    enum dtype view = size == 4 ? DT_U32 : DT_U16; /* TGather.hpp's views of dst */

    /* the clamp and the scaling: whole tiles, as any elementwise step */
    int clamp[2] = {uo, ui}, scale[2] = {uo, uo};
    if (o->code == OP_GATHERB) /* byte offsets: the element holding the byte */
        a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U32, clamp, 2,
                  ir_int_scalar(p, DT_U32, size == 4 ? 2 : 1));
    else
        a2a3_step(p, vs, i, IK_VSCA, INSN_VMAXS, DT_I32, clamp, 2, ir_int_scalar(p, DT_I32, 0));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VMINS, DT_I32, scale, 2,
              ir_int_scalar(p, DT_I32, p->vcols - 1));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VMULS, DT_I32, scale, 2, ir_int_scalar(p, DT_I32, size));

    /* the gathers: one a valid row, its vc lanes in counter mode */
    struct ir_count vc = ir_count_const(p->vcols, 0);
    a2a3_set_count(p, vs, vc);
    ir_add_insn(p, IK_ROWS_BEGIN, i);
    a2a3_set_count(p, vs, vc);
    struct insn *in = ir_add_insn(p, IK_VGATHER, i);
    ir_insn_set(in, INSN_VGATHER);
    in->nopnd = 3;
    in->repeat = ir_count_const(1, 1);
    in->opnd[0] = (struct operand){ud, ir_view(p->ub[ud].dtype, view), 0, p->ub[ud].pitch};
    in->opnd[1] = (struct operand){uo, ir_view(p->ub[uo].dtype, DT_U32), 0, p->ub[uo].pitch};
    in->opnd[2] = (struct operand){us, PLAN_OWN, 0, p->ub[us].pitch};
    in->stride[0] = 8;
    a2a3_access(in, ud, 0, p->vcols * size, 1, 1);
    a2a3_access(in, uo, 0, p->vcols * 4, 1, 0);
    a2a3_access(in, us, 0, p->vcols * size, 1, 0); /* any valid column of the row */
    ir_add_insn(p, IK_ROWS_END, i);
    vs->count = vc;
}

/* tfillpad I as pto-isa's a2a3/TFillPad.hpp moves its bits, the two steps
 * in the other order: vector_dup of the pad's bits on the unsigned view
 * of the dtype's size (8-bit data: the byte twice on a 16-bit view, its
 * dupPadValue) over dst's valid columns, then the source copied over its
 * own valid columns (vor of it with itself on a 16-bit view, where
 * TFillPad.hpp calls vcopy), so no step starts inside a 32-byte block.
 * A source of dst's valid shape is the copy alone.  8-bit data with an odd
 * count of source columns never comes here (plan_a2a3.c refuses it). */
void a2a3_fillpad(struct plan *p, struct vstate *vs, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]], saved_vcols = p->vcols;
    if (spec_narrow_src(k, o) >= 0) {
        int size = dtype_size(dt);
        enum dtype view = size == 1 ? DT_U16 : dtype_uint(dt);
        unsigned long long bits = spec_pad_bits(dt, o->pad) * (size == 1 ? 0x0101u : 1u);
        a2a3_step(p, vs, i, IK_VDUP, INSN_VECTOR_DUP, view, &ud, 1,
                  ir_int_scalar(p, view, (long long)bits));
        p->vcols = k->tiles[o->src[0]].vcols;
    }
    if (ud != us) {
        int copy[3] = {ud, us, us};
        a2a3_step(p, vs, i, IK_VBIN, INSN_VOR, DT_U16, copy, 3, NULL);
    }
    p->vcols = saved_vcols;
}
