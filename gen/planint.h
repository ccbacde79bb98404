/* planint.h - what plan.c, plan_a2a3.c and plan_a5.c share (plan_).
 * Internal to the planner: the rest of ptogen includes plan.h only.
 */
#ifndef PTOGEN_PLANINT_H
#define PTOGEN_PLANINT_H

#include "lower.h"
#include "plan.h"

#define REPEAT_BYTES 256
#define MAX_REPEAT 255

/* printf into a new string (never freed: plans live until exit) */
char *plan_fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

/* The scalar C helper KIND for DT is needed (host and a2a3 scalar loops). */
void plan_need_helper(struct plan *p, const char *kind, enum dtype dt);

/* The helper computing op CODE on DT (lower_host), and the conversions
 * it uses. */
void plan_need_op_helper(struct plan *p, int code, enum dtype dt);

/* tcvt O from SRC to DST: its rounding mode's name, 'none' resolved
 * ("trunc" for float to integer, else "rint"). */
const char *plan_cvt_mode(const struct op *o, enum dtype src, enum dtype dst);
enum round_mode plan_cvt_round(const struct op *o, enum dtype src, enum dtype dst);

/* The host helper of tcvt O (pgr_cvt_<src>_<mode>_<dst>) and what it uses. */
void plan_need_cvt_helper(struct plan *p, const struct op *o);

/* The C expression of the integer V as a scalar operand of dtype DT. */
const char *plan_int_scalar(const struct plan *p, enum dtype dt, long long v);

/* The dtype a step's view V makes of the op's dtype DT. */
enum dtype plan_view_dtype(enum lview v, enum dtype dt);

/* The C expression of scalar SC of a step of op I, in the step's VIEW
 * (NULL for none). */
const char *plan_step_scalar(const struct plan *p, int i, enum lscalar sc, enum dtype view);

/* Bytes of a mask tile row of COLS bits: whole bytes, 32-byte aligned. */
int plan_mask_pitch(int cols);

/* A UB tile; returns its index in p->ub. */
int plan_add_ub(struct plan *p, int tile, const char *name, enum dtype dt, int rows, int pitch,
                int bufs);

/* Tile T is read or written by some op, or is I/O. */
int plan_tile_used(const struct kernel *k, int t);

/* Give every UB tile its address, double-buffering I/O if it fits in
 * CAPACITY; 0, or 1 after a diagnostic. */
int plan_place_ub(struct plan *p, int capacity);

/* Append an instruction of KIND for spec op OP (-1: none). */
struct insn *plan_add_insn(struct plan *p, enum insn_kind kind, int op);

/* Free what a device lowering allocated (not the shared scalar_expr). */
void plan_release(struct plan *p);

/* Host: a kernel with vector tiles is staged (one tile iteration of every
 * tile in arrays, op after op); at most PLAN_HOST_STACK bytes of them.  0,
 * or 1 after a diagnostic. */
int plan_host_staging(struct plan *p);

/* ---- a2a3 emission (plan_a2a3.c), shared with plan_a2a3_red.c ---- */

/* The vector unit's mode and mask as the instructions so far left them. */
struct vstate {
    int count_mode;          /* 1: counter mode */
    uint64_t hi, lo;         /* normal-mode mask */
    struct plan_count count; /* counter-mode count, unset = unknown */
};

/* Normal mode with mask HI:LO; counter mode with COUNT. */
void set_norm(struct plan *p, struct vstate *vs, uint64_t hi, uint64_t lo);
void set_count(struct plan *p, struct vstate *vs, struct plan_count count);
/* The mask of the first W lanes. */
void cont_mask(int w, uint64_t *hi, uint64_t *lo);
void add_access(struct insn *in, int ub, int lo, int hi, int per_row, int write);
/* The lowering of op I (ops.def). */
const struct lowering *a2a3_lowering(const struct plan *p, int i);
/* A counter-mode count of N elements in each row of the region. */
struct plan_count a2a3_count(const struct plan *p, int n);
/* One elementwise step over the valid region (plan_a2a3.c). */
void a2a3_step(struct plan *p, struct vstate *vs, int op, enum insn_kind kind, enum insn_id id,
               enum dtype view_dt, const int *u, int n, const char *scalar);
