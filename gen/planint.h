/* planint.h - what the planner's modules share: plan.c (the entry),
 * plan_a2a3*.c (a2a3_, plan_a2a3_) and plan_a5*.c (plan_a5_).  Internal
 * to the planner: the rest of ptogen includes plan.h (and ir.h) only.
 */
#ifndef PTOGEN_PLANINT_H
#define PTOGEN_PLANINT_H

#include "ir.h"
#include "lower.h"

#define REPEAT_BYTES 256
#define MAX_REPEAT 255

/* ---- a2a3 emission (plan_a2a3_emit.c) ---- */

/* The vector unit's mode and mask as the instructions so far left them. */
struct vstate {
    int count_mode;        /* 1: counter mode */
    uint64_t hi, lo;       /* normal-mode mask */
    struct ir_count count; /* counter-mode count, unset = unknown */
};

/* Normal mode with mask HI:LO; counter mode with COUNT. */
void a2a3_set_norm(struct plan *p, struct vstate *vs, uint64_t hi, uint64_t lo);
void a2a3_set_count(struct plan *p, struct vstate *vs, struct ir_count count);
/* The mask of the first W lanes. */
void a2a3_cont_mask(int w, uint64_t *hi, uint64_t *lo);
/* Normal mode over the first W of a repeat's ELEMS lanes of SZ-byte data
 * (all of them when W is ELEMS): a partial repeat's mask. */
void a2a3_set_lanes(struct plan *p, struct vstate *vs, int sz, int w, int elems);
void a2a3_access(struct insn *in, int ub, int lo, int hi, int per_row, int write);
/* The lowering of op I (ops.def), and its special lowering (LS_NONE: a
 * recipe). */
const struct lowering *a2a3_lowering(const struct plan *p, int i);
enum lspecial a2a3_special(const struct plan *p, int i);
/* A counter-mode count of N elements in each row of the region. */
struct ir_count a2a3_count(const struct plan *p, int n);
/* One elementwise step over the valid region. */
void a2a3_step(struct plan *p, struct vstate *vs, int op, enum insn_kind kind, enum insn_id id,
               enum dtype view_dt, const int *u, int n, const char *scalar);
/* Conversion CVT (a row of insn_vconv) of UB tile US, seen as DTS, into
 * UD, seen as DTD, over the valid region, as pto-isa's a2a3/TCvt.hpp
 * calls vconv_*. */
void a2a3_conv(struct plan *p, struct vstate *vs, int op, int cvt, int ud, enum dtype dtd, int us,
               enum dtype dts);
/* Op I by the steps of LW. */
void a2a3_recipe(struct plan *p, struct vstate *vs, int i, const struct lowering *lw,
                 const int *temps);

/* The source of op I that is a vector tile, or -1; the UB tile op I's
 * recipe reads for it (a per-row one: its broadcast form). */
int a2a3_vector_src(const struct kernel *k, const struct op *o);
int a2a3_bcast_ub(const struct plan *p, int i, const int *temps);
/* A scratch tile of DT, ROWS x PITCH elements, not one of TAKEN[0..n):
 * one made before for another op if it fits (elements of DT's size, or
 * with EXACT of DT itself), else a new one. */
int a2a3_scratch(struct plan *p, enum dtype dt, int rows, int pitch, int exact, const int *taken,
                 int n, int *ntmp);

/* ---- each op on a2a3 (plan_a2a3_ops.c) ---- */

/* The instructions of spec op I in the tile body; TEMPS are its
 * temporaries' UB tiles, SCRATCH the hidden TSEL scratch. */
void a2a3_op(struct plan *p, struct vstate *vs, int i, const int *temps, int scratch);
/* Op I's temporaries into TEMPS (LOWER_MAX_TEMPS); NTMP numbers new
 * scratch tiles. */
void a2a3_temps(struct plan *p, int i, int *temps, int *ntmp);
/* Is op I on vector tiles one a2a3 cannot lower?  1 after a diagnostic. */
int a2a3_vector_special(const struct plan *p, int i);

/* ---- compares on a2a3 (plan_a2a3_cmp.c) ---- */

/* The data temporaries compare op I needs, and op I, a tcmp or tcmps,
 * with them in TEMPS. */
int a2a3_cmp_temps(const struct plan *p, int i);
void a2a3_cmp(struct plan *p, struct vstate *vs, int i, const int *temps);
/* One compare instruction ID writing the bits of every valid element
 * into mask tile UM from UA and UB (or the scalar SCALAR) seen as VIEW
 * (tprelu's sign test uses it too). */
void a2a3_vcmp(struct plan *p, struct vstate *vs, int op, enum insn_id id, int um, int ua, int ub,
               const char *scalar, enum dtype view);

