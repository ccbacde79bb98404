/* plan.c - lower a checked kernel for one target (plan_): the entry
 * point, which hands a device target to its planner by the target's kind
 * (plan_a2a3.c, plan_a5.c), and the host reference's own planning.
 */
#include "plan.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "planint.h"
#include "specops.h"

/* ---- host staging ------------------------------------------------- */

/* Elements of tile T in one tile iteration of a staged host kernel,
 * its rows W columns wide (a mask: a byte per element). */
static long staged_elems(const struct kernel *k, const struct tile *t, int w)
{
    if (t->per == PER_TRANS) /* a row split is refused (host_staging) */
        return (long)k->vrows * k->vcols;
    if (t->per == PER_PAIRS) /* likewise; 8 bytes an element */
        return (long)k->vrows * t->vcols;
    return t->per == PER_ROW ? k->vrows : t->per == PER_COL ? w : (long)k->vrows * w;
}

/* Stack bytes of a staged host kernel whose rows are split as S says:
 * the per-row tiles and the reductions' carries for the row block, and
 * the chunk of every tile the widest pass holds. */
static long split_stack(const struct kernel *k, const struct split *s)
{
    long bytes = 0, widest = 0;
    for (int t = 0; t < k->ntiles; t++)
        if (ir_tile_used(k, t) && k->tiles[t].per == PER_ROW)
            bytes += (long)k->vrows * dtype_size(k->tiles[t].dtype);
    for (int i = 0; i < k->nops; i++)
        if (s->kind[i] == SPLIT_RED)
            bytes += (long)k->vrows * split_carry(k, i) * dtype_size(spec_op_dtype(k, &k->ops[i]));
    for (int q = 0; q < s->npass; q++) {
        long held = 0;
        for (int t = 0; t < k->ntiles; t++)
            if (s->used[t] >> q & 1u)
                held += staged_elems(k, &k->tiles[t], s->chunk) * dtype_size(k->tiles[t].dtype);
        widest = held > widest ? held : widest;
    }
    return bytes + widest;
}

/* Host: split the rows into chunks of CHUNK columns, or (CHUNK 0) of the
 * most that keep the arrays within PLAN_HOST_STACK.  0: split, 1: no
 * chunk fits, -1: diagnosed.  The passes do not depend on the width:
 * they are derived once, and only the width is tried. */
static int host_split(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    int hi = chunk ? chunk : (k->vcols - 1) / SPLIT_ALIGN * SPLIT_ALIGN;
    struct split s;
    if (split_plan(k, hi, &s, "host"))
        return -1;
    for (int w = hi; w >= SPLIT_ALIGN; w -= SPLIT_ALIGN) {
        s.chunk = w;
        long bytes = split_stack(k, &s);
        if (bytes <= PLAN_HOST_STACK || chunk) {
            p->split = s;
            p->host_stack = bytes;
            return bytes <= PLAN_HOST_STACK ? 0 : 1;
        }
    }
    split_release(&s);
    return 1;
}

/* Host: a kernel with vector tiles is staged (one tile iteration of every
 * tile in arrays, op after op); at most PLAN_HOST_STACK bytes of them.
 * Rows wider than CHUNK columns, or (CHUNK 0) whose arrays would not fit,
 * are split (split.h).  0, or 1 after a diagnostic. */
static int host_staging(struct plan *p, int chunk)
{
    const struct kernel *k = p->k;
    long bytes = 0;
    int gather = -1; /* a tgather reads its source's row at any column, a
                        ttrans all of them, a tsort32 blocks of 32,
                        a tmrgsort its whole row */
    for (int t = 0; t < k->ntiles; t++)
        if (ir_tile_used(k, t))
            p->host_staged |= TILE_IS_VECTOR(&k->tiles[t]);
    for (int i = 0; i < k->nops; i++)
        if (op_table[k->ops[i].code].family == OPF_GATHER ||
            op_table[k->ops[i].code].family == OPF_TRANS ||
            op_table[k->ops[i].code].family == OPF_SORT ||
            op_table[k->ops[i].code].family == OPF_MRGSORT)
            gather = i, p->host_staged = 1;
    if (!p->host_staged)
        return 0;
    for (int t = 0; t < k->ntiles; t++)
        if (ir_tile_used(k, t))
            bytes += staged_elems(k, &k->tiles[t], k->vcols) * dtype_size(k->tiles[t].dtype);
    p->host_stack = bytes;
    if (chunk >= k->vcols || (!chunk && bytes <= PLAN_HOST_STACK))
        return 0;
    if (gather >= 0) {
        split_refuse_whole_row(k, &k->ops[gather], target_name(p->target),
                               chunk ? "--chunk's" : "those the stack has room for");
        return 1;
    }
    int r = host_split(p, chunk);
    if (r < 0)
        return 1;
    if (r == 0)
        return 0;
    if (p->split.chunk)
        bytes = p->host_stack;
    diag_error(k->name_loc,
               "kernel '%s' keeps %ld bytes of tiles on the stack on target 'host' but at most "
               "%d are allowed",
               k->name, bytes, PLAN_HOST_STACK);
    diag_note(k->name_loc,
              p->split.chunk ? "its rows are split into chunks of %d columns; use fewer rows per "
                               "tile or a narrower chunk"
                             : "a kernel with vector tiles holds one tile iteration of every "
                               "tile, its rows split into chunks of at least %d columns; use "
                               "fewer rows per tile",
              p->split.chunk ? p->split.chunk : SPLIT_ALIGN);
    return 1;
}

/* ---- entry ---------------------------------------------------------- */

int plan_fits(const struct kernel *k, enum target t)
{
    return target_desc(t)->kind != TK_PTO || plan_pto_fits(k, t);
}

int plan_build(const struct kernel *k, enum target t, int chunk, struct plan *p)
{
    /* pto: ptogen's composites as the calls of their steps (the plan
     * keeps the kernel it was built for) */
    if (target_desc(t)->kind == TK_PTO)
        k = plan_pto_steps(k);
    /* a2a3: bytes' maxima through half, bf16's through float; a5: bf16's
     * row maxima through float */
    if (target_desc(t)->kind == TK_REPEAT || target_desc(t)->kind == TK_REGISTER)
        k = spec_widen_extremes(k, t);
    ir_init(p, k, t, xcalloc((size_t)k->nops + 1, sizeof *p->scalar_expr));
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        p->scalar_expr[i] = ir_scalar_spell(k, t, spec_op_dtype(k, o), o->scalar);
    }
    int errors = 0;
    switch (target_desc(t)->kind) {
    case TK_REFERENCE:
        for (int i = 0; i < k->nops; i++)
            if (op_table[k->ops[i].code].family == OPF_CONVERT)
                ir_need_cvt_helper(p, &k->ops[i]);
            else if (op_table[k->ops[i].code].family == OPF_RESHAPE)
                ir_need_reshape_helper(p, &k->ops[i]);
            else if (k->ops[i].code == OP_FILLPAD && spec_op_dtype(k, &k->ops[i]) == DT_F32 &&
                     k->ops[i].pad != PAD_ZERO)
                ir_need_helper(p, "reshape_u32", DT_F32); /* the infinity's bits */
            else
                ir_need_op_helper(p, k->ops[i].code, spec_op_dtype(k, &k->ops[i]));
        errors = host_staging(p, chunk);
        break;
    case TK_REPEAT:
        errors = a2a3_plan(p, chunk);
        break;
    case TK_REGISTER:
        errors = plan_a5(p, chunk);
        break;
    case TK_PTO:
        errors = plan_pto(p, chunk);
        break;
    }
    ir_sort_helpers(p);
    return errors;
}
