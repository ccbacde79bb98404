/* costs.h - the numbers of the cycle model (pto-isa's cost model, include/pto/costmodel/ upstream).
 *
 * Data only, no code: the simulators (common.h, a2a3.h, a5.h) and
 * ptogen --stats (gen/cost.c) include this one table, so the static
 * estimate and the simulated cycles cannot drift apart.  It also holds
 * the conversions each device has (SIM_A2A3_VCONV_ROWS,
 * SIM_A5_VCVT_PAIRS), which the simulators execute and ptogen's planner
 * and table check (gen/insn.c, gen/lower.c) read.
 */
#ifndef PTOGEN_SIM_COSTS_H
#define PTOGEN_SIM_COSTS_H

#define SIM_MTE_BPC 54.54      /* GM <-> UB bytes per cycle, MTE2 and MTE3 */
#define SIM_A2A3_INTERVAL 18.0 /* an a2a3 vector instruction after pipe_barrier(PIPE_V) */

/* One element-step of a scalar (S-pipe) loop over UB, such as a2a3's
 * tile-tile shift: two scalar UB loads and one store, two or three ALU
 * instructions (the shift, its count mask, a sign fix-up) and the loop's
 * increment, compare and branch: about eight single-issue scalar
 * instructions, each taken as one cycle.  UB loads on the scalar unit are
 * slower than that on the hardware; the constant is a floor. */
#define SIM_S_STEP_CYCLES 8.0

/* A2A3 vector instructions: X(ID, name, then startup, completion and
 * cycles per repeat for integer data, then the same for floating point).
 * From pto-isa's A2/A3 cost model and the PTO op pages; vshr/vshl (scalar count) are not
 * in the model's table and take its integer tile-scalar row (vadds).
 *
 * vmul, vmax, vmin, vmaxs, vmins, vabs, vexp and vsqrt are the model's rows.
 * The model has one row per element size where this table has one per
 * integer / floating point (gen/cost.c reads it so): vexp and vsqrt take the
 * model's float rows, (13, 26, 2) and (13, 27, 2), for half data too,
 * whose own rows are (13, 28, 4) and (13, 29, 4): half data is charged
 * 2 cycles per repeat too few (4 per 128 elements is the float rows' cost
 * per element; 2 per 128 is half of it) and 2 completion cycles too few.
 * vdiv, vln and vrsqrt are not in the model; CANN's own A2/A3 cost model
 * (SIM_A2A3_REDUCES below says which) has them, and gives float vdiv the
 * same parallel and delay as float vsqrt (128, 13): vsqrt's row here;
 * vln vsqrt's parallel and one cycle more delay (128, 14): vsqrt's row
 * with one more completion cycle; vrsqrt i32 vmuls's (256, 5): i32 vmuls's
 * row.  Not in either model, so assumptions: vrelu takes vmaxs's row (a
 * max with 0), vlrelu vmuls's (a multiply and a select).  The integer columns
 * of the floating-point-only instructions repeat the floating ones
 * (unused).
 *
 * The compares (vcmpv_*, vcmpvs_*) are not in the model either (it calls
 * them unknown): assumed to cost what the tile-tile (vadd) and
 * tile-scalar (vadds) rows cost. */
