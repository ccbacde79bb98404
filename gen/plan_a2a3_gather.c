/* plan_a2a3_gather.c - tgather, tgatherb, tsort32, tmrgsort and tfillpad on the
 * A2/A3 vector core (a2a3_): moves of elements that no recipe of
 * elementwise steps says.
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
 * 8-bit data has no vgather form: gather_b8 gathers the aligned 16-bit
 * word holding the clamped byte and keeps its low or high half.
 *
 * The offsets are from the row's start, so no offset is past the row's
 * valid columns and none is negative; the offsets' scratch keeps them out
 * of dst, which a 2-byte row could not hold.  The barriers between the
 * steps come from their accesses (plan_a2a3_sync.c).
 */
#include "planint.h"
#include "specops.h"

/* tgather: 1, the offsets (a2a3_temps makes an int32 tile shaped like
 * the indices); tgatherb of 8-bit data 5: two 32-bit tiles like the
 * offsets (a2a3_temps) and three i16 tiles like dst (gather_b8);
 * tsort32: none from a2a3_temps, but with a short last block its two
 * scratch blocks in TEMPS (a2a3_sort); tmrgsort: with two passes or
 * more, a scratch row of the row's pairs in TEMPS (a2a3_mrgsort). */
int a2a3_gather_temps(struct plan *p, int i, int *temps, int *ntmp)
{
    const struct kernel *k = p->k;
    const struct tile *d = &k->tiles[k->ops[i].dst];
    if (a2a3_special(p, i) != LS_A2A3_SORT && dtype_size(d->dtype) == 1) {
        for (int j = 2; j < 5; j++) /* gather_b8's half flags, words and high bytes */
            temps[j] = a2a3_scratch(p, DT_I16, d->rows, d->cols, 0, temps, j, ntmp);
        return 5;
    }
    if (a2a3_special(p, i) != LS_A2A3_SORT)
        return 1;
    if (k->ops[i].code == OP_MRGSORT) {
        enum dtype dt = k->tiles[k->ops[i].dst].dtype;
        int blocks = (k->vcols * 8 + 31) / 32; /* the row's pairs in 32-byte blocks */
        if (ir_mrg_passes(k->vcols) > 1)
            temps[0] = a2a3_scratch(p, dt, 1, blocks * 32 / dtype_size(dt), 1, temps, 0, ntmp);
        return 0;
    }
    if (k->vcols % 32) {
        temps[0] = a2a3_scratch(p, k->tiles[k->ops[i].dst].dtype, 1, 32, 1, temps, 0, ntmp);
        temps[1] = a2a3_scratch(p, DT_U32, 1, 32, 1, temps, 1, ntmp);
    }
    return 0;
}

static void a2a3_sort(struct plan *p, struct vstate *vs, int i, const int *temps);
static void a2a3_mrgsort(struct plan *p, struct vstate *vs, int i, const int *temps);
static void gather_b8(struct plan *p, struct vstate *vs, int i, const int *temps);

/* vgather (a2a3/TGather.hpp's call) into dst tile UD seen as VIEW, by the
 * byte offsets of UO from the source row of US, a valid row at a time in
 * counter mode; the gathered elements are SIZE bytes, any of the row's
 * first SRC_BYTES. */
static void gather_rows(struct plan *p, struct vstate *vs, int i, int ud, enum dtype view, int uo,
                        int us, int src_bytes)
{
    int size = dtype_size(view);
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
    a2a3_access(in, us, 0, src_bytes, 1, 0);
    ir_add_insn(p, IK_ROWS_END, i);
    vs->count = vc;
}

void a2a3_gather(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    if (a2a3_special(p, i) == LS_A2A3_SORT) {
        if (p->k->ops[i].code == OP_MRGSORT)
            a2a3_mrgsort(p, vs, i, temps);
        else
            a2a3_sort(p, vs, i, temps);
        return;
    }
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]], ui = p->tile_ub[o->src[1]];
    int uo = temps[0];
    int size = dtype_size(k->tiles[o->dst].dtype);
    if (size == 1) {
        gather_b8(p, vs, i, temps);
        return;
    }
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
    gather_rows(p, vs, i, ud, view, uo, us, p->vcols * size);
}

