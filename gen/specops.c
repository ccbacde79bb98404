/* specops.c - the ops of a spec: operands, modes, data flow (spec_).
 *
 * Part of the schema check of spec.c (which calls in through specint.h):
 * each entry of 'ops' is checked at the file:line:col of the node at
 * fault, its names resolved to tile and param indices, its scalar parsed
 * for the op's dtype (specscalar.c); then the data flow of the whole list
 * is followed.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower.h"
#include "specint.h"
#include "specops.h"

#include "cname.h" /* CNAME, in rounds.def */

/* ---- ops --------------------------------------------------------------- */

/* TEXT as the tables spell an op: lower case, without pto-isa's "pto."
 * (pto.tadd, TADD), in LOW; NULL when too long to be any op. */
static const char *op_key(const char *text, char low[64])
{
    size_t n = strlen(text);
    if (n >= 64)
        return NULL;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)text[i]);
    return !strncmp(low, "pto.", 4) ? low + 4 : low;
}

int spec_lookup_op(const char *text)
{
    char low[64];
    const char *name = op_key(text, low);
    for (int i = 0; name && i < OP__COUNT; i++)
        if (!strcmp(name, op_table[i].name))
            return i;
    return -1;
}

const char *spec_foreign_op(const char *text)
{
    char low[64];
    const char *name = op_key(text, low);
    return name ? op_foreign(name) : NULL;
}

const char *spec_op_hint(const char *text, char *buf, size_t size)
{
    const char *names[OP__COUNT];
    for (int i = 0; i < OP__COUNT; i++)
        names[i] = op_table[i].name;
    return spec_hint(text, names, OP__COUNT, buf, size);
}

/* Keys an op may have, and which op families use the optional ones. */
const char *const spec_op_keys[] = {"op",       "dst",   "src",   "mask",       "scalar",
                                    "tmp",      "cmp",   "round", "descending", "upper",
                                    "diagonal", "quant", "pad",   NULL};

/* docs/spec.md, 'cmp' and 'round' */
const char *const spec_cmp_values[] = {"eq", "ne", "lt", "le", "gt", "ge", NULL};
/* docs/spec.md, 'descending': a YAML boolean, its index the value */
const char *const spec_bool_values[] = {"false", "true", NULL};
/* docs/spec.md, 'quant': pto-isa's QuantType INT8_SYM and INT8_ASYM, the
 * index struct op's quant */
const char *const spec_quant_values[] = {"sym", "asym", NULL};
/* docs/spec.md, 'pad': pto-isa's PadValue Zero, Min and Max, the index
 * struct op's pad (enum pad_kind) */
const char *const spec_pad_values[] = {"zero", "min", "max", NULL};
const char *const spec_round_values[] = {
#define ROUND(id, name, a5) name,
#include "rounds.def"
#undef ROUND
    NULL};

/* How the operands of a family relate in kind (full, per-row, per-col). */
enum shape_rule {
    SR_SAME,   /* elementwise: every operand of one kind */
    SR_REDUCE, /* dst of the family's axis, src full */
    SR_EXPAND, /* src of the family's axis, dst full */
    SR_BINARY, /* dst full; one source full, the other of the axis */
    SR_GEN,    /* no source: dst of the family's axis */
    SR_ROLES   /* each operand a role of its own (check_roles) */
};

/* ORDER: enum op_family.  What each family of ops takes. */
static const struct family {
    const char *name; /* as --list-ops and the templates name it */
    int nsrc;         /* source tiles */
    int scalar;       /* a scalar operand */
    int mask;         /* a mask operand (select) */
    int dst_mask;     /* dst is a mask tile (compare) */
    int cmp, round;   /* the cmp / round key */
    int descending;   /* the descending key (an index op) */
    int tri;          /* the upper and diagonal keys (a triangle) */
    enum shape_rule rule;
    enum tile_per axis; /* the vector operand's kind (not SR_SAME) */
} families[OPF__COUNT] = {
    {"unary", 1, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"binary", 2, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"ternary", 3, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"scalar", 1, 1, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"scalar2", 2, 1, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"fill", 0, 1, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"select", 2, 0, 1, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"selects", 1, 1, 1, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"compare", 2, 0, 0, 1, 1, 0, 0, 0, SR_SAME, PER_FULL},
    {"compares", 1, 1, 0, 1, 1, 0, 0, 0, SR_SAME, PER_FULL},
    {"convert", 1, 0, 0, 0, 0, 1, 0, 0, SR_SAME, PER_FULL},
    {"reshape", 1, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"index", 0, 1, 0, 0, 0, 0, 1, 0, SR_GEN, PER_COL},
    {"tri", 0, 0, 0, 0, 0, 0, 0, 1, SR_GEN, PER_FULL},
    {"gather", 2, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"trans", 1, 0, 0, 0, 0, 0, 0, 0, SR_REDUCE, PER_TRANS},
    {"fillpad", 1, 0, 0, 0, 0, 0, 0, 0, SR_SAME, PER_FULL},
    {"sort", 2, 0, 0, 0, 0, 0, 0, 0, SR_ROLES, PER_PAIRS},
    {"mrgsort", 1, 0, 0, 0, 0, 0, 0, 0, SR_ROLES, PER_PAIRS},
    {"rowreduce", 1, 0, 0, 0, 0, 0, 0, 0, SR_REDUCE, PER_ROW},
    {"colreduce", 1, 0, 0, 0, 0, 0, 0, 0, SR_REDUCE, PER_COL},
    {"rowexpand", 1, 0, 0, 0, 0, 0, 0, 0, SR_EXPAND, PER_ROW},
    {"colexpand", 1, 0, 0, 0, 0, 0, 0, 0, SR_EXPAND, PER_COL},
    {"rowbinary", 2, 0, 0, 0, 0, 0, 0, 0, SR_BINARY, PER_ROW},
    {"colbinary", 2, 0, 0, 0, 0, 0, 0, 0, SR_BINARY, PER_COL},
    {"dequant", 3, 0, 0, 0, 0, 0, 0, 0, SR_ROLES, PER_ROW},
    {"quant", 2, 0, 0, 0, 0, 0, 0, 0, SR_ROLES, PER_ROW},
};

