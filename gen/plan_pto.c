/* plan_pto.c - the pto target's plan (plan_pto_): where each tile sits in
 * UB for pto-isa's tile API.
 *
 * pto-isa leaves placement to its user (TASSIGN of a UB offset); ptogen
 * places the tiles one after another in spec order, each a whole number
 * of 32-byte blocks, inputs and outputs in two buffers where they fit so
 * (layout): the kernel's frame is the one of pto-isa's own tests (TLOAD,
 * the ops, TSTORE per tile; templates/pto/), a tile's buffer in turn as
 * on a2a3.  When one buffer each does not fit, a tile may take the bytes
 * of one no op sees live beside it (pack).
 * A row-major Tile's storage row must be a multiple of 32 bytes
 * (pto/common/pto_tile.hpp's static_assert), so each tile's pitch is its
 * columns rounded up to that.  A per-row tile is a DN [R, 1] tile, whose
 * one column must be whole 32-byte blocks the same way; pto-isa's CPU
 * TROWSUM wants R to be the source's rows, so R cannot be padded.  A
 * per-row tile of one row (the real-width specs) is instead a row-major
 * [1, B] tile of one block, its value in column 0: TROWSUM and the others
 * take a row-major dst (a2a3/TRowReduceOps.hpp, TRowReduceCheck), the
 * elementwise ops take it as it is, and the TROWEXPAND* calls read its
 * DN [B, 1] view (templates/pto/source.m4; rules.c refuses other R).  A
 * per-row mask is such a tile too, of bytes, its value in bit 0: TCMPS
 * writes it from a one-row tile's column 0, and TSEL reads it for one
 * (rules.c refuses it over more rows, where the per-row tiles are DN).  A
 * per-col tile is one row.  The ops that need a scratch tile (TXOR's and TXORS's tmp,
 * a row reduction's) get one beside the spec's, named "opI" for op I
 * (defs_pto.c finds it by that name); the row reductions of sources of
 * one dtype and shape share the first one's (plan_pto_scratch_of).
 *
 * ptogen's composites (tsigmoid, ttanh, terf, trecip: no A2/A3 header has
 * them) reach the plan as the ops of their a2a3 recipes (plan_pto_steps,
 * called by plan_build before anything else sees the kernel), their
 * temporaries tiles of their own, so the layout, the packing and the
 * barriers treat each step as an op.
 *
 * A row too wide for the tiles to hold whole is split into column chunks
 * as on a2a3 and a5 (split.h: the passes come from the op graph): the
 * tiles then hold one chunk of the widest multiple of 256 columns that
 * fits, and a row reduction reduces each chunk into a per-row tile of its
 * own ("partI", op I's) combined into its dst by the binary op of
 * plan_pto_combine (templates/pto/source.m4 writes the chunk loop).
 */
#include "planint.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "op.h"
#include "specops.h"

/* A tile's pitch: COLS elements of SIZE bytes, rounded up to whole
 * 32-byte blocks. */
static int pitch_of(int cols, int size)
{
    int per_block = 32 / size;
    return (cols + per_block - 1) / per_block * per_block;
}

int plan_pto_combine(int code)
{
    switch (code) {
    case OP_ROWMAX:
        return OP_MAX;
    case OP_ROWMIN:
        return OP_MIN;
    case OP_ROWSUM:
        return OP_ADD;
    default:
        return -1;
    }
}

/* A per-trans tile T (ttrans' dst, and its scratch): its rows, the
 * kernel's columns, rounded up to whole 32-byte blocks of elements, and
 * its pitch, the tile's rows rounded up to 16 elements.  pto-isa's A2/A3
 * TTRANS transposes 16 x 16 (b16) and 16 x 8 (b32) blocks through its
 * tmp into rows of tmp as many as the source's columns rounded up so,
 * each its valid rows rounded up to 16 wide, and takes its vector path
 * only when dst's row stride is whole 16 elements (a2a3/TTrans.hpp:
 * TransTailTiles runs a scalar loop otherwise, and then the vector path
 * over it as well). */
static int trans_rows(const struct tile *t)
{
    int per_block = 32 / dtype_size(t->dtype);
    return (t->rows + per_block - 1) / per_block * per_block;
}