#define SIM_A2A3_COSTS(X)                                                                          \
    X(VADD, "vadd", 14, 17, 2, 14, 19, 2)                                                          \
    X(VSUB, "vsub", 14, 17, 2, 14, 19, 2)                                                          \
    X(VAND, "vand", 14, 17, 2, 14, 17, 2)                                                          \
    X(VOR, "vor", 14, 17, 2, 14, 17, 2)                                                            \
    X(VNOT, "vnot", 13, 26, 1, 13, 26, 1)                                                          \
    X(VMULS, "vmuls", 14, 18, 1, 14, 20, 1)                                                        \
    X(VADDS, "vadds", 14, 17, 1, 14, 19, 1)                                                        \
    X(VDUP, "vector_dup", 14, 14, 1, 14, 14, 1)                                                    \
    X(CMPMASK, "set_cmpmask", 14, 14, 1, 14, 14, 1)                                                \
    X(VSEL, "vsel", 14, 17, 1, 14, 19, 1)                                                          \
    X(VSHR, "vshr", 14, 17, 1, 14, 17, 1)                                                          \
    X(VSHL, "vshl", 14, 17, 1, 14, 17, 1)                                                          \
    X(VMUL, "vmul", 14, 18, 2, 14, 20, 2)                                                          \
    X(VDIV, "vdiv", 13, 27, 2, 13, 27, 2)                                                          \
    X(VMAX, "vmax", 14, 17, 2, 14, 17, 2)                                                          \
    X(VMIN, "vmin", 14, 17, 2, 14, 17, 2)                                                          \
    X(VABS, "vabs", 13, 19, 1, 13, 19, 1)                                                          \
    X(VEXP, "vexp", 13, 26, 2, 13, 26, 2)                                                          \
    X(VLN, "vln", 13, 28, 2, 13, 28, 2)                                                            \
    X(VSQRT, "vsqrt", 13, 27, 2, 13, 27, 2)                                                        \
    X(VRSQRT, "vrsqrt", 14, 18, 1, 14, 18, 1)                                                      \
    X(VRELU, "vrelu", 14, 17, 1, 14, 17, 1)                                                        \
    X(VMAXS, "vmaxs", 14, 17, 1, 14, 17, 1)                                                        \
    X(VMINS, "vmins", 14, 17, 1, 14, 17, 1)                                                        \
    X(VLRELU, "vlrelu", 14, 20, 1, 14, 20, 1)                                                      \
    X(VCMPV_EQ, "vcmpv_eq", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPV_NE, "vcmpv_ne", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPV_LT, "vcmpv_lt", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPV_LE, "vcmpv_le", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPV_GT, "vcmpv_gt", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPV_GE, "vcmpv_ge", 14, 17, 2, 14, 19, 2)                                                  \
    X(VCMPVS_EQ, "vcmpvs_eq", 14, 17, 1, 14, 19, 1)                                                \
    X(VCMPVS_NE, "vcmpvs_ne", 14, 17, 1, 14, 19, 1)                                                \
    X(VCMPVS_LT, "vcmpvs_lt", 14, 17, 1, 14, 19, 1)                                                \
    X(VCMPVS_LE, "vcmpvs_le", 14, 17, 1, 14, 19, 1)                                                \
    X(VCMPVS_GT, "vcmpvs_gt", 14, 17, 1, 14, 19, 1)                                                \
    X(VCMPVS_GE, "vcmpvs_ge", 14, 17, 1, 14, 19, 1) \
    SIM_A2A3_VCONVS(X)                                                                             \
    X(SETDEQ, "set_deqscale", 14, 14, 1, 14, 14, 1)                                                \
    SIM_A2A3_REDUCES(X)

/* The reductions and vbrcb.  The model's rows for the vc* and vcg*
 * instructions are (13, 17, 1) for i16, (13, 19, 2) for i32 and f32,
 * (13, 21, 2) for f16; the simulator takes half and float data only
 * (pto-isa's TROWSUM, TROWMAX, TROWMIN, a2a3/TRowReduceOps.hpp), so the
 * floating column holds the f32 row and SIM_A2A3_HALF_COSTS the f16 one,
 * which half data is charged (the integer column repeats the i32 row,
 * unused).  vbrcb and copy_ubuf_to_ubuf are not in pto-isa's model; they
 * are in CANN's own A2/A3 cost model (the pypto project's
 * cost_model/simulation_ca/A2A3/model/, def.h and pipe.cpp), which charges
 * a vector instruction ceil(bytes / parallel) issue slots and a delay.
 * There vbrcb has parallel 128 and delay 4: twice vmaxs's slots a repeat
 * (parallel 256) and vmaxs's delay, the same slots as f32 vexp (parallel
 * 128), which pto-isa's model charges 2 a repeat.  So vbrcb here is vmaxs's
 * row with 2 cycles a repeat: (14, 17, 2).  The UB-to-UB copy there is one
 * slot per 256 bytes and a delay of 12 without the vector pipe's 15 of
 * every other vector instruction: 7 cycles less than vmaxs's 4 + 15, so
 * here vmaxs's row less 7: (14, 10, 1), charged per 256 bytes moved.  The
 * two models' completions of the rows both have (vadd, vmul, vmaxs, vexp,
 * vsqrt) differ by a constant 1 or 2, which is why a difference carries
 * over.  vgather is in neither model: vbrcb's startup and completion, and
 * 8 cycles a repeat (one per 32-byte block it writes, each block's
 * elements read from anywhere in UB), an assumption.  scatter_vnchwconv
 * is in neither model either: vbrcb's row, its 2 cycles a repeat for the
 * 16 blocks (512 bytes) one repeat reads and writes, an assumption.
 * vbitsort (a2a3/TSort32.hpp) is in neither model and no source gives
 * its cost: vbrcb's startup and completion and 8 cycles a repeat (one per
 * 32-byte block of pairs it writes, as vgather), an assumption.
 * vmrgsort4 (a2a3/TMrgSort.hpp) likewise: vbrcb's startup and completion
 * and a cycle per 32-byte block of pairs it writes (sim_a2a3_vmrgsort4
 * passes the blocks as repeats), an assumption. */
