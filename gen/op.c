/* op.c - the OP rows of gen/ops.def as a table (op_). */
#include "op.h"

const struct op_info op_table[OP__COUNT] = {
#define OP(id, nm, fam, a2a3, a5, host, doc)                                                       \
    [OP_##id] = {nm, fam, {a2a3, a5, (a2a3) | (a5) | (host)}, doc},
#include "ops.def"
#undef OP
};
