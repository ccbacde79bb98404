/* spectiles.c - the tiles of a spec: shapes, 'tile' defaults, vector
 * tiles (spec_).
 *
 * Part of the schema check of spec.c (which calls in through specint.h).
 * A full tile takes rows, cols and valid from itself, else from 'tile'.
 * A vector tile ('per: row' or 'per: col') gives no shape: it holds one
 * value per row (rows x 1) or per column (1 x cols) of the kernel's tiles,
 * whose valid shape is that of the full inputs and outputs (else the
 * valid shape in 'tile'), so spec_resolve_vectors sets it once the inputs
 * and outputs are known.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "specint.h"
#include "yamlin.h"

#define KEYS_OF_SPEC(name)
#define KEYS_OF_SHAPE(name) name,
#define KEYS_OF_TILE(name)
#define KEY(map, name, required, doc) KEYS_OF_##map(name)
/* the keys of 'tile' */
static const char *const shape_keys[] = {
#include "keys.def"
    NULL};
#undef KEYS_OF_TILE
#define KEYS_OF_TILE(name) name,
/* the keys of a tile: the shape's and its own */
static const char *const tile_keys[] = {
#include "keys.def"
    NULL};
#undef KEY
#undef KEYS_OF_SPEC
#undef KEYS_OF_SHAPE
#undef KEYS_OF_TILE

/* ---- shapes: 'tile' and each tile ------------------------------------- */

/* A [rows, cols] pair (from 'shape' or 'valid'). */
static int get_pair(const struct yin_node *n, const char *what, int *r, int *c)
{
    char sr[32], sc[32];
    if (!spec_expect(n, YIN_SEQ, what))
        return 0;
    if (n->n != 2) {
        diag_error(n->loc, "%s must be [rows, cols], a list of 2 integers, not %d", what, n->n);
        return 0;
    }
    snprintf(sr, sizeof sr, "rows in %s", what);
    snprintf(sc, sizeof sc, "cols in %s", what);
    int ok = spec_get_int(n->items[0], sr, 1, SPEC_MAX_ROWS, r);
    return spec_get_int(n->items[1], sc, 1, SPEC_MAX_COLS, c) && ok;
}

static void get_shape(const struct yin_node *map, struct shape *s)
{
    int errors = diag_errors();
    const struct yin_node *rows = yin_get(map, "rows"), *cols = yin_get(map, "cols");
    const struct yin_node *shape = yin_get(map, "shape"), *valid = yin_get(map, "valid");
    if (shape && (rows || cols))
        diag_error(shape->loc, "give either 'shape' or 'rows' and 'cols', not both");
    else if (shape && get_pair(shape, "'shape'", &s->rows, &s->cols)) {
        s->loc = shape->loc;
        s->rows_loc = shape->items[0]->loc;
        s->cols_loc = shape->items[1]->loc;
    }
    if (rows && spec_get_int(rows, "'rows'", 1, SPEC_MAX_ROWS, &s->rows))
        s->loc = s->rows_loc = rows->loc;
    if (cols && spec_get_int(cols, "'cols'", 1, SPEC_MAX_COLS, &s->cols)) {
        s->cols_loc = cols->loc;
        if (!rows)
            s->loc = cols->loc;
    }
    if (valid && get_pair(valid, "'valid'", &s->vrows, &s->vcols)) {
        s->valid_loc = valid->loc;
        s->vrows_loc = valid->items[0]->loc;
    }
    s->bad = diag_errors() != errors;
}

/* The defaults in 'tile'. */
void spec_load_default_shape(const struct yin_node *tile, struct shape *def)
{
    if (!spec_expect(tile, YIN_MAP, "'tile'"))
        return;
    spec_check_keys(tile, shape_keys, NULL, "'tile'");
    get_shape(tile, def);
    if (def->vrows && def->rows && def->cols &&
        (def->vrows > def->rows || def->vcols > def->cols)) {
        diag_error(def->valid_loc, "valid shape %dx%d in 'tile' is larger than the storage %dx%d",
                   def->vrows, def->vcols, def->rows, def->cols);
        def->vrows = def->vcols = 0;
    }
    if (def->rows && def->cols && !def->vrows) {
        def->vrows = def->rows, def->vcols = def->cols, def->valid_loc = def->loc;
        def->vrows_loc = def->rows_loc;
    }
}

/* The rows of T, and of the others NAMES lists, are a byte size that is
 * no multiple of 32, from the same 'cols' and element size. */
