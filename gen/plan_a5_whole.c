/* plan_a5_whole.c - a5: whole rows in registers (plan_a5_whole_).
 *
 * plan_a5.c cuts a kernel into segments (one __VEC_SCOPE__ each) and
 * walks every segment's rows in a loop of chunks, one register per tile:
 * a reduction's value is complete only after the row's last chunk, so a
 * chunk op that reads it starts a new scope and the row's full tiles pass
 * through UB.  A row of a few chunks can instead stay in registers: one
 * scope whose row loop holds the row's chunks unrolled, a register per
 * tile and chunk (pgr_c<N>_<tile>: a register cannot be indexed by a loop
 * counter), the ops in spec order, a chunk op once per chunk under that
 * chunk's predicate (the first E lanes, or what the last chunk holds), a
 * reduction's accumulator taking each chunk then folded, and each per-row
 * value broadcast after it is computed.  Each input is loaded once a
 * chunk and each output stored once: the UB-traffic floor; a per-col
 * tile's chunks (gamma, beta) once a scope, before the row loop.
 *
 * It is taken for a kernel whose rows are at most A5_WHOLE_CHUNKS chunks,
 * with a row reduction that a later chunk op reads (else the segments
 * have no UB traffic to save), float data of one lane width (a
 * conversion between half or bfloat16 and float at the float side, its
 * narrow side loaded UNPK_B16 or stored PK_B32), no masks, no per-col
 * results (those of the ops hoisted before the tile loop, plan.a5_hoist,
 * are loaded as inputs are, and their ops left out), no per-row
 * conversions, and only when its scope fits the register file as
 * plan_a5_regs.c counts it (everything counted live all the time);
 * otherwise plan_a5.c's segments are planned as before.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

/* The longest row kept whole: the unrolled code grows with it. */
enum { A5_WHOLE_CHUNKS = 4 };

/* Does op I run in the tile loop (not hoisted before it, plan.a5_hoist)? */
static int in_loop(const struct plan *p, int i)
{
    return !p->nhoist || !p->a5_hoist[i];
}

static int per_of(const struct kernel *k, int t)
{
    return t >= 0 ? (int)k->tiles[t].per : PER_FULL;
}

/* Is op O a conversion between half (or bfloat16) and float of full or
 * per-col tiles: a widening loaded UNPK_B16 and converted under the
 * chunk's narrow predicate, or a narrowing stored PK_B32? */
static int whole_cvt(const struct kernel *k, const struct op *o)
{
    enum dtype s = k->tiles[o->src[0]].dtype, d = k->tiles[o->dst].dtype;
    return op_table[o->code].family == OPF_CONVERT && dtype_is_float(s) && dtype_is_float(d) &&
           dtype_size(s) + dtype_size(d) == 6 && per_of(k, o->dst) != PER_ROW;
}

/* The lane width of the loop's ops: a conversion's wider side. */
static int whole_size(const struct plan *p)
{
    const struct kernel *k = p->k;
    int size = 0;
    for (int i = 0; i < k->nops; i++) {
        if (!in_loop(p, i))
            continue;
        int n = dtype_size(spec_op_dtype(k, &k->ops[i]));
        if (op_table[k->ops[i].code].family == OPF_CONVERT &&
            dtype_size(k->tiles[k->ops[i].dst].dtype) > n)
            n = dtype_size(k->tiles[k->ops[i].dst].dtype);
        size = n > size ? n : size;
    }
    return size;
}

