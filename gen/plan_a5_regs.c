/* plan_a5_regs.c - the A5 register file (plan_a5_regs_): 32 vector and 8
 * predicate registers per vector function (sim/README.md, "Live
 * registers"; the simulator fails a scope with more values live at once).
 * A segment's values are counted over its instruction list as the
 * simulator counts them over one chunk: a register occupies a physical one
 * from its first write in the chunk to its last use there, and all the
 * time if the prologue or a row part names it or the chunk reads it before
 * writing it (its value crosses chunks); the chunk predicates pgr_pt and
 * pgr_pw always.  A segment over a limit is changed, step by step until it
 * fits: each store moves up to the last instruction that names its tile
 * (the tile's register is then free), each mask load moves down to the
 * first one (not a paired segment's mask loads and stores: they belong to
 * the pair's head and tail, and its predicates are not counted here; see
 * A5_PAIRED_MASKS in plan_a5.c), and the scalar broadcasts hoisted before
 * the chunk loop move, from the last, next to their use, into registers
 * that the later ones reuse.  A segment within the limits is left as it
 * was; one that cannot be brought within them is an error.
 *
 * Here too the registers that hold no tile (plan_a5_regs_extra: a scope's
 * scratch, constants and predicates, made on first use) and the
 * predicates set once per scope (plan_a5_regs_all_true, plan_a5_regs_lanes_pred),
 * and the register ops the lowerings build on them (plan_a5_op, plan_a5_vop,
 * plan_a5_vcvt, plan_a5_opreg, plan_a5_splat, plan_a5_const).
 */
#include <stdlib.h>
#include <string.h>

#include "planint.h"

static const int a5_limit[2] = {32, 8}; /* vector, predicate */

/* Is register R (a tile or an xreg) a predicate? */
static int a5_is_pred(const struct plan *p, int r)
{
    if (r < p->k->ntiles)
        return p->k->tiles[r].dtype == DT_MASK;
    return !strcmp(p->xreg[r - p->k->ntiles].type, CNAME("vector_bool"));
}

/* The registers instruction IN reads (R[0, n)) and the one it writes (*W,
 * -1: none); 0 if the instruction is of a kind this does not follow. */
static int a5_opnds(const struct insn *in, int *r, int *n, int *w)
{
    *n = 0;
    *w = -1;
    switch (in->kind) {
    case IK_VOP:
        *w = in->ntile > 0 ? in->tile[0] : -1;
        for (int j = 1; j < in->ntile; j++)
            r[(*n)++] = in->tile[j];
        if (in->mode && in->ntile > 0)
            r[(*n)++] = in->tile[0];
        if (in->pred >= 0)
            r[(*n)++] = in->pred;
        if (in->mask_tile >= 0)
            r[(*n)++] = in->mask_tile;
        return 1;
    case IK_VLDS:
    case IK_PLDS:
        *w = in->tile[0];
        return 1;
    case IK_VSTS:
    case IK_PSTS:
        r[(*n)++] = in->tile[0];
        return 1;
    default:
        return in->ntile == 0;
    }
}

/* The most registers of kind PRED live at once in segment SG's chunk. */
static int a5_live(const struct plan *p, const struct a5seg *sg, int pred)
{
    int nreg = p->k->ntiles + p->nxreg, len = sg->end - sg->first;
    int *first = xcalloc((size_t)nreg, sizeof *first), *last = xcalloc((size_t)nreg, sizeof *last);
    int *always = xcalloc((size_t)nreg, sizeof *always), *d = xcalloc((size_t)len + 2, sizeof *d);
    for (int x = 0; x < nreg; x++)
        first[x] = -1;
    for (int i = sg->first; i < sg->end; i++) {
        const struct insn *in = &p->insn[i];
        int r[PLAN_MAX_OPERANDS + 3], n, w;
        int chunk = in->part == PLAN_PART_CHUNK && !in->prologue;
        if (!a5_opnds(in, r, &n, &w) || !chunk) {
            for (int j = 0; j < in->ntile; j++)
                always[in->tile[j]] = 1;
            for (int j = 0; j < n; j++)
                always[r[j]] = 1;
            continue;
        }
        for (int j = 0; j < n; j++) {
            always[r[j]] |= first[r[j]] < 0;
            last[r[j]] = i - sg->first;
        }
        if (w >= 0 && first[w] < 0)
            first[w] = i - sg->first;
        if (w >= 0 && last[w] < i - sg->first + 1)
            last[w] = i - sg->first + 1; /* at least just after its write */
    }
    int base = pred ? 1 + (sg->narrow != 0) : 0; /* pgr_pt, pgr_pw */
    for (int x = 0; x < nreg; x++) {
        if (a5_is_pred(p, x) != pred || (first[x] < 0 && !always[x]))
            continue;
        if (always[x]) {
            base++;
        } else {
            d[first[x]]++;
            d[last[x]]--;
        }
    }
    int most = base, live = base;
    for (int g = 0; g < len; g++) {
        live += d[g];
        if (live > most)
            most = live;
    }
    free(first);
    free(last);
    free(always);
    free(d);
    return most;
}

