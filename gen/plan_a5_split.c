/* plan_a5_split.c - a row split into column chunks on the A5 register
 * model (a5_), and the ops hoisted out of whole rows' tile loop: a5's
 * planner entry.
 *
 * split.c says which op runs in which pass over a row's chunks and which
 * between passes; here each becomes a body of the plan (ir.h's struct
 * body), a run of plan_a5.c's segments: per pass one for a chunk of
 * CHUNK columns and one for a last, narrower chunk, planned as the
 * kernel with rows that wide (the UB tiles hold a chunk, the narrower one
 * padded to the chunk's pitch), and per section the ops on per-row
 * values, the folds of the reductions the pass before accumulated and
 * the carries the next one starts.  All bodies share one UB layout: the
 * I/O tiles at the chunk's width, every per-row value (it passes from a
 * section to the passes after it), the tiles any body passes between
 * its scopes, and a row of lanes per row reduction (pgr_accN).
 *
 * Whole rows first run the ops ir_hoistable finds (per-col results every
 * tile shares) once per core, in scopes of their own before the tile
 * loop (BODY_ONCE), when their results fit UB beside the loop's tiles.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"
#include "specops.h"

/* The bodies of a split row, in the order the tile loop runs them. */
static int nbodies(const struct split *s)
{
    return 3 * s->npass + 1;
}

/* Each body's cross-scope tiles, ORed into CROSS; 0, or the errors. */
static int cross_all(struct plan *p, unsigned char *cross)
{
    int errors = 0;
    for (int q = 0; q <= p->split.npass && !errors; q++) {
        errors = plan_a5_cross(p, BODY_SECTION, q, cross);
        if (q < p->split.npass && !errors)
            errors = plan_a5_cross(p, BODY_CHUNK, q, cross);
    }
    return errors;
}

/* P's UB laid out for chunks of W columns (P's kernel becomes K at that
 * width), a carry per row reduction; 0 when it fits (DBUF_ONLY:
 * double-buffered), else 1. */
static int layout_for(struct plan *p, const struct kernel *k, int w, const unsigned char *cross,
                      int dbuf_only)
{
    p->k = split_kernel(k, w, w);
    p->vcols = w;
    plan_a5_layout(p, cross);
    ir_add_carries(p, k);
    return ir_fit_ub(p, p->ub_capacity, dbuf_only);
}

/* Back to K after a layout_for. */
static void layout_undo(struct plan *p, const struct kernel *k)
{
    split_kernel_free((struct kernel *)p->k);
    p->k = k;
    p->vcols = k->vcols;
}

/* Do the tiles of chunks W wide fit UB (DBUF_ONLY: double-buffered)?
 * CTX is the plan being split, its cross-scope tiles known
 * (split_widest). */
struct fit_ctx {
    struct plan *p;
    const unsigned char *cross;
};

static int chunk_fits(void *ctx, int w, int dbuf_only)
{
    struct fit_ctx *f = ctx;
    const struct kernel *k = f->p->k;
    int over = layout_for(f->p, k, w, f->cross, dbuf_only);
    layout_undo(f->p, k);
    return !over;
}

/* A ttri, tci or tpart op with a narrow source a5 cannot lower (1 after a
 * diagnostic naming it): in rows split into chunks (SPLIT), where a
 * chunk's first column is known at run time only (split.c refuses the
 * tpart ops' split on every target), or with columns 16-bit indices do
 * not hold. */