static int trans_pitch(const struct tile *t)
{
    return (t->vcols + 15) / 16 * 16;
}

int plan_pto_col_cols(const struct kernel *k)
{
    for (int i = 0; i < k->nops; i++)
        if (op_table[k->ops[i].code].family == OPF_COLREDUCE)
            return k->tiles[k->ops[i].src[0]].cols;
    return 0;
}

/* The pitch of full or per-col tile T of K: its columns', but every
 * per-col tile takes those of a column reduction's source when there is
 * one: pto-isa's CPU TCOLMAX and TCOLMIN static_assert dst and src of
 * one Cols (cpu/TColMax.hpp, CheckCMValid), and its elementwise calls
 * take tiles of one type (rules.c refuses a second source width). */
static int tile_pitch(const struct kernel *k, int t)
{
    const struct tile *tl = &k->tiles[t];
    int cols = tl->per == PER_COL && plan_pto_col_cols(k) ? plan_pto_col_cols(k) : tl->cols;
    return pitch_of(cols, dtype_size(tl->dtype));
}

int plan_pto_row_block(const struct tile *t)
{
    if (t->per != PER_ROW)
        return 0;
    return t->dtype == DT_MASK ? t->rows == 1 : t->rows * dtype_size(t->dtype) % 32 != 0;
}

int plan_pto_scratch_of(const struct kernel *k, int i)
{
    enum pto_form f = op_pto(k->ops[i].code)->form;
    if (f == PTF_BIN_TMP || f == PTF_SCA_TMP || f == PTF_TRANS)
        return i;
    if (f != PTF_RED)
        return -1;
    const struct tile *s = &k->tiles[k->ops[i].src[0]];
    for (int j = 0; j < i; j++) {
        const struct tile *o = &k->tiles[k->ops[j].src[0]];
        if (op_pto(k->ops[j].code)->form == PTF_RED && o->dtype == s->dtype && o->rows == s->rows &&
            o->cols == s->cols)
            return j;
    }
    return i;
}

/* The columns of scratch row reduction I of K writes, a whole number of
 * 256-byte repeats of E lanes within its source's pitch: pto-isa's A2/A3
 * TROWMAX and TROWMIN fold a row's repeats into one repeat of tmp a row,
 * TROWSUM first adds the F whole repeats in adjacent pairs into F / 2 of
 * them, at tmp's row stride (TRowReduceOps.hpp: FillTmp, TmpProc;
 * TRowSum.hpp: its FillTmp; the fixed-shape paths, which use more, take
 * static valid shapes only); the CPU versions ignore tmp. */
static int scratch_cols(const struct kernel *k, int i)
{
    const struct op *o = &k->ops[i];
    const struct tile *s = &k->tiles[o->src[0]];
    int e = 256 / dtype_size(s->dtype);
    int n = o->code == OP_ROWSUM ? (s->cols / e + 1) / 2 * e : e;
    int pitch = pitch_of(s->cols, dtype_size(s->dtype));
    return n < e ? e : n > pitch ? pitch : n;
}

/* The ops in which UB tile U of P is live, [*FIRST, *LAST]: a spec
 * tile's from the first op that touches it to the last, an input's from
 * before the ops (its TLOAD, -1), an output's past them (its TSTORE,
 * nops); the scratch of op OP (U a scratch tile) over the ops passing it;
 * OP below -1: a split row reduction's part tile. */
static void live_ops(const struct plan *p, int u, int op, int *first, int *last)
{
    const struct kernel *k = p->k;
    int t = p->ub[u].tile;
    /* rows split into chunks: a per-row value (and a reduction's part of
     * it) lives across the chunks and passes, whatever op reads it last */
    if (p->split.chunk && (op < -1 || (t >= 0 && k->tiles[t].per == PER_ROW))) {
        *first = -1;
        *last = k->nops;
        return;
    }
    *first = k->nops + 1;
    *last = -2;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int hit =
            t < 0 ? plan_pto_scratch_of(k, i) == op : o->dst == t || o->mask == t || o->tmp == t;
        for (int s = 0; t >= 0 && s < o->nsrc; s++)
            hit |= o->src[s] == t;
        if (hit) {
            *first = *first < i ? *first : i;
            *last = i;
        }
    }
    for (int i = 0; t >= 0 && i < k->ninputs; i++)
        if (k->inputs[i] == t)
            *first = -1;
    for (int i = 0; t >= 0 && i < k->noutputs; i++)
        if (k->outputs[i] == t)
            *last = k->nops;
}