#define SIM_A2A3_REDUCES(X)                                                                        \
    X(VCADD, "vcadd", 13, 19, 2, 13, 19, 2)                                                        \
    X(VCMAX, "vcmax", 13, 19, 2, 13, 19, 2)                                                        \
    X(VCMIN, "vcmin", 13, 19, 2, 13, 19, 2)                                                        \
    X(VCGADD, "vcgadd", 13, 19, 2, 13, 19, 2)                                                      \
    X(VCGMAX, "vcgmax", 13, 19, 2, 13, 19, 2)                                                      \
    X(VCGMIN, "vcgmin", 13, 19, 2, 13, 19, 2)                                                      \
    X(VBRCB, "vbrcb", 14, 17, 2, 14, 17, 2)                                                        \
    X(COPY_UB, "copy_ubuf_to_ubuf", 14, 10, 1, 14, 10, 1)                                          \
    X(VGATHER, "vgather", 14, 17, 8, 14, 17, 8)                                                    \
    X(VNCHWCONV, "scatter_vnchwconv", 14, 17, 2, 14, 17, 2)                                        \
    X(VBITSORT, "vbitsort", 14, 17, 8, 14, 17, 8)                                                  \
    X(VMRGSORT4, "vmrgsort4", 14, 17, 1, 14, 17, 1)

/* Rows that replace the floating column above for half data: X(ID, name,
 * startup, completion, cycles per repeat).  Only the reductions have one
 * (the model's f16 row for them); a consumer that costs these intrinsics
 * (gen/cost.c does not emit them yet) must look here first for half. */
#define SIM_A2A3_HALF_COSTS(X)                                                                     \
    X(VCADD, "vcadd", 13, 21, 2)                                                                   \
    X(VCMAX, "vcmax", 13, 21, 2)                                                                   \
    X(VCMIN, "vcmin", 13, 21, 2)                                                                   \
    X(VCGADD, "vcgadd", 13, 21, 2)                                                                 \
    X(VCGMAX, "vcgmax", 13, 21, 2)                                                                 \
    X(VCGMIN, "vcgmin", 13, 21, 2)

/* The A2/A3 conversions, one row per intrinsic (the names pto-isa's
 * a2a3/TCvt.hpp calls): Y(X, ID, name, src, dst, mode, completion), what
 * each converts as data, read by the simulator (sim/a2a3.h) and by ptogen's
 * planner (gen/insn.c), never from the name.  src and dst are I8 U8 I16
 * I32 F16 BF16 F32; mode is the rounding R A F C Z O, NONE for the exact
 * pairs (no suffix: CAST_NONE, rint when inexact) or DEQ for vconv_deq
 * (int32_t -> half through DEQSCALE).  SIM_A2A3_CV5 makes the five rows
 * r a f c z of a pair.  X is passed through for SIM_A2A3_VCONVS.
 *
 * The cost model has one vconv row: (13, 19, 1) for f16/f32/i32 and
 * (13, 17, 1) for i16, taken here as "an int16_t side" (the conversion's
 * dtype is not said); both columns are the same, so the lookup's
 * integer/floating choice does not matter.  A vconv repeat is 256 bytes of
 * the WIDER side: its element count per repeat is 256 / max(sizeof src,
 * sizeof dst), not 256 / sizeof dst (sim/README.md, "Conversions").
 * set_deqscale is not in the model: it takes set_cmpmask's row (an
 * assumption). */
