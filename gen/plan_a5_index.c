/* plan_a5_index.c - the A5 lowering of the ops that place values by
 * column index (plan_a5_): ttri, tci, the tpart ops and tfillpad (a
 * chunk's column indices from vci against an edge or a source's width),
 * tgather and tgatherb (vgather2 of a row), and ttrans.  plan_a5_ops.c
 * calls them from plan_a5_lower_op; the register ops they build come
 * from plan_a5_regs.c.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

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
void plan_a5_tri(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const char *cast = size == 1   ? CNAME("int8_t")
                       : size == 2 ? CNAME("int16_t")
                                   : CNAME("int32_t");
    int idx = plan_a5_opreg(p, "col", plan_a5_int_reg(size, 1));
    int below = plan_a5_opreg(p, "left_of_edge", CNAME("vector_bool"));
    int one = plan_a5_const(p, "one", dt, 1), zero = plan_a5_const(p, "zero", dt, 0);
    struct insn *ci = plan_a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = cast;
    if (size == 1)
        ci->dist = "-128";
    plan_a5_op(p, i, INSN_VCMPS_LT, below, idx, -1, plan_a5_tri_edge(p, o, size, cast), -1);
    int right = size == 1 && p->vcols >= 256 ? plan_a5_tri_far(p, i) : o->upper ? one : zero;
    struct insn *sel = plan_a5_vop(p, i, INSN_VSEL);
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
void plan_a5_ci(struct plan *p, int i, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const char *sreg = plan_a5_int_reg(size, 1);
    int idx = plan_a5_opreg(p, "col", sreg);
    int start = plan_a5_splat(p, ir_fmt("pgr_t%d_s", i), dt, p->scalar_expr[i]);
    struct insn *ci = plan_a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    if (dt == DT_F32) { /* the indices as float (exact below 2^24), then one rounded op */
        int f = plan_a5_opreg(p, "colf", dtype_vreg(DT_F32));
        plan_a5_vcvt(p, i, f, idx, plan_a5_cvt_args(RND_RINT, DT_I32, DT_F32));
        idx = f;
        sreg = dtype_vreg(DT_F32);
    }
    struct insn *in = o->descending ? plan_a5_op(p, i, INSN_VSUB, o->dst, start, idx, NULL, -1)
                                    : plan_a5_op(p, i, INSN_VADD, o->dst, idx, start, NULL, -1);
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
void plan_a5_part(struct plan *p, int i, const struct lowering *lw, int size)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    const struct lstep *st = lw->steps;
    if (st->kind != LK_BIN || st[1].kind != LK_END)
        diag_bug("'%s' on a5 is not one binary step", op_table[o->code].name);
    int n = spec_narrow_src(k, o);
    const char *cast = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    int idx = plan_a5_opreg(p, "col", plan_a5_int_reg(size, 1));
    int in = plan_a5_opreg(p, "in_narrow", CNAME("vector_bool"));
    int r = plan_a5_opreg(p, "part", dtype_vreg(dt));
    struct insn *ci = plan_a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = cast;
    plan_a5_op(p, i, INSN_VCMPS_LT, in, idx, -1, ir_fmt("(%s)%du", cast, k->tiles[o->src[n]].vcols),
               -1);
    plan_a5_op(p, i, st->insn, r, o->src[0], o->src[1], NULL, in);
    plan_a5_op(p, i, INSN_VSEL, o->dst, r, o->src[1 - n], NULL, in);
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
void plan_a5_fillpad(struct plan *p, int i, int size)
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
            in = plan_a5_opreg(p, "in_narrow", CNAME("vector_bool"));
            struct insn *pl = plan_a5_vop(p, i, INSN_PLT_B8);
            pl->ntile = 1;
            pl->tile[0] = in;
            pl->pred = -1;
            pl->scalar = ir_fmt("%du", k->tiles[src].vcols);
        } else {
            const char *cast = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
            int idx = plan_a5_opreg(p, "col", plan_a5_int_reg(size, 1));
            in = plan_a5_opreg(p, "in_narrow", CNAME("vector_bool"));
            struct insn *ci = plan_a5_vop(p, i, INSN_VCI);
            ci->ntile = 1;
            ci->tile[0] = idx;
            ci->scalar = cast;
            plan_a5_op(p, i, INSN_VCMPS_LT, in, idx, -1,
                       ir_fmt("(%s)%du", cast, k->tiles[src].vcols), -1);
        }
        unsigned long long bits = spec_pad_bits(dt, o->pad);
        pick = plan_a5_splat(p, ir_fmt("pgr_pad_%llx_%s", bits, ureg + strlen("vector_")), ut,
                             ir_int_scalar(p, ut, (long long)bits));
    }
    struct insn *sel = plan_a5_op(p, i, INSN_VSEL, o->dst, src, pick, NULL, in);
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
    plan_a5_op(p, i, INSN_VMINS, idx, o->src[1], -1, ir_int_scalar(p, DT_U32, k->vcols - 1), -1);
    int h = plan_a5_opreg(p, "gidx", CNAME("vector_u16"));
    plan_a5_vcvt(p, i, h, idx, ir_fmt("%s, %s", CNAME("RS_DISABLE"), CNAME("PART_EVEN")));
    int w = plan_a5_opreg(p, "gbyte", CNAME("vector_u16"));
    struct insn *g = plan_a5_vop(p, i, INSN_VGATHER2);
    g->ntile = 2;
    g->tile[0] = w;
    g->tile[1] = h;
    g->pred = plan_a5_regs_all_true(p, 2);
    g->scalar = ir_fmt("%spgr_ub_%s + pgr_r * %du", i8 ? "(__ubuf__ uint8_t *)" : "", src->name,
                       src->pitch);
    struct insn *c =
        plan_a5_vcvt(p, i, o->dst, w, ir_fmt("%s, %s", CNAME("RS_DISABLE"), CNAME("PART_EVEN")));
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
void plan_a5_gather(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    const struct ub_tile *src = &p->ub[p->tile_ub[o->src[0]]];
    int bytes = o->code == OP_GATHERB, b16 = dtype_size(k->tiles[o->dst].dtype) == 2;
    int idx = plan_a5_opreg(p, "gidx", bytes ? CNAME("vector_u32") : CNAME("vector_s32"));
    if (dtype_size(k->tiles[o->dst].dtype) == 1) {
        a5_gather_b8(p, i, idx);
        return;
    }
    if (bytes) {
        /* tgatherb: the u32 byte offset over the element's size (b32: a
         * shift by 2, b16 by 1), clamped from above only, all on unsigned
         * lanes so an offset of 2^31 or more clamps to the last valid
         * column */
        plan_a5_op(p, i, INSN_VSHRS, idx, o->src[1], -1, ir_int_scalar(p, DT_U32, b16 ? 1 : 2), -1);
        plan_a5_op(p, i, INSN_VMINS, idx, idx, -1, ir_int_scalar(p, DT_U32, k->vcols - 1), -1);
    } else {
        plan_a5_op(p, i, INSN_VMAXS, idx, o->src[1], -1, ir_int_scalar(p, DT_I32, 0), -1);
        plan_a5_op(p, i, INSN_VMINS, idx, idx, -1, ir_int_scalar(p, DT_I32, k->vcols - 1), -1);
    }
    /* b16 data by the 32-bit indices: vgather2_bc into the low half of
     * each 32-bit lane, which the segment (at the indices' width) stores
     * PK_B32, as a5/TGather.hpp's TGather_b16_bc; bf16 data, which the
     * compiler's vgather2_bc rows leave out, by the u16 form on its bits
     * (a view of dst's register and of the source row) */
    int bf16 = k->tiles[o->dst].dtype == DT_BF16;
    struct insn *g = plan_a5_vop(p, i, b16 ? INSN_VGATHER2_BC : INSN_VGATHER2);
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
 * which vgather2 reads through an unsigned view, as plan_a5_gather does.
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
    int idx = plan_a5_opreg(p, "tidx", plan_a5_int_reg(size, 1));
    struct insn *ci = plan_a5_vop(p, i, INSN_VCI);
    ci->ntile = 1;
    ci->tile[0] = idx;
    ci->scalar = size == 2 ? CNAME("int16_t") : CNAME("int32_t");
    plan_a5_op(p, i, INSN_VMULS, idx, idx, -1, ir_int_scalar(p, it, src->pitch), -1);
    plan_a5_op(p, i, INSN_VADDS, idx, idx, -1,
               ir_fmt("(%s)%s", size == 2 ? CNAME("int16_t") : CNAME("int32_t"), PLAN_ROW_VAR), -1);
    struct insn *g = plan_a5_vop(p, i, INSN_VGATHER2);
    g->ntile = 2;
    g->tile[0] = o->dst;
    g->tile[1] = idx;
    g->rview[1] = plan_a5_int_reg(size, 0);
    g->scalar = ir_fmt("pgr_ub_%s", src->name);
    if (b8) {
        g->rview[0] = CNAME("vector_u16");
        g->scalar = ir_fmt("(__ubuf__ uint8_t *)pgr_ub_%s", src->name);
    }
}
