/* plan_a2a3_sync.c - barrier placement for the A2/A3 vector pipe (plan_).
 *
 * The vector pipe does not order its own instructions: one that reads
 * or writes UB bytes an earlier one wrote (or writes bytes it read) needs
 * pipe_barrier(PIPE_V) in between.  The lowering records what each
 * instruction touches (struct access); this pass walks the list once and
 * puts a barrier where a hazard would be, per-row loop bodies included.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"

static int overlaps(const struct access *a, const struct access *b, int carried)
{
    if (a->ub != b->ub || a->hi <= b->lo || b->hi <= a->lo)
        return 0;
    /* a per-row access of an earlier loop iteration touched another row */
    if (carried && a->per_row && b->per_row)
        return 0;
    return 1;
}

struct pending {
    int n;
    struct access acc[256];
    unsigned char carried[256];
};

/* Does IN conflict with pending accesses FROM.. of PD? */
static int conflicts_from(const struct pending *pd, int from, const struct insn *in)
{
    for (int i = 0; i < in->nacc; i++)
        for (int j = from; j < pd->n; j++) {
            const struct access *a = &in->acc[i], *b = &pd->acc[j];
            if ((a->write || b->write) && overlaps(a, b, pd->carried[j]))
                return 1;
        }
    return 0;
}

static int conflicts(const struct pending *pd, const struct insn *in)
{
    return conflicts_from(pd, 0, in);
}

/* Drop the first N accesses of PD (a barrier ordered them). */
static void forget_first(struct pending *pd, int n)
{
    memmove(pd->acc, pd->acc + n, (size_t)(pd->n - n) * sizeof *pd->acc);
    memmove(pd->carried, pd->carried + n, (size_t)(pd->n - n) * sizeof *pd->carried);
    pd->n -= n;
}

#define PENDING_MAX ((int)(sizeof((struct pending *)0)->acc / sizeof(struct access)))

/* Add IN's accesses to PD; 0 (PD unchanged) when they do not fit. */
static int remember(struct pending *pd, const struct insn *in)
{
    if (pd->n + in->nacc > PENDING_MAX)
        return 0;
    for (int i = 0; i < in->nacc; i++) {
        pd->acc[pd->n] = in->acc[i];
        pd->carried[pd->n] = 0;
        pd->n++;
    }
    return 1;
}

static int is_vector(const struct insn *in)
{
    return in->nacc > 0;
}

static void insert_insn(struct plan *p, int at, enum insn_kind kind, int op)
{
    ir_add_insn(p, kind, op);
    struct insn in = p->insn[p->ninsn - 1];
    memmove(&p->insn[at + 1], &p->insn[at], (size_t)(p->ninsn - 1 - at) * sizeof *p->insn);
    p->insn[at] = in;
}

/* Insert pipe_barrier(PIPE_V) before every vector instruction that reads
 * or writes bytes an earlier, not yet ordered vector instruction wrote, or
 * writes bytes it read (RAW, WAW, WAR).  set_flag from the vector pipe
 * drains it, so flags order too.  A per-row loop body is looked at again
 * with the accesses of its end as those of the previous row: a hazard
 * carried from one row to the next puts a barrier at the top of the body.
 * A body instruction whose only hazard is with what ran before the loop
 * (tgather's vgather after the vmuls of its offsets) gets its barrier
 * before the loop instead: once, not once a row. */
void a2a3_barriers(struct plan *p)
{
    struct insn *old = p->insn;
    int nold = p->ninsn;
    p->insn = NULL;
    p->ninsn = p->insn_cap = 0;
    struct pending pd = {0};
    /* a loop from row 1 may run no iteration: what was pending before it
     * is still pending after it */
    static struct pending before;
    int maybe_empty = 0;
    int body = -1; /* index in the new list of the first body instruction */
    int pre = 0;   /* in a body: the pending accesses from before the loop */
    for (int i = 0; i < nold; i++) {
        struct insn *in = &old[i];
        int full = 0; /* more pending than tracked: a barrier after IN */
        if (in->kind == IK_ROWS_END && maybe_empty) {
            for (int j = 0; j < before.n && !full; j++)
                if (pd.n == PENDING_MAX)
                    full = 1;
                else
                    pd.acc[pd.n] = before.acc[j], pd.carried[pd.n++] = 0;
            maybe_empty = 0;
        }
        if (in->kind == IK_ROWS_BEGIN && in->count.set) {
            before = pd;
            maybe_empty = 1;
        }
        if (in->kind == IK_ROWS_END && body >= 0) {
            struct pending carry = pd;
            for (int j = 0; j < carry.n; j++)
                carry.carried[j] = 1;
            for (int j = body; j < p->ninsn; j++) {
                const struct insn *b = &p->insn[j];
                if (b->kind == IK_BARRIER)
                    break;
                if (is_vector(b) && conflicts(&carry, b)) {
                    insert_insn(p, body, IK_BARRIER, b->op);
                    break;
                }
                if (is_vector(b) && !remember(&carry, b)) { /* too much: be safe */
                    insert_insn(p, body, IK_BARRIER, b->op);
                    break;
                }
            }
            body = -1;
        }
        if (is_vector(in) && body >= 0 && pre > 0 && conflicts(&pd, in) &&
            !conflicts_from(&pd, pre, in)) {
            insert_insn(p, body - 1, IK_BARRIER, in->op); /* before IK_ROWS_BEGIN */
            body++;
            forget_first(&pd, pre);
            pre = 0;
            before.n = 0;
        }
        if (is_vector(in) && conflicts(&pd, in)) {
            ir_add_insn(p, IK_BARRIER, in->op);
            pd.n = 0;
            pre = 0;
        }
        if (in->kind == IK_FLAG && in->pipe_src == PLAN_PIPE_V)
            pd.n = 0, pre = 0;
        *ir_add_insn(p, in->kind, in->op) = *in;
        if (is_vector(in) && !remember(&pd, in))
            full = 1;
        if (full) { /* a barrier orders everything so far, IN too */
            ir_add_insn(p, IK_BARRIER, in->op);
            pd.n = 0;
            pre = 0;
        }
        if (in->kind == IK_ROWS_BEGIN)
            body = p->ninsn, pre = pd.n;
    }
    free(old);
}