#define SIM_A2A3_CV1(Y, X, id, nm, s, d, m, c) Y(X, id, nm, s, d, m, c)
#define SIM_A2A3_CV5(Y, X, id, nm, s, d, c)                                                        \
    SIM_A2A3_CV1(Y, X, id##R, nm "r", s, d, R, c)                                                  \
    SIM_A2A3_CV1(Y, X, id##A, nm "a", s, d, A, c)                                                  \
    SIM_A2A3_CV1(Y, X, id##F, nm "f", s, d, F, c)                                                  \
    SIM_A2A3_CV1(Y, X, id##C, nm "c", s, d, C, c)                                                  \
    SIM_A2A3_CV1(Y, X, id##Z, nm "z", s, d, Z, c)
#define SIM_A2A3_VCONV_ROWS(Y, X) \
    SIM_A2A3_CV5(Y, X, VCONV_F322F16, "vconv_f322f16", F32, F16, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_F322F16O, "vconv_f322f16o", F32, F16, O, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F322F32, "vconv_f322f32", F32, F32, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F322S32, "vconv_f322s32", F32, I32, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F322S16, "vconv_f322s16", F32, I16, 17) \
    SIM_A2A3_CV5(Y, X, VCONV_F322BF16, "vconv_f322bf16", F32, BF16, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F162S32, "vconv_f162s32", F16, I32, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F162S16, "vconv_f162s16", F16, I16, 17) \
    SIM_A2A3_CV5(Y, X, VCONV_F162S8, "vconv_f162s8", F16, I8, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_F162U8, "vconv_f162u8", F16, U8, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_BF162S32, "vconv_bf162s32", BF16, I32, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_S162F16, "vconv_s162f16", I16, F16, NONE, 17) \
    SIM_A2A3_CV5(Y, X, VCONV_S162F16, "vconv_s162f16", I16, F16, 17) \
    SIM_A2A3_CV1(Y, X, VCONV_S322F32, "vconv_s322f32", I32, F32, NONE, 19) \
    SIM_A2A3_CV5(Y, X, VCONV_S322F32, "vconv_s322f32", I32, F32, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_F162F32, "vconv_f162f32", F16, F32, NONE, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_BF162F32, "vconv_bf162f32", BF16, F32, NONE, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_S162F32, "vconv_s162f32", I16, F32, NONE, 17) \
    SIM_A2A3_CV1(Y, X, VCONV_S82F16, "vconv_s82f16", I8, F16, NONE, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_U82F16, "vconv_u82f16", U8, F16, NONE, 19) \
    SIM_A2A3_CV1(Y, X, VCONV_S322S16, "vconv_s322s16", I32, I16, NONE, 17) \
    SIM_A2A3_CV1(Y, X, VCONV_DEQ, "vconv_deq", I32, F16, DEQ, 19)

/* The conversions as cost rows X(ID, name, startup, completion, cycles,
 * ...), both columns alike. */
#define SIM_A2A3_CV_COST(X, id, nm, s, d, m, c) X(id, nm, 13, c, 1, 13, c, 1)
#define SIM_A2A3_VCONVS(X) SIM_A2A3_VCONV_ROWS(SIM_A2A3_CV_COST, X)

/* The pairs A5's vcvt converts, Y(src, dst) (the kinds of
 * SIM_A2A3_VCONV_ROWS, and U16, U32): pto-isa's a5/TCvt.hpp pairs between
 * the element types ptogen has, int8 -> int32 the one 1:4 pair (PART_P0,
 * after an UNPK4_B8 load as a5/TDeQuant.hpp); the 4:1 ones, which need
 * vintlv or vselr, are not simulated.  f32 -> f32 is vtrc, not vcvt. */
#define SIM_A5_VCVT_PAIRS(Y)                                                                       \
    Y(F32, F16) Y(F32, BF16) Y(F32, I16) Y(F32, I32) Y(F16, F32) Y(F16, I32) Y(F16, I16)           \
    Y(F16, I8) Y(F16, U8) Y(BF16, F32) Y(BF16, F16) Y(BF16, I32) Y(I32, F32) Y(I32, I16)           \
    Y(I32, U16) Y(I16, F32) Y(I16, F16) Y(I16, I32) Y(I16, U32) Y(I16, U8) Y(I8, F16)              \
    Y(I8, I16) Y(I8, I32) Y(U8, F16) Y(U8, U16) Y(U32, I16) Y(U32, U16)

/* A5 issue -> result latency: X(ID, name, cycles).  pto-isa's A5 notes give the
 * memory and arithmetic rows (vshl with vshr); vadds, vsel, vdup and the
 * predicate ops (plt, pset, punpack, pintlv_b16) are not listed there and
 * are assumptions.
 *
 * vmul, vmax, vmin 7, vabs, vrelu 5 are the notes' numbers.  One number per
 * instruction (gen/cost.c reads no element type): vexp 16, vln 18, vsqrt 17
 * are the notes' float latencies (half: 21, 23, 22); vdiv 21 is the middle
 * of the notes' "about 14 to 28".  Assumptions, not listed: vmaxs, vmins 7
 * (as vmax), vshls, vshrs 7 (as vshl, vshr), vlrelu 8 (as vmuls: a multiply
 * and a select), vprelu 8 (the same with a register operand).
 * The compares (vcmp_*, vcmps_*: 7, like vadd), psts (9, like vsts) and
 * the predicate logic (pdintlv_b8, pand, pxor, pnot: 1, like the other
 * predicate ops) are assumptions too.
 * vcvt and vtrc are assumptions too (taken as vadd's 7). */
#define SIM_A5_LATENCIES(X)                                                                        \
    X(VLDS, "vlds", 9)                                                                             \
    X(VSTS, "vsts", 9)                                                                             \
    X(PLDS, "plds", 9)                                                                             \
    X(PUNPACK, "punpack", 1)                                                                       \
    X(PLT, "plt", 1)                                                                               \
    X(PSET, "pset", 1)                                                                             \
    X(VADD, "vadd", 7)                                                                             \
    X(VSUB, "vsub", 7)                                                                             \
    X(VAND, "vand", 7)                                                                             \
    X(VOR, "vor", 7)                                                                               \
    X(VXOR, "vxor", 7)                                                                             \
    X(VSHR, "vshr", 7)                                                                             \
    X(VMULS, "vmuls", 8)                                                                           \
    X(VADDS, "vadds", 7)                                                                           \
    X(VNOT, "vnot", 5)                                                                             \
    X(VSEL, "vsel", 7)                                                                             \
    X(VSHL, "vshl", 7)                                                                             \
    X(VDUPR, "vdup", 7)                                                                            \
    X(PINTLV, "pintlv_b16", 1)                                                                     \
    X(VMUL, "vmul", 7)                                                                             \
    X(VDIV, "vdiv", 21)                                                                            \
    X(VMAX, "vmax", 7)                                                                             \
    X(VMIN, "vmin", 7)                                                                             \
    X(VABS, "vabs", 5)                                                                             \
    X(VEXP, "vexp", 16)                                                                            \
    X(VLN, "vln", 18)                                                                              \
    X(VSQRT, "vsqrt", 17)                                                                          \
    X(VRELU, "vrelu", 5)                                                                           \
    X(VMAXS, "vmaxs", 7)                                                                           \
    X(VMINS, "vmins", 7)                                                                           \
    X(VLRELU, "vlrelu", 8)                                                                         \
    X(VPRELU, "vprelu", 8)                                                                         \
    X(VSHLS, "vshls", 7)                                                                           \
    X(VSHRS, "vshrs", 7)                                                                           \
    X(VCMP_EQ, "vcmp_eq", 7)                                                                       \
    X(VCMP_NE, "vcmp_ne", 7)                                                                       \
    X(VCMP_LT, "vcmp_lt", 7)                                                                       \
    X(VCMP_LE, "vcmp_le", 7)                                                                       \
    X(VCMP_GT, "vcmp_gt", 7)                                                                       \
    X(VCMP_GE, "vcmp_ge", 7)                                                                       \
    X(VCMPS_EQ, "vcmps_eq", 7)                                                                     \
    X(VCMPS_NE, "vcmps_ne", 7)                                                                     \
    X(VCMPS_LT, "vcmps_lt", 7)                                                                     \
    X(VCMPS_LE, "vcmps_le", 7)                                                                     \
    X(VCMPS_GT, "vcmps_gt", 7)                                                                     \
    X(VCMPS_GE, "vcmps_ge", 7)                                                                     \
    X(PSTS, "psts", 9)                                                                             \
    X(PDINTLV, "pdintlv_b8", 1)                                                                    \
    X(PAND, "pand", 1)                                                                             \
    X(PXOR, "pxor", 1)                                                                             \
    X(PNOT, "pnot", 1) \
    X(VCVT, "vcvt", 7)                                                                             \
    X(VTRC, "vtrc", 7)                                                                             \
    SIM_A5_REDUCES(X)

/* The A5 reductions and broadcasts.  vcadd 22, vcmax 16, vcmin 16 and vbr
 * 6 are the float latencies of the A5 vector-function simulator's
 * instruction table upstream (pto-isa's costmodel/a5/VfSim/configs/
 * isa.json; half: vcadd 24, vcmax and vcmin 17, vbr 6), one number per
 * instruction as above.  vldas and vldus are loads: vlds's 9, an
 * assumption.  The other new forms keep their instruction's row: vdup of a
 * register lane is vdup (7), vsts ONEPT_B8/B16/B32 is vsts (9), vlds BLK and
 * E2B_B16/B32 are vlds (9).  vci (an index sequence, a5/TTri.hpp) has no
 * row upstream in the pto-isa checkout we read: vbr's 6, an assumption
 * (both fill a register from a scalar, no source register).  vgather2
 * (a5/TGather.hpp) has no row there either: vlds's 9, an assumption (a
 * load from UB at lane-wise addresses); nor has vintlv (a lane
 * permutation, a5/TRowProd.hpp): vor's 7, an assumption.  vscatter
 * (a5/TScatter.hpp) is 17, the "about 17" cycles of pto-isa's A5
 * performance notes (shared/isa/NOTES.md, section f), issued as a store.
 * vgather2_bc (a5/TGather.hpp's b16 data by 32-bit indices) is vgather2's
 * 9, an assumption. */
#define SIM_A5_REDUCES(X)                                                                          \
    X(VCADD, "vcadd", 22)                                                                          \
    X(VCMAX, "vcmax", 16)                                                                          \
    X(VCMIN, "vcmin", 16)                                                                          \
    X(VBR, "vbr", 6)                                                                               \
    X(VLDAS, "vldas", 9)                                                                           \
    X(VLDUS, "vldus", 9)                                                                           \
    X(VCI, "vci", 6)                                                                               \
    X(VGATHER2, "vgather2", 9)                                                                     \
    X(VSCATTER, "vscatter", 17)                                                                    \
    X(VGATHER2_BC, "vgather2_bc", 9)                                                               \
    X(VINTLV, "vintlv", 7)

/* A5 vbitsort (a5/TSort32.hpp) is a UB-to-UB instruction outside the
 * vector functions, in order with them on the vector pipe.  No source
 * gives its A5 cost: a2a3's row (SIM_A2A3_REDUCES: startup 14 and
 * completion 17 a call, 8 cycles a repeat), an assumption; sim/a5.h
 * charges it and gen/cost.c estimates it from these. */
#define SIM_A5_VBITSORT_CALL 31.0
#define SIM_A5_VBITSORT_REPEAT 8.0

/* A5 vmrgsort4 (a5/TMrgSort.hpp) likewise: no source gives its A5 cost;
 * a2a3's row (SIM_A2A3_REDUCES: startup 14 and completion 17 a call, a
 * cycle per 32-byte block of pairs it writes), an assumption. */
#define SIM_A5_VMRGSORT4_CALL 31.0
#define SIM_A5_VMRGSORT4_BLOCK 1.0

#endif