/* tgatherb I of 8-bit data, which no vgather form moves (a2a3/TGather.hpp
 * gathers through uint16_t and uint32_t views only): the byte b = min(o,
 * vc - 1) is the low (b even) or high byte of the aligned 16-bit word at
 * b & ~1, which a 16-bit vgather reads; the row's storage is a whole
 * number of 32-byte blocks, so that word lies in the row even when b is
 * its last valid byte.  On int32 lanes of TEMPS[0] (b) and [1] (w), no
 * step overflowing:
 *
 *   b = 2 * min(o >> 1, vc - 1)      vshr (logical, on uint32: an offset of
 *                                    2^31 or more stays large), vmins, vmuls
 *   w = (o << 31) >> 31              vshl, vshr on uint32: o & 1
 *   b = min(b + w, vc - 1)           vadd, vmins: o itself when o >> 1 is
 *                                    below vc - 1, else 2 (vc - 1) + (o & 1),
 *                                    at least vc - 1
 *   w = (b >> 1) << 1; b = b - w     vshr, vshl, vsub: the word's byte
 *                                    offset, and which byte of it (0, 1)
 *
 * then b narrowed to int16 lanes (vconv_s322s16, TEMPS[2]), the words
 * gathered by w (TEMPS[3], uint16_t), and on int16 lanes, exact (values
 * 0 .. 255 and their differences): x = v >> 8 (TEMPS[4]), v = (v << 8) >>
 * 8, x = (x - v) * half, v = v + x (vshr, vshl on uint16; vsub, vmul,
 * vadd), the byte 0 .. 255, narrowed by vconv_s162f16 and vconv_f162u8r
 * (both exact; a2a3/TCvt.hpp's forms) into dst's uint8_t view. */
static void gather_b8(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct op *o = &p->k->ops[i];
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]], uo = p->tile_ub[o->src[1]];
    int b = temps[0], w = temps[1], half = temps[2], v = temps[3], x = temps[4];
    const char *last = ir_int_scalar(p, DT_I32, p->vcols - 1);
    int b_o[2] = {b, uo}, bb[2] = {b, b}, w_o[2] = {w, uo}, ww[2] = {w, w}, w_b[2] = {w, b};
    int sum[3] = {b, b, w}, diff[3] = {b, b, w};
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U32, b_o, 2, ir_int_scalar(p, DT_U32, 1));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VMINS, DT_I32, bb, 2, last);
    a2a3_step(p, vs, i, IK_VSCA, INSN_VMULS, DT_I32, bb, 2, ir_int_scalar(p, DT_I32, 2));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHL, DT_U32, w_o, 2, ir_int_scalar(p, DT_U32, 31));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U32, ww, 2, ir_int_scalar(p, DT_U32, 31));
    a2a3_step(p, vs, i, IK_VBIN, INSN_VADD, DT_I32, sum, 3, NULL);
    a2a3_step(p, vs, i, IK_VSCA, INSN_VMINS, DT_I32, bb, 2, last);
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U32, w_b, 2, ir_int_scalar(p, DT_U32, 1));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHL, DT_U32, ww, 2, ir_int_scalar(p, DT_U32, 1));
    a2a3_step(p, vs, i, IK_VBIN, INSN_VSUB, DT_I32, diff, 3, NULL);
    p->ctrl_sat = 1; /* in range: saturation cannot matter, but CTRL is set */
    a2a3_conv(p, vs, i, insn_vconv(DT_I32, DT_I16, RND_NONE), half, DT_I16, b, DT_I32);
    gather_rows(p, vs, i, v, DT_U16, w, us, (p->vcols + 1) / 2 * 2);

    int x_v[2] = {x, v}, vv[2] = {v, v}, xdiff[3] = {x, x, v}, prod[3] = {x, x, half};
    int pick[3] = {v, v, x};
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U16, x_v, 2, ir_int_scalar(p, DT_U16, 8));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHL, DT_U16, vv, 2, ir_int_scalar(p, DT_U16, 8));
    a2a3_step(p, vs, i, IK_VSCA, INSN_VSHR, DT_U16, vv, 2, ir_int_scalar(p, DT_U16, 8));
    a2a3_step(p, vs, i, IK_VBIN, INSN_VSUB, DT_I16, xdiff, 3, NULL);
    a2a3_step(p, vs, i, IK_VBIN, INSN_VMUL, DT_I16, prod, 3, NULL);
    a2a3_step(p, vs, i, IK_VBIN, INSN_VADD, DT_I16, pick, 3, NULL);
    a2a3_conv(p, vs, i, insn_vconv(DT_I16, DT_F16, RND_NONE), v, DT_F16, v, DT_I16);
    a2a3_conv(p, vs, i, insn_vconv(DT_F16, DT_U8, RND_RINT), ud, DT_U8, v, DT_F16);
}

