/* plan_a5_scatter.c - tscatter on the A5 (plan_a5_): vscatter one lane
 * at a time, after the op chain's scopes.
 *
 * pto-isa's a5/TScatter.hpp scatters a chunk of a row with one
 * vscatter(src, base, (vector_u32 &)index, pred) in a __VEC_SCOPE__, its
 * indices flat over dst.  Which of two active lanes naming one element
 * vscatter stores is stated nowhere (sim/README.md, vscatter), and ptogen
 * pins the last writer (docs/semantics.md, Scatters), so here each
 * vscatter has one active lane: lane l of a chunk alone, for l ascending,
 * the chunks in order, so a later k lands after an earlier one by program
 * order (stores of one scope reach UB in order: sim/README.md).  The lane's
 * predicate is a compare of vci's lane numbers with l under the chunk's
 * in-range lanes (the index, read unsigned, below vc: one compare drops
 * both ends), so an out-of-range index writes nothing.  Before that the
 * row's valid columns are zeroed by vsts.  vscatter takes 16- and 8-bit
 * data by vector_u16 indices under a b16 predicate (TScatter_b16,
 * TScatter_b8, whose 8-bit form stores each b16 lane's even byte), while
 * ptogen's index tile is int32, 64 to a chunk: the indices are clamped to
 * vc (vmins: one past the row stays past it and fits 16 bits) and
 * narrowed by vcvt(PART_EVEN) into the even b16 lanes, index l in lane
 * 2l, where the data's UNPK_B16 or UNPK4_B8 load puts element l; the
 * lanes walked are the even ones.
 *
 * A tscatter is a segment of its own after the others, as a tsort32 is
 * (plan_a5.c, a5seg.sort: a loop over the valid rows, no scope of the
 * chain's): one __VEC_SCOPE__ a row, which a5/source.m4 spells
 * (_pg_scatter).  Its sources are read in UB: inputs, or tiles an earlier
 * segment stores for it (plan_a5.c's crossings).  Its dst must be an
 * output no other op reads or writes: the chain's scopes ran before it
 * (plan_a5_no_sort refuses the rest, as it does for a tsort32).
 *
 * Below it, the kernel-level questions of lane indexes the planners ask
 * (16-bit vci lanes for tci and ttri, ttri's edge as its compare's
 * scalar, rows walked one by one for column indexes), kept here, out of plan_a5_ops.c's 1000 lines.
 */
#include <string.h>

#include "plan.h"

#include "cname.h"
#include "planint.h"

/* tscatter I, a row pgr_r (the segment loops over the valid rows): one
 * IK_VSCAT, its operands dst's row (d), the data's (s0) and the indices'
 * on their uint32 view (s1); count the valid columns; scalar the data's
 * register type; b32 set for 4-byte data; dist how a chunk of the data
 * loads (NORM; UNPK_B16 or UNPK4_B8: element l in the lane the narrowed
 * index l lands in).  a5/source.m4's _pg_scatter spells its scope. */
void plan_a5_scatter(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int u[3] = {p->tile_ub[o->dst], p->tile_ub[o->src[0]], p->tile_ub[o->src[1]]};
    enum dtype dt = k->tiles[o->dst].dtype;
    int size = dtype_size(dt);
    /* b8 and b16 compare the narrowed indices with vc on uint16 lanes */
    if (size != 4 && k->vcols > UINT16_MAX)
        diag_bug("a5 tscatter of %s over %u columns", dtype_name(dt), k->vcols);
    struct insn *in = ir_add_insn(p, IK_VSCAT, i);
    in->name = CCALL("vscatter");
    in->nopnd = 3;
    for (int j = 0; j < 3; j++)
        in->opnd[j] = (struct operand){u[j], j == 2 ? ir_view(DT_I32, DT_U32) : PLAN_OWN, 0,
                                       p->ub[u[j]].pitch};
    in->count = ir_count_const(k->vcols, 1);
    in->scalar = dtype_vreg(dt);
    in->b32 = size == 4;
    in->dist = size == 4 ? CNAME("NORM") : size == 2 ? CNAME("UNPK_B16") : CNAME("UNPK4_B8");
}

/* ---- lane indexes: what vci, gathers and scatters count from each row */

/* ttri O's edge offset K (diagonal + 1, upper: diagonal) clamped to
 * [-rows, valid columns] (plan_a5_tri_edge). */
static long tri_k(const struct plan *p, const struct op *o)
{
    long k = (long)o->diagonal + (o->upper ? 0 : 1);
    if (k < -(long)p->k->vrows)
        k = -(long)p->k->vrows;
    if (k > (long)p->vcols)
        k = (long)p->vcols;
    return k;
}