static void row_bytes_error(const struct tile *t, const char *names)
{
    diag_error(t->cols_loc,
               "rows of %s are %d bytes (%d x %s); a row must be a multiple of 32 bytes", names,
               t->cols * dtype_size(t->dtype), t->cols, dtype_name(t->dtype));
}

/* 'per' of tile T: row, col, trans or pairs; -1 after a diagnostic. */
static int get_per(const struct yin_node *n)
{
    static const char *const values[] = {"row", "col", "trans", "pairs"};
    static const enum tile_per pers[] = {PER_ROW, PER_COL, PER_TRANS, PER_PAIRS};
    if (!spec_expect(n, YIN_SCALAR, "'per'"))
        return -1;
    for (int i = 0; i < 4; i++)
        if (!strcmp(n->text, values[i]))
            return (int)pers[i];
    char h[HINT_SIZE];
    diag_error(n->loc, "unknown per '%s'%s", n->text, spec_hint(n->text, values, 4, h, sizeof h));
    diag_note(n->loc, "per is row (one value per row of the kernel's tiles), col (one per "
                      "column), trans (the kernel's tile transposed) or pairs (a (value, "
                      "index) pair per element)");
    return -1;
}

/* Vector tile T ('per' is PER): it gives no shape of its own (a mask
 * one bit per row or column).  Its shape comes later (spec_resolve_vectors).  Returns 0 if it
 * is unusable. */
static int load_vector_tile(struct tile *t, const struct yin_node *v, const struct yin_node *per,
                            int dtype_ok)
{
    int p = get_per(per);
    t->per_loc = per->loc;
    int ok = p >= 0 && dtype_ok;
    t->per = p >= 0 ? (enum tile_per)p : PER_ROW;
    static const char *const shape_words[] = {"rows", "cols", "shape", "valid"};
    for (int i = 0; i < 4; i++) {
        const struct yin_node *key = yin_key(v, shape_words[i]);
        if (key && p >= 0) {
            if (t->per == PER_TRANS || t->per == PER_PAIRS)
                diag_error(key->loc, "'%s' of %s tile '%s': ptogen chooses a %s tile's shape (%s)",
                           shape_words[i], spec_per_name(t->per), t->name,
                           t->per == PER_TRANS ? "transposed" : "pairs",
                           t->per == PER_TRANS ? "the kernel's tile transposed"
                                               : "8 bytes per element of the kernel's tile");
            else
                diag_error(key->loc,
                           "'%s' of %s tile '%s': ptogen chooses a vector tile's shape (one "
                           "value per %s of the kernel's tiles)",
                           shape_words[i], spec_per_name(t->per), t->name,
                           t->per == PER_ROW ? "row" : "column");
            ok = 0;
        }
    }
    return ok;
}

/* One entry of 'tiles'.  Returns 0 if the tile is unusable.  Rows whose
 * byte size breaks the 32-byte rule because of the 'cols' in 'tile' are
 * not diagnosed here but flagged in *BAD_DEFAULT_ROW: every tile that
 * takes that default shares the cause, and load_tiles reports it once. */
