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

/* Bytes one tile iteration of tile T takes in a staged host kernel: its
 * valid region (a mask: a byte per element). */
static long staged_bytes(const struct kernel *k, const struct tile *t)
{
    long n = t->per == PER_ROW   ? k->vrows
             : t->per == PER_COL ? k->vcols
                                 : (long)k->vrows * k->vcols;
    return n * dtype_size(t->dtype);
}

/* Host: a kernel with vector tiles is staged (one tile iteration of every
 * tile in arrays, op after op); at most PLAN_HOST_STACK bytes of them.  0,
 * or 1 after a diagnostic. */
static int host_staging(struct plan *p)
{
    const struct kernel *k = p->k;
    long bytes = 0;
    for (int t = 0; t < k->ntiles; t++)
        if (ir_tile_used(k, t))
            p->host_staged |= TILE_IS_VECTOR(&k->tiles[t]);
    if (!p->host_staged)
        return 0;
    for (int t = 0; t < k->ntiles; t++)
        if (ir_tile_used(k, t))
            bytes += staged_bytes(k, &k->tiles[t]);
    p->host_stack = bytes;
    if (bytes <= PLAN_HOST_STACK)
        return 0;
    diag_error(k->name_loc,
               "kernel '%s' keeps %ld bytes of tiles on the stack on target 'host' but at most "
               "%d are allowed",
               k->name, bytes, PLAN_HOST_STACK);
    diag_note(k->name_loc, "a kernel with vector tiles holds one tile iteration of every tile; "
                           "use fewer rows or columns per tile");
    return 1;
}

/* ---- entry ---------------------------------------------------------- */

int plan_build(const struct kernel *k, enum target t, struct plan *p)
{
    ir_init(p, k, t, xcalloc((size_t)k->nops + 1, sizeof *p->scalar_expr));
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        if (o->scalar.kind == SC_FLOAT && !isfinite(o->scalar.fval))
            diag_bug("spec.c let a non-finite scalar through");
        p->scalar_expr[i] = ir_scalar_spell(k, t, spec_op_dtype(k, o), o->scalar);
    }
    int errors = 0;
    switch (target_desc(t)->kind) {
    case TK_REFERENCE:
        for (int i = 0; i < k->nops; i++)
            if (op_table[k->ops[i].code].family == OPF_CONVERT)
                ir_need_cvt_helper(p, &k->ops[i]);
            else
                ir_need_op_helper(p, k->ops[i].code, spec_op_dtype(k, &k->ops[i]));
        errors = host_staging(p);
        break;
    case TK_REPEAT:
        errors = plan_a2a3_best(p);
        break;
    case TK_REGISTER:
        errors = plan_a5(p);
        break;
    }
    ir_sort_helpers(p);
    return errors;
}