/* May op O run in a whole-row scope of SIZE-byte lanes? */
static int whole_op(const struct kernel *k, const struct op *o, int size)
{
    if (whole_cvt(k, o))
        return size == 4;
    enum dtype dt = spec_op_dtype(k, o);
    if (!dtype_is_float(dt) || dtype_size(dt) != size || o->mask >= 0 ||
        k->tiles[o->dst].dtype == DT_MASK || per_of(k, o->dst) == PER_COL)
        return 0;
    for (int s = 0; s < o->nsrc; s++)
        if (dtype_size(k->tiles[o->src[s]].dtype) != size)
            return 0;
    switch (op_table[o->code].family) {
    case OPF_UNARY:
    case OPF_BINARY:
    case OPF_SCALAR:
    case OPF_SCALAR2:
    case OPF_ROWREDUCE:
    case OPF_ROWEXPAND:
    case OPF_COLEXPAND:
    case OPF_ROWBINARY:
    case OPF_COLBINARY:
        return 1;
    default:
        return 0;
    }
}

/* Does a chunk op read a per-row value computed at or after a row
 * reduction (where plan_a5.c's segments split)? */
static int late_reader(const struct kernel *k)
{
    unsigned char *late = xcalloc((size_t)k->ntiles + 1, 1);
    int seen = 0, found = 0;
    for (int i = 0; i < k->nops && !found; i++) {
        const struct op *o = &k->ops[i];
        int red = op_table[o->code].family == OPF_ROWREDUCE;
        seen |= red;
        if (per_of(k, o->dst) == PER_ROW) {
            int any = red;
            for (int s = 0; s < o->nsrc; s++)
                any |= late[o->src[s]];
            late[o->dst] = (unsigned char)(seen && (any || red));
            continue;
        }
        for (int s = 0; s < o->nsrc; s++)
            found |= per_of(k, o->src[s]) == PER_ROW && late[o->src[s]];
    }
    free(late);
    return found;
}

int plan_a5_whole_ok(const struct plan *p)
{
    const struct kernel *k = p->k;
    if (p->split.chunk || !plan_a5_has_vectors(k) || plan_a5_indexes_cols(k) || k->nops == 0)
        return 0;
    int size = whole_size(p);
    if (!size)
        return 0;
    int chunks = (k->vcols + REPEAT_BYTES / size - 1) / (REPEAT_BYTES / size);
    if (chunks > A5_WHOLE_CHUNKS)
        return 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (!in_loop(p, i))
            continue;
        if (!whole_op(k, o, size))
            return 0;
        /* a widening reads an UNPK_B16 load, not a value an op of the
         * scope left at the narrowing's PART_EVEN lanes */
        int widens = whole_cvt(k, o) &&
                     dtype_size(k->tiles[o->src[0]].dtype) < dtype_size(k->tiles[o->dst].dtype);
        for (int j = 0; j < k->nops && widens; j++)
            if (in_loop(p, j) && k->ops[j].dst == o->src[0])
                return 0;
    }
    return late_reader(k);
}

/* The state of the scope being planned. */
struct whole {
    struct a5_rows *rows;
    int size, elems, chunks;
    int *pred;             /* per chunk: its predicate */
    int *narrow;           /* per chunk: a widening's source predicate (half lanes) */
    unsigned char *loaded; /* per tile: loaded in the row (per chunk: all at once) */
    unsigned char *fresh;  /* per per-row tile: its broadcast holds its value */
};

/* Tile T's register in chunk C. */
static int chunk_reg(struct plan *p, int t, int c)
{
    const struct tile *tl = &p->k->tiles[t];
    return plan_a5_regs_extra(p, ir_fmt("pgr_c%d_%s", c, tl->name), dtype_vreg(tl->dtype));
}

/* Instructions [FROM, p->ninsn) made chunk C's: each full or per-col tile
 * its chunk's register, the chunk's predicate for pgr_pt, and a load or
 * store at the chunk's column. */
