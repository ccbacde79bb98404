/* op.h - the ops: the OP rows of gen/ops.def as a table (op_), the
 * legality half of the rule table.  The lowering rows are lower.h's.
 */
#ifndef PTOGEN_OP_H
#define PTOGEN_OP_H

#include "dtype.h"
#include "target.h"

/* The operands an op takes (specops.c has the table of each). */
enum op_family {
    OPF_UNARY,    /* dst, src */
    OPF_BINARY,   /* dst, src: [src0, src1] */
    OPF_TERNARY,  /* dst, src: [src0, src1, src2] */
    OPF_SCALAR,   /* dst, src, scalar */
    OPF_SCALAR2,  /* dst, src: [src0, src1], scalar */
    OPF_FILL,     /* dst, scalar */
    OPF_SELECT,   /* dst, mask, src: [src0, src1] */
    OPF_SELECTS,  /* dst, mask, src, scalar */
    OPF_COMPARE,  /* dst (a mask), src: [src0, src1], cmp */
    OPF_COMPARES, /* dst (a mask), src, scalar, cmp */
    OPF_CONVERT,  /* dst, src of another dtype, round */
    OPF_RESHAPE,  /* dst, src of another dtype of the same size: its bits */
    OPF_INDEX,    /* dst (per-col), scalar, descending: an index sequence */
    OPF_TRI,      /* dst, upper, diagonal: a triangular mask of ones and zeros */
    OPF_GATHER,   /* dst, src: [src0, src1 (indices into a row)]: gathers, tscatter */
    OPF_TRANS,    /* dst (per-trans), src (full): the tile iteration transposed */
    OPF_FILLPAD,  /* dst, src (narrow or full), pad: src where valid, else the pad value */
    OPF_SORT,     /* dst (per-pairs), src: [src0, src1 (u32 indices)], full */
    OPF_MRGSORT,  /* dst (per-pairs), src (per-pairs): a row's sorted runs merged */
    /* the reductions and broadcasts: from here on (the planners rely on it) */
    OPF_ROWREDUCE, /* dst (per-row), src (full) */
    OPF_COLREDUCE, /* dst (per-col), src (full) */
    OPF_ROWEXPAND, /* dst (full), src (per-row) */
    OPF_COLEXPAND, /* dst (full), src (per-col) */
    OPF_ROWBINARY, /* dst (full), src: [src0, src1], one full, one per-row */
    OPF_COLBINARY, /* dst (full), src: [src0, src1], one full, one per-col */
    OPF_DEQUANT,   /* dst (f32 full), src: [src0 (int, full), scale, offset (f32 per-row)] */
    OPF_QUANT,     /* dst (i8 full), src: [src0 (f32 full), scale (f32 per-row)] */
    OPF__COUNT
};

enum opcode {
#define OP(id, name, fam, a2a3, a5, host, doc) OP_##id,
#include "ops.def"
#undef OP
    OP__COUNT
};

struct op_info {
    const char *name; /* "tadd" */
    enum op_family family;
    /* DTS_* set per target of ops.def's columns (a2a3, a5, host: the
     * devices' union and the op's own host set); every target's, pto's
     * too, through op_dtypes() */
    unsigned dtypes[TARGET_OPS_DEF_COLUMNS];
    const char *doc;
};
extern const struct op_info op_table[OP__COUNT];

/* The dtypes op CODE takes on target T (DTS_* set). */
unsigned op_dtypes(int code, enum target t);

/* How a pto-isa call takes its operands (ops_pto.def). */
enum pto_form {
    PTF_NONE,    /* no pto-isa call: the pto target refuses the op */
    PTF_UN,      /* (dst, src) */
    PTF_BIN,     /* (dst, src0, src1) */
    PTF_BIN_TMP, /* (dst, src0, src1, tmp): a scratch tile of dst's type */
    PTF_SCA,     /* (dst, src, scalar) */
    PTF_SCA_TMP, /* (dst, src, scalar, tmp): a scratch tile of dst's type */
    PTF_FILL,    /* (dst, scalar) */
    PTF_SEL,     /* (dst, mask, src0, src1): the mask a tile of bytes */
    PTF_SELS,    /* TEXPANDS (dst, scalar), then TSEL (dst, mask, src, dst) */
    PTF_CMPS,    /* (dst, src, scalar, CmpMode): dst a mask tile */
    PTF_CVT,     /* (dst, src, RoundMode) */
    PTF_RED,     /* (dst, src, tmp): a row reduction, its scratch like src */
    PTF_TRANS,   /* (dst, src, tmp): a transpose, its scratch like dst */
    PTF_TRI,     /* <Tile, upper>(dst, diagonal): ttri, no source */
    PTF_CI,      /* <Tile, T, descending>(dst, start): tci, no source */
    PTF_STEPS    /* ptogen's composite: the ops of its a2a3 recipe, a call each
                    (plan_pto_steps; no call of its own) */
};

/* Op CODE's pto-isa call: its name ("TADD_IMPL"), the A2/A3 headers it
 * needs ("TAdd.hpp") and its form; PTF_NONE and NULLs for an op without
 * one. */
struct op_pto {
    const char *call, *header;
    enum pto_form form;
    unsigned dtypes;
};
const struct op_pto *op_pto(int code);

/* Why the pto target refuses op CODE whatever its dtype (ops_pto.def's
 * PTO_NO rows: the pto-isa header that rules it out), or NULL. */
const char *op_pto_no(int code);

/* Why pto-isa's call of op CODE may not write over one of its sources
 * (ops_pto.def's PTO_APART rows), or NULL. */
const char *op_pto_apart(int code);

/* Whether the pto target writes op CODE on dtype DT as the steps of its
 * a2a3 recipe: a composite (PTF_STEPS), or a dtype of the op's
 * PTO_STEPS_ON row (ops_pto.def). */
int op_pto_by_steps(int code, enum dtype dt);

/* The dtypes of op CODE's PTO_STEPS_ON row (DTS_* set), or 0. */
unsigned op_pto_steps_on(int code);

/* The op whose pto-isa call a composite's recipe step of instruction
 * INSN (enum insn_id) becomes (ops_pto.def's PTO_STEP rows), or -1. */
int op_pto_step(int insn);

/* The tcvt round modes (RMS_* set) pto's TCVT takes from SRC to DST (enum
 * dtype), 0 for none; *WHY (if not NULL): the reason of a refused pair
 * ptogen converts elsewhere, or NULL. */
unsigned op_pto_cvt(int src, int dst, const char **why);

/* Why pto-isa's instruction NAME (lower case, as ops_foreign.def spells
 * it) is not an op of ptogen: the cube unit's, or data movement ptogen
 * writes itself; NULL for any other name. */
const char *op_foreign(const char *name);

#endif
