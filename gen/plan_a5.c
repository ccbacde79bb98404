/* plan_a5.c - lowering for the A5 register model (plan_a5_): the driver.
 *
 * Only I/O tiles live in UB; the op chain runs on vector registers, one
 * chunk of one vector length at a time: loads of each input, the ops in
 * spec order (a shift's count masked first), stores of each output, in
 * pairs of chunks when 4-byte data is selected by mask tiles.  This file
 * cuts the ops into segments (scopes of one element width), places the
 * UB tiles and walks each segment; each op's registers are
 * plan_a5_ops.c's, the parts of a row plan_a5_red.c's.
 */
#include "plan.h"

#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "planint.h"
#include "specops.h"

/* An all-false 32-bit predicate, set once per scope. */
static int a5_none_b32(struct plan *p)
{
    int n = p->nxreg;
    int r = plan_a5_regs_extra(p, "pgr_none_b32", CNAME("vector_bool"));
    if (p->nxreg != n) {
        struct insn *in = ir_add_insn(p, IK_VOP, -1);
        in->prologue = 1;
        ir_insn_set(in, INSN_PSET_B32);
        in->scalar = CNAME("PAT_ALLF");
        in->ntile = 1;
        in->tile[0] = r;
        in->pred = -1;
        in->mask_tile = -1;
    }
    return r;
}

/* The sides of an op that may change the element width: a conversion's
 * source and dst; a tgather's or tgatherb's 4-byte indices and its dst
 * (16-bit data: vgather2_bc by 32-bit indices, its result stored PK_B32,
 * plan_a5_index.c's plan_a5_gather); else its data's size on both.  0 when
 * the op does not change it. */
static int a5_sides(const struct kernel *k, const struct op *o, int *ss, int *ds)
{
    *ss = *ds = dtype_size(spec_op_dtype(k, o));
    if (op_table[o->code].family == OPF_CONVERT)
        *ds = dtype_size(k->tiles[o->dst].dtype);
    else if (o->code == OP_GATHER || o->code == OP_GATHERB)
        *ss = 4;
    return *ss != *ds;
}

/* The element width an op runs at: its data's size; a conversion's wider
 * side, a 16-bit gather's indices' (its own segment when the sides
 * differ). */
static int a5_op_width(const struct kernel *k, const struct op *o, int *changes)
{
    int ss, ds;
    *changes = a5_sides(k, o, &ss, &ds);
    return ss > ds ? ss : ds;
}

/* Is an op of CODE a segment of its own after the chain's, reading its
 * sources in UB: a tsort32 or a tmrgsort (plan_a5_sort.c), a tscatter
 * (plan_a5_scatter.c)? */
static int a5_after(int code)
{
    return code == OP_SORT32 || code == OP_MRGSORT || code == OP_SCATTER;
}

/* Is the value of tile T that segment G writes read by an op of a later
 * segment (T's last writer before that op in G)?  A value a later segment
 * writes again first stays in G's registers.  A tsort32 and a tscatter
 * read their sources in UB after every segment (a5_after). */
static int a5_read_after(const struct kernel *k, const int *seg_of, int t, int g)
{
    int last = -1; /* the segment of T's last writer so far */
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int sort = a5_after(o->code);
        if (seg_of[i] < 0 && !sort)
            continue;
        for (int s = 0; s < o->nsrc && (sort || seg_of[i] > g); s++)
            if (o->src[s] == t && last == g)
                return 1;
        if (o->dst == t)
            last = seg_of[i];
    }
    return 0;
}

struct a5_run {
    enum body_kind body;   /* a split row's body (p->split.chunk): which ops */
    int pass;              /* and of which pass or section */
    struct a5_rows *rows;  /* where in a row each op runs (plan_a5_red.c) */
    int *seg_of;           /* per op: its segment */
    int *part;             /* per op: PLAN_PART_* */
    int *wseg;             /* per tile: its last writer's segment + 1 */
    int *cross;            /* per tile: read in a later segment */
    int *loaded, *written; /* per tile, in the segment being planned */
};

int plan_a5_loop_reads(const struct plan *p, int t)
{
    const struct kernel *k = p->k;
    int written = 0, read = 0;
    for (int i = 0; i < k->nops && p->nhoist; i++) {
        const struct op *o = &k->ops[i];
        if (p->a5_hoist[i]) {
            written |= o->dst == t;
            continue;
        }
        read |= o->mask == t;
        for (int s = 0; s < o->nsrc; s++)
            read |= o->src[s] == t;
    }
    return written && read;
}

/* Does op I run in the body R plans?  Whole rows: every op, a hoisted
 * one (plan.a5_hoist) before the tile loop only. */
