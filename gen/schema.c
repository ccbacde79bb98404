/* schema.c - the JSON Schema of the spec format (schema_).
 *
 * Draft-07, which editors' YAML language servers understand.  The schema
 * describes the form of a spec: its keys, kinds, enums and per-op
 * operands.  What needs the whole spec (a tile read before it is written,
 * an op's dtype on a target, UB sizes) stays ptogen --check's.
 *
 * The output is built by a small JSON writer: one member per line, lists
 * of strings on one line, two-space indentation, keys in a fixed order,
 * so the same ptogen always writes the same bytes.
 */
#include "schema.h"

#include <ctype.h>
#include <string.h>

#include "buf.h"
#include "specops.h"

/* ---- a JSON writer --------------------------------------------------- */

struct jw {
    struct buf b;
    int depth;
    int first[32]; /* per open level: nothing written in it yet */
};

static void jw_string(struct jw *w, const char *s)
{
    buf_adds(&w->b, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            buf_addf(&w->b, "\\%c", c);
        else if (c < 0x20)
            buf_addf(&w->b, "\\u%04x", c);
        else
            buf_addn(&w->b, s, 1);
    }
    buf_adds(&w->b, "\"");
}

/* Start a member (KEY may be NULL inside an array). */
static void jw_member(struct jw *w, const char *key)
{
    if (w->depth > 0) {
        buf_adds(&w->b, w->first[w->depth] ? "\n" : ",\n");
        w->first[w->depth] = 0;
    }
    buf_addf(&w->b, "%*s", 2 * w->depth, "");
    if (key) {
        jw_string(w, key);
        buf_adds(&w->b, ": ");
    }
}

static void jw_open(struct jw *w, const char *key, char bracket)
{
    jw_member(w, key);
    buf_addn(&w->b, &bracket, 1);
    w->first[++w->depth] = 1;
}

static void jw_close(struct jw *w, char bracket)
{
    int empty = w->first[w->depth--];
    if (!empty)
        buf_addf(&w->b, "\n%*s", 2 * w->depth, "");
    buf_addn(&w->b, &bracket, 1);
}

static void jw_str(struct jw *w, const char *key, const char *value)
{
    jw_member(w, key);
    jw_string(w, value);
}

static void jw_int(struct jw *w, const char *key, long value)
{
    jw_member(w, key);
    buf_addf(&w->b, "%ld", value);
}

static void jw_raw(struct jw *w, const char *key, const char *json)
{
    jw_member(w, key);
    buf_adds(&w->b, json);
}

/* "KEY": ["a", "b"] on one line, from the N strings of LIST (NULLs
 * skipped). */
static void jw_strs(struct jw *w, const char *key, const char *const *list, int n)
{
    jw_member(w, key);
    buf_adds(&w->b, "[");
    int any = 0;
    for (int i = 0; i < n; i++) {
        if (!list[i])
            continue;
        buf_adds(&w->b, any ? ", " : "");
        jw_string(w, list[i]);
        any = 1;
    }
    buf_adds(&w->b, "]");
}

/* Op key KEY, one of the NULL-terminated VALUES, described by DESC. */
static void jw_enum_key(struct jw *w, const char *key, const char *desc, const char *const *values)
{
    int n = 0;
    while (values[n])
        n++;
    jw_open(w, key, '{');
    jw_str(w, "description", desc);
    jw_strs(w, "enum", values, n);
    jw_close(w, '}');
}

static void jw_ref(struct jw *w, const char *key, const char *def)
{
    jw_open(w, key, '{');
    char ref[64];
    snprintf(ref, sizeof ref, "#/definitions/%s", def);
    jw_str(w, "$ref", ref);
    jw_close(w, '}');
}

/* ---- the tables --------------------------------------------------------- */

enum key_map { KM_SPEC, KM_SHAPE, KM_TILE };

