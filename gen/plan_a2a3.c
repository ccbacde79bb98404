/* plan_a2a3.c - lowering for the A2/A3 vector core (plan_a2a3_): the
 * driver.
 *
 * Which tiles live in UB and where, whether I/O is double-buffered, the
 * limits of row repeats, TSEL's forms and whether tile-tile shifts run as
 * a scalar loop or on the vector pipe (whichever the cycle model finds
 * cheaper), then the ops in order (plan_a2a3_ops.c, which emits through
 * plan_a2a3_emit.c) and the pipe barriers (plan_a2a3_sync.c).
 */
#include "plan.h"

#include <stdlib.h>
#include <string.h>

#include "cost.h"
#include "lower.h"
#include "planint.h"
#include "specops.h"

#define A2A3_SCRATCH_ADDR (184 * 1024) /* hidden scratch used by TSEL */
/* vcmpv_* and vcmpvs_* read whole 256-byte repeats, as pto-isa's
 * a2a3/TCmp.hpp issues them: past a source whose rows are narrower, and
 * past the end of UB were that source last, so these bytes stay free */
#define A2A3_CMP_TAIL_RESERVE 256

/* More than PLAN_MAX_INSNS instructions: one error, at the op whose
 * lowering passes the limit. */
int plan_a2a3_too_long(const struct plan *p)
{
    if (p->ninsn <= PLAN_MAX_INSNS)
        return 0;
    int op = -1;
    for (int i = PLAN_MAX_INSNS; i >= 0 && op < 0; i--)
        op = p->insn[i].op;
    const struct kernel *k = p->k;
    struct loc at = op >= 0 ? k->ops[op].loc : k->name_loc;
    diag_error(at, "kernel '%s' lowers to %d a2a3 instructions per tile; at most %d are supported",
               k->name, p->ninsn, PLAN_MAX_INSNS);
    diag_note(at, "the limit is passed at this op; use fewer ops, or fewer columns per tile");
    return 1;
}

/* With one valid row per tile an instruction repeated over the rows
 * runs once (pgr_n is 0 or 1), and the stride to a next repeat is never
 * taken: a row pitch too wide for the 8-bit stride field (more than 255
 * blocks) is written as 0.  Rows of any width then run in normal mode. */
static void one_row_strides(struct plan *p)
{
    if (p->vrows != 1)
        return;
    for (int i = 0; i < p->ninsn; i++) {
        struct insn *in = &p->insn[i];
        if (!in->repeat.set || ir_count_eval(in->repeat, 1) > 1)
            continue;
        for (int j = 0; j < in->nopnd; j++)
            if (in->stride[j] > MAX_REPEAT)
                in->stride[j] = 0;
    }
}

/* An instruction repeated once a row at the row pitch (normal mode:
 * padded rows, the reductions and broadcasts) past what its fields hold
 * (255 repeats, strides of 255 blocks) is taken apart: more rows than
 * 255 go in windows of 255 repeats, each from its first row; a pitch past
 * the stride field goes in a loop over the rows, one repeat each, every
 * operand stepped by its pitch (pto-isa's a2a3 row reductions likewise
 * call 255 rows at a time: sim/README.md).  Rows of any width and number
 * then run in normal mode too. */
static int opnd_row_elems(const struct plan *p, const struct insn *in, int j)
{
    if (in->kind == IK_VRED && j == 0)
        return in->stride[0]; /* vcadd's dst stride is in elements */
    return in->stride[j] * 32 / dtype_size(ir_opnd_dtype(p, &in->opnd[j]));
}

