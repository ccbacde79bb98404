/* spec.c - the schema check: a YAML tree becomes a struct kernel (spec_).
 *
 * Every key, kind, name and number of DESIGN.md section 3 is checked here,
 * at the file:line:col of the node at fault, and all problems of a spec are
 * reported in one run (up to diag's cap).  A part that fails is left out or
 * marked (-1), and later checks skip what depends on it, so one mistake
 * gives one error.  What a given target can do is rules.c's business.
 *
 * Shapes.  'tile' gives defaults; a tile takes each of rows, cols and
 * valid from itself, else from 'tile'.  When a tile gives no 'valid', its
 * valid region is the default one if its storage equals the default
 * storage, else its whole storage.
 *
 * Mask tiles ({dtype: mask}) are packed predicates for data tiles of the
 * same shape, so rows, cols and valid all count elements (= bits), and
 * usually come from the defaults.  Storage rows are ceil(cols / 8) bytes
 * rounded up to a multiple of 32 (plan.c's mask_pitch_bytes), so the
 * 32-byte row rule of data tiles holds by construction.  In global memory
 * a mask row is ceil(vc / 8) bytes.
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

/* ORDER: enum target */
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

const char *target_set_str(unsigned set, const char *sep, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int t = 0; t < TGT__COUNT; t++)
        if ((set >> t) & 1 && n < size)
            n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? sep : "", target_names[t]);
    return buf;
}

/* ---- names and suggestions -------------------------------------------- */

/* Levenshtein distance, ignoring case; long words are never "close". */
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

/* " (did you mean 'x'?)" for the closest of the N words CANDS (NULLs are
 * skipped) within distance 2, else "".  The result is in BUF. */
static const char *hint(const char *word, const char *const *cands, int n, char *buf, size_t size)
{
    const char *best = NULL;
    int best_d = 3;
    for (int i = 0; i < n; i++) {
        if (!cands[i])
            continue;
        int d = edit_distance(word, cands[i]);
        /* a one-letter name is "close" to every other one: no hint */
        if (d < best_d && d < (int)strlen(cands[i])) {
            best = cands[i];
            best_d = d;
        }
    }
    if (best)
        snprintf(buf, size, " (did you mean '%s'?)", best);
    else
        buf[0] = '\0';
    return buf;
}

#define HINT_SIZE 96