const char *spec_family_name(enum op_family f)
{
    return families[f].name;
}

int spec_op_uses(const struct op_info *info, const char *key)
{
    const struct family *f = &families[info->family];
    if (!strcmp(key, "op") || !strcmp(key, "dst"))
        return 1;
    if (!strcmp(key, "src"))
        return f->nsrc > 0;
    if (!strcmp(key, "mask"))
        return f->mask;
    if (!strcmp(key, "scalar"))
        return f->scalar;
    if (!strcmp(key, "tmp"))
        return lower_takes_tmp_any((int)(info - op_table));
    if (!strcmp(key, "cmp"))
        return f->cmp;
    if (!strcmp(key, "round"))
        return f->round;
    if (!strcmp(key, "descending"))
        return f->descending;
    if (!strcmp(key, "upper") || !strcmp(key, "diagonal"))
        return f->tri;
    if (!strcmp(key, "quant"))
        return info->family == OPF_QUANT;
    if (!strcmp(key, "pad"))
        return info->family == OPF_FILLPAD;
    return 0;
}

int spec_op_nsrc(const struct op_info *info)
{
    return families[info->family].nsrc;
}

int spec_op_nsrc_max(const struct op_info *info)
{
    /* quant: asym's per-row offset */
    return families[info->family].nsrc + (info->family == OPF_QUANT);
}

int spec_op_dst_is_mask(const struct op_info *info)
{
    return families[info->family].dst_mask;
}

enum dtype spec_op_dtype(const struct kernel *k, const struct op *o)
{
    enum op_family f = op_table[o->code].family;
    if (families[f].dst_mask || f == OPF_CONVERT || f == OPF_RESHAPE || f == OPF_DEQUANT ||
        f == OPF_QUANT)
        return k->tiles[o->src[0]].dtype;
    return k->tiles[o->dst].dtype;
}

/* The kinds of O's operands (full, per-row, per-col) follow its family's
 * rule; 0 after a diagnostic. */
