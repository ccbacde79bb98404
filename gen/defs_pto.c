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
 *       bin_tmp, sca, fill, sel, cmps, cvt, red), pto_round (a cvt's
 *       RoundMode, CAST_RINT), pto_tmp (the scratch UB tile op I passes, or
 *       -1), pto_flat (1: its per-row operands are [1, R] views),
 *       pto_dn (the row1 tile it reads through its DN view, or -1),
 *       pto_barrier (1: pipe_barrier(PIPE_V) before it)
 *   pg_pto_io(T, flat)          1: per-row I/O tile T moves between GM and
 *       UB through its [1, R] view (a GM shape of one row of M values)
 *   pg_pto_headers_map(M)        M([TAdd.hpp]) per pto-isa header the ops
 *       need, once each, in the order of their rows
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

static const char *const form_names[] = {"none", "un",  "bin",  "bin_tmp", "sca",
                                         "fill", "sel", "cmps", "cvt",     "red"};
static const char *const per_names[] = {"full", "row", "col"};

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
static void op_ubs(const struct plan *p, int i, int *tmp, int *ubs, int *nread, int *n)
{
    const struct op *o = &p->k->ops[i];
    *n = 0;
    for (int s = 0; s < o->nsrc; s++)
        ubs[(*n)++] = p->tile_ub[o->src[s]];
    if (o->mask >= 0)
        ubs[(*n)++] = p->tile_ub[o->mask];
    *nread = *n;
    ubs[(*n)++] = p->tile_ub[o->dst];
    if (tmp[i] >= 0)
        ubs[(*n)++] = tmp[i];
    if (op_table[o->code].family == OPF_ROWBINARY)
        ubs[(*n)++] = p->nub;
}

/* pto_barrier: an op waits for the vector pipe when it reads bytes an op
 * since the last barrier wrote, or writes bytes such an op read or wrote
 * (pto-isa's ops end without a barrier; its tests put one between
 * dependent ops, as bench's drivers did).  Bytes, not tiles: a packed
 * plan puts a tile in the UB of one dead by then (plan_pto.c), and
 * P->nub is pto-isa's scratch, the 8 KiB at TMP_UB_OFFSET past ours. */
static void write_barriers(const struct plan *p, int *tmp, struct buf *b)
{
    struct span {
        uint64_t lo, hi;
        int wr;
    } *seen = xmalloc(((size_t)p->k->nops * (OP_MAX_SRC + 3) + 1) * sizeof *seen);
    int nseen = 0;
    uint64_t scratch = (uint64_t)target_desc(p->target)->ub_bytes;
    for (int i = 0; i < p->k->nops; i++) {
        int ubs[OP_MAX_SRC + 3], nread, n, hazard = 0;
        struct span now[OP_MAX_SRC + 3];
        op_ubs(p, i, tmp, ubs, &nread, &n);
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
        defs_rec_int(b, "pg_op", i, "pto_barrier", hazard);
    }
    free(seen);
}

/* pto-isa's A2/A3 TROWSUM (TRowReduceOps.hpp) adds a row of F whole
 * 256-byte repeats of E lanes and a partial one into its scratch as
 * (c0 + c1), then c2 for an odd F, then the partial repeat, and at F >= 4
 * the pairs (c0 + c1), (c2 + c3), ... by a tree; one vcadd per row
 * folds the E lanes.  With F <= 3 that is ptogen's pinned chain
 * ((c0 + c1) + c2) + partial, lane by lane, before the same fold
 * (docs/semantics.md); from four repeats on it is not. */
int defs_pto_sum_exact(const struct kernel *k)
{
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->code != OP_ROWSUM)
            continue;
        const struct tile *s = &k->tiles[o->src[0]];
        if (s->vcols / (256 / dtype_size(s->dtype)) >= 4)
            return 0;
    }
    return 1;
}

void defs_write_pto(const struct plan *p, struct buf *b)
{
    const struct kernel *k = p->k;
    /* pto-isa's namespace: a kernel may not take its name (a function
     * and a namespace of one name do not compile together) */
    defs_str(b, "pg_pto_ns", CNAME("pto"));
    defs_int(b, "pg_plan_ub_used", p->ub_used);
    defs_int(b, "pg_plan_ub_capacity", p->ub_capacity);
    defs_range_map(b, "pg_ubs", p->nub);
    int *tmp = xmalloc(((size_t)k->nops + 1) * sizeof *tmp);
    int *own = xmalloc(((size_t)k->nops + 1) * sizeof *own);
    unsigned char *flat = xcalloc((size_t)p->nub + 1, 1);
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
        own[i] = -1;
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
        int op = -1;
        if (t->tile < 0 && sscanf(t->name, "op%d", &op) == 1 && op >= 0 && op < k->nops)
            own[op] = u;
        defs_rec_str(b, "pg_ub", u, "name", t->name);
        defs_rec_int(b, "pg_ub", u, "tile", t->tile);
        defs_rec_str(b, "pg_ub", u, "ctype", dtype_dctype(t->dtype));
        defs_rec_hex(b, "pg_ub", u, "addr", t->addr);
        defs_rec_int(b, "pg_ub", u, "pitch", t->pitch);
        defs_rec_int(b, "pg_ub", u, "rows", t->rows);
        defs_rec_str(b, "pg_ub", u, "per",
                     t->tile >= 0 && plan_pto_row_block(&k->tiles[t->tile])
                         ? "row1"
                         : per_names[t->tile < 0 ? PER_FULL : k->tiles[t->tile].per]);
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
    free(flat);
    free(dn);
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
        defs_rec_int(b, "pg_op", i, "pto_flat", uses_flat(k, &k->ops[i]));
        defs_rec_int(b, "pg_op", i, "pto_dn", dn_src(k, &k->ops[i]));
        /* the views of per-row tiles come and go by TRESHAPE_IMPL */
        char hl[256];
        snprintf(hl, sizeof hl, "%s%s", c->header,
                 uses_flat(k, &k->ops[i]) || dn_src(k, &k->ops[i]) >= 0 ? " TReshape.hpp" : "");
        for (const char *h = hl; *h;) {
            size_t n = strcspn(h, " ");
            char word[64];
            snprintf(word, sizeof word, " %.*s ", (int)n, h);
            if (!strstr(hdrs.data, word))
                buf_addf(&hdrs, "%s", word + 1);
            h += n + (h[n] == ' ');
        }
    }
    if (io_views && !strstr(hdrs.data, " TReshape.hpp "))
        buf_adds(&hdrs, "TReshape.hpp ");
    buf_adds(b, "m4_define([pg_pto_headers_map], [");
    for (const char *h = hdrs.data + 1; *h;) {
        size_t n = strcspn(h, " ");
        buf_addf(b, "$1([%.*s])", (int)n, h);
        h += n + (h[n] == ' ');
    }
    buf_adds(b, "])\n");
    buf_free(&hdrs);
    write_barriers(p, tmp, b);
    free(tmp);
}