static int is_identifier(const char *s)
{
    if (!(isalpha((unsigned char)*s) || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!(isalnum((unsigned char)*s) || *s == '_'))
            return 0;
    return 1;
}

/* C11 keywords, and names the generated code or the simulators define. */
static const char *const reserved[] = {
    "auto",       "break",  "case",     "char",   "const",    "continue", "default",
    "do",         "double", "else",     "enum",   "extern",   "float",    "for",
    "goto",       "if",     "inline",   "int",    "long",     "register", "restrict",
    "return",     "short",  "signed",   "sizeof", "static",   "struct",   "switch",
    "typedef",    "union",  "unsigned", "void",   "volatile", "while",    "half",
    "bfloat16_t", "bool",   "true",     "false",  "NULL",     "main",     "block_idx",
    "block_num",
};

/* Locals of the generated kernels: input and output tiles and params
 * become C parameters beside them and may not take their names. */
static const char *const locals[] = {"M", "tiles", "iter", "buf",  "ev", "t",  "r0", "n",
                                     "r", "c",     "i",    "left", "pt", "io", "pv"};

/* Why NAME cannot name a kernel, tile or param, or NULL if it can. */
static const char *name_problem(const char *name)
{
    if (!is_identifier(name))
        return "is not a C identifier";
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (!strcmp(name, reserved[i]))
            return "is reserved (a C keyword or a name the generated code uses)";
    static const char *const prefixes[] = {"pg_", "m4_", "pgr_", "PGR_", "PG_", "sim_", "__"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return "is reserved (names starting with pg_, m4_, pgr_, PGR_, PG_, sim_ or __ "
                   "belong to the generator)";
    size_t n = strlen(name);
    if ((name[0] == '_' && isupper((unsigned char)name[1])) ||
        (n > 2 && !strcmp(name + n - 2, "_t")))
        return "is reserved in C (_X... and ..._t names)";
    return NULL;
}

static void check_name(const char *name, struct loc at, const char *what)
{
    const char *problem = name_problem(name);
    if (problem)
        diag_error(at, "%s name '%s' %s", what, name, problem);
}

/* ---- generic checks on nodes ------------------------------------------ */

/* What was found instead: "a list", "a scalar ('abc')". */
static const char *found(const struct yin_node *n, char *buf, size_t size)
{
    if (n->kind != YIN_SCALAR)
        return yin_kind_name(n->kind);
    snprintf(buf, size, "a scalar ('%.40s')", n->text);
    return buf;
}

/* Is N of kind WANT?  If not, "WHAT must be a mapping, not a list". */
static int expect(const struct yin_node *n, enum yin_kind want, const char *what)
{
    if (n->kind == want)
        return 1;
    char buf[64];
    diag_error(n->loc, "%s must be %s, not %s", what, yin_kind_name(want),
               found(n, buf, sizeof buf));
    return 0;
}

static int in_list(const char *word, const char *const *list)
{
    for (; list && *list; list++)
        if (!strcmp(word, *list))
            return 1;
    return 0;
}

/* Report the keys of MAP that are not in ALLOWED (NULL-terminated) and
 * not in KNOWN (keys that are diagnosed elsewhere, may be NULL). */
static void check_keys(const struct yin_node *map, const char *const *allowed,
                       const char *const *known, const char *where)
{
    int n = 0;
    while (allowed[n])
        n++;
    for (int i = 0; i < map->n; i++) {
        const char *key = map->keys[i]->text;
        char h[HINT_SIZE];
        if (!in_list(key, allowed) && !in_list(key, known))
            diag_error(map->keys[i]->loc, "unknown key '%s' in %s%s", key, where,
                       hint(key, allowed, n, h, sizeof h));
    }
}

/* The value of KEY in MAP; if absent, "missing key" at MAP, unless an
 * unknown key of MAP (not in ALLOWED) looks like a misspelt KEY: that one
 * was reported with KEY as the hint already. */
static const struct yin_node *require(const struct yin_node *map, const char *key,
                                      const char *where, const char *const *allowed)
{
    const struct yin_node *v = yin_get(map, key);
    if (v)
        return v;
    for (int i = 0; i < map->n; i++)
        if (!in_list(map->keys[i]->text, allowed) && edit_distance(map->keys[i]->text, key) <= 2)
            return NULL;
    diag_error(map->loc, "missing key '%s' in %s", key, where);
    return NULL;
}

/* A plain decimal integer in [LO, HI] into *OUT; 0 after a diagnostic. */
static int get_int(const struct yin_node *n, const char *what, long lo, long hi, int *out)
{
    char buf[64];
    const char *s = n->kind == YIN_SCALAR ? n->text : "";
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (n->kind != YIN_SCALAR || n->quoted || !isdigit((unsigned char)s[*s == '-' || *s == '+']) ||
        *end) {
        if (n->kind == YIN_SCALAR && !n->quoted)
            snprintf(buf, sizeof buf, "'%.40s'", n->text);
        diag_error(n->loc, "%s must be an integer, not %s", what,
                   n->kind != YIN_SCALAR ? yin_kind_name(n->kind)
                   : n->quoted           ? "a quoted string"
                                         : buf);
        return 0;
    }
    if (errno || v < lo || v > hi) {
        diag_error(n->loc, "%s must be between %ld and %ld, not %s", what, lo, hi, s);
        return 0;
    }
    *out = (int)v;
    return 1;
}

/* ---- the kernel under construction ------------------------------------ */

/* Names sorted for lookup: a spec may hold thousands of tiles, and every
 * reference looks one up. */
struct name_ent {
    const char *name;
    int idx; /* spec order */
};

struct name_index {
    int n;
    struct name_ent *ents;
};

static int name_ent_cmp(const void *a, const void *b)
{
    return strcmp(((const struct name_ent *)a)->name, ((const struct name_ent *)b)->name);
}

/* IX gets room for N names. */
static void index_init(struct name_index *ix, int n)
{
    ix->n = 0;
    ix->ents = xcalloc((size_t)n + 1, sizeof *ix->ents);
}

static void index_add(struct name_index *ix, const char *name, int idx)
{
    ix->ents[ix->n++] = (struct name_ent){name, idx};
}

static void index_sort(struct name_index *ix)
{
    if (ix->n)
        qsort(ix->ents, (size_t)ix->n, sizeof *ix->ents, name_ent_cmp);
}

static int index_find(const struct name_index *ix, const char *name)
{
    struct name_ent key = {name, 0};
    const struct name_ent *e =
        ix->n ? bsearch(&key, ix->ents, (size_t)ix->n, sizeof *ix->ents, name_ent_cmp) : NULL;
    return e ? e->idx : -1;
}

/* The spec being loaded. */
struct ctx {
    struct kernel *k;
    struct name_index tiles, params; /* names of k->tiles, k->params */
    int have_tiles;                  /* 'tiles' is a non-empty mapping: names resolve */
    unsigned char *tile_ok;          /* per tile: loaded without error */
    int inputs_ok;                   /* every entry of 'inputs' resolved */
};

/* A tile reference, the name of one of 'tiles'; -1 after a diagnostic,
 * or silently when the tile itself had errors (already reported). */
static int tile_ref(const struct ctx *c, const struct yin_node *n, const char *what)
{
    const struct kernel *k = c->k;
    if (!expect(n, YIN_SCALAR, what) || !c->have_tiles)
        return -1;
    int t = index_find(&c->tiles, n->text);
    if (t >= 0)
        return c->tile_ok[t] ? t : -1;
    if (index_find(&c->params, n->text) >= 0) {
        diag_error(n->loc, "'%s' is a param, not a tile", n->text);
        return -1;
    }
    const char **names = xcalloc((size_t)k->ntiles + 1, sizeof *names);
    for (int i = 0; i < k->ntiles; i++)
        names[i] = k->tiles[i].name;
    char h[HINT_SIZE];
    diag_error(n->loc, "undefined tile '%s'%s", n->text,
               hint(n->text, names, k->ntiles, h, sizeof h));
    free(names);
    return -1;
}

static const char *shape_str(const struct tile *t, char *buf, size_t n)
{
    snprintf(buf, n, "%dx%d", t->vrows, t->vcols);
    return buf;
}

/* ---- dtypes ----------------------------------------------------------- */

static int lookup_dtype(const char *s)
{
    for (int d = 0; d < DT__COUNT; d++)
        if (!strcmp(s, dtypes[d].name) || (dtypes[d].alias && !strcmp(s, dtypes[d].alias)) ||
            (dtypes[d].alias2 && !strcmp(s, dtypes[d].alias2)))
            return d;
    return -1;
}

/* The dtype named by N; -1 after a diagnostic.  Params cannot be masks. */
static int get_dtype(const struct yin_node *n, int allow_mask)
{
    if (!expect(n, YIN_SCALAR, "'dtype'"))
        return -1;
    int d = lookup_dtype(n->text);
    if (d < 0) {
        const char *names[DT__COUNT];
        for (int i = 0; i < DT__COUNT; i++)
            names[i] = dtypes[i].name;
        char h[HINT_SIZE];
        diag_error(n->loc, "unknown dtype '%s'%s", n->text,
                   hint(n->text, names, DT__COUNT - !allow_mask, h, sizeof h));
        diag_note(n->loc, "dtypes are i8 u8 i16 u16 i32 u32 f16 bf16 f32%s",
                  allow_mask ? " mask" : "");
        return -1;
    }
    if (d == DT_MASK && !allow_mask) {
        diag_error(n->loc, "a param cannot be a mask");
        return -1;
    }
    return d;
}

/* ---- shapes: 'tile' and each tile ------------------------------------- */

/* rows, cols and valid as given by one mapping; 0 = not given. */
struct shape {
    int rows, cols, vrows, vcols;
    struct loc loc, valid_loc; /* of the storage shape and of 'valid' */
    int bad;                   /* a field was given but diagnosed */
};

#define MAX_DIM 4096

/* A [rows, cols] pair (from 'shape' or 'valid'). */
static int get_pair(const struct yin_node *n, const char *what, int *r, int *c)
{
    char sr[32], sc[32];
    if (!expect(n, YIN_SEQ, what))
        return 0;
    if (n->n != 2) {
        diag_error(n->loc, "%s must be [rows, cols], a list of 2 integers, not %d", what, n->n);
        return 0;
    }
    snprintf(sr, sizeof sr, "rows in %s", what);
    snprintf(sc, sizeof sc, "cols in %s", what);
    int ok = get_int(n->items[0], sr, 1, MAX_DIM, r);
    return get_int(n->items[1], sc, 1, MAX_DIM, c) && ok;
}

static void get_shape(const struct yin_node *map, struct shape *s)
{
    int errors = diag_errors();
    const struct yin_node *rows = yin_get(map, "rows"), *cols = yin_get(map, "cols");
    const struct yin_node *shape = yin_get(map, "shape"), *valid = yin_get(map, "valid");
    if (shape && (rows || cols))
        diag_error(shape->loc, "give either 'shape' or 'rows' and 'cols', not both");
    else if (shape && get_pair(shape, "'shape'", &s->rows, &s->cols))
        s->loc = shape->loc;
    if (rows && get_int(rows, "'rows'", 1, MAX_DIM, &s->rows))
        s->loc = rows->loc;
    if (cols && get_int(cols, "'cols'", 1, MAX_DIM, &s->cols) && !rows)
        s->loc = cols->loc;
    if (valid && get_pair(valid, "'valid'", &s->vrows, &s->vcols))
        s->valid_loc = valid->loc;
    s->bad = diag_errors() != errors;
}

static const char *const shape_keys[] = {"rows", "cols", "shape", "valid", NULL};

/* The defaults in 'tile'. */
static void load_default_shape(const struct yin_node *tile, struct shape *def)
{
    if (!expect(tile, YIN_MAP, "'tile'"))
        return;
    check_keys(tile, shape_keys, NULL, "'tile'");
    get_shape(tile, def);
    if (def->vrows && def->rows && def->cols &&
        (def->vrows > def->rows || def->vcols > def->cols)) {
        diag_error(def->valid_loc, "valid shape %dx%d in 'tile' is larger than the storage %dx%d",
                   def->vrows, def->vcols, def->rows, def->cols);
        def->vrows = def->vcols = 0;
    }
    if (def->rows && def->cols && !def->vrows)
        def->vrows = def->rows, def->vcols = def->cols, def->valid_loc = def->loc;
}

/* One entry of 'tiles'.  Returns 0 if the tile is unusable. */
static int load_tile(struct tile *t, const struct yin_node *key, const struct yin_node *v,
                     const struct shape *def)
{
    static const char *const keys[] = {"dtype", "rows", "cols", "shape", "valid", NULL};
    t->name = key->text;
    t->loc = key->loc;
    check_name(t->name, key->loc, "tile");
    char where[96];
    snprintf(where, sizeof where, "tile '%.60s'", t->name);
    if (!expect(v, YIN_MAP, where))
        return 0;
    check_keys(v, keys, NULL, where);
    const struct yin_node *dt = require(v, "dtype", where, keys);
    int d = dt ? get_dtype(dt, 1) : -1;
    t->dtype = d >= 0 ? (enum dtype)d : DT_I8;

    struct shape s = {0};
    get_shape(v, &s);
    if (s.bad)
        return 0;
    int own = s.rows || s.cols || s.vrows;
    if (!s.rows)
        s.rows = def->rows;
    if (!s.cols)
        s.cols = def->cols;
    if (!s.loc.line)
        s.loc = def->loc;
    if (!s.rows || !s.cols) {
        if (!def->bad) /* else it was diagnosed already */
            diag_error(key->loc, "tile '%s' has no shape: give 'rows' and 'cols' here or in 'tile'",
                       t->name);
        return 0;
    }
    if (!s.vrows) {
        if (s.rows == def->rows && s.cols == def->cols && def->vrows)
            s.vrows = def->vrows, s.vcols = def->vcols, s.valid_loc = def->valid_loc;
        else
            s.vrows = s.rows, s.vcols = s.cols, s.valid_loc = s.loc;
    }
    t->rows = s.rows;
    t->cols = s.cols;
    t->vrows = s.vrows;
    t->vcols = s.vcols;
    t->shape_loc = s.loc.line ? s.loc : key->loc;
    if (own && (t->vrows > t->rows || t->vcols > t->cols)) {
        diag_error(s.valid_loc.line ? s.valid_loc : key->loc,
                   "valid shape %dx%d of tile '%s' is larger than its storage %dx%d", t->vrows,
                   t->vcols, t->name, t->rows, t->cols);
        return 0;
    }
    if (d >= 0 && d != DT_MASK && (t->cols * dtype_size(t->dtype)) % 32) {
        diag_error(t->shape_loc,
                   "rows of tile '%s' are %d bytes (%d x %s); a row must be a multiple of 32 "
                   "bytes",
                   t->name, t->cols * dtype_size(t->dtype), t->cols, dtype_name(t->dtype));
        return 0;
    }
    return d >= 0;
}

static void load_tiles(struct ctx *c, const struct yin_node *tiles, const struct shape *def)
{
    struct kernel *k = c->k;
    if (!expect(tiles, YIN_MAP, "'tiles'"))
        return;
    c->have_tiles = tiles->n > 0; /* else every name would be "undefined" */
    if (tiles->n == 0)
        diag_error(tiles->loc, "'tiles' is empty");
    k->tiles = xcalloc((size_t)tiles->n + 1, sizeof *k->tiles);
    c->tile_ok = xcalloc((size_t)tiles->n + 1, 1);
    index_init(&c->tiles, tiles->n);
    for (int i = 0; i < tiles->n; i++) {
        c->tile_ok[i] =
            (unsigned char)load_tile(&k->tiles[i], tiles->keys[i], tiles->items[i], def);
        k->ntiles++;
        index_add(&c->tiles, k->tiles[i].name, i);
    }
    index_sort(&c->tiles);
}

static void load_params(struct ctx *c, const struct yin_node *params)
{
    struct kernel *k = c->k;
    if (!expect(params, YIN_MAP, "'params'"))
        return;
    k->params = xcalloc((size_t)params->n + 1, sizeof *k->params);
    index_init(&c->params, params->n);
    for (int i = 0; i < params->n; i++) {
        const struct yin_node *key = params->keys[i];
        struct param *p = &k->params[k->nparams++];
        p->name = key->text;
        p->loc = key->loc;
        p->dtype = DT_I32;
        check_name(p->name, key->loc, "param");
        int t = index_find(&c->tiles, p->name);
        if (t >= 0) {
            diag_error(key->loc, "param '%s' has the name of a tile", p->name);
            diag_note(k->tiles[t].loc, "tile '%s' is defined here", p->name);
        }
        int d = get_dtype(params->items[i], 0);
        if (d >= 0)
            p->dtype = (enum dtype)d;
        index_add(&c->params, p->name, i);
    }
    index_sort(&c->params);
}

/* 'inputs' or 'outputs': a list of tile names. */
static int load_io(const struct ctx *c, const struct yin_node *list, const char *what, int **out,
                   struct loc **locs, int *n)
{
    const struct kernel *k = c->k;
    if (!expect(list, YIN_SEQ, what))
        return 0;
    if (list->n == 0)
        diag_error(list->loc, "%s is empty", what);
    *out = xcalloc((size_t)list->n + 1, sizeof **out);
    *locs = xcalloc((size_t)list->n + 1, sizeof **locs);
    int ok = list->n > 0;
    for (int i = 0; i < list->n; i++) {
        int t = tile_ref(c, list->items[i], what);
        if (t < 0) {
            ok = 0;
            continue;
        }
        int dup = 0;
        for (int j = 0; j < *n && !dup; j++)
            dup = (*out)[j] == t;
        if (dup) {
            diag_error(list->items[i]->loc, "tile '%s' is listed twice in %s", k->tiles[t].name,
                       what);
            continue;
        }
        (*locs)[*n] = list->items[i]->loc;
        (*out)[(*n)++] = t;
    }
    return ok;
}

/* ---- ops --------------------------------------------------------------- */

static int lookup_op(const char *text)
{
    char low[64];
    size_t n = strlen(text);
    if (n >= sizeof low)
        return -1;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)text[i]);
    const char *name = !strncmp(low, "pto.", 4) ? low + 4 : low; /* pto.tadd, TADD */
    for (int i = 0; i < OP__COUNT; i++)
        if (!strcmp(name, op_table[i].name))
            return i;
    return -1;
}

