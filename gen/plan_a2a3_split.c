/* plan_a2a3_split.c - a row split into column chunks on the A2/A3 vector
 * core (a2a3_).
 *
 * split.c says which op runs in which pass over a row's chunks and which
 * between passes; here each becomes a body of the plan (ir.h's struct
 * body): per pass one for a chunk of CHUNK columns and one for a last,
 * narrower chunk, planned as the kernel with rows that wide (the UB
 * tiles hold a chunk, the narrower one padded to the chunk's pitch), and
 * per section the ops on per-row values, the folds of the reductions
 * the pass before accumulated and the carries the next one starts.  The
 * row reductions keep their lanes in UB tiles of their own (pgr_accN).
 */
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "planint.h"
#include "specops.h"

/* P laid out for chunks of W columns (P's kernel becomes K at that
 * width), a carry per row reduction; 0 when it fits UB (DBUF_ONLY:
 * double-buffered), else 1.  LAY gets the layout's temporaries.  A
 * chunk's mask rows (W / 8 bytes) are both the dense stream and 32-byte
 * aligned rows, so a narrower last chunk, planned as padded rows, reads
 * and writes them where a full one does; a compare there that ends
 * inside a byte needs the scratch of its clean-up. */
static int layout_for(struct plan *p, const struct kernel *k, int w, int dbuf_only,
                      struct a2a3_layout *lay)
{
    struct kernel *kw = split_kernel(k, w, w);
    p->k = kw;
    p->vcols = w;
    plan_a2a3_layout(p, lay);
    plan_a2a3_mask_bits(p, k->vcols % w);
    ir_add_carries(p, k);
    return ir_fit_ub(p, p->ub_capacity, dbuf_only);
}

/* The lowering of one body. */
struct body_ctx {
    const struct a2a3_layout *lay;
    enum body_kind kind;
    int pass;
};

static void lower_section(struct plan *p, struct vstate *vs, const struct body_ctx *b)
{
    const struct split *s = &p->split;
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        if (s->kind[i] == SPLIT_CHUNK || s->section[i] != b->pass)
            continue;
        if (s->kind[i] == SPLIT_RED)
            a2a3_row_fold(p, vs, i, p->split_acc[i], &b->lay->temps[LOWER_MAX_TEMPS * i]);
        else
            a2a3_op(p, vs, i, &b->lay->temps[LOWER_MAX_TEMPS * i], b->lay->scratch);
    }
    for (int i = 0; i < k->nops; i++)
        if (s->kind[i] == SPLIT_RED && s->pass[i] == b->pass)
            a2a3_row_acc_init(p, vs, i, p->split_acc[i]);
}

static void lower_chunk(struct plan *p, struct vstate *vs, const struct body_ctx *b)
{
    const struct split *s = &p->split;
    for (int i = 0; i < p->k->nops; i++) {
        if (!split_in_pass(s, i, b->pass))
            continue;
        if (s->kind[i] == SPLIT_RED)
            a2a3_row_accumulate(p, vs, i, p->split_acc[i], &b->lay->temps[LOWER_MAX_TEMPS * i]);
        else
            a2a3_op(p, vs, i, &b->lay->temps[LOWER_MAX_TEMPS * i], b->lay->scratch);
    }
}

/* Body B lowered into a list of its own, finished (repeats, barriers)
 * and appended to *ALL (N of CAP) as plan body B. */
static void add_body(struct plan *p, const struct body_ctx *b, struct insn **all, int *n, int *cap)
{
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;
    struct vstate vs = {.count_mode = 0, .hi = ~0ull, .lo = ~0ull};
    if (b->kind == BODY_SECTION)
        lower_section(p, &vs, b);
    else
        lower_chunk(p, &vs, b);
    a2a3_set_norm(p, &vs, ~0ull, ~0ull);
    plan_a2a3_finish(p);
    /* a section's results are read by the next pass's vector work, which
     * no flag from the vector pipe orders after them */
    if (b->kind == BODY_SECTION && p->ninsn)
        ir_add_insn(p, IK_BARRIER, -1);
    if (*n + p->ninsn > *cap) {
        *cap = (*n + p->ninsn) * 2 + 16;
        *all = xrealloc(*all, (size_t)*cap * sizeof **all);
    }
    if (p->ninsn) /* an empty section has no list to copy */
        memcpy(*all + *n, p->insn, (size_t)p->ninsn * sizeof **all);
    ir_add_body(p, b->kind, b->pass, *n, *n + p->ninsn);
    *n += p->ninsn;
    free(p->insn);
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;
}

/* Do the tiles of chunks W wide fit UB (DBUF_ONLY: double-buffered)?
 * CTX is the plan being split (split_widest). */
static int chunk_fits(void *ctx, int w, int dbuf_only)
{
    const struct plan *p = ctx;
    const struct kernel *k = p->k;
    struct plan t;
    ir_init(&t, k, p->target, p->scalar_expr);
    t.split = p->split;
    struct a2a3_layout lay;
    int over = layout_for(&t, k, w, dbuf_only, &lay);
    free(lay.temps);
    split_kernel_free((struct kernel *)t.k);
    t.split = (struct split){0};
    t.k = k;
    ir_release(&t);
    return !over;
}

