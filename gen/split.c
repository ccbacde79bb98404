/* split.c - rows split into column chunks, walked in passes (split.h). */
#include "split.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "specops.h"

/* The tiles op O reads: its sources and its mask. */
static int op_reads(const struct op *o, int *t)
{
    int n = 0;
    for (int j = 0; j < o->nsrc; j++)
        t[n++] = o->src[j];
    if (o->mask >= 0)
        t[n++] = o->mask;
    return n;
}

/* The op before I that last wrote tile T, or -1: T's value on entry. */
static int def_of(const struct kernel *k, int i, int t)
{
    for (int j = i - 1; j >= 0; j--)
        if (k->ops[j].dst == t)
            return j;
    return -1;
}

static int top_bit(unsigned m)
{
    int q = -1;
    for (; m; m >>= 1)
        q++;
    return q;
}

int split_in_pass(const struct split *s, int i, int q)
{
    if (s->kind[i] == SPLIT_RED)
        return s->pass[i] == q;
    return s->kind[i] == SPLIT_CHUNK && (s->passes[i] >> q & 1u);
}

/* The first section or pass (timeline 2s, 2p + 1) from which op J's
 * value can be read (-1: a value on entry). */
static int ready(const struct split *s, const int *avail, int j)
{
    if (j < 0)
        return 0;
    return s->kind[j] == SPLIT_RED ? s->pass[j] + 1 : avail[j];
}

/* When op I reads, on the timeline, at the latest; and when it writes. */
static int read_time(const struct split *s, int i)
{
    switch (s->kind[i]) {
    case SPLIT_CHUNK:
        return 2 * top_bit(s->passes[i]) + 1;
    case SPLIT_RED:
        return 2 * s->pass[i] + 1;
    default:
        return 2 * s->section[i];
    }
}

/* A per-row tile written again must not be overwritten while a pass or
 * a section after it still reads the value before: the ops on per-row
 * values run between the passes, not where the spec has them. */
static int check_rewrites(const struct kernel *k, const struct split *s, int quiet)
{
    int errors = 0;
    for (int j2 = 0; j2 < k->nops; j2++) {
        int t = k->ops[j2].dst;
        if (k->tiles[t].per != PER_ROW)
            continue;
        int j1 = def_of(k, j2, t);
        int w2 = 2 * s->section[j2];
        int late = -1; /* a reader of j1's value after j2 writes */
        if (j1 >= 0 && 2 * s->section[j1] > w2)
            late = j1;
        for (int i = j1 + 1; i < k->nops && late < 0; i++) {
            int r[OP_MAX_SRC + 1], n = op_reads(&k->ops[i], r);
            for (int m = 0; m < n && late < 0; m++) {
                if (r[m] != t || def_of(k, i, t) != j1)
                    continue;
                int rt = read_time(s, i);
                if (rt > w2 || (rt == w2 && i > j2))
                    late = i;
            }
            if (i >= j2 && k->ops[i].dst == t)
                break;
        }
        if (late < 0)
            continue;
        errors++;
        if (quiet)
            continue;
        diag_error(k->ops[j2].dst_loc,
                   "tile '%s' is written again here while its value from line %d is still read "
                   "by line %d",
                   k->tiles[t].name, j1 >= 0 ? k->ops[j1].loc.line : k->tiles[t].loc.line,
                   k->ops[late].loc.line);
        diag_note(k->ops[j2].dst_loc,
                  "kernel '%s' splits its rows into chunks and runs the ops on per-row values "
                  "between its passes over them; write the new value to a tile of its own",
                  k->name);
    }
    return errors;
}

/* The kernel whose split was refused: each target that splits it plans
 * it, and says so once. */
static const struct kernel *refused;

void split_refuse_whole_row(const struct kernel *k, const struct op *o, const char *target,
                            const char *holds)
{
    diag_error(o->loc, "'%s' on %s in rows split into chunks is not supported on target '%s'",
               op_table[o->code].name, dtype_name(spec_op_dtype(k, o)), target);
    enum op_family f = op_table[o->code].family;
    diag_note(o->loc, "%s the row's %d valid columns, and a chunk holds %s of them",
              f == OPF_TRANS     ? "a transpose writes all of"
              : f == OPF_SORT    ? "a sort reads blocks of 32 of"
              : f == OPF_MRGSORT ? "a merge reads all of"
                                 : "an index reads any of",
              k->vcols, holds);
}

/* A tpart op with a narrow source in a row split into chunks: its chunk
 * would need the narrow width cut at the chunk's edge on every target,
 * which no planner does; refused, op by op.  The errors. */
static int check_partial(const struct kernel *k, const char *target, int quiet)
{
    int errors = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int n = spec_op_partial(o->code) ? spec_narrow_src(k, o) : -1;
        if (n < 0)
            continue;
        errors++;
        if (!quiet)
            diag_error(o->loc,
                       "'%s' of %s with narrow source '%s' cannot run on rows split into "
                       "chunks, as kernel '%s' needs on target '%s'",
                       op_table[o->code].name, dtype_name(spec_op_dtype(k, o)),
                       k->tiles[o->src[n]].name, k->name, target);
    }
    if (errors && !quiet)
        diag_note(k->name_loc,
                  "use fewer rows per tile, or narrower rows, so that no row is split");
    return errors;
}

