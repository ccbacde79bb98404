/* plan_a5_sort.c - tsort32 and tmrgsort on the A5 (plan_a5_): vbitsort
 * and vmrgsort4 between the vector functions; the refusals of tscatter
 * too, a segment after them as well (plan_a5_scatter.c).
 *
 * pto-isa's a5/TSort32.hpp sorts a valid row at a time with vbitsort on
 * UB pointers, outside every __VEC_SCOPE__ (the compiler's VBS32 form, the
 * same as on A2/A3): the row's whole blocks of 32 in calls of up to 255
 * repeats, and no barrier between the calls and the scopes around them
 * (the vector pipe runs them in order).  Here a tsort32 is a segment of
 * its own after the others (plan_a5.c), with no scope: a loop over the
 * valid rows and its vbitsort calls, which a5/source.m4 spells.  Its value
 * and index sources are read in UB: inputs, or tiles an earlier segment
 * stores for it (plan_a5.c's crossings).  A tmrgsort likewise, a segment
 * of vmrgsort4 calls as pto-isa's a5/TMrgSort.hpp issues them (the same
 * V220 form as on A2/A3, no barrier), over ir_mrg_steps's passes.
 */
#include "plan.h"

#include <string.h>

#include "planint.h"
#include "specops.h"
#include "split.h"

/* Is tile T written by an op after op I? */
static int written_after(const struct kernel *k, int t, int i)
{
    for (int j = i + 1; j < k->nops; j++)
        if (k->ops[j].dst == t)
            return 1;
    return 0;
}

/* Does an op other than I read or write tile T? */
static int used_elsewhere(const struct kernel *k, int t, int i)
{
    for (int j = 0; j < k->nops; j++) {
        const struct op *o = &k->ops[j];
        int use = j != i && (o->dst == t || o->mask == t);
        for (int s = 0; s < o->nsrc; s++)
            use |= j != i && o->src[s] == t;
        if (use)
            return 1;
    }
    return 0;
}

/* A tscatter's dst must be an output no other op reads or writes: the
 * scatter runs after every other op's scope (plan_a5_scatter.c). */
static int no_scatter_dst(const struct kernel *k, const struct op *o, int i, const char *dt)
{
    const char *dst = k->tiles[o->dst].name;
    if (spec_is_io(k, o->dst) && !used_elsewhere(k, o->dst, i))
        return 0;
    diag_error(o->loc,
               "'%s' on %s into '%s' is not supported on target 'a5': '%s' must be an output "
               "no other op reads or writes",
               op_table[o->code].name, dt, dst, dst);
    diag_note(o->loc, "a5 scatters into the output's UB tile after the kernel's vector functions");
    return 1;
}

/* Is O a tsort32 or a tmrgsort (a segment of UB instructions of its
 * own)? */
static int sorts(const struct op *o)
{
    return o->code == OP_SORT32 || o->code == OP_MRGSORT;
}

int plan_a5_no_sort(const struct plan *p, int split)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (!sorts(o) && o->code != OP_SCATTER)
            continue;
        const char *name = op_table[o->code].name, *dt = dtype_name(spec_op_dtype(k, o));
        if (split) {
            split_refuse_whole_row(k, o, "a5", "part");
            return 1;
        }
        /* a sort and a scatter read their sources after the vector
         * functions; a merge's source is a sort's or a merge's dst,
         * written in UB by a segment of its own in op order */
        for (int s = 0; o->code != OP_MRGSORT && s < o->nsrc; s++)
            if (written_after(k, o->src[s], i)) {
                diag_error(o->loc,
                           "'%s' on %s from '%s' is not supported on target 'a5': an op after "
                           "it writes '%s' again",
                           name, dt, k->tiles[o->src[s]].name, k->tiles[o->src[s]].name);
                diag_note(o->loc,
                          "a5 %s after the kernel's vector functions, from the tile's "
                          "value in UB",
                          o->code == OP_SCATTER ? "scatters" : "sorts");
                return 1;
            }
        if (o->code == OP_SCATTER && no_scatter_dst(k, o, i, dt))
            return 1;
    }
    return 0;
}