static void row_repeats(struct plan *p)
{
    struct insn *old = p->insn;
    int nold = p->ninsn, depth = 0;
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;
    for (int i = 0; i < nold; i++) {
        const struct insn *in = &old[i];
        depth += in->kind == IK_ROWS_BEGIN;
        depth -= in->kind == IK_ROWS_END;
        int wide = 0;
        for (int j = 0; j < in->nopnd; j++)
            wide |= in->stride[j] > MAX_REPEAT;
        unsigned long long reps = in->repeat.set ? ir_count_eval(in->repeat, p->vrows) : 0ull;
        if (depth || !in->repeat.set || !in->repeat.mul || (!wide && reps <= MAX_REPEAT)) {
            *ir_add_insn(p, in->kind, in->op) = *in;
            continue;
        }
        if (!wide) {
            for (int off = 0; (unsigned long long)off < reps; off += MAX_REPEAT) {
                struct insn *w = ir_add_insn(p, in->kind, in->op);
                *w = *in;
                w->repeat = ir_count_window(in->repeat, off, MAX_REPEAT);
                for (int j = 0; j < in->nopnd; j++)
                    w->opnd[j].col += off * opnd_row_elems(p, in, j);
            }
            continue;
        }
        if (!ir_count_eq(in->repeat, ir_count_rows(1)))
            diag_bug("an a2a3 '%s' repeats %s times over rows wider than its stride field",
                     in->name ? in->name : "?", ir_count_c(in->repeat));
        ir_add_insn(p, IK_ROWS_BEGIN, in->op);
        struct insn *r = ir_add_insn(p, in->kind, in->op);
        *r = *in;
        r->repeat = ir_count_const(1, 1);
        for (int j = 0; j < in->nopnd; j++) {
            r->opnd[j].row_step = opnd_row_elems(p, in, j);
            r->stride[j] = 0;
            for (int a = 0; a < r->nacc; a++)
                if (r->acc[a].ub == r->opnd[j].ub && r->opnd[j].row_step)
                    r->acc[a].per_row = 1;
        }
        ir_add_insn(p, IK_ROWS_END, in->op);
    }
    free(old);
}

/* Is every used data tile's row its valid columns, and of one width (a
 * narrow input's rows are shorter: the tpart ops walk rows)? */
static int a2a3_contiguous(const struct kernel *k)
{
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        if (ir_tile_used(k, t) && tl->dtype != DT_MASK &&
            (tl->vcols != tl->cols || spec_is_narrow(k, tl) ||
             (tl->per == PER_PAIRS && k->vcols % 32))) /* ir_pairs_pitch */
            return 0;
    }
    return 1;
}

/* TSEL whose data rows are exactly as long as a GM mask row has bits
 * (ceil(vcols / 8) * 8 elements: contiguous rows of whole mask bytes, or
 * rows padded just to that): the mask rows loaded back to back are one
 * bit stream in step with the data, so one set_cmpmask and one
 * counter-mode vsel cover the tile instead of both per row.  The vsel
 * then also writes dst's padding columns, which nothing reads. */
int plan_a2a3_sel_stream(const struct plan *p, int uses_sel)
{
    const struct kernel *k = p->k;
    int stream = uses_sel;
    /* a mask an op computes is dense only in contiguous tiles: a compare
     * in padded rows writes each row at a 32-byte aligned pitch */
    for (int i = 0; i < k->nops && !p->contiguous; i++)
        if (spec_op_dst_is_mask(&op_table[k->ops[i].code]))
            stream = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int bits = (p->vcols + 7) / 8 * 8;
        enum lspecial sp = a2a3_special(p, i);
        if (sp != LS_A2A3_SEL && sp != LS_A2A3_SELS)
            continue;
        if (k->tiles[o->dst].cols != bits)
            stream = 0;
        for (int j = 0; j < o->nsrc; j++) /* a per-row source is broadcast first */
            if (k->tiles[o->src[j]].cols != bits && !TILE_IS_VECTOR(&k->tiles[o->src[j]]))
                stream = 0;
    }
    return stream;
}

void plan_a2a3_mask_bits(struct plan *p, int vcols)
{
    const struct kernel *k = p->k;
    for (int i = 0; i < k->nops && vcols % 8; i++) {
        const struct op *o = &k->ops[i];
        if (a2a3_special(p, i) == LS_A2A3_CMP && spec_is_io(k, o->dst) && p->mask_bits < 0)
            p->mask_bits = ir_add_ub(p, -1, "pgr_bits", DT_U8, k->tiles[o->dst].rows,
                                     ir_mask_pitch(k->tiles[o->dst].cols), 1);
    }
}