static void to_chunk(struct plan *p, const struct whole *w, int from, int c)
{
    const struct kernel *k = p->k;
    for (int i = from; i < p->ninsn; i++) {
        struct insn *in = &p->insn[i];
        for (int j = 0; j < in->ntile; j++) {
            int t = in->tile[j];
            if (t < k->ntiles && per_of(k, t) != PER_ROW)
                in->tile[j] = chunk_reg(p, t, c);
        }
        if ((in->kind == IK_VOP || in->kind == IK_VSTS) && in->pred == -1)
            in->pred = w->pred[c];
        if (in->kind == IK_VOP && in->pred == PLAN_PRED_NARROW)
            in->pred = w->narrow[c];
        if (in->kind == IK_VLDS || in->kind == IK_VSTS)
            in->opnd[0].col = c * w->elems;
    }
}

/* A load (STORE: a store) of tile T, in the row's part or chunk C. */
static void move(struct plan *p, const struct whole *w, int t, int c, int store)
{
    int from = p->ninsn;
    struct insn *in = ir_add_insn(p, store ? IK_VSTS : IK_VLDS, -1);
    in->nopnd = 1;
    in->opnd[0] = (struct operand){p->tile_ub[t], PLAN_OWN, 0, p->ub[p->tile_ub[t]].pitch};
    in->ntile = 1;
    in->tile[0] = t;
    in->pred = -1;
    in->b32 = w->size == 4;
    /* the narrow side of a conversion: element j in lane 2j (a5/TCvt.hpp) */
    int half = dtype_size(p->k->tiles[t].dtype) < w->size;
    in->dist = store ? (half ? CNAME("PK_B32") : p->segs[p->cur_seg].vsts_dist)
                     : (half ? CNAME("UNPK_B16") : CNAME("NORM"));
    if (store)
        plan_a5_vec_store(p, in, t);
    else
        plan_a5_vec_load(p, in, t);
    if (per_of(p->k, t) != PER_ROW)
        to_chunk(p, w, from, c);
    /* a per-col tile's chunk is the same in every row, and no op of the
     * scope writes it (whole_op): loaded once, before the row loop */
    if (!store && per_of(p->k, t) == PER_COL)
        in->prologue = 1;
}

/* The tiles in UB op I reads that are not loaded yet in this row: its
 * inputs, the hoisted ops' results. */
static void loads(struct plan *p, struct whole *w, int i)
{
    const struct op *o = &p->k->ops[i];
    for (int s = 0; s < o->nsrc; s++) {
        int t = o->src[s];
        if (p->tile_ub[t] < 0 || w->loaded[t])
            continue;
        w->loaded[t] = 1;
        for (int c = 0; c < (per_of(p->k, t) == PER_ROW ? 1 : w->chunks); c++)
            move(p, w, t, c, 0);
    }
}

/* Op I: once on per-row values, or once per chunk. */
static void whole_op_lower(struct plan *p, struct whole *w, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    loads(p, w, i);
    w->loaded[o->dst] = 1; /* written: an input it overwrites is not loaded after */
    if (plan_a5_row_op(k, o)) {
        plan_a5_vec_op(p, w->rows, i, PLAN_PART_ROW_PRE, w->size);
        w->fresh[o->dst] = 0;
        return;
    }
    if (op_table[o->code].family == OPF_ROWREDUCE) {
        plan_a5_row_reduce_part(p, i, PLAN_PART_ROW_PRE);
        for (int c = 0; c < w->chunks; c++) {
            int from = p->ninsn;
            plan_a5_row_reduce_part(p, i, PLAN_PART_CHUNK);
            to_chunk(p, w, from, c);
        }
        plan_a5_row_reduce_part(p, i, PLAN_PART_ROW_POST);
        w->fresh[o->dst] = 0;
        return;
    }
    if (op_table[o->code].family == OPF_ROWBINARY)
        for (int s = 0; s < o->nsrc; s++)
            if (per_of(k, o->src[s]) == PER_ROW && !w->fresh[o->src[s]]) {
                plan_a5_bcast_now(p, w->rows, o->src[s]);
                w->fresh[o->src[s]] = 1;
            }
    for (int c = 0; c < w->chunks; c++) {
        int from = p->ninsn;
        plan_a5_vec_op(p, w->rows, i, PLAN_PART_CHUNK, w->size);
        to_chunk(p, w, from, c);
    }
}