static int no_tri(const struct plan *p, int split)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int part = spec_op_partial(o->code) && spec_narrow_src(k, o) >= 0;
        if (o->code != OP_TRI && o->code != OP_CI && !part)
            continue;
        enum dtype dt = spec_op_dtype(k, o);
        if (split && !part) {
            diag_error(o->loc,
                       "'%s' on %s in rows split into chunks is not supported on target 'a5'",
                       op_table[o->code].name, dtype_name(dt));
            diag_note(o->loc, "its a5 lowering indexes columns from the row's start (vci), and "
                              "a chunk's first column is known at run time only");
            return 1;
        }
        if (o->code != OP_TRI ? !plan_a5_ci_fits(k, dtype_size(dt))
                              : !plan_a5_tri_fits(k, dtype_size(dt))) {
            diag_error(o->loc,
                       "'%s' on %s with %d rows of %d valid columns is not supported on "
                       "target 'a5'",
                       op_table[o->code].name, dtype_name(dt), k->vrows, k->vcols);
            diag_note(o->loc, o->code != OP_TRI
                                  ? "its a5 lowering indexes columns in 16-bit lanes (vci), which "
                                    "hold the last chunk's columns up to 32767"
                                  : "its a5 lowering indexes columns in 16-bit lanes (vci, "
                                    "vcmps_lt), which hold a row's edge (rows - 1 + columns) up "
                                    "to 32767");
            return 1;
        }
    }
    return 0;
}

/* Is tile T an input no op of K writes? */
static int unwritten_input(const struct kernel *k, int t)
{
    int in = 0;
    for (int j = 0; j < k->ninputs; j++)
        in |= k->inputs[j] == t;
    for (int i = 0; i < k->nops && in; i++)
        in = k->ops[i].dst != t;
    return in;
}

/* A ttrans a5 cannot lower (1 after a diagnostic naming it): the tile's
 * valid rows are more than one vector of lanes, which its gather of a
 * dst row takes in one chunk (plan_a5_trans), or, for 8- and 16-bit
 * data (both in 16-bit lanes), its last element lies past the 16-bit
 * indices' reach. */
static int no_trans_shape(const struct kernel *k, const struct op *o)
{
    /* 8-bit data gathers into 16-bit lanes by 16-bit indices */
    int size = dtype_size(spec_op_dtype(k, o)) == 1 ? 2 : dtype_size(spec_op_dtype(k, o));
    int lanes = 256 / size;
    const char *name = op_table[o->code].name, *dt = dtype_name(spec_op_dtype(k, o));
    const struct tile *src = &k->tiles[o->src[0]];
    long last = (long)(k->vrows - 1) * src->cols + k->vcols - 1;
    if (k->vrows > lanes) {
        diag_error(o->loc,
                   "'%s' on %s of %d valid rows is not supported on target 'a5': at most %d", name,
                   dt, k->vrows, lanes);
        diag_note(o->loc,
                  "a5 gathers a dst row, a source column, into one register of %d "
                  "lanes (vgather2)",
                  lanes);
        return 1;
    }
    if (size == 2 && last > 32767) {
        diag_error(o->loc,
                   "'%s' on %s of a %dx%d tile is not supported on target 'a5': its last "
                   "element is %ld elements into the source, past 32767",
                   name, dt, src->rows, src->cols, last);
        diag_note(o->loc, "a5 gathers 16-bit data by 16-bit lane indices (vgather2)");
        return 1;
    }
    return 0;
}

/* A tgather, tgatherb or ttrans a5 cannot lower (1 after a diagnostic naming it):
 * in rows split into chunks (SPLIT), which hold part of the row an index
 * reads or a transpose writes, or from a source that is not an input no
 * op writes (vgather2 reads the source's rows in UB, where a5 keeps only
 * the I/O tiles); a ttrans of a shape it cannot gather (no_trans_shape). */
static int no_gather(const struct plan *p, int split)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->code != OP_GATHER && o->code != OP_GATHERB && o->code != OP_TRANS)
            continue;
        const char *name = op_table[o->code].name, *dt = dtype_name(spec_op_dtype(k, o));
        if (split) {
            split_refuse_whole_row(k, o, "a5", "part");
            return 1;
        }
        if (o->code == OP_TRANS && no_trans_shape(k, o))
            return 1;
        if (!unwritten_input(k, o->src[0])) {
            diag_error(o->loc,
                       "'%s' on %s from '%s' is not supported on target 'a5': its source must "
                       "be an input no op writes",
                       name, dt, k->tiles[o->src[0]].name);
            diag_note(o->loc, "a5 gathers from the source's rows in UB (vgather2), where only "
                              "the kernel's inputs and outputs are; computed tiles live in "
                              "registers");
            return 1;
        }
    }
    return 0;
}