/* Can UB tile U of P start at A, given the tiles before it placed and
 * FIRST, LAST their live ops?  Not where a tile live in one of its ops
 * is, nor an input where an output is, or the reverse: the next tile's
 * TLOAD may run while this one's TSTORE does.  And no tile may start
 * inside another: sim/a2a3.h ends a tile where the next UB offset in use
 * begins, so a tile takes the place of a dead one at its start, no
 * larger unless no tile starts within. */
static int fits_at(const struct plan *p, int u, uint64_t a, const int *first, const int *last)
{
    uint64_t z = a + p->ub[u].size;
    for (int v = 0; v < u; v++) {
        uint64_t va = p->ub[v].addr, vz = va + p->ub[v].size;
        int io = (first[u] < 0 && last[v] == p->k->nops) || (first[v] < 0 && last[u] == p->k->nops);
        int live = io || (first[u] <= last[v] && first[v] <= last[u]);
        if ((live && a < vz && va < z) || (a < va && va < z) || (va < a && a < vz))
            return 0;
    }
    return 1;
}

/* When the tiles one after another do not fit: place each UB tile of P
 * (OP_OF: the op of a scratch tile) at the lowest start fits_at allows,
 * so a tile takes the bytes of one dead by then (add_rmsnorm_8192_f16's
 * g those of sq, as its former hand driver did).  The barriers follow the
 * bytes (defs_pto.c).  The UB bytes they take. */
static uint64_t pack(struct plan *p, const int *op_of)
{
    int *first = xmalloc(((size_t)p->nub + 1) * sizeof *first);
    int *last = xmalloc(((size_t)p->nub + 1) * sizeof *last);
    for (int u = 0; u < p->nub; u++)
        live_ops(p, u, op_of[u], &first[u], &last[u]);
    uint64_t end = 0;
    for (int u = 0; u < p->nub; u++) {
        /* the candidates: 0 and each placed tile's start and end */
        uint64_t best = UINT64_MAX;
        for (int v = -1; v < u; v++)
            for (int e = 0; e < 2; e++) {
                uint64_t a = v < 0 ? 0 : p->ub[v].addr + (e ? p->ub[v].size : 0);
                if (a < best && fits_at(p, u, a, first, last))
                    best = a;
            }
        p->ub[u].addr = best <= UINT32_MAX ? (uint32_t)best : UINT32_MAX;
        end = best + p->ub[u].size > end ? best + p->ub[u].size : end;
    }
    free(first);
    free(last);
    return end;
}

static int trans_op(const struct kernel *k);

/* Lay P's tiles out (every used tile, then the scratch tiles, then, rows
 * split into chunks, the part tile of each row reduction: its dst's
 * shape); the UB bytes they take.  P->k is the kernel the tiles hold:
 * split_kernel's one chunk wide when P->split.chunk. */