static int load_tile(struct tile *t, const struct yin_node *key, const struct yin_node *v,
                     const struct shape *def, int *bad_default_row)
{
    t->name = key->text;
    t->loc = key->loc;
    spec_check_name(t->name, key->loc, NAMES_TILE);
    char where[96];
    snprintf(where, sizeof where, "tile '%.60s'", t->name);
    if (!spec_expect(v, YIN_MAP, where))
        return 0;
    spec_check_keys(v, tile_keys, NULL, where);
    const struct yin_node *dt = spec_require(v, "dtype", where, tile_keys);
    int d = dt ? spec_get_dtype(dt, 1) : -1;
    t->dtype = d >= 0 ? (enum dtype)d : DT_I8;
    const struct yin_node *per = yin_get(v, "per");
    if (per)
        return load_vector_tile(t, v, per, d >= 0);

    struct shape s = {0};
    get_shape(v, &s);
    if (s.bad)
        return 0;
    int own = s.rows || s.cols || s.vrows;
    int own_cols = s.cols != 0;
    if (!s.rows)
        s.rows = def->rows, s.rows_loc = def->rows_loc;
    if (!s.cols)
        s.cols = def->cols, s.cols_loc = def->cols_loc;
    if (!s.loc.line)
        s.loc = def->loc;
    if (!s.rows || !s.cols) {
        if (!def->bad) /* else it was diagnosed already */
            diag_error(key->loc, "tile '%s' has no shape: give 'rows' and 'cols' here or in 'tile'",
                       t->name);
        return 0;
    }
    if (!s.vrows) {
        if (s.rows == def->rows && s.cols == def->cols && def->vrows) {
            s.vrows = def->vrows, s.vcols = def->vcols, s.valid_loc = def->valid_loc;
            s.vrows_loc = def->vrows_loc;
        } else {
            s.vrows = s.rows, s.vcols = s.cols, s.valid_loc = s.loc;
            s.vrows_loc = s.rows_loc;
        }
    }
    t->rows = s.rows;
    t->cols = s.cols;
    t->vrows = s.vrows;
    t->vcols = s.vcols;
    t->shape_loc = s.loc.line ? s.loc : key->loc;
    t->cols_loc = s.cols_loc.line ? s.cols_loc : t->shape_loc;
    t->vrows_loc = s.vrows_loc.line ? s.vrows_loc : t->shape_loc;
    if (own && (t->vrows > t->rows || t->vcols > t->cols)) {
        diag_error(s.valid_loc.line ? s.valid_loc : key->loc,
                   "valid shape %dx%d of tile '%s' is larger than its storage %dx%d", t->vrows,
                   t->vcols, t->name, t->rows, t->cols);
        return 0;
    }
    long bytes = (long)t->rows * t->cols * (d >= 0 ? dtype_size(t->dtype) : 1);
    if (d >= 0 && bytes > SPEC_MAX_TILE_BYTES) {
        diag_error(t->shape_loc, "tile '%s' is %ld bytes (%d x %d %s); a tile holds at most %ld",
                   t->name, bytes, t->rows, t->cols, dtype_name(t->dtype), SPEC_MAX_TILE_BYTES);
        return 0;
    }
    if (d >= 0 && d != DT_MASK && (t->cols * dtype_size(t->dtype)) % 32) {
        char names[64];
        snprintf(names, sizeof names, "tile '%.40s'", t->name);
        if (own_cols)
            row_bytes_error(t, names);
        else
            *bad_default_row = 1;
        return 0;
    }
    return d >= 0;
}

/* One error per element size for the tiles flagged in BAD (their 'cols'
 * is the default's). */
static void report_default_rows(const struct kernel *k, const int *bad)
{
    int *group = xcalloc((size_t)k->ntiles + 1, sizeof *group);
    for (int size = 1; size <= 4; size *= 2) {
        int n = 0;
        for (int i = 0; i < k->ntiles; i++)
            if (bad[i] && dtype_size(k->tiles[i].dtype) == size)
                group[n++] = i;
        char names[160];
        if (n)
            row_bytes_error(&k->tiles[group[0]],
                            spec_tiles_phrase(k, group, n, names, sizeof names));
    }
    free(group);
}

void spec_load_tiles(struct ctx *c, const struct yin_node *tiles, const struct shape *def)
{
    struct kernel *k = c->k;
    if (!spec_expect(tiles, YIN_MAP, "'tiles'"))
        return;
    c->have_tiles = tiles->n > 0; /* else every name would be "undefined" */
    if (tiles->n == 0)
        diag_error(tiles->loc, "'tiles' is empty");
    k->tiles = xcalloc((size_t)tiles->n + 1, sizeof *k->tiles);
    c->tile_ok = xcalloc((size_t)tiles->n + 1, 1);
    c->stride = xcalloc((size_t)tiles->n + 1, sizeof *c->stride);
    spec_index_init(&c->tiles, tiles->n);
    int *bad_row = xcalloc((size_t)tiles->n + 1, sizeof *bad_row);
    for (int i = 0; i < tiles->n; i++) {
        k->tiles[i].stride_param = -1;
        c->tile_ok[i] = (unsigned char)load_tile(&k->tiles[i], tiles->keys[i], tiles->items[i], def,
                                                 &bad_row[i]);
        if (tiles->items[i]->kind == YIN_MAP)
            c->stride[i] = yin_get(tiles->items[i], "stride");
        k->ntiles++;
        spec_index_add(&c->tiles, k->tiles[i].name, i);
    }
    report_default_rows(k, bad_row);
    free(bad_row);
    spec_index_sort(&c->tiles);
}

const char *spec_per_name(enum tile_per per)
{
    return per == PER_ROW     ? "per-row"
           : per == PER_COL   ? "per-col"
           : per == PER_TRANS ? "per-trans"
           : per == PER_PAIRS ? "per-pairs"
                              : "full";
}

