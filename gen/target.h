/* target.h - the targets ptogen generates for, one descriptor each
 * (target_).
 *
 * A target is its row of the descriptor table in target.c plus its
 * templates (templates/<name>/): the other modules ask the descriptor
 * what kind of code a target takes (the kind picks its planner, its
 * emitter and its cycle model) and never name a target.  ops.def's
 * columns, the rule table's, are in enum target's order.
 */
#ifndef PTOGEN_TARGET_H
#define PTOGEN_TARGET_H

#include <stddef.h>

/* ORDER: the descriptors in target.c, and the columns of ops.def's OP
 * and CVT rows */
enum target { TGT_A2A3, TGT_A5, TGT_HOST, TGT_PTO, TARGET_COUNT };
/* The targets with a column in ops.def's OP and CVT rows: the first three;
 * pto's column is ops_pto.def (op_dtypes) */
#define TARGET_OPS_DEF_COLUMNS 3

/* The kind of code a target takes. */
enum target_kind {
    TK_REFERENCE, /* portable C: the ground truth the harness compares with */
    TK_REPEAT,    /* vector intrinsics over UB with repeats, strides and
                     masks (A2/A3): plan_a2a3*.c, cost.c's a2a3 model */
    TK_REGISTER,  /* vector registers in scopes, loaded from and stored to UB
                     (A5): plan_a5*.c, cost.c's a5 model */
    TK_PTO        /* C++ over pto-isa's tile API (its A2/A3 headers): one
                     pto-isa call per op, tiles at UB offsets plan_pto.c
                     places; no cycle model, no simulator of ptogen's own */
};

struct target_desc {
    const char *name;  /* "a2a3": --target, 'targets', the template directory */
    const char *macro; /* "A2A3": its part of the header guard */
    enum target_kind kind;
    int lowering;     /* its A2A3/A5 rows of ops.def (0, 1), or -1: none */
    long ub_bytes;    /* unified buffer bytes (0: no UB) */
    int tail_reserve; /* UB bytes always kept free after the last tile */
    int tmp_tiles;    /* a recipe's temporaries are UB tiles, which a spec
                         may give as an op's 'tmp' (else registers) */
    /* how a float scalar (C expression %s) becomes an f16 and a bf16 */
    const char *f16_scalar, *bf16_scalar;
    const char *src_ext, *hdr_ext; /* its files' endings: "c" and "h" */
    /* optional: a spec without 'targets' is generated for it only when it
     * accepts every op and its tiles fit (rules_accepts, plan_fits):
     * pto-isa cannot express every spec */
    int optional;
};

const struct target_desc *target_desc(enum target t);
/* The reference target: every spec lists it, the harness compares the
 * others with it. */
enum target target_ref(void);
/* The first target of kind K (the pto target takes the A2/A3 recipes of
 * the TK_REPEAT one). */
enum target target_of_kind(enum target_kind k);
/* Is T a device target (not the reference)? */
int target_is_device(enum target t);
/* Does the harness run T on one of ptogen's simulators (sim/)? */
int target_is_simulated(enum target t);

/* The targets' names in enum order, for suggestions and the schema. */
extern const char *const target_names[TARGET_COUNT];
const char *target_name(enum target t); /* "a2a3" */
int target_lookup(const char *name);    /* -1 if unknown */
/* The targets of SET (1u << enum target) in enum order, SEP between
 * them ("a5, host" for ", "), into BUF. */
const char *target_set_str(unsigned set, const char *sep, char *buf, size_t size);

#endif