static uint64_t layout(struct plan *p)
{
    const struct kernel *k = p->k;
    p->tile_ub = xmalloc(((size_t)k->ntiles + 1) * sizeof *p->tile_ub);
    int *op_of = xmalloc(((size_t)k->ntiles + 2 * (size_t)k->nops + 1) * sizeof *op_of);
    for (int t = 0; t < k->ntiles; t++) {
        const struct tile *tl = &k->tiles[t];
        p->tile_ub[t] = -1;
        if (!ir_tile_used(k, t))
            continue;
        /* a per-row tile: rows x 1, whole blocks, or one row of one block
         * (rules.c); a mask: a byte per 8 columns, its rows whole 32-byte
         * blocks */
        if (tl->per == PER_TRANS)
            p->tile_ub[t] =
                ir_add_ub(p, t, tl->name, tl->dtype, trans_rows(tl), trans_pitch(tl), 1);
        else if (plan_pto_row_block(tl))
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, 1, 32 / dtype_size(tl->dtype), 1);
        else if (tl->per == PER_ROW && tl->dtype != DT_MASK)
            p->tile_ub[t] = ir_add_ub(p, t, tl->name, tl->dtype, tl->rows, 1, 1);
        else
            p->tile_ub[t] =
                ir_add_ub(p, t, tl->name, tl->dtype, tl->rows,
                          tl->dtype == DT_MASK ? ir_mask_pitch(tl->cols) : tile_pitch(k, t), 1);
    }
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (plan_pto_scratch_of(k, i) != i)
            continue;
        /* TXOR's and TXORS's tmp is like dst, TTRANS's like its
         * per-trans dst; a reduction's has its source's rows and
         * the columns the reductions sharing it write (scratch_cols) */
        int red = op_pto(o->code)->form == PTF_RED;
        const struct tile *d = &k->tiles[red ? o->src[0] : o->dst];
        int pitch = pitch_of(d->cols, dtype_size(d->dtype)), rows = d->rows;
        if (d->per == PER_TRANS) {
            pitch = trans_pitch(d);
            rows = trans_rows(d);
        }
        if (red) {
            pitch = 0;
            for (int j = i; j < k->nops; j++)
                if (plan_pto_scratch_of(k, j) == i && scratch_cols(k, j) > pitch)
                    pitch = scratch_cols(k, j);
        }
        op_of[ir_add_ub(p, -1, ir_fmt("op%d", i), d->dtype, rows, pitch, 1)] = i;
    }
    for (int i = 0; p->split.chunk && i < k->nops; i++) {
        if (op_pto(k->ops[i].code)->form != PTF_RED)
            continue;
        const struct ub_tile *d = &p->ub[p->tile_ub[k->ops[i].dst]];
        op_of[ir_add_ub(p, -1, ir_fmt("part%d", i), d->dtype, d->rows, d->pitch, 1)] = -2 - i;
    }
    for (int u = 0; u < p->nub; u++)
        if (p->ub[u].tile >= 0)
            op_of[u] = -1;
    uint64_t addr = 0;
    /* whole rows: inputs and outputs double-buffered when that fits, as
     * on a2a3 (the next tile's TLOAD into one buffer while the ops work
     * on the other, and their TSTORE from it); else one buffer each.
     * Not with a TTRANS: for a last block of fewer than 16 rows its
     * vnchwconv reads the unused rows from UB address 0 (a2a3/TTrans.hpp,
     * TransYTailTiles leaves their addresses 0), where the next tile's
     * TLOAD may be writing the first input's other buffer. */
    for (p->dbuf = !p->split.chunk && trans_op(k) < 0; p->dbuf >= 0; p->dbuf--) {
        addr = 0;
        for (int u = 0; u < p->nub; u++) {
            struct ub_tile *t = &p->ub[u];
            t->bufs = p->dbuf && t->tile >= 0 && spec_is_io(k, t->tile) ? 2 : 1;
            t->addr = addr <= UINT32_MAX ? (uint32_t)addr : UINT32_MAX;
            addr += (uint64_t)t->size * (uint64_t)t->bufs;
        }
        if (addr <= (uint64_t)target_desc(p->target)->ub_bytes)
            break;
    }
    if (p->dbuf < 0) {
        p->dbuf = 0;
        addr = pack(p, op_of);
    }
    free(op_of);
    return addr;
}

/* The UB bytes P's tiles take when they hold chunks of W columns (0:
 * whole rows); P's layout is then that one, P->k the kernel of one chunk
 * (split_kernel; the caller frees it). */
static uint64_t layout_for(struct plan *p, int w)
{
    p->split.chunk = w;
    if (w)
        p->k = split_kernel(p->k, w, w);
    return layout(p);
}

/* Is a pto-isa kernel of rows split into chunks of W columns within UB?
 * (split_widest's question; pto's chunks are single-buffered, DBUF_ONLY
 * never.) */
struct fit_ctx {
    const struct kernel *k;
    enum target t;
};
static int chunk_fits(void *ctx, int w, int dbuf_only)
{
    const struct fit_ctx *c = ctx;
    if (dbuf_only)
        return 0;
    struct plan t;
    ir_init(&t, c->k, c->t, NULL);
    uint64_t need = layout_for(&t, w);
    split_kernel_free((struct kernel *)t.k);
    t.k = c->k;
    t.split.chunk = 0;
    ir_release(&t);
    return need <= (uint64_t)target_desc(c->t)->ub_bytes;
}