/* An 8-bit ttri's edge pgr_r + K relative to its chunk pgr_c (256 lanes),
 * as int32_t (plan_a5_tri_edge; pgr_c, a uint16_t, promotes to int). */
static const char *tri_rel(const struct plan *p, long k)
{
    return p->vcols > 256 ? ir_fmt("(int32_t)pgr_r + %ld - pgr_c * 256", k)
                          : ir_fmt("(int32_t)pgr_r + %ld", k);
}

/* The edge column of ttri O (of SIZE-byte data) at row pgr_r as its
 * compare's scalar, of the index type CAST (plan_a5_ops.c's a5_tri):
 * the lanes left of it (c < pgr_r + K) are the lower triangle's ones (K = diagonal + 1) or the
 * upper one's zeros (K = diagonal), as a5/TTri.hpp's start_num.  K is clamped to [-rows, valid
 * columns]: beyond, every row is all on or all off as it is at the
 * bound, and the sum then fits the index type (plan_a5_tri_fits).
 * 8-bit data indexes lane l of every chunk as l - 128 (a5_tri), so its
 * edge is taken relative to the chunk (less pgr_c * 256, the chunk loop's
 * first column, when a row has more than one), then clamped to [0, 255]
 * and taken 128 lower by a5/source.m4's PGR_EDGE_B8: from -128, no lane
 * left of it, to 127, all but the last (plan_a5_tri_far). */
const char *plan_a5_tri_edge(const struct plan *p, const struct op *o, int size, const char *cast)
{
    long k = tri_k(p, o);
    if (size == 1)
        return ir_fmt("PGR_EDGE_B8(%s)", tri_rel(p, k));
    if (k == 0)
        return ir_fmt("(%s)pgr_r", cast);
    if (k < 0)
        return ir_fmt("(%s)((int32_t)pgr_r - %ld)", cast, -k);
    return ir_fmt("(%s)(pgr_r + %ldu)", cast, k);
}

/* The value right of 8-bit ttri I's edge in chunk pgr_c of row pgr_r (a5_tri,
 * rows of 256 or more valid columns): a register pgr_far_<s8, u8> set by
 * a vdup under the chunk's predicate to the other side's value in a chunk
 * wholly left of the edge, whose last lane the compare leaves right of it
 * (plan_a5_tri_edge), else to the value right of it; its index. */
int plan_a5_tri_far(struct plan *p, int i)
{
    const struct op *o = &p->k->ops[i];
    enum dtype dt = p->k->tiles[o->dst].dtype;
    const char *type = dtype_vreg(dt);
    struct insn *dup = ir_add_insn(p, IK_VOP, i);
    ir_insn_set(dup, INSN_VDUP);
    dup->mask_tile = -1;
    dup->pred = p->a5_pred;
    dup->ntile = 1;
    dup->tile[0] = plan_a5_regs_extra(p, ir_fmt("pgr_far_%s", type + strlen("vector_")), type);
    dup->scalar =
        ir_fmt("(%s)(%s %s 255)", dtype_dctype(dt), tri_rel(p, tri_k(p, o)), o->upper ? "<=" : ">");
    return dup->tile[0];
}

/* Can 16-bit indices hold ttri's columns and edges on K?  The last
 * chunk's lanes count up to the valid columns rounded up to a chunk, less
 * one, and the clamped edge reaches rows - 1 + valid columns
 * (plan_a5_tri_edge); both up to INT16_MAX.  8-bit indices count
 * each chunk's lanes from -128 against an edge relative to the chunk:
 * any row. */
int plan_a5_tri_fits(const struct kernel *k, int size)
{
    if (size == 1)
        return 1;
    return plan_a5_ci_fits(k, size) && (size != 2 || (long)k->vrows - 1 + k->vcols <= 32767);
}

/* Can 16-bit indices hold tci's columns on K?  Its last chunk's lanes
 * count up to the valid columns rounded up to a chunk, less one (a5_ci). */
int plan_a5_ci_fits(const struct kernel *k, int size)
{
    long lanes = 256 / size;
    long end = (k->vcols + lanes - 1) / lanes * lanes;
    return size != 2 || end - 1 <= 32767;
}

/* Does K have a ttri, a tgather or a tpart op with a narrow source?  Their
 * column indices (vci, a gather's row address) count from each row's
 * start, so their tiles go row by row (plan_a5_layout) and never in
 * whole-row scopes (plan_a5_whole_ok). */
int plan_a5_indexes_cols(const struct kernel *k)
{
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->code == OP_TRI || o->code == OP_GATHER || o->code == OP_GATHERB ||
            o->code == OP_TRANS || (spec_op_partial(o->code) && spec_narrow_src(k, o) >= 0))
            return 1;
    }
    return 0;
}
