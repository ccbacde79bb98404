/* specint.h - what the readers of a spec share (not for other phases).
 *
 * spec.c loads the top level, params and I/O lists and drives the rest;
 * spectiles.c loads the tiles and their shapes; specops.c loads the ops
 * and follows their data flow; specint.c holds the helpers all three use.
 */
#ifndef PTOGEN_SPECINT_H
#define PTOGEN_SPECINT_H

#include <stddef.h>

#include "names.h"
#include "spec.h"
#include "yamlin.h"

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

/* The spec being loaded. */
struct ctx {
    struct kernel *k;
    struct name_index tiles, params; /* names of k->tiles, k->params */
    int have_tiles;                  /* 'tiles' is a non-empty mapping: names resolve */
    unsigned char *tile_ok;          /* per tile: loaded without error */
    int inputs_ok;                   /* every entry of 'inputs' resolved */
    const struct yin_node **stride;  /* per tile: its 'stride' value, or NULL */
};

#define HINT_SIZE 96

/* rows, cols and valid as given by one mapping; 0 = not given. */
struct shape {
    int rows, cols, vrows, vcols;
    struct loc loc, valid_loc;                /* of the storage shape and of 'valid' */
    struct loc rows_loc, cols_loc, vrows_loc; /* of each number */
    int bad;                                  /* a field was given but diagnosed */
};

/* Is S an integer with a leading zero (010)?  YAML 1.1 and C would read
 * it as octal, a reader as decimal: every number of a spec refuses it. */
int spec_leading_zero(const char *s);

/* A plain decimal integer in [LO, HI] into *OUT; 0 after a diagnostic. */
int spec_get_int(const struct yin_node *n, const char *what, long lo, long hi, int *out);

/* The dtype named by N; -1 after a diagnostic.  Params cannot be masks. */
int spec_get_dtype(const struct yin_node *n, int allow_mask);

/* "kernel name 'x' is a C keyword"...: an error at AT when NAME cannot
 * name a KIND (names.c). */
void spec_check_name(const char *name, struct loc at, enum names_kind kind);

/* A name index with room for N names; add them, then sort once. */
void spec_index_init(struct name_index *ix, int n);
void spec_index_add(struct name_index *ix, const char *name, int idx);
void spec_index_sort(struct name_index *ix);

/* spectiles.c: the defaults in 'tile' into DEF. */
void spec_load_default_shape(const struct yin_node *tile, struct shape *def);

/* spectiles.c: 'tiles' into C's kernel (tile_ok, the name index). */
void spec_load_tiles(struct ctx *c, const struct yin_node *tiles, const struct shape *def);

/* spectiles.c: the kernel's valid tile shape (k->vrows, k->vcols), from
 * its full inputs and outputs or DEF, and the shape of each vector tile;
 * a vector tile without a shape to follow is diagnosed and marked bad. */
void spec_resolve_vectors(struct ctx *c, const struct shape *def);

/* Each tile's 'stride', once params, inputs and outputs are known. */
void spec_resolve_strides(struct ctx *c);

/* Levenshtein distance, ignoring case; long words are never "close". */
int spec_edit_distance(const char *a, const char *b);
/* Is WORD in the NULL-terminated LIST? */
int spec_in_list(const char *word, const char *const *list);
/* What was found instead of a wanted kind: "a list", "a scalar ('abc')". */
const char *spec_found(const struct yin_node *n, char *buf, size_t size);

/* " (did you mean 'x'?)" for the closest of the N words CANDS (NULLs are
 * skipped) within distance 2, else "".  The result is in BUF. */
const char *spec_hint(const char *word, const char *const *cands, int n, char *buf, size_t size);

/* Is N of kind WANT?  If not, "WHAT must be a mapping, not a list". */
int spec_expect(const struct yin_node *n, enum yin_kind want, const char *what);

/* Report the keys of MAP that are not in ALLOWED (NULL-terminated) and
 * not in KNOWN (keys that are diagnosed elsewhere, may be NULL). */
void spec_check_keys(const struct yin_node *map, const char *const *allowed,
                     const char *const *known, const char *where);

/* The value of KEY in MAP; if absent, "missing key" at MAP, unless an
 * unknown key of MAP looks like a misspelt KEY (reported already). */
const struct yin_node *spec_require(const struct yin_node *map, const char *key, const char *where,
                                    const char *const *allowed);

/* The index of the name NAME in IX, or -1. */
int spec_index_find(const struct name_index *ix, const char *name);

/* A tile reference, the name of one of 'tiles'; -1 after a diagnostic,
 * or silently when the tile itself had errors (already reported). */
int spec_tile_ref(const struct ctx *c, const struct yin_node *n, const char *what);

/* "16x60": the valid shape of T, into BUF. */
const char *spec_shape_str(const struct tile *t, char *buf, size_t n);

/* specops.c: one entry of 'ops' into O.  Returns 1 if every operand
 * resolved, so the data flow can be followed through it. */
int spec_load_op(const struct ctx *c, const struct yin_node *n, struct op *o);

/* specops.c: every tile an op reads holds data, every output is written,
 * every tile is used (see there). */
void spec_check_dataflow(const struct ctx *c, const int *op_ok, int ops_ok, int clean);

/* specscalar.c: the scalar operand of O, node N, for an op of dtype DT:
 * a literal DT can hold, a param of DT's kind, or an expression. */
void spec_load_scalar(const struct ctx *c, struct op *o, const struct yin_node *n, enum dtype dt);

/* specexpr.c: is TEXT (no literal, no param) meant as a scalar
 * expression; load it into O's scalar (SC_EXPR) for an op of dtype DT. */
int spec_is_scalar_expr(const char *text);
void spec_load_scalar_expr(const struct ctx *c, struct op *o, const struct yin_node *n,
                           enum dtype dt);

#endif
