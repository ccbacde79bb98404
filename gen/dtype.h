/* dtype.h - the element types and the rounding modes of tcvt, with their
 * facts (dtype_, round_): gen/dtypes.def and gen/rounds.def, read by
 * dtype.c.  Every dtype fact is one column of dtypes.def.
 */
#ifndef PTOGEN_DTYPE_H
#define PTOGEN_DTYPE_H

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

/* The rounding modes of tcvt, as gen/rounds.def lists them. */
enum round_mode {
#define ROUND(id, name, a5) RND_##id,
#include "rounds.def"
#undef ROUND
    RND__COUNT
};

/* The facts of a rounding mode (gen/rounds.def; dtype.c). */
const char *round_name(enum round_mode r); /* "floor" */
const char *round_a5(enum round_mode r);   /* the A5 tag: "ROUND_F", or NULL */

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

#endif
