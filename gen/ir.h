/* ir.h - a kernel's plan for one target, as data (ir_).
 *
 * The planners (plan.c and plan_a2a3*.c, plan_a5*.c) make every decision
 * the templates need and record it here: UB addresses, buffering, the
 * instruction sequence per tile (repeats, masks, strides, count/normal
 * mode), barrier and flag placement, register fusion.  defs.c writes a
 * plan out as m4 records and the templates only spell it; cost.c models
 * its cycles.  Nothing here decides; ir.c holds the builders.
 */
#ifndef PTOGEN_IR_H
#define PTOGEN_IR_H

#include "cname.h"
#include "insn.h"
#include "lower.h"
#include "spec.h"
#include "split.h"

#define PLAN_MAX_OPERANDS 4

/* The generated kernel's count of rows in the current tile: the variable
 * counts and repeats are spelled in ("pgr_n * 60u"). */
#define PLAN_ROWS_VAR "pgr_n"
/* The row of a rows loop (IK_ROWS_BEGIN) being run: a count of one row
 * (ir_count_row) is spelled in it. */
#define PLAN_ROW_VAR "pgr_r"

/* A repeat or an element count of an a2a3 instruction, as a function of
 * the tile's valid rows n (PLAN_ROWS_VAR at run time):
 *
 *     v = (n * mul + add) / div,  then, with a window (cap > 0),
 *     v > off ? min(v - off, cap) : 0
 *
 * or (row) the same of the rows loop's row r instead of n (a count that
 * changes from row to row: ttri's triangle).
 *
 * The planner builds one with ir_count_*(), defs.c spells it in C for
 * the templates (ir_count_c) and cost.c evaluates it (ir_count_eval):
 * a count is data, never C text that something parses back. */
struct ir_count {
    int set;      /* 0: no count */
    int bare;     /* a constant spelled "1", not "1u" (repeat fields) */
    int mul, add; /* mul 0: the constant ADD */
    int row;      /* 1: of the rows loop's row pgr_r (pgr_r + ADD), not of the rows */
    int div;      /* >= 1 */
    int off, cap; /* the window; cap 0: none */
};

/* A tile resident in UB (device targets). */
struct ub_tile {
    int tile;         /* kernel tile index, or -1 for a scratch tile */
    const char *name; /* C-safe name: the tile's, or "tmp0", "cmpmask" */
    enum dtype dtype; /* element type (scratch: as used) */
    int bufs;         /* 1, or 2 when double-buffered (I/O tiles) */
    uint32_t addr;    /* byte address of buffer 0 */
    uint32_t size;    /* bytes per buffer */
    int pitch;        /* row pitch: elements, or bytes for masks */
    int rows;         /* storage rows */
    int needs_addr;   /* the code needs its UB address as a number */
    int bits;         /* a2a3 half / bfloat16: a scalar loop moves its elements as
                         uint16_t bits (a second pointer, pgr_ubb_<name>) */
    int dense;        /* a2a3 mask: rows packed back to back (pitch = GM row),
                         loaded in one burst: one bit stream for the tile;
                         a per-row tile: its values back to back, likewise */
    int bcast;        /* a2a3: read as a full tile's operand by broadcast
                         (enum plan_bcast) */
};

/* How an a2a3 step reads a tile that stands for a full one. */
enum plan_bcast {
    BC_NONE,
    BC_ROW, /* one 32-byte block per row, each the row's value (vbrcb's
               result): block stride 0, repeat stride one block */
    BC_COL  /* one row, the column values: repeat stride 0 */
};

/* What an instruction touches, for barrier placement: bytes [lo, hi) of
 * each row of a UB tile, in every row or only in the current loop row. */
struct access {
    int ub;      /* plan.ub index, or PLAN_RES_CMPMASK */
    int lo, hi;  /* byte range within a row */
    int per_row; /* 1: row r of a per-row loop only */
    int write;
};
#define PLAN_RES_CMPMASK (-2)
#define PLAN_MAX_ACCESS 5