static const struct {
    enum key_map map;
    const char *name;
    int required;
    const char *doc;
} keys[] = {
#define KEY(map, name, required, doc) {KM_##map, name, required, doc},
#include "keys.def"
#undef KEY
};
#define NKEYS ((int)(sizeof keys / sizeof keys[0]))

static const struct {
    enum dtype dt;
    const char *alias;
} aliases[] = {
#define DTYPE_ALIAS(dt, alias) {DT_##dt, alias},
#include "keys.def"
#undef DTYPE_ALIAS
};
#define NALIASES ((int)(sizeof aliases / sizeof aliases[0]))

/* The dtype spellings: every name, then every alias; without mask
 * unless WITH_MASK. */
static void dtype_enum(struct jw *w, int with_mask)
{
    const char *list[DT__COUNT + NALIASES];
    int n = 0;
    for (int d = 0; d < DT__COUNT; d++)
        if (with_mask || d != DT_MASK)
            list[n++] = dtype_name((enum dtype)d);
    for (int i = 0; i < NALIASES; i++)
        list[n++] = aliases[i].alias;
    jw_strs(w, "enum", list, n);
}

/* A regexp matching op NAME as the validator looks it up: any case, an
 * optional "pto." prefix (TADD, pto.tadd). */
static const char *op_pattern(const char *name, char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "^([pP][tT][oO]\\.)?");
    for (const char *s = name; *s && n + 8 < size; s++)
        n += isalpha((unsigned char)*s)
                 ? (size_t)snprintf(buf + n, size - n, "[%c%c]", tolower((unsigned char)*s),
                                    toupper((unsigned char)*s))
                 : (size_t)snprintf(buf + n, size - n, "%c", *s);
    snprintf(buf + n, size - n, "$");
    return buf;
}

/* ---- the parts ---------------------------------------------------------- */

/* The value of shape key NAME. */
static void shape_value(struct jw *w, const char *name, const char *doc)
{
    if (!strcmp(name, "rows"))
        jw_open(w, name, '{'), jw_str(w, "$ref", "#/definitions/rows");
    else if (!strcmp(name, "cols"))
        jw_open(w, name, '{'), jw_str(w, "$ref", "#/definitions/cols");
    else if (!strcmp(name, "shape") || !strcmp(name, "valid"))
        jw_open(w, name, '{'), jw_str(w, "$ref", "#/definitions/pair");
    else
        diag_bug("keys.def: no schema for shape key '%s'", name);
    jw_str(w, "description", doc);
    jw_close(w, '}');
}

