/* spec.c - the schema check: a YAML tree becomes a struct kernel (spec_).
 *
 * Every key, kind, name and number of DESIGN.md section 3 is checked here,
 * with the node's file:line:col, and all problems of a spec are reported
 * in one run.  What a given target can do is rules.c's business.
 */
#include "spec.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yamlin.h"

const struct op_info op_table[OP__COUNT] = {
#define OP(id, nm, fam, a2a3, a5, tmp, doc)                                                        \
    [OP_##id] = {nm, fam, {a2a3, a5, (a2a3) | (a5)}, tmp, doc},
#include "ops.def"
#undef OP
};

/* ORDER: enum dtype */
static const struct {
    const char *name, *alias, *alias2, *ctype;
    int size, is_float, is_signed;
} dtypes[DT__COUNT] = {
    {"i8", "int8_t", NULL, "int8_t", 1, 0, 1},
    {"u8", "uint8_t", NULL, "uint8_t", 1, 0, 0},
    {"i16", "int16_t", NULL, "int16_t", 2, 0, 1},
    {"u16", "uint16_t", NULL, "uint16_t", 2, 0, 0},
    {"i32", "int32_t", NULL, "int32_t", 4, 0, 1},
    {"u32", "uint32_t", NULL, "uint32_t", 4, 0, 0},
    {"f16", "half", "float16", "uint16_t", 2, 1, 1},
    {"bf16", "bfloat16_t", "bfloat16", "uint16_t", 2, 1, 1},
    {"f32", "float", "float32", "float", 4, 1, 1},
    {"mask", NULL, NULL, "uint8_t", 1, 0, 0},
};

const char *dtype_name(enum dtype dt)
{
    return dtypes[dt].name;
}
const char *dtype_ctype(enum dtype dt)
{
    return dtypes[dt].ctype;
}
int dtype_size(enum dtype dt)
{
    return dtypes[dt].size;
}
int dtype_is_float(enum dtype dt)
{
    return dtypes[dt].is_float;
}
int dtype_is_signed(enum dtype dt)
{
    return dtypes[dt].is_signed;
}

static const char *const target_names[TGT__COUNT] = {"a2a3", "a5", "host"};

const char *target_name(enum target t)
{
    return target_names[t];
}

int target_lookup(const char *name)
{
    for (int t = 0; t < TGT__COUNT; t++)
        if (!strcmp(name, target_names[t]))
            return t;
    return -1;
}

/* ---- small helpers ---------------------------------------------------- */

static int edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 32 || lb > 32)
        return 99;
    int d[33][33];
    for (size_t i = 0; i <= la; i++)
        d[i][0] = (int)i;
    for (size_t j = 0; j <= lb; j++)
        d[0][j] = (int)j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            int sub = d[i - 1][j - 1] +
                      (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
            int del = d[i - 1][j] + 1, ins = d[i][j - 1] + 1;
            d[i][j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
        }
    return d[la][lb];
}

/* The closest of CANDS to WORD, if close enough to be a typo. */
static const char *suggest(const char *word, const char *const *cands, int n)
{
    const char *best = NULL;
    int best_d = 3;
    for (int i = 0; i < n; i++) {
        if (!cands[i])
            continue;
        int d = edit_distance(word, cands[i]);
        if (d < best_d && d < (int)strlen(cands[i])) {
            best = cands[i];
            best_d = d;
        }
    }
    return best;
}

/* " (did you mean 'x'?)" or "" */
static const char *hint(const char *word, const char *const *cands, int n)
{
    static char buf[128];
    const char *s = suggest(word, cands, n);
    if (!s)
        return "";
    snprintf(buf, sizeof buf, " (did you mean '%s'?)", s);
    return buf;
}

