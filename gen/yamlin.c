/* yamlin.c - libyaml events to a tree of located nodes (yin_). */
#include "yamlin.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct loader {
    const char *path;
    yaml_parser_t parser;
    int failed;
};

static struct loc mark_loc(const struct loader *ld, yaml_mark_t m)
{
    return (struct loc){ld->path, (int)m.line + 1, (int)m.column + 1};
}

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

/* Next event; on a parser error, diagnose it and return 0. */
static int next(struct loader *ld, yaml_event_t *ev)
{
    if (yaml_parser_parse(&ld->parser, ev))
        return 1;
    yaml_parser_t *p = &ld->parser;
    struct loc at = mark_loc(ld, p->problem ? p->problem_mark : p->mark);
    if (p->context)
        diag_error(at, "syntax error: %s %s", p->problem ? p->problem : "malformed YAML",
                   p->context);
    else
        diag_error(at, "syntax error: %s", p->problem ? p->problem : "malformed YAML");
    ld->failed = 1;
    return 0;
}

static struct yin_node *new_node(enum yin_kind kind, struct loc at)
{
    struct yin_node *n = xcalloc(1, sizeof *n);
    n->kind = kind;
    n->loc = at;
    return n;
}

/* Anchors, tags: features a spec does not need and that would hide where
 * a value comes from. */
static int reject_props(struct loader *ld, struct loc at, const yaml_char_t *anchor,
                        const yaml_char_t *tag)
{
    if (anchor) {
        diag_error(at, "anchors and aliases are not supported in specs ('&%s')",
                   (const char *)anchor);
        return 1;
    }
    if (tag) {
        diag_error(at, "YAML tags are not supported in specs ('%s')", (const char *)tag);
        return 1;
    }
    (void)ld;
    return 0;
}

static struct yin_node *parse_node(struct loader *ld, yaml_event_t *ev, int depth);

/* Items of a sequence or entries of a mapping, up to the end event. */
static struct yin_node *parse_collection(struct loader *ld, struct yin_node *node,
                                         yaml_event_type_t end, int depth)
{
    int cap = 0;
    for (;;) {
        yaml_event_t ev;
        if (!next(ld, &ev))
            return NULL;
        if (ev.type == end) {
            yaml_event_delete(&ev);
            return node;
        }
        struct yin_node *key = NULL;
        if (node->kind == YIN_MAP) {
            key = parse_node(ld, &ev, depth + 1);
            if (!key)
                return NULL;
            if (key->kind != YIN_SCALAR) {
                diag_error(key->loc, "mapping keys must be plain names, not %s",
                           yin_kind_name(key->kind));
                return NULL;
            }
            for (int i = 0; i < node->n; i++)
                if (!strcmp(node->keys[i]->text, key->text)) {
                    diag_error(key->loc, "duplicate key '%s'", key->text);
                    diag_note(node->keys[i]->loc, "'%s' first appears here", key->text);
                    ld->failed = 1;
                }
            if (!next(ld, &ev))
                return NULL;
        }
        struct yin_node *item = parse_node(ld, &ev, depth + 1);
        if (!item)
            return NULL;
        if (node->n == cap) {
            cap = cap ? 2 * cap : 8;
            node->items = xrealloc(node->items, (size_t)cap * sizeof *node->items);
            if (node->kind == YIN_MAP)
                node->keys = xrealloc(node->keys, (size_t)cap * sizeof *node->keys);
        }
        if (key)
            node->keys[node->n] = key;
        node->items[node->n++] = item;
    }
}

