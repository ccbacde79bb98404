/* rules.h - per-target legality from the one op table (rules_).
 *
 * rules_check() says, for the targets asked for, whether each op of a
 * checked spec can be expressed: op x dtype from ops.def (host takes what
 * any device takes).  Limits that depend on the lowering (UB budget,
 * repeat counts) are the planners' (plan.c and the target's).
 */
#ifndef PTOGEN_RULES_H
#define PTOGEN_RULES_H

#include <stdio.h>

#include "spec.h"

/* Check K for each target in TARGETS (a bit set of 1 << enum target),
 * so one message can name every target that rejects an op:
 *   "'txor' does not support dtype 'f32' on targets 'a2a3', 'a5' and 'host'"
 * Returns the number of errors diagnosed. */
int rules_check(const struct kernel *k, unsigned targets);

/* Does target T express every op of K?  Always, but for the pto target,
 * which pto-isa's tile API limits (gen/ops_pto.def); no diagnostics. */
int rules_accepts(const struct kernel *k, enum target t);

/* Print the rule table: every op with its dtypes for each target in
 * TARGETS (a set of 1u << enum target). */
void rules_list_ops(FILE *f, unsigned targets);

/* Print what `ptogen --explain` says about op CODE: its semantics,
 * operands, and for each target in TARGETS its dtypes and lowering; then
 * its scratch tiles.  All of it comes from ops.def and the validator's
 * op keys. */
void rules_explain(FILE *f, int code, unsigned targets);

#endif