static int a5_over(const struct plan *p, const struct a5seg *sg)
{
    return a5_live(p, sg, 0) > a5_limit[0] || (!sg->paired && a5_live(p, sg, 1) > a5_limit[1]);
}

/* Does instruction IN name register T? */
static int a5_names(const struct insn *in, int t)
{
    for (int j = 0; j < in->ntile; j++)
        if (in->tile[j] == t)
            return 1;
    return in->kind == IK_VOP && (in->mask_tile == t || in->pred == t);
}

/* Move instruction FROM of the list to TO, the ones between one over. */
static void a5_move(struct plan *p, int from, int to)
{
    struct insn in = p->insn[from];
    if (from < to)
        memmove(&p->insn[from], &p->insn[from + 1], (size_t)(to - from) * sizeof in);
    else
        memmove(&p->insn[to + 1], &p->insn[to], (size_t)(from - to) * sizeof in);
    p->insn[to] = in;
}

static int a5_in_chunk(const struct insn *in)
{
    return in->part == PLAN_PART_CHUNK && !in->prologue;
}

/* Segment SG's stores in the chunk each moved up to just after the last
 * instruction before it that names its tile. */
static void a5_raise_stores(struct plan *p, const struct a5seg *sg)
{
    for (int i = sg->first; i < sg->end; i++) {
        const struct insn *st = &p->insn[i];
        if ((st->kind != IK_VSTS && (st->kind != IK_PSTS || sg->paired)) ||
            st->part != PLAN_PART_CHUNK)
            continue;
        int u = i - 1;
        while (u >= sg->first && !(a5_in_chunk(&p->insn[u]) && a5_names(&p->insn[u], st->tile[0])))
            u--;
        if (u >= sg->first && u + 1 < i)
            a5_move(p, i, u + 1);
    }
}

/* Segment SG's mask loads in the chunk each moved down to just before the
 * first instruction after it that reads the mask. */
