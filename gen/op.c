/* op.c - the OP rows of gen/ops.def as a table (op_). */
#include "op.h"

#include "cname.h"

const struct op_info op_table[OP__COUNT] = {
#define OP(id, nm, fam, a2a3, a5, host, doc)                                                       \
    [OP_##id] = {nm, fam, {a2a3, a5, (a2a3) | (a5) | (host)}, doc},
#include "ops.def"
#undef OP
};

/* pto's column: ops_pto.def's rows; zeros (PTF_NONE) for an op it has
 * no row of */
static const struct op_pto pto_table[OP__COUNT] = {
#define PTO(id, call, header, form, dts) [OP_##id] = {call, header, form, dts},
#include "ops_pto.def"
#undef PTO
};

unsigned op_dtypes(int code, enum target t)
{
    return target_desc(t)->kind == TK_PTO ? pto_table[code].dtypes : op_table[code].dtypes[t];
}

const struct op_pto *op_pto(int code)
{
    return &pto_table[code];
}