static int is_identifier(const char *s)
{
    if (!*s || !(isalpha((unsigned char)*s) || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!(isalnum((unsigned char)*s) || *s == '_'))
            return 0;
    return 1;
}

/* Names a spec may not use: C keywords, the types and names generated code
 * and the simulators use. */
static const char *const reserved[] = {
    "auto",    "break",  "case",     "char",   "const",    "continue",  "default",
    "do",      "double", "else",     "enum",   "extern",   "float",     "for",
    "goto",    "if",     "inline",   "int",    "long",     "register",  "restrict",
    "return",  "short",  "signed",   "sizeof", "static",   "struct",    "switch",
    "typedef", "union",  "unsigned", "void",   "volatile", "while",     "half",
    "bool",    "true",   "false",    "NULL",   "main",     "block_idx", "block_num",
};

/* Locals of the generated kernels: inputs, outputs and params become C
 * parameters and may not be called like them. */
static const char *const locals[] = {"M", "tiles", "iter", "buf",  "ev", "t",  "r0", "n",
                                     "r", "c",     "i",    "left", "pt", "io", "pv"};

static const char *name_problem(const char *name)
{
    if (!is_identifier(name))
        return "is not a C identifier";
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (!strcmp(name, reserved[i]))
            return "is reserved (a C keyword or a name the generated code uses)";
    size_t n = strlen(name);
    if (!strncmp(name, "pgr_", 4) || !strncmp(name, "PGR_", 4) || !strncmp(name, "sim_", 4) ||
        !strncmp(name, "__", 2) || (n > 2 && !strcmp(name + n - 2, "_t")))
        return "is reserved (prefixes pgr_, PGR_, sim_, __ and the suffix _t are)";
    return NULL;
}

/* ---- the loader ------------------------------------------------------- */

struct ctx {
    const char *file;
    struct kernel *k;
    int errors;
};

#define ERR(c, at, ...) (diag_error((at), __VA_ARGS__), (c)->errors++)

static int check_kind(struct ctx *c, const struct yin_node *n, enum yin_kind want, const char *what)
{
    if (n->kind == want)
        return 1;
    ERR(c, n->loc, "%s must be %s, not %s", what, yin_kind_name(want), yin_kind_name(n->kind));
    return 0;
}

/* Report keys of MAP not in ALLOWED (NULL-terminated). */
static void check_keys(struct ctx *c, const struct yin_node *map, const char *const *allowed,
                       const char *where)
{
    int n = 0;
    while (allowed[n])
        n++;
    for (int i = 0; i < map->n; i++) {
        const char *key = map->keys[i]->text;
        int ok = 0;
        for (int j = 0; j < n; j++)
            ok |= !strcmp(key, allowed[j]);
        if (!ok)
            ERR(c, map->keys[i]->loc, "unknown key '%s' in %s%s", key, where,
                hint(key, allowed, n));
    }
}

static const struct yin_node *require(struct ctx *c, const struct yin_node *map, const char *key,
                                      const char *where)
{
    const struct yin_node *v = yin_get(map, key);
    if (v)
        return v;
    /* a misspelt key was reported as unknown, with this one as the hint */
    for (int i = 0; i < map->n; i++)
        if (edit_distance(map->keys[i]->text, key) <= 2)
            return NULL;
    ERR(c, map->loc, "missing key '%s' in %s", key, where);
    return NULL;
}

/* A decimal integer in [LO, HI]; returns 0 on error (diagnosed). */
static int get_int(struct ctx *c, const struct yin_node *n, const char *what, long lo, long hi,
                   int *out)
{
    if (n->kind != YIN_SCALAR || n->quoted) {
        ERR(c, n->loc, "%s must be an integer", what);
        return 0;
    }
    char *end;
    errno = 0;
    long v = strtol(n->text, &end, 10);
    if (!*n->text || *end || errno) {
        ERR(c, n->loc, "%s must be an integer, not '%s'", what, n->text);
        return 0;
    }
    if (v < lo || v > hi) {
        ERR(c, n->loc, "%s must be between %ld and %ld, not %ld", what, lo, hi, v);
        return 0;
    }
    *out = (int)v;
    return 1;
}

static int lookup_dtype(const char *s)
{
    for (int d = 0; d < DT__COUNT; d++)
        if (!strcmp(s, dtypes[d].name) || (dtypes[d].alias && !strcmp(s, dtypes[d].alias)) ||
            (dtypes[d].alias2 && !strcmp(s, dtypes[d].alias2)))
            return d;
    return -1;
}

static int get_dtype(struct ctx *c, const struct yin_node *n, int allow_mask)
{
    if (!check_kind(c, n, YIN_SCALAR, "'dtype'"))
        return -1;
    int d = lookup_dtype(n->text);
    if (d < 0) {
        const char *names[DT__COUNT];
        for (int i = 0; i < DT__COUNT; i++)
            names[i] = dtypes[i].name;
        ERR(c, n->loc, "unknown dtype '%s'%s", n->text, hint(n->text, names, DT__COUNT));
        diag_note(n->loc, "dtypes are i8 u8 i16 u16 i32 u32 f16 bf16 f32%s",
                  allow_mask ? " mask" : "");
        return -1;
    }
    if (d == DT_MASK && !allow_mask) {
        ERR(c, n->loc, "a param cannot be a mask");
        return -1;
    }
    return d;
}

/* Shape fields shared by 'tile' and each tile: rows, cols, shape, valid. */
struct shape {
    int rows, cols, vrows, vcols; /* 0 = not given */
    int bad;                      /* a field was diagnosed */
    struct loc loc, valid_loc;
};

static void get_shape(struct ctx *c, const struct yin_node *map, struct shape *s)
{
    int errors = c->errors;
    const struct yin_node *rows = yin_get(map, "rows"), *cols = yin_get(map, "cols");
    const struct yin_node *shape = yin_get(map, "shape"), *valid = yin_get(map, "valid");
    if (shape && (rows || cols))
        ERR(c, shape->loc, "give either 'shape' or 'rows' and 'cols', not both");
    if (shape) {
        if (check_kind(c, shape, YIN_SEQ, "'shape'")) {
            if (shape->n != 2)
                ERR(c, shape->loc, "'shape' must be [rows, cols]");
            else if (get_int(c, shape->items[0], "rows", 1, 4096, &s->rows) &&
                     get_int(c, shape->items[1], "cols", 1, 4096, &s->cols))
                s->loc = shape->loc;
        }
    }
    if (rows && get_int(c, rows, "'rows'", 1, 4096, &s->rows))
        s->loc = rows->loc;
    if (cols && get_int(c, cols, "'cols'", 1, 4096, &s->cols) && !rows)
        s->loc = cols->loc;
    if (valid && check_kind(c, valid, YIN_SEQ, "'valid'")) {
        if (valid->n != 2)
            ERR(c, valid->loc, "'valid' must be [rows, cols]");
        else if (get_int(c, valid->items[0], "valid rows", 1, 4096, &s->vrows) &&
                 get_int(c, valid->items[1], "valid cols", 1, 4096, &s->vcols))
            s->valid_loc = valid->loc;
    }
    s->bad = c->errors != errors;
}

static int find_tile(const struct kernel *k, const char *name)
{
    for (int i = 0; i < k->ntiles; i++)
        if (!strcmp(k->tiles[i].name, name))
            return i;
    return -1;
}

static int find_param(const struct kernel *k, const char *name)
{
    for (int i = 0; i < k->nparams; i++)
        if (!strcmp(k->params[i].name, name))
            return i;
    return -1;
}

/* A tile reference: a name of 'tiles'; -1 after a diagnostic. */
static int get_tile_ref(struct ctx *c, const struct yin_node *n, const char *what)
{
    if (!check_kind(c, n, YIN_SCALAR, what))
        return -1;
    int t = find_tile(c->k, n->text);
    if (t >= 0)
        return t;
    if (find_param(c->k, n->text) >= 0) {
        ERR(c, n->loc, "'%s' is a param, not a tile", n->text);
        return -1;
    }
    const char **names = xcalloc((size_t)c->k->ntiles + 1, sizeof *names);
    for (int i = 0; i < c->k->ntiles; i++)
        names[i] = c->k->tiles[i].name;
    ERR(c, n->loc, "undefined tile '%s'%s", n->text, hint(n->text, names, c->k->ntiles));
    free(names);
    return -1;
}

static void check_name(struct ctx *c, const char *name, struct loc at, const char *what)
{
    const char *problem = name_problem(name);
    if (problem)
        ERR(c, at, "%s name '%s' %s", what, name, problem);
}

static void load_tiles(struct ctx *c, const struct yin_node *tiles, const struct shape *def)
{
    struct kernel *k = c->k;
    if (!check_kind(c, tiles, YIN_MAP, "'tiles'"))
        return;
    if (tiles->n == 0)
        ERR(c, tiles->loc, "'tiles' is empty");
    k->tiles = xcalloc((size_t)tiles->n, sizeof *k->tiles);
    static const char *const keys[] = {"dtype", "rows", "cols", "shape", "valid", NULL};
    for (int i = 0; i < tiles->n; i++) {
        const struct yin_node *key = tiles->keys[i], *v = tiles->items[i];
        struct tile *t = &k->tiles[k->ntiles++];
        t->name = key->text;
        t->loc = key->loc;
        t->dtype = DT_I16;
        check_name(c, t->name, key->loc, "tile");
        char where[96];
        snprintf(where, sizeof where, "tile '%.60s'", t->name);
        if (!check_kind(c, v, YIN_MAP, where))
            continue;
        check_keys(c, v, keys, where);
        const struct yin_node *dt = require(c, v, "dtype", where);
        int d = dt ? get_dtype(c, dt, 1) : -1;
        if (d >= 0)
            t->dtype = (enum dtype)d;
        struct shape s = {0};
        get_shape(c, v, &s);
        if (!s.rows)
            s.rows = def->rows, s.loc = def->loc;
        if (!s.cols)
            s.cols = def->cols, s.loc = def->loc;
        if ((!s.rows || !s.cols) && (s.bad || def->bad))
            continue; /* already diagnosed */
        if (!s.rows || !s.cols) {
            ERR(c, key->loc, "tile '%s' has no shape: give 'rows' and 'cols' here or in 'tile'",
                t->name);
            continue;
        }
        if (!s.vrows && !s.vcols && (s.rows != def->rows || s.cols != def->cols || !def->vrows))
            s.vrows = s.rows, s.vcols = s.cols, s.valid_loc = s.loc;
        if (!s.vrows)
            s.vrows = def->vrows, s.vcols = def->vcols, s.valid_loc = def->valid_loc;
        t->rows = s.rows;
        t->cols = s.cols;
        t->vrows = s.vrows;
        t->vcols = s.vcols;
        t->shape_loc = s.loc;
        if (t->vrows > t->rows || t->vcols > t->cols)
            ERR(c, s.valid_loc.line ? s.valid_loc : key->loc,
                "valid shape %dx%d of tile '%s' is larger than its storage %dx%d", t->vrows,
                t->vcols, t->name, t->rows, t->cols);
        if (d >= 0 && d != DT_MASK && (t->cols * dtype_size(t->dtype)) % 32)
            ERR(c, s.loc.line ? s.loc : key->loc,
                "rows of tile '%s' are %d bytes (%d x %s); a row must be a multiple of 32 bytes",
                t->name, t->cols * dtype_size(t->dtype), t->cols, dtype_name(t->dtype));
    }
}

static void load_params(struct ctx *c, const struct yin_node *params)
{
    struct kernel *k = c->k;
    if (!check_kind(c, params, YIN_MAP, "'params'"))
        return;
    k->params = xcalloc((size_t)params->n + 1, sizeof *k->params);
    for (int i = 0; i < params->n; i++) {
        const struct yin_node *key = params->keys[i];
        struct param *p = &k->params[k->nparams++];
        p->name = key->text;
        p->loc = key->loc;
        p->dtype = DT_I32;
        check_name(c, p->name, key->loc, "param");
        if (find_tile(k, p->name) >= 0)
            ERR(c, key->loc, "param '%s' has the name of a tile", p->name);
        int d = get_dtype(c, params->items[i], 0);
        if (d >= 0)
            p->dtype = (enum dtype)d;
    }
}

static void load_io(struct ctx *c, const struct yin_node *list, const char *what, int **out,
                    struct loc **locs, int *n)
{
    if (!check_kind(c, list, YIN_SEQ, what))
        return;
    if (list->n == 0)
        ERR(c, list->loc, "%s is empty", what);
    *out = xcalloc((size_t)list->n + 1, sizeof **out);
    *locs = xcalloc((size_t)list->n + 1, sizeof **locs);
    for (int i = 0; i < list->n; i++) {
        int t = get_tile_ref(c, list->items[i], what);
        if (t < 0)
            continue;
        for (int j = 0; j < *n; j++)
            if ((*out)[j] == t)
                ERR(c, list->items[i]->loc, "tile '%s' is listed twice in %s", c->k->tiles[t].name,
                    what);
        (*locs)[*n] = list->items[i]->loc;
        (*out)[(*n)++] = t;
    }
}

/* The scalar operand: an integer or float literal, or a param's name. */
static void load_scalar(struct ctx *c, struct op *o, const struct yin_node *n)
{
    struct scalar *s = &o->scalar;
    s->loc = n->loc;
    if (!check_kind(c, n, YIN_SCALAR, "'scalar'"))
        return;
    s->text = n->text;
    const struct kernel *k = c->k;
    enum dtype dt = k->tiles[o->dst].dtype;
    int p = find_param(k, n->text);
    if (!n->quoted && p >= 0) {
        s->kind = SC_PARAM;
        s->param = p;
        if (k->params[p].dtype != dt)
            ERR(c, n->loc, "param '%s' is %s but '%s' works on %s", n->text,
                dtype_name(k->params[p].dtype), op_table[o->code].name, dtype_name(dt));
        return;
    }
    char *end;
    errno = 0;
    long long v = strtoll(n->text, &end, 0);
    if (!n->quoted && *n->text && !*end && !errno) {
        s->kind = SC_INT;
        s->ival = v;
        if (!dtype_is_float(dt)) {
            int bits = 8 * dtype_size(dt);
            long long lo = dtype_is_signed(dt) ? -(1ll << (bits - 1)) : 0;
            long long hi = dtype_is_signed(dt) ? (1ll << (bits - 1)) - 1 : (1ll << bits) - 1;
            if (v < lo || v > hi)
                ERR(c, n->loc, "scalar %lld does not fit %s (%lld to %lld)", v, dtype_name(dt), lo,
                    hi);
        }
        return;
    }
    errno = 0;
    double f = strtod(n->text, &end);
    if (!n->quoted && *n->text && !*end && !errno && isfinite(f)) {
        if (!dtype_is_float(dt)) {
            ERR(c, n->loc, "scalar '%s' is not an integer, but '%s' works on %s", n->text,
                op_table[o->code].name, dtype_name(dt));
            return;
        }
        s->kind = SC_FLOAT;
        s->fval = f;
        if ((dt == DT_F16 && fabs(f) >= 65520.0) ||
            (dt == DT_F32 && fabs(f) > 3.4028234663852886e38))
            ERR(c, n->loc, "scalar %s overflows %s", n->text, dtype_name(dt));
        return;
    }
    const char **names = xcalloc((size_t)k->nparams + 1, sizeof *names);
    for (int i = 0; i < k->nparams; i++)
        names[i] = k->params[i].name;
    ERR(c, n->loc, "scalar '%s' is neither a finite number nor a param%s", n->text,
        hint(n->text, names, k->nparams));
    free(names);
}

static int lookup_op(const char *text)
{
    char low[64];
    size_t n = strlen(text);
    if (n >= sizeof low)
        return -1;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)text[i]);
    const char *name = !strncmp(low, "pto.", 4) ? low + 4 : low;
    for (int i = 0; i < OP__COUNT; i++)
        if (!strcmp(name, op_table[i].name))
            return i;
    return -1;
}

