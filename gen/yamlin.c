/* yamlin.c - libyaml events to a tree of located nodes (yin_).
 *
 * The whole file is read into memory first: the text gives diag.c its
 * source lines, lets us check for NUL bytes, bad UTF-8 and tabs before
 * libyaml sees them (its messages about those are cryptic or misplaced),
 * and turns libyaml's byte offsets (reader errors) into lines.
 * Collections are built by a recursive descent over the event stream; the
 * recursion is bounded by YIN_MAX_DEPTH, which is checked before libyaml is
 * asked for the deeper events (its cost grows faster than the depth).
 * Problems that leave the tree usable (anchors, tags, duplicate keys) are
 * reported and loading goes on, so one run shows them all; syntax errors
 * and a too-deep nesting stop it.
 */
#include "yamlin.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct loader {
    const char *path;
    const char *text; /* the file, NUL-terminated */
    size_t len;
    yaml_parser_t parser;
    int errors; /* diagnosed so far; any means no tree */
    int fatal;  /* stop reading events */
};

const char *yin_kind_name(enum yin_kind k)
{
    switch (k) {
    case YIN_SCALAR:
        return "a scalar";
    case YIN_SEQ:
        return "a list";
    case YIN_MAP:
        return "a mapping";
    }
    return "?";
}

static struct loc mark_loc(const struct loader *ld, yaml_mark_t m)
{
    return (struct loc){ld->path, (int)m.line + 1, (int)m.column + 1};
}

