/* defsint.h - what the writers of m4 records share (not for other
 * phases): defs.c writes the records every target reads, defs_device.c a
 * device plan's, both with defs_rec.c's writers. */
#ifndef PTOGEN_DEFSINT_H
#define PTOGEN_DEFSINT_H

#include "buf.h"
#include "ir.h"

/* m4_define([NAME], [[VALUE]]), VALUE quoted (quote_m4) or a number. */
/* V in decimal, written at the end of OUT: a pointer to its first digit. */
#define DEFS_INT_CHARS 24
const char *defs_fmt_int(char out[DEFS_INT_CHARS], long long v);
void defs_str(struct buf *b, const char *name, const char *value);
void defs_int(struct buf *b, const char *name, long long v);
/* The record NAME(I,FIELD). */
void defs_rec_str(struct buf *b, const char *name, int i, const char *field, const char *value);
void defs_rec_int(struct buf *b, const char *name, int i, const char *field, long long v);
void defs_rec_hex(struct buf *b, const char *name, int i, const char *field, unsigned long v);
/* NAME_map(M) -> M([i0])M([i1])..., NAME_map_sep(M, SEP), NAME_count. */
void defs_map(struct buf *b, const char *name, const int *items, int n);
/* The same over 0 .. N-1. */
void defs_range_map(struct buf *b, const char *name, int n);

/* What tile T of K is to the kernel: "in", "out" or "tmp". */
const char *defs_tile_role(const struct kernel *k, int t);

/* Tile T's row pitch in global memory as C, in elements (BYTES 0) or
 * bytes: "60u", "ld" or "ld * 2u". */
const char *defs_gm_pitch(const struct kernel *k, const struct tile *t, int bytes);

/* A device plan's records (defs_device.c); the second for a split row. */
void defs_write_device(const struct plan *p, struct buf *b);
void defs_write_split_device(const struct plan *p, struct buf *b);
/* The pto target's records (defs_pto.c). */
void defs_write_pto(const struct plan *p, struct buf *b);
/* 1 when pto-isa's A2/A3 TROWSUM adds every row sum of K in ptogen's
 * pinned order (defs_pto.c says when). */
int defs_pto_sum_exact(const struct kernel *k, int split);

#endif