static const char *shape_str(const struct tile *t, char *buf, size_t n)
{
    snprintf(buf, n, "%dx%d", t->vrows, t->vcols);
    return buf;
}

static void load_op(struct ctx *c, const struct yin_node *n, struct op *o)
{
    struct kernel *k = c->k;
    o->loc = n->loc;
    o->dst = o->mask = o->tmp = -1;
    if (!check_kind(c, n, YIN_MAP, "an op"))
        return;
    static const char *const keys[] = {"op",  "dst", "src",   "mask", "scalar",
                                       "tmp", "cmp", "round", NULL};
    check_keys(c, n, keys, "an op");
    const struct yin_node *opn = require(c, n, "op", "an op");
    if (!opn || !check_kind(c, opn, YIN_SCALAR, "'op'"))
        return;
    int code = lookup_op(opn->text);
    if (code < 0) {
        const char *names[OP__COUNT];
        for (int i = 0; i < OP__COUNT; i++)
            names[i] = op_table[i].name;
        ERR(c, opn->loc, "unknown op '%s'%s", opn->text, hint(opn->text, names, OP__COUNT));
        return;
    }
    o->code = (enum opcode)code;
    const struct op_info *info = &op_table[code];
    char where[64];
    snprintf(where, sizeof where, "'%s'", info->name);

    /* keys this op does not take */
    static const char *const optional[] = {"mask", "scalar", "tmp", "cmp", "round"};
    for (size_t i = 0; i < sizeof optional / sizeof optional[0]; i++) {
        const struct yin_node *v = yin_get(n, optional[i]);
        int used = (!strcmp(optional[i], "mask") && info->family == OPF_SELECT) ||
                   (!strcmp(optional[i], "scalar") && info->family == OPF_SCALAR) ||
                   (!strcmp(optional[i], "tmp") && info->a2a3_tmp);
        if (v && !used) {
            for (int j = 0; j < n->n; j++)
                if (n->items[j] == v)
                    ERR(c, n->keys[j]->loc, "'%s' is not used by '%s'", optional[i], info->name);
        }
    }

    const struct yin_node *dst = require(c, n, "dst", where);
    if (dst) {
        o->dst = get_tile_ref(c, dst, "'dst'");
        o->dst_loc = dst->loc;
    }
    int want = info->family == OPF_UNARY || info->family == OPF_SCALAR ? 1 : 2;
    const struct yin_node *src = require(c, n, "src", where);
    if (src) {
        const struct yin_node *one[1] = {src};
        const struct yin_node *const *items =
            src->kind == YIN_SEQ ? (const struct yin_node *const *)src->items : one;
        int count = src->kind == YIN_SEQ ? src->n : 1;
        if (src->kind == YIN_MAP) {
            ERR(c, src->loc, "'src' must be a tile name or a list of them");
        } else if (count != want) {
            ERR(c, src->loc, "'%s' takes %d source tile%s, not %d", info->name, want,
                want == 1 ? "" : "s", count);
        } else {
            o->nsrc = count;
            for (int i = 0; i < count; i++) {
                o->src[i] = get_tile_ref(c, items[i], "'src'");
                o->src_loc[i] = items[i]->loc;
            }
        }
    }
    if (info->family == OPF_SELECT) {
        const struct yin_node *mask = require(c, n, "mask", where);
        if (mask) {
            o->mask = get_tile_ref(c, mask, "'mask'");
            o->mask_loc = mask->loc;
            if (o->mask >= 0 && k->tiles[o->mask].dtype != DT_MASK)
                ERR(c, mask->loc, "mask '%s' of '%s' is %s, not a mask tile",
                    k->tiles[o->mask].name, info->name, dtype_name(k->tiles[o->mask].dtype));
        }
    }
    const struct yin_node *tmp = info->a2a3_tmp ? yin_get(n, "tmp") : NULL;
    if (tmp) {
        o->tmp = get_tile_ref(c, tmp, "'tmp'");
        o->tmp_loc = tmp->loc;
    }
    if (o->dst < 0 || (src && o->nsrc == want && (o->src[0] < 0 || (want > 1 && o->src[1] < 0))))
        return;
    if (!src || o->nsrc != want)
        return;

    /* data operands: same dtype, no masks, same valid shape */
    const struct tile *d = &k->tiles[o->dst];
    int opnds[4] = {o->dst, o->src[0], want > 1 ? o->src[1] : -1, o->tmp};
    struct loc locs[4] = {o->dst_loc, o->src_loc[0], o->src_loc[1], o->tmp_loc};
    char b1[32], b2[32];
    for (int i = 0; i < 4; i++) {
        if (opnds[i] < 0)
            continue;
        const struct tile *t = &k->tiles[opnds[i]];
        if (t->dtype == DT_MASK) {
            ERR(c, locs[i], "'%s' is a mask tile; '%s' needs data tiles", t->name, info->name);
            continue;
        }
        if (i > 0 && t->dtype != d->dtype && d->dtype != DT_MASK)
            ERR(c, locs[i], "operands of '%s' have different dtypes: '%s' is %s, '%s' is %s",
                info->name, d->name, dtype_name(d->dtype), t->name, dtype_name(t->dtype));
        if (i > 0 && t->vrows && d->vrows && (t->vrows != d->vrows || t->vcols != d->vcols))
            ERR(c, locs[i], "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s",
                info->name, d->name, shape_str(d, b1, sizeof b1), t->name,
                shape_str(t, b2, sizeof b2));
        if (i == 3 && (t->rows != d->rows || t->cols != d->cols))
            ERR(c, locs[i], "tmp '%s' of '%s' must have the storage shape of '%s'", t->name,
                info->name, d->name);
    }
    if (o->tmp >= 0 && (o->tmp == o->dst || o->tmp == o->src[0] || o->tmp == o->src[1]))
        ERR(c, o->tmp_loc, "tmp '%s' of '%s' must differ from its dst and srcs",
            k->tiles[o->tmp].name, info->name);
    if (o->mask >= 0) {
        const struct tile *m = &k->tiles[o->mask];
        if (m->vrows && d->vrows && (m->vrows != d->vrows || m->vcols != d->vcols))
            ERR(c, o->mask_loc,
                "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s", info->name,
                d->name, shape_str(d, b1, sizeof b1), m->name, shape_str(m, b2, sizeof b2));
    }
    if (info->family == OPF_SCALAR) {
        const struct yin_node *sc = require(c, n, "scalar", where);
        if (sc && d->dtype != DT_MASK)
            load_scalar(c, o, sc);
    }
}