/* The scratch blocks of a short last block, names of UB tiles of no
 * spec tile: its values (u32, an f16 sort using the first half) and its
 * indices; and a merge's scratch row (u32, two a pair). */
static const char *const scratch_name[3] = {"pgr_sortv", "pgr_sorti", "pgr_mrgs"};

void plan_a5_sort_layout(struct plan *p)
{
    const struct kernel *k = p->k;
    int sorts = 0, merges = 0;
    for (int i = 0; i < k->nops; i++) {
        sorts |= k->ops[i].code == OP_SORT32;
        merges |= k->ops[i].code == OP_MRGSORT;
    }
    if (sorts && k->vcols % 32)
        for (int j = 0; j < 2; j++)
            ir_add_ub(p, -1, scratch_name[j], DT_U32, 1, 32, 1);
    /* whole blocks of 32 pairs: a copy's vlds reads one from a run's start */
    if (merges && ir_mrg_passes(k->vcols) > 1)
        ir_add_ub(p, -1, scratch_name[2], DT_U32, 1, (k->vcols + 31) / 32 * 64, 1);
}

static void plan_a5_mrgsort(struct plan *p, int i);

static int scratch_ub(const struct plan *p, int j)
{
    for (int u = 0; u < p->nub; u++)
        if (p->ub[u].tile < 0 && !strcmp(p->ub[u].name, scratch_name[j]))
            return u;
    diag_bug("no a5 sort scratch '%s'", scratch_name[j]);
}

/* An operand of UB tile U seen as VIEW, from element COL of row pgr_r
 * (PER_ROW 0: the same every row, a scratch block). */
static struct operand row_opnd(const struct plan *p, int u, enum dtype view, int col, int per_row)
{
    return (struct operand){u, ir_view(p->ub[u].dtype, view), col, per_row ? p->ub[u].pitch : 0};
}

/* vbitsort(D, S, X, REPEAT) of one row: operands DST, VALS, IDX. */
static void sort_insn(struct plan *p, int i, const struct operand *opnd, int repeat)
{
    struct insn *in = ir_add_insn(p, IK_VSORT, i);
    ir_insn_set(in, INSN_VBITSORT);
    in->nopnd = 3;
    in->repeat = ir_count_const(repeat, 1);
    for (int j = 0; j < 3; j++)
        in->opnd[j] = opnd[j];
}

/* tsort32 I as pto-isa's a5/TSort32.hpp sorts, a valid row at a time:
 * vbitsort of the row's whole blocks of 32 (at most 255 repeats a
 * call); a short last block of t columns through the scratch blocks, as
 * TSort32.hpp's tmp tile: a __VEC_SCOPE__ (the pad step, IK_VDUP, which
 * a5/source.m4 spells) loads the block's values on the unsigned view,
 * sets lanes t..31 to the bits 0xFFFF / 0xFFFFFFFF by vdup under the
 * predicate of those lanes, MODE_MERGING, and stores the 32 lanes to the
 * value scratch, and stores the block's t indices to the index scratch;
 * then one vbitsort repeat from them into dst's padded row
 * (ir_pairs_pitch).  Those bits are the -NaN totalOrder puts below every
 * other pattern, so the block's first t pairs are its valid columns'
 * (docs/semantics.md, Sorts); TSort32.hpp pads with -(0.0 / 0.0), above
 * -NaNs of larger payloads, and copies the row with copy_ubuf_to_ubuf
 * first (the load here reads it in place).  A tmrgsort: plan_a5_mrgsort. */