/* Rows split into chunks of CHUNK columns (0: the widest that fit UB):
 * 0, the errors diagnosed, or -1 when no chunk fits (P's split undone). */
static int split_rows(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    if (no_tri(p, 1) || no_gather(p, 1) || plan_a5_no_sort(p, 1))
        return 1;
    if (split_plan(k, chunk ? chunk : SPLIT_ALIGN, &p->split, target_desc(p->target)->name))
        return 1;
    unsigned char *cross = xcalloc((size_t)k->ntiles + 1, 1);
    plan_a5_setup(p, nbodies(&p->split) * (k->nops + 1));
    int errors = cross_all(p, cross);
    struct fit_ctx fit = {p, cross};
    int w = errors ? 0 : split_widest(k, chunk, chunk_fits, &fit);
    if (!w) {
        free(cross);
        split_release(&p->split);
        free(p->split_acc);
        p->split_acc = NULL;
        return errors ? errors : -1;
    }
    p->split.chunk = w;
    p->split_tail = k->vcols % w;
    if (layout_for(p, k, w, cross, 0)) { /* --chunk too wide: the bytes, as whole rows say */
        layout_undo(p, k);
        ir_place_ub(p, p->ub_capacity);
        diag_note(k->name_loc,
                  "its tiles hold chunks of %d columns (--chunk); a narrower one needs less", w);
        free(cross);
        return 1;
    }
    free(cross);
    struct kernel *kw = (struct kernel *)p->k;
    struct kernel *kt = p->split_tail ? split_kernel(k, p->split_tail, w) : NULL;
    for (int q = 0; q <= p->split.npass; q++) {
        int g0 = p->nseg;
        plan_a5_lower(p, BODY_SECTION, q);
        ir_add_body(p, BODY_SECTION, q, g0, p->nseg);
        if (q == p->split.npass)
            break;
        g0 = p->nseg;
        plan_a5_lower(p, BODY_CHUNK, q);
        ir_add_body(p, BODY_CHUNK, q, g0, p->nseg);
        if (kt) {
            p->k = kt;
            p->vcols = kt->vcols;
            g0 = p->nseg;
            plan_a5_lower(p, BODY_TAIL, q);
            ir_add_body(p, BODY_TAIL, q, g0, p->nseg);
            p->k = kw;
            p->vcols = w;
        }
    }
    split_kernel_free(kt);
    /* the plan speaks of the kernel's own rows from here on (defs.c,
     * cost.c); its tiles hold a chunk */
    layout_undo(p, k);
    return 0;
}

/* The ops a5 runs once per core before the tile loop (plan.a5_hoist,
 * plan.nhoist): ir_hoistable's, or none when one of them reads or writes
 * a mask (a predicate lives in its scope's register and cannot pass to
 * the loop's scopes). */
static void hoist_mark(struct plan *p)
{
    const struct kernel *k = p->k;
    free(p->a5_hoist);
    p->a5_hoist = xcalloc((size_t)k->nops + 1, 1);
    p->nhoist = ir_hoistable(k, p->a5_hoist);
    for (int i = 0; i < k->nops && p->nhoist; i++) {
        const struct op *o = &k->ops[i];
        int mask = o->mask >= 0 || k->tiles[o->dst].dtype == DT_MASK;
        for (int s = 0; s < o->nsrc; s++)
            mask |= k->tiles[o->src[s]].dtype == DT_MASK;
        if (p->a5_hoist[i] && mask) {
            memset(p->a5_hoist, 0, (size_t)k->nops);
            p->nhoist = 0;
        }
    }
}

/* Into CROSS, the tiles the hoisted ops' scopes pass between them and
 * to the tile loop's (their results it reads: UB tiles for the whole
 * kernel, which no op in the loop writes); 0, or the errors. */
