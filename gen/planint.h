/* planint.h - what plan.c, plan_a2a3.c and plan_a5.c share (plan_).
 * Internal to the planner: the rest of ptogen includes plan.h only.
 */
#ifndef PTOGEN_PLANINT_H
#define PTOGEN_PLANINT_H

#include "plan.h"

#define REPEAT_BYTES 256
#define MAX_REPEAT 255

/* printf into a new string (never freed: plans live until exit) */
char *plan_fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

/* The scalar C helper KIND for DT is needed (host and a2a3 scalar loops). */
void plan_need_helper(struct plan *p, const char *kind, enum dtype dt);

/* Bytes of a mask tile row of COLS bits: whole bytes, 32-byte aligned. */
int plan_mask_pitch(int cols);

/* A UB tile; returns its index in p->ub. */
int plan_add_ub(struct plan *p, int tile, const char *name, enum dtype dt, int rows, int pitch,
                int bufs);

/* Tile T is read or written by some op, or is I/O. */
int plan_tile_used(const struct kernel *k, int t);

/* Give every UB tile its address, double-buffering I/O if it fits in
 * CAPACITY; 0, or 1 after a diagnostic. */
int plan_place_ub(struct plan *p, int capacity);

/* Append an instruction of KIND for spec op OP (-1: none). */
struct insn *plan_add_insn(struct plan *p, enum insn_kind kind, int op);

/* Free what a device lowering allocated (not the shared scalar_expr). */
void plan_release(struct plan *p);

/* The device lowerings: 0, or the number of errors diagnosed. */
int plan_a2a3_best(struct plan *p);
int plan_a5(struct plan *p);

#endif
