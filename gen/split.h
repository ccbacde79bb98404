/* split.h - rows split into column chunks, walked in passes (split_).
 *
 * A row too wide for a target's working memory is walked in chunks of
 * CHUNK columns (the last may be shorter).  Elementwise work needs
 * nothing more; a row reduction accumulates across a row's chunks, and
 * an op that reads its result runs in a later pass over the same chunks,
 * recomputing from the inputs what it needs.  The passes come from the
 * op graph alone: split_plan() numbers them, says which op runs in which
 * pass (or between two passes, on per-row values), and which tiles are
 * loaded and stored in each.  It decides nothing a target could do
 * otherwise; the planners pick CHUNK and lower what it says.
 *
 * The timeline of one row block: section 0, pass 0, section 1, pass 1,
 * ..., pass P-1, section P.  A section runs ops on per-row values, and
 * the folds of the row reductions the pass before it accumulated, in
 * the spec's order.
 */
#ifndef PTOGEN_SPLIT_H
#define PTOGEN_SPLIT_H

#include "spec.h"

/* The most passes a split kernel may take: one per row reduction in a
 * chain, plus one. */
#define SPLIT_MAX_PASSES 16

/* Chunk widths are multiples of this many columns: a row sum's lanes of
 * every dtype (256 bytes of 1-byte elements) and whole mask bytes. */
#define SPLIT_ALIGN 256

/* What an op is to a split row. */
enum split_kind {
    SPLIT_CHUNK, /* full or per-col dst: runs on each chunk of its passes */
    SPLIT_RED,   /* row reduction: accumulates over the chunks of one pass,
                    folded into its dst in the section after it */
    SPLIT_ROW    /* per-row dst from per-row values: runs in a section */
};

struct split {
    int chunk; /* columns per chunk */
    int npass; /* passes over the row's chunks */
    int nops, ntiles;
    enum split_kind *kind; /* per op */
    unsigned *passes;      /* per op, SPLIT_CHUNK: bit q: runs in pass q */
    int *pass;             /* per op, SPLIT_RED: the pass it accumulates in */
    int *section;          /* per op: SPLIT_ROW: its section; SPLIT_RED: its fold's */
    unsigned *loads;       /* per tile: bit q: an input read in pass q */
    int *store;            /* per tile: the pass storing a full output, or -1 */
    unsigned *used;        /* per tile: bit q: a chunked tile pass q holds */
};

/* The passes of K's rows split into chunks of CHUNK columns; 0, or 1
 * after a diagnostic (a per-row tile written again while a later pass
 * still reads its old value; too many passes; a tpart op with a narrow
 * source), S then released; TARGET names the target in diagnostics. */
int split_plan(const struct kernel *k, int chunk, struct split *s, const char *target);

/* The refusal (an error and its note) of op O of K, a tgather or a
 * ttrans, in rows split into chunks on TARGET: an index reads any column
 * of its row, a transpose writes them all, and a chunk holds HOLDS of
 * them ("--chunk's", "part"). */
void split_refuse_whole_row(const struct kernel *k, const struct op *o, const char *target,
                            const char *holds);

/* Is op I of S in pass Q (a chunked op, or a reduction accumulating)? */
int split_in_pass(const struct split *s, int i, int q);

/* The values per row row reduction I of K carries across a row's chunks:
 * a row sum's lanes (docs/semantics.md), or one for a fold. */
int split_carry(const struct kernel *k, int i);

/* The chunk width a device walks K's rows in: CHUNK (--chunk, when not
 * 0), else the widest multiple of SPLIT_ALIGN narrower than the rows
 * for which FITS(CTX, W, DBUF_ONLY) is 1, double-buffered if any such
 * width is; 0 when none is. */
int split_widest(const struct kernel *k, int chunk, int (*fits)(void *ctx, int w, int dbuf_only),
                 void *ctx);

/* K with its full and per-col tiles W columns valid of PITCH: the
 * kernel a device plans a chunk's body as (the per-row tiles are K's);
 * freed by split_kernel_free (NULL: nothing). */
struct kernel *split_kernel(const struct kernel *k, int w, int pitch);
void split_kernel_free(struct kernel *c);

void split_release(struct split *s);

#endif
