/* defs_pto.c - the pto target's m4 records (defs_): its UB tiles, the
 * pto-isa call of each op and where one op must wait for the one before.
 *
 *   pg_pto_ns                    pto-isa's namespace, "pto"
 *   pg_plan_ub_used, pg_plan_ub_capacity   UB bytes of the tiles, and
 *       what a kernel may use
 *   pg_ubs_map(M), pg_ub(U, F)   F: name (a spec tile's, or "opI": op I's
 *       scratch), tile (-1: scratch), ctype, addr, pitch, rows, per (full,
 *       row, row1, col; a scratch is full; row1: a per-row tile of one
 *       row, the row-major [1, B] tile of plan_pto_row_block), flat (1: a
 *       per-row tile an elementwise op reads or writes, through its
 *       [1, R] view), dn (1: a row1 tile a TROWEXPAND* reads, through its
 *       DN [B, 1] view), vcols (a scratch tile's valid columns)
 *   pg_op(I, F)                  F: pto_call (TADD_IMPL), pto_form (un, bin,
 *       bin_tmp, sca, sca_tmp, fill, sel, sels, cmps, cvt, red, trans),
 *       pto_round (a cvt's RoundMode, CAST_RINT), pto_cmp (a compare's
 *       CmpMode, GT), pto_tmp (the scratch UB tile op I passes, or
 *       -1), pto_flat (1: its per-row operands are [1, R] views),
 *       pto_dn (the row1 tile it reads through its DN view, or -1),
 *       pto_barrier (1: pipe_barrier(PIPE_V) before it), pto_step_of (the
 *       composite it is a step of, "tsigmoid, step 4 of 8", or empty)
 *   pg_pto_io(T, flat)          1: per-row I/O tile T moves between GM and
 *       UB through its [1, R] view (a GM shape of one row of M values)
 *   pg_pto_headers_map(M)        M([TAdd.hpp]) per pto-isa header the ops
 *       need, once each, in the order of their rows
 *
 * Rows split into chunks (plan_pto.c, split.h):
 *   pg_pto_chunk                 the columns of a chunk, 0: whole rows
 *   pg_pto_timeline_map(M)       M([sec]|[pass], Q, BODY) per section and
 *       pass in order (section 0, pass 0, ..., section P); BODY(F) is
 *       F(I, B) per op I run there, B 1 when a pipe_barrier(PIPE_V) goes
 *       before it; for a pass, BODY_tiles(F) is F(U) per UB tile its
 *       chunks hold, BODY_loads(F) and BODY_stores(F) F(T) per input
 *       loaded, output stored in each chunk
 *   pg_op(I, F)                  F: pto_part (a row reduction's part
 *       tile, UB, or -1), pto_combine (the call combining it into dst,
 *       TMAX_IMPL), pto_combine_flat (1: through the [1, R] views)
 *   pg_ub(U, F)                  F: part (the op whose part tile U is,
 *       or -1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cname.h"
#include "defs.h"
#include "defsint.h"
#include "diag.h"
#include "dtype.h"
#include "op.h"
#include "plan.h"
#include "specops.h"

static const char *const form_names[] = {"none",  "un",  "bin",  "bin_tmp", "sca", "sca_tmp",
                                         "fill",  "sel", "sels", "cmps",    "cvt", "red",
                                         "trans", "tri", "ci",   "steps"};
static const char *const per_names[] = {"full", "row", "col", "trans", "pairs"};

/* Op O works element by element on per-row tiles: the broadcasts and
 * reductions take the DN [R, 1] tile itself, every other op its [1, R]
 * row-major view (pto-isa's elementwise ops static_assert isRowMajor).
 * A one-row [1, B] tile is row-major already. */
static int uses_flat(const struct kernel *k, const struct op *o)
{
    enum op_family f = op_table[o->code].family;
    const struct tile *d = &k->tiles[o->dst];
    return d->per == PER_ROW && !plan_pto_row_block(d) && f != OPF_ROWREDUCE &&
           f != OPF_ROWBINARY && f != OPF_COLBINARY;
}