/* An a5 vector register that holds no tile: a masked shift count, a
 * constant, an all-true predicate.  Instructions name it as tile index
 * kernel->ntiles + its index in plan.xreg. */
struct xreg {
    const char *name; /* pgr_... */
    const char *type; /* vector_u16, vector_bool, ... */
    int seg;          /* the a5 segment (scope) it is declared in */
};

/* An a5 segment: a __VEC_SCOPE__ per tile over ops of one lane width (a
 * conversion between widths runs at its wider side, its narrow side
 * loaded or stored in the segment's chunks), walking the tile
 * in chunks of one vector length; tiles pass between segments through UB. */
struct a5seg {
    int size;                 /* lane width, bytes (a conversion's wider side) */
    int narrow;               /* a widening's source size: loads UNPK, a second predicate */
    int narrows;              /* a narrowing's result size: stores PK */
    int elems;                /* elements per chunk */
    int chunks;               /* 2D mode: chunks per row */
    int paired;               /* 4-byte data with masks: the chunk loop walks pairs of
                                 64-lane chunks, one 16-byte-aligned mask load each */
    int pairs, tail;          /* paired, 2D mode: pairs per row, and a last single chunk */
    int colmajor;             /* per-col results: chunks outer, rows inner, so that a
                                 column's value stays in its register across the rows;
                                 the parts (PLAN_PART_*) are then once per chunk */
    const char *plt;          /* "plt_b16" */
    const char *plt_narrow;   /* a widening's source predicate: "plt_b16" */
    const char *vsts_dist;    /* "NORM_B16" */
    int first, end;           /* its instructions: plan.insn[first, end) */
    int body;                 /* it has instructions in each chunk (PLAN_PART_CHUNK, not
                                 prologue); 0: a segment of per-row (per-col) values
                                 alone, with no chunk loop (row loop) */
    int nest_first, nest_end; /* its loop nest: plan.nest[nest_first, nest_end) */
    int whole;                /* whole rows in registers (plan_a5_whole.c): each row's
                                 chunks unrolled, a register per tile and chunk */
    int once;                 /* hoisted (plan.a5_hoist): once per core before the
                                 tile loop, over the one row of per-col tiles */
    int sort;                 /* 1, no __VEC_SCOPE__: a tsort32's vbitsort calls
                                 on UB, a row at a time (plan_a5_sort.c); 2: a
                                 tscatter's scope a row (plan_a5_scatter.c) */
};
#define PLAN_PRED_NARROW (-2)

/* A node of an a5 segment's loop nest: the loops around its chunks and
 * what runs where in them, in program order (a loop's body up to its
 * NEST_END).  The planner decides the nest; a5/source.m4 spells it and
 * cost.c walks it, node by node, so the two cannot disagree on it. */
enum nest_kind {
    NEST_LEFT,  /* uint32_t pgr_left = COUNT: the lanes a predicate still
                   covers (a row's, or the tile's); a widening's pgr_left2 */
    NEST_ROWS,  /* for each valid row pgr_r of the tile: a block; with a
                   count, pgr_r below it (a transposed tile's rows) */
    NEST_LOOP,  /* for pgr_c below COUNT chunks or pairs: a block; BOUND
                   names the count computed before the loop, or is NULL */
    NEST_END,   /* the end of the innermost block */
    NEST_PLT,   /* the chunk's predicate, once for its rows (column-major) */
    NEST_PART,  /* the instructions of PART (PLAN_PART_ROW_PRE, _POST) */
    NEST_INSNS, /* the chunk's instructions, under a predicate set before */
    NEST_CHUNK, /* one chunk: its predicates, then its instructions */
    NEST_PAIR   /* a pair of chunks: their mask bytes, both chunks, the
                   pair's mask stores */
};

/* Which chunk a node's instructions address (a5/source.m4's offsets): a
 * chunk of a row or of the flat tile, a pair's halves, a row's odd last
 * chunk, a row's or a column-major chunk's once-per parts. */
