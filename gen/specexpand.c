/* specexpand.c - ops with no lowering of their own, rewritten into ops
 * every target runs (spec_).
 *
 * tquant (pto-isa's TQUANT, INT8_SYM) is a per-row multiplication, then
 * a saturating conversion to int8 rounded to nearest even (a2a3/TQuant.hpp
 * through s32 and f16, a5/TQuant.hpp through f16 rounded to odd: both
 * sat_i8(rint(x * scale))), which are trowexpandmul and tcvt f32 -> i8.
 * Its INT8_ASYM mode (quant: asym) adds a per-row offset to the rounded
 * product, rounding again, before a conversion to uint8 (a2a3/TQuant.hpp:
 * TROWEXPANDADD, then the same s32 and f16 steps to u8; a5/TQuant.hpp
 * TQuant_Int8Asym: vmul, vadd, vcvt to s32, f32, f16, u8, each ROUND_R,
 * RS_ENABLE): sat_u8(rint(x * scale + offset)) with two f32 roundings,
 * which are trowexpandmul, trowexpandadd and tcvt f32 -> u8.
 *
 * tdequant (pto-isa's TDEQUANT) is, on both devices, a conversion to f32,
 * a per-row subtraction and a per-row multiplication (a2a3/TDequant.hpp,
 * a5/TDeQuant.hpp).  ptogen has each as an op, proved bit for bit on
 * every target, so each op is those ops: main.c calls spec_expand after
 * the target rules have checked the op the user wrote (its diagnostics
 * name tdequant) and before any planner.  An int8 source goes through
 * half as pto-isa's does, in a hidden tile: its name starts with pgr_,
 * which names.c refuses in a spec, so it cannot meet a user's tile.
 *
 * An 8-bit trowmax, trowmin, tcolmax or tcolmin on A2/A3 goes through
 * half, a bf16 one through float, and a bf16 trowmax or trowmin on A5
 * through float too (spec_widen_extremes), for that target's plan only:
 * the LS_EXPANDED rows of ops.def say which.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "dtype.h"
#include "lower.h"
#include "op.h"
#include "spec.h"

/* A new tile of dtype DT shaped as full tile SRC of K, named NAME; its
 * index. */
static int hidden_tile(struct kernel *k, int src, enum dtype dt, const char *name, struct loc loc)
{
    k->tiles = xrealloc(k->tiles, ((size_t)k->ntiles + 1) * sizeof *k->tiles);
    struct tile *t = &k->tiles[k->ntiles];
    *t = k->tiles[src];
    t->name = xstrdup(name);
    t->dtype = dt;
    t->loc = t->shape_loc = t->cols_loc = t->vrows_loc = t->stride_loc = loc;
    t->stride = 0;
    t->stride_param = -1;
    return k->ntiles++;
}

/* An op CODE writing DST from the sources SRC[0..N), at the place of
 * FROM, the op it stands for. */
static struct op step(const struct op *from, enum opcode code, int dst, const int *src, int n)
{
    struct op o;
    memset(&o, 0, sizeof o);
    o.code = code;
    o.loc = o.dst_loc = o.mask_loc = o.tmp_loc = from->loc;
    o.dst = dst;
    o.nsrc = n;
    for (int i = 0; i < OP_MAX_SRC; i++) {
        o.src[i] = i < n ? src[i] : -1;
        o.src_loc[i] = from->loc;
    }
    o.mask = o.tmp = o.cmp = o.descending = o.upper = o.quant = o.pad = -1;
    /* rint: tquant's rounding (pto-isa's CAST_RINT); tdequant's
     * conversions are exact, where the mode does not matter */
    o.round = op_table[code].family == OPF_CONVERT ? RND_RINT : -1;
    return o;
}

/* tdequant O (op INDEX of K) as its steps, into OUT; how many. */
static int dequant(struct kernel *k, const struct op *o, int index, struct op *out)
{
    int y = o->dst, q = o->src[0], scale = o->src[1], offset = o->src[2], n = 0;
    int from = q;
    if (k->tiles[q].dtype == DT_I8) {
        /* int8 -> f32 is no pair of tcvt: int8 -> half -> f32, both exact,
         * as a2a3/TDequant.hpp (vconv_s82f16, vconv_f162f32) */
        char name[48];
        snprintf(name, sizeof name, "pgr_dequant%d_f16", index + 1);
        from = hidden_tile(k, q, DT_F16, name, o->loc);
        out[n++] = step(o, OP_CVT, from, &q, 1);
    }
    out[n++] = step(o, OP_CVT, y, &from, 1);
    int sub[2] = {y, offset}, mul[2] = {y, scale};
    out[n++] = step(o, OP_ROWEXPANDSUB, y, sub, 2);
    out[n++] = step(o, OP_ROWEXPANDMUL, y, mul, 2);
    return n;
}

/* tquant O (op INDEX of K): the product in a hidden f32 tile, so the
 * input is left alone (pto-isa's TQUANT writes it in place), plus the
 * offset in place with quant: asym, then the conversion to dst's int8 or
 * uint8, rint, saturating, into OUT; how many. */
static int quant(struct kernel *k, const struct op *o, int index, struct op *out)
{
    char name[48];
    snprintf(name, sizeof name, "pgr_quant%d_f32", index + 1);
    int x = o->src[0], scale = o->src[1], n = 0;
    int t = hidden_tile(k, x, DT_F32, name, o->loc);
    int mul[2] = {x, scale};
    out[n++] = step(o, OP_ROWEXPANDMUL, t, mul, 2);
    if (o->quant == 1) {
        int add[2] = {t, o->src[2]};
        out[n++] = step(o, OP_ROWEXPANDADD, t, add, 2);
    }
    out[n++] = step(o, OP_CVT, o->dst, &t, 1);
    return n;
}