/* Op I by the steps of LW. */
void a2a3_recipe(struct plan *p, struct vstate *vs, int i, const struct lowering *lw,
                 const int *temps);

/* Insert pipe_barrier(PIPE_V) where the instructions' accesses need one
 * (plan_a2a3_sync.c). */
void a2a3_barriers(struct plan *p);

/* ---- the reductions and broadcasts on a2a3 (plan_a2a3_red.c) ---- */

/* The temporary that holds a per-row source in broadcast form (vbrcb's
 * result): the last of an op's temporaries. */
#define A2A3_BLOCK_TEMP (LOWER_MAX_TEMPS - 1)

/* Op I's own temporaries (TEMPS, as a2a3's), for the specials of
 * plan_a2a3_red.c; NTMP numbers new scratch tiles. */
void a2a3_red_temps(struct plan *p, int i, int *temps, int *ntmp);
/* The UB tile op I's recipe reads for its vector source. */
int a2a3_bcast_ub(const struct plan *p, int i, const int *temps);
/* Op I: a reduction, an expand, a full tile with a vector one. */
void a2a3_red(struct plan *p, struct vstate *vs, int i, const int *temps);
void a2a3_expand(struct plan *p, struct vstate *vs, int i, const int *temps);
void a2a3_bcast(struct plan *p, struct vstate *vs, int i, const int *temps);
/* A scratch tile of DT, ROWS x PITCH elements, not one of TAKEN[0..n):
 * one made before for another op if it fits (elements of DT's size, or
 * with EXACT of DT itself), else a new one (plan_a2a3.c). */
int a2a3_scratch(struct plan *p, enum dtype dt, int rows, int pitch, int exact, const int *taken,
                 int n, int *ntmp);

/* The device lowerings: 0, or the number of errors diagnosed. */
int plan_a2a3_best(struct plan *p);
int plan_a5(struct plan *p);

/* plan_a5.c, for plan_a5_red.c: a register that holds no tile, declared
 * in the current segment's scope (its operand index); an all-true
 * predicate for SIZE-byte elements, set once per scope; the register ops
 * of spec op I in a segment of SIZE-byte lanes, in part p->a5_part, under
 * p->a5_pred. */
int plan_a5_xreg(struct plan *p, const char *name, const char *type);
int plan_a5_all_true(struct plan *p, int size);
void plan_a5_lower_op(struct plan *p, int i, int size, int *nshift);

/* plan_a5_red.c: vector tiles on a5, the parts of a row (PLAN_PART_*).
 * Does K use a vector tile?  Are its vector ops ones a5 lowers (0, or the
 * errors diagnosed)?  The UB tile of vector tile T (its index). */
int plan_a5_has_vectors(const struct kernel *k);
int plan_a5_vec_ub(struct plan *p, int t);
/* The segments' row parts: state over one segment's ops, in spec order.
 * _split: op I cannot join the current segment; _place: op I joins it,
 * in which part (PLAN_PART_*); _reset: a new segment starts. */
struct a5_rows;
struct a5_rows *plan_a5_rows_new(const struct kernel *k);
void plan_a5_rows_free(struct a5_rows *st);
void plan_a5_rows_reset(struct a5_rows *st);
int plan_a5_rows_split(const struct a5_rows *st, int i);
int plan_a5_rows_place(struct a5_rows *st, int i);
/* Is the segment being split into column-major (per-col results)? */
int plan_a5_rows_colmajor(const struct a5_rows *st);
/* A load (store) IN of tile T, made a vector tile's: a per-row value at
 * the row's start (a lane-0 ONEPT store at its end), a per-col one from
 * row 0. */
void plan_a5_vec_load(struct plan *p, struct insn *in, int t);
void plan_a5_vec_store(struct plan *p, struct insn *in, int t);
/* Op I of the segment in PART; at the segment's end, the broadcasts of
 * the per-row values its chunks read. */
void plan_a5_vec_op(struct plan *p, struct a5_rows *st, int i, int part, int size, int *nshift);
void plan_a5_vec_end_seg(struct plan *p, struct a5_rows *st);

#endif