static int a5_in(const struct plan *p, const struct a5_run *r, int i)
{
    const struct split *s = &p->split;
    if (p->nhoist && !s->chunk)
        return p->a5_hoist[i] == (r->body == BODY_ONCE);
    if (!s->chunk)
        return 1;
    if (r->body == BODY_SECTION)
        return s->kind[i] != SPLIT_CHUNK && s->section[i] == r->pass;
    return split_in_pass(s, i, r->pass);
}

/* Is op I a split row's reduction (its lanes carried in UB)? */
static int a5_carried(const struct plan *p, int i)
{
    return p->split.chunk && p->split.kind[i] == SPLIT_RED;
}

static void a5_run_init(struct a5_run *r, const struct kernel *k, enum body_kind body, int pass)
{
    *r = (struct a5_run){
        .body = body,
        .pass = pass,
        .rows = plan_a5_rows_new(k),
        .seg_of = xcalloc((size_t)k->nops + 1, sizeof *r->seg_of),
        .part = xcalloc((size_t)k->nops + 1, sizeof *r->part),
        .wseg = xcalloc((size_t)k->ntiles + 1, sizeof *r->wseg),
        .cross = xcalloc((size_t)k->ntiles + 1, sizeof *r->cross),
        .loaded = xcalloc((size_t)k->ntiles + 1, sizeof *r->loaded),
        .written = xcalloc((size_t)k->ntiles + 1, sizeof *r->written),
    };
}

static void a5_run_free(struct a5_run *r)
{
    if (r->rows)
        plan_a5_rows_free(r->rows);
    free(r->seg_of);
    free(r->part);
    free(r->wseg);
    free(r->cross);
    free(r->loaded);
    free(r->written);
}

/* A5_PAIRED_MASKS: the mask tiles a segment of 4-byte lanes writes before
 * it ends at the first op after which none of them is read.  Its chunks go
 * in pairs (a5seg.paired), and each mask it writes holds the first chunk's
 * predicate until the pair is stored after the second, where the stores
 * and loads cannot move (plan_a5_regs.c): the ops' one-op kernels
 * (testsuite/ptogen.ops: six compares, then divisions with three guard
 * predicates each, in one scope) needed 9 and more of the 8 predicate
 * registers.  The ops after pass through UB (a mask cannot: hence the
 * wait until none is read). */
enum { A5_PAIRED_MASKS = 2 };

/* Is a mask segment G writes (ops before I) read by op I or a later one?
 * A mask cannot pass to a later scope. */
static int a5_mask_read_from(const struct kernel *k, const int *seg_of, int g, int i)
{
    for (int j = 0; j < i; j++) {
        int t = k->ops[j].dst;
        if (seg_of[j] != g || k->tiles[t].dtype != DT_MASK)
            continue;
        for (int l = i; l < k->nops; l++) {
            const struct op *o = &k->ops[l];
            int rd = o->mask == t;
            for (int s = 0; s < o->nsrc; s++)
                rd |= o->src[s] == t;
            if (rd)
                return 1;
        }
    }
    return 0;
}

/* May conversion I, which changes the element width, join the current
 * segment G (cur_w its width, written marks the tiles G's ops write, io_mask
 * whether G loads or stores a mask tile)?  It runs at its wider side, so
 * G must have that width; its narrow side is then loaded (UNPK) or stored
 * (PK) in G's chunks, one narrow size each way per segment (one second
 * predicate, one store form).  A widening of a value G computes, a
 * column-major segment and mask pairs keep the conversion apart: G's
 * narrow value would be in registers at the wrong spread, and neither a
 * column-major walk nor a pair of chunks has the narrow predicate. */
static int a5_change_joins(const struct plan *p, const struct a5seg *g, int i, int cur_w,
                           const unsigned char *written, int io_mask)
{
    int ss, ds;
    a5_sides(p->k, &p->k->ops[i], &ss, &ds);
    int w = ss > ds ? ss : ds;
    if (w != cur_w || g->colmajor || io_mask)
        return 0;
    if (ss < ds)
        return !written[p->k->ops[i].src[0]] && (!g->narrow || g->narrow == ss);
    return !g->narrows || g->narrows == ds;
}

/* The segments being cut: the current one's width, the masks it writes,
 * whether it loads or stores a mask tile, the tiles its ops write. */
struct a5_cut {
    int cur_w, nmask, io_mask;
    unsigned char *written;
};

