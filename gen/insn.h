/* insn.h - the intrinsics the planner names, as data (insn_): one row of
 * gen/insns.def each, so that the planner, defs.c and cost.c decide by
 * enum, and the templates spell a call from its form, never from its
 * name.
 */
#ifndef PTOGEN_INSN_H
#define PTOGEN_INSN_H

#include "dtype.h"

enum insn_id {
    INSN_NONE, /* not an intrinsic: a helper call, a comment */
#define INSN(id, spelling, a2a3, a2a3_cost, a5, a5_cost) INSN_##id,
#include "insns.def"
#undef INSN
    INSN__COUNT
};

/* How the a2a3 template ends a call (insns.def says which each takes). */
enum insn_a2a3 { A2_NONE, A2_CALL, A2_BOOL, A2_ONLY_VALUE };

/* The operand shape of an a5 register op. */
enum insn_a5 {
    A5_NONE,
    A5_OPS,
    A5_OPS_NOMODE,
    A5_SELECT,
    A5_VDUP,
    A5_BR,
    A5_CVT,
    A5_TRC,
    A5_COMPARE,
    A5_PLT,
    A5_PSET,
    A5_INDEX,
    A5_GATHER,
    A5_INTLV,
    A5_UB
};

struct insn_info {
    const char *spelling;
    enum insn_a2a3 a2a3;
    enum insn_a5 a5;
};

const struct insn_info *insn_info(enum insn_id id);

/* The compare of family FAMILY (INSN_VCMPV_EQ, INSN_VCMPVS_EQ,
 * INSN_VCMP_EQ, INSN_VCMPS_EQ) for CMP (enum cmp_mode: CMP_EQ, CMP_NE, ...). */
enum insn_id insn_compare(enum insn_id family, int cmp);

/* The predicate op of FAMILY (INSN_PLT_B8, INSN_PSET_B8) for elements of
 * SIZE bytes. */
enum insn_id insn_pred(enum insn_id family, int size);

/* The A2/A3 conversion (INSN_VCONV) from SRC to DST rounding by MODE
 * (RND_NONE: the exact pairs, whose names have no suffix): its row of
 * sim/costs.h's SIM_A2A3_VCONV_ROWS, or -1 when A2/A3 has none; and the
 * intrinsic's name. */
int insn_vconv(enum dtype src, enum dtype dst, enum round_mode mode);
const char *insn_vconv_name(int row);
/* Does A5's vcvt convert SRC to DST (sim/costs.h's SIM_A5_VCVT_PAIRS)? */
int insn_vcvt_pair(enum dtype src, enum dtype dst);

/* The a5 form as the template's record names it ("ops", "select", ...). */
const char *insn_a5_form_name(enum insn_a5 form);

#endif
