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
 * row's valid columns are zeroed by vsts.  Only b32 data: ptogen's index
 * tile is int32, and vscatter takes 16-bit data by vector_u16 indices
 * (TScatter_b16), which an i32 chunk does not fill.
 *
 * A tscatter is a segment of its own after the others, as a tsort32 is
 * (plan_a5.c, a5seg.sort: a loop over the valid rows, no scope of the
 * chain's): one __VEC_SCOPE__ a row, which a5/source.m4 spells
 * (_pg_scatter).  Its sources are read in UB: inputs, or tiles an earlier
 * segment stores for it (plan_a5.c's crossings).  Its dst must be an
 * output no other op reads or writes: the chain's scopes ran before it
 * (plan_a5_no_sort refuses the rest, as it does for a tsort32).
 */
#include "plan.h"

#include "cname.h"
#include "planint.h"

/* tscatter I, a row pgr_r (the segment loops over the valid rows): one
 * IK_VSCAT, its operands dst's row (d), the data's (s0) and the indices'
 * on their uint32 view (s1); count the valid columns; scalar the data's
 * register type.  a5/source.m4's _pg_scatter spells its scope. */
void plan_a5_scatter(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int u[3] = {p->tile_ub[o->dst], p->tile_ub[o->src[0]], p->tile_ub[o->src[1]]};
    enum dtype dt = k->tiles[o->dst].dtype;
    if (dtype_size(dt) != 4)
        diag_bug("a5 tscatter of %s", dtype_name(dt));
    struct insn *in = ir_add_insn(p, IK_VSCAT, i);
    in->name = CCALL("vscatter");
    in->nopnd = 3;
    for (int j = 0; j < 3; j++)
        in->opnd[j] = (struct operand){u[j], j == 2 ? ir_view(DT_I32, DT_U32) : PLAN_OWN, 0,
                                       p->ub[u[j]].pitch};
    in->count = ir_count_const(k->vcols, 1);
    in->scalar = dt == DT_F32   ? CNAME("vector_f32")
                 : dt == DT_U32 ? CNAME("vector_u32")
                                : CNAME("vector_s32");
}