/* 'tile' (TILE_KEYS 0) or one of 'tiles' (1): the shape keys, dtype. */
static void shape_object(struct jw *w, const char *name, int tile_keys, const char *doc)
{
    jw_open(w, name, '{');
    jw_str(w, "type", "object");
    jw_str(w, "description", doc);
    const char *req[NKEYS];
    int nreq = 0;
    jw_open(w, "properties", '{');
    for (int i = 0; i < NKEYS; i++) {
        if (keys[i].map == KM_SHAPE)
            shape_value(w, keys[i].name, keys[i].doc);
        else if (keys[i].map == KM_TILE && tile_keys && !strcmp(keys[i].name, "dtype")) {
            jw_open(w, "dtype", '{');
            jw_str(w, "description", keys[i].doc);
            dtype_enum(w, 1);
            jw_close(w, '}');
        } else if (keys[i].map == KM_TILE && tile_keys && !strcmp(keys[i].name, "per")) {
            static const char *const pers[] = {"row", "col", "trans", "pairs"};
            jw_open(w, "per", '{');
            jw_str(w, "description", keys[i].doc);
            jw_strs(w, "enum", pers, 4);
            jw_close(w, '}');
        } else if (keys[i].map == KM_TILE && tile_keys && !strcmp(keys[i].name, "stride")) {
            jw_open(w, "stride", '{');
            jw_str(w, "description", keys[i].doc);
            jw_open(w, "oneOf", '[');
            jw_open(w, NULL, '{');
            jw_str(w, "type", "integer");
            jw_int(w, "minimum", 1);
            jw_int(w, "maximum", SPEC_MAX_STRIDE);
            jw_close(w, '}');
            jw_ref(w, NULL, "name");
            jw_close(w, ']');
            jw_close(w, '}');
        } else if (keys[i].map == KM_TILE && tile_keys) {
            diag_bug("keys.def: no schema for tile key '%s'", keys[i].name);
        } else
            continue;
        if (keys[i].required)
            req[nreq++] = keys[i].name;
    }
    jw_close(w, '}');
    if (nreq)
        jw_strs(w, "required", req, nreq);
    jw_raw(w, "additionalProperties", "false");
    if (tile_keys) {
        /* a vector tile gives no shape: ptogen chooses it */
        static const char *const shape_words[] = {"rows", "cols", "shape", "valid"};
        jw_open(w, "dependencies", '{');
        jw_open(w, "per", '{');
        jw_open(w, "not", '{');
        jw_open(w, "anyOf", '[');
        for (int i = 0; i < 4; i++) {
            jw_open(w, NULL, '{');
            jw_strs(w, "required", &shape_words[i], 1);
            jw_close(w, '}');
        }
        jw_close(w, ']');
        jw_close(w, '}');
        jw_close(w, '}');
        jw_close(w, '}');
    }
    /* 'shape' or 'rows' and 'cols', not both */
    jw_open(w, "not", '{');
    jw_open(w, "anyOf", '[');
    static const char *const shape_rows[] = {"shape", "rows"}, *const shape_cols[] = {"shape",
                                                                                      "cols"};
    jw_open(w, NULL, '{');
    jw_strs(w, "required", shape_rows, 2);
    jw_close(w, '}');
    jw_open(w, NULL, '{');
    jw_strs(w, "required", shape_cols, 2);
    jw_close(w, '}');
    jw_close(w, ']');
    jw_close(w, '}');
    jw_close(w, '}');
}

