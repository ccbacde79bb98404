/* plan_a5_sort.c - tsort32 on the A5 (plan_a5_): vbitsort between the
 * vector functions; the refusals of tscatter too, a segment after them
 * as well (plan_a5_scatter.c).
 *
 * pto-isa's a5/TSort32.hpp sorts a valid row at a time with vbitsort on
 * UB pointers, outside every __VEC_SCOPE__ (the compiler's VBS32 form, the
 * same as on A2/A3): the row's whole blocks of 32 in calls of up to 255
 * repeats, and no barrier between the calls and the scopes around them
 * (the vector pipe runs them in order).  Here a tsort32 is a segment of
 * its own after the others (plan_a5.c), with no scope: a loop over the
 * valid rows and its vbitsort calls, which a5/source.m4 spells.  Its value
 * and index sources are read in UB: inputs, or tiles an earlier segment
 * stores for it (plan_a5.c's crossings).
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

int plan_a5_no_sort(const struct plan *p, int split)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->code != OP_SORT32 && o->code != OP_SCATTER)
            continue;
        const char *name = op_table[o->code].name, *dt = dtype_name(spec_op_dtype(k, o));
        if (split) {
            split_refuse_whole_row(k, o, "a5", "part");
            return 1;
        }
        for (int s = 0; s < o->nsrc; s++)
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
 * indices. */
static const char *const scratch_name[2] = {"pgr_sortv", "pgr_sorti"};

void plan_a5_sort_layout(struct plan *p)
{
    const struct kernel *k = p->k;
    int sorts = 0;
    for (int i = 0; i < k->nops; i++)
        sorts |= k->ops[i].code == OP_SORT32;
    if (sorts && k->vcols % 32)
        for (int j = 0; j < 2; j++)
            ir_add_ub(p, -1, scratch_name[j], DT_U32, 1, 32, 1);
}

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
 * first (the load here reads it in place). */
void plan_a5_sort(struct plan *p, int i)
{
    const struct kernel *k = p->k;
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