void plan_a2a3_layout(struct plan *p, struct a2a3_layout *lay)
{
    const struct kernel *k = p->k;
    int uses_sel = 0; /* the hidden scratch feeds CMPMASK */
    lay->temps = NULL;
    lay->scratch = -1;
    for (int i = 0; i < k->nops; i++) {
        enum lspecial sp = a2a3_special(p, i);
        if (sp == LS_A2A3_SEL || sp == LS_A2A3_SELS || sp == LS_A2A3_PRELU)
            uses_sel = 1;
    }

    /* contiguous iff every used data tile's valid columns fill its rows */
    p->contiguous = a2a3_contiguous(k);

    p->sel_stream = plan_a2a3_sel_stream(p, uses_sel);

    /* UB tiles: every used tile in spec order, then automatic tmps */
    p->tile_ub = xcalloc((size_t)k->ntiles, sizeof *p->tile_ub);
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        p->tile_ub[t] = -1;
        if (!ir_tile_used(k, t))
            continue;
        if (tl->dtype == DT_MASK && TILE_IS_VECTOR(tl)) {
            /* one bit a row (a column), one stream: what a compare over
             * the per-row (per-col) values, one contiguous run, writes */
            int bits = tl->per == PER_ROW ? tl->rows : tl->cols;
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, DT_U8, 1, (bits + 7) / 8, 1);
            struct ub_tile *u = &p->ub[p->tile_ub[t]];
            u->dense = 1;
            u->size = (u->size + 31u) / 32u * 32u;
        } else if (tl->dtype == DT_MASK && (p->sel_stream || p->contiguous)) {
            /* the GM mask rows back to back: bit j of the tile's stream
             * is element j of the data tiles */
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, DT_U8, tl->rows, (tl->vcols + 7) / 8, 1);
            struct ub_tile *u = &p->ub[p->tile_ub[t]];
            u->dense = 1;
            u->size = (u->size + 31u) / 32u * 32u;
        } else if (tl->dtype == DT_MASK)
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, DT_U8, tl->rows, ir_mask_pitch(tl->cols), 1);
        else { /* a vector ttrans' dst: padded rows (plan_a2a3_trans.c); a
                  pairs tile: its rows of whole blocks of pairs */
            int rows, pitch;
            a2a3_trans_shape(p, t, &rows, &pitch);
            if (tl->per == PER_PAIRS)
                pitch = ir_pairs_pitch(k, tl);
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, rows, pitch, 1);
        }
        /* a per-row tile's values back to back: one GM burst */
        p->ub[p->tile_ub[t]].dense |= tl->per == PER_ROW;
    }
    /* temps[LOWER_MAX_TEMPS * i + j]: op i's j-th temporary, or -1 */
    lay->temps = xcalloc(LOWER_MAX_TEMPS * (size_t)k->nops + 1, sizeof *lay->temps);
    int ntmp = 0;
    for (int i = 0; i < k->nops; i++)
        a2a3_temps(p, i, &lay->temps[LOWER_MAX_TEMPS * i], &ntmp);
    /* a compare reads whole 256-byte repeats (a2a3_vcmp): the per-row or
     * per-col values it compares (a source, or a temporary it compares
     * instead) fill theirs, so the reads past the last value stay in the
     * tile */
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (a2a3_special(p, i) != LS_A2A3_CMP || !TILE_IS_VECTOR(&k->tiles[o->dst]))
            continue;
        int us[OP_MAX_SRC + LOWER_MAX_TEMPS], n = 0;
        for (int s = 0; s < o->nsrc; s++)
            us[n++] = p->tile_ub[o->src[s]];
        for (int j = 0; j < LOWER_MAX_TEMPS; j++)
            if (lay->temps[LOWER_MAX_TEMPS * i + j] >= 0)
                us[n++] = lay->temps[LOWER_MAX_TEMPS * i + j];
        for (int j = 0; j < n; j++) {
            struct ub_tile *u = &p->ub[us[j]];
            u->size = (u->size + REPEAT_BYTES - 1) / REPEAT_BYTES * REPEAT_BYTES;
        }
    }
    /* a mask output in padded rows ending inside a byte: a scratch for its
     * clean-up (a2a3_mask_clean) */
    p->mask_bits = -1;
    if (!p->contiguous)
        plan_a2a3_mask_bits(p, p->vcols);
    lay->scratch = -1;
    if (uses_sel) {
        lay->scratch = ir_add_ub(p, -1, "pgr_selmask", DT_U32, 1, 32, 1);
        p->ub[lay->scratch].addr = A2A3_SCRATCH_ADDR;
        p->uses_scratch = 1;
    }
    p->ub_capacity = uses_sel ? A2A3_SCRATCH_ADDR : (int)target_desc(p->target)->ub_bytes;
    for (int i = 0; i < k->nops; i++)
        if (a2a3_special(p, i) == LS_A2A3_CMP)
            p->tail_reserve = A2A3_CMP_TAIL_RESERVE;
}