/* The properties of an op: each key of the validator (specops.c). */
static void op_properties(struct jw *w)
{
    char pat[256];
    jw_open(w, "properties", '{');
    for (int i = 0; spec_op_keys[i]; i++) {
        const char *key = spec_op_keys[i];
        if (!strcmp(key, "op")) {
            jw_open(w, key, '{');
            jw_str(w, "description", "the op's name; TADD and pto.tadd are accepted too");
            jw_open(w, "anyOf", '[');
            const char *names[OP__COUNT];
            for (int o = 0; o < OP__COUNT; o++)
                names[o] = op_table[o].name;
            jw_open(w, NULL, '{');
            jw_strs(w, "enum", names, OP__COUNT);
            jw_close(w, '}');
            for (int o = 0; o < OP__COUNT; o++) {
                jw_open(w, NULL, '{');
                jw_str(w, "type", "string");
                jw_str(w, "pattern", op_pattern(op_table[o].name, pat, sizeof pat));
                jw_close(w, '}');
            }
            jw_close(w, ']');
            jw_close(w, '}');
        } else if (!strcmp(key, "dst") || !strcmp(key, "mask") || !strcmp(key, "tmp")) {
            jw_open(w, key, '{');
            jw_str(w, "$ref", "#/definitions/name");
            jw_str(w, "description",
                   !strcmp(key, "dst")    ? "the tile written"
                   : !strcmp(key, "mask") ? "the mask tile (tsel)"
                                          : "a scratch tile for a2a3 (txor); "
                                            "allocated when left out");
            jw_close(w, '}');
        } else if (!strcmp(key, "src")) {
            jw_open(w, key, '{');
            jw_str(w, "description", "the source tiles: a list, or one name for one source");
            jw_open(w, "anyOf", '[');
            jw_ref(w, NULL, "name");
            jw_open(w, NULL, '{');
            jw_str(w, "type", "array");
            jw_ref(w, "items", "name");
            jw_int(w, "minItems", 1);
            jw_int(w, "maxItems", OP_MAX_SRC);
            jw_close(w, '}');
            jw_close(w, ']');
            jw_close(w, '}');
        } else if (!strcmp(key, "scalar")) {
            jw_open(w, key, '{');
            static const char *const nonfinite[] = {"inf",  "+inf",  "-inf",  "nan",
                                                    ".inf", "+.inf", "-.inf", ".nan"};
            jw_str(w, "description",
                   "a number that fits the op's dtype (inf, -inf, nan for float ops), a "
                   "param's name, or (float ops) an expression of params and literals");
            jw_open(w, "anyOf", '[');
            jw_open(w, NULL, '{');
            jw_str(w, "type", "number");
            jw_close(w, '}');
            jw_open(w, NULL, '{');
            jw_strs(w, "enum", nonfinite, 8);
            jw_close(w, '}');
            jw_open(w, NULL, '{');
            jw_str(w, "type", "string");
            jw_str(w, "pattern", "[-+*/() ]");
            jw_close(w, '}');
            jw_ref(w, NULL, "name");
            jw_close(w, ']');
            jw_close(w, '}');
        } else if (!strcmp(key, "cmp")) {
            jw_enum_key(w, key, "the comparison of a compare", spec_cmp_values);
        } else if (!strcmp(key, "round")) {
            jw_enum_key(w, key, "the rounding of a conversion (default rint)", spec_round_values);
        } else if (!strcmp(key, "quant")) {
            jw_enum_key(w, key,
                        "tquant: sym (default; i8 dst) or asym (u8 dst, a per-row offset as the "
                        "third source), pto-isa's INT8_SYM and INT8_ASYM",
                        spec_quant_values);
        } else if (!strcmp(key, "descending")) {
            jw_open(w, key, '{');
            jw_str(w, "description",
                   "tci: the sequence counts down from the scalar (default false)");
            jw_str(w, "type", "boolean");
            jw_close(w, '}');
        } else if (!strcmp(key, "upper")) {
            jw_open(w, key, '{');
            jw_str(w, "description",
                   "ttri: the upper triangle instead of the lower (default false)");
            jw_str(w, "type", "boolean");
            jw_close(w, '}');
        } else if (!strcmp(key, "diagonal")) {
            jw_open(w, key, '{');
            jw_str(w, "description",
                   "ttri: the edge's offset from the main diagonal, columns (default 0)");
            jw_str(w, "type", "integer");
            jw_int(w, "minimum", -SPEC_MAX_COLS);
            jw_int(w, "maximum", SPEC_MAX_COLS);
            jw_close(w, '}');
        } else if (!strcmp(key, "pad")) {
            jw_enum_key(w, key,
                        "tfillpad: the value past the source's valid columns, pto-isa's PadValue "
                        "(default zero; min: -inf or the lowest integer, max: +inf or the "
                        "highest)",
                        spec_pad_values);
        } else {
            diag_bug("no schema for op key '%s'", key);
        }
    }
    jw_close(w, '}');
}

/* Per op of ops.def: the keys it does not take are refused, those it
 * needs required, and src has its length. */