static int check_kinds(const struct kernel *k, const struct op *o)
{
    const struct op_info *info = &op_table[o->code];
    const struct family *f = &families[info->family];
    const struct tile *d = &k->tiles[o->dst];
    enum tile_per want_dst = f->rule == SR_REDUCE || f->rule == SR_GEN ? f->axis : PER_FULL;
    /* a per-trans tile is ttrans' dst and nothing else: no other op walks
     * its shape (docs/spec.md, *Transposed tiles*) */
    for (int s = -1; s < o->nsrc; s++) {
        const struct tile *t = &k->tiles[s < 0 ? o->dst : o->src[s]];
        if (t->per == PER_TRANS && (s >= 0 || info->family != OPF_TRANS)) {
            diag_error(s < 0 ? o->dst_loc : o->src_loc[s],
                       "%s '%s' of '%s' is a per-trans tile: only ttrans writes one, and no "
                       "op reads it",
                       s < 0 ? "dst" : "src", t->name, info->name);
            return 0;
        }
    }
    /* a per-pairs tile likewise is tsort32's or tmrgsort's dst, tmrgsort's
     * src (check_roles) and no other op's operand */
    for (int s = -1; s < o->nsrc; s++) {
        const struct tile *t = &k->tiles[s < 0 ? o->dst : o->src[s]];
        if (t->per == PER_PAIRS) {
            diag_error(s < 0 ? o->dst_loc : o->src_loc[s],
                       "%s '%s' of '%s' is a per-pairs tile: only tsort32 and tmrgsort write "
                       "one, and only tmrgsort reads one",
                       s < 0 ? "dst" : "src", t->name, info->name);
            return 0;
        }
    }
    if (info->family == OPF_TRANS && d->per == PER_TRANS && !spec_is_io(k, o->dst)) {
        diag_error(o->dst_loc, "dst '%s' of '%s' must be an output: no op reads a per-trans tile",
                   d->name, info->name);
        return 0;
    }
    /* a gather indexes along a row: full tiles only (then all are, below) */
    if (info->family == OPF_GATHER && d->per != PER_FULL) {
        diag_error(o->dst_loc, "dst '%s' of '%s' must be a %s tile, not %s", d->name, info->name,
                   spec_per_name(PER_FULL), spec_per_name(d->per));
        return 0;
    }
    if (f->rule == SR_SAME) {
        const struct tile *first = d;
        for (int s = 0; s < o->nsrc; s++) {
            const struct tile *t = &k->tiles[o->src[s]];
            /* a select of full tiles may take one source per row (per
             * column): its value broadcast along the row (the column) */
            if (o->code == OP_SEL && d->per == PER_FULL && TILE_IS_VECTOR(t) &&
                k->tiles[o->src[1 - s]].per == PER_FULL)
                continue;
            if (t->per != first->per) {
                diag_error(o->src_loc[s], "operands of '%s' mix tile kinds: '%s' is %s, '%s' is %s",
                           info->name, first->name, spec_per_name(first->per), t->name,
                           spec_per_name(t->per));
                return 0;
            }
        }
        /* a per-row mask selects per-row values, a full one full tiles */
        if (o->mask >= 0 && k->tiles[o->mask].per != d->per) {
            const struct tile *m = &k->tiles[o->mask];
            diag_error(o->mask_loc, "operands of '%s' mix tile kinds: '%s' is %s, mask '%s' is %s",
                       info->name, d->name, spec_per_name(d->per), m->name, spec_per_name(m->per));
            return 0;
        }
        return 1;
    }
    int ok = 1;
    if (d->per != want_dst) {
        diag_error(o->dst_loc, "dst '%s' of '%s' must be a %s tile, not %s", d->name, info->name,
                   spec_per_name(want_dst), spec_per_name(d->per));
        ok = 0;
    }
    if (f->rule == SR_GEN)
        return ok;
    if (f->rule == SR_BINARY) {
        const struct tile *a = &k->tiles[o->src[0]], *b = &k->tiles[o->src[1]];
        int fine =
            (a->per == PER_FULL && b->per == f->axis) || (a->per == f->axis && b->per == PER_FULL);
        if (!fine) {
            diag_error(o->src_loc[a->per == PER_FULL ? 1 : 0],
                       "'%s' takes one full source and one %s source, not '%s' (%s) and '%s' "
                       "(%s)",
                       info->name, spec_per_name(f->axis), a->name, spec_per_name(a->per), b->name,
                       spec_per_name(b->per));
            ok = 0;
        }
        return ok;
    }
    enum tile_per want_src = f->rule == SR_EXPAND ? f->axis : PER_FULL;
    const struct tile *t = &k->tiles[o->src[0]];
    if (t->per != want_src) {
        diag_error(o->src_loc[0], "src '%s' of '%s' must be a %s tile, not %s", t->name, info->name,
                   spec_per_name(want_src), spec_per_name(t->per));
        ok = 0;
    }
    return ok;
}

/* Do tiles A and B cover different rows or columns of the kernel's tile:
 * both valid dimensions for two tiles of one kind, the one they share for
 * a full tile and a vector tile. */
static int extent_differs(const struct tile *a, const struct tile *b)
{
    if (a->per == b->per)
        return a->vrows != b->vrows || a->vcols != b->vcols;
    const struct tile *v = TILE_IS_VECTOR(a) ? a : b, *full = TILE_IS_VECTOR(a) ? b : a;
    if (v->per == PER_TRANS)
        return v->vrows != full->vcols || v->vcols != full->vrows;
    if (v->per == PER_PAIRS) /* 8 bytes an element (spec_resolve_vectors) */
        return v->vrows != full->vrows || v->vcols != full->vcols * (8 / dtype_size(v->dtype));
    return v->per == PER_ROW ? v->vrows != full->vrows : v->vcols != full->vcols;
}

/* Narrow tile T (spec_is_narrow), an operand of O (its dst or tmp when
 * NOT_SRC): only an input, read as one source of a tpart op beside one of
 * dst's shape, which the targets load at its own width and combine in
 * its columns (docs/spec.md, *Narrow inputs*).  1 after a diagnostic. */
static int check_narrow(const struct kernel *k, const struct op *o, int not_src,
                        const struct tile *t, struct loc loc)
{
    const char *name = op_table[o->code].name;
    char b1[32], b2[32];
    snprintf(b2, sizeof b2, "%dx%d", k->vrows, k->vcols);
    if (!spec_is_io(k, (int)(t - k->tiles)) || not_src) {
        diag_error(loc,
                   "'%s' of '%s' has fewer valid columns (%s) than the kernel (%s): only an "
                   "input may, read by tpartadd, tpartmax, tpartmin, tpartmul or tfillpad",
                   t->name, name, spec_shape_str(t, b1, sizeof b1), b2);
        return 1;
    }
    if (!spec_op_partial(o->code))
        return 0; /* the valid shapes differ: the caller's diagnostic */
    int narrow = 0;
    for (int s = 0; s < o->nsrc; s++)
        narrow += spec_is_narrow(k, &k->tiles[o->src[s]]);
    if (narrow > 1 && t == &k->tiles[o->src[1]] && o->src[0] != o->src[1]) {
        diag_error(loc,
                   "both sources of '%s' have fewer valid columns than its dst (%s): one must "
                   "have dst's valid shape, as pto-isa's TPARTADD and the rest ask",
                   name, b2);
        return 1;
    }
    return 0;
}

/* The operands of tdequant and tquant by role: dst, then the sources;
 * each a full or per-row tile of a dtype, or (DT__COUNT) of the dtype
 * the target rules check. */