/* The most ops one op becomes. */
#define EXPAND_MAX 4

void spec_expand(struct kernel *k)
{
    int any = 0;
    for (int i = 0; i < k->nops; i++)
        any |= k->ops[i].code == OP_DEQUANT || k->ops[i].code == OP_QUANT;
    if (!any)
        return;
    struct op *ops = xcalloc((size_t)k->nops * EXPAND_MAX + 1, sizeof *ops);
    int n = 0;
    for (int i = 0; i < k->nops; i++)
        if (k->ops[i].code == OP_DEQUANT)
            n += dequant(k, &k->ops[i], i, ops + n);
        else if (k->ops[i].code == OP_QUANT)
            n += quant(k, &k->ops[i], i, ops + n);
        else
            ops[n++] = k->ops[i];
    free(k->ops);
    k->ops = ops;
    k->nops = n;
}

/* ---- A2/A3: 8-bit maxima and minima through half -----------------------
 * A2/A3's vmax and vmin take no bytes (a2a3/TMax.hpp, TMin.hpp) and its
 * vcmax and vcmin half and float only (a2a3/TRowReduceOps.hpp's check;
 * a2a3/TColReduceOps.hpp takes half, float, int16 and int32).  Every i8
 * and u8 value is exact in half, and the maximum or minimum of integers
 * is one of them, so the reduction of the widened values, narrowed back,
 * is the 8-bit one bit for bit (no NaN, no -0: an integer 0 widens to
 * +0).  Each such op becomes tcvt of its source into a hidden f16 tile
 * (vconv_s82f16 or vconv_u82f16, a2a3/TCvt.hpp's forms, as tdequant's
 * int8 source), the same reduction on half into a hidden f16 per-row or
 * per-col tile, and tcvt of that into dst (vconv_f162s8 or f162u8,
 * exact in range).  A source widened once serves every later reduction
 * of it until an op writes it.
 *
 * tcolmax and tcolmin on bf16 go the same way through float (A2/A3 has no
 * bf16 arithmetic; a2a3/TColReduceOps.hpp takes half, float, int16 and
 * int32): vconv_bf162f32 is exact, the maximum or minimum of the floats
 * is one of them (NaN and -0 included: float's vmax and vmin order them
 * as bf16's would, the same values), and vconv_f322bf16r gives its bits
 * back unchanged, since its low 16 bits are zero.  So do trowmax and
 * trowmin on bf16 (a2a3/TRowReduceOps.hpp's vcmax and vcmin take half and
 * float), and on A5 too, whose a5/TRowReduce.hpp takes half and float
 * only: vcvt widens bf16 exactly and narrows the result back exactly, and
 * a row split into chunks widens each chunk as it comes. */

/* The dtype O of K reduces in on device T when T has no lowering of its
 * own for it (ops.def's LS_EXPANDED row): a maximum or minimum of 8-bit
 * data (f16) or of bf16 (f32); else DT__COUNT. */
static enum dtype wide_extreme(const struct kernel *k, const struct op *o, enum target t)
{
    int c = o->code;
    if (!(c == OP_ROWMAX || c == OP_ROWMIN || c == OP_COLMAX || c == OP_COLMIN))
        return DT__COUNT;
    enum dtype dt = k->tiles[o->src[0]].dtype;
    const struct lowering *lw = lower_find(c, t, dt);
    if (!lw || lw->special != LS_EXPANDED)
        return DT__COUNT;
    return dtype_size(dt) == 1 ? DT_F16 : DT_F32;
}

const struct kernel *spec_widen_extremes(const struct kernel *k, enum target t)
{
    int any = 0;
    for (int i = 0; i < k->nops; i++)
        any |= wide_extreme(k, &k->ops[i], t) != DT__COUNT;
    if (!any)
        return k;
    struct kernel *c = xmalloc(sizeof *c);
    *c = *k;
    c->tiles = xmalloc((size_t)k->ntiles * sizeof *c->tiles);
    memcpy(c->tiles, k->tiles, (size_t)k->ntiles * sizeof *c->tiles);
    c->ops = xcalloc((size_t)k->nops * 3 + 1, sizeof *c->ops);
    c->nops = 0;
    int *wide = xmalloc((size_t)k->ntiles * sizeof *wide); /* a tile's wide copy, or -1 */
    for (int t = 0; t < k->ntiles; t++)
        wide[t] = -1;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        enum dtype wdt = wide_extreme(k, o, t);
        if (wdt == DT__COUNT) {
            c->ops[c->nops++] = *o;
        } else {
            char name[48];
            int s = o->src[0];
            if (wide[s] < 0) {
                snprintf(name, sizeof name, "pgr_widen%d_%s", i + 1, dtype_name(wdt));
                wide[s] = hidden_tile(c, s, wdt, name, o->loc);
                c->ops[c->nops++] = step(o, OP_CVT, wide[s], &s, 1);
            }
            snprintf(name, sizeof name, "pgr_extreme%d_%s", i + 1, dtype_name(wdt));
            int r = hidden_tile(c, o->dst, wdt, name, o->loc);
            c->ops[c->nops++] = step(o, o->code, r, &wide[s], 1);
            c->ops[c->nops++] = step(o, OP_CVT, o->dst, &r, 1);
        }
        if (o->dst >= 0 && o->dst < k->ntiles)
            wide[o->dst] = -1;
        if (o->tmp >= 0 && o->tmp < k->ntiles)
            wide[o->tmp] = -1;
    }
    free(wide);
    return c;
}