/* Op I into the current segment, or a new one after it. */
static void a5_place(struct plan *p, struct a5_run *r, struct a5_cut *c, int i)
{
    const struct kernel *k = p->k;
    int change, w = a5_op_width(k, &k->ops[i], &change);
    int dst = k->ops[i].dst, new_mask = k->tiles[dst].dtype == DT_MASK;
    for (int j = 0; j < k->nops && new_mask; j++)
        new_mask = !(r->seg_of[j] == p->nseg - 1 && k->ops[j].dst == dst);
    int masks_full =
        w == 4 && c->nmask >= A5_PAIRED_MASKS && !a5_mask_read_from(k, r->seg_of, p->nseg - 1, i);
    struct a5seg *cur = p->nseg ? &p->segs[p->nseg - 1] : NULL;
    int op_mask = plan_a5_mask_kind(k, &k->ops[i]);
    /* a segment with a narrow side takes no mask pairs nor per-col results */
    int narrow_clash =
        cur && (cur->narrow || cur->narrows) && (op_mask || plan_a5_col_kind(k, &k->ops[i]));
    int joins = !cur     ? 0
                : change ? a5_change_joins(p, cur, i, c->cur_w, c->written, c->io_mask)
                         : w == c->cur_w;
    if (!joins || narrow_clash || plan_a5_rows_split(r->rows, i) || masks_full) {
        c->nmask = c->io_mask = 0;
        memset(c->written, 0, (size_t)k->ntiles + 1);
        plan_a5_rows_reset(r->rows);
        cur = &p->segs[p->nseg++];
        memset(cur, 0, sizeof *cur);
        cur->size = w;
    }
    if (change) {
        int ss, ds;
        a5_sides(k, &k->ops[i], &ss, &ds);
        if (ss < ds)
            cur->narrow = ss;
        else
            cur->narrows = ds;
    }
    c->nmask += new_mask;
    c->io_mask |= op_mask;
    c->written[dst] = 1;
    r->seg_of[i] = p->nseg - 1;
    r->part[i] = plan_a5_rows_place(r->rows, i);
    cur->colmajor = plan_a5_rows_colmajor(r->rows);
    c->cur_w = w;
}

/* Is tile T written by an op other than X? */
static int a5_written_by_other(const struct kernel *k, int t, int x)
{
    for (int i = 0; i < k->nops; i++)
        if (i != x && k->ops[i].dst == t)
            return 1;
    return 0;
}

/* May op I wait for the segment of its dst's first reader?  A conversion
 * of per-col inputs no op writes (layernorm_f16's weights widened) gives
 * the same value wherever it runs: next to its reader its result stays in
 * registers instead of passing through UB, stored in every row.  Its dst
 * has no other writer and is no output; not in a split row's bodies. */
static int a5_deferred(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    if (p->split.chunk || op_table[o->code].family != OPF_CONVERT ||
        k->tiles[o->dst].per != PER_COL || spec_is_io(k, o->dst) ||
        a5_written_by_other(k, o->dst, i))
        return 0;
    for (int s = 0; s < o->nsrc; s++)
        if (!spec_is_io(k, o->src[s]) || a5_written_by_other(k, o->src[s], -1))
            return 0;
    return 1;
}

/* Segments: runs of ops of one element width, each conversion between
 * widths in the run of its wider side (a5_change_joins), else starting
 * one with the ops after it at that width; an a5_deferred op placed just
 * before its dst's first reader. */
static void a5_segments(struct plan *p, struct a5_run *r)
{
    const struct kernel *k = p->k;
    struct a5_cut c = {.written = xcalloc((size_t)k->ntiles + 1, 1)};
    unsigned char *wait = xcalloc((size_t)k->nops + 1, 1);
    for (int i = 0; i < k->nops; i++)
        r->seg_of[i] = -1;
    for (int i = 0; i < k->nops; i++) {
        /* a transpose walks dst's rows, a sort calls vbitsort on UB, a
         * scatter stores lane by lane: a segment of its own, last */
        if (!a5_in(p, r, i) || k->ops[i].code == OP_TRANS || a5_after(k->ops[i].code))
            continue;
        if (a5_deferred(p, i)) {
            wait[i] = 1;
            continue;
        }
        const struct op *o = &k->ops[i];
        for (int d = 0; d < i; d++) {
            int rd = 0;
            for (int s = 0; s < o->nsrc; s++)
                rd |= o->src[s] == k->ops[d].dst;
            if (wait[d] && rd) {
                wait[d] = 0;
                a5_place(p, r, &c, d);
            }
        }
        a5_place(p, r, &c, i);
    }
    for (int d = 0; d < k->nops; d++) /* read by no op: in the last segment */
        if (wait[d])
            a5_place(p, r, &c, d);
    free(c.written);
    free(wait);
}

/* The tiles op I reads in the body R plans (its sources and mask; a
 * split reduction's fold reads its carry, no tile) into RD; their count. */
static int a5_reads(const struct plan *p, const struct a5_run *r, int i, int *rd)
{
    const struct op *o = &p->k->ops[i];
    int n = 0;
    if (a5_carried(p, i) && r->body == BODY_SECTION)
        return 0;
    /* a gather reads its data source from UB, not a register
     * (plan_a5_index.c, plan_a5_gather) */
    for (int s = op_table[o->code].family == OPF_GATHER; s < o->nsrc; s++)
        rd[n++] = o->src[s];
    rd[n++] = o->mask;
    return n;
}