/* The one-row [1, B] tile op O reads as a TROWEXPAND*'s src1, or -1:
 * the call takes its DN [B, 1] view, which pto-isa's CPU code reads at
 * (0, 0) and its A2/A3 code spreads by vbrcb (cpu/TRowExpandOp.hpp,
 * a2a3/TRowExpandBinOp.hpp); the row-major form there would want the
 * value in all B columns. */
static int dn_src(const struct kernel *k, const struct op *o)
{
    if (op_table[o->code].family != OPF_ROWBINARY || o->nsrc < 2)
        return -1;
    return plan_pto_row_block(&k->tiles[o->src[1]]) ? o->src[1] : -1;
}

/* The UB tiles op I of P reads (the first *NREAD of UBS) and writes;
 * P->nub stands for pto-isa's own scratch at TMP_UB_OFFSET, which a
 * TROWEXPAND* call fills by vbrcb with the per-row values and then reads
 * (a2a3/TRowExpandBinOp.hpp): two such calls in a row need a barrier. */
static void op_ubs(const struct plan *p, int i, int *tmp, const int *part, int *ubs, int *nread,
                   int *n)
{
    const struct op *o = &p->k->ops[i];
    *n = 0;
    for (int s = 0; s < o->nsrc; s++)
        ubs[(*n)++] = p->tile_ub[o->src[s]];
    if (o->mask >= 0)
        ubs[(*n)++] = p->tile_ub[o->mask];
    /* a split row reduction also reads dst, its value so far, and its
     * part tile, which it writes */
    if (part[i] >= 0)
        ubs[(*n)++] = p->tile_ub[o->dst];
    *nread = *n;
    ubs[(*n)++] = p->tile_ub[o->dst];
    if (part[i] >= 0)
        ubs[(*n)++] = part[i];
    if (tmp[i] >= 0)
        ubs[(*n)++] = tmp[i];
    if (op_table[o->code].family == OPF_ROWBINARY)
        ubs[(*n)++] = p->nub;
}

/* The barriers of a run of the ops of P whose ops[i] is 1 (in spec
 * order) into BAR: an op waits for the vector pipe when it reads bytes
 * an op since the last barrier wrote, or writes bytes such an op read or
 * wrote (pto-isa's ops end without a barrier; its tests put one between
 * dependent ops, as bench's drivers did).  Bytes, not tiles: a packed
 * plan puts a tile in the UB of one dead by then (plan_pto.c), and
 * P->nub is pto-isa's scratch, the 8 KiB at TMP_UB_OFFSET past ours.
 * The run starts with nothing pending: the flags before it (a tile's or
 * a chunk's) or a barrier (a section's) order it after what came before. */
static void barriers(const struct plan *p, int *tmp, const int *part, const unsigned char *ops,
                     unsigned char *bar)
{
    struct span {
        uint64_t lo, hi;
        int wr;
    } *seen = xmalloc(((size_t)p->k->nops * (OP_MAX_SRC + 5) + 1) * sizeof *seen);
    int nseen = 0;
    uint64_t scratch = (uint64_t)target_desc(p->target)->ub_bytes;
    for (int i = 0; i < p->k->nops; i++) {
        int ubs[OP_MAX_SRC + 5], nread, n, hazard = 0;
        struct span now[OP_MAX_SRC + 5];
        bar[i] = 0;
        if (!ops[i])
            continue;
        op_ubs(p, i, tmp, part, ubs, &nread, &n);
        for (int j = 0; j < n; j++) {
            now[j].lo = ubs[j] == p->nub ? scratch : p->ub[ubs[j]].addr;
            now[j].hi = ubs[j] == p->nub ? scratch + 8192 : now[j].lo + p->ub[ubs[j]].size;
            now[j].wr = j >= nread;
            for (int s = 0; s < nseen; s++)
                if (now[j].lo < seen[s].hi && seen[s].lo < now[j].hi)
                    hazard |= seen[s].wr || now[j].wr;
        }
        if (hazard)
            nseen = 0;
        for (int j = 0; j < n; j++)
            seen[nseen++] = now[j];
        bar[i] = (unsigned char)hazard;
    }
    free(seen);
}

