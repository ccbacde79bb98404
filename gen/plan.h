/* plan.h - target lowering: where tiles live and which instructions run
 * (plan_).
 *
 * plan_build() lowers a checked kernel for one target into a struct plan
 * (ir.h): the host reference here, a device by its planner (the target's
 * kind: plan_a2a3.c, plan_a5.c).
 */
#ifndef PTOGEN_PLAN_H
#define PTOGEN_PLAN_H

#include "ir.h"

/* The most bytes a staged host kernel keeps on the stack: well under the
 * smallest default thread stacks of glibc (8 MiB) and the 2 MiB many
 * runtimes give threads. */
#define PLAN_HOST_STACK (1024 * 1024)

/* Lower K for T, its rows split into chunks of CHUNK columns if they are
 * wider (0: only when they must be; split.h).  Returns 0, or the number
 * of errors diagnosed. */
int plan_build(const struct kernel *k, enum target t, int chunk, struct plan *p);

/* Would T's planner place K's tiles?  Asked, with no diagnostics, for an
 * optional target (pto: whole rows, or rows split into chunks it can
 * combine); 1 for every other target. */
int plan_fits(const struct kernel *k, enum target t);
/* pto: the op whose scratch tile ("opI", plan_pto.c) op I of K passes to
 * its pto-isa call: I itself, an earlier row reduction of a source of
 * the same dtype and shape, or -1. */
int plan_pto_scratch_of(const struct kernel *k, int i);
/* pto: do K's tiles hold whole rows in pto target T's UB (else its rows
 * are split into chunks)?  No diagnostics. */
int plan_pto_whole(const struct kernel *k, enum target t);
/* pto: the binary op (OP_MAX, OP_MIN, OP_ADD) that combines the values
 * row reduction CODE gives each chunk of a row split into chunks into
 * the row's, or -1 (plan_pto.c). */
int plan_pto_combine(int code);
/* pto: tile T (a per-row tile) is a row-major [1, B] tile of one 32-byte
 * block, its value in column 0, rather than the DN [R, 1] tile: one row
 * whose value is not a whole block, or a per-row mask of one row, its
 * bit 0 (plan_pto.c says why). */
int plan_pto_row_block(const struct tile *t);
/* pto: the columns every per-col tile of K is laid out with, the first
 * column reduction's source's (pto-isa's CPU TCOLMAX static_asserts equal
 * Cols), or 0: each its own. */
int plan_pto_col_cols(const struct kernel *k);

#endif