void plan_a5_sort(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    if (k->ops[i].code == OP_MRGSORT) {
        plan_a5_mrgsort(p, i);
        return;
    }
    const struct op *o = &k->ops[i];
    int u[3] = {p->tile_ub[o->dst], p->tile_ub[o->src[0]], p->tile_ub[o->src[1]]};
    enum dtype dt = k->tiles[o->dst].dtype;
    int size = dtype_size(dt), full = k->vcols / 32, t = k->vcols % 32;
    for (int b = 0; b < full; b += MAX_REPEAT) {
        struct operand opnd[3] = {row_opnd(p, u[0], dt, b * 32 * (8 / size), 1),
                                  row_opnd(p, u[1], dt, b * 32, 1),
                                  row_opnd(p, u[2], DT_U32, b * 32, 1)};
        sort_insn(p, i, opnd, full - b < MAX_REPEAT ? full - b : MAX_REPEAT);
    }
    if (!t)
        return;
    enum dtype bits = size == 4 ? DT_U32 : DT_U16;
    int sv = scratch_ub(p, 0), si = scratch_ub(p, 1);
    struct insn *in = ir_add_insn(p, IK_VDUP, i);
    in->nopnd = 4;
    in->opnd[0] = row_opnd(p, sv, bits, 0, 0);
    in->opnd[1] = row_opnd(p, u[1], bits, full * 32, 1);
    in->opnd[2] = row_opnd(p, u[2], DT_U32, full * 32, 1);
    in->opnd[3] = row_opnd(p, si, DT_U32, 0, 0);
    in->count = ir_count_const(t, 1);
    in->b32 = size == 4;
    in->scalar = size == 4 ? "0xFFFFFFFFu" : "0xFFFFu";
    struct operand opnd[3] = {row_opnd(p, u[0], dt, full * 32 * (8 / size), 1),
                              row_opnd(p, sv, dt, 0, 0), row_opnd(p, si, DT_U32, 0, 0)};
    sort_insn(p, i, opnd, 1);
}

/* An operand of UB tile U seen as VIEW from pair AT of row pgr_r (ROW 0:
 * of the scratch row, the same every row). */
static struct operand pair_opnd(const struct plan *p, int u, enum dtype view, int at, int row)
{
    int v = dtype_size(view), t = dtype_size(p->ub[u].dtype);
    return (struct operand){u, (int)view, at * 8 / v, row ? p->ub[u].pitch * t / v : 0};
}

/* tmrgsort I as pto-isa's a5/TMrgSort.hpp calls vmrgsort4, a valid row at
 * a time: ir_mrg_steps's passes between src, the scratch row pgr_mrgs and
 * dst, each merge a vmrgsort4 on UB pointers (IK_VMRG, the lists from
 * pair AT of the step's source, dst at pair AT of its destination); a
 * copy of a run left over (or of a row of one run), at most 32 pairs, a
 * __VEC_SCOPE__ (IK_VUN, which a5/source.m4 spells) that loads the pairs'
 * bits on the unsigned view of the dtype's width and stores COUNT lanes
 * of them (TMrgSort.hpp copies with copy_ubuf_to_ubuf, which the a5
 * simulator does not model). */
static void plan_a5_mrgsort(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = k->tiles[o->dst].dtype;
    int size = dtype_size(dt);
    enum dtype bits = size == 4 ? DT_U32 : DT_U16;
    int ub[3] = {[IR_MRG_SRC] = p->tile_ub[o->src[0]], [IR_MRG_DST] = p->tile_ub[o->dst]};
    struct ir_mrg st[IR_MRG_MAX];
    int nst = ir_mrg_steps(k->vcols, st);
    ub[IR_MRG_SCRATCH] = ir_mrg_passes(k->vcols) > 1 ? scratch_ub(p, 2) : -1;
    for (int s = 0; s < nst; s++) {
        int u[2] = {ub[st[s].to], ub[st[s].from]};
        int row[2] = {st[s].to != IR_MRG_SCRATCH, st[s].from != IR_MRG_SCRATCH};
        struct insn *in;
        if (st[s].nlists) {
            in = ir_mrg_insn(p, i, &st[s], 8 / size);
        } else {
            in = ir_add_insn(p, IK_VUN, i);
            in->nopnd = 2;
            in->count = ir_count_const(st[s].len[0] * (8 / size), 1);
            in->b32 = size == 4;
        }
        for (int j = 0; j < 2; j++)
            in->opnd[j] = pair_opnd(p, u[j], st[s].nlists ? dt : bits, st[s].at, row[j]);
    }
}