/* Is TEXT an integer literal: decimal, or 0x hex, with an optional sign? */
static int int_syntax(const char *s)
{
    s += *s == '-' || *s == '+';
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        if (!isxdigit((unsigned char)s[2]))
            return 0;
        for (s += 2; isxdigit((unsigned char)*s); s++)
            ;
        return !*s;
    }
    if (!isdigit((unsigned char)*s))
        return 0;
    while (isdigit((unsigned char)*s))
        s++;
    return !*s;
}

/* 010: YAML 1.1 and C would read octal, a reader decimal.  Refused. */
static int leading_zero(const char *s)
{
    s += *s == '-' || *s == '+';
    if (s[0] != '0' || !s[1])
        return 0;
    while (isdigit((unsigned char)*s))
        s++;
    return !*s;
}

/* Is TEXT a decimal floating literal (digits, '.', exponent)?  strtod
 * alone would also take "inf", "nan" and hex floats. */
static int float_syntax(const char *s)
{
    s += *s == '-' || *s == '+';
    int digits = 0;
    while (isdigit((unsigned char)*s))
        s++, digits++;
    if (*s == '.')
        for (s++; isdigit((unsigned char)*s); s++)
            digits++;
    if (!digits)
        return 0;
    if (*s == 'e' || *s == 'E') {
        s++;
        s += *s == '-' || *s == '+';
        if (!isdigit((unsigned char)*s))
            return 0;
        while (isdigit((unsigned char)*s))
            s++;
    }
    return !*s;
}