/* An operand of UB tile U from element COL of row pgr_r, viewed as VIEW
 * (its offsets in elements of the view). */
static struct operand row_opnd(const struct plan *p, int u, enum dtype view, int col)
{
    int v = dtype_size(view), t = dtype_size(p->ub[u].dtype);
    return (struct operand){u, ir_view(p->ub[u].dtype, view), col * t / v, p->ub[u].pitch * t / v};
}

/* vbitsort(D, S, X, REPEAT) in the row loop of op I: REPEAT blocks of 32
 * values of S and indices of X from their operands' columns into pairs
 * of D (element offsets COL[0..3) of dst, values and indices; a scratch
 * block, PER_ROW 0, is the same every row). */
static void sort_insn(struct plan *p, int i, const int *u, const int *col, int repeat,
                      const int *per_row)
{
    struct insn *in = ir_add_insn(p, IK_VSORT, i);
    ir_insn_set(in, INSN_VBITSORT);
    in->nopnd = 3;
    in->repeat = ir_count_const(repeat, 1);
    for (int j = 0; j < 3; j++) {
        int size = dtype_size(p->ub[u[j]].dtype), w = j == 0 ? 256 : j == 1 ? 32 * size : 128;
        in->opnd[j] = row_opnd(p, u[j], p->ub[u[j]].dtype, col[j]);
        if (!per_row[j])
            in->opnd[j].row_step = 0;
        in->stride[j] = 8;
        a2a3_access(in, u[j], col[j] * size, col[j] * size + repeat * w, per_row[j], j == 0);
    }
}

/* A vor copy of BYTES (at most 256) on a 16-bit view (a2a3_fillpad's
 * copy; pto-isa's a2a3/TSort32.hpp copies with copy_ubuf_to_ubuf): from
 * element COL[1] of U[1] to element COL[0] of U[0], each in its row pgr_r
 * where ROW[] says so, else in the scratch block or row. */
static void sort_copy(struct plan *p, struct vstate *vs, int i, const int *u, const int *row,
                      const int *col, int bytes)
{
    a2a3_set_lanes(p, vs, 2, bytes / 2, REPEAT_BYTES / 2);
    struct insn *in = ir_add_insn(p, IK_VBIN, i);
    ir_insn_set(in, INSN_VOR);
    in->nopnd = 3;
    in->repeat = ir_count_const(1, 1);
    for (int j = 0; j < 3; j++) {
        int k = j ? 1 : 0, off = col[k] * dtype_size(p->ub[u[k]].dtype);
        in->opnd[j] = row_opnd(p, u[k], DT_U16, col[k]);
        if (!row[k])
            in->opnd[j].row_step = 0;
        in->stride[j] = 8;
        if (j < 2)
            a2a3_access(in, u[k], off, off + bytes, row[k], !j);
    }
}

/* tsort32 I as pto-isa's a2a3/TSort32.hpp sorts, a valid row at a time
 * in normal mode with the full mask: vbitsort of the row's whole blocks
 * of 32 (at most 255 repeats a call), then a short last block of t
 * columns from scratch blocks: its values and indices copied there (vor),
 * the values' lanes t..31 set to the bits 0xFFFF / 0xFFFFFFFF (vector_dup
 * on the unsigned view), the -NaN totalOrder puts below every pattern,
 * so the block's first t pairs are its valid columns' (docs/semantics.md,
 * Sorts) and the other 32 - t, in dst's padded row (ir_pairs_pitch),
 * are never stored.  TSort32.hpp pads with -(0.0 / 0.0), above -NaNs
 * of larger payloads; its scratch indices past t are left as they are. */