static int is_cont(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

/* The location of byte OFF of the text: columns count characters. */
static struct loc offset_loc(const struct loader *ld, size_t off)
{
    struct loc at = {ld->path, 1, 1};
    for (size_t i = 0; i < off && i < ld->len; i++) {
        if (ld->text[i] == '\n')
            at.line++, at.col = 1;
        else if (!is_cont(ld->text[i]))
            at.col++;
    }
    return at;
}

/* The byte at AT (a libyaml mark made 1-based), or NUL past the end. */
static char char_at(const struct loader *ld, struct loc at)
{
    const char *s = ld->text, *end = ld->text + ld->len;
    for (int l = 1; l < at.line && s < end; l++) {
        s = memchr(s, '\n', (size_t)(end - s));
        if (!s)
            return '\0';
        s++;
    }
    for (int c = 1; c < at.col && s < end && *s != '\n'; c++)
        while (++s < end && is_cont(*s))
            ;
    return s < end ? *s : '\0';
}

static void error(struct loader *ld, struct loc at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void error(struct loader *ld, struct loc at, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_error(at, "%s", msg);
    ld->errors++;
}

/* Diagnose a failed yaml_parser_parse(). */
static void parse_error(struct loader *ld)
{
    const yaml_parser_t *p = &ld->parser;
    const char *problem = p->problem ? p->problem : "malformed YAML";
    ld->errors++;
    ld->fatal = 1;
    if (p->error == YAML_MEMORY_ERROR)
        diag_fatal("out of memory");
    if (p->error == YAML_READER_ERROR) {
        /* a byte offset, no mark; UTF-8 was checked already, so this is
         * about a character ("control characters are not allowed") */
        struct loc at = offset_loc(ld, p->problem_offset);
        if (p->problem_value >= 0)
            diag_error(at, "invalid text: %s (U+%04X)", problem, (unsigned)p->problem_value);
        else
            diag_error(at, "invalid text: %s", problem);
        return;
    }
    struct loc at = mark_loc(ld, p->problem_mark);
    if (char_at(ld, at) == '\t') {
        /* libyaml: "found character that cannot start any token" */
        diag_error(at, "tab character in indentation; YAML indents with spaces");
        return;
    }
    diag_error(at, "syntax error: %s", problem);
    if (p->context)
        diag_note(mark_loc(ld, p->context_mark), "%s", p->context);
}

/* Next event into EV; 0 (diagnosed) on a syntax error. */
static int next(struct loader *ld, yaml_event_t *ev)
{
    if (yaml_parser_parse(&ld->parser, ev))
        return 1;
    parse_error(ld);
    return 0;
}

static struct yin_node *new_node(enum yin_kind kind, struct loc at)
{
    struct yin_node *n = xcalloc(1, sizeof *n);
    n->kind = kind;
    n->loc = at;
    return n;
}

/* Anchors and tags: features a spec does not need, and that would hide
 * where a value comes from or what it means.  Reported; the node stays. */
static void reject_props(struct loader *ld, struct loc at, const yaml_char_t *anchor,
                         const yaml_char_t *tag)
{
    if (anchor)
        error(ld, at, "anchors and aliases are not supported in specs ('&%s')",
              (const char *)anchor);
    /* libyaml sets a tag only when the text has one */
    if (tag)
        error(ld, at, "YAML tags are not supported in specs ('%s')", (const char *)tag);
}

/* A mapping key and its position, sorted to find duplicates. */
struct keypos {
    const struct yin_node *key;
    size_t pos;
};

static int keypos_cmp(const void *a, const void *b)
{
    const struct keypos *x = a, *y = b;
    int c = strcmp(x->key->text, y->key->text);
    return c ? c : (x->pos > y->pos) - (x->pos < y->pos);
}

/* Report every key of MAP that repeats an earlier one, in file order.
 * Sorting keeps a large mapping from costing n^2 comparisons. */
static void check_duplicates(struct loader *ld, const struct yin_node *map)
{
    if (map->n < 2)
        return;
    size_t n = (size_t)map->n;
    struct keypos *sorted = xmalloc(n * sizeof *sorted);
    for (size_t i = 0; i < n; i++)
        sorted[i] = (struct keypos){map->keys[i], i};
    qsort(sorted, n, sizeof *sorted, keypos_cmp);
    /* first[i]: the first occurrence of key i's text when key i repeats it */
    const struct yin_node **first = xcalloc(n, sizeof *first);
    for (size_t i = 1, head = 0; i < n; i++) {
        if (strcmp(sorted[i].key->text, sorted[head].key->text))
            head = i;
        else
            first[sorted[i].pos] = sorted[head].key;
    }
    for (size_t i = 0; i < n; i++)
        if (first[i]) {
            error(ld, map->keys[i]->loc, "duplicate key '%s'", map->keys[i]->text);
            diag_note(first[i]->loc, "'%s' first appears here", first[i]->text);
        }
    free(first);
    free(sorted);
}

static struct yin_node *parse_node(struct loader *ld, yaml_event_t *ev, int depth);

/* Add ITEM (and KEY, for a mapping) to NODE. */
static void append(struct yin_node *node, int *cap, struct yin_node *key, struct yin_node *item)
{
    if (node->n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        node->items = xrealloc(node->items, (size_t)*cap * sizeof *node->items);
        if (node->kind == YIN_MAP)
            node->keys = xrealloc(node->keys, (size_t)*cap * sizeof *node->keys);
    }
    if (node->kind == YIN_MAP)
        node->keys[node->n] = key;
    node->items[node->n++] = item;
}

/* Items of a sequence or entries of a mapping, up to the end event.
 * Returns NODE, or NULL when loading must stop. */
static struct yin_node *parse_collection(struct loader *ld, struct yin_node *node, int depth)
{
    yaml_event_type_t end =
        node->kind == YIN_MAP ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT;
    int cap = 0;
    for (;;) {
        yaml_event_t ev;
        if (!next(ld, &ev))
            return NULL;
        if (ev.type == end) {
            yaml_event_delete(&ev);
            break;
        }
        struct yin_node *key = NULL;
        if (node->kind == YIN_MAP) {
            key = parse_node(ld, &ev, depth + 1);
            if (!key)
                return NULL;
            if (key->kind != YIN_SCALAR) {
                error(ld, key->loc, "mapping keys must be plain names, not %s",
                      yin_kind_name(key->kind));
                key->kind = YIN_SCALAR; /* keep going with a key no one asks for */
                key->text = "";
            }
            if (!next(ld, &ev))
                return NULL;
        }
        struct yin_node *item = parse_node(ld, &ev, depth + 1);
        if (!item)
            return NULL;
        append(node, &cap, key, item);
    }
    if (node->kind == YIN_MAP)
        check_duplicates(ld, node);
    return node;
}

/* Build the node that starts with EV, which this consumes.  DEPTH counts
 * the collections NODE is in, plus one.  NULL when loading must stop. */
static struct yin_node *parse_node(struct loader *ld, yaml_event_t *ev, int depth)
{
    struct loc at = mark_loc(ld, ev->start_mark);
    struct yin_node *node = NULL;
    switch (ev->type) {
    case YAML_SCALAR_EVENT:
        reject_props(ld, at, ev->data.scalar.anchor, ev->data.scalar.tag);
        node = new_node(YIN_SCALAR, at);
        node->text = xstrndup((const char *)ev->data.scalar.value, ev->data.scalar.length);
        node->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
        if (strlen(node->text) != ev->data.scalar.length)
            error(ld, at, "NUL character in a string"); /* "\0" escape */
        break;
    case YAML_SEQUENCE_START_EVENT:
    case YAML_MAPPING_START_EVENT:
        if (depth > YIN_MAX_DEPTH) {
            error(ld, at, "nesting deeper than %d levels", YIN_MAX_DEPTH);
            break;
        }
        if (ev->type == YAML_SEQUENCE_START_EVENT) {
            reject_props(ld, at, ev->data.sequence_start.anchor, ev->data.sequence_start.tag);
            node = new_node(YIN_SEQ, at);
        } else {
            reject_props(ld, at, ev->data.mapping_start.anchor, ev->data.mapping_start.tag);
            node = new_node(YIN_MAP, at);
        }
        yaml_event_delete(ev);
        return parse_collection(ld, node, depth);
    case YAML_ALIAS_EVENT:
        error(ld, at, "anchors and aliases are not supported in specs ('*%s')",
              (const char *)ev->data.alias.anchor);
        node = new_node(YIN_SCALAR, at); /* a stand-in, so loading goes on */
        node->text = "";
        break;
    default:
        diag_bug("unexpected YAML event %d", (int)ev->type);
    }
    yaml_event_delete(ev);
    return node;
}

/* Tabs may not indent YAML, and libyaml's message about them is cryptic.
 * Any tab before the first other character of a line counts, even where
 * YAML would tolerate it (inside brackets), so the rule stays simple.
 * Reports the first such tab, and how many lines have one. */
static void check_tabs(struct loader *ld)
{
    struct loc first = {0};
    int lines = 0, line = 1;
    for (size_t i = 0; i < ld->len; line++) {
        size_t j = i, tab = (size_t)-1;
        for (; j < ld->len && (ld->text[j] == ' ' || ld->text[j] == '\t'); j++)
            if (ld->text[j] == '\t' && tab == (size_t)-1)
                tab = j;
        if (tab != (size_t)-1 && lines++ == 0)
            first = (struct loc){ld->path, line, (int)(tab - i) + 1};
        const char *nl = memchr(ld->text + j, '\n', ld->len - j);
        i = nl ? (size_t)(nl - ld->text) + 1 : ld->len;
    }
    if (!lines)
        return;
    error(ld, first, "tab character in indentation; YAML indents with spaces");
    if (lines > 1)
        diag_note(first, "%d more lines are indented with tabs", lines - 1);
    ld->fatal = 1;
}

/* The offset of the first byte of S that does not start a valid UTF-8
 * sequence (no overlongs, surrogates or code points past U+10FFFF), or N.
 * libyaml checks too, but reports where it noticed, not where it began. */
static size_t utf8_check(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        unsigned c = u[i];
        size_t len = c < 0x80                ? 1
                     : c >= 0xC2 && c < 0xE0 ? 2
                     : c >= 0xE0 && c < 0xF0 ? 3
                     : c >= 0xF0 && c < 0xF5 ? 4
                                             : 0;
        if (!len || i + len > n)
            return i;
        unsigned cp = len == 1 ? c : c & (0x7F >> len);
        for (size_t k = 1; k < len; k++) {
            if ((u[i + k] & 0xC0) != 0x80)
                return i;
            cp = cp << 6 | (u[i + k] & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp < 0xE000))) ||
            (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return i;
        i += len;
    }
    return n;
}

/* Read PATH whole; NULL after a diagnostic. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        diag_plain("cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *text = xmalloc(YIN_MAX_BYTES + 2);
    size_t n = fread(text, 1, YIN_MAX_BYTES + 1, f);
    int err = ferror(f) ? errno : 0;
    fclose(f);
    if (err) {
        diag_plain("cannot read '%s': %s", path, strerror(err));
        free(text);
        return NULL;
    }
    if (n > YIN_MAX_BYTES) {
        diag_error((struct loc){path, 1, 1}, "file is larger than %d bytes", YIN_MAX_BYTES);
        free(text);
        return NULL;
    }
    text[n] = '\0';
    *len = n;
    return text;
}

/* The events around the root node: stream and document starts and ends. */
static struct yin_node *parse_stream(struct loader *ld)
{
    struct yin_node *root = NULL;
    struct loc doc_loc = {ld->path, 1, 1};
    int docs = 0;
    while (!ld->fatal) {
        yaml_event_t ev;
        if (!next(ld, &ev))
            break;
        struct loc at = mark_loc(ld, ev.start_mark);
        switch (ev.type) {
        case YAML_STREAM_START_EVENT:
        case YAML_DOCUMENT_END_EVENT:
            yaml_event_delete(&ev);
            break;
        case YAML_STREAM_END_EVENT:
            yaml_event_delete(&ev);
            if (!docs)
                error(ld, (struct loc){ld->path, 1, 1}, "the spec is empty");
            return root;
        case YAML_DOCUMENT_START_EVENT:
            doc_loc = at;
            yaml_event_delete(&ev);
            if (++docs > 1) {
                error(ld, at, "a spec holds one YAML document; this is a second one");
                return root;
            }
            break;
        default:
            root = parse_node(ld, &ev, 1);
            if (!root)
                return NULL;
            if (root->kind == YIN_SCALAR && !root->quoted && !*root->text)
                error(ld, doc_loc, "the spec is empty");
            break;
        }
    }
    return root;
}

struct yin_node *yin_load(const char *path, uint32_t *hash)
{
    struct loader ld = {.path = path};
    char *text = read_file(path, &ld.len);
    if (!text)
        return NULL;
    ld.text = text;
    uint32_t h = 2166136261u; /* FNV-1a, 32 bits */
    for (size_t i = 0; i < ld.len; i++)
        h = (h ^ (unsigned char)text[i]) * 16777619u;
    *hash = h;
    diag_source(path, text, ld.len);

    const char *nul = memchr(text, '\0', ld.len);
    if (nul) {
        error(&ld, offset_loc(&ld, (size_t)(nul - text)), "NUL byte in the file; is it text?");
        return NULL;
    }
    size_t bad = utf8_check(text, ld.len);
    if (bad < ld.len) {
        error(&ld, offset_loc(&ld, bad), "invalid UTF-8 (byte 0x%02X); a spec is UTF-8 text",
              (unsigned char)text[bad]);
        return NULL;
    }
    check_tabs(&ld);
    if (ld.fatal)
        return NULL;

    if (!yaml_parser_initialize(&ld.parser))
        diag_fatal("out of memory");
    yaml_parser_set_input_string(&ld.parser, (const unsigned char *)text, ld.len);
    struct yin_node *root = parse_stream(&ld);
    yaml_parser_delete(&ld.parser);
    return ld.errors ? NULL : root;
}

struct yin_node *yin_key(const struct yin_node *map, const char *key)
{
    if (!map || map->kind != YIN_MAP)
        return NULL;
    for (int i = 0; i < map->n; i++)
        if (!strcmp(map->keys[i]->text, key))
            return map->keys[i];
    return NULL;
}

struct yin_node *yin_get(const struct yin_node *map, const char *key)
{
    if (!map || map->kind != YIN_MAP)
        return NULL;
    for (int i = 0; i < map->n; i++)
        if (!strcmp(map->keys[i]->text, key))
            return map->items[i];
    return NULL;
}