/* The magnitude from which a double rounds to infinity in DT. */
static double float_limit(enum dtype dt)
{
    switch (dt) {
    case DT_F16:
        return 65520.0; /* (2 - 2^-11) * 2^15 */
    case DT_BF16:
        return 3.3961775292304957e38; /* (2 - 2^-8) * 2^127 */
    default:
        return 3.4028235677973366e38; /* (2 - 2^-24) * 2^127 */
    }
}

/* "scalar 'x' is neither a finite number nor a param", with a hint. */
static void bad_scalar(const struct kernel *k, const struct yin_node *n)
{
    const char **names = xcalloc((size_t)k->nparams + 1, sizeof *names);
    for (int i = 0; i < k->nparams; i++)
        names[i] = k->params[i].name;
    char h[HINT_SIZE];
    diag_error(n->loc, "scalar '%s' is neither a finite number nor a param%s", n->text,
               hint(n->text, names, k->nparams, h, sizeof h));
    free(names);
}

/* The scalar operand of O: an integer or float literal that DT (the op's
 * dtype) can hold, or a param's name.  The text is kept; codegen uses the
 * value. */
static void load_scalar(const struct ctx *c, struct op *o, const struct yin_node *n, enum dtype dt)
{
    const struct kernel *k = c->k;
    struct scalar *s = &o->scalar;
    const char *text = n->text, *opname = op_table[o->code].name;
    s->loc = n->loc;
    if (!expect(n, YIN_SCALAR, "'scalar'"))
        return;
    if (n->quoted) {
        diag_error(n->loc, "'scalar' must be a number or a param name, not a quoted string");
        return;
    }
    s->text = text;
    int p = index_find(&c->params, text);
    if (p >= 0) {
        if (k->params[p].dtype != dt) {
            diag_error(n->loc, "param '%s' is %s but '%s' works on %s", text,
                       dtype_name(k->params[p].dtype), opname, dtype_name(dt));
            diag_note(k->params[p].loc, "param '%s' is defined here", text);
            return;
        }
        s->kind = SC_PARAM;
        s->param = p;
    } else if (leading_zero(text)) {
        diag_error(n->loc, "scalar %s has a leading zero; write it in decimal or as 0x hex", text);
    } else if (int_syntax(text)) {
        errno = 0;
        long long v = strtoll(text, NULL, 0);
        int bits = 8 * dtype_size(dt);
        long long lo = dtype_is_signed(dt) ? -(1ll << (bits - 1)) : 0;
        long long hi = dtype_is_signed(dt) ? (1ll << (bits - 1)) - 1 : (1ll << bits) - 1;
        if (dtype_is_float(dt) && (errno || fabs((double)v) >= float_limit(dt)))
            diag_error(n->loc, "scalar %s overflows %s", text, dtype_name(dt));
        else if (!dtype_is_float(dt) && (errno || v < lo || v > hi))
            diag_error(n->loc, "scalar %s does not fit %s (%lld to %lld)", text, dtype_name(dt), lo,
                       hi);
        else
            s->kind = SC_INT, s->ival = v;
    } else if (float_syntax(text)) {
        double f = strtod(text, NULL);
        if (!dtype_is_float(dt))
            diag_error(n->loc, "scalar '%s' is not an integer, but '%s' works on %s", text, opname,
                       dtype_name(dt));
        else if (!isfinite(f) || fabs(f) >= float_limit(dt))
            diag_error(n->loc, "scalar %s overflows %s", text, dtype_name(dt));
        else
            s->kind = SC_FLOAT, s->fval = f;
    } else {
        bad_scalar(k, n); /* also inf, nan, .inf: not finite */
    }
}

