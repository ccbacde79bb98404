/* lower.h - how each target lowers each op: the lowering half of the
 * rule table (lower_).
 *
 * ops.def gives, beside each op's legality row, one or more A2A3 and A5
 * rows: for a dtype set, either a recipe (a short list of vector steps,
 * data the planner walks) or a named special lowering (a function of the
 * planner, for what a recipe cannot say: scalar loops, selects, shifts).
 * HOST rows name the C helper of the host reference.  This module turns
 * those rows into tables and answers lookups; the planners (plan_a2a3*.c,
 * plan_a5*.c, plan.c) are their only consumers besides --explain.
 */
#ifndef PTOGEN_LOWER_H
#define PTOGEN_LOWER_H

#include "insn.h"
#include "spec.h"

/* What a step does: the operands its instruction takes. */
enum lkind {
    LK_END, /* end of a recipe */
    LK_BIN, /* dst, a, b */
    LK_UN,  /* dst, a */
    LK_SCA, /* dst, a, scalar */
    LK_DUP  /* dst, scalar */
};

/* An operand of a step: none, the op's dst or sources, a temporary. */
enum lopnd { LO_X, LO_D, LO_S0, LO_S1, LO_S2, LO_T0, LO_T1, LO_T2, LO_T3, LO_T4 };
#define LOWER_MAX_TEMPS 5

/* The element type a step's instruction works on. */
enum lview {
    LV_T,    /* the op's dtype */
    LV_B16,  /* 16 bits of the bit pattern (8-bit data in pairs) */
    LV_S16,  /* the same 16 bits as a signed integer (for vadd, vsub) */
    LV_SINT, /* the signed integer of the dtype's size */
    LV_UINT  /* the unsigned integer of the dtype's size */
};

/* A step's scalar operand. */
enum lscalar {
    LSC_NONE,
    LSC_OP,        /* the op's scalar (a literal or a param) */
    LSC_NEG,       /* the op's scalar negated (integers modulo 2^W) */
    LSC_COUNT,     /* the op's scalar as a shift count: read unsigned, at most W - 1 */
    LSC_COUNT_OUT, /* 1 if that count is W or more, else 0: a second shift by
                    * it moves the last bit out (ir_step_skipped: not run
                    * for a literal count below W) */
    LSC_B16,       /* the op's 8-bit scalar twice, as a 16-bit pattern */
    LSC_BIAS,      /* the op's scalar + MIN of the signed view (flips the top bit) */
    LSC_M1,        /* -1 in the step's view */
    LSC_ZERO,      /* 0 in the step's view */
    LSC_ONE,       /* 1 in the step's view */
    LSC_MIN,       /* the most negative value of the (signed integer) view */
    LSC_LO8,       /* 0x00ff: the low byte of each 16-bit pair */
    LSC_K          /* the step's constant k (STEP_K), rounded to the view */
};

struct lstep {
    enum lkind kind;
    enum insn_id insn; /* the intrinsic (INSN_NONE: a STEP_RND) */
    const char *round; /* STEP_RND: the rounding mode, ROUND_Z or ROUND_F */
    enum lview view;
    enum lopnd d, a, b;
    enum lscalar scalar;
    double k; /* LSC_K: the constant (exact in the view's dtype, or rounded
               * to it once: host rounds the same literal the same way) */
};

/* The special lowerings, functions of the planner named by ops.def. */
enum lspecial {
    LS_NONE,        /* a recipe */
    LS_A2A3_LOOP,   /* plan_a2a3_ops.c: a scalar loop calling the host helper */
    LS_A2A3_INDEX,  /* plan_a2a3_ops.c: tci, a scalar loop over a per-col dst */
    LS_A2A3_TRI,    /* plan_a2a3_ops.c: ttri, row by row in counter mode */
    LS_A2A3_GATHER, /* plan_a2a3_gather.c: tgather, clamped offsets, vgather a row */
    LS_A2A3_SORT,   /* plan_a2a3_gather.c: tsort32, vbitsort a row, a padded tail block */
    LS_A2A3_SEL,    /* plan_a2a3_ops.c: tsel through CMPMASK */
    LS_A2A3_SHIFT,  /* plan_a2a3_ops.c: tile-tile shift, scalar loop or vector;
                       its one step names the shift (vshr, vshl) */
    LS_A2A3_CMP,    /* plan_a2a3_ops.c: a compare writing mask bits; its step
                       names the intrinsic family (vcmpv, vcmpvs) */
    LS_A5_CMP,      /* plan_a5_ops.c: a compare into a predicate; its step names
                       the intrinsic family (vcmp, vcmps) */
    LS_A2A3_CVT,    /* plan_a2a3_ops.c: tcvt, by the pair (lower_cvt) */
    LS_A5_CVT,      /* plan_a5_ops.c: tcvt, by the pair */
    LS_A5_SEL,      /* plan_a5_ops.c: tsel on a predicate loaded by plds; a step
                       (a DUP) broadcasts the scalar into the second source */
    LS_A5_SHIFT,    /* plan_a5_ops.c: the shift of its one step, with the count
                       masked first */
    LS_A5_IDIV,     /* plan_a5_ops.c: integer vdiv, zero divisors and MIN / -1
                       guarded; its step is BIN (a tile divisor) or SCA */
    LS_A2A3_REM,    /* plan_a2a3_ops.c: a float remainder in float tiles; its step
                       (BIN: a tile divisor, SCA: the scalar) names the vconv
                       rounding the quotient to an integral value */
    LS_A5_REM,      /* plan_a5_ops.c: a remainder; its step (BIN or SCA) names
                       vtrc's rounding of the quotient, ROUND_F (floor: the
                       divisor's sign) or ROUND_Z (trunc) */
    LS_A2A3_SELS,   /* plan_a2a3_ops.c: tsels, vsel's tensor-scalar mode */
    LS_A2A3_PRELU,  /* plan_a2a3_ops.c: tprelu from a compare, a vmul and tsel */
    LS_A2A3_RED,    /* plan_a2a3_red.c: a row reduction; its step names the
                       reduce across lanes (vcadd, vcmax, vcmin), a column
                       reduction: its step is the op of one row into dst */
    LS_A2A3_EXPAND, /* plan_a2a3_red.c: trowexpand, tcolexpand; its step is
                       the bit copy (vor) */
    LS_A2A3_BCAST,  /* plan_a2a3_red.c: a full tile with a vector one, the
                       recipe of the elementwise op (its steps) reading the
                       vector tile by broadcast */
    LS_A5_VEC,      /* plan_a5_red.c: a row reduction or a plain broadcast,
                       by the op's family */
    LS_A5_TRI,      /* plan_a5_index.c: ttri, vci column indices compared with
                       the row's edge, then a vsel of 1 and 0 */
    LS_A5_INDEX,    /* plan_a5_index.c: tci, vci column indices added to (or
                       taken from) the start broadcast */
    LS_A5_GATHER,   /* plan_a5_index.c: tgather, clamped indices, vgather2 from the
                       source row in UB */
    LS_A5_TRANS,    /* plan_a5.c: ttrans, a segment over dst's rows, each gathered
                       by vgather2 from the source in UB */
    LS_A2A3_PAD,    /* plan_a2a3_gather.c: tfillpad, vector_dup of the pad's
                       bits over dst, then the source copied in (vor) */
    LS_A5_SORT,     /* plan_a5_sort.c: tsort32, a segment of vbitsort calls on UB
                       between the scopes */
    LS_A5_SCATTER,  /* plan_a5_scatter.c: tscatter, a segment after the scopes,
                       one vscatter a lane */
    LS_A5_PAD,      /* plan_a5_index.c: tfillpad, vci column indices compared with
                       the source's valid columns, vsel of it or the pad */
    LS_EXPANDED     /* no planner sees it: specexpand.c rewrites the op into
                       other ops after the target rules (tdequant, tquant) */
};