/* ---- tgather, tgatherb, tsort32 and tfillpad on a2a3 (plan_a2a3_gather.c) ---- */

/* The temporaries tgather takes (int32 tiles shaped like its indices),
 * and op I, a tgather, with them in TEMPS. */
int a2a3_gather_temps(struct plan *p, int i, int *temps, int *ntmp);
void a2a3_gather(struct plan *p, struct vstate *vs, int i, const int *temps);
/* Op I, a tfillpad: the pad over dst, the source copied in. */
void a2a3_fillpad(struct plan *p, struct vstate *vs, int i);

/* ---- ttrans on a2a3 (plan_a2a3_trans.c) ---- */

/* Does op I, a ttrans, take scatter_vnchwconv (else the scalar loop)? */
int a2a3_trans_vector(const struct plan *p, int i);
/* The UB rows and pitch of kernel tile T (a per-trans dst of a vector
 * ttrans: rows and pitch padded to whole transpose blocks); does any
 * ttrans of P pad its dst? */
void a2a3_trans_shape(const struct plan *p, int t, int *rows, int *pitch);
int a2a3_trans_pads(const struct plan *p);
/* Op I, a ttrans a2a3_trans_vector takes. */
void a2a3_trans(struct plan *p, int i);

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
/* Op I: a reduction, an expand, a full tile with a vector one. */
void a2a3_red(struct plan *p, struct vstate *vs, int i, const int *temps);
void a2a3_expand(struct plan *p, struct vstate *vs, int i, const int *temps);
void a2a3_bcast(struct plan *p, struct vstate *vs, int i, const int *temps);
/* The vector source of op I in broadcast form (vbrcb's blocks for a
 * per-row one), marked so for a2a3_step and a2a3_vsel: its UB tile. */
int a2a3_bcast_begin(struct plan *p, struct vstate *vs, int i, const int *temps);
/* Is op I a TSEL of full tiles with a per-row or per-col source? */
int a2a3_sel_bcast(const struct plan *p, int i);
/* Row reduction I of a split row (split.h), its carry in UB tile ACC
 * (rows x E): set to its identity before a pass, each chunk's columns
 * combined into it (TEMPS: I's temporaries), folded into I's dst after
 * the pass. */
void a2a3_row_acc_init(struct plan *p, struct vstate *vs, int i, int acc);
void a2a3_row_accumulate(struct plan *p, struct vstate *vs, int i, int acc, const int *temps);
void a2a3_row_fold(struct plan *p, struct vstate *vs, int i, int acc, const int *temps);
/* ---- the a2a3 driver (plan_a2a3.c), for plan_a2a3_split.c ---- */

/* Where an a2a3 plan keeps its tiles before they are placed: the UB
 * tiles of the kernel's tiles and of each op's temporaries (TEMPS,
 * LOWER_MAX_TEMPS an op), the hidden TSEL scratch, the mode flags. */
struct a2a3_layout {
    int *temps;
    int scratch;
};
/* P's tiles and temporaries, not yet placed (its vector ops checked
 * before: a2a3_vector_special). */
void plan_a2a3_layout(struct plan *p, struct a2a3_layout *lay);
/* Does P's TSEL read its masks as one bit stream (plan.sel_stream), given
 * that the kernel has one (USES_SEL)?  A scratch for the clean-up of a
 * mask output in padded rows of VCOLS valid columns (plan.mask_bits),
 * unless it has one. */
int plan_a2a3_sel_stream(const struct plan *p, int uses_sel);
void plan_a2a3_mask_bits(struct plan *p, int vcols);
/* The last passes over a lowered list: repeats in their fields, then
 * the barriers; and the check of its length (1 after a diagnostic). */
void plan_a2a3_finish(struct plan *p);
int plan_a2a3_too_long(const struct plan *p);

/* Are K's ops on vector tiles ones a2a3 lowers?  0, or the errors
 * diagnosed. */
int plan_a2a3_check(const struct plan *p);
/* Whole rows, the tile-tile shifts in the cheaper form. */
int plan_a2a3_best(struct plan *p);

/* The device lowerings: 0, or the number of errors diagnosed.  a2a3
 * (plan_a2a3_split.c): rows split into chunks of CHUNK columns (--chunk,
 * or 0), or when whole rows do not fit UB, else whole. */
int a2a3_plan(struct plan *p, int chunk);
/* a5 (plan_a5_split.c) likewise. */
int plan_a5(struct plan *p, int chunk);

/* ---- pto (plan_pto.c) ---- */

/* The UB offsets of the pto target's tiles (pto-isa's TASSIGN); 0, or 1
 * after a diagnostic. */
int plan_pto(struct plan *p, int chunk);
/* Do K's tiles fit in pto target T's UB, holding whole rows or a chunk
 * of them?  No diagnostics. */