/* Keys an op may have, and which op families use the optional ones. */
static const char *const op_keys[] = {"op",  "dst", "src",   "mask", "scalar",
                                      "tmp", "cmp", "round", NULL};

static int op_uses(const struct op_info *info, const char *key)
{
    if (!strcmp(key, "op") || !strcmp(key, "dst") || !strcmp(key, "src"))
        return 1;
    if (!strcmp(key, "mask"))
        return info->family == OPF_SELECT;
    if (!strcmp(key, "scalar"))
        return info->family == OPF_SCALAR;
    if (!strcmp(key, "tmp"))
        return info->a2a3_tmp;
    return 0; /* cmp, round: no op of ops.def takes them yet */
}

static int op_nsrc(const struct op_info *info)
{
    return info->family == OPF_UNARY || info->family == OPF_SCALAR ? 1 : 2;
}

/* The operands of O must agree: data tiles (no masks) of one dtype and
 * valid shape; the mask a mask tile of that valid shape; tmp like dst. */
static void check_operands(const struct kernel *k, const struct op *o)
{
    const struct op_info *info = &op_table[o->code];
    const struct tile *d = &k->tiles[o->dst];
    int opnd[4] = {o->dst, o->src[0], o->nsrc > 1 ? o->src[1] : -1, o->tmp};
    struct loc locs[4] = {o->dst_loc, o->src_loc[0], o->src_loc[1], o->tmp_loc};
    char b1[32], b2[32];
    for (int i = 0; i < 4; i++) {
        int seen = opnd[i] < 0;
        for (int j = 0; j < i && !seen; j++)
            seen = opnd[j] == opnd[i]; /* one report per tile */
        if (seen)
            continue;
        const struct tile *t = &k->tiles[opnd[i]];
        if (t->dtype == DT_MASK) {
            diag_error(locs[i], "'%s' is a mask tile; '%s' needs data tiles", t->name, info->name);
            continue;
        }
        if (i == 0 || d->dtype == DT_MASK)
            continue;
        if (t->dtype != d->dtype)
            diag_error(locs[i], "operands of '%s' have different dtypes: '%s' is %s, '%s' is %s",
                       info->name, d->name, dtype_name(d->dtype), t->name, dtype_name(t->dtype));
        else if (t->vrows != d->vrows || t->vcols != d->vcols)
            diag_error(locs[i],
                       "operands of '%s' have different valid shapes: '%s' is %s, '%s' is %s",
                       info->name, d->name, shape_str(d, b1, sizeof b1), t->name,
                       shape_str(t, b2, sizeof b2));
        else if (i == 3 && (t->rows != d->rows || t->cols != d->cols))
            diag_error(locs[i], "tmp '%s' of '%s' must have the storage shape of '%s' (%dx%d)",
                       t->name, info->name, d->name, d->rows, d->cols);
    }
    /* a2a3 overwrites tmp; a5 and host leave it alone */
    int tmp_is_opnd =
        o->tmp >= 0 && (o->tmp == o->dst || o->tmp == o->src[0] || o->tmp == o->src[1]);
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
                       info->name, d->name, shape_str(d, b1, sizeof b1), m->name,
                       shape_str(m, b2, sizeof b2));
    }
}