/* Every read tile must hold data: an input or an earlier op's result. */
static void check_dataflow(struct ctx *c)
{
    struct kernel *k = c->k;
    int *written = xcalloc((size_t)k->ntiles + 1, sizeof *written);
    int *used = xcalloc((size_t)k->ntiles + 1, sizeof *used);
    for (int i = 0; i < k->ninputs; i++)
        written[k->inputs[i]] = used[k->inputs[i]] = 1;
    for (int i = 0; i < k->noutputs; i++)
        used[k->outputs[i]] = 1;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int reads[3] = {o->src[0], o->nsrc > 1 ? o->src[1] : -1, o->mask};
        struct loc locs[3] = {o->src_loc[0], o->src_loc[1], o->mask_loc};
        if (o->dst < 0)
            continue;
        for (int j = 0; j < 3; j++) {
            if (reads[j] < 0 || (j < 2 && j >= o->nsrc))
                continue;
            used[reads[j]] = 1;
            if (!written[reads[j]]) {
                ERR(c, locs[j], "tile '%s' is read before any op writes it",
                    k->tiles[reads[j]].name);
                diag_note(locs[j], "only inputs hold data before the first op");
                written[reads[j]] = 1; /* report it once */
            }
        }
        written[o->dst] = used[o->dst] = 1;
        if (o->tmp >= 0)
            used[o->tmp] = 1;
    }
    for (int i = 0; i < k->noutputs; i++) {
        int t = k->outputs[i];
        int by_op = 0;
        for (int j = 0; j < k->nops; j++)
            by_op |= k->ops[j].dst == t;
        if (!by_op)
            ERR(c, k->output_locs[i], "output '%s' is never written by an op", k->tiles[t].name);
    }
    for (int t = 0; t < k->ntiles; t++)
        if (!used[t])
            diag_warning(k->tiles[t].loc, "tile '%s' is never used", k->tiles[t].name);
    free(written);
    free(used);
}