/* pto_barrier: the barriers of whole rows, every op in one run. */
static void write_barriers(const struct plan *p, int *tmp, const int *part, struct buf *b)
{
    size_t n = (size_t)p->k->nops + 1;
    unsigned char *all = xmalloc(n), *bar = xmalloc(n);
    memset(all, 1, n);
    barriers(p, tmp, part, all, bar);
    for (int i = 0; i < p->k->nops; i++)
        defs_rec_int(b, "pg_op", i, "pto_barrier", bar[i]);
    free(all);
    free(bar);
}

/* The map NAME(F) of the ops of P that OPS marks (F(I, B), B the
 * barrier before op I). */
static void write_body(const struct plan *p, int *tmp, const int *part, const unsigned char *ops,
                       const char *name, struct buf *b)
{
    unsigned char *bar = xmalloc((size_t)p->k->nops + 1);
    barriers(p, tmp, part, ops, bar);
    buf_addf(b, "m4_define([%s], [", name);
    for (int i = 0; i < p->k->nops; i++)
        if (ops[i])
            buf_addf(b, "$1(%d, %d)", i, bar[i]);
    buf_adds(b, "])\n");
    free(bar);
}

/* Rows split into chunks: the timeline of sections and passes
 * (split.h) with the ops of each, and the tiles each pass's chunks load
 * and store.  A row reduction runs in its pass, each chunk reduced into
 * its part tile and combined into dst there (templates/pto/source.m4):
 * nothing is folded in the section after it. */
static void write_split(const struct plan *p, int *tmp, const int *part, struct buf *b)
{
    const struct kernel *k = p->k;
    const struct split *s = &p->split;
    unsigned char *ops = xmalloc((size_t)k->nops + 1);
    buf_adds(b, "m4_define([pg_pto_timeline_map], [");
    for (int q = 0; q <= s->npass; q++) {
        buf_addf(b, "$1([sec], %d, [pg_pto_sec%d])", q, q);
        if (q < s->npass)
            buf_addf(b, "$1([pass], %d, [pg_pto_pass%d])", q, q);
    }
    buf_adds(b, "])\n");
    for (int q = 0; q <= s->npass; q++) {
        char name[64];
        for (int i = 0; i < k->nops; i++)
            ops[i] = s->kind[i] == SPLIT_ROW && s->section[i] == q;
        snprintf(name, sizeof name, "pg_pto_sec%d", q);
        write_body(p, tmp, part, ops, name, b);
        if (q == s->npass)
            break;
        for (int i = 0; i < k->nops; i++)
            ops[i] = (unsigned char)split_in_pass(s, i, q);
        snprintf(name, sizeof name, "pg_pto_pass%d", q);
        write_body(p, tmp, part, ops, name, b);
        buf_addf(b, "m4_define([pg_pto_pass%d_tiles], [", q);
        for (int t = 0; t < k->ntiles; t++)
            if (s->used[t] >> q & 1u && p->tile_ub[t] >= 0)
                buf_addf(b, "$1(%d)", p->tile_ub[t]);
        buf_adds(b, "])\n");
        buf_addf(b, "m4_define([pg_pto_pass%d_loads], [", q);
        for (int i = 0; i < k->ninputs; i++)
            if (s->loads[k->inputs[i]] >> q & 1u)
                buf_addf(b, "$1(%d)", k->inputs[i]);
        buf_addf(b, "])\nm4_define([pg_pto_pass%d_stores], [", q);
        for (int i = 0; i < k->noutputs; i++)
            if (s->store[k->outputs[i]] == q)
                buf_addf(b, "$1(%d)", k->outputs[i]);
        buf_adds(b, "])\n");
    }
    free(ops);
}