/* Build the node that starts with EV (consumed). */
static struct yin_node *parse_node(struct loader *ld, yaml_event_t *ev, int depth)
{
    struct loc at = mark_loc(ld, ev->start_mark);
    struct yin_node *node = NULL;
    if (depth > YIN_MAX_DEPTH) {
        diag_error(at, "nesting deeper than %d levels", YIN_MAX_DEPTH);
        yaml_event_delete(ev);
        return NULL;
    }
    switch (ev->type) {
    case YAML_SCALAR_EVENT:
        if (reject_props(ld, at, ev->data.scalar.anchor,
                         ev->data.scalar.plain_implicit || ev->data.scalar.quoted_implicit
                             ? NULL
                             : ev->data.scalar.tag))
            break;
        node = new_node(YIN_SCALAR, at);
        node->text = xstrndup((const char *)ev->data.scalar.value, ev->data.scalar.length);
        node->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
        if (strlen(node->text) != ev->data.scalar.length) {
            diag_error(at, "NUL character in a string");
            node = NULL;
        }
        break;
    case YAML_SEQUENCE_START_EVENT:
        if (reject_props(ld, at, ev->data.sequence_start.anchor,
                         ev->data.sequence_start.implicit ? NULL : ev->data.sequence_start.tag))
            break;
        yaml_event_delete(ev);
        return parse_collection(ld, new_node(YIN_SEQ, at), YAML_SEQUENCE_END_EVENT, depth);
    case YAML_MAPPING_START_EVENT:
        if (reject_props(ld, at, ev->data.mapping_start.anchor,
                         ev->data.mapping_start.implicit ? NULL : ev->data.mapping_start.tag))
            break;
        yaml_event_delete(ev);
        return parse_collection(ld, new_node(YIN_MAP, at), YAML_MAPPING_END_EVENT, depth);
    case YAML_ALIAS_EVENT:
        diag_error(at, "anchors and aliases are not supported in specs ('*%s')",
                   (const char *)ev->data.alias.anchor);
        break;
    default:
        diag_bug("unexpected YAML event %d", (int)ev->type);
    }
    yaml_event_delete(ev);
    return node;
}

/* Tabs may not indent YAML; libyaml's own message about them is cryptic. */
static int check_tabs(const char *path, const char *text, size_t len)
{
    int line = 1, errors = 0;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && (text[j] == ' ' || text[j] == '\t'))
            j++;
        for (size_t k = i; k < j; k++)
            if (text[k] == '\t') {
                diag_error((struct loc){path, line, (int)(k - i) + 1},
                           "tab character in indentation; YAML indents with spaces");
                errors++;
                break;
            }
        while (j < len && text[j] != '\n')
            j++;
        i = j + 1;
        line++;
    }
    return errors;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        diag_plain("cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *text = xmalloc(YIN_MAX_BYTES + 2);
    size_t n = fread(text, 1, YIN_MAX_BYTES + 1, f);
    int err = ferror(f);
    fclose(f);
    if (err) {
        diag_plain("cannot read '%s'", path);
        free(text);
        return NULL;
    }
    if (n > YIN_MAX_BYTES) {
        diag_error((struct loc){path, 0, 0}, "file is larger than %d bytes", YIN_MAX_BYTES);
        free(text);
        return NULL;
    }
    text[n] = '\0';
    *len = n;
    return text;
}

struct yin_node *yin_load(const char *path, uint32_t *hash)
{
    size_t len;
    char *text = read_file(path, &len);
    if (!text)
        return NULL;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 16777619u;
    *hash = h;
    diag_source(path, text, len);
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        int line = 1;
        for (const char *s = text; s < nul; s++)
            line += *s == '\n';
        diag_error((struct loc){path, line, 1}, "NUL byte in the file; is it text?");
        return NULL;
    }
    if (check_tabs(path, text, len))
        return NULL;

    struct loader ld = {.path = path};
    if (!yaml_parser_initialize(&ld.parser))
        diag_fatal("cannot initialize libyaml");
    yaml_parser_set_input_string(&ld.parser, (const unsigned char *)text, len);
    struct yin_node *root = NULL;
    int docs = 0;
    for (;;) {
        yaml_event_t ev;
        if (!next(&ld, &ev))
            break;
        yaml_event_type_t type = ev.type;
        struct loc at = mark_loc(&ld, ev.start_mark);
        if (type == YAML_STREAM_END_EVENT) {
            yaml_event_delete(&ev);
            if (!docs)
                diag_error((struct loc){path, 1, 1}, "the spec is empty");
            break;
        }
        if (type == YAML_DOCUMENT_START_EVENT && ++docs > 1) {
            diag_error(at, "a spec holds one YAML document; this is a second one");
            yaml_event_delete(&ev);
            break;
        }
        if (type == YAML_STREAM_START_EVENT || type == YAML_DOCUMENT_START_EVENT ||
            type == YAML_DOCUMENT_END_EVENT) {
            yaml_event_delete(&ev);
            continue;
        }
        root = parse_node(&ld, &ev, 1);
        if (!root)
            break;
    }
    yaml_parser_delete(&ld.parser);
    if (diag_errors() || ld.failed)
        return NULL;
    if (root && root->kind == YIN_SCALAR && !root->quoted && !*root->text) {
        diag_error(root->loc, "the spec is empty");
        return NULL;
    }
    return root;
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
