/* plan_a5_regs.c - the A5 register file (plan_a5_regs_): a segment's
 * __VEC_SCOPE__ declares a vector register per tile its instructions name
 * and per extra register (xreg) of its own, and the A5 has 32 vector
 * registers per vector function (sim/README.md, "Live registers"; the
 * simulator fails a scope with more than 32 values live at once, which
 * these declarations bound).  A segment over the limit keeps its scalar
 * broadcasts hoisted before the chunk loop while they fit and broadcasts
 * the rest next to their use, each into a register shared with the
 * broadcasts after it.  Likewise 8 predicate registers: a segment whose
 * masks, predicates and chunk predicate (pgr_pt, pgr_pw) come to more
 * loads each mask in the chunk next to its first use instead of all at
 * the chunk's start, so that one mask's predicate is dead before the next
 * is loaded.  A segment within the limits is left as it was.
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"

enum { A5_NVREG = 32, A5_NPREG = 8 };

static void a5_fit_vregs(struct plan *p, int g);

static int a5_is_pred(const char *type)
{
    return !strcmp(type, CNAME("vector_bool"));
}

/* The vector registers segment G declares. */
static int a5_vregs(const struct plan *p, const struct a5seg *sg, int g)
{
    const struct kernel *k = p->k;
    int n = 0;
    for (int t = 0; t < k->ntiles; t++) {
        int used = 0;
        for (int i = sg->first; i < sg->end && !used; i++)
            for (int j = 0; j < p->insn[i].ntile; j++)
                used |= p->insn[i].tile[j] == t;
        n += used && k->tiles[t].dtype != DT_MASK;
    }
    for (int x = 0; x < p->nxreg; x++)
        n += p->xreg[x].seg == g && !a5_is_pred(p->xreg[x].type);
    return n;
}

/* The predicate registers segment G declares; -1 if its chunks walk
 * pairs (their masks take more, which this does not count). */
static int a5_pregs(const struct plan *p, const struct a5seg *sg, int g)
{
    const struct kernel *k = p->k;
    if (sg->paired)
        return -1;
    int n = 1 + (sg->narrow != 0); /* pgr_pt, pgr_pw */
    for (int t = 0; t < k->ntiles; t++) {
        int used = 0;
        for (int i = sg->first; i < sg->end && !used; i++) {
            for (int j = 0; j < p->insn[i].ntile; j++)
                used |= p->insn[i].tile[j] == t;
            used |= p->insn[i].kind == IK_VOP && p->insn[i].mask_tile == t;
        }
        n += used && k->tiles[t].dtype == DT_MASK;
    }
    for (int x = 0; x < p->nxreg; x++)
        n += p->xreg[x].seg == g && a5_is_pred(p->xreg[x].type);
    return n;
}

/* Does instruction IN name tile T? */
static int a5_names(const struct insn *in, int t)
{
    for (int j = 0; j < in->ntile; j++)
        if (in->tile[j] == t)
            return 1;
    return in->kind == IK_VOP && in->mask_tile == t;
}

/* Segment SG's mask loads in the chunk each moved down to the first
 * instruction of the chunk that reads the mask. */
static void a5_sink_mask_loads(struct plan *p, const struct a5seg *sg)
{
    for (int i = sg->end - 1; i >= sg->first; i--) {
        struct insn ld = p->insn[i];
        if (ld.kind != IK_PLDS || ld.part != PLAN_PART_CHUNK)
            continue;
        int u = i + 1;
        while (u < sg->end &&
               !(p->insn[u].part == PLAN_PART_CHUNK && a5_names(&p->insn[u], ld.tile[0])))
            u++;
        memmove(&p->insn[i], &p->insn[i + 1], (size_t)(u - 1 - i) * sizeof *p->insn);
        p->insn[u - 1] = ld;
    }
}

/* Is instruction I of segment G a scalar broadcast hoisted into a vector
 * xreg of its own? */
static int a5_hoisted_dup(const struct plan *p, int g, int i)
{
    const struct insn *in = &p->insn[i];
    if (in->kind != IK_VOP || !in->prologue || in->id != INSN_VDUP || in->ntile != 1)
        return 0;
    int x = in->tile[0] - p->k->ntiles;
    return x >= 0 && p->xreg[x].seg == g && !a5_is_pred(p->xreg[x].type);
}