int split_plan(const struct kernel *k, int chunk, struct split *s, const char *target)
{
    int quiet = k == refused;
    int n = k->nops;
    *s = (struct split){.chunk = chunk, .nops = n, .ntiles = k->ntiles};
    s->kind = xcalloc((size_t)n + 1, sizeof *s->kind);
    s->passes = xcalloc((size_t)n + 1, sizeof *s->passes);
    s->pass = xcalloc((size_t)n + 1, sizeof *s->pass);
    s->section = xcalloc((size_t)n + 1, sizeof *s->section);
    s->loads = xcalloc((size_t)k->ntiles + 1, sizeof *s->loads);
    s->store = xcalloc((size_t)k->ntiles + 1, sizeof *s->store);
    s->used = xcalloc((size_t)k->ntiles + 1, sizeof *s->used);
    int *avail = xcalloc((size_t)n + 1, sizeof *avail);

    /* forward: the first pass (or section) each value is ready in */
    for (int i = 0; i < n; i++) {
        const struct op *o = &k->ops[i];
        int r[OP_MAX_SRC + 1], nr = op_reads(o, r), a = 0;
        for (int m = 0; m < nr; m++) {
            int at = ready(s, avail, def_of(k, i, r[m]));
            a = at > a ? at : a;
        }
        avail[i] = a;
        if (op_table[o->code].family == OPF_ROWREDUCE) {
            s->kind[i] = SPLIT_RED;
            s->pass[i] = a;
            s->section[i] = a + 1;
        } else if (k->tiles[o->dst].per == PER_ROW) {
            s->kind[i] = SPLIT_ROW;
            s->section[i] = a;
        } else
            s->kind[i] = SPLIT_CHUNK;
    }
    /* backward: a chunked value is recomputed in every pass that reads it */
    for (int t = 0; t < k->ntiles; t++)
        s->store[t] = -1;
    for (int i = n - 1; i >= 0; i--) {
        const struct op *o = &k->ops[i];
        if (s->kind[i] == SPLIT_CHUNK && spec_is_io(k, o->dst) && def_of(k, n, o->dst) == i) {
            s->passes[i] |= 1u << avail[i];
            s->store[o->dst] = avail[i];
        }
        unsigned mine = s->kind[i] == SPLIT_RED     ? 1u << s->pass[i]
                        : s->kind[i] == SPLIT_CHUNK ? s->passes[i]
                                                    : 0;
        int r[OP_MAX_SRC + 1], nr = op_reads(o, r);
        for (int m = 0; m < nr; m++) {
            int j = def_of(k, i, r[m]);
            if (j >= 0 && s->kind[j] == SPLIT_CHUNK)
                s->passes[j] |= mine;
            else if (j < 0 && k->tiles[r[m]].per != PER_ROW)
                s->loads[r[m]] |= mine;
        }
    }
    s->npass = 1;
    for (int i = 0; i < n; i++) {
        int last = s->kind[i] == SPLIT_RED ? s->pass[i] : top_bit(s->passes[i]);
        s->npass = last + 1 > s->npass ? last + 1 : s->npass;
    }
    /* the chunked tiles each pass holds */
    for (int t = 0; t < k->ntiles; t++)
        s->used[t] = s->loads[t] | (s->store[t] >= 0 ? 1u << s->store[t] : 0u);
    for (int i = 0; i < n; i++) {
        const struct op *o = &k->ops[i];
        unsigned mine = s->kind[i] == SPLIT_RED ? 1u << s->pass[i] : s->passes[i];
        if (s->kind[i] == SPLIT_ROW)
            continue;
        int r[OP_MAX_SRC + 1], nr = op_reads(o, r);
        for (int m = 0; m < nr; m++)
            if (k->tiles[r[m]].per != PER_ROW)
                s->used[r[m]] |= mine;
        if (s->kind[i] == SPLIT_CHUNK)
            s->used[o->dst] |= mine;
    }
    free(avail);
    int errors = 0;
    if (s->npass > SPLIT_MAX_PASSES) {
        errors = 1;
        if (!quiet)
            diag_error(k->name_loc,
                       "kernel '%s' needs %d passes over its rows split into chunks; at most %d "
                       "are allowed",
                       k->name, s->npass, SPLIT_MAX_PASSES);
    } else
        errors = check_rewrites(k, s, quiet);
    errors += check_partial(k, target, quiet);
    if (errors) {
        refused = k;
        split_release(s);
    }
    return errors;
}

int split_carry(const struct kernel *k, int i)
{
    const struct op *o = &k->ops[i];
    return o->code == OP_ROWSUM || o->code == OP_ROWPROD ? 256 / dtype_size(spec_op_dtype(k, o))
                                                         : 1;
}

int split_widest(const struct kernel *k, int chunk, int (*fits)(void *ctx, int w, int dbuf_only),
                 void *ctx)
{
    if (chunk)
        return chunk;
    int top = (k->vcols - 1) / SPLIT_ALIGN * SPLIT_ALIGN;
    for (int dbuf_only = 1; dbuf_only >= 0; dbuf_only--)
        for (int w = top; w >= SPLIT_ALIGN; w -= SPLIT_ALIGN)
            if (fits(ctx, w, dbuf_only))
                return w;
    return 0;
}

struct kernel *split_kernel(const struct kernel *k, int w, int pitch)
{
    struct kernel *c = xmalloc(sizeof *c);
    *c = *k;
    c->tiles = xmalloc((size_t)k->ntiles * sizeof *c->tiles + 1);
    memcpy(c->tiles, k->tiles, (size_t)k->ntiles * sizeof *c->tiles);
    for (int t = 0; t < k->ntiles; t++)
        if (c->tiles[t].per != PER_ROW) {
            c->tiles[t].vcols = w;
            c->tiles[t].cols = pitch;
        }
    c->vcols = w;
    return c;
}

void split_kernel_free(struct kernel *c)
{
    if (c) {
        free(c->tiles);
        free(c);
    }
}

void split_release(struct split *s)
{
    free(s->kind);
    free(s->passes);
    free(s->pass);
    free(s->section);
    free(s->loads);
    free(s->store);
    free(s->used);
    *s = (struct split){0};
}