/* SPLIT: the pto kernel's rows are split into chunks.
 * pto-isa's A2/A3 TROWSUM (TRowReduceOps.hpp) adds a row of F whole
 * 256-byte repeats of E lanes and a partial one into its scratch as
 * (c0 + c1), then c2 for an odd F, then the partial repeat, and at F >= 4
 * the pairs (c0 + c1), (c2 + c3), ... by a tree; one vcadd per row
 * folds the E lanes.  With F <= 3 that is ptogen's pinned chain
 * ((c0 + c1) + c2) + partial, lane by lane, before the same fold
 * (docs/semantics.md); from four repeats on it is not. */
int defs_pto_sum_exact(const struct kernel *k, int split)
{
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->code != OP_ROWSUM)
            continue;
        /* rows split into chunks: each chunk's TROWSUM, the chunks' sums
         * added in order (plan_pto.c), not ptogen's lanes carried across
         * the chunks */
        if (split)
            return 0;
        const struct tile *s = &k->tiles[o->src[0]];
        if (s->vcols / (256 / dtype_size(s->dtype)) >= 4)
            return 0;
    }
    return 1;
}

/* The pg_ub records of P's UB tiles, and per op I its scratch tile
 * TMP[I] and its part tile PART[I] (UB, or -1); FLAT[U]: UB tile U is
 * read through its [1, R] view.  Returns whether a per-row input or
 * output moves through its view. */
static int write_ubs(const struct plan *p, int *tmp, int *part, unsigned char *flat, struct buf *b)
{
    const struct kernel *k = p->k;
    int *own = xmalloc(((size_t)k->nops + 1) * sizeof *own);
    unsigned char *dn = xcalloc((size_t)p->nub + 1, 1);
    /* a per-row input or output of more than one row moves between GM
     * and UB through its [1, R] view: TLOAD and TSTORE take ND to ND and
     * DN to DN only (a2a3/TLoad.hpp, TStore.hpp), and GM holds the M
     * values one after another, an ND row */
    int io_views = 0;
    for (int t = 0; t < k->ntiles; t++) {
        int io = p->tile_ub[t] >= 0 && k->tiles[t].per == PER_ROW && spec_is_io(k, t) &&
                 !plan_pto_row_block(&k->tiles[t]);
        defs_rec_int(b, "pg_pto_io", t, "flat", io);
        if (io)
            flat[p->tile_ub[t]] = 1;
        io_views |= io;
    }
    for (int i = 0; i < k->nops; i++) {
        own[i] = part[i] = -1;
        if (dn_src(k, &k->ops[i]) >= 0)
            dn[p->tile_ub[dn_src(k, &k->ops[i])]] = 1;
        if (!uses_flat(k, &k->ops[i]))
            continue;
        flat[p->tile_ub[k->ops[i].dst]] = 1;
        for (int s = 0; s < k->ops[i].nsrc; s++)
            flat[p->tile_ub[k->ops[i].src[s]]] = 1;
    }
    for (int u = 0; u < p->nub; u++) {
        const struct ub_tile *t = &p->ub[u];
        int pt = -1;
        if (t->tile < 0 && sscanf(t->name, "part%d", &pt) == 1 && pt >= 0 && pt < k->nops) {
            const struct tile *d = &k->tiles[k->ops[pt].dst];
            if (d->per == PER_ROW && !plan_pto_row_block(d))
                flat[u] = flat[p->tile_ub[k->ops[pt].dst]] = 1;
        }
    }
    for (int u = 0; u < p->nub; u++) {
        const struct ub_tile *t = &p->ub[u];
        int op = -1;
        /* the tile whose shape U has: its own, or a part tile's dst's */
        int like = t->tile;
        if (t->tile < 0 && sscanf(t->name, "op%d", &op) == 1 && op >= 0 && op < k->nops) {
            own[op] = u;
            /* TTRANS's scratch is a per-trans tile like its dst */
            if (op_pto(k->ops[op].code)->form == PTF_TRANS)
                like = k->ops[op].dst;
        }
        /* a split row reduction's part tile: its dst's shape and views */
        int pt = -1;
        if (t->tile < 0 && sscanf(t->name, "part%d", &pt) == 1 && pt >= 0 && pt < k->nops) {
            part[pt] = u;
            like = k->ops[pt].dst;
        }
        defs_rec_int(b, "pg_ub", u, "part", pt);
        defs_rec_str(b, "pg_ub", u, "name", t->name);
        defs_rec_int(b, "pg_ub", u, "tile", t->tile);
        defs_rec_str(b, "pg_ub", u, "ctype", dtype_dctype(t->dtype));
        defs_rec_hex(b, "pg_ub", u, "addr", t->addr);
        defs_rec_int(b, "pg_ub", u, "bufs", t->bufs);
        defs_rec_hex(b, "pg_ub", u, "size", t->size);
        defs_rec_int(b, "pg_ub", u, "pitch", t->pitch);
        defs_rec_int(b, "pg_ub", u, "rows", t->rows);
        defs_rec_str(b, "pg_ub", u, "per",
                     like >= 0 && plan_pto_row_block(&k->tiles[like])
                         ? "row1"
                         : per_names[like < 0 ? PER_FULL : k->tiles[like].per]);
        defs_rec_int(b, "pg_ub", u, "flat", flat[u]);
        defs_rec_int(b, "pg_ub", u, "dn", dn[u]);
        /* a scratch tile's valid columns: the kernel's, within its pitch
         * (a row reduction's is one repeat wide, plan_pto.c) */
        defs_rec_int(b, "pg_ub", u, "vcols", t->pitch < p->vcols ? t->pitch : p->vcols);
    }
    for (int i = 0; i < k->nops; i++) {
        int o = plan_pto_scratch_of(k, i);
        tmp[i] = o < 0 ? -1 : own[o];
        if (o >= 0 && tmp[i] < 0)
            diag_bug("defs_pto: op %d has no scratch tile", i);
    }
    free(own);
    free(dn);
    return io_views;
}