/* One row of A2A3(...) or A5(...). */
struct lowering {
    int op;          /* enum opcode */
    unsigned dtypes; /* DTS_* set it covers */
    enum lspecial special;
    const struct lstep *steps; /* LK_END-terminated: the recipe, or what a
                                  special lowering is told (its shift) */
    int ntemps;                /* temporaries the recipe uses (T0..) */
};

/* How the host computes an op. */
enum lhost_kind {
    HK_ARITH, /* integers in unsigned arithmetic: signed ones need sconv */
    HK_BITS,  /* on the bit patterns */
    HK_MOVE   /* values move unchanged */
};
struct lhost {
    const char *helper; /* pgr_<helper>_<dtype>, or NULL */
    enum lhost_kind kind;
};

/* The float64 form of an op (REF64 rows of ops.def): the harness's
 * helper pgr_r64_<kind> returns EXPR of ARITY doubles a, b, c. */
struct lref64 {
    const char *kind; /* "" (arity 0): the template spells the op */
    int arity;
    const char *expr;
};

/* Op CODE's float64 form, or NULL when it has none. */
const struct lref64 *lower_ref64(int code);

/* Rounding-mode sets of a conversion pair (bits 1 << enum round_mode). */
#define RMS(m) (1u << (m))
#define RMS_RAFCZ                                                                                  \
    (RMS(RND_RINT) | RMS(RND_ROUND) | RMS(RND_FLOOR) | RMS(RND_CEIL) | RMS(RND_TRUNC) |            \
     RMS(RND_NONE))
#define RMS_RAFCZO (RMS_RAFCZ | RMS(RND_ODD))
#define RMS_EXACT (1u << 7) /* the pair is exact: every mode, none matters */
#define RMS_ANY (RMS_RAFCZO | RMS_EXACT)

/* The rounding modes target T takes to convert SRC to DST (0: it does
 * not convert the pair); host: the union of the devices'. */
unsigned lower_cvt(enum dtype src, enum dtype dst, enum target t);

/* A conversion both devices make as two: SRC converted exactly or
 * monotonically to MID (SRC's size, rint), then to DST rounding by MODE
 * (-1: the op's).  lower_cvt_via: the pair's row, or NULL. */
struct lower_via {
    enum dtype src, dst, mid;
    int mode;
};
const struct lower_via *lower_cvt_via(enum dtype src, enum dtype dst);

/* The lowering of op CODE on device target T for dtype DT, or NULL. */
const struct lowering *lower_find(int code, enum target t, enum dtype dt);

/* The host reference of op CODE. */
const struct lhost *lower_host(int code);

/* Does some a2a3 recipe of op CODE use a temporary tile (so that the
 * spec may name one with 'tmp')? */
int lower_takes_tmp(int code, enum target t);
/* ... on some target. */
int lower_takes_tmp_any(int code);

/* Check the table: every device row of an op covers part of the op's
 * dtype set on that target, the rows cover all of it without overlap,
 * recipes end by writing D and name only temporaries they count.  A
 * violation is an internal error (diag_bug). */
void lower_check_table(void);

/* The temporary of a recipe that can live in the op's dst tile: the one
 * first written latest such that no later step reads a source that IS
 * the dst (ALIAS[j]: source j of the op is its dst tile), or -1.  The
 * other temporaries need tiles (a2a3) of their own. */
int lower_temp_in_dst(const struct lowering *lw, const int *alias);

#endif
