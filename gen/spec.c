/* spec.c - the schema check: a YAML tree becomes a struct kernel (spec_).
 *
 * Every key, kind, name and number of docs/spec.md is checked here,
 * at the file:line:col of the node at fault, and all problems of a spec are
 * reported in one run (up to diag's cap).  A part that fails is left out or
 * marked (-1), and later checks skip what depends on it, so one mistake
 * gives one error.  What a given target can do is rules.c's business.
 * The ops and their data flow are specops.c's (helpers: specint.h).
 *
 * Shapes.  'tile' gives defaults; a tile takes each of rows, cols and
 * valid from itself, else from 'tile'.  When a tile gives no 'valid', its
 * valid region is the default one if its storage equals the default
 * storage, else its whole storage.
 *
 * Mask tiles ({dtype: mask}) are packed predicates for data tiles of the
 * same shape, so rows, cols and valid all count elements (= bits), and
 * usually come from the defaults.  Storage rows are ceil(cols / 8) bytes
 * rounded up to a multiple of 32 (ir.c's ir_mask_pitch), so the
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

#include "lower.h"
#include "names.h"
#include "specint.h"
#include "yamlin.h"

#define KEYS_OF_SPEC(name) name,
#define KEYS_OF_SHAPE(name)
#define KEYS_OF_TILE(name)
#define KEY(map, name, required, doc) KEYS_OF_##map(name)
/* the keys of a spec's top level */
static const char *const spec_keys[] = {
#include "keys.def"
    NULL};
#undef KEY
#undef KEYS_OF_SPEC
#undef KEYS_OF_SHAPE
#undef KEYS_OF_TILE

static void load_params(struct ctx *c, const struct yin_node *params)
{
    struct kernel *k = c->k;
    if (!spec_expect(params, YIN_MAP, "'params'"))
        return;
    k->params = xcalloc((size_t)params->n + 1, sizeof *k->params);
    spec_index_init(&c->params, params->n);
    for (int i = 0; i < params->n; i++) {
        const struct yin_node *key = params->keys[i];
        struct param *p = &k->params[k->nparams++];
        p->name = key->text;
        p->loc = key->loc;
        p->dtype = DT_I32;
        spec_check_name(p->name, key->loc, NAMES_PARAM);
        int t = spec_index_find(&c->tiles, p->name);
        if (t >= 0) {
            diag_error(key->loc, "param '%s' has the name of a tile", p->name);
            diag_note(k->tiles[t].loc, "tile '%s' is defined here", p->name);
        }
        int d = spec_get_dtype(params->items[i], 0);
        if (d >= 0)
            p->dtype = (enum dtype)d;
        spec_index_add(&c->params, p->name, i);
    }
    spec_index_sort(&c->params);
}