struct role {
    const char *name;
    enum tile_per per;
    enum dtype dtype;
};
static const struct role dequant_roles[] = {{"dst", PER_FULL, DT_F32},
                                            {"src", PER_FULL, DT__COUNT},
                                            {"scale", PER_ROW, DT_F32},
                                            {"offset", PER_ROW, DT_F32}};
static const struct role quant_roles[] = {
    {"dst", PER_FULL, DT_I8}, {"src", PER_FULL, DT__COUNT}, {"scale", PER_ROW, DT_F32}};
/* quant: asym, pto-isa's INT8_ASYM: uint8 out, a per-row f32 offset
 * (a2a3/TQuant.hpp, a5/TQuant.hpp static_assert uint8_t) */
static const struct role quant_asym_roles[] = {{"dst", PER_FULL, DT_U8},
                                               {"src", PER_FULL, DT__COUNT},
                                               {"scale", PER_ROW, DT_F32},
                                               {"offset", PER_ROW, DT_F32}};
/* tsort32: pto-isa's TSORT32(dst, src, idx): dst of src's dtype (checked
 * below), idx uint32_t (a2a3/TSort32.hpp, a5/TSort32.hpp static_assert) */
static const struct role sort_roles[] = {
    {"dst", PER_PAIRS, DT__COUNT}, {"src", PER_FULL, DT__COUNT}, {"index", PER_FULL, DT_U32}};
/* tmrgsort: a row's sorted runs of pairs (tsort32's or tmrgsort's dst)
 * merged into another per-pairs tile of their dtype (docs/semantics.md,
 * Sorts) */
static const struct role mrgsort_roles[] = {{"dst", PER_PAIRS, DT__COUNT},
                                            {"src", PER_PAIRS, DT__COUNT}};

/* Does an op after op O read tile T as tmrgsort's src? */
static int merged_later(const struct kernel *k, const struct op *o, int t)
{
    for (const struct op *l = o + 1; l < k->ops + k->nops; l++)
        if (op_table[l->code].family == OPF_MRGSORT && l->src[0] == t)
            return 1;
    return 0;
}

/* O's operands take their roles; the full ones share dst's valid shape,
 * the per-row ones its valid rows; none is narrow. */
static void check_roles(const struct kernel *k, const struct op *o)
{
    enum op_family fam = op_table[o->code].family;
    const struct role *role = fam == OPF_DEQUANT   ? dequant_roles
                              : fam == OPF_SORT    ? sort_roles
                              : fam == OPF_MRGSORT ? mrgsort_roles
                              : o->quant == 1      ? quant_asym_roles
                                                   : quant_roles;
    const char *name = op_table[o->code].name;
    /* the mode that decides the roles, in a dtype refusal */
    const char *mode = op_table[o->code].family != OPF_QUANT ? ""
                       : o->quant == 1                       ? " with quant: asym"
                                                             : " with quant: sym";
    const struct tile *d = &k->tiles[o->dst];
    char b1[32], b2[32];
    for (int i = 0; i < 1 + o->nsrc; i++) {
        const struct tile *t = &k->tiles[i ? o->src[i - 1] : o->dst];
        struct loc loc = i ? o->src_loc[i - 1] : o->dst_loc;
        if (t->dtype == DT_MASK)
            diag_error(loc, "'%s' is a mask tile; '%s' needs data tiles", t->name, name);
        else if (t->per != role[i].per)
            diag_error(loc, "%s '%s' of '%s' must be a %s tile, not %s", role[i].name, t->name,
                       name, spec_per_name(role[i].per), spec_per_name(t->per));
        else if (role[i].dtype != DT__COUNT && t->dtype != role[i].dtype)
            diag_error(loc, "%s '%s' of '%s' is %s; '%s'%s takes %s %s", role[i].name, t->name,
                       name, dtype_name(t->dtype), name, i ? "" : mode, dtype_name(role[i].dtype),
                       role[i].name);
        else if (spec_is_narrow(k, t))
            check_narrow(k, o, 1, t, loc);
        /* (per-pairs tiles of two dtypes: the dtypes' error below) */
        else if (i && extent_differs(t, d) && (t->per != PER_PAIRS || t->dtype == d->dtype))
            diag_error(loc, "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s",
                       name, d->name, spec_shape_str(d, b1, sizeof b1), t->name,
                       spec_shape_str(t, b2, sizeof b2));
    }
    if ((fam != OPF_SORT && fam != OPF_MRGSORT) || d->per != PER_PAIRS)
        return;
    const struct tile *s = &k->tiles[o->src[0]];
    if (s->dtype != DT_MASK && s->per == role[1].per && s->dtype != d->dtype)
        diag_error(o->dst_loc, "operands of '%s' have different dtypes: '%s' is %s, '%s' is %s",
                   name, d->name, dtype_name(d->dtype), s->name, dtype_name(s->dtype));
    /* a merge reads its whole row while it writes dst's */
    if (fam == OPF_MRGSORT && o->dst == o->src[0])
        diag_error(o->dst_loc,
                   "dst '%s' of '%s' is its src: the merge reads the whole row while it "
                   "writes dst's",
                   d->name, name);
}

/* The operands of O must agree: data tiles (no masks) of one dtype and
 * valid shape; the mask a mask tile of that valid shape; tmp like dst;
 * their kinds as the family says (check_kinds). */
