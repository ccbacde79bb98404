/* spec.h - the kernel description every phase after loading works on.
 *
 * spec_load() turns a YAML file into a struct kernel whose every field has
 * passed the schema check (known keys, kinds, enums, names resolved to
 * indices).  Target legality is checked later by rules_check().
 * Tiles, params and ops keep the file:line:col of the node that made them.
 */
#ifndef PTOGEN_SPEC_H
#define PTOGEN_SPEC_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "dtype.h"
#include "op.h"
#include "target.h"

/* What a tile holds per tile iteration of the kernel: a full tile, one
 * value per row of the kernel's tiles, one per column, or the full tile
 * transposed (per-trans: vc rows of vr columns, the tile loop walking
 * its columns: docs/spec.md, *Transposed tiles*), or per-pairs: vr rows
 * of vc 8-byte (value, index) pairs, tsort32's output (docs/spec.md,
 * *Sorted pairs*). */
enum tile_per { PER_FULL, PER_ROW, PER_COL, PER_TRANS, PER_PAIRS };

struct tile {
    const char *name;
    struct loc loc; /* the tile's key in 'tiles' */
    enum dtype dtype;
    enum tile_per per;    /* a vector tile (per-row, per-col), or full */
    struct loc per_loc;   /* its 'per' value */
    int rows, cols;       /* storage shape, elements */
    int vrows, vcols;     /* valid (computed) region, top-left */
    struct loc shape_loc; /* where rows/cols came from (tile or default) */
    struct loc cols_loc;  /* the value cols came from (the tile's or 'tile''s) */
    struct loc vrows_loc; /* the value the valid rows came from */
    /* 'stride': the row pitch of an input or output in global memory,
     * elements; stride_param >= 0: the u32 param holding it, else STRIDE,
     * or 0 when dense (the valid columns) */
    int stride, stride_param;
    struct loc stride_loc;
};

struct param {
    const char *name;
    struct loc loc;
    enum dtype dtype; /* f16/bf16 params are passed as float */
};

enum scalar_kind { SC_NONE, SC_INT, SC_FLOAT, SC_PARAM, SC_EXPR };

/* An operand of a scalar expression's operation: a literal, a param, or
 * the result of an earlier operation. */
struct soperand {
    enum { SO_LIT, SO_PARAM, SO_STEP } kind;
    double f;  /* SO_LIT */
    int index; /* SO_PARAM: into kernel.params; SO_STEP: into the steps */
};

/* One operation of a scalar expression: + - * /, or 'n' (-a). */
struct sstep {
    char op;
    struct soperand a, b;
};

struct scalar {
    enum scalar_kind kind;
    long long ival;            /* SC_INT */
    double fval;               /* SC_FLOAT */
    const char *text;          /* as written (a validated number, a name, an expression) */
    int param;                 /* SC_PARAM: index into kernel.params */
    const struct sstep *steps; /* SC_EXPR: its operations in order, the last one its value */
    int nsteps;
    const char *var; /* SC_EXPR: the C variable of its value, pgr_s<op> */
    struct loc loc;
};

#define OP_MAX_SRC 3

/* ORDER: spec_cmp_values (specops.c) */
enum cmp_mode { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE };

struct op {
    enum opcode code;
    struct loc loc; /* the op's mapping (its '- {' line) */
    int dst;        /* tile index */
    struct loc dst_loc;
    int nsrc;
    int src[OP_MAX_SRC]; /* tile indices */
    struct loc src_loc[OP_MAX_SRC];
    int mask; /* tile index or -1 */
    struct loc mask_loc;
    int tmp; /* tile index or -1 (then allocated if needed) */
    struct loc tmp_loc;
    struct scalar scalar; /* kind SC_NONE if absent */
    int cmp;              /* enum cmp_mode, or -1 if the op takes none */
    struct loc cmp_loc;
    int round; /* enum round_mode, or -1 if the op takes none */
    struct loc round_loc;
    int descending; /* an index op's direction (0, 1), or -1 if the op takes none */
    struct loc descending_loc;
    int upper;    /* a triangle's side: 0 lower, 1 upper; -1 if the op takes none */
    int diagonal; /* a triangle's diagonal offset (0: the main diagonal) */
    struct loc upper_loc, diagonal_loc;
    int quant; /* tquant's mode: 0 sym (i8), 1 asym (u8, a per-row offset); -1 if none */
    struct loc quant_loc;
    int pad; /* tfillpad's pad value (enum pad_kind); -1 if the op takes none */
    struct loc pad_loc;
    /* pto: the composite op this one is a step of, "tsigmoid, step 4 of 8"
     * (plan_pto_steps), or NULL */
    const char *step_of;
};

/* tfillpad's 'pad' (spec_pad_values), pto-isa's PadValue: per dtype the
 * value spec_pad_bits gives (docs/semantics.md, *Padding*). */