void spec_resolve_vectors(struct ctx *c, const struct shape *def)
{
    struct kernel *k = c->k;
    int from = -1; /* the full I/O tile the kernel's shape comes from */
    /* outputs first: an input may be narrower (spec_is_narrow) */
    for (int i = 0; i < k->ninputs + k->noutputs && from < 0; i++) {
        int t = i < k->noutputs ? k->outputs[i] : k->inputs[i - k->noutputs];
        if (c->tile_ok[t] && !TILE_IS_VECTOR(&k->tiles[t]))
            from = t;
    }
    if (from >= 0)
        k->vrows = k->tiles[from].vrows, k->vcols = k->tiles[from].vcols;
    else if (def->vrows)
        k->vrows = def->vrows, k->vcols = def->vcols;
    int reported = 0;
    for (int t = 0; t < k->ntiles; t++) {
        struct tile *tl = &k->tiles[t];
        if (!c->tile_ok[t] || !TILE_IS_VECTOR(tl))
            continue;
        if (!k->vrows) {
            if (!reported++)
                diag_error(tl->per_loc,
                           "%s tile '%s' has no kernel tile shape to follow: no input or "
                           "output is a full tile, and 'tile' gives no shape",
                           spec_per_name(tl->per), tl->name);
            c->tile_ok[t] = 0;
            continue;
        }
        tl->shape_loc = tl->cols_loc = tl->vrows_loc = tl->per_loc;
        if (tl->per == PER_TRANS) {
            /* vc rows of vr columns, each row padded to whole 32-byte
             * blocks (a mask is refused by the op that writes it) */
            int size = tl->dtype == DT_MASK ? 1 : dtype_size(tl->dtype), block = 32 / size;
            tl->rows = tl->vrows = k->vcols;
            tl->vcols = k->vrows;
            tl->cols = (k->vrows + block - 1) / block * block;
            continue;
        }
        if (tl->per == PER_PAIRS) {
            /* vr rows of vc 8-byte pairs, a row padded to whole 32-byte
             * blocks (a mask is refused by the op that writes it) */
            int size = tl->dtype == DT_MASK ? 1 : dtype_size(tl->dtype), block = 32 / size;
            tl->rows = tl->vrows = k->vrows;
            tl->vcols = k->vcols * (8 / size);
            tl->cols = (tl->vcols + block - 1) / block * block;
            continue;
        }
        tl->rows = tl->vrows = tl->per == PER_ROW ? k->vrows : 1;
        tl->cols = tl->vcols = tl->per == PER_COL ? k->vcols : 1;
    }
}

/* ---- strides ---------------------------------------------------------- */

/* Tile T's 'stride' N: an integer of at least its valid columns, or a
 * u32 param; for a full data tile that is an input or an output. */
static void resolve_stride(struct ctx *c, int t, const struct yin_node *n)
{
    struct kernel *k = c->k;
    struct tile *tl = &k->tiles[t];
    tl->stride_loc = n->loc;
    if (!spec_is_io(k, t)) {
        diag_error(n->loc,
                   "'stride' of tile '%s': only an input or an output has rows in global memory",
                   tl->name);
        return;
    }
    if (TILE_IS_VECTOR(tl) || tl->dtype == DT_MASK) {
        diag_error(n->loc,
                   "'stride' of %s tile '%s': only a full data tile's rows may be apart in "
                   "global memory",
                   tl->dtype == DT_MASK ? "mask" : spec_per_name(tl->per), tl->name);
        return;
    }
    if (!spec_expect(n, YIN_SCALAR, "'stride'"))
        return;
    if (isdigit((unsigned char)n->text[0])) {
        char what[96];
        snprintf(what, sizeof what, "'stride' of tile '%.40s'", tl->name);
        int v;
        if (spec_get_int(n, what, tl->vcols, SPEC_MAX_STRIDE, &v))
            tl->stride = v;
        return;
    }
    int p = spec_index_find(&c->params, n->text);
    if (p < 0) {
        diag_error(n->loc, "'stride' of tile '%s' is neither an integer nor a param: '%s'",
                   tl->name, n->text);
        return;
    }
    if (k->params[p].dtype != DT_U32) {
        diag_error(n->loc, "'stride' param '%s' is %s; a stride param must be u32", n->text,
                   dtype_name(k->params[p].dtype));
        diag_note(k->params[p].loc, "'%s' is declared here", n->text);
        return;
    }
    tl->stride_param = p;
}

void spec_resolve_strides(struct ctx *c)
{
    for (int t = 0; t < c->k->ntiles; t++)
        if (c->stride[t] && c->tile_ok[t])
            resolve_stride(c, t, c->stride[t]);
}