enum nest_half { NEST_ONE, NEST_LO, NEST_HI, NEST_TAIL, NEST_ROW, NEST_COL };

struct nest {
    enum nest_kind kind;
    struct ir_count count; /* NEST_LEFT, NEST_LOOP: in PLAN_ROWS_VAR */
    const char *bound;     /* NEST_LOOP: "pgr_chunks", "pgr_pairs" or NULL */
    int part;              /* NEST_PART */
    enum nest_half half;   /* NEST_PART, NEST_INSNS, NEST_CHUNK */
};

/* Where in a row an a5 instruction runs (2D mode): in each chunk, once
 * before the row's chunks (a per-row value loaded, its ops, its
 * broadcast, an accumulator set), or once after them (a reduction
 * finished, ops on its result, a per-row store).  In a column-major
 * segment (a5seg.colmajor) the same parts run once per chunk, before and
 * after its rows: per-col values loaded, computed, reduced into, stored. */
enum { PLAN_PART_CHUNK, PLAN_PART_ROW_PRE, PLAN_PART_ROW_POST };

/* A C helper function a target's source needs (host and a2a3). */
struct helper {
    const char *kind; /* "sconv", "f16", "add", "shr", ... */
    enum dtype dtype;
};

/* An operand of a vector instruction: a UB tile viewed as dtype VIEW,
 * starting COL elements into the row, and ROW_STEP elements further per
 * loop row (0 outside per-row loops). */
struct operand {
    int ub;       /* index into plan.ub */
    int view;     /* the dtype its elements are read as, or PLAN_OWN */
    int col;      /* element offset of the first element */
    int row_step; /* elements per row in a per-row loop, else 0 */
};
/* An operand read as its own tile's dtype. */
#define PLAN_OWN (-1)

/* The pipes a flag orders (IK_FLAG), as the templates name them
 * (ir_pipe_name). */
enum plan_pipe { PLAN_PIPE_NONE, PLAN_PIPE_S, PLAN_PIPE_V, PLAN_PIPE_MTE2, PLAN_PIPE_MTE3 };
const char *ir_pipe_name(enum plan_pipe pipe);

/* A step of a device kernel's tile loop (common/kernel.m4's
 * pg_tile_loop): a flag set or waited on between two pipes, or the
 * tile's loads, vector body or stores.  Steps BEFORE the loop pre-signal
 * what its first wait needs and steps AFTER it drain that; with two
 * buffers each runs once per event.  The planner lists them,
 * kernel.m4 spells them and cost.c charges them, so the sync the
 * model assumes is the sync the code has. */
enum tstep_kind { TSTEP_SET, TSTEP_WAIT, TSTEP_LOADS, TSTEP_BODY, TSTEP_STORES };
enum tstep_where { TSTEP_BEFORE, TSTEP_EACH, TSTEP_AFTER };
struct tstep {
    enum tstep_kind kind;
    enum tstep_where where;
    enum plan_pipe from, to; /* TSTEP_SET, TSTEP_WAIT */
};
#define IR_MAX_TSTEPS 16

/* A row split into chunks (split.h) on a device: the instruction lists
 * its tile loop runs, each a range of plan.insn.  A pass walks the row's
 * chunks with its CHUNK body (and its TAIL body on a last chunk narrower
 * than the others); a SECTION runs once a row block, before pass PASS
 * (or after the last): the ops on per-row values, the folds of the
 * reductions the pass before accumulated, the carries the next starts.
 * An a5 body is a run of segments (plan.segs) instead.  BODY_ONCE: a5's
 * ops hoisted out of the tile loop (plan.a5_hoist), whole rows only. */
enum body_kind { BODY_SECTION, BODY_CHUNK, BODY_TAIL, BODY_ONCE };
struct body {
    enum body_kind kind;
    int pass;
    int first, end; /* a2a3: plan.insn[first, end); a5: plan.segs[first, end) */
};

