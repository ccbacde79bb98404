/* op.c - the OP rows of gen/ops.def as a table (op_). */
#include "op.h"

#include <stddef.h>
#include <string.h>

#include "cname.h"
#include "lower.h" /* RMS_* */

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

/* ops_pto.def's PTO_STEPS_ON rows: dtypes written as the a2a3 recipe */
static const unsigned pto_steps_on[OP__COUNT] = {
#define PTO_STEPS_ON(id, dts) [OP_##id] = (dts),
#include "ops_pto.def"
#undef PTO_STEPS_ON
};

unsigned op_dtypes(int code, enum target t)
{
    return target_desc(t)->kind == TK_PTO ? pto_table[code].dtypes | pto_steps_on[code]
                                          : op_table[code].dtypes[t];
}

int op_pto_by_steps(int code, enum dtype dt)
{
    return pto_table[code].form == PTF_STEPS || (pto_steps_on[code] & DTS(dt));
}

unsigned op_pto_steps_on(int code)
{
    return pto_steps_on[code];
}

const struct op_pto *op_pto(int code)
{
    return &pto_table[code];
}

/* ops_pto.def's PTO_NO rows: why pto-isa cannot express the op */
static const char *const pto_no_table[OP__COUNT] = {
#define PTO_NO(id, why) [OP_##id] = why,
#include "ops_pto.def"
#undef PTO_NO
};

const char *op_pto_no(int code)
{
    return pto_no_table[code];
}

/* ops_pto.def's PTO_APART rows: calls whose dst may not be a source */
static const char *const pto_apart_table[OP__COUNT] = {
#define PTO_APART(id, why) [OP_##id] = why,
#include "ops_pto.def"
#undef PTO_APART
};

const char *op_pto_apart(int code)
{
    return pto_apart_table[code];
}

/* ops_pto.def's PTO_STEP rows */
static const struct {
    enum insn_id insn;
    int op;
} pto_step_rows[] = {
#define PTO_STEP(insn, id) {INSN_##insn, OP_##id},
#include "ops_pto.def"
#undef PTO_STEP
};

int op_pto_step(int insn)
{
    for (size_t i = 0; i < sizeof pto_step_rows / sizeof pto_step_rows[0]; i++)
        if ((int)pto_step_rows[i].insn == insn)
            return pto_step_rows[i].op;
    return -1;
}

/* ops_pto.def's PTO_CVT rows */
static const struct {
    enum dtype src, dst;
    unsigned modes;
    const char *why;
} pto_cvt_rows[] = {
#define PTO_CVT(s, d, modes, why) {DT_##s, DT_##d, modes, why},
#include "ops_pto.def"
#undef PTO_CVT
};

unsigned op_pto_cvt(int src, int dst, const char **why)
{
    if (why)
        *why = NULL;
    for (size_t i = 0; i < sizeof pto_cvt_rows / sizeof pto_cvt_rows[0]; i++)
        if ((int)pto_cvt_rows[i].src == src && (int)pto_cvt_rows[i].dst == dst) {
            if (why)
                *why = pto_cvt_rows[i].why;
            return pto_cvt_rows[i].modes;
        }
    return 0;
}

/* ops_foreign.def: pto-isa's instructions that are not ptogen's ops */
static const struct {
    const char *name, *why;
} foreign_rows[] = {
#define FOREIGN(name, why) {name, why},
#include "ops_foreign.def"
#undef FOREIGN
};

const char *op_foreign(const char *name)
{
    for (size_t i = 0; i < sizeof foreign_rows / sizeof foreign_rows[0]; i++)
        if (!strcmp(name, foreign_rows[i].name))
            return foreign_rows[i].why;
    return NULL;
}
