/* yamlin.h - a YAML file as a small tree of located nodes (yin_).
 *
 * yin_load() reads a spec with the libyaml event API and keeps, for every
 * node, the file:line:col where it starts.  Only the YAML a spec needs is
 * accepted: one document of mappings, sequences and scalars.  Anchors,
 * aliases, tags, several documents, an empty document, duplicate keys,
 * tabs in indentation, NUL bytes, nesting deeper than YIN_MAX_DEPTH and
 * files over YIN_MAX_BYTES are diagnosed as errors.  No implicit typing:
 * every scalar stays text, and spec.c decides what it means.
 */
#ifndef PTOGEN_YAMLIN_H
#define PTOGEN_YAMLIN_H

#include <stdint.h>

#include "diag.h"

#define YIN_MAX_DEPTH 32
#define YIN_MAX_BYTES (1024 * 1024)

enum yin_kind { YIN_SCALAR, YIN_SEQ, YIN_MAP };

struct yin_node {
    enum yin_kind kind;
    struct loc loc;          /* where the node starts (a flow collection: its bracket) */
    const char *text;        /* YIN_SCALAR: the value, NUL-free */
    int quoted;              /* YIN_SCALAR: any style but plain ('', "", |, >) */
    int n;                   /* items (sequence) or entries (mapping) */
    struct yin_node **items; /* sequence items; mapping values */
    struct yin_node **keys;  /* YIN_MAP: keys (always scalars), file order */
};

/* Load PATH.  Returns NULL after diagnosing any error.  *HASH receives the
 * FNV-1a hash of the file's bytes.  The file text is registered with
 * diag_source(); it and the tree live until exit. */
struct yin_node *yin_load(const char *path, uint32_t *hash);

/* The value of KEY in mapping MAP, or NULL (also when MAP is no mapping). */
struct yin_node *yin_get(const struct yin_node *map, const char *key);

/* The key node KEY of mapping MAP (for its location), or NULL. */
struct yin_node *yin_key(const struct yin_node *map, const char *key);

/* "a mapping", "a list", "a scalar": for messages. */
const char *yin_kind_name(enum yin_kind k);

#endif