enum insn_kind {
    IK_OPBEGIN, /* comment: which spec op the following lowers */
    IK_MODE_COUNT,
    IK_MODE_NORM,
    IK_MASK,       /* set_vector_mask(hi, lo) */
    IK_COUNT,      /* set_vector_mask(0, count) in counter mode */
    IK_VBIN,       /* vadd-shaped: dst, src0, src1 */
    IK_VUN,        /* vnot-shaped: dst, src0 */
    IK_VSCA,       /* vadds-shaped: dst, src0, scalar */
    IK_VDUP,       /* vector_dup(dst, value) */
    IK_CMPMASK,    /* set_cmpmask(src0) */
    IK_VSEL,       /* vsel tensor-tensor mode */
    IK_VCMP,       /* vcmpv_*: dst mask bits, src0, src1 */
    IK_VCMPS,      /* vcmpvs_*: dst mask bits, src0, scalar */
    IK_BARRIER,    /* pipe_barrier(PIPE_V) */
    IK_FLAG,       /* set_flag + wait_flag pair between two pipes */
    IK_ROWS_BEGIN, /* for each valid row r of the tile (from count_expr, if set) */
    IK_ROWS_END,
    IK_SLOOP, /* scalar-pipe loop over the valid region: name(s0, ...) per element */
    /* a5 register ops (inside the chunk loop) */
    IK_VLDS, /* load a tile's chunk into its register */
    IK_PLDS, /* load a mask tile's chunk into its predicate */
    IK_VOP,  /* register op: name dst, src0[, src1][, scalar] */
    IK_VSTS, /* store a register to its tile's chunk */
    IK_PSTS, /* store a mask tile's predicate (packed bits) to its chunk */
    /* a2a3 again */
    IK_SSTORE,  /* the scalar unit stores the scalar into UB tile d */
    IK_VSELS,   /* vsel tensor-scalar mode: dst, src0, select bits (s1) */
    IK_VRED,    /* vcadd-shaped: one value per repeat into dst; stride[0] is
                   dst's repeat stride in elements */
    IK_VBRCB,   /* vbrcb: 8 values per repeat into 8 blocks of dst */
    IK_VGATHER, /* vgather: dst, byte offsets (s0), the source row's address (s1) */
    IK_VSORT,   /* vbitsort: dst pairs, values (s0), u32 indices (s1), repeat */
    IK_VMRG,    /* vmrgsort4: dst pairs, the first list (s0); scalar: the lists'
                   initializer from pgr_ml (s0), mask_lo the count, mask_hi the
                   config; repeat: the 32-byte blocks written (the cost) */
    IK_VASET,   /* set_va_reg_sb of a VA pair (name: its first register), the 16
                   block addresses of operand d at element offsets scalar(pgr_j) */
    IK_VNCHW,   /* scatter_vnchwconv_b16/b32 (name) from VA2/VA3 into VA0/VA1;
                   stride[0], stride[1]: the dst and source strides in blocks */
    IK_VSCAT,   /* a5 tscatter's scope of a row: dst (d), data (s0), u32 indices
                   (s1); count the valid columns; scalar the data register;
                   b32 4-byte data; dist the data's load (NORM, UNPK_*) */
    IK_UBCOPY,  /* copy_ubuf_to_ubuf: repeat bursts of 8 blocks (a repeat's 256
                   bytes) from s0 to d, rows stride[1] and stride[0] blocks apart */
    IK__COUNT
};

