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

/* The dtypes, as gen/dtypes.def lists them (gen/dtype.c: their facts). */
enum dtype {
#define DTYPE(id, name, hctype, dctype, size, is_float, is_signed, utype, sint, uint, vreg) DT_##id,
#include "dtypes.def"
#undef DTYPE
    DT__COUNT
};

/* dtype sets, as used by ops.def */
#define DTS(dt) (1u << (dt))
#define DTS_I8 DTS(DT_I8)
#define DTS_U8 DTS(DT_U8)
#define DTS_I16 DTS(DT_I16)
#define DTS_U16 DTS(DT_U16)
#define DTS_I32 DTS(DT_I32)
#define DTS_U32 DTS(DT_U32)
#define DTS_F16 DTS(DT_F16)
#define DTS_BF16 DTS(DT_BF16)
#define DTS_F32 DTS(DT_F32)
#define DTS_INT8 (DTS_I8 | DTS_U8)
#define DTS_INT16 (DTS_I16 | DTS_U16)
#define DTS_INT32 (DTS_I32 | DTS_U32)
#define DTS_INT (DTS_INT8 | DTS_INT16 | DTS_INT32)
#define DTS_B16 (DTS_INT16 | DTS_F16 | DTS_BF16)
#define DTS_B32 (DTS_INT32 | DTS_F32)
#define DTS_NONE 0u

/* ORDER: target_names in spec.c */
enum target { TGT_A2A3, TGT_A5, TGT_HOST, TGT__COUNT };

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
    /* the reductions and broadcasts: from here on (plan.c relies on it) */
    OPF_ROWREDUCE, /* dst (per-row), src (full) */
    OPF_COLREDUCE, /* dst (per-col), src (full) */
    OPF_ROWEXPAND, /* dst (full), src (per-row) */
    OPF_COLEXPAND, /* dst (full), src (per-col) */
    OPF_ROWBINARY, /* dst (full), src: [src0, src1], one full, one per-row */
    OPF_COLBINARY, /* dst (full), src: [src0, src1], one full, one per-col */
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
    unsigned dtypes[TGT__COUNT]; /* DTS_* set per target; host: the devices'
                                    union and the op's own host set */
    const char *doc;
};
extern const struct op_info op_table[OP__COUNT];

/* What a tile holds per tile iteration of the kernel: a full tile, one
 * value per row of the kernel's tiles, or one per column. */
enum tile_per { PER_FULL, PER_ROW, PER_COL };

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
};

struct param {
    const char *name;
    struct loc loc;
    enum dtype dtype; /* f16/bf16 params are passed as float */
};

enum scalar_kind { SC_NONE, SC_INT, SC_FLOAT, SC_PARAM };

struct scalar {
    enum scalar_kind kind;
    long long ival;   /* SC_INT */
    double fval;      /* SC_FLOAT */
    const char *text; /* literal as written (validated number) */
    int param;        /* SC_PARAM: index into kernel.params */
    struct loc loc;
};

#define OP_MAX_SRC 3

/* ORDER: spec_cmp_values (specops.c) */
enum cmp_mode { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE };
/* The rounding modes of tcvt, as gen/rounds.def lists them. */
enum round_mode {
#define ROUND(id, name, a2a3, a5) RND_##id,
#include "rounds.def"
#undef ROUND
    RND__COUNT
};

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
};

/* The most ops a kernel may have.  Generation time and output size grow
 * with the ops (a2a3 lowers each to up to ~200 instructions, and each
 * instruction is a few dozen m4 records), and no tile kernel needs more;
 * a longer chain is better split into several kernels. */
#define SPEC_MAX_OPS 1024

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

/* "tile 'a'", "tiles 'a' and 'b'", "tiles 'a', 'b', 'c' and 2 more":
 * the tiles T[0..N) of K, into BUF. */
const char *spec_tiles_phrase(const struct kernel *k, const int *t, int n, char *buf, size_t size);

/* Are A and B the same place of the same file? */
int spec_same_loc(struct loc a, struct loc b);

/* Is param P of K the scalar of some op? */
int spec_param_used(const struct kernel *k, int p);

/* Is tile T one of K's inputs or outputs? */
int spec_is_io(const struct kernel *k, int t);

/* "full", "per-row", "per-col" */
const char *spec_per_name(enum tile_per per);

/* The facts of a rounding mode (gen/rounds.def; dtype.c). */
const char *round_name(enum round_mode r);  /* "floor" */
const char *round_a2a3(enum round_mode r);  /* a vconv's suffix: "f" */
const char *round_a5(enum round_mode r);    /* the A5 tag: "ROUND_F", or NULL */

/* The facts of a dtype (gen/dtypes.def says what each is; dtype.c). */
const char *dtype_name(enum dtype dt);   /* "i16" */
const char *dtype_ctype(enum dtype dt);  /* host C type: "int16_t", f16 -> "uint16_t" */
const char *dtype_dctype(enum dtype dt); /* device C type: "int16_t", f16 -> "half" */
const char *dtype_utype(enum dtype dt);  /* unsigned C type of its width: "uint16_t" */
const char *dtype_vreg(enum dtype dt);   /* a5 register type: "vector_s16" */
int dtype_size(enum dtype dt);           /* bytes; mask -> 1 */
int dtype_is_float(enum dtype dt);
int dtype_is_signed(enum dtype dt);
enum dtype dtype_sint(enum dtype dt); /* the signed integer dtype of its width */
enum dtype dtype_uint(enum dtype dt); /* the unsigned one */
/* Do A and B have the same C type (DEVICE: the device's, else the
 * host's)? */
int dtype_same_ctype(enum dtype a, enum dtype b, int device);
/* The dtype named NAME (its dtypes.def spelling), or -1. */
int dtype_lookup(const char *name);
const char *target_name(enum target t); /* "a2a3" */
int target_lookup(const char *name);    /* -1 if unknown */
/* The targets of SET (1u << enum target) in enum order, SEP between
 * them ("a5, host" for ", "), into BUF. */
const char *target_set_str(unsigned set, const char *sep, char *buf, size_t size);

#endif