/* One entry of 'ops'.  Returns 1 if every operand resolved, so the data
 * flow can be followed through it. */
static int load_op(const struct ctx *c, const struct yin_node *n, struct op *o)
{
    const struct kernel *k = c->k;
    o->loc = n->loc;
    o->dst = o->mask = o->tmp = -1;
    o->src[0] = o->src[1] = -1;
    if (!expect(n, YIN_MAP, "an op"))
        return 0;
    const struct yin_node *opn = require(n, "op", "an op", op_keys);
    int code = -1;
    if (opn && expect(opn, YIN_SCALAR, "'op'")) {
        code = lookup_op(opn->text);
        if (code < 0) {
            const char *names[OP__COUNT];
            for (int i = 0; i < OP__COUNT; i++)
                names[i] = op_table[i].name;
            char h[HINT_SIZE];
            diag_error(opn->loc, "unknown op '%s'%s", opn->text,
                       hint(opn->text, names, OP__COUNT, h, sizeof h));
            /* with or without a guess: the guess may be the wrong op */
            diag_note(opn->loc, "'ptogen --list-ops' lists the ops");
        }
    }
    if (code < 0) {
        check_keys(n, op_keys, NULL, "an op");
        return 0;
    }
    o->code = (enum opcode)code;
    const struct op_info *info = &op_table[code];
    char where[64];
    snprintf(where, sizeof where, "'%s'", info->name);

    /* unknown keys are typos; known keys this op does not take are not */
    const char *used[8];
    int nused = 0;
    for (int i = 0; op_keys[i]; i++)
        if (op_uses(info, op_keys[i]))
            used[nused++] = op_keys[i];
    used[nused] = NULL;
    check_keys(n, used, op_keys, where);
    for (int i = 0; i < n->n; i++) {
        const char *key = n->keys[i]->text;
        int known = 0;
        for (int j = 0; op_keys[j] && !known; j++)
            known = !strcmp(key, op_keys[j]);
        if (known && !op_uses(info, key))
            diag_error(n->keys[i]->loc, "'%s' is not used by '%s'", key, info->name);
    }

    int ok = 1;
    const struct yin_node *dst = require(n, "dst", where, op_keys);
    if (dst) {
        o->dst = tile_ref(c, dst, "'dst'");
        o->dst_loc = dst->loc;
    }
    ok &= o->dst >= 0;

    int want = op_nsrc(info);
    const struct yin_node *src = require(n, "src", where, op_keys);
    ok &= src != NULL;
    if (src) {
        /* a list, or one name for one source */
        int count = src->kind == YIN_SEQ ? src->n : 1;
        if (src->kind == YIN_MAP) {
            diag_error(src->loc, "'src' must be a tile name or a list of them, not a mapping");
            ok = 0;
        } else if (count != want) {
            diag_error(src->loc, "'%s' takes %d source tile%s, not %d", info->name, want,
                       want == 1 ? "" : "s", count);
            ok = 0;
        } else {
            o->nsrc = count;
            for (int i = 0; i < count; i++) {
                const struct yin_node *item = src->kind == YIN_SEQ ? src->items[i] : src;
                o->src[i] = tile_ref(c, item, "'src'");
                o->src_loc[i] = item->loc;
                ok &= o->src[i] >= 0;
            }
        }
    }
    if (info->family == OPF_SELECT) {
        const struct yin_node *mask = require(n, "mask", where, op_keys);
        if (mask) {
            o->mask = tile_ref(c, mask, "'mask'");
            o->mask_loc = mask->loc;
        }
        ok &= o->mask >= 0;
    }
    const struct yin_node *tmp = info->a2a3_tmp ? yin_get(n, "tmp") : NULL;
    if (tmp) {
        o->tmp = tile_ref(c, tmp, "'tmp'");
        o->tmp_loc = tmp->loc;
        ok &= o->tmp >= 0;
    }
    if (info->family == OPF_SCALAR) {
        const struct yin_node *sc = require(n, "scalar", where, op_keys);
        if (sc && o->dst >= 0 && k->tiles[o->dst].dtype != DT_MASK)
            load_scalar(c, o, sc, k->tiles[o->dst].dtype);
    }
    if (ok)
        check_operands(k, o);
    return ok;
}