struct insn {
    enum insn_kind kind;
    int op;           /* spec op index this belongs to, or -1 */
    enum insn_id id;  /* the intrinsic (insns.def), or INSN_NONE */
    const char *name; /* its spelling (vadd; a conversion's in full), or a
                         helper's name (IK_SLOOP), a comment (IK_OPBEGIN) */
    int cvt;          /* INSN_VCONV: its conversion row (insn_vconv) */
    int nopnd;
    struct operand opnd[PLAN_MAX_OPERANDS]; /* dst first */
    struct ir_count repeat;                 /* a2a3: repeats (unset: 0) */
    int stride[PLAN_MAX_OPERANDS];          /* repeat strides, 32-byte blocks */
    const char *scalar;                     /* C expression of a scalar operand */
    uint64_t mask_hi, mask_lo;
    enum plan_pipe pipe_src, pipe_dst; /* IK_FLAG */
    int tile[PLAN_MAX_OPERANDS];       /* a5: kernel tile indices */
    int ntile;
    int b32;          /* IK_PLDS: 4-byte data needs punpack; IK_VSCAT: 4-byte data */
    const char *dist; /* a5 IK_VLDS, IK_VSTS: NORM, UNPK_B16, PK_B32, NORM_B16, ...;
                         vci: its first lane's index if fixed (else the chunk's) */
    int mask_tile;    /* a5 vsel: the mask tile (predicate) */
    int prologue;     /* a5: once per __VEC_SCOPE__, before the chunk loop */
    int kcap;         /* a5 IK_VLDS of a tile whose rows hold fewer chunks than the
                         loop walks (a narrow source): the later chunks load its
                         last one again, lanes the op discards, so that no load
                         reads further past the tile than the tail reserve; 0: none */
    int pred;         /* a5 IK_VOP: predicate register (an xreg), -1: the chunk's,
                         PLAN_PRED_NARROW: a widening's source predicate */
    const char *rview[PLAN_MAX_OPERANDS]; /* a5: register operand seen as this type */
    int part;                             /* a5: where in a row it runs (PLAN_PART_*) */
    const char *mode;                     /* a5 IK_VOP: MODE_MERGING, or NULL for MODE_ZEROING */
    struct ir_count count; /* IK_COUNT: the element count; IK_ROWS_BEGIN: the first row;
                              IK_SLOOP: the columns it walks */
    unsigned blk0;         /* a2a3: bit K set: operand K's block stride is 0 */
    int nacc;
    struct access acc[PLAN_MAX_ACCESS];
};

struct plan {
    const struct kernel *k;
    enum target target;
    int ub_capacity;  /* bytes usable for tiles */
    int ub_used;      /* bytes allocated */
    int dbuf;         /* I/O double-buffered */
    int uses_scratch; /* a2a3 hidden scratch [184K, 192K) */
    int contiguous;   /* every tile's valid columns fill its rows */
    int vrows, vcols; /* the kernel's valid tile shape */
    int nub;
    struct ub_tile *ub;
    int *tile_ub; /* kernel tile -> ub index, -1 if not in UB */
    int ninsn;
    int insn_cap; /* entries allocated in insn */
    struct insn *insn;
    /* a5: the segments (scopes) of the tile body */
    int nseg;
    struct a5seg *segs;
    int cur_seg;        /* the segment being planned */
    int a5_part;        /* PLAN_PART_* of the instructions being added */
    int a5_pred;        /* a5: the predicate of new register ops (-1: the chunk's) */
    int a5_pred_narrow; /* a5: a widening's source predicate (PLAN_PRED_NARROW:
                           the chunk's pgr_pw; in a row's part, an xreg) */
    int *a5_reg;        /* a5, per tile: the register a source tile is read from
                           instead of its own (a per-row value's broadcast), or -1 */
    int nnest, nest_cap;
    struct nest *nest; /* a5: the segments' loop nests (grown as needed) */
    int ntstep;
    struct tstep tstep[IR_MAX_TSTEPS]; /* devices: the tile loop (ir_tile_loop) */
    int nxreg;
    struct xreg *xreg; /* a5: registers that hold no tile (grown as needed) */
    int xreg_cap;
    int tail_reserve;     /* UB bytes kept free after the last tile */
    int shr_vector;       /* a2a3: 16/32-bit tile-tile shifts on the vector pipe */
    int trans_loop;       /* a2a3: every ttrans as the scalar loop (the padded
                             per-trans tiles of scatter_vnchwconv do not fit) */
    int sel_stream;       /* a2a3: TSEL as one vsel per tile over dense mask bits */
    const char *shr_form; /* a2a3: "vector", "scalar loop", or NULL: no tile-tile shift */
    int mask_bits;        /* a2a3: scratch tile of a mask output's clean-up, or -1 */
    int vec_shape;        /* a2a3: the shape of the op being lowered: PER_FULL,
                             or PER_ROW, PER_COL for an elementwise op on vector
                             tiles (then contiguous: pgr_n or vcols values) */
    int ctrl_sat;         /* a conversion needs CTRL set (a2a3: bit 59, saturation;
                             a5: bit 60, RS_* decide), then restored */
    int nhelpers;
    struct helper *helpers; /* grown as needed */
    int helpers_cap;
    const char **scalar_expr; /* per op: C expression of its scalar, or "" */
    int host_staged;          /* host: vector tiles, so one tile iteration of
                                 every tile in arrays, op after op */
    long host_stack;          /* host, staged: the bytes of those arrays */
    struct split split;       /* rows split into chunks (split.h); chunk 0: whole rows */
    int split_tail;           /* a split row's last chunk, when narrower, else 0 */
    int nbody;
    struct body *bodies; /* devices, a split row: its code (grown as needed) */
    int *split_acc;      /* devices, per op: a split row reduction's carry (UB), or -1 */
    int nhoist;          /* devices: ops run once per core before the tile loop
                            (ir_hoistable), not in it */
    int hoist_end;       /* devices: plan.insn[0, hoist_end) are theirs; the tile
                            body is plan.insn[hoist_end, ninsn) */
    int hoist_segs;      /* a5: plan.segs[0, hoist_segs) are theirs, the tile
                            body's scopes the rest */

