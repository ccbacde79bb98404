/* specint.c - the helpers the readers of a spec share (spec_): node
 * checks with their diagnostics and suggestions, name lookup, dtypes, and
 * the questions later phases ask of a loaded kernel.  spec.c (the top
 * level), spectiles.c and specops.c read a spec with them; nothing here
 * calls back into those.
 */
#include "specint.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The other spellings of dtypes, and the keys of a spec's mappings: from
 * keys.def, which the JSON Schema is written from too. */
static const struct {
    enum dtype dt;
    const char *alias;
} dtype_aliases[] = {
#define DTYPE_ALIAS(dt, alias) {DT_##dt, alias},
#include "keys.def"
#undef DTYPE_ALIAS
};

/* ---- names and suggestions -------------------------------------------- */

/* Levenshtein distance, ignoring case; long words are never "close". */
int spec_edit_distance(const char *a, const char *b)
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
const char *spec_hint(const char *word, const char *const *cands, int n, char *buf, size_t size)
{
    const char *best = NULL;
    int best_d = 3;
    for (int i = 0; i < n; i++) {
        if (!cands[i])
            continue;
        int d = spec_edit_distance(word, cands[i]);
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

void spec_check_name(const char *name, struct loc at, enum names_kind kind)
{
    static const char *const what[] = {"kernel", "tile", "param"};
    const char *problem = names_problem(name, kind);
    if (problem)
        diag_error(at, "%s name '%s' %s", what[kind], name, problem);
}

/* ---- generic checks on nodes ------------------------------------------ */

/* What was found instead: "a list", "a scalar ('abc')". */
const char *spec_found(const struct yin_node *n, char *buf, size_t size)
{
    if (n->kind != YIN_SCALAR)
        return yin_kind_name(n->kind);
    snprintf(buf, size, "a scalar ('%.40s')", n->text);
    return buf;
}

/* Is N of kind WANT?  If not, "WHAT must be a mapping, not a list". */
int spec_expect(const struct yin_node *n, enum yin_kind want, const char *what)
{
    if (n->kind == want)
        return 1;
    char buf[64];
    diag_error(n->loc, "%s must be %s, not %s", what, yin_kind_name(want),
               spec_found(n, buf, sizeof buf));
    return 0;
}

int spec_in_list(const char *word, const char *const *list)
{
    for (; list && *list; list++)
        if (!strcmp(word, *list))
            return 1;
    return 0;
}

/* Report the keys of MAP that are not in ALLOWED (NULL-terminated) and
 * not in KNOWN (keys that are diagnosed elsewhere, may be NULL). */
void spec_check_keys(const struct yin_node *map, const char *const *allowed,
                     const char *const *known, const char *where)
{
    int n = 0;
    while (allowed[n])
        n++;
    for (int i = 0; i < map->n; i++) {
        const char *key = map->keys[i]->text;
        char h[HINT_SIZE];
        if (!spec_in_list(key, allowed) && !spec_in_list(key, known))
            diag_error(map->keys[i]->loc, "unknown key '%s' in %s%s", key, where,
                       spec_hint(key, allowed, n, h, sizeof h));
    }
}

/* The value of KEY in MAP; if absent, "missing key" at MAP, unless an
 * unknown key of MAP (not in ALLOWED) looks like a misspelt KEY: that one
 * was reported with KEY as the hint already. */
const struct yin_node *spec_require(const struct yin_node *map, const char *key, const char *where,
                                    const char *const *allowed)
{
    const struct yin_node *v = yin_get(map, key);
    if (v)
        return v;
    for (int i = 0; i < map->n; i++)
        if (!spec_in_list(map->keys[i]->text, allowed) &&
            spec_edit_distance(map->keys[i]->text, key) <= 2)
            return NULL;
    diag_error(map->loc, "missing key '%s' in %s", key, where);
    return NULL;
}

/* 010: YAML 1.1 and C would read octal, a reader decimal.  Refused. */
int spec_leading_zero(const char *s)
{
    s += *s == '-' || *s == '+';
    if (s[0] != '0' || !s[1])
        return 0;
    while (isdigit((unsigned char)*s))
        s++;
    return !*s;
}

/* A plain decimal integer in [LO, HI] into *OUT; 0 after a diagnostic. */
int spec_get_int(const struct yin_node *n, const char *what, long lo, long hi, int *out)
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
    if (spec_leading_zero(s)) {
        diag_error(n->loc, "%s %s has a leading zero; write it in decimal", what, s);
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

static int name_ent_cmp(const void *a, const void *b)
{
    return strcmp(((const struct name_ent *)a)->name, ((const struct name_ent *)b)->name);
}

/* IX gets room for N names. */
void spec_index_init(struct name_index *ix, int n)
{
    ix->n = 0;
    ix->ents = xcalloc((size_t)n + 1, sizeof *ix->ents);
}

void spec_index_add(struct name_index *ix, const char *name, int idx)
{
    ix->ents[ix->n++] = (struct name_ent){name, idx};
}

void spec_index_sort(struct name_index *ix)
{
    if (ix->n)
        qsort(ix->ents, (size_t)ix->n, sizeof *ix->ents, name_ent_cmp);
}

int spec_index_find(const struct name_index *ix, const char *name)
{
    struct name_ent key = {name, 0};
    const struct name_ent *e =
        ix->n ? bsearch(&key, ix->ents, (size_t)ix->n, sizeof *ix->ents, name_ent_cmp) : NULL;
    return e ? e->idx : -1;
}

/* A tile reference, the name of one of 'tiles'; -1 after a diagnostic,
 * or silently when the tile itself had errors (already reported). */
int spec_tile_ref(const struct ctx *c, const struct yin_node *n, const char *what)
{
    const struct kernel *k = c->k;
    if (!spec_expect(n, YIN_SCALAR, what) || !c->have_tiles)
        return -1;
    int t = spec_index_find(&c->tiles, n->text);
    if (t >= 0)
        return c->tile_ok[t] ? t : -1;
    if (spec_index_find(&c->params, n->text) >= 0) {
        diag_error(n->loc, "'%s' is a param, not a tile", n->text);
        return -1;
    }
    const char **names = xcalloc((size_t)k->ntiles + 1, sizeof *names);
    for (int i = 0; i < k->ntiles; i++)
        names[i] = k->tiles[i].name;
    char h[HINT_SIZE];
    diag_error(n->loc, "undefined tile '%s'%s", n->text,
               spec_hint(n->text, names, k->ntiles, h, sizeof h));
    free(names);
    return -1;
}

const char *spec_shape_str(const struct tile *t, char *buf, size_t n)
{
    snprintf(buf, n, "%dx%d", t->vrows, t->vcols);
    return buf;
}

/* ---- dtypes ----------------------------------------------------------- */

static int lookup_dtype(const char *s)
{
    int d = dtype_lookup(s);
    if (d >= 0)
        return d;
    for (size_t i = 0; i < sizeof dtype_aliases / sizeof dtype_aliases[0]; i++)
        if (!strcmp(s, dtype_aliases[i].alias))
            return (int)dtype_aliases[i].dt;
    return -1;
}

/* The dtype named by N; -1 after a diagnostic.  Params cannot be masks. */
int spec_get_dtype(const struct yin_node *n, int allow_mask)
{
    if (!spec_expect(n, YIN_SCALAR, "'dtype'"))
        return -1;
    int d = lookup_dtype(n->text);
    if (d < 0) {
        const char *names[DT__COUNT];
        for (int i = 0; i < DT__COUNT; i++)
            names[i] = dtype_name((enum dtype)i);
        char h[HINT_SIZE];
        diag_error(n->loc, "unknown dtype '%s'%s", n->text,
                   spec_hint(n->text, names, DT__COUNT - !allow_mask, h, sizeof h));
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

/* ---- whole-kernel checks ---------------------------------------------- */

const char *spec_tiles_phrase(const struct kernel *k, const int *t, int n, char *buf, size_t size)
{
    size_t len = (size_t)snprintf(buf, size, "tile%s", n == 1 ? "" : "s");
    int shown = n <= 4 ? n : 3;
    for (int i = 0; i < shown && len < size; i++) {
        const char *sep = i == 0 ? " " : i == n - 1 ? " and " : ", ";
        len += (size_t)snprintf(buf + len, size - len, "%s'%.40s'", sep, k->tiles[t[i]].name);
    }
    if (shown < n && len < size)
        snprintf(buf + len, size - len, " and %d more", n - shown);
    return buf;
}

int spec_same_loc(struct loc a, struct loc b)
{
    return a.line == b.line && a.col == b.col &&
           (a.file == b.file || (a.file && b.file && !strcmp(a.file, b.file)));
}

int spec_gm_row(const struct tile *t)
{
    return t->dtype == DT_MASK ? (t->vcols + 7) / 8 : t->vcols;
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

/* I/O tile I of K, inputs first, and where the spec lists it. */

int spec_is_narrow(const struct kernel *k, const struct tile *t)
{
    return t->per == PER_FULL && t->dtype != DT_MASK && k->vrows && t->vrows == k->vrows &&
           t->vcols < k->vcols;
}

int spec_op_partial(enum opcode code)
{
    return code == OP_PARTADD || code == OP_PARTMAX || code == OP_PARTMIN || code == OP_PARTMUL ||
           code == OP_FILLPAD;
}

unsigned long long spec_pad_bits(enum dtype dt, int pad)
{
    int bits = 8 * dtype_size(dt); /* 8 to 32 */
    unsigned long long ones = (1ull << bits) - 1, sign = 1ull << (bits - 1);
    if (pad == PAD_ZERO)
        return 0;
    if (dtype_is_float(dt)) {
        /* the infinity: every exponent bit, a clear mantissa */
        unsigned long long inf = dt == DT_F32   ? 0x7f800000ull
                                 : dt == DT_F16 ? 0x7c00ull
                                                : 0x7f80ull;
        return pad == PAD_MAX ? inf : inf | sign;
    }
    if (dtype_is_signed(dt))
        return pad == PAD_MAX ? ones >> 1 : sign;
    return pad == PAD_MAX ? ones : 0;
}

int spec_narrow_src(const struct kernel *k, const struct op *o)
{
    for (int s = 0; s < o->nsrc; s++)
        if (spec_is_narrow(k, &k->tiles[o->src[s]]))
            return s;
    return -1;
}