/* Each header of the blank-separated LIST that HDRS (" A.hpp B.hpp ")
 * does not name yet, added at its end. */
static void add_headers(struct buf *hdrs, const char *list)
{
    for (const char *h = list; *h;) {
        size_t n = strcspn(h, " ");
        char word[64];
        snprintf(word, sizeof word, " %.*s ", (int)n, h);
        if (!strstr(hdrs->data, word))
            buf_addf(hdrs, "%s", word + 1);
        h += n + (h[n] == ' ');
    }
}

void defs_write_pto(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    /* pto-isa's namespace: a kernel may not take its name (a function
     * and a namespace of one name do not compile together) */
    defs_str(b, "pg_pto_ns", CNAME("pto"));
    defs_int(b, "pg_plan_dbuf", p->dbuf);
    defs_int(b, "pg_plan_ub_used", p->ub_used);
    defs_int(b, "pg_plan_ub_capacity", p->ub_capacity);
    defs_range_map(b, "pg_ubs", p->nub);
    int *tmp = xmalloc(((size_t)k->nops + 1) * sizeof *tmp);
    int *part = xmalloc(((size_t)k->nops + 1) * sizeof *part);
    unsigned char *flat = xcalloc((size_t)p->nub + 1, 1);
    defs_int(b, "pg_pto_chunk", p->split.chunk);
    int io_views = write_ubs(p, tmp, part, flat, b);
    /* every header once, in the order the ops' rows list them */
    struct buf hdrs = BUF_INIT;
    buf_adds(&hdrs, " ");
    for (int i = 0; i < k->nops; i++) {
        const struct op_pto *c = op_pto(k->ops[i].code);
        if (c->form == PTF_NONE)
            diag_bug("defs_pto: op '%s' has no pto-isa call", op_table[k->ops[i].code].name);
        defs_rec_str(b, "pg_op", i, "pto_call", c->call);
        defs_rec_str(b, "pg_op", i, "pto_form", form_names[c->form]);
        defs_rec_int(b, "pg_op", i, "pto_tmp", tmp[i]);
        /* a conversion's mode as pto-isa's RoundMode spells it (CAST_RINT):
         * ptogen's, with 'none' resolved as pto-isa resolves it */
        const struct op *o = &k->ops[i];
        if (c->form == PTF_CVT) {
            static const char *const cast[RND__COUNT] = {
                [RND_RINT] = CNAME("CAST_RINT"),   [RND_ROUND] = CNAME("CAST_ROUND"),
                [RND_FLOOR] = CNAME("CAST_FLOOR"), [RND_CEIL] = CNAME("CAST_CEIL"),
                [RND_TRUNC] = CNAME("CAST_TRUNC"), [RND_ODD] = CNAME("CAST_ODD"),
            };
            enum round_mode m = ir_cvt_round(o, k->tiles[o->src[0]].dtype, k->tiles[o->dst].dtype);
            if (!cast[m])
                diag_bug("defs_pto: no RoundMode for round '%s'", round_name(m));
            defs_rec_str(b, "pg_op", i, "pto_round", cast[m]);
        }
        /* a compare's mode as pto-isa's CmpMode spells it (GT) */
        if (c->form == PTF_CMPS) {
            static const char *const mode[] = {
                [CMP_EQ] = CNAME("EQ"), [CMP_NE] = CNAME("NE"), [CMP_LT] = CNAME("LT"),
                [CMP_LE] = CNAME("LE"), [CMP_GT] = CNAME("GT"), [CMP_GE] = CNAME("GE"),
            };
            defs_rec_str(b, "pg_op", i, "pto_cmp", mode[o->cmp]);
        }
        defs_rec_str(b, "pg_op", i, "pto_step_of", o->step_of ? o->step_of : "");
        defs_rec_int(b, "pg_op", i, "pto_flat", uses_flat(k, &k->ops[i]));
        /* a split row reduction: its part tile, and the call adding it
         * into dst (on the [1, R] views of DN tiles: elementwise) */
        defs_rec_int(b, "pg_op", i, "pto_part", part[i]);
        const struct op_pto *cb = part[i] >= 0 ? op_pto(plan_pto_combine(o->code)) : NULL;
        defs_rec_str(b, "pg_op", i, "pto_combine", cb ? cb->call : "");
        defs_rec_int(b, "pg_op", i, "pto_combine_flat", part[i] >= 0 && flat[p->tile_ub[o->dst]]);
        defs_rec_int(b, "pg_op", i, "pto_dn", dn_src(k, &k->ops[i]));
        add_headers(&hdrs, c->header);
        if (cb)
            add_headers(&hdrs, cb->header);
        /* the views of per-row tiles come and go by TRESHAPE_IMPL */
        if (uses_flat(k, &k->ops[i]) || dn_src(k, &k->ops[i]) >= 0 ||
            (cb && flat[p->tile_ub[o->dst]]))
            add_headers(&hdrs, "TReshape.hpp");
    }
    if (io_views)
        add_headers(&hdrs, "TReshape.hpp");
    buf_adds(b, "m4_define([pg_pto_headers_map], [");
    for (const char *h = hdrs.data + 1; *h;) {
        size_t n = strcspn(h, " ");
        buf_addf(b, "$1([%.*s])", (int)n, h);
        h += n + (h[n] == ' ');
    }
    buf_adds(b, "])\n");
    buf_free(&hdrs);
    write_barriers(p, tmp, part, b);
    if (p->split.chunk)
        write_split(p, tmp, part, b);
    free(flat);
    free(part);
    free(tmp);
}