    /* a5, per op: hoisted (ir_hoistable, unless a5 hoists none), or NULL */
    unsigned char *a5_hoist;
};

/* The most instructions the a2a3 code of one tile may have (barriers,
 * mode and mask changes included).  Each op lowers to 1-200 of them, and
 * the templates spell each from a few dozen m4 records, so this bounds
 * the generation time and the size of the output. */
#define PLAN_MAX_INSNS 16384

/* VIEW_DT, or PLAN_OWN when a tile of TILE_DT has its C type already. */
int ir_view(enum dtype tile_dt, enum dtype view_dt);
/* The dtype operand O of P reads: its view, else its tile's. */
enum dtype ir_opnd_dtype(const struct plan *p, const struct operand *o);

/* Counts: the constant C (BARE: spelled without 'u'), N * MUL rows,
 * (N * MUL + ADD) / DIV, and the window [OFF, OFF + CAP) of a count. */
struct ir_count ir_count_const(int c, int bare);
struct ir_count ir_count_rows(int mul);
struct ir_count ir_count_ceil(int mul, int add, int div);
struct ir_count ir_count_window(struct ir_count c, int off, int cap);
/* r + ADD for the rows loop's row r (PLAN_ROW_VAR); ir_count_eval takes r. */
struct ir_count ir_count_row(int add);
int ir_count_eq(struct ir_count a, struct ir_count b);
/* C's spelling of C in PLAN_ROWS_VAR ("pgr_n * 64u", "32u", "1"). */
const char *ir_count_c(struct ir_count c);
/* C's value for ROWS valid rows (a row count: for row ROWS), in C's
 * unsigned arithmetic. */
unsigned long long ir_count_eval(struct ir_count c, int rows);

/* IN calls intrinsic ID: its id and its insns.def spelling.  An A2/A3
 * conversion is INSN_VCONV with its row ROW of insn_vconv. */
void ir_insn_set(struct insn *in, enum insn_id id);
void ir_insn_conv(struct insn *in, int row);

/* The C expression of op I's scalar operand on the plan's target. */
const char *ir_scalar_expr(const struct plan *p, int i);

/* The a5 register type of a dtype ("vector_s16"; a mask: vector_bool). */
const char *dtype_vreg(enum dtype dt);

/* Device C spelling of a dtype ("half", "bfloat16_t", "int16_t"). */
const char *dtype_dctype(enum dtype dt);