static void check_operands(const struct kernel *k, const struct op *o)
{
    if (families[op_table[o->code].family].rule == SR_ROLES) {
        check_roles(k, o);
        return;
    }
    if (!check_kinds(k, o))
        return;
    const struct op_info *info = &op_table[o->code];
    const struct tile *d = &k->tiles[o->dst];
    int dmask = spec_op_dst_is_mask(info);
    /* a conversion's or bit view's dst and source differ in dtype */
    int cvt = info->family == OPF_CONVERT || info->family == OPF_RESHAPE;
    /* dst, the sources, tmp */
    int opnd[2 + OP_MAX_SRC];
    struct loc locs[2 + OP_MAX_SRC];
    int n = 0, tmp_at = -1;
    opnd[n] = o->dst, locs[n++] = o->dst_loc;
    for (int s = 0; s < o->nsrc; s++)
        opnd[n] = o->src[s], locs[n++] = o->src_loc[s];
    if (o->tmp >= 0)
        tmp_at = n, opnd[n] = o->tmp, locs[n++] = o->tmp_loc;
    /* the tile whose dtype every data operand has: a compare's first
     * source (its dst is a mask), else dst; a conversion's dst and source
     * differ, but its tmp is like dst */
    const struct tile *ref = dmask && o->nsrc ? &k->tiles[o->src[0]] : d;
    char b1[32], b2[32];
    if (spec_is_narrow(k, d) && check_narrow(k, o, 1, d, o->dst_loc))
        return;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < i && !seen; j++)
            seen = opnd[j] == opnd[i]; /* one report per tile */
        if (seen)
            continue;
        const struct tile *t = &k->tiles[opnd[i]];
        if (i == 0 && dmask) {
            if (t->dtype != DT_MASK)
                diag_error(locs[i], "dst '%s' of '%s' is %s; '%s' writes a mask tile", t->name,
                           info->name, dtype_name(t->dtype), info->name);
            continue;
        }
        if (t->dtype == DT_MASK) {
            diag_error(locs[i], "'%s' is a mask tile; '%s' needs data tiles", t->name, info->name);
            continue;
        }
        if (t == ref || ref->dtype == DT_MASK)
            continue;
        /* a gather's indices, whatever the data: i32 (pto-isa's int32
         * index tile), tgatherb's u32 byte offsets (its uint32_t tile) */
        int index = info->family == OPF_GATHER && i == 2;
        enum dtype want = o->code == OP_GATHERB ? DT_U32 : DT_I32;
        if (index && t->dtype != want)
            diag_error(locs[i], "index tile '%s' of '%s' is %s; '%s' takes %s indices", t->name,
                       info->name, dtype_name(t->dtype), info->name, dtype_name(want));
        else if (t->dtype != ref->dtype && !(cvt && i != tmp_at) && !index)
            diag_error(locs[i], "operands of '%s' have different dtypes: '%s' is %s, '%s' is %s",
                       info->name, ref->name, dtype_name(ref->dtype), t->name,
                       dtype_name(t->dtype));
        else if (info->family == OPF_RESHAPE && dtype_size(t->dtype) != dtype_size(ref->dtype))
            diag_error(o->loc,
                       "'%s' views the bits of '%s' (%s, %d bits) as '%s' (%s, %d bits): the "
                       "element sizes must match",
                       info->name, t->name, dtype_name(t->dtype), 8 * dtype_size(t->dtype),
                       ref->name, dtype_name(ref->dtype), 8 * dtype_size(ref->dtype));
        else if (spec_is_narrow(k, t) && check_narrow(k, o, i == 0 || i == tmp_at, t, locs[i]))
            continue;
        else if (extent_differs(t, d) && !(spec_is_narrow(k, t) && spec_op_partial(o->code)))
            diag_error(locs[i],
                       "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s",
                       info->name, d->name, spec_shape_str(d, b1, sizeof b1), t->name,
                       spec_shape_str(t, b2, sizeof b2));
        else if (i == tmp_at && (t->rows != d->rows || t->cols != d->cols))
            diag_error(locs[i], "tmp '%s' of '%s' must have the storage shape of '%s' (%dx%d)",
                       t->name, info->name, d->name, d->rows, d->cols);
    }
    /* a gather reads anywhere in its source's row (a scatter in its
     * source's and its indices' rows): written in place, a later element
     * could read an element already written */
    const char *verb = o->code == OP_SCATTER ? "scatter" : "gather";
    if (info->family == OPF_GATHER && o->nsrc == 2 && o->dst == o->src[0])
        diag_error(o->dst_loc, "dst '%s' of '%s' is its source: '%s' cannot %s in place", d->name,
                   info->name, info->name, verb);
    /* a scatter reads the whole row of its indices for each element */
    else if (o->code == OP_SCATTER && o->nsrc == 2 && o->dst == o->src[1])
        diag_error(o->dst_loc, "dst '%s' of '%s' is its index tile: '%s' cannot %s in place",
                   d->name, info->name, info->name, verb);
    /* a2a3 overwrites tmp; a5 and host leave it alone */
    int tmp_is_opnd = o->tmp >= 0 && o->tmp == o->dst;
    for (int s = 0; s < o->nsrc; s++)
        tmp_is_opnd |= o->tmp >= 0 && o->tmp == o->src[s];
    if (tmp_is_opnd)
        diag_error(o->tmp_loc, "tmp '%s' of '%s' must differ from its dst and srcs",
                   k->tiles[o->tmp].name, info->name);
    else if (o->tmp >= 0 && spec_is_io(k, o->tmp))
        diag_error(o->tmp_loc, "tmp '%s' of '%s' cannot be an input or output",
                   k->tiles[o->tmp].name, info->name);
    if (o->mask >= 0) {
        const struct tile *m = &k->tiles[o->mask];
        if (m->dtype != DT_MASK)
            diag_error(o->mask_loc, "mask '%s' of '%s' is %s, not a mask tile", m->name, info->name,
                       dtype_name(m->dtype));
        else if (m->vrows != d->vrows || m->vcols != d->vcols)
            diag_error(o->mask_loc,
                       "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s",
                       info->name, d->name, spec_shape_str(d, b1, sizeof b1), m->name,
                       spec_shape_str(m, b2, sizeof b2));
    }
}

