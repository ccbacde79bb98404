/* defs_rec.c - the m4 definitions and records every writer of them
 * uses (defs.c, defs_device.c). */
#include <stdio.h>
#include <stdlib.h>

#include "defsint.h"
#include "quote.h"
#include "spec.h"

/* The writers below append with buf_adds rather than buf_addf: a large
 * kernel has thousands of definitions, and formatting them was most of
 * ptogen's own time (BENCH.md, "Generation"). */

const char *defs_fmt_int(char out[DEFS_INT_CHARS], long long v)
{
    char *p = out + DEFS_INT_CHARS - 1;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    *p = '\0';
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    return p;
}

static void add_ll(struct buf *b, long long v)
{
    char num[DEFS_INT_CHARS];
    buf_adds(b, defs_fmt_int(num, v));
}

void defs_str(struct buf *b, const char *name, const char *value)
{
    buf_adds(b, "m4_define([");
    buf_adds(b, name);
    buf_adds(b, "], [[");
    quote_m4(b, value ? value : "");
    buf_adds(b, "]])\n");
}

void defs_int(struct buf *b, const char *name, long long v)
{
    buf_adds(b, "m4_define([");
    buf_adds(b, name);
    buf_adds(b, "], [[");
    add_ll(b, v);
    buf_adds(b, "]])\n");
}

/* "m4_define([NAME(I,FIELD)], [[" */
static void rec_open(struct buf *b, const char *name, int i, const char *field)
{
    buf_adds(b, "m4_define([");
    buf_adds(b, name);
    buf_adds(b, "(");
    add_ll(b, i);
    buf_adds(b, ",");
    buf_adds(b, field);
    buf_adds(b, ")], [[");
}

/* record NAME(I,FIELD) */
void defs_rec_str(struct buf *b, const char *name, int i, const char *field, const char *value)
{
    rec_open(b, name, i, field);
    quote_m4(b, value ? value : "");
    buf_adds(b, "]])\n");
}

void defs_rec_int(struct buf *b, const char *name, int i, const char *field, long long v)
{
    rec_open(b, name, i, field);
    add_ll(b, v);
    buf_adds(b, "]])\n");
}

void defs_rec_hex(struct buf *b, const char *name, int i, const char *field, unsigned long v)
{
    char val[32];
    snprintf(val, sizeof val, "0x%05lxu", v);
    defs_rec_str(b, name, i, field, val);
}

/* NAME_map(M) -> M([i0])M([i1])..., NAME_map_sep(M, SEP) likewise. */
void defs_map(struct buf *b, const char *name, const int *items, int n)
{
    buf_addf(b, "m4_define([%s_map], [", name);
    for (int i = 0; i < n; i++) {
        buf_adds(b, "$1([");
        add_ll(b, items[i]);
        buf_adds(b, "])");
    }
    buf_adds(b, "])\n");
    buf_addf(b, "m4_define([%s_map_sep], [", name);
    for (int i = 0; i < n; i++) {
        buf_adds(b, i ? "[$2]$1([" : "$1([");
        add_ll(b, items[i]);
        buf_adds(b, "])");
    }
    buf_adds(b, "])\n");
    buf_addf(b, "m4_define([%s_count], [[%d]])\n", name, n);
}

void defs_range_map(struct buf *b, const char *name, int n)
{
    int *items = xcalloc((size_t)(n ? n : 1), sizeof *items);
    for (int i = 0; i < n; i++)
        items[i] = i;
    defs_map(b, name, items, n);
    free(items);
}

const char *defs_tile_role(const struct kernel *k, int t)
{
    for (int i = 0; i < k->ninputs; i++)
        if (k->inputs[i] == t)
            return "in";
    for (int i = 0; i < k->noutputs; i++)
        if (k->outputs[i] == t)
            return "out";
    return "tmp";
}

/* Tile T's row pitch in global memory as C: in elements (BYTES 0) or
 * bytes, "60u" or "ld" ("ld * 2u"): its 'stride', else its valid row. */
const char *defs_gm_pitch(const struct kernel *k, const struct tile *t, int bytes)
{
    int size = bytes ? dtype_size(t->dtype) : 1;
    if (t->stride_param >= 0)
        return size == 1 ? k->params[t->stride_param].name
                         : ir_fmt("%s * %du", k->params[t->stride_param].name, size);
    return ir_fmt("%du", (t->stride ? t->stride : spec_gm_row(t)) * size);
}