/* printf into a new string (never freed: plans live until exit) */
char *ir_fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

/* The scalar C helper KIND for DT is needed (host and a2a3 scalar loops). */
void ir_need_helper(struct plan *p, const char *kind, enum dtype dt);

/* The helper computing op CODE on DT (lower_host), and the conversions
 * it uses. */
void ir_need_op_helper(struct plan *p, int code, enum dtype dt);

/* tcvt O from SRC to DST: its rounding mode's name, 'none' resolved
 * ("trunc" for float to integer, else "rint"). */
const char *ir_cvt_mode(const struct op *o, enum dtype src, enum dtype dst);
enum round_mode ir_cvt_round(const struct op *o, enum dtype src, enum dtype dst);

/* The host helper of tcvt O (pgr_cvt_<src>_<mode>_<dst>) and what it uses. */
void ir_need_cvt_helper(struct plan *p, const struct op *o);

/* The host helper of treshape O (pgr_reshape_<src>_<dst>: memcpy of an
 * element). */
void ir_need_reshape_helper(struct plan *p, const struct op *o);

/* The C expression of the integer V as a scalar operand of dtype DT. */
const char *ir_int_scalar(const struct plan *p, enum dtype dt, long long v);

/* The dtype a step's view V makes of the op's dtype DT. */
enum dtype ir_view_dtype(enum lview v, enum dtype dt);

/* V as a C literal of the type SUFFIX names ("f": float, "": double):
 * the shortest decimal that reads back as V, the non-finite values as the
 * compilers' builtins (nan: the quiet NaN with the sign bit clear, not
 * 0.0f / 0.0f, which x86 makes negative). */
const char *ir_real_literal(double v, const char *suffix);

/* Step S of a scalar expression SC (SC_EXPR) as a C statement: its
 * operation in float, "const float pgr_s3_0 = beta1 * 0.5f;" (one
 * statement each, so no compiler contracts two into an fma). */
const char *ir_expr_stmt(const struct kernel *k, const struct scalar *sc, int s);

/* Is step S of op I's recipe left out?  A shift's second step by
 * LSC_COUNT_OUT when the count is a literal below W (a shift by 0). */
int ir_step_skipped(const struct plan *p, int i, const struct lstep *s);

/* The C expression of scalar SC of a step of op I, in the step's VIEW
 * (NULL for none). */
const char *ir_step_scalar(const struct plan *p, int i, enum lscalar sc, enum dtype view);
/* The same for step S of op I's recipe, whose scalar may be its own
 * constant (LSC_K: a float literal of VIEW, a float dtype). */
const char *ir_lstep_scalar(const struct plan *p, int i, const struct lstep *s, enum dtype view);

/* Bytes of a mask tile row of COLS bits: whole bytes, 32-byte aligned. */
int ir_mask_pitch(int cols);

/* A per-pairs tile's UB pitch in elements: whole blocks of 32 pairs, as
 * vbitsort writes a short last block's 32 pairs too (a2a3 and a5). */
int ir_pairs_pitch(const struct kernel *k, const struct tile *tl);

/* tmrgsort's row of N pairs as merges of vmrgsort4 (a2a3 and a5 alike):
 * passes of 4-way merges from runs of 32 pairs to runs of 128, 512, ...
 * until one, between src, a scratch row and dst so that the last pass
 * writes dst.  Each step moves pairs from FROM to TO (IR_MRG_*) at pair
 * AT of both: NLISTS lists of LEN[] pairs back to back, REPEAT times (4
 * lists of one length each a repeat), or with NLISTS 0 a copy of LEN[0]
 * pairs (at most 32). */
enum { IR_MRG_SRC, IR_MRG_SCRATCH, IR_MRG_DST };
struct ir_mrg {
    int from, to, at, nlists, len[4], repeat;
};
#define IR_MRG_MAX 64
/* The passes of a row of N pairs (0: one run, a copy; 2 or more need the
 * scratch row); ir_mrg_steps: the steps into ST, returns how many. */