/* Does op I write its dst in the body R plans?  A split reduction's
 * chunks only add to its carry; the fold after the pass writes it. */
static int a5_writes(const struct plan *p, const struct a5_run *r, int i)
{
    return !a5_carried(p, i) || r->body == BODY_SECTION;
}

/* Tiles read in a later segment than their last writer's (r->cross); a
 * mask may not be, since it lives in a predicate register of its scope.
 * Returns the errors. */
static int a5_crossings(struct plan *p, struct a5_run *r)
{
    const struct kernel *k = p->k;
    for (int t = 0; t < k->ntiles; t++)
        r->wseg[t] = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (r->seg_of[i] < 0)
            continue;
        int rd[OP_MAX_SRC + 1], nrd = a5_reads(p, r, i, rd);
        for (int j = 0; j < nrd; j++) {
            int t = rd[j];
            if (t < 0 || !r->wseg[t] || r->wseg[t] - 1 == r->seg_of[i])
                continue;
            if (k->tiles[t].dtype == DT_MASK &&
                p->segs[r->wseg[t] - 1].size == p->segs[r->seg_of[i]].size) {
                /* one width: the scopes split at a per-row or per-col value */
                diag_error(o->loc,
                           "mask '%s' is computed in one __VEC_SCOPE__ and read in a later "
                           "one (a reduction's result, or a conversion, comes between); an "
                           "a5 kernel keeps a mask in a predicate register, which lives in "
                           "its scope",
                           k->tiles[t].name);
                diag_note(o->loc, "compare after the ops that split the scopes, next to the "
                                  "op that reads the mask");
                return 1;
            }
            if (k->tiles[t].dtype == DT_MASK) {
                diag_error(o->loc,
                           "mask '%s' is computed at %d-byte elements and read at %d; an a5 "
                           "kernel keeps a mask in a predicate register, which holds one "
                           "element width",
                           k->tiles[t].name, p->segs[r->wseg[t] - 1].size,
                           p->segs[r->seg_of[i]].size);
                diag_note(o->loc, "compare at the element size of the op that reads the mask");
                return 1;
            }
            r->cross[t] = 1;
        }
        if (a5_writes(p, r, i))
            r->wseg[o->dst] = r->seg_of[i] + 1;
    }
    /* a sort or a scatter reads in UB what a segment wrote, a merge what
     * a sort or a merge wrote (a5_after) */
    for (int i = 0; i < k->nops; i++)
        for (int s = 0; a5_after(k->ops[i].code) && a5_in(p, r, i) && s < k->ops[i].nsrc; s++)
            if (r->wseg[k->ops[i].src[s]] || k->ops[i].code == OP_MRGSORT)
                r->cross[k->ops[i].src[s]] = 1;
    return 0;
}

/* UB, from scratch: the I/O tiles, and the tiles CROSS marks, which pass
 * from one segment to the next (everything else stays in registers); a
 * split row's per-row values too, which pass from one body to the next.
 * Not placed yet. */
void plan_a5_layout(struct plan *p, const unsigned char *cross)
{
    const struct kernel *k = p->k;
    p->contiguous = !p->split.chunk; /* a split row's bodies go row by row */
    free(p->ub);
    p->ub = NULL;
    p->nub = 0;
    free(p->tile_ub);
    p->tile_ub = xcalloc((size_t)k->ntiles + 1, sizeof *p->tile_ub);
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        p->tile_ub[t] = -1;
        /* a split row's per-row values pass between its bodies; a mask
         * stays in its scope's predicate register (a5_crossings) */
        int kept =
            p->split.chunk && tl->per == PER_ROW && tl->dtype != DT_MASK && ir_tile_used(k, t);
        if (!spec_is_io(k, t) && !cross[t] && !kept)
            continue;
        if (tl->per == PER_TRANS) { /* vc rows of vr columns, padded */
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, tl->rows, tl->cols, 1);
        } else if (tl->per == PER_PAIRS) { /* rows of whole blocks of pairs */
            int pitch = ir_pairs_pitch(k, tl);
            if (pitch != tl->vcols)
                p->contiguous = 0;
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, tl->rows, pitch, 1);
        } else if (tl->per != PER_FULL) {
            p->tile_ub[t] = plan_a5_vec_ub(p, t);
        } else if (tl->dtype == DT_MASK) {
            int pitch = ir_mask_pitch(tl->cols);
            if (pitch * 8 != tl->vcols)
                p->contiguous = 0;
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, DT_U8, tl->rows, pitch, 1);
        } else {
            if (tl->vcols != tl->cols)
                p->contiguous = 0;
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, tl->rows, tl->cols, 1);
        }
    }
    if (plan_a5_has_vectors(k) || plan_a5_indexes_cols(k)) /* per-row values, column indices */
        p->contiguous = 0;
    plan_a5_sort_layout(p);
    p->tail_reserve = target_desc(p->target)->tail_reserve;
    p->ub_capacity = (int)target_desc(p->target)->ub_bytes;
}