/* 'inputs' or 'outputs': a list of tile names. */
static int load_io(const struct ctx *c, const struct yin_node *list, const char *what,
                   int allow_empty, int **out, struct loc **locs, int *n)
{
    const struct kernel *k = c->k;
    if (!spec_expect(list, YIN_SEQ, what))
        return 0;
    /* a kernel may read nothing (texpands fills), but must write */
    if (list->n == 0 && !allow_empty)
        diag_error(list->loc, "%s is empty", what);
    *out = xcalloc((size_t)list->n + 1, sizeof **out);
    *locs = xcalloc((size_t)list->n + 1, sizeof **locs);
    int ok = list->n > 0 || allow_empty;
    for (int i = 0; i < list->n; i++) {
        int t = spec_tile_ref(c, list->items[i], what);
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

/* Inputs and outputs: disjoint, and the full ones of one valid shape (the
 * GM matrices are all M x vc, walked tile by tile together) but for
 * narrow inputs (M x vc' with vc' < vc, which only the tpart ops may read:
 * specops.c); a per-col tile is no output. */
static void check_io(const struct kernel *k)
{
    for (int i = 0; i < k->noutputs; i++)
        if (k->tiles[k->outputs[i]].per == PER_COL)
            diag_error(k->output_locs[i],
                       "per-col tile '%s' cannot be an output: each tile iteration computes "
                       "its own column values, and one output row would need a reduction "
                       "across tiles and cores",
                       k->tiles[k->outputs[i]].name);
    for (int i = 0; i < k->ninputs; i++)
        if (k->tiles[k->inputs[i]].per == PER_TRANS || k->tiles[k->inputs[i]].per == PER_PAIRS)
            diag_error(k->input_locs[i], "%s tile '%s' cannot be an input: only %s",
                       spec_per_name(k->tiles[k->inputs[i]].per), k->tiles[k->inputs[i]].name,
                       k->tiles[k->inputs[i]].per == PER_TRANS ? "ttrans writes one, into an output"
                                                               : "tsort32 or tmrgsort writes one");
    for (int i = 0; i < k->ninputs + k->noutputs; i++) {
        const struct tile *t = io_tile(k, i);
        /* (a per-col output, mask or not, is refused above) */
        if (t->dtype == DT_MASK && TILE_IS_VECTOR(t) && (i < k->ninputs || t->per == PER_ROW))
            diag_error(io_loc(k, i),
                       "%s mask tile '%s' cannot be an %s: it stays on chip (a select "
                       "of %s values reads it; store a selected value instead)",
                       spec_per_name(t->per), t->name, i < k->ninputs ? "input" : "output",
                       spec_per_name(t->per));
    }
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
        if (TILE_IS_VECTOR(io_tile(k, i)) || (i < k->ninputs && spec_is_narrow(k, io_tile(k, i))))
            continue;
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
        if (!TILE_IS_VECTOR(t) && !same_valid(r, t) && !(i < k->ninputs && spec_is_narrow(k, t)))
            diag_error(io_loc(k, i),
                       "inputs and outputs must share one valid shape: '%s' is %s, '%s' is %s",
                       r->name, spec_shape_str(r, b1, sizeof b1), t->name,
                       spec_shape_str(t, b2, sizeof b2));
    }
}

/* 'targets': a non-empty list of target names, each once.  Absent, the
 * spec is for every target (an optional one, pto, only where it
 * expresses every op: main.c's spec_targets asks rules_accepts). */
static void load_targets(struct kernel *k, const struct yin_node *list)
{
    k->targets = (1u << TARGET_COUNT) - 1;
    if (!list || !spec_expect(list, YIN_SEQ, "'targets'"))
        return;
    k->targets_loc = list->loc;
    if (list->n == 0) {
        diag_error(list->loc, "'targets' is empty");
        diag_note(list->loc, "leave the key out for every target (a2a3, a5, host; pto when "
                             "pto-isa can express the spec)");
        return;
    }
    unsigned set = 0;
    int bad = 0;
    for (int i = 0; i < list->n; i++) {
        const struct yin_node *n = list->items[i];
        if (!spec_expect(n, YIN_SCALAR, "a target")) {
            bad = 1;
            continue;
        }
        int t = target_lookup(n->text);
        if (t < 0) {
            char h[HINT_SIZE];
            diag_error(n->loc, "unknown target '%s' in 'targets'%s", n->text,
                       spec_hint(n->text, target_names, TARGET_COUNT, h, sizeof h));
            diag_note(n->loc, "targets are a2a3, a5, host, pto");
            bad = 1;
        } else if ((set >> t) & 1) {
            diag_error(n->loc, "target '%s' is listed twice in 'targets'", n->text);
        } else {
            set |= 1u << t;
        }
    }
    if (!bad && !((set >> target_ref()) & 1)) {
        diag_error(list->loc, "'targets' must include '%s'", target_name(target_ref()));
        diag_note(list->loc, "the host kernel is the reference that the tests and "
                             "'ptogen --harness' compare device code with");
    }
    if (set)
        k->targets = set;
}

/* ---- 'tolerance' -------------------------------------------------------- */

/* A non-negative decimal number (1e-5, 0.5, 3) into *OUT; 0 after a
 * diagnostic.  strtod alone would take inf, nan and hex. */
static int get_number(const struct yin_node *n, const char *what, int signed_ok, double *out)
{
    if (!spec_expect(n, YIN_SCALAR, what))
        return 0;
    const char *s = n->text;
    int ok = !n->quoted && *s && strspn(s, "0123456789+-.eE") == strlen(s);
    char *end = NULL;
    double v = ok ? strtod(s, &end) : 0;
    if (!ok || *end || !isfinite(v)) {
        diag_error(n->loc, "%s must be a decimal number, not '%s'", what, s);
        return 0;
    }
    if (v < 0 && !signed_ok) {
        diag_error(n->loc, "%s must not be negative, not %s", what, s);
        return 0;
    }
    *out = v;
    return 1;
}

/* Everything a float64 evaluation of K's ops needs: float data tiles (an
 * error at 'tolerance', AT) and a float64 form of each op (ops.def's REF64
 * rows: an error at the op, a note at AT). */
static void check_ref64(const struct kernel *k, struct loc at)
{
    int *bad = xcalloc((size_t)k->ntiles + 1, sizeof *bad), n = 0;
    for (int t = 0; t < k->ntiles; t++)
        if (!dtype_is_float(k->tiles[t].dtype))
            bad[n++] = t;
    if (n) {
        char names[160];
        diag_error(at,
                   "'tolerance' compares float tiles with a float64 evaluation, but %s %s not "
                   "f16, bf16 or f32",
                   spec_tiles_phrase(k, bad, n, names, sizeof names), n == 1 ? "is" : "are");
        diag_note(k->tiles[bad[0]].loc, "'%s' is %s", k->tiles[bad[0]].name,
                  dtype_name(k->tiles[bad[0]].dtype));
    }
    free(bad);
    for (int i = 0; i < k->nops; i++)
        if (!lower_ref64(k->ops[i].code)) {
            diag_error(k->ops[i].loc,
                       "'%s' has no float64 form, so a spec with 'tolerance' "
                       "cannot use it",
                       op_table[k->ops[i].code].name);
            diag_note(at, "'tolerance' is here");
        }
}

/* 'tolerance': {rel: R, abs: A, params: {NAME: VALUE}}: the bound of the
 * harness's comparison with a float64 evaluation (docs/spec.md).  Params
 * not given take 1.0 there.  OPS_OK: every op loaded, so they can be
 * checked for a float64 form. */
static void load_tolerance(struct ctx *c, const struct yin_node *n, int ops_ok)
{
    struct kernel *k = c->k;
    static const char *const keys[] = {"rel", "abs", "params", NULL};
    if (!spec_expect(n, YIN_MAP, "'tolerance'"))
        return;
    k->tol.loc = n->loc;
    spec_check_keys(n, keys, NULL, "'tolerance'");
    const struct yin_node *rel = yin_get(n, "rel"), *abs = yin_get(n, "abs");
    int typo = 0; /* a misspelt rel or abs: reported as an unknown key */
    for (int i = 0; i < n->n; i++) {
        const char *key = n->keys[i]->text;
        if (!spec_in_list(key, keys) &&
            (spec_edit_distance(key, "rel") <= 2 || spec_edit_distance(key, "abs") <= 2))
            typo = 1;
    }
    if (!rel && !abs && !typo)
        diag_error(n->loc, "'tolerance' needs 'rel', 'abs' or both");
    if (rel)
        get_number(rel, "'rel'", 0, &k->tol.rel);
    if (abs)
        get_number(abs, "'abs'", 0, &k->tol.abs);
    k->tol.param_value = xcalloc((size_t)k->nparams + 1, sizeof *k->tol.param_value);
    for (int p = 0; p < k->nparams; p++)
        k->tol.param_value[p] = 1.0;
    const struct yin_node *params = yin_get(n, "params");
    if (params && spec_expect(params, YIN_MAP, "'params' in 'tolerance'"))
        for (int i = 0; i < params->n; i++) {
            const char *name = params->keys[i]->text;
            int p = spec_index_find(&c->params, name);
            if (p < 0) {
                diag_error(params->keys[i]->loc, "'%s' in 'tolerance' is not a param", name);
                continue;
            }
            get_number(params->items[i], "a param's value", 1, &k->tol.param_value[p]);
        }
    if (ops_ok)
        check_ref64(k, n->loc);
}

/* 'kernel' and 'doc'. */
static void load_header(struct kernel *k, const struct yin_node *root)
{
    const struct yin_node *name = spec_require(root, "kernel", "the spec", spec_keys);
    k->name = "kernel";
    k->name_loc = root->loc;
    if (name && spec_expect(name, YIN_SCALAR, "'kernel'")) {
        k->name = name->text;
        k->name_loc = name->loc;
        spec_check_name(name->text, name->loc, NAMES_KERNEL);
    }
    const struct yin_node *doc = yin_get(root, "doc");
    if (doc && spec_expect(doc, YIN_SCALAR, "'doc'")) {
        k->doc = doc->text;
        /* it becomes a C comment on one line (quote_comment defuses what
         * would end it) */
        for (const char *s = doc->text; *s; s++)
            if ((unsigned char)*s < 0x20 || *s == 0x7F) {
                diag_error(doc->loc, "'doc' must be one line of text (no newline, tab or other "
                                     "control character)");
                break;
            }
    }
}

/* More than SPEC_MAX_OPS ops: one error at the first op past the limit,
 * and none of them is looked at. */
static int too_many_ops(const struct yin_node *ops)
{
    if (ops->n <= SPEC_MAX_OPS)
        return 0;
    diag_error(ops->items[SPEC_MAX_OPS]->loc, "too many ops: %d; a kernel has at most %d", ops->n,
               SPEC_MAX_OPS);
    diag_note(ops->items[SPEC_MAX_OPS]->loc, "split the chain into several kernels");
    return 1;
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
            spec_found(root, buf, sizeof buf));
        return NULL;
    }
    spec_check_keys(root, spec_keys, NULL, "the spec");
    load_header(k, root);
    load_targets(k, yin_get(root, "targets"));

    struct shape def = {0};
    const struct yin_node *n = yin_get(root, "tile");
    if (n)
        spec_load_default_shape(n, &def);
    if ((n = spec_require(root, "tiles", "the spec", spec_keys)))
        spec_load_tiles(&c, n, &def);
    if ((n = yin_get(root, "params")))
        load_params(&c, n);
    if ((n = spec_require(root, "inputs", "the spec", spec_keys)))
        c.inputs_ok = load_io(&c, n, "'inputs'", 1, &k->inputs, &k->input_locs, &k->ninputs);
    if ((n = spec_require(root, "outputs", "the spec", spec_keys)))
        load_io(&c, n, "'outputs'", 0, &k->outputs, &k->output_locs, &k->noutputs);
    if (c.have_tiles)
        spec_resolve_vectors(&c, &def);
    check_io(k);
    if (c.have_tiles)
        spec_resolve_strides(&c);

    int ops_ok = 0;
    if ((n = spec_require(root, "ops", "the spec", spec_keys)) &&
        spec_expect(n, YIN_SEQ, "'ops'") && !too_many_ops(n)) {
        if (n->n == 0)
            diag_error(n->loc, "'ops' is empty");
        k->ops = xcalloc((size_t)n->n + 1, sizeof *k->ops);
        int *op_ok = xcalloc((size_t)n->n + 1, sizeof *op_ok);
        ops_ok = n->n > 0;
        for (int i = 0; i < n->n; i++) {
            op_ok[i] = spec_load_op(&c, n->items[i], &k->ops[k->nops++]);
            ops_ok &= op_ok[i];
        }
        spec_check_dataflow(&c, op_ok, ops_ok, diag_errors() == errors0);
        free(op_ok);
    }
    if ((n = yin_get(root, "tolerance")))
        load_tolerance(&c, n, ops_ok);
    free(c.tile_ok);
    free(c.stride);
    free(c.tiles.ents);
    free(c.params.ents);
    return diag_errors() == errors0 ? k : NULL;
}