int ir_mrg_passes(int n);
int ir_mrg_steps(int n, struct ir_mrg *st);
/* Merge step S (nlists > 0) of op I as a vmrgsort4, as pto-isa's
 * a2a3/TMrgSort.hpp and a5/TMrgSort.hpp call it: mask_lo the count (the
 * lists' lengths, 16 bits each), mask_hi the config (the repeat in bits
 * 7:0, lists 0..n-1 in bits 11:8, no exhausted suspension), scalar the
 * lists' addresses from pgr_ml (the first list, operand s0), E elements a
 * pair; repeat: the 32-byte blocks of pairs written (the cost).  The
 * caller sets its two operands (dst, the first list). */
struct insn *ir_mrg_insn(struct plan *p, int i, const struct ir_mrg *s, int e);

/* A UB tile; returns its index in p->ub. */
int ir_add_ub(struct plan *p, int tile, const char *name, enum dtype dt, int rows, int pitch,
              int bufs);

/* Tile T is read or written by some op, or is I/O. */
int ir_tile_used(const struct kernel *k, int t);

/* Which of K's ops compute the same values in every tile, so that a
 * device may run them once per core before its tile loop (HOIST[i] 1):
 * an op whose dst is a per-col tile, with no spec 'tmp', reading only
 * per-col inputs and tiles every writer of which is such an op (literal
 * and param scalars are the same for every tile); each tile such an op
 * writes is written by such ops alone, and every other op that reads it
 * comes after its last writer (so it reads the final value, as in the
 * loop).  Run in spec order among themselves, they leave every tile they
 * write as each tile's iteration would.  A target may hoist fewer: one
 * whose lowering is not free of the tile's rows keeps it in the loop
 * (a2a3 then keeps all; a5 keeps all when one touches a mask, or when
 * their results do not fit UB beside the loop's tiles as these fit
 * without them); rows split into chunks keep all on both.
 * Returns how many are marked. */
int ir_hoistable(const struct kernel *k, unsigned char *hoist);

/* Give every UB tile its address, double-buffering I/O if it fits in
 * CAPACITY; 0, or 1 after a diagnostic.  ir_fit_ub: the same without
 * one, and (DBUF_ONLY) only double-buffered. */
int ir_place_ub(struct plan *p, int capacity);
int ir_fit_ub(struct plan *p, int capacity, int dbuf_only);

/* The bytes of a row reduction's lanes: one vector instruction's repeat
 * (A2/A3) or register (A5), the pinned order's lane count times the
 * element size (docs/semantics.md). */
#define IR_LANE_BYTES 256

/* The UB carries of K's split row reductions (p->split): a row of
 * IR_LANE_BYTES per row of the tile each, in p->split_acc (-1 for the
 * other ops). */
void ir_add_carries(struct plan *p, const struct kernel *k);

/* Append a body of KIND for PASS over instructions [FIRST, END). */
void ir_add_body(struct plan *p, enum body_kind kind, int pass, int first, int end);

/* Append a loop-nest node of KIND (its other fields zero). */
struct nest *ir_add_nest(struct plan *p, enum nest_kind kind);

/* Append an instruction of KIND for spec op OP (-1: none). */
struct insn *ir_add_insn(struct plan *p, enum insn_kind kind, int op);

/* An empty plan of K for T, whose ops' scalars are SCALAR_EXPR (shared,
 * never freed by ir_release); every array it will own starts empty. */
void ir_init(struct plan *p, const struct kernel *k, enum target t, const char **scalar_expr);
/* Free what a device lowering allocated (not the shared scalar_expr). */
void ir_release(struct plan *p);

/* The C expression of scalar SC in dtype DT on target T (plan_build
 * spells each op's once, into scalar_expr). */
const char *ir_scalar_spell(const struct kernel *k, enum target t, enum dtype dt, struct scalar sc);
/* Sort the helpers in the order their C definitions need. */
void ir_sort_helpers(struct plan *p);

#endif