static void a5_sink_mask_loads(struct plan *p, const struct a5seg *sg)
{
    for (int i = sg->end - 1; i >= sg->first; i--) {
        const struct insn *ld = &p->insn[i];
        if (ld->kind != IK_PLDS || ld->part != PLAN_PART_CHUNK)
            continue;
        int u = i + 1;
        while (u < sg->end && !(a5_in_chunk(&p->insn[u]) && a5_names(&p->insn[u], ld->tile[0])))
            u++;
        if (u - 1 > i)
            a5_move(p, i, u - 1);
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
    return x >= 0 && p->xreg[x].seg == g && !a5_is_pred(p, in->tile[0]);
}

/* Register X's uses in segment SG: the last, and whether all are in
 * PART (*SAME). */
static int a5_last_use(const struct plan *p, const struct a5seg *sg, int x, int part, int *same)
{
    int last = -1;
    for (int i = sg->first; i < sg->end; i++)
        if (a5_names(&p->insn[i], x)) {
            last = i;
            *same &= p->insn[i].part == part;
        }
    return last;
}

/* The hoisted broadcast at instruction I moved next to its use, its
 * register replaced by a shared one of its type (from SH, N of them, or a
 * new one): the first whose value is dead by then.  0 if its value is
 * read outside its own part. */
static int a5_unhoist(struct plan *p, const struct a5seg *sg, int i, int *sh, int *n)
{
    struct insn *in = &p->insn[i];
    const struct kernel *k = p->k;
    int x = in->tile[0], same = 1;
    int last = a5_last_use(p, sg, x, in->part, &same);
    if (!same)
        return 0;
    const char *type = p->xreg[x - k->ntiles].type;
    int s = 0;
    for (; s < *n; s++) {
        int r = sh[s], busy = 0;
        if (strcmp(p->xreg[r - k->ntiles].type, type))
            continue;
        /* the broadcasts moved before are after I: R is free unless one
         * of them names it by LAST (each value is in one part, whose
         * instructions run in list order) */
        for (int j = i; j <= last && !busy; j++)
            busy = a5_names(&p->insn[j], r);
        if (!busy)
            break;
    }
    if (s == *n)
        sh[(*n)++] =
            plan_a5_regs_extra(p, ir_fmt("pgr_dup%d_%s", s, type + strlen("vector_")), type);
    p->xreg[x - k->ntiles].seg = -1; /* no longer declared */
    in->prologue = 0;
    for (int j = sg->first; j < sg->end; j++)
        for (int t = 0; t < p->insn[j].ntile; t++)
            if (p->insn[j].tile[t] == x)
                p->insn[j].tile[t] = sh[s];
    return 1;
}

int plan_a5_regs_over(const struct plan *p, int g)
{
    return a5_over(p, &p->segs[g]);
}

void plan_a5_regs_fit(struct plan *p, int g)
{
    struct a5seg *sg = &p->segs[g];
    if (!a5_over(p, sg))
        return;
    a5_raise_stores(p, sg);
    if (!sg->paired)
        a5_sink_mask_loads(p, sg);
    int n = 0, *sh = xcalloc((size_t)(sg->end - sg->first) + 1, sizeof *sh);
    for (int i = sg->end - 1; i >= sg->first && a5_over(p, sg); i--)
        if (a5_hoisted_dup(p, g, i))
            a5_unhoist(p, sg, i, sh, &n);
    free(sh);
    int v = a5_live(p, sg, 0), pr = sg->paired ? 0 : a5_live(p, sg, 1);
    if (v > a5_limit[0] || pr > a5_limit[1])
        diag_fatal("kernel '%s': a __VEC_SCOPE__ needs %d vector and %d predicate registers; "
                   "the A5 has %d and %d per vector function",
                   p->k->name, v, pr, a5_limit[0], a5_limit[1]);
}

/* ---- registers that hold no tile ---------------------------------------- */

int plan_a5_regs_extra(struct plan *p, const char *name, const char *type)
{
    for (int i = 0; i < p->nxreg; i++)
        if (!strcmp(p->xreg[i].name, name) && p->xreg[i].seg == p->cur_seg)
            return p->k->ntiles + i;
    if (p->nxreg == p->xreg_cap) {
        p->xreg_cap = p->xreg_cap ? 2 * p->xreg_cap : 16;
        p->xreg = xrealloc(p->xreg, (size_t)p->xreg_cap * sizeof *p->xreg);
    }
    p->xreg[p->nxreg] = (struct xreg){name, type, p->cur_seg};
    return p->k->ntiles + p->nxreg++;
}

int plan_a5_regs_all_true(struct plan *p, int size)
{
    const char *name = ir_fmt("pgr_all_b%d", 8 * size);
    int n = p->nxreg;
    int r = plan_a5_regs_extra(p, name, CNAME("vector_bool"));
    if (p->nxreg != n) {
        struct insn *in = ir_add_insn(p, IK_VOP, -1);
        in->prologue = 1;
        ir_insn_set(in, insn_pred(INSN_PSET_B8, size));
        in->scalar = CNAME("PAT_ALL");
        in->ntile = 1;
        in->tile[0] = r;
        in->pred = -1;
        in->mask_tile = -1;
    }
    return r;
}

/* A predicate of the first N lanes of SIZE-byte elements, set once per
 * scope (plt_b*: a5/TRowReduce.hpp's CreatePredicate). */
int plan_a5_regs_lanes_pred(struct plan *p, int n, int size)
{
    int before = p->nxreg;
    int r = plan_a5_regs_extra(p, ir_fmt("pgr_p%d_b%d", n, 8 * size), CNAME("vector_bool"));
    if (p->nxreg != before) {
        struct insn *in = ir_add_insn(p, IK_VOP, -1);
        in->prologue = 1;
        ir_insn_set(in, insn_pred(INSN_PLT_B8, size));
        in->scalar = ir_fmt("%du", n);
        in->ntile = 1;
        in->tile[0] = r;
        in->pred = -1;
        in->mask_tile = -1;
    }
    return r;
}

/* ---- building register ops (plan_a5_ops.c, plan_a5_index.c) -------- */

const char *plan_a5_int_reg(int size, int is_signed)
{
    static const char *const s[] = {CNAME("vector_s8"), CNAME("vector_s16"), CNAME("vector_s32")};
    static const char *const u[] = {CNAME("vector_u8"), CNAME("vector_u16"), CNAME("vector_u32")};
    return (is_signed ? s : u)[size == 1 ? 0 : size == 2 ? 1 : 2];
}

/* A register op of spec op I: NAME, no operands yet, the chunk's
 * predicate. */
struct insn *plan_a5_vop(struct plan *p, int i, enum insn_id id)
{
    struct insn *in = ir_add_insn(p, IK_VOP, i);
    ir_insn_set(in, id);
    in->mask_tile = -1;
    in->pred = p->a5_pred;
    return in;
}

/* vcvt of register SRC into register DST of op I, with the mode
 * arguments ARGS (a5_cvt_args). */
struct insn *plan_a5_vcvt(struct plan *p, int i, int dst, int src, const char *args)
{
    struct insn *in = plan_a5_vop(p, i, INSN_VCVT);
    in->ntile = 2;
    in->tile[0] = dst;
    in->tile[1] = src;
    in->scalar = args;
    return in;
}

/* A scratch register of TYPE (vector_f32, ...) for the op being lowered:
 * pgr_<NAME>_<f32, ...>, shared with the scope's other ops (each op is
 * done with its scratch registers when the next one starts), so that a
 * chain of ops does not run out of them. */
int plan_a5_opreg(struct plan *p, const char *name, const char *type)
{
    return plan_a5_regs_extra(p, ir_fmt("pgr_%s_%s", name, type + strlen("vector_")), type);
}

/* A register of DT holding SCALAR in every lane, set once per scope under
 * an all-true predicate: NAME, made on first use. */
int plan_a5_splat(struct plan *p, const char *name, enum dtype dt, const char *scalar)
{
    int n = p->nxreg;
    int r = plan_a5_regs_extra(p, name, dtype_vreg(dt));
    if (p->nxreg != n) {
        int all = plan_a5_regs_all_true(p, dtype_size(dt));
        struct insn *in = ir_add_insn(p, IK_VOP, -1);
        in->prologue = 1;
        ir_insn_set(in, INSN_VDUP);
        in->ntile = 1;
        in->tile[0] = r;
        in->scalar = scalar;
        in->pred = all;
        in->mask_tile = -1;
    }
    return r;
}

/* The constant V of DT in a register shared by the scope's ops. */
int plan_a5_const(struct plan *p, const char *name, enum dtype dt, long long v)
{
    return plan_a5_splat(p, ir_fmt("pgr_%s_%s", name, dtype_vreg(dt) + strlen("vector_")), dt,
                         ir_int_scalar(p, dt, v));
}

/* Register op NAME of spec op I: D = NAME(A[, B][, SCALAR]) under PRED
 * (-1: the chunk's predicate). */
struct insn *plan_a5_op(struct plan *p, int i, enum insn_id id, int d, int a, int b,
                        const char *scalar, int pred)
{
    struct insn *in = plan_a5_vop(p, i, id);
    in->tile[in->ntile++] = d;
    in->tile[in->ntile++] = a;
    if (b >= 0)
        in->tile[in->ntile++] = b;
    in->scalar = scalar;
    in->pred = pred >= 0 ? pred : p->a5_pred;
    return in;
}