/* Why op *OP of K cannot run on rows split into chunks on pto, or NULL:
 * a mask is laid out by rows of bytes that TCMPS writes and TSEL reads
 * whole (docs/targets.md, "pto"), and a chunk of them would be a byte
 * range of each row, which ptogen's pto masks do not take (a per-row
 * mask is not split: it holds one value a row); a row
 * reduction needs a pto-isa op to combine its chunks (plan_pto_combine;
 * every one gen/ops_pto.def has a row for has one). */
/* Tile T of K (or -1) is a mask a chunk would cut: a full or per-col
 * one (a per-row mask is no chunk: it lives across them). */
static int chunked_mask(const struct kernel *k, int t)
{
    return t >= 0 && k->tiles[t].dtype == DT_MASK && k->tiles[t].per != PER_ROW;
}

static const char *split_refusal(const struct kernel *k, int *op)
{
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int mask = chunked_mask(k, o->dst) || chunked_mask(k, o->mask);
        for (int s = 0; s < o->nsrc; s++)
            mask |= chunked_mask(k, o->src[s]);
        *op = i;
        if (mask)
            return "ptogen's pto kernels move and read a mask by whole rows of bytes, not by "
                   "chunks of them";
        if (op_table[o->code].family == OPF_ROWREDUCE && plan_pto_combine(o->code) < 0)
            return "no pto-isa op of ptogen's pto table combines its chunks' values";
        if (o->code == OP_TRI || o->code == OP_CI)
            return "pto-isa's TTRI and TCI count a tile's columns from 0, and ptogen's pto "
                   "kernels pass them no chunk's first column";
    }
    return NULL;
}

/* K's ttrans, or -1: a transpose writes every column of its row, which
 * a chunk does not hold, so its rows are never split (split.h). */
static int trans_op(const struct kernel *k)
{
    for (int i = 0; i < k->nops; i++)
        if (op_table[k->ops[i].code].family == OPF_TRANS)
            return i;
    return -1;
}

/* ---- ptogen's composites as pto-isa calls ---------------------------- */

/* Operand D of a recipe step of op O, TEMP[j] its temporary T<j>. */
static int step_tile(const struct op *o, enum lopnd d, const int *temp)
{
    switch (d) {
    case LO_D:
        return o->dst;
    case LO_S0:
    case LO_S1:
    case LO_S2:
        return o->src[d - LO_S0];
    case LO_X:
        break;
    default:
        return temp[d - LO_T0];
    }
    diag_bug("plan_pto_steps: a step reads no tile");
}

/* The scalar of step S of op O: the op's own, or the step's constant. */
static struct scalar step_scalar(const struct op *o, const struct lstep *s)
{
    struct scalar sc = {.kind = SC_INT, .loc = o->loc};
    switch (s->scalar) {
    case LSC_NONE:
        return (struct scalar){.kind = SC_NONE};
    case LSC_OP:
        return o->scalar;
    case LSC_M1:
        sc.ival = -1;
        break;
    case LSC_ZERO:
        sc.ival = 0;
        break;
    case LSC_ONE:
        sc.ival = 1;
        break;
    case LSC_K:
        sc.kind = SC_FLOAT;
        sc.fval = s->k;
        break;
    default:
        diag_bug("plan_pto_steps: a step scalar pto-isa's calls do not take");
    }
    sc.text = sc.kind == SC_FLOAT ? ir_real_literal(sc.fval, "") : ir_fmt("%lld", sc.ival);
    return sc;
}

/* Composite O, op I of C, as the ops of its a2a3 recipe appended to
 * C->ops (room made by the caller), its temporaries new tiles of C like
 * dst, named pgr_opI_tJ (names.c refuses pgr_ in a spec), but the one
 * that can live in dst (lower_temp_in_dst, as a2a3 places it). */