/* Segment SG's chunk shape over its ops (SEG_OF) in [LO, HI): lanes, predicates, and
 * whether its chunks go in pairs for 4-byte data with masks. */
static void a5_seg_shape(struct plan *p, struct a5seg *sg, const int *seg_of, int lo, int hi)
{
    const struct kernel *k = p->k;
    int size = sg->size;
    sg->elems = REPEAT_BYTES / size;
    sg->plt = size == 1 ? CCALL("plt_b8") : size == 2 ? CCALL("plt_b16") : CCALL("plt_b32");
    sg->vsts_dist = size == 1   ? CNAME("NORM_B8")
                    : size == 2 ? CNAME("NORM_B16")
                                : CNAME("NORM_B32");
    if (sg->narrow)
        sg->plt_narrow = sg->narrow == 1 ? CCALL("plt_b8") : CCALL("plt_b16");
    sg->chunks = (p->vcols + sg->elems - 1) / sg->elems;
    /* 4-byte data moves mask bits in pairs of chunks (loads and stores
     * reach 16 bytes); a mask that stays in registers needs no pairing */
    int loads_masks = 0, stores_masks = 0;
    /* a mask the segment writes before it reads it is not loaded (an
     * output a compare writes and a select then reads): counting it left
     * pintlv_b16's partner declared and unused, which -Werror refuses */
    unsigned char *written = xcalloc((size_t)k->ntiles + 1, 1);
    for (int i = lo; i < hi; i++) {
        const struct op *o = &k->ops[i];
        if (seg_of[i] != p->cur_seg)
            continue;
        if (o->mask >= 0 && spec_is_io(k, o->mask) && !written[o->mask])
            loads_masks = 1;
        if (k->tiles[o->dst].dtype == DT_MASK && spec_is_io(k, o->dst))
            stores_masks = 1;
        written[o->dst] = 1;
    }
    free(written);
    sg->paired = size == 4 && (loads_masks || stores_masks);
    if (sg->colmajor && (sg->paired || sg->narrow))
        diag_bug("a column-major segment with mask pairs or a widening");
    if (!sg->paired)
        return;
    /* a US mask load reads 16 bytes from a 16-byte-aligned address: the
     * bits of two 64-lane chunks, split by pintlv_b16 (a5/TSel.hpp) */
    sg->pairs = sg->chunks / 2;
    sg->tail = sg->chunks % 2;
    if (p->contiguous && p->vcols % (2 * sg->elems))
        diag_bug("contiguous mask rows not a whole number of chunk pairs");
    if (loads_masks && (p->contiguous || sg->pairs)) /* pintlv_b16's all-true partner */
        plan_a5_regs_all_true(p, 2);
    if (stores_masks && sg->tail) /* pdintlv_b8's partner for a lone chunk */
        a5_none_b32(p);
}

/* Segment SG's loads: what ops [LO, HI) read before they write it. */
static void a5_seg_loads(struct plan *p, struct a5_run *r, const struct a5seg *sg, int lo, int hi)
{
    const struct kernel *k = p->k;
    for (int t = 0; t < k->ntiles; t++)
        r->loaded[t] = r->written[t] = 0;
    for (int i = lo; i < hi; i++) {
        const struct op *o = &k->ops[i];
        if (r->seg_of[i] != p->cur_seg)
            continue;
        int rd[OP_MAX_SRC + 1], nrd = a5_reads(p, r, i, rd);
        for (int j = 0; j < nrd; j++) {
            int t = rd[j];
            if (t < 0 || r->loaded[t] || r->written[t])
                continue;
            r->loaded[t] = 1;
            struct insn *in = ir_add_insn(p, k->tiles[t].dtype == DT_MASK ? IK_PLDS : IK_VLDS, -1);
            in->nopnd = 1;
            in->opnd[0] = (struct operand){p->tile_ub[t], PLAN_OWN, 0, p->ub[p->tile_ub[t]].pitch};
            in->ntile = 1;
            in->tile[0] = t;
            in->b32 = sg->size == 4;
            /* the narrow source of a widening: element j in lane 2j (4j
             * for 8 -> 32 bits, as a5/TDeQuant.hpp loads int8); the
             * segment's tiles of its own width load whole */
            in->dist = sg->narrow && k->tiles[t].dtype != DT_MASK &&
                               dtype_size(k->tiles[t].dtype) == sg->narrow
                           ? (sg->narrow == 2 ? CNAME("UNPK_B16")
                              : sg->size == 4 ? CNAME("UNPK4_B8")
                                              : CNAME("UNPK_B8"))
                           : CNAME("NORM");
            plan_a5_vec_load(p, in, t);
            int held = (p->ub[p->tile_ub[t]].pitch + sg->elems - 1) / sg->elems;
            if (!p->contiguous && in->kind == IK_VLDS && held < sg->chunks)
                in->kcap = held;
            p->a5_part = PLAN_PART_CHUNK;
        }
        if (a5_writes(p, r, i))
            r->written[o->dst] = 1;
    }
}