int spec_is_io(const struct kernel *k, int t)
{
    for (int i = 0; i < k->ninputs; i++)
        if (k->inputs[i] == t)
            return 1;
    for (int i = 0; i < k->noutputs; i++)
        if (k->outputs[i] == t)
            return 1;
    return 0;
}

/* Generated code derives names from tile names (a_v, ub_a, ...), and
 * I/O tiles and params are function parameters beside its locals; a spec
 * name equal to one of those would clash. */
static void check_generated_names(struct ctx *c)
{
    static const char *const forms[] = {"ub_%s", "ua_%s", "v_%s", "pm_%s", "%s_row", "%s_v", "%s_bits"};
    const struct kernel *k = c->k;
    char buf[160];
    for (int i = 0; i < k->ntiles + k->nparams; i++) {
        const char *name = i < k->ntiles ? k->tiles[i].name : k->params[i - k->ntiles].name;
        struct loc at = i < k->ntiles ? k->tiles[i].loc : k->params[i - k->ntiles].loc;
        if (i >= k->ntiles || spec_is_io(k, i))
            for (size_t l = 0; l < sizeof locals / sizeof locals[0]; l++)
                if (!strcmp(name, locals[l]))
                    ERR(c, at, "'%s' is a local name of the generated kernel; %s cannot use it",
                        name, i < k->ntiles ? "an input or output tile" : "a param");
        for (int t = 0; t < k->ntiles; t++)
            for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
                snprintf(buf, sizeof buf, forms[f], k->tiles[t].name);
                if (!strcmp(buf, name))
                    ERR(c, at, "name '%s' clashes with the generated name for tile '%s'", name,
                        k->tiles[t].name);
            }
    }
}