static void expand_steps(struct kernel *c, const struct op *o, int i)
{
    enum dtype dt = spec_op_dtype(c, o);
    const struct lowering *lw = lower_find(o->code, target_of_kind(TK_REPEAT), dt);
    if (!lw || lw->special != LS_NONE)
        diag_bug("plan_pto_steps: '%s' on %s has no a2a3 recipe", op_table[o->code].name,
                 dtype_name(dt));
    int alias[OP_MAX_SRC] = {0}, temp[LOWER_MAX_TEMPS];
    for (int s = 0; s < o->nsrc; s++)
        alias[s] = o->src[s] == o->dst;
    int in_dst = lower_temp_in_dst(lw, alias);
    for (int j = 0; j < lw->ntemps; j++) {
        if (j == in_dst) {
            temp[j] = o->dst;
            continue;
        }
        c->tiles = xrealloc(c->tiles, ((size_t)c->ntiles + 1) * sizeof *c->tiles);
        struct tile *t = &c->tiles[c->ntiles];
        *t = c->tiles[o->dst];
        t->name = ir_fmt("pgr_op%d_t%d", i + 1, j);
        t->stride = 0;
        t->stride_param = -1;
        temp[j] = c->ntiles++;
    }
    int nsteps = 0;
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++)
        nsteps++;
    for (const struct lstep *s = lw->steps; s->kind != LK_END; s++) {
        int code = op_pto_step(s->insn);
        if (code < 0 || s->view != LV_T || !(op_pto(code)->dtypes & DTS(dt)))
            diag_bug("plan_pto_steps: a step of '%s' on %s has no pto-isa call",
                     op_table[o->code].name, dtype_name(dt));
        struct op *n = &c->ops[c->nops++];
        memset(n, 0, sizeof *n);
        n->code = (enum opcode)code;
        n->loc = n->dst_loc = n->mask_loc = n->tmp_loc = o->loc;
        n->dst = step_tile(o, s->d, temp);
        n->nsrc = s->kind == LK_BIN ? 2 : s->kind == LK_DUP ? 0 : 1;
        for (int r = 0; r < OP_MAX_SRC; r++) {
            n->src[r] = r < n->nsrc ? step_tile(o, r ? s->b : s->a, temp) : -1;
            n->src_loc[r] = o->loc;
        }
        n->mask = n->tmp = n->cmp = n->round = n->descending = n->upper = n->quant = n->pad = -1;
        n->scalar = step_scalar(o, s);
        n->step_of =
            ir_fmt("%s, step %d of %d", op_table[o->code].name, (int)(s - lw->steps) + 1, nsteps);
    }
}

const struct kernel *plan_pto_steps(const struct kernel *k)
{
    int nsteps = 0;
    for (int i = 0; i < k->nops; i++)
        if (op_pto_by_steps(k->ops[i].code, spec_op_dtype(k, &k->ops[i]))) {
            const struct lowering *lw =
                lower_find(k->ops[i].code, target_of_kind(TK_REPEAT), spec_op_dtype(k, &k->ops[i]));
            for (const struct lstep *s = lw ? lw->steps : NULL; s && s->kind != LK_END; s++)
                nsteps++;
        }
    if (!nsteps)
        return k;
    struct kernel *c = xmalloc(sizeof *c);
    *c = *k;
    c->tiles = xmalloc((size_t)k->ntiles * sizeof *c->tiles);
    memcpy(c->tiles, k->tiles, (size_t)k->ntiles * sizeof *c->tiles);
    c->ops = xcalloc((size_t)k->nops + (size_t)nsteps, sizeof *c->ops);
    c->nops = 0;
    for (int i = 0; i < k->nops; i++)
        if (op_pto_by_steps(k->ops[i].code, spec_op_dtype(k, &k->ops[i])))
            expand_steps(c, &k->ops[i], i);
        else
            c->ops[c->nops++] = k->ops[i];
    return c;
}

void plan_pto_steps_free(const struct kernel *c, const struct kernel *k)
{
    if (c == k)
        return;
    free(c->tiles);
    free(c->ops);
    free((struct kernel *)c);
}

int plan_pto_whole(const struct kernel *k, enum target t)
{
    struct plan p;
    const struct kernel *c = plan_pto_steps(k);
    ir_init(&p, c, t, NULL);
    uint64_t need = layout(&p);
    ir_release(&p);
    plan_pto_steps_free(c, k);
    return need <= (uint64_t)target_desc(t)->ub_bytes;
}