/* ---- whole-kernel checks ---------------------------------------------- */

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

/* Every tile an op reads must hold data: an input, or written by an
 * earlier op.  Every output must be written by some op, and every tile
 * used.  Only what loaded cleanly is followed: OP_OK per op, OPS_OK when
 * all did, CLEAN when the spec had no error at all. */
static void check_dataflow(const struct ctx *c, const int *op_ok, int ops_ok, int clean)
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
        int reads[3] = {o->src[0], o->nsrc > 1 ? o->src[1] : -1, o->mask};
        struct loc locs[3] = {o->src_loc[0], o->src_loc[1], o->mask_loc};
        for (int j = 0; j < 3; j++) {
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
        written[o->dst] = used[o->dst] = 1;
        /* a2a3 leaves garbage in tmp (an operand as tmp is diagnosed) */
        if (o->tmp >= 0 && o->tmp != o->dst && o->tmp != o->src[0] && o->tmp != o->src[1]) {
            used[o->tmp] = 1;
            written[o->tmp] = 0;
            scratch[o->tmp] = i + 1;
        }
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
    }
    free(written);
    free(used);
    free(scratch);
}

/* I/O tile I of K, inputs first, and where the spec lists it. */
static const struct tile *io_tile(const struct kernel *k, int i)
{
    return &k->tiles[i < k->ninputs ? k->inputs[i] : k->outputs[i - k->ninputs]];
}

static struct loc io_loc(const struct kernel *k, int i)
{
    return i < k->ninputs ? k->input_locs[i] : k->output_locs[i - k->ninputs];
}

static int same_valid(const struct tile *a, const struct tile *b)
{
    return a->vrows == b->vrows && a->vcols == b->vcols;
}

/* Inputs and outputs: disjoint, and one valid shape (the GM matrices are
 * all M x vc, walked tile by tile together). */
static void check_io(const struct kernel *k)
{
    for (int i = 0; i < k->noutputs; i++)
        for (int j = 0; j < k->ninputs; j++)
            if (k->outputs[i] == k->inputs[j]) {
                diag_error(k->output_locs[i], "tile '%s' is both an input and an output",
                           k->tiles[k->outputs[i]].name);
                diag_note(k->input_locs[j], "'%s' is an input here", k->tiles[k->inputs[j]].name);
            }
    /* the shape most of them have is the kernel's; blame the others.
     * Distinct shapes are few, so count per distinct shape (first 8). */
    int n = k->ninputs + k->noutputs, first[8], count[8], nshapes = 0, ref = 0;
    for (int i = 0; i < n; i++) {
        int s = 0;
        while (s < nshapes && !same_valid(io_tile(k, first[s]), io_tile(k, i)))
            s++;
        if (s == nshapes && nshapes < 8)
            first[nshapes] = i, count[nshapes++] = 0;
        if (s < nshapes && ++count[s] > count[ref])
            ref = s;
    }
    ref = nshapes ? first[ref] : 0;
    for (int i = 0; i < n; i++) {
        const struct tile *r = io_tile(k, ref), *t = io_tile(k, i);
        char b1[32], b2[32];
        if (!same_valid(r, t))
            diag_error(io_loc(k, i),
                       "inputs and outputs must share one valid shape: '%s' is %s, '%s' is %s",
                       r->name, shape_str(r, b1, sizeof b1), t->name, shape_str(t, b2, sizeof b2));
    }
}

/* Generated code derives names from tile names (ub_a, a_v, ...), and I/O
 * tiles and params are function parameters beside its locals; a spec
 * name equal to one of those would clash in the C output. */
static void check_generated_names(const struct ctx *c)
{
    static const char *const prefixes[] = {"ub_", "ua_", "v_", "pm_"};
    static const char *const suffixes[] = {"_row", "_v", "_bits"};
    const struct kernel *k = c->k;
    char buf[256];
    for (int i = 0; i < k->ntiles + k->nparams; i++) {
        int is_tile = i < k->ntiles;
        const char *name = is_tile ? k->tiles[i].name : k->params[i - k->ntiles].name;
        struct loc at = is_tile ? k->tiles[i].loc : k->params[i - k->ntiles].loc;
        size_t len = strlen(name);
        if (!is_tile || spec_is_io(k, i))
            for (size_t l = 0; l < sizeof locals / sizeof locals[0]; l++)
                if (!strcmp(name, locals[l]))
                    diag_error(at, "'%s' is a local name of the generated kernel; %s cannot use it",
                               name, is_tile ? "an input or output tile" : "a param");
        /* is NAME a prefix or suffix form of some tile's name? */
        int t = -1;
        for (size_t f = 0; f < sizeof prefixes / sizeof prefixes[0] && t < 0; f++)
            if (!strncmp(name, prefixes[f], strlen(prefixes[f])))
                t = index_find(&c->tiles, name + strlen(prefixes[f]));
        for (size_t f = 0; f < sizeof suffixes / sizeof suffixes[0] && t < 0; f++) {
            size_t sl = strlen(suffixes[f]);
            if (len > sl && len - sl < sizeof buf && !strcmp(name + len - sl, suffixes[f])) {
                memcpy(buf, name, len - sl);
                buf[len - sl] = '\0';
                t = index_find(&c->tiles, buf);
            }
        }
        if (t >= 0)
            diag_error(at, "name '%s' clashes with the generated name for tile '%s'", name,
                       k->tiles[t].name);
    }
}