enum pad_kind { PAD_ZERO, PAD_MIN, PAD_MAX };

/* The most ops a kernel may have.  Generation time and output size grow
 * with the ops (a2a3 lowers each to up to ~200 instructions, and each
 * instruction is a few dozen m4 records), and no tile kernel needs more;
 * a longer chain is better split into several kernels. */
#define SPEC_MAX_OPS 1024
/* A tile's storage shape: rows, columns (a row of an LLM vocabulary fits)
 * and bytes (which keeps every size derived from one in an int). */
#define SPEC_MAX_ROWS 4096
#define SPEC_MAX_COLS 262144
#define SPEC_MAX_TILE_BYTES (64L << 20)
/* A literal 'stride': a GM gap of (stride - columns) x 4 bytes fits the
 * devices' 32-bit gap fields. */
#define SPEC_MAX_STRIDE (1L << 28)

struct kernel {
    const char *file; /* spec path as given on the command line */
    const char *name; /* C identifier */
    struct loc name_loc;
    const char *doc;    /* may be NULL */
    struct loc loc;     /* the document's root mapping */
    uint32_t spec_hash; /* FNV-1a of the spec bytes, for the header */

    int ntiles;
    struct tile *tiles; /* spec order */
    int vrows, vcols;   /* the kernel's valid tile shape: its full inputs' and
                           outputs' (else the valid shape in 'tile') */
    int nparams;
    struct param *params;
    int ninputs, noutputs;
    int *inputs, *outputs; /* tile indices, spec order */
    struct loc *input_locs, *output_locs;
    int nops;
    struct op *ops;

    /* 'targets': the set (1u << enum target) the spec may be generated
     * for; every target when the key is absent (targets_loc.line == 0) */
    unsigned targets;
    struct loc targets_loc;

    /* 'tolerance': the harness compares every target with a float64
     * evaluation of the ops, |got - ref| <= abs + rel * |ref|; absent when
     * tol.loc.line == 0 */
    struct tolerance {
        struct loc loc;
        double rel, abs;
        double *param_value; /* per param: its value in those cases */
    } tol;
};

/* Is T a vector tile (per-row or per-col)? */
#define TILE_IS_VECTOR(t) ((t)->per != PER_FULL)

/* Load, parse and schema-check PATH.  Returns NULL after printing
 * diagnostics on any error.  The result lives until exit. */
struct kernel *spec_load(const char *path);

/* Rewrite the ops of K that have no lowering of their own (LS_EXPANDED:
 * tdequant, tquant) into the ops they stand for, adding the hidden tiles they
 * need (specexpand.c); after rules_check, before any planner. */
void spec_expand(struct kernel *k);

/* K for device T's planner: a copy whose trowmax, trowmin, tcolmax and
 * tcolmin T lowers through a wider dtype (ops.def's LS_EXPANDED rows:
 * 8-bit data through half, bf16 through float) are tcvt, the op on the
 * wide dtype and tcvt back in hidden tiles, or K itself when it has none
 * (specexpand.c).  The copy lives until exit. */
const struct kernel *spec_widen_extremes(const struct kernel *k, enum target t);

/* "tile 'a'", "tiles 'a' and 'b'", "tiles 'a', 'b', 'c' and 2 more":
 * the tiles T[0..N) of K, into BUF. */
const char *spec_tiles_phrase(const struct kernel *k, const int *t, int n, char *buf, size_t size);

/* Are A and B the same place of the same file? */
int spec_same_loc(struct loc a, struct loc b);

/* Is param P of K the scalar of some op, or a tile's stride? */
int spec_param_used(const struct kernel *k, int p);

/* Is tile T one of K's inputs or outputs? */
int spec_is_io(const struct kernel *k, int t);

/* Is tile T narrow: a full data tile of the kernel's valid rows but fewer
 * valid columns (vc' < vc)?  Only an input may be, read only by the
 * tpart ops (spec_op_partial), which combine it with a tile of the
 * kernel's shape column by column where both have the column. */
int spec_is_narrow(const struct kernel *k, const struct tile *t);

/* Does CODE read a narrow source: one of the tpart ops (tpartadd,
 * tpartmax, tpartmin, tpartmul), or tfillpad? */
int spec_op_partial(enum opcode code);

/* The bits of tfillpad's pad value PAD (enum pad_kind) in dtype DT, of
 * DT's size: 0; min: -inf for floats, the lowest value for integers;
 * max: +inf, the highest (docs/semantics.md). */
unsigned long long spec_pad_bits(enum dtype dt, int pad);

/* The source of op O that is narrow, or -1 (at most one is: specops.c). */
int spec_narrow_src(const struct kernel *k, const struct op *o);

/* The elements of tile T's valid row in global memory (a mask: its
 * ceil(vcols / 8) bytes). */
int spec_gm_row(const struct tile *t);

/* "full", "per-row", "per-col" */
const char *spec_per_name(enum tile_per per);

#endif