/* Segment G's stores: its outputs, and what a later segment reads. */
static void a5_seg_stores(struct plan *p, const struct a5_run *r, const struct a5seg *sg, int g)
{
    const struct kernel *k = p->k;
    for (int t = 0; t < k->ntiles; t++) {
        int is_out = 0;
        for (int j = 0; j < k->noutputs; j++)
            is_out |= k->outputs[j] == t;
        if (p->split.chunk) /* a full output in its pass; per-row values for the bodies after */
            is_out = (k->tiles[t].per == PER_ROW && k->tiles[t].dtype != DT_MASK) ||
                     (is_out && p->split.store[t] == r->pass);
        if (r->body == BODY_ONCE) /* the hoisted results the tile loop reads */
            is_out = plan_a5_loop_reads(p, t);
        if (!r->written[t] || (!is_out && !a5_read_after(k, r->seg_of, t, g)))
            continue;
        struct insn *in = ir_add_insn(p, k->tiles[t].dtype == DT_MASK ? IK_PSTS : IK_VSTS, -1);
        in->nopnd = 1;
        in->opnd[0] = (struct operand){p->tile_ub[t], PLAN_OWN, 0, p->ub[p->tile_ub[t]].pitch};
        in->ntile = 1;
        in->tile[0] = t;
        in->pred = -1;
        /* the narrow result of a narrowing: the low half of each lane */
        in->dist = sg->narrows && k->tiles[t].dtype != DT_MASK &&
                           dtype_size(k->tiles[t].dtype) == sg->narrows
                       ? (sg->size == 4 && sg->narrows == 1 ? CNAME("PK4_B32") /* TQuant.hpp */
                          : sg->narrows == 2                ? CNAME("PK_B32")
                                                            : CNAME("PK_B16"))
                       : sg->vsts_dist;
        plan_a5_vec_store(p, in, t);
        p->a5_part = PLAN_PART_CHUNK;
    }
}

static struct nest *a5_nest(struct plan *p, enum nest_kind kind, enum nest_half half)
{
    struct nest *n = ir_add_nest(p, kind);
    n->half = half;
    return n;
}

static void a5_nest_part(struct plan *p, int part, enum nest_half half)
{
    a5_nest(p, NEST_PART, half)->part = part;
}

/* A hoisted segment's loop nest: the chunks of the one row its per-col
 * tiles hold, with no row loop (pgr_n and pgr_r are the tile loop's).
 * Column-major, each chunk's parts around its instructions; else its
 * instructions alone, as a segment of conversions has no row parts. */
static void a5_once_nest(struct plan *p, struct a5seg *sg)
{
    a5_nest(p, NEST_LEFT, NEST_ONE)->count = ir_count_const(p->vcols, 0);
    a5_nest(p, NEST_LOOP, NEST_ONE)->count = ir_count_const(sg->chunks, 0);
    if (sg->colmajor) {
        a5_nest(p, NEST_PLT, NEST_ONE);
        a5_nest_part(p, PLAN_PART_ROW_PRE, NEST_COL);
        if (sg->body)
            a5_nest(p, NEST_INSNS, NEST_ONE);
        a5_nest_part(p, PLAN_PART_ROW_POST, NEST_COL);
    } else {
        for (int i = sg->first; i < sg->end; i++)
            if (!p->insn[i].prologue && p->insn[i].part != PLAN_PART_CHUNK)
                diag_bug("a hoisted a5 segment with a row part");
        a5_nest(p, NEST_CHUNK, NEST_ONE);
    }
    a5_nest(p, NEST_END, NEST_ONE);
}

/* Segment SG's loop nest: a column-major segment walks its chunks, each
 * with its rows inside; a flat tile (contiguous rows) one loop of chunks
 * or of chunk pairs over all its elements; else the rows, each with its
 * parts before and after its chunks (or pairs of chunks and an odd last
 * one).  A uint16_t loop counts from 0 by 1 up to a bound computed before
 * it (CANN's rules for loops in vector functions). */