void plan_a2a3_finish(struct plan *p)
{
    one_row_strides(p);
    row_repeats(p);
    a2a3_barriers(p);
}

/* Does IN depend on the tile's rows (pgr_n, a loop over them)?  Then it
 * cannot run before the tile loop.  tci's scalar loop walks one row. */
static int needs_rows(const struct plan *p, const struct insn *in)
{
    if (in->kind == IK_ROWS_BEGIN || in->kind == IK_ROWS_END)
        return 1;
    if (in->kind == IK_SLOOP && op_table[p->k->ops[in->op].code].family != OPF_INDEX)
        return 1;
    return (in->repeat.set && (in->repeat.mul || in->repeat.row)) ||
           (in->count.set && (in->count.mul || in->count.row));
}

/* The ops HOIST marks (ir_hoistable: per-col results the same in every
 * tile) lowered into P's list, to run once per core before the tile loop:
 * after a flag that orders them after the per-col inputs' loads (MTE2 ->
 * V: nothing else does before the loop).  The loop's vector work is
 * ordered after theirs by the loop's first step, a set_flag from V (it
 * drains the pipe, sim/README.md), else by a barrier here.  Their
 * results stay in their own UB tiles for the whole kernel, which no op
 * in the loop writes, so the UB plan is the loop's.  Should a lowering
 * need the tile's rows, none is hoisted (HOIST cleared, the list
 * empty). */
static void lower_hoisted(struct plan *p, const struct a2a3_layout *lay, unsigned char *hoist)
{
    const struct kernel *k = p->k;
    int reads_input = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        for (int s = 0; s < o->nsrc && hoist[i]; s++)
            reads_input |= spec_is_io(k, o->src[s]);
        reads_input |= hoist[i] && o->mask >= 0 && spec_is_io(k, o->mask);
    }
    if (!p->nhoist)
        return;
    if (reads_input) {
        struct insn *f = ir_add_insn(p, IK_FLAG, -1);
        f->pipe_src = PLAN_PIPE_MTE2;
        f->pipe_dst = PLAN_PIPE_V;
    }
    struct vstate vs = {.count_mode = 0, .hi = ~0ull, .lo = ~0ull};
    for (int i = 0; i < k->nops; i++)
        if (hoist[i])
            a2a3_op(p, &vs, i, &lay->temps[LOWER_MAX_TEMPS * i], lay->scratch);
    a2a3_set_norm(p, &vs, ~0ull, ~0ull);
    plan_a2a3_finish(p);
    for (int j = 0; j < p->ninsn; j++)
        if (needs_rows(p, &p->insn[j])) {
            memset(hoist, 0, (size_t)k->nops);
            p->nhoist = p->ninsn = 0;
            return;
        }
    const struct tstep *first = &p->tstep[0];
    if (first->where != TSTEP_BEFORE || first->kind != TSTEP_SET || first->from != PLAN_PIPE_V)
        ir_add_insn(p, IK_BARRIER, -1);
}