/* The value of KEY, one of VALUES (NULL-terminated), as its index; -1
 * after a diagnostic. */
static int load_enum(const struct yin_node *v, const char *key, const char *const *values)
{
    char what[32];
    snprintf(what, sizeof what, "'%s'", key);
    if (!spec_expect(v, YIN_SCALAR, what))
        return -1;
    int n = 0;
    for (; values[n]; n++)
        if (!strcmp(v->text, values[n]))
            return n;
    char h[HINT_SIZE], list[96];
    size_t len = 0;
    list[0] = '\0';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? " " : "", values[i]);
    diag_error(v->loc, "unknown %s '%s'%s", key, v->text,
               spec_hint(v->text, values, n, h, sizeof h));
    diag_note(v->loc, "%s is one of: %s", key, list);
    return -1;
}

/* The op's modes: 'cmp' (required where used), 'round', 'descending',
 * 'upper' and 'diagonal' (optional), each one of its values. */
static void load_modes(const struct yin_node *n, struct op *o, const char *where)
{
    const struct op_info *info = &op_table[o->code];
    if (spec_op_uses(info, "cmp")) {
        const struct yin_node *v = spec_require(n, "cmp", where, spec_op_keys);
        if (v) {
            o->cmp = load_enum(v, "cmp", spec_cmp_values);
            o->cmp_loc = v->loc;
        }
    }
    if (spec_op_uses(info, "round")) {
        /* optional: rint, as IEEE's default */
        const struct yin_node *v = yin_get(n, "round");
        o->round = RND_RINT;
        if (v) {
            o->round = load_enum(v, "round", spec_round_values);
            o->round_loc = v->loc;
        }
    }
    if (spec_op_uses(info, "descending")) {
        /* optional: ascending, as pto-isa's TCI<..., descending = 0> */
        const struct yin_node *v = yin_get(n, "descending");
        o->descending = 0;
        if (v) {
            o->descending = load_enum(v, "descending", spec_bool_values);
            o->descending_loc = v->loc;
        }
    }
    if (info->family == OPF_TRI) {
        /* optional: the lower triangle from the main diagonal, as pto-isa's
         * TTRI<..., 0>(dst, 0) */
        const struct yin_node *v = yin_get(n, "upper"), *d = yin_get(n, "diagonal");
        o->upper = 0;
        if (v) {
            o->upper = load_enum(v, "upper", spec_bool_values);
            o->upper_loc = v->loc;
        }
        if (d) {
            o->diagonal_loc = d->loc;
            spec_get_int(d, "'diagonal'", -SPEC_MAX_COLS, SPEC_MAX_COLS, &o->diagonal);
        }
    }
    if (info->family == OPF_FILLPAD) {
        /* optional: zero, as pto-isa's TFILLPAD<TileData, PadValue::Zero> */
        const struct yin_node *v = yin_get(n, "pad");
        o->pad = PAD_ZERO;
        if (v) {
            o->pad = load_enum(v, "pad", spec_pad_values);
            o->pad_loc = v->loc;
        }
    }
}

/* tquant's 'quant' key of op N into O: optional, sym (pto-isa's
 * INT8_SYM); asym (INT8_ASYM) takes a per-row offset as a third source.
 * 0 after a diagnostic. */
static int load_quant(const struct yin_node *n, struct op *o)
{
    const struct yin_node *v = yin_get(n, "quant");
    o->quant = 0;
    if (!v)
        return 1;
    o->quant = load_enum(v, "quant", spec_quant_values);
    o->quant_loc = v->loc;
    return o->quant >= 0;
}

/* O's 'src' (node SRC) lists COUNT tiles where it takes WANT. */
static void bad_count(const struct yin_node *src, const struct op *o, int want, int count)
{
    const char *name = op_table[o->code].name;
    if (o->quant == 1) {
        diag_error(src->loc,
                   "'%s' with quant: asym takes %d source tiles (src, scale, offset), not %d", name,
                   want, count);
        return;
    }
    diag_error(src->loc, "'%s' takes %d source tile%s, not %d", name, want, want == 1 ? "" : "s",
               count);
    if (o->quant == 0 && count == want + 1)
        diag_note(src->loc, "a per-row offset is the third source of quant: asym (u8 dst)");
}

/* One entry of 'ops'.  Returns 1 if every operand resolved, so the data
 * flow can be followed through it. */