int plan_pto_fits(const struct kernel *user, enum target t)
{
    int op;
    const struct kernel *k = plan_pto_steps(user);
    struct fit_ctx c = {k, t};
    int fits = plan_pto_whole(k, t) || (k->vcols > SPLIT_ALIGN && trans_op(k) < 0 &&
                                        !split_refusal(k, &op) && chunk_fits(&c, SPLIT_ALIGN, 0));
    plan_pto_steps_free(k, user);
    return fits;
}

/* The diagnostic of a kernel whose tiles need ADDR bytes of UB, holding
 * chunks of P->split.chunk columns (0: whole rows), asked for by --chunk
 * (CHUNK) or not. */
static void too_big(const struct plan *p, uint64_t addr, long cap, int chunk)
{
    const struct kernel *k = p->k;
    diag_error(k->name_loc,
               "kernel '%s' needs %llu bytes of UB on target '%s' but %ld are available", k->name,
               (unsigned long long)addr, target_name(p->target), cap);
    if (!p->split.chunk)
        diag_note(k->name_loc, "use fewer rows or columns per tile");
    else if (chunk)
        diag_note(k->name_loc,
                  "its tiles hold chunks of %d columns (--chunk); a narrower one "
                  "needs less",
                  p->split.chunk);
    else
        diag_note(k->name_loc,
                  "its rows split into chunks of %d columns, the narrowest, do not fit either; "
                  "use fewer rows per tile",
                  p->split.chunk);
}

/* K's rows split into chunks of CHUNK columns (0: the widest that fits)
 * into P; 0, or 1 after a diagnostic. */
static int split_rows(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    long cap = target_desc(p->target)->ub_bytes;
    int op = trans_op(k);
    if (op >= 0) {
        split_refuse_whole_row(k, &k->ops[op], target_name(p->target),
                               chunk ? "--chunk's" : "those UB has room for");
        return 1;
    }
    const char *why = split_refusal(k, &op);
    if (why) {
        const struct op *o = &k->ops[op];
        diag_error(o->loc, "'%s' on %s in rows split into chunks is not supported on target '%s'",
                   op_table[o->code].name, dtype_name(spec_op_dtype(k, o)), target_name(p->target));
        diag_note(o->loc,
                  "%s (docs/targets.md, \"pto\"); kernel '%s' splits its rows of %d "
                  "columns%s",
                  why, k->name, k->vcols, chunk ? " (--chunk)" : ": they do not fit UB whole");
        return 1;
    }
    struct fit_ctx c = {k, p->target};
    int w = split_widest(k, chunk, chunk_fits, &c);
    if (!w) {
        /* not even 256 columns fit: the bytes of the narrowest chunk */
        uint64_t addr = layout_for(p, SPLIT_ALIGN);
        split_kernel_free((struct kernel *)p->k);
        p->k = k;
        too_big(p, addr, cap, chunk);
        return 1;
    }
    if (split_plan(k, w, &p->split, target_name(p->target)))
        return 1;
    free(p->ub);
    p->ub = NULL;
    p->nub = 0;
    uint64_t addr = layout_for(p, w);
    split_kernel_free((struct kernel *)p->k);
    p->k = k;
    p->split_tail = k->vcols % w;
    if (addr > (uint64_t)cap) { /* --chunk too wide */
        too_big(p, addr, cap, chunk);
        return 1;
    }
    p->ub_used = (int)addr;
    return 0;
}

int plan_pto(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    long cap = target_desc(p->target)->ub_bytes;
    p->ub_capacity = (int)cap;
    uint64_t addr = 0;
    if (!chunk || chunk >= k->vcols) {
        addr = layout(p);
        if (addr <= (uint64_t)cap) {
            p->ub_used = (int)addr;
            return 0;
        }
        if (k->vcols <= SPLIT_ALIGN) {
            too_big(p, addr, cap, 0);
            return 1;
        }
        free(p->tile_ub);
        free(p->ub);
        p->tile_ub = NULL;
        p->ub = NULL;
        p->nub = 0;
    }
    return split_rows(p, chunk);
}