int plan_pto_fits(const struct kernel *k, enum target t);
/* K as the pto target runs it: each of ptogen's composites (ops_pto.def's
 * PTF_STEPS rows) replaced by the ops of its a2a3 recipe, one pto-isa
 * call a step, its temporaries new tiles; K itself when it has none.
 * plan_pto_steps_free(C, K) frees such a C. */
const struct kernel *plan_pto_steps(const struct kernel *k);
void plan_pto_steps_free(const struct kernel *c, const struct kernel *k);

/* plan_a5_regs.c, for plan_a5.c and plan_a5_red.c: a register that holds no tile, declared
 * in the current segment's scope (its operand index); an all-true
 * predicate for SIZE-byte elements, set once per scope. */
int plan_a5_regs_extra(struct plan *p, const char *name, const char *type);
int plan_a5_regs_all_true(struct plan *p, int size);
/* A predicate of the first N lanes of SIZE-byte elements, set once per
 * scope (an xreg). */
int plan_a5_regs_lanes_pred(struct plan *p, int n, int size);
/* plan_a5_regs.c, for the lowerings (plan_a5_ops.c, plan_a5_index.c):
 * the integer register of SIZE-byte lanes; register op ID of spec op I,
 * no operands yet, under the chunk's predicate; vcvt of SRC into DST with
 * mode arguments ARGS; a scratch register pgr_NAME_<type> the scope's ops
 * share; a register holding SCALAR (the constant V) in every lane, set
 * once per scope; D = ID(A[, B][, SCALAR]) under PRED (-1: the chunk's). */
const char *plan_a5_int_reg(int size, int is_signed);
struct insn *plan_a5_vop(struct plan *p, int i, enum insn_id id);
struct insn *plan_a5_vcvt(struct plan *p, int i, int dst, int src, const char *args);
int plan_a5_opreg(struct plan *p, const char *name, const char *type);
int plan_a5_splat(struct plan *p, const char *name, enum dtype dt, const char *scalar);
int plan_a5_const(struct plan *p, const char *name, enum dtype dt, long long v);
struct insn *plan_a5_op(struct plan *p, int i, enum insn_id id, int d, int a, int b,
                        const char *scalar, int pred);
/* plan_a5_ops.c, for plan_a5.c and plan_a5_red.c: the register ops of
 * spec op I in a segment of SIZE-byte lanes, in part p->a5_part, under
 * p->a5_pred. */
void plan_a5_lower_op(struct plan *p, int i, int size);
/* plan_a5_index.c, for plan_a5_ops.c: op I, a ttri, tci, tpart op
 * (lowering LW), tfillpad or tgather(b), in SIZE-byte lanes. */
void plan_a5_tri(struct plan *p, int i, int size);
void plan_a5_ci(struct plan *p, int i, int size);
void plan_a5_part(struct plan *p, int i, const struct lowering *lw, int size);
void plan_a5_fillpad(struct plan *p, int i, int size);
void plan_a5_gather(struct plan *p, int i);
/* plan_a5_cvtpair.c, for plan_a5_ops.c's tcvt: vcvt's operands after
 * the predicate for S -> D in mode M (sim/README.md's forms); whether a5
 * converts S -> D on the bits of a signed pair (a change of sign only, a
 * masked or clamped widening, an unsigned narrowing to a byte), or from
 * a float to an unsigned type of its width or back (signed vcvt); the
 * largest value of integer dtype DT. */
const char *plan_a5_cvt_args(enum round_mode m, enum dtype s, enum dtype d);
int plan_a5_cvt_sign_only(enum dtype s, enum dtype d);
int plan_a5_cvt_widen_bits(enum dtype s, enum dtype d);
int plan_a5_cvt_unsigned_to_byte(enum dtype s, enum dtype d);
int plan_a5_cvt_float_unsigned(enum dtype s, enum dtype d);
long long plan_a5_int_max(enum dtype dt);
/* plan_a5_index.c: ttrans I into the current segment: one dst row, pgr_r
 * (its own segment, plan_a5.c); the store is the segment's. */
void plan_a5_trans(struct plan *p, int i);

/* plan_a5_sort.c: _no_sort, 1 after a diagnostic when a tsort32, a
 * tmrgsort or a tscatter cannot be lowered (in rows split into chunks when SPLIT, a
 * source written again after it, a tscatter's dst not an output of its
 * own); _layout: the UB scratch blocks of a short last block and a
 * merge's scratch row, if any; op I, a tsort32 or a tmrgsort, into the
 * current segment: its steps in a row pgr_r (its own segment,
 * plan_a5.c). */