static void op_rules(struct jw *w)
{
    char pat[256];
    jw_open(w, "allOf", '[');
    for (int o = 0; o < OP__COUNT; o++) {
        const struct op_info *info = &op_table[o];
        jw_open(w, NULL, '{');
        jw_open(w, "if", '{');
        jw_open(w, "properties", '{');
        jw_open(w, "op", '{');
        jw_str(w, "pattern", op_pattern(info->name, pat, sizeof pat));
        jw_close(w, '}');
        jw_close(w, '}');
        static const char *const op_req[] = {"op"};
        jw_strs(w, "required", op_req, 1);
        jw_close(w, '}');
        jw_open(w, "then", '{');
        const char *req2[8];
        int nreq = 0;
        jw_open(w, "properties", '{');
        for (int i = 0; spec_op_keys[i]; i++) {
            const char *key = spec_op_keys[i];
            if (!spec_op_uses(info, key))
                jw_raw(w, key, "false");
            else if (!strcmp(key, "mask") || !strcmp(key, "scalar") || !strcmp(key, "src") ||
                     !strcmp(key, "cmp"))
                req2[nreq++] = key;
        }
        int nsrc = spec_op_nsrc(info), nsrc_max = spec_op_nsrc_max(info);
        if (nsrc == 1) {
            jw_open(w, "src", '{');
            jw_open(w, "anyOf", '[');
            jw_ref(w, NULL, "name");
            jw_open(w, NULL, '{');
            jw_int(w, "minItems", 1);
            jw_int(w, "maxItems", 1);
            jw_close(w, '}');
            jw_close(w, ']');
            jw_close(w, '}');
        } else if (nsrc > 1) {
            jw_open(w, "src", '{');
            jw_str(w, "type", "array");
            jw_int(w, "minItems", nsrc);
            jw_int(w, "maxItems", nsrc_max);
            jw_close(w, '}');
        }
        jw_close(w, '}');
        if (nreq)
            jw_strs(w, "required", req2, nreq);
        jw_close(w, '}');
        jw_close(w, '}');
    }
    jw_close(w, ']');
}

/* One entry of 'ops': its properties, then the rules of each op. */
static void op_object(struct jw *w)
{
    jw_open(w, "op", '{');
    jw_str(w, "type", "object");
    jw_str(w, "description",
           "one op: 'ptogen --list-ops' lists them, 'ptogen --explain OP' "
           "explains one");
    op_properties(w);
    static const char *const req[] = {"op", "dst"};
    jw_strs(w, "required", req, 2);
    jw_raw(w, "additionalProperties", "false");
    op_rules(w);
    jw_close(w, '}');
}

/* The value of top-level key NAME. */
static void spec_value(struct jw *w, const char *name, const char *doc)
{
    if (!strcmp(name, "tile")) {
        shape_object(w, name, 0, doc);
        return;
    }
    jw_open(w, name, '{');
    jw_str(w, "description", doc);
    if (!strcmp(name, "kernel")) {
        jw_str(w, "$ref", "#/definitions/name");
    } else if (!strcmp(name, "doc")) {
        /* any scalar: ptogen reads it as text */
        static const char *const types[] = {"string", "number", "boolean"};
        jw_strs(w, "type", types, 3);
    } else if (!strcmp(name, "tiles")) {
        jw_str(w, "type", "object");
        jw_int(w, "minProperties", 1);
        jw_ref(w, "propertyNames", "name");
        jw_ref(w, "additionalProperties", "tile");
    } else if (!strcmp(name, "params")) {
        jw_str(w, "type", "object");
        jw_ref(w, "propertyNames", "name");
        jw_open(w, "additionalProperties", '{');
        jw_str(w, "description", "the param's dtype (not mask); f16 and bf16 are passed as float");
        dtype_enum(w, 0);
        jw_close(w, '}');
    } else if (!strcmp(name, "inputs") || !strcmp(name, "outputs")) {
        jw_str(w, "type", "array");
        jw_ref(w, "items", "name");
        jw_int(w, "minItems", !strcmp(name, "outputs")); /* a fill reads nothing */
        jw_raw(w, "uniqueItems", "true");
    } else if (!strcmp(name, "ops")) {
        jw_str(w, "type", "array");
        jw_ref(w, "items", "op");
        jw_int(w, "minItems", 1);
        jw_int(w, "maxItems", SPEC_MAX_OPS);
    } else if (!strcmp(name, "targets")) {
        const char *names[TARGET_COUNT];
        for (int t = 0; t < TARGET_COUNT; t++)
            names[t] = target_name((enum target)t);
        jw_str(w, "type", "array");
        jw_open(w, "items", '{');
        jw_strs(w, "enum", names, TARGET_COUNT);
        jw_close(w, '}');
        jw_int(w, "minItems", 1);
        jw_raw(w, "uniqueItems", "true");
        jw_open(w, "contains", '{');
        jw_str(w, "const", target_name(target_ref()));
        jw_close(w, '}');
    } else if (!strcmp(name, "tolerance")) {
        jw_str(w, "type", "object");
        jw_open(w, "properties", '{');
        jw_open(w, "rel", '{');
        jw_str(w, "description", "relative bound, times |ref|");
        jw_str(w, "type", "number");
        jw_int(w, "minimum", 0);
        jw_close(w, '}');
        jw_open(w, "abs", '{');
        jw_str(w, "description", "absolute bound");
        jw_str(w, "type", "number");
        jw_int(w, "minimum", 0);
        jw_close(w, '}');
        jw_open(w, "params", '{');
        jw_str(w, "description", "param name -> its value in the float64 comparison (default 1)");
        jw_str(w, "type", "object");
        jw_ref(w, "propertyNames", "name");
        jw_open(w, "additionalProperties", '{');
        jw_str(w, "type", "number");
        jw_close(w, '}');
        jw_close(w, '}');
        jw_close(w, '}');
        static const char *const rel[] = {"rel"}, *const abs[] = {"abs"};
        jw_open(w, "anyOf", '[');
        jw_open(w, NULL, '{');
        jw_strs(w, "required", rel, 1);
        jw_close(w, '}');
        jw_open(w, NULL, '{');
        jw_strs(w, "required", abs, 1);
        jw_close(w, '}');
        jw_close(w, ']');
        jw_raw(w, "additionalProperties", "false");
    } else {
        diag_bug("keys.def: no schema for key '%s'", name);
    }
    jw_close(w, '}');
}