/* The scope's loop nest: the rows, each the one part that holds it all. */
static void whole_nest(struct plan *p, struct a5seg *sg)
{
    sg->nest_first = p->nnest;
    ir_add_nest(p, NEST_ROWS)->half = NEST_ONE;
    struct nest *n = ir_add_nest(p, NEST_PART);
    n->half = NEST_ROW;
    n->part = PLAN_PART_ROW_PRE;
    ir_add_nest(p, NEST_END)->half = NEST_ONE;
    sg->nest_end = p->nnest;
}

static void whole_shape(struct plan *p, struct a5seg *sg, struct whole *w)
{
    memset(sg, 0, sizeof *sg);
    sg->first = p->ninsn;
    sg->size = w->size;
    sg->elems = w->elems;
    sg->chunks = w->chunks;
    sg->whole = 1;
    sg->plt = w->size == 2 ? CCALL("plt_b16") : CCALL("plt_b32");
    sg->vsts_dist = w->size == 2 ? CNAME("NORM_B16") : CNAME("NORM_B32");
    int widens = 0;
    for (int i = 0; i < p->k->nops; i++) {
        const struct op *o = &p->k->ops[i];
        widens |=
            in_loop(p, i) && whole_cvt(p->k, o) && dtype_size(p->k->tiles[o->src[0]].dtype) == 2;
    }
    for (int c = 0; c < w->chunks; c++) {
        int left = p->vcols - c * w->elems;
        int n = left < w->elems ? left : w->elems;
        w->pred[c] = plan_a5_regs_lanes_pred(p, n, w->size);
        w->narrow[c] = widens ? plan_a5_regs_lanes_pred(p, 2 * n, 2) : -1;
    }
}

int plan_a5_whole_lower(struct plan *p)
{
    const struct kernel *k = p->k;
    struct whole w = {.rows = plan_a5_rows_new(k)};
    w.size = whole_size(p);
    /* a failure leaves the plan as it found it: the hoisted ops' scopes */
    int ninsn = p->ninsn, nxreg = p->nxreg, nnest = p->nnest, ctrl = p->ctrl_sat;
    w.elems = REPEAT_BYTES / w.size;
    w.chunks = (p->vcols + w.elems - 1) / w.elems;
    w.pred = xcalloc((size_t)w.chunks, sizeof *w.pred);
    w.narrow = xcalloc((size_t)w.chunks, sizeof *w.narrow);
    w.loaded = xcalloc((size_t)k->ntiles + 1, 1);
    w.fresh = xcalloc((size_t)k->ntiles + 1, 1);
    int g = p->nseg++;
    struct a5seg *sg = &p->segs[g];
    p->cur_seg = g;
    whole_shape(p, sg, &w);
    for (int i = 0; i < k->nops; i++)
        if (in_loop(p, i))
            whole_op_lower(p, &w, i);
    for (int j = 0; j < k->noutputs; j++) {
        int t = k->outputs[j];
        for (int c = 0; c < (per_of(k, t) == PER_ROW ? 1 : w.chunks); c++)
            move(p, &w, t, c, 1);
    }
    sg->end = p->ninsn;
    for (int i = sg->first; i < sg->end; i++)
        if (!p->insn[i].prologue)
            p->insn[i].part = PLAN_PART_ROW_PRE;
    whole_nest(p, sg);
    int over = plan_a5_regs_over(p, g);
    plan_a5_rows_free(w.rows);
    free(w.pred);
    free(w.narrow);
    free(w.loaded);
    free(w.fresh);
    if (over) { /* plan_a5.c's segments instead */
        p->ninsn = ninsn, p->nxreg = nxreg, p->nnest = nnest, p->nseg = g;
        p->ctrl_sat = ctrl;
    }
    return over;
}