int spec_load_op(const struct ctx *c, const struct yin_node *n, struct op *o)
{
    const struct kernel *k = c->k;
    o->loc = n->loc;
    o->dst = o->mask = o->tmp = o->cmp = o->round = o->descending = o->upper = o->quant = -1;
    o->pad = -1;
    o->diagonal = 0;
    for (int i = 0; i < OP_MAX_SRC; i++)
        o->src[i] = -1;
    if (!spec_expect(n, YIN_MAP, "an op"))
        return 0;
    const struct yin_node *opn = spec_require(n, "op", "an op", spec_op_keys);
    int code = -1;
    if (opn && spec_expect(opn, YIN_SCALAR, "'op'")) {
        code = spec_lookup_op(opn->text);
        const char *foreign = code < 0 ? spec_foreign_op(opn->text) : NULL;
        if (foreign) {
            diag_error(opn->loc,
                       "'%s' is a pto-isa instruction, not an op of ptogen's vector kernels",
                       opn->text);
            diag_note(opn->loc, "%s", foreign);
        } else if (code < 0) {
            char h[HINT_SIZE];
            diag_error(opn->loc, "unknown op '%s'%s", opn->text,
                       spec_op_hint(opn->text, h, sizeof h));
            /* with or without a guess: the guess may be the wrong op */
            diag_note(opn->loc, "'ptogen --list-ops' lists the ops");
        }
    }
    if (code < 0) {
        spec_check_keys(n, spec_op_keys, NULL, "an op");
        return 0;
    }
    o->code = (enum opcode)code;
    const struct op_info *info = &op_table[code];
    char where[64];
    snprintf(where, sizeof where, "'%s'", info->name);

    /* unknown keys are typos; known keys this op does not take are not */
    const char *used[8];
    int nused = 0;
    for (int i = 0; spec_op_keys[i]; i++)
        if (spec_op_uses(info, spec_op_keys[i]))
            used[nused++] = spec_op_keys[i];
    used[nused] = NULL;
    spec_check_keys(n, used, spec_op_keys, where);
    for (int i = 0; i < n->n; i++) {
        const char *key = n->keys[i]->text;
        int known = 0;
        for (int j = 0; spec_op_keys[j] && !known; j++)
            known = !strcmp(key, spec_op_keys[j]);
        if (known && !spec_op_uses(info, key))
            diag_error(n->keys[i]->loc, "'%s' is not used by '%s'", key, info->name);
    }

    int ok = 1;
    const struct yin_node *dst = spec_require(n, "dst", where, spec_op_keys);
    if (dst) {
        o->dst = spec_tile_ref(c, dst, "'dst'");
        o->dst_loc = dst->loc;
    }
    ok &= o->dst >= 0;

    int want = spec_op_nsrc(info);
    if (spec_op_uses(info, "quant")) {
        ok &= load_quant(n, o);
        want += o->quant == 1;
    }
    const struct yin_node *src = want ? spec_require(n, "src", where, spec_op_keys) : NULL;
    ok &= src != NULL || !want;
    if (src) {
        /* a list, or one name for one source */
        int count = src->kind == YIN_SEQ ? src->n : 1;
        if (src->kind == YIN_MAP) {
            diag_error(src->loc, "'src' must be a tile name or a list of them, not a mapping");
            ok = 0;
        } else if (count != want) {
            bad_count(src, o, want, count);
            ok = 0;
        } else {
            o->nsrc = count;
            for (int i = 0; i < count; i++) {
                const struct yin_node *item = src->kind == YIN_SEQ ? src->items[i] : src;
                o->src[i] = spec_tile_ref(c, item, "'src'");
                o->src_loc[i] = item->loc;
                ok &= o->src[i] >= 0;
            }
        }
    }
    if (spec_op_uses(info, "mask")) {
        const struct yin_node *mask = spec_require(n, "mask", where, spec_op_keys);
        if (mask) {
            o->mask = spec_tile_ref(c, mask, "'mask'");
            o->mask_loc = mask->loc;
        }
        ok &= o->mask >= 0;
    }
    const struct yin_node *tmp = spec_op_uses(info, "tmp") ? yin_get(n, "tmp") : NULL;
    if (tmp) {
        o->tmp = spec_tile_ref(c, tmp, "'tmp'");
        o->tmp_loc = tmp->loc;
        ok &= o->tmp >= 0;
    }
    if (spec_op_uses(info, "scalar")) {
        /* in the dtype of the data: dst's, a compare's source's */
        const struct yin_node *sc = spec_require(n, "scalar", where, spec_op_keys);
        int ref = spec_op_dst_is_mask(info) ? o->src[0] : o->dst;
        if (sc && ref >= 0 && k->tiles[ref].dtype != DT_MASK)
            spec_load_scalar(c, o, sc, k->tiles[ref].dtype);
    }
    load_modes(n, o, where);
    if (ok)
        check_operands(k, o);
    return ok;
}

int spec_param_used(const struct kernel *k, int p)
{
    for (int i = 0; i < k->nops; i++)
        if (k->ops[i].scalar.kind == SC_PARAM && k->ops[i].scalar.param == p)
            return 1;
        else if (k->ops[i].scalar.kind == SC_EXPR)
            for (int s = 0; s < k->ops[i].scalar.nsteps; s++) {
                const struct sstep *st = &k->ops[i].scalar.steps[s];
                if ((st->a.kind == SO_PARAM && st->a.index == p) ||
                    (st->op != 'n' && st->b.kind == SO_PARAM && st->b.index == p))
                    return 1;
            }
    for (int t = 0; t < k->ntiles; t++)
        if (k->tiles[t].stride_param == p)
            return 1;
    return 0;
}