static void a5_seg_nest(struct plan *p, struct a5seg *sg)
{
    int e = sg->elems;
    sg->nest_first = p->nnest;
    if (sg->once) {
        a5_once_nest(p, sg);
    } else if (sg->colmajor) {
        a5_nest(p, NEST_LEFT, NEST_ONE)->count = ir_count_const(p->vcols, 0);
        a5_nest(p, NEST_LOOP, NEST_ONE)->count = ir_count_const(sg->chunks, 0);
        a5_nest(p, NEST_PLT, NEST_ONE);
        a5_nest_part(p, PLAN_PART_ROW_PRE, NEST_COL);
        if (sg->body) {
            a5_nest(p, NEST_ROWS, NEST_ONE);
            a5_nest(p, NEST_INSNS, NEST_ONE);
            a5_nest(p, NEST_END, NEST_ONE);
        }
        a5_nest_part(p, PLAN_PART_ROW_POST, NEST_COL);
        a5_nest(p, NEST_END, NEST_ONE);
    } else if (p->contiguous) {
        a5_nest(p, NEST_LEFT, NEST_ONE)->count = ir_count_rows(p->vcols);
        struct nest *loop = a5_nest(p, NEST_LOOP, NEST_ONE);
        loop->bound = sg->paired ? "pgr_pairs" : "pgr_chunks";
        loop->count =
            sg->paired ? ir_count_ceil(p->vcols, 0, 2 * e) : ir_count_ceil(p->vcols, e - 1, e);
        a5_nest(p, sg->paired ? NEST_PAIR : NEST_CHUNK, NEST_ONE);
        a5_nest(p, NEST_END, NEST_ONE);
    } else {
        a5_nest(p, NEST_ROWS, NEST_ONE);
        if (sg->body)
            a5_nest(p, NEST_LEFT, NEST_ONE)->count = ir_count_const(p->vcols, 0);
        a5_nest_part(p, PLAN_PART_ROW_PRE, NEST_ROW);
        if (sg->paired ? sg->pairs > 0 : sg->body) {
            a5_nest(p, NEST_LOOP, NEST_ONE)->count =
                ir_count_const(sg->paired ? sg->pairs : sg->chunks, 0);
            a5_nest(p, sg->paired ? NEST_PAIR : NEST_CHUNK, NEST_ONE);
            a5_nest(p, NEST_END, NEST_ONE);
        }
        if (sg->paired && sg->tail)
            a5_nest(p, NEST_CHUNK, NEST_TAIL);
        a5_nest_part(p, PLAN_PART_ROW_POST, NEST_ROW);
        a5_nest(p, NEST_END, NEST_ONE);
    }
    sg->nest_end = p->nnest;
}

/* Segment G: its shape, loads, ops and stores. */
static void a5_segment(struct plan *p, struct a5_run *r, int g)
{
    const struct kernel *k = p->k;
    struct a5seg *sg = &p->segs[g];
    p->cur_seg = g;
    sg->first = p->ninsn;
    sg->once = r->body == BODY_ONCE;
    int lo = -1, hi = -1;
    plan_a5_rows_reset(r->rows);
    for (int i = 0; i < k->nops; i++)
        if (r->seg_of[i] == g) {
            if (lo < 0)
                lo = i;
            hi = i + 1;
        }
    a5_seg_shape(p, sg, r->seg_of, lo, hi);
    a5_seg_loads(p, r, sg, lo, hi);
    for (int i = lo; i < hi; i++) {
        if (r->seg_of[i] != g)
            continue;
        if (a5_carried(p, i) && r->body == BODY_SECTION)
            plan_a5_row_fold(p, i, p->split_acc[i]);
        else if (a5_carried(p, i))
            plan_a5_row_carry(p, i, p->split_acc[i]);
        else
            plan_a5_vec_op(p, r->rows, i, r->part[i], sg->size);
    }
    plan_a5_vec_end_seg(p, r->rows);
    a5_seg_stores(p, r, sg, g);
    sg->end = p->ninsn;
    plan_a5_regs_fit(p, g);
    for (int i = sg->first; i < sg->end; i++)
        sg->body |= p->insn[i].part == PLAN_PART_CHUNK && !p->insn[i].prologue;
    a5_seg_nest(p, sg);
}

void plan_a5_setup(struct plan *p, int nseg)
{
    const struct kernel *k = p->k;
    free(p->segs);
    free(p->a5_reg);
    p->segs = xcalloc((size_t)nseg + 1, sizeof *p->segs);
    p->nseg = 0;
    p->a5_pred = -1;
    p->a5_pred_narrow = PLAN_PRED_NARROW;
    p->a5_reg = xcalloc((size_t)k->ntiles + 1, sizeof *p->a5_reg);
    for (int t = 0; t < k->ntiles; t++)
        p->a5_reg[t] = -1;
}

int plan_a5_cross(struct plan *p, enum body_kind kind, int pass, unsigned char *cross)
{
    struct a5_run r;
    a5_run_init(&r, p->k, kind, pass);
    int g0 = p->nseg;
    a5_segments(p, &r);
    int errors = a5_crossings(p, &r);
    for (int t = 0; t < p->k->ntiles; t++)
        cross[t] |= (unsigned char)r.cross[t];
    p->nseg = g0;
    a5_run_free(&r);
    return errors;
}

/* The carries section PASS sets to their identity for the pass after
 * it: a segment of their own, once per row. */