static int hoist_cross(struct plan *p, unsigned char *cross)
{
    if (!p->nhoist)
        return 0;
    int errors = plan_a5_cross(p, BODY_ONCE, 0, cross);
    for (int t = 0; t < p->k->ntiles; t++)
        cross[t] |= (unsigned char)plan_a5_loop_reads(p, t);
    return errors;
}

/* The hoisted ops' scopes, the plan's first (its UB laid out). */
static void hoist_lower(struct plan *p)
{
    if (!p->nhoist)
        return;
    plan_a5_lower(p, BODY_ONCE, 0);
    p->hoist_segs = p->nseg;
    p->hoist_end = p->ninsn;
}

/* Nothing planned: no instructions, registers, loop nests or scopes. */
static void unplan(struct plan *p)
{
    p->ninsn = p->nxreg = p->nnest = p->nseg = 0;
    p->hoist_segs = p->hoist_end = 0;
    p->ctrl_sat = 0;
}

/* Whole rows, in one scope of whole rows in registers when that fits,
 * else in segments, after the hoisted ops' scopes: 0, the errors, or -1
 * when the tiles do not fit UB (DBUF_ONLY: double-buffered; nothing
 * planned, CROSS then holding the tiles the scopes pass between them). */
static int whole_rows(struct plan *p, unsigned char *cross, int dbuf_only)
{
    const struct kernel *k = p->k;
    unplan(p);
    memset(cross, 0, (size_t)k->ntiles + 1);
    if (plan_a5_whole_ok(p)) { /* a row of a few chunks in registers, if they suffice */
        plan_a5_setup(p, 1 + k->nops);
        if (!hoist_cross(p, cross)) {
            plan_a5_layout(p, cross);
            if (!ir_fit_ub(p, p->ub_capacity, dbuf_only)) {
                hoist_lower(p);
                if (!plan_a5_whole_lower(p))
                    return 0;
                unplan(p);
            }
        }
    }
    plan_a5_setup(p, 2 * k->nops);
    int errors = hoist_cross(p, cross);
    if (!errors)
        errors = plan_a5_cross(p, BODY_CHUNK, 0, cross);
    if (errors)
        return errors;
    plan_a5_layout(p, cross);
    if (ir_fit_ub(p, p->ub_capacity, dbuf_only))
        return -1;
    hoist_lower(p);
    plan_a5_lower(p, BODY_CHUNK, 0);
    return 0;
}

int plan_a5(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    if (no_tri(p, 0) || no_gather(p, 0) || plan_a5_no_sort(p, 0))
        return 1;
    if (chunk && chunk < k->vcols)
        return split_rows(p, chunk);
    /* whole rows when they fit UB, with the ops every tile computes alike
     * hoisted when their results fit too, and cost no double buffer;
     * else split when a chunk fits */
    unsigned char *cross = xcalloc((size_t)k->ntiles + 1, 1);
    hoist_mark(p);
    int r = p->nhoist ? whole_rows(p, cross, 1) : -1;
    if (r < 0) {
        int hoistable = p->nhoist;
        memset(p->a5_hoist, 0, (size_t)k->nops);
        p->nhoist = 0;
        r = whole_rows(p, cross, 0);
        if (!r && !p->dbuf && hoistable) { /* single-buffered anyway */
            hoist_mark(p);
            r = whole_rows(p, cross, 0);
            if (r < 0) {
                memset(p->a5_hoist, 0, (size_t)k->nops);
                p->nhoist = 0;
                r = whole_rows(p, cross, 0);
            }
        }
    }
    if (r < 0)
        r = split_rows(p, 0);
    if (r < 0) { /* no chunk fits: the bytes, as whole rows say */
        plan_a5_setup(p, k->nops);
        plan_a5_layout(p, cross);
        r = ir_place_ub(p, p->ub_capacity);
        if (!r)
            diag_bug("a5's tiles fit UB at the second try");
    }
    free(cross);
    return r;
}