/* ORDER: any; the keys of a spec's top level */
static const char *const spec_keys[] = {"kernel",  "doc", "tile",    "tiles", "params", "inputs",
                                        "outputs", "ops", "targets", NULL};

/* 'targets': a non-empty list of target names, each once.  Absent, the
 * spec is for every target. */
static void load_targets(struct kernel *k, const struct yin_node *list)
{
    k->targets = (1u << TGT__COUNT) - 1;
    if (!list || !expect(list, YIN_SEQ, "'targets'"))
        return;
    k->targets_loc = list->loc;
    if (list->n == 0) {
        diag_error(list->loc, "'targets' is empty");
        diag_note(list->loc, "leave the key out for every target (a2a3, a5, host)");
        return;
    }
    unsigned set = 0;
    int bad = 0;
    for (int i = 0; i < list->n; i++) {
        const struct yin_node *n = list->items[i];
        if (!expect(n, YIN_SCALAR, "a target")) {
            bad = 1;
            continue;
        }
        int t = target_lookup(n->text);
        if (t < 0) {
            char h[HINT_SIZE];
            diag_error(n->loc, "unknown target '%s' in 'targets'%s", n->text,
                       hint(n->text, target_names, TGT__COUNT, h, sizeof h));
            diag_note(n->loc, "targets are a2a3, a5, host");
            bad = 1;
        } else if ((set >> t) & 1) {
            diag_error(n->loc, "target '%s' is listed twice in 'targets'", n->text);
        } else {
            set |= 1u << t;
        }
    }
    if (!bad && !((set >> TGT_HOST) & 1)) {
        diag_error(list->loc, "'targets' must include 'host'");
        diag_note(list->loc, "the host kernel is the reference that the tests and "
                             "'ptogen --harness' compare device code with");
    }
    if (set)
        k->targets = set;
}

/* 'kernel' and 'doc'. */
static void load_header(struct kernel *k, const struct yin_node *root)
{
    const struct yin_node *name = require(root, "kernel", "the spec", spec_keys);
    k->name = "kernel";
    k->name_loc = root->loc;
    if (name && expect(name, YIN_SCALAR, "'kernel'")) {
        k->name = name->text;
        k->name_loc = name->loc;
        check_name(name->text, name->loc, "kernel");
    }
    const struct yin_node *doc = yin_get(root, "doc");
    if (doc && expect(doc, YIN_SCALAR, "'doc'")) {
        k->doc = doc->text;
        /* it becomes a C comment on one line */
        for (const char *s = doc->text; *s; s++)
            if ((unsigned char)*s < 0x20 || (s[0] == '*' && s[1] == '/')) {
                diag_error(doc->loc, "'doc' must be one line of text without '*/'");
                break;
            }
    }
}

struct kernel *spec_load(const char *path)
{
    uint32_t hash = 0;
    int errors0 = diag_errors();
    struct yin_node *root = yin_load(path, &hash);
    if (!root)
        return NULL;
    struct kernel *k = xcalloc(1, sizeof *k);
    struct ctx c = {.k = k};
    k->file = path;
    k->spec_hash = hash;
    k->loc = root->loc;
    if (root->kind != YIN_MAP) {
        char buf[64];
        diag_error(
            root->loc,
            "a spec must be a mapping with the keys kernel, tiles, inputs, outputs and ops, not %s",
            found(root, buf, sizeof buf));
        return NULL;
    }
    check_keys(root, spec_keys, NULL, "the spec");
    load_header(k, root);
    load_targets(k, yin_get(root, "targets"));

    struct shape def = {0};
    const struct yin_node *n = yin_get(root, "tile");
    if (n)
        load_default_shape(n, &def);
    if ((n = require(root, "tiles", "the spec", spec_keys)))
        load_tiles(&c, n, &def);
    if ((n = yin_get(root, "params")))
        load_params(&c, n);
    if ((n = require(root, "inputs", "the spec", spec_keys)))
        c.inputs_ok = load_io(&c, n, "'inputs'", &k->inputs, &k->input_locs, &k->ninputs);
    if ((n = require(root, "outputs", "the spec", spec_keys)))
        load_io(&c, n, "'outputs'", &k->outputs, &k->output_locs, &k->noutputs);
    check_io(k);

    if ((n = require(root, "ops", "the spec", spec_keys)) && expect(n, YIN_SEQ, "'ops'")) {
        if (n->n == 0)
            diag_error(n->loc, "'ops' is empty");
        k->ops = xcalloc((size_t)n->n + 1, sizeof *k->ops);
        int *op_ok = xcalloc((size_t)n->n + 1, sizeof *op_ok), ops_ok = n->n > 0;
        for (int i = 0; i < n->n; i++) {
            op_ok[i] = load_op(&c, n->items[i], &k->ops[k->nops++]);
            ops_ok &= op_ok[i];
        }
        check_generated_names(&c);
        check_dataflow(&c, op_ok, ops_ok, diag_errors() == errors0);
        free(op_ok);
    }
    free(c.tile_ok);
    free(c.tiles.ents);
    free(c.params.ents);
    return diag_errors() == errors0 ? k : NULL;
}