/* Every tile an op reads must hold data: an input, or written by an
 * earlier op.  Every output must be written by some op, and every tile
 * used.  Only what loaded cleanly is followed: OP_OK per op, OPS_OK when
 * all did, CLEAN when the spec had no error at all. */
static int is_input(const struct kernel *k, int t)
{
    for (int i = 0; i < k->ninputs; i++)
        if (k->inputs[i] == t)
            return 1;
    return 0;
}

void spec_check_dataflow(const struct ctx *c, const int *op_ok, int ops_ok, int clean)
{
    const struct kernel *k = c->k;
    int *written = xcalloc((size_t)k->ntiles + 1, sizeof *written);
    int *used = xcalloc((size_t)k->ntiles + 1, sizeof *used);
    int *scratch = xcalloc((size_t)k->ntiles + 1, sizeof *scratch); /* 1 + op that clobbered it */
    for (int i = 0; i < k->ninputs; i++)
        written[k->inputs[i]] = used[k->inputs[i]] = 1;
    for (int i = 0; i < k->noutputs; i++)
        used[k->outputs[i]] = 1;
    for (int i = 0; i < k->nops && c->inputs_ok; i++) {
        const struct op *o = &k->ops[i];
        if (!op_ok[i])
            break; /* what it writes is unknown */
        int reads[OP_MAX_SRC + 1];
        struct loc locs[OP_MAX_SRC + 1];
        int nreads = 0;
        for (int s = 0; s < o->nsrc; s++)
            reads[nreads] = o->src[s], locs[nreads++] = o->src_loc[s];
        reads[nreads] = o->mask, locs[nreads++] = o->mask_loc;
        for (int j = 0; j < nreads; j++) {
            if (reads[j] < 0)
                continue;
            int t = reads[j];
            used[t] = 1;
            if (written[t])
                continue;
            if (scratch[t]) {
                const struct op *by = &k->ops[scratch[t] - 1];
                diag_error(locs[j], "tile '%s' is read after '%s' used it as tmp", k->tiles[t].name,
                           op_table[by->code].name);
                diag_note(by->tmp_loc, "a tmp tile holds no data after its op");
            } else {
                diag_error(locs[j], "tile '%s' is read before any op writes it", k->tiles[t].name);
                diag_note(locs[j], "only inputs hold data before the first op");
            }
            written[t] = 1; /* report it once */
        }
        /* a per-col input is read once per core and shared by its tiles:
         * a write would carry into the next tile, differently per core */
        int wr[2] = {o->dst, o->tmp};
        struct loc wloc[2] = {o->dst_loc, o->tmp_loc};
        for (int j = 0; j < 2; j++)
            if (wr[j] >= 0 && k->tiles[wr[j]].per == PER_COL && is_input(k, wr[j])) {
                diag_error(wloc[j],
                           "per-col input '%s' is read once and shared by every tile: '%s' may "
                           "not write it",
                           k->tiles[wr[j]].name, op_table[o->code].name);
                diag_note(wloc[j], "give the result a per-col tile of its own");
            }
        written[o->dst] = used[o->dst] = 1;
        /* a2a3 leaves garbage in tmp (an operand as tmp is diagnosed) */
        int tmp_free = o->tmp >= 0 && o->tmp != o->dst;
        for (int s = 0; s < o->nsrc; s++)
            tmp_free &= o->tmp != o->src[s];
        if (tmp_free) {
            used[o->tmp] = 1;
            written[o->tmp] = 0;
            scratch[o->tmp] = i + 1;
        }
    }
    if (ops_ok)
        for (int i = 0; i < k->nops; i++) {
            const struct op *o = &k->ops[i];
            enum op_family f = op_table[o->code].family;
            if ((f == OPF_SORT || f == OPF_MRGSORT) && k->tiles[o->dst].per == PER_PAIRS &&
                !spec_is_io(k, o->dst) && !merged_later(k, o, o->dst))
                diag_error(o->dst_loc,
                           "dst '%s' of '%s' must be an output or a later tmrgsort's src: no "
                           "other op reads a per-pairs tile",
                           k->tiles[o->dst].name, op_table[o->code].name);
        }
    if (ops_ok) {
        unsigned char *by_op = xcalloc((size_t)k->ntiles + 1, 1);
        for (int j = 0; j < k->nops; j++)
            by_op[k->ops[j].dst] = 1;
        for (int i = 0; i < k->noutputs; i++) {
            int t = k->outputs[i];
            if (!by_op[t])
                diag_error(k->output_locs[i], "output '%s' is never written by an op",
                           k->tiles[t].name);
        }
        free(by_op);
    }
    if (clean) {
        for (int t = 0; t < k->ntiles; t++)
            if (!used[t])
                diag_warning(k->tiles[t].loc, "tile '%s' is never used", k->tiles[t].name);
        for (int p = 0; p < k->nparams; p++)
            if (!spec_param_used(k, p))
                diag_warning(k->params[p].loc,
                             "param '%s' is never used (the kernel still takes it)",
                             k->params[p].name);
    }
    free(written);
    free(used);
    free(scratch);
}