static void a2a3_sort(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int u[3] = {p->tile_ub[o->dst], p->tile_ub[o->src[0]], p->tile_ub[o->src[1]]};
    int size = dtype_size(k->tiles[o->dst].dtype), full = k->vcols / 32, t = k->vcols % 32;
    int per_row[3] = {1, 1, 1};
    a2a3_set_norm(p, vs, ~0ull, ~0ull);
    ir_add_insn(p, IK_ROWS_BEGIN, i);
    for (int b = 0; b < full; b += MAX_REPEAT) {
        int col[3] = {b * 32 * (8 / size), b * 32, b * 32};
        sort_insn(p, i, u, col, full - b < MAX_REPEAT ? full - b : MAX_REPEAT, per_row);
    }
    if (t) {
        enum dtype bits = size == 4 ? DT_U32 : DT_U16;
        int cu[2][2] = {{temps[0], u[1]}, {temps[1], u[2]}}, crow[2] = {0, 1};
        int ccol[2] = {0, full * 32};
        sort_copy(p, vs, i, cu[0], crow, ccol, t * size);
        sort_copy(p, vs, i, cu[1], crow, ccol, t * 4);
        a2a3_set_norm(p, vs, 0, 0xFFFFFFFFull & ~((1ull << t) - 1));
        struct insn *in = ir_add_insn(p, IK_VDUP, i);
        ir_insn_set(in, INSN_VECTOR_DUP);
        in->nopnd = 1;
        in->repeat = ir_count_const(1, 1);
        in->scalar = ir_int_scalar(p, bits, size == 4 ? 0xFFFFFFFFll : 0xFFFFll);
        in->opnd[0] = row_opnd(p, temps[0], bits, 0);
        in->opnd[0].row_step = 0;
        in->stride[0] = 8;
        a2a3_access(in, temps[0], t * size, 32 * size, 0, 1);
        a2a3_set_norm(p, vs, ~0ull, ~0ull);
        int tu[3] = {u[0], temps[0], temps[1]}, col[3] = {full * 32 * (8 / size), 0, 0};
        int tr[3] = {1, 0, 0};
        sort_insn(p, i, tu, col, 1, tr);
    }
    ir_add_insn(p, IK_ROWS_END, i);
}

/* Merge step S of op I in its row loop (ir_mrg_insn), as pto-isa's
 * a2a3/TMrgSort.hpp calls vmrgsort4: the lists back to back in S from
 * pair AT merged into D from pair AT.  U: D and S; ROW: each a row of its
 * tile (else the scratch row, the same every row). */
static void mrg_insn(struct plan *p, int i, const int *u, const int *row, const struct ir_mrg *s)
{
    enum dtype dt = p->k->tiles[p->k->ops[i].dst].dtype;
    int e = 8 / dtype_size(dt), total = 0;
    for (int l = 0; l < s->nlists; l++)
        total += s->len[l];
    struct insn *in = ir_mrg_insn(p, i, s, e);
    for (int j = 0; j < 2; j++) {
        in->opnd[j] = row_opnd(p, u[j], dt, s->at * e);
        in->opnd[j].view = (int)dt; /* spelled: the lists' array takes the type */
        if (!row[j])
            in->opnd[j].row_step = 0;
        a2a3_access(in, u[j], s->at * 8, (s->at + total * s->repeat) * 8, row[j], j == 0);
    }
}

/* tmrgsort I: per valid row, the steps of ir_mrg_steps (runs of 32
 * pairs merged four at a time by vmrgsort4 into runs of 128, 512, ...
 * until one), between src, a scratch row (TEMPS[0]) and dst; a copy by
 * vor. */
static void a2a3_mrgsort(struct plan *p, struct vstate *vs, int i, const int *temps)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int ub[3] = {[IR_MRG_SRC] = p->tile_ub[o->src[0]], [IR_MRG_DST] = p->tile_ub[o->dst]};
    int e = 8 / dtype_size(k->tiles[o->dst].dtype);
    struct ir_mrg st[IR_MRG_MAX];
    int nst = ir_mrg_steps(k->vcols, st);
    ub[IR_MRG_SCRATCH] = ir_mrg_passes(k->vcols) > 1 ? temps[0] : -1;
    ir_add_insn(p, IK_ROWS_BEGIN, i);
    for (int s = 0; s < nst; s++) {
        int u[2] = {ub[st[s].to], ub[st[s].from]};
        int row[2] = {st[s].to != IR_MRG_SCRATCH, st[s].from != IR_MRG_SCRATCH};
        if (st[s].nlists) {
            mrg_insn(p, i, u, row, &st[s]);
        } else {
            int ccol[2] = {st[s].at * e, st[s].at * e};
            sort_copy(p, vs, i, u, row, ccol, st[s].len[0] * 8);
        }
    }
    ir_add_insn(p, IK_ROWS_END, i);
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