struct kernel *spec_load(const char *path)
{
    uint32_t hash = 0;
    struct yin_node *root = yin_load(path, &hash);
    if (!root)
        return NULL;
    struct kernel *k = xcalloc(1, sizeof *k);
    struct ctx c = {path, k, 0};
    k->file = path;
    k->spec_hash = hash;
    k->loc = root->loc;
    if (root->kind != YIN_MAP) {
        diag_error(root->loc, "a spec must be a mapping with the keys kernel, tiles, inputs, "
                              "outputs and ops");
        return NULL;
    }
    static const char *const keys[] = {"kernel", "doc",     "tile", "tiles", "params",
                                       "inputs", "outputs", "ops",  NULL};
    check_keys(&c, root, keys, "the spec");

    const struct yin_node *name = require(&c, root, "kernel", "the spec");
    if (name && check_kind(&c, name, YIN_SCALAR, "'kernel'")) {
        k->name = name->text;
        k->name_loc = name->loc;
        check_name(&c, name->text, name->loc, "kernel");
    }
    if (!k->name)
        k->name = "kernel", k->name_loc = root->loc;
    const struct yin_node *doc = yin_get(root, "doc");
    if (doc && check_kind(&c, doc, YIN_SCALAR, "'doc'")) {
        k->doc = doc->text;
        for (const char *s = doc->text; *s; s++)
            if ((unsigned char)*s < 0x20 || (s[0] == '*' && s[1] == '/')) {
                ERR(&c, doc->loc, "'doc' must be one line of text without '*/'");
                break;
            }
    }