static int plan_a2a3(struct plan *p)
{
    const struct kernel *k = p->k;
    struct a2a3_layout lay;
    plan_a2a3_layout(p, &lay);
    if (ir_place_ub(p, p->ub_capacity)) {
        free(lay.temps);
        return 1;
    }

    /* what every tile would compute alike, once per core */
    unsigned char *hoist = xcalloc((size_t)k->nops + 1, 1);
    p->nhoist = ir_hoistable(k, hoist);
    lower_hoisted(p, &lay, hoist);
    struct insn *once = p->insn;
    int nonce = p->ninsn;
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;

    /* the tile body */
    struct vstate vs = {.count_mode = 0, .hi = ~0ull, .lo = ~0ull};
    for (int i = 0; i < k->nops; i++)
        if (!hoist[i])
            a2a3_op(p, &vs, i, &lay.temps[LOWER_MAX_TEMPS * i], lay.scratch);
    /* every op leaves the core as it found it: normal mode, full mask */
    a2a3_set_norm(p, &vs, ~0ull, ~0ull);
    free(lay.temps);
    free(hoist);
    plan_a2a3_finish(p);
    if (nonce) { /* the list: the hoisted ops', then the body's */
        struct insn *all = xmalloc(((size_t)nonce + (size_t)p->ninsn) * sizeof *all);
        memcpy(all, once, (size_t)nonce * sizeof *all);
        if (p->ninsn)
            memcpy(all + nonce, p->insn, (size_t)p->ninsn * sizeof *all);
        free(p->insn);
        p->insn = all;
        p->ninsn += nonce;
        p->insn_cap = p->ninsn;
    }
    free(once);
    p->hoist_end = nonce;
    return plan_a2a3_too_long(p);
}

/* a2a3: tile-tile shifts on 16- and 32-bit data can run as the scalar
 * loop (pto-isa's way) or on the vector pipe; plan both and keep the one
 * the cycle model finds cheaper per tile (the vector form on ties). */
/* tfillpad I of 8-bit data whose narrow source has an odd count of
 * valid columns: a2a3_fillpad copies bytes in 16-bit pairs, whose last
 * would carry the byte past them over the pad.  1 after a diagnostic. */
static int odd_byte_pad(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    enum dtype dt = spec_op_dtype(k, o);
    if (o->code != OP_FILLPAD || dtype_size(dt) != 1 || spec_narrow_src(k, o) < 0 ||
        k->tiles[o->src[0]].vcols % 2 == 0)
        return 0;
    diag_error(o->loc,
               "'%s' on %s with source '%s' of %d valid columns (an odd count) is not supported "
               "on target 'a2a3'",
               op_table[o->code].name, dtype_name(dt), k->tiles[o->src[0]].name,
               k->tiles[o->src[0]].vcols);
    diag_note(o->loc, "its a2a3 lowering copies 8-bit data in 16-bit pairs (as pto-isa's "
                      "a2a3/TFillPad.hpp), and the last pair would carry the byte past the "
                      "source's columns over the pad; give the source an even count of columns");
    return 1;
}

int plan_a2a3_check(const struct plan *p)
{
    int bad = 0;
    for (int i = 0; i < p->k->nops; i++)
        bad += a2a3_vector_special(p, i) + odd_byte_pad(p, i);
    return bad;
}

int plan_a2a3_best(struct plan *p)
{
    const struct kernel *k = p->k;
    int eligible = 0, shifts = 0;
    for (int i = 0; i < k->nops; i++)
        if (a2a3_special(p, i) == LS_A2A3_SHIFT) {
            int sz = dtype_size(k->tiles[k->ops[i].dst].dtype);
            shifts = 1;
            eligible |= sz == 2 || sz == 4;
        }
    p->shr_vector = eligible;
    int errors = plan_a2a3(p);
    if (errors || !eligible) {
        p->shr_form = shifts ? "scalar loop" : NULL;
        return errors;
    }
    /* the same kernel planned again from nothing, shifts as scalar loops */
    struct plan alt;
    ir_init(&alt, p->k, p->target, p->scalar_expr);
    alt.trans_loop = p->trans_loop;
    if (plan_a2a3(&alt))
        diag_bug("the scalar-loop plan failed where the vector one did not");
    struct cost cv, cs;
    cost_estimate(p, &cv);
    cost_estimate(&alt, &cs);
    if (cs.cycles < cv.cycles) {
        ir_release(p);
        *p = alt;
        p->shr_form = "scalar loop";
    } else {
        ir_release(&alt);
        p->shr_form = "vector";
    }
    return 0;
}