/* Rows split into chunks of CHUNK columns (0: the widest that fit UB):
 * 0, the errors diagnosed, or -1 when no chunk fits (P unchanged). */
static int split_rows(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    if (split_plan(k, chunk ? chunk : SPLIT_ALIGN, &p->split, target_desc(p->target)->name))
        return 1;
    int w = split_widest(k, chunk, chunk_fits, p);
    if (!w) {
        split_release(&p->split);
        return -1;
    }
    p->split.chunk = w;
    p->split_tail = k->vcols % w;
    struct a2a3_layout lay;
    int over = layout_for(p, k, w, 0, &lay);
    struct kernel *kw = (struct kernel *)p->k;
    if (over) { /* --chunk too wide: the bytes, said as for whole rows */
        p->k = k;
        ir_place_ub(p, p->ub_capacity);
        diag_note(k->name_loc,
                  "its tiles hold chunks of %d columns (--chunk); a narrower one "
                  "needs less",
                  w);
        free(lay.temps);
        split_kernel_free(kw);
        return 1;
    }
    int contiguous = p->contiguous;
    struct kernel *kt = p->split_tail ? split_kernel(k, p->split_tail, w) : NULL;
    struct insn *all = NULL;
    int n = 0, cap = 0;
    for (int q = 0; q <= p->split.npass; q++) {
        struct body_ctx b = {&lay, BODY_SECTION, q};
        add_body(p, &b, &all, &n, &cap);
        if (q == p->split.npass)
            break;
        b.kind = BODY_CHUNK;
        add_body(p, &b, &all, &n, &cap);
        if (kt) {
            int sel_stream = p->sel_stream;
            p->k = kt;
            p->vcols = kt->vcols;
            p->contiguous = 0;
            p->sel_stream = sel_stream && plan_a2a3_sel_stream(p, 1);
            b.kind = BODY_TAIL;
            add_body(p, &b, &all, &n, &cap);
            p->k = kw;
            p->vcols = w;
            p->contiguous = contiguous;
            p->sel_stream = sel_stream;
        }
    }
    free(lay.temps);
    split_kernel_free(kt);
    p->insn = all;
    p->ninsn = p->insn_cap = n;
    /* the plan speaks of the kernel's own rows from here on (defs.c,
     * cost.c); its tiles hold a chunk */
    p->k = k;
    p->vcols = k->vcols;
    split_kernel_free(kw);
    return plan_a2a3_too_long(p);
}

/* Do K's whole rows fit UB (the layout P's planner would give them)? */
static int whole_rows_fit(const struct plan *p)
{
    struct plan t;
    ir_init(&t, p->k, p->target, p->scalar_expr);
    t.trans_loop = p->trans_loop;
    struct a2a3_layout lay;
    plan_a2a3_layout(&t, &lay);
    int fits = !ir_fit_ub(&t, t.ub_capacity, 0);
    free(lay.temps);
    ir_release(&t);
    return fits;
}

/* An op whose a2a3 lowering works on whole rows only: ttri's counts are
 * columns from the row's start, and a chunk's start is known at run time
 * only; a tgather's index reads any column of its row, which a chunk does
 * not hold; a ttrans writes them all, a tscatter any.  1 after a diagnostic naming it. */
static int no_split(const struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        enum lspecial sp = a2a3_special(p, i);
        if (sp == LS_A2A3_GATHER || sp == LS_A2A3_SORT || o->code == OP_TRANS ||
            o->code == OP_SCATTER) {
            split_refuse_whole_row(k, o, "a2a3", chunk ? "--chunk's" : "those UB has room for");
            return 1;
        }
        if (sp != LS_A2A3_TRI)
            continue;
        diag_error(o->loc, "'%s' on %s in rows split into chunks is not supported on target 'a2a3'",
                   op_table[o->code].name, dtype_name(spec_op_dtype(k, o)));
        diag_note(o->loc, "its a2a3 lowering counts columns from the row's start, and a "
                          "chunk's first column is known at run time only");
        return 1;
    }
    return 0;
}

int a2a3_plan(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    int bad = plan_a2a3_check(p);
    if (bad)
        return bad;
    /* rows split into chunks when asked, or when whole rows do not fit
     * (a kernel a2a3 cannot split gets the whole rows' diagnostic) */
    if (chunk && chunk < k->vcols)
        return no_split(p, chunk) || split_rows(p, chunk) != 0;
    /* a ttrans' padded dst that does not fit: the scalar loop's, unpadded */
    if (!whole_rows_fit(p) && a2a3_trans_pads(p))
        p->trans_loop = 1;
    if (!whole_rows_fit(p)) {
        if (no_split(p, 0))
            return 1;
        int r = split_rows(p, 0);
        if (r >= 0)
            return r;
    }
    return plan_a2a3_best(p);
}
