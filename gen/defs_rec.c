/* defs_rec.c - the m4 definitions and records every writer of them
 * uses (defs.c, defs_device.c). */
#include <stdio.h>
#include <stdlib.h>

#include "defsint.h"
#include "quote.h"
#include "spec.h"

void defs_str(struct buf *b, const char *name, const char *value)
{
    buf_addf(b, "m4_define([%s], [[", name);
    quote_m4(b, value ? value : "");
    buf_adds(b, "]])\n");
}

void defs_int(struct buf *b, const char *name, long long v)
{
    buf_addf(b, "m4_define([%s], [[%lld]])\n", name, v);
}

/* record NAME(I,FIELD) */
void defs_rec_str(struct buf *b, const char *name, int i, const char *field, const char *value)
{
    char key[128];
    snprintf(key, sizeof key, "%s(%d,%s)", name, i, field);
    defs_str(b, key, value);
}

void defs_rec_int(struct buf *b, const char *name, int i, const char *field, long long v)
{
    char key[128];
    snprintf(key, sizeof key, "%s(%d,%s)", name, i, field);
    defs_int(b, key, v);
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
    for (int i = 0; i < n; i++)
        buf_addf(b, "$1([%d])", items[i]);
    buf_adds(b, "])\n");
    buf_addf(b, "m4_define([%s_map_sep], [", name);
    for (int i = 0; i < n; i++)
        buf_addf(b, "%s$1([%d])", i ? "[$2]" : "", items[i]);
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