    struct shape def = {0};
    const struct yin_node *tile = yin_get(root, "tile");
    if (tile && check_kind(&c, tile, YIN_MAP, "'tile'")) {
        static const char *const tkeys[] = {"rows", "cols", "shape", "valid", NULL};
        check_keys(&c, tile, tkeys, "'tile'");
        get_shape(&c, tile, &def);
        if (def.rows && def.cols && !def.vrows)
            def.vrows = def.rows, def.vcols = def.cols, def.valid_loc = def.loc;
    }
    const struct yin_node *tiles = require(&c, root, "tiles", "the spec");
    if (tiles)
        load_tiles(&c, tiles, &def);
    const struct yin_node *params = yin_get(root, "params");
    if (params)
        load_params(&c, params);
    const struct yin_node *in = require(&c, root, "inputs", "the spec");
    const struct yin_node *out = require(&c, root, "outputs", "the spec");
    if (in)
        load_io(&c, in, "'inputs'", &k->inputs, &k->input_locs, &k->ninputs);
    if (out)
        load_io(&c, out, "'outputs'", &k->outputs, &k->output_locs, &k->noutputs);
    for (int i = 0; i < k->noutputs; i++)
        for (int j = 0; j < k->ninputs; j++)
            if (k->outputs[i] == k->inputs[j])
                ERR(&c, k->output_locs[i], "tile '%s' is both an input and an output",
                    k->tiles[k->outputs[i]].name);
    /* the GM matrices share the kernel's valid shape */
    for (int pass = 0; pass < 2; pass++) {
        int n = pass ? k->noutputs : k->ninputs;
        const int *list = pass ? k->outputs : k->inputs;
        const struct loc *locs = pass ? k->output_locs : k->input_locs;
        for (int i = 0; i < n; i++) {
            const struct tile *a = &k->tiles[k->ninputs ? k->inputs[0] : k->outputs[0]];
            const struct tile *b = &k->tiles[list[i]];
            char b1[32], b2[32];
            if (a->vrows && b->vrows && (a->vrows != b->vrows || a->vcols != b->vcols))
                ERR(&c, locs[i],
                    "inputs and outputs must share one valid shape: '%s' is %s, '%s' is %s",
                    a->name, shape_str(a, b1, sizeof b1), b->name, shape_str(b, b2, sizeof b2));
        }
    }
    const struct yin_node *ops = require(&c, root, "ops", "the spec");
    if (ops && check_kind(&c, ops, YIN_SEQ, "'ops'")) {
        if (ops->n == 0)
            ERR(&c, ops->loc, "'ops' is empty");
        k->ops = xcalloc((size_t)ops->n + 1, sizeof *k->ops);
        for (int i = 0; i < ops->n; i++)
            load_op(&c, ops->items[i], &k->ops[k->nops++]);
    }
    check_generated_names(&c);
    if (c.errors || diag_errors())
        return NULL;
    check_dataflow(&c);
    if (c.errors || diag_errors())
        return NULL;
    return k;
}