void schema_print(FILE *f)
{
    struct jw w = {BUF_INIT, 0, {0}};
    jw_open(&w, NULL, '{');
    jw_str(&w, "$schema", "http://json-schema.org/draft-07/schema#");
    jw_str(&w, "title", "ptogen kernel spec");
    jw_str(&w, "description",
           "One elementwise tile kernel for ptogen (docs/spec.md). Written by "
           "'ptogen --print-schema'; 'ptogen --check' checks more than this schema can say.");
    jw_str(&w, "type", "object");
    const char *req[NKEYS];
    int nreq = 0;
    jw_open(&w, "properties", '{');
    for (int i = 0; i < NKEYS; i++)
        if (keys[i].map == KM_SPEC) {
            spec_value(&w, keys[i].name, keys[i].doc);
            if (keys[i].required)
                req[nreq++] = keys[i].name;
        }
    jw_close(&w, '}');
    jw_strs(&w, "required", req, nreq);
    jw_raw(&w, "additionalProperties", "false");

    jw_open(&w, "definitions", '{');
    jw_open(&w, "name", '{');
    jw_str(&w, "description", "a C identifier (kernel, tile and param names)");
    jw_str(&w, "type", "string");
    jw_str(&w, "pattern", "^[A-Za-z_][A-Za-z0-9_]*$");
    jw_close(&w, '}');
    jw_open(&w, "rows", '{');
    jw_str(&w, "type", "integer");
    jw_int(&w, "minimum", 1);
    jw_int(&w, "maximum", SPEC_MAX_ROWS);
    jw_close(&w, '}');
    jw_open(&w, "cols", '{');
    jw_str(&w, "type", "integer");
    jw_int(&w, "minimum", 1);
    jw_int(&w, "maximum", SPEC_MAX_COLS);
    jw_close(&w, '}');
    jw_open(&w, "pair", '{');
    jw_str(&w, "type", "array");
    jw_open(&w, "items", '[');
    jw_ref(&w, NULL, "rows");
    jw_ref(&w, NULL, "cols");
    jw_close(&w, ']');
    jw_int(&w, "minItems", 2);
    jw_int(&w, "maxItems", 2);
    jw_close(&w, '}');
    shape_object(&w, "tile", 1, "a tile: its dtype, and shape keys that override 'tile'");
    op_object(&w);
    jw_close(&w, '}');
    jw_close(&w, '}');
    buf_adds(&w.b, "\n");
    fputs(w.b.data, f);
    buf_free(&w.b);
}