int plan_a5_no_sort(const struct plan *p, int split);
void plan_a5_sort_layout(struct plan *p);
void plan_a5_sort(struct plan *p, int i);

/* plan_a5_scatter.c: op I, a tscatter, into the current segment: its
 * scope of a row pgr_r (its own segment, plan_a5.c); plan_a5_no_sort
 * refuses what it cannot lower (split rows, a source written again after
 * it, a dst that is no output or that another op reads or writes). */
void plan_a5_scatter(struct plan *p, int i);

/* plan_a5_regs.c: segment G's scope within the A5's 32 vector registers:
 * unchanged if it is; else scalar broadcasts move from its prologue to
 * their use, into shared registers. */
void plan_a5_regs_fit(struct plan *p, int g);
/* Does segment G need more registers than the A5 has, as it stands? */
int plan_a5_regs_over(const struct plan *p, int g);
/* plan_a5.c: is tile T written by ops hoisted out of the tile loop
 * (plan.a5_hoist) and read by an op in it? */
int plan_a5_loop_reads(const struct plan *p, int t);
/* plan_a5_whole.c: may the kernel's rows be held whole in registers, one
 * scope with each row's chunks unrolled; plan it so (setup and layout
 * done, nothing crossing), 0, or 1 with nothing planned when the scope
 * would need more registers than the A5 has. */
int plan_a5_whole_ok(const struct plan *p);
int plan_a5_whole_lower(struct plan *p);

/* plan_a5_red.c: vector tiles on a5, the parts of a row (PLAN_PART_*).
 * Does K use a vector tile?  Are its vector ops ones a5 lowers (0, or the
 * errors diagnosed)?  The UB tile of vector tile T (its index). */
int plan_a5_has_vectors(const struct kernel *k);
int plan_a5_indexes_cols(const struct kernel *k);
int plan_a5_tri_fits(const struct kernel *k, int size);
const char *plan_a5_tri_edge(const struct plan *p, const struct op *o, int size, const char *cast);
int plan_a5_tri_far(struct plan *p, int i);
int plan_a5_ci_fits(const struct kernel *k, int size);
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
/* Does op O run once per row on per-row values (not a reduction)? */
int plan_a5_row_op(const struct kernel *k, const struct op *o);
/* Row reduction I's instructions of PART: its accumulator set to the
 * identity (PLAN_PART_ROW_PRE), a chunk's step (PLAN_PART_CHUNK), the fold
 * of a whole row's lanes into its dst (PLAN_PART_ROW_POST). */
void plan_a5_row_reduce_part(struct plan *p, int i, int part);
/* Per-row tile T's broadcast register, its vdup of lane 0 added now. */
void plan_a5_bcast_now(struct plan *p, struct a5_rows *st, int t);
/* Does op O make its segment column-major; load or store a mask tile? */
int plan_a5_col_kind(const struct kernel *k, const struct op *o);
int plan_a5_mask_kind(const struct kernel *k, const struct op *o);
/* A load (store) IN of tile T, made a vector tile's: a per-row value at
 * the row's start (a lane-0 ONEPT store at its end), a per-col one from
 * row 0. */
void plan_a5_vec_load(struct plan *p, struct insn *in, int t);
void plan_a5_vec_store(struct plan *p, struct insn *in, int t);
/* Op I of the segment in PART; at the segment's end, the broadcasts of
 * the per-row values its chunks read. */
void plan_a5_vec_op(struct plan *p, struct a5_rows *st, int i, int part, int size);
void plan_a5_vec_end_seg(struct plan *p, struct a5_rows *st);
/* Row reduction I of a split row (split.h), its lanes carried in UB tile
 * ACC (rows x E): set to its identity in the section before its pass,
 * combined with each chunk in the pass (loaded before a row's chunks,
 * stored after them), folded into I's dst in the section after it. */
void plan_a5_row_acc_init(struct plan *p, int i, int acc);
void plan_a5_row_carry(struct plan *p, int i, int acc);
void plan_a5_row_fold(struct plan *p, int i, int acc);

/* plan_a5.c, for plan_a5_split.c.  _setup: the plan's a5 state, room
 * for NSEG segments.  _cross: body KIND of PASS (p->split; whole rows:
 * BODY_CHUNK 0) cut into segments, the tiles that pass between them
 * marked in CROSS; 0, or the errors diagnosed.  _layout: the UB tiles
 * (not placed).  _lower: the body's segments appended, its register ops
 * planned (NSHIFT numbers the shift counts). */
void plan_a5_setup(struct plan *p, int nseg);
int plan_a5_cross(struct plan *p, enum body_kind kind, int pass, unsigned char *cross);
void plan_a5_layout(struct plan *p, const unsigned char *cross);
void plan_a5_lower(struct plan *p, enum body_kind kind, int pass);

#endif