/* The last instruction of segment SG that names register R, and whether
 * they all run in PART. */
static int a5_last_use(const struct plan *p, const struct a5seg *sg, int r, int part, int *same)
{
    int last = -1;
    for (int i = sg->first; i < sg->end; i++)
        for (int j = 0; j < p->insn[i].ntile; j++)
            if (p->insn[i].tile[j] == r) {
                last = i;
                *same &= p->insn[i].part == part;
            }
    return last;
}

/* A shared register: its type, the part it runs in, the last instruction
 * that needs its value. */
struct a5_shared {
    const char *type;
    int part, busy;
};

/* Registers for the broadcasts DUP[0, N) moved next to their use: each
 * takes the first shared register of its type and part whose value is
 * dead by then (SHARE[k]: its index in SH).  The number of shared
 * registers, or -1 if a broadcast's value is read in another part. */
static int a5_share(const struct plan *p, const struct a5seg *sg, const int *dup, int n,
                    struct a5_shared *sh, int *share)
{
    int nsh = 0;
    for (int k = 0; k < n; k++) {
        const struct insn *in = &p->insn[dup[k]];
        const char *type = p->xreg[in->tile[0] - p->k->ntiles].type;
        int same = 1;
        int last = a5_last_use(p, sg, in->tile[0], in->part, &same);
        if (!same)
            return -1;
        int s = 0;
        while (s < nsh &&
               (strcmp(sh[s].type, type) || sh[s].part != in->part || sh[s].busy >= dup[k]))
            s++;
        if (s == nsh)
            sh[nsh++] = (struct a5_shared){type, in->part, last};
        sh[s].busy = last;
        share[k] = s;
    }
    return nsh;
}

void plan_a5_regs_fit(struct plan *p, int g)
{
    struct a5seg *sg = &p->segs[g];
    if (a5_pregs(p, sg, g) > A5_NPREG)
        a5_sink_mask_loads(p, sg);
    a5_fit_vregs(p, g);
}

static void a5_fit_vregs(struct plan *p, int g)
{
    const struct kernel *k = p->k;
    struct a5seg *sg = &p->segs[g];
    int need = a5_vregs(p, sg, g);
    if (need <= A5_NVREG)
        return;
    int ndup = 0;
    int *dup = xcalloc((size_t)(sg->end - sg->first) + 1, sizeof *dup);
    for (int i = sg->first; i < sg->end; i++)
        if (a5_hoisted_dup(p, g, i))
            dup[ndup++] = i;
    struct a5_shared *sh = xcalloc((size_t)ndup + 1, sizeof *sh);
    int *share = xcalloc((size_t)ndup + 1, sizeof *share);
    /* move the last M broadcasts, fewest first */
    int m = 1, nsh = -1;
    for (; m <= ndup; m++) {
        nsh = a5_share(p, sg, dup + ndup - m, m, sh, share);
        if (nsh >= 0 && need - m + nsh <= A5_NVREG)
            break;
    }
    if (m > ndup)
        diag_fatal("kernel '%s': a __VEC_SCOPE__ needs %d vector registers; the A5 has %d per "
                   "vector function",
                   k->name, need, A5_NVREG);
    int *reg = xcalloc((size_t)nsh + 1, sizeof *reg);
    for (int s = 0; s < nsh; s++)
        reg[s] =
            plan_a5_xreg(p, ir_fmt("pgr_dup%d_%s", s, sh[s].type + strlen("vector_")), sh[s].type);
    for (int d = 0; d < m; d++) {
        struct insn *in = &p->insn[dup[ndup - m + d]];
        int x = in->tile[0];
        p->xreg[x - k->ntiles].seg = -1; /* no longer declared */
        in->prologue = 0;
        for (int i = sg->first; i < sg->end; i++)
            for (int j = 0; j < p->insn[i].ntile; j++)
                if (p->insn[i].tile[j] == x)
                    p->insn[i].tile[j] = reg[share[d]];
    }
    free(reg);
    free(share);
    free(sh);
    free(dup);
}