static void a5_carry_inits(struct plan *p, int pass)
{
    const struct kernel *k = p->k;
    int first = -1;
    for (int i = 0; i < k->nops && first < 0; i++)
        if (a5_carried(p, i) && p->split.pass[i] == pass)
            first = i;
    if (first < 0)
        return;
    int g = p->nseg++;
    struct a5seg *sg = &p->segs[g];
    memset(sg, 0, sizeof *sg);
    sg->size = dtype_size(spec_op_dtype(k, &k->ops[first]));
    p->cur_seg = g;
    sg->first = p->ninsn;
    a5_seg_shape(p, sg, NULL, 0, 0);
    for (int i = first; i < k->nops; i++)
        if (a5_carried(p, i) && p->split.pass[i] == pass)
            plan_a5_row_acc_init(p, i, p->split_acc[i]);
    sg->end = p->ninsn;
    a5_seg_nest(p, sg);
}

/* ttrans I: a segment after the others, over dst's rows (the source's
 * columns, a constant count), each one chunk of the tile's pgr_n valid
 * rows gathered from the source in UB and stored as dst's row
 * (plan_a5_trans); the source is an input no op writes
 * (plan_a5_split.c), so the other segments leave it as loaded. */
static void a5_trans_segment(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int g = p->nseg++;
    struct a5seg *sg = &p->segs[g];
    memset(sg, 0, sizeof *sg);
    /* 8-bit data in 16-bit lanes, stored PK_B16 (a5/TTrans.hpp's
     * TTransB8ColWise) */
    int b8 = dtype_size(k->tiles[o->dst].dtype) == 1;
    sg->size = b8 ? 2 : dtype_size(k->tiles[o->dst].dtype);
    p->cur_seg = g;
    sg->first = p->ninsn;
    a5_seg_shape(p, sg, NULL, 0, 0);
    if (b8)
        sg->vsts_dist = CNAME("PK_B16");
    p->a5_part = PLAN_PART_CHUNK;
    plan_a5_trans(p, i);
    struct insn *in = ir_add_insn(p, IK_VSTS, -1);
    in->nopnd = 1;
    in->opnd[0] =
        (struct operand){p->tile_ub[o->dst], PLAN_OWN, 0, p->ub[p->tile_ub[o->dst]].pitch};
    in->ntile = 1;
    in->tile[0] = o->dst;
    in->pred = -1;
    in->dist = sg->vsts_dist;
    sg->end = p->ninsn;
    sg->body = 1;
    plan_a5_regs_fit(p, g);
    sg->nest_first = p->nnest;
    a5_nest(p, NEST_ROWS, NEST_ONE)->count = ir_count_const(k->tiles[o->dst].vrows, 0);
    a5_nest(p, NEST_LEFT, NEST_ONE)->count = ir_count_rows(1);
    a5_nest(p, NEST_CHUNK, NEST_ROW);
    a5_nest(p, NEST_END, NEST_ONE);
    sg->nest_end = p->nnest;
}

/* tsort32 I: a segment after the others with no __VEC_SCOPE__, a loop
 * over the valid rows and their vbitsort calls on UB (plan_a5_sort); a
 * tscatter the same loop, a scope of its own a row (plan_a5_scatter). */
static void a5_sort_segment(struct plan *p, int i)
{
    int g = p->nseg++;
    struct a5seg *sg = &p->segs[g];
    memset(sg, 0, sizeof *sg);
    sg->size = dtype_size(p->k->tiles[p->k->ops[i].dst].dtype);
    sg->sort = p->k->ops[i].code == OP_SCATTER ? 2 : 1;
    p->cur_seg = g;
    sg->first = p->ninsn;
    a5_seg_shape(p, sg, NULL, 0, 0);
    p->a5_part = PLAN_PART_CHUNK;
    if (p->k->ops[i].code == OP_SCATTER)
        plan_a5_scatter(p, i);
    else
        plan_a5_sort(p, i);
    sg->end = p->ninsn;
    sg->nest_first = sg->nest_end = p->nnest;
}

void plan_a5_lower(struct plan *p, enum body_kind kind, int pass)
{
    struct a5_run r;
    a5_run_init(&r, p->k, kind, pass);
    int g0 = p->nseg;
    a5_segments(p, &r);
    if (a5_crossings(p, &r))
        diag_bug("an a5 body's segments were checked before");
    for (int g = g0; g < p->nseg; g++)
        a5_segment(p, &r, g);
    if (kind == BODY_SECTION)
        a5_carry_inits(p, pass);
    for (int i = 0; i < p->k->nops; i++)
        if (p->k->ops[i].code == OP_TRANS && a5_in(p, &r, i))
            a5_trans_segment(p, i);
    for (int i = 0; i < p->k->nops; i++)
        if (a5_after(p->k->ops[i].code) && a5_in(p, &r, i))
            a5_sort_segment(p, i);
    a5_run_free(&r);
}
