pg_include([common/kernel.m4])
m4_divert(-1)
# pto/source.m4 - the kernel as C++ over pto-isa's tile API (its A2/A3
# NPU headers, include/pto/npu/a2a3/; docs/targets.md, "pto").
#
# The frame is the one of pto-isa's own tests (and of the bench's retired
# hand drivers): UB tiles at the offsets gen/plan_pto.c placed (TASSIGN),
# inputs and outputs in two buffers used in turn where they fit
# (pg_plan_dbuf: pgr_buf, and pgr_ev the event of the tile's flags), a
# tile loop over M dealt round-robin over the cores, and per tile
#     TLOAD each input; MTE2 -> V; the ops; V -> MTE3; TSTORE each output
# with the flags between the phases, and the two a loop needs to reuse
# its buffers (V -> MTE2: the inputs are consumed; MTE3 -> V: the outputs
# are stored), pre-set before the loop and waited for after it.  Each op
# is one call of pto-isa's *_IMPL entry point (what its public TADD()
# and the others forward to), a pipe_barrier(PIPE_V) before an op that
# depends on one since the last barrier (pg_op(I, pto_barrier)).
#
# Records used beyond the common ones (gen/defs_pto.c):
#   pg_pto_ns (pto-isa's namespace, "pto")
#   pg_ubs_map, pg_ub(U, name|tile|ctype|addr|bufs|size|pitch|rows|per|flat|
#   dn|vcols), pg_plan_dbuf (1: inputs and outputs in two buffers)
#   pg_op(I, pto_call|pto_form|pto_tmp|pto_flat|pto_dn|pto_barrier|pto_round)
#   pg_pto_io(T, flat) (1: per-row I/O tile T moves through its view)
#   pg_pto_headers_map(M) -> M([TAdd.hpp]) per header the ops need
#   pg_pto_chunk (0: whole rows), pg_pto_timeline_map, pg_pto_secQ,
#   pg_pto_passQ(_tiles|_loads|_stores), pg_op(I, pto_part|pto_combine|
#   pto_combine_flat), pg_ub(U, part): rows split into chunks (below)
#
# Names: pgr_vec_rows<T, R, C> and pgr_vec_dn<T, R> are the two kinds of
# pto-isa Tile (row-major, DN [R, 1]); the Tile type of a UB tile is
# pgr_ty_<name>, its object
# pgr_tile_<name> (a scratch tile's name is opI, op I's), a per-row tile's
# [1, R] view pgr_fty_<name> and pgr_flat_<name>, a one-row per-row
# tile's DN [B, 1] view pgr_dty_<name> and pgr_dn_<name>; an I/O tile's
# GlobalTensor type is pgr_gty_<name> (its Shape pgr_gsh_<name>, its
# Stride pgr_gst_<name>), its object pgr_gt_<name>.

# the C++ type of a tile's elements, and its shape and layout: a per-row
# tile is pto-isa's DN [R, 1] tile (its valid column static), the others
# row-major, a one-row per-row tile (row1) [1, B] with its value in
# column 0; _pg_flat_type: a per-row tile's [1, R] row-major view;
# _pg_dn_type: a row1 tile's DN [B, 1] view, the form of TROWEXPAND*'s
# src1 whose one valid row pto-isa's CPU code reads at (0, 0)
# (cpu/TRowExpandOp.hpp) and its A2/A3 code spreads by vbrcb
# (a2a3/TRowExpandBinOp.hpp)
m4_define([_pg_ub_type],
[m4_ifelse(pg_ub([$1], [per]), [row],
[[pgr_vec_dn<]pg_ub([$1], [ctype])[, ]pg_ub([$1], [rows])[>]],
[[pgr_vec_rows<]pg_ub([$1], [ctype])[, ]pg_ub([$1], [rows])[, ]pg_ub([$1], [pitch])[>]])])
m4_define([_pg_flat_type],
[[pgr_vec_rows<]pg_ub([$1], [ctype])[, 1, ]pg_ub([$1], [rows])[>]])
m4_define([_pg_dn_type],
[[pgr_vec_dn<]pg_ub([$1], [ctype])[, ]pg_ub([$1], [pitch])[>]])

# _pg_ub_line(U): U's line of the layout comment
m4_define([_pg_ub_line],
[[ *   ]pg_ub([$1], [addr])[ ]m4_ifelse(pg_ub([$1], [tile]), [-1],
[m4_ifelse(pg_ub([$1], [part]), [-1],
[[pgr_tile_]pg_ub([$1], [name])[: the scratch of op ]m4_substr(pg_ub([$1], [name]), 2)],
[[pgr_tile_]pg_ub([$1], [name])[: op ]pg_ub([$1], [part])[ of one chunk]])],
[pg_ub([$1], [name])[: ]pg_tile(pg_ub([$1], [tile]), [dtype])[ (]pg_tile(pg_ub([$1], [tile]), [role])[)]])[, ]pg_ub([$1], [rows])[ x ]pg_ub([$1], [pitch])m4_ifelse(pg_ub([$1], [bufs]), [2], [[, 2 buffers]])[
]])

m4_define([_pg_include], [[#include <pto/npu/a2a3/$1>
]])

m4_define([_pg_ub_typedef], [[using pgr_ty_]pg_ub([$1], [name])[ = ]_pg_ub_type([$1])[;
]pg_if(pg_ub([$1], [flat]), [[using pgr_fty_]pg_ub([$1], [name])[ = ]_pg_flat_type([$1])[;
]])pg_if(pg_ub([$1], [dn]), [[using pgr_dty_]pg_ub([$1], [name])[ = ]_pg_dn_type([$1])[;
]])])

# pg_pto_io's reader (its records are the pto target's own)
m4_define([pg_pto_io], [_pg_record([pg_pto_io], [$1], [$2])])

# an I/O tile's rows in GM: vcols columns (a chunk's: run-time), its
# pitch static or a param's
m4_define([_pg_gm_stride],
[m4_ifelse(pg_tile([$1], [pitch_param]), [-1], [m4_patsubst(pg_tile([$1], [gm_pitch]), [u$])], [[-1]])])
# (a per-row tile's [1, R] view: one row of pgr_n values, M of them one
# after another in GM; a per-trans output: vc rows of pgr_n values at
# columns r0.. of a vc x M matrix, its rows M apart)
m4_define([_pg_gm_typedef],
[m4_ifelse(pg_tile([$1], [per]), [trans],
[[using pgr_gsh_]pg_tname([$1])[ = ]pg_pto_ns[::Shape<1, 1, 1, ]pg_vcols[, -1>;
using pgr_gst_]pg_tname([$1])[ = ]pg_pto_ns[::Stride<1, 1, 1, -1, 1>;
]],
pg_pto_io([$1], [flat]), [1],
[[using pgr_gsh_]pg_tname([$1])[ = ]pg_pto_ns[::Shape<1, 1, 1, 1, -1>;
using pgr_gst_]pg_tname([$1])[ = ]pg_pto_ns[::Stride<1, 1, 1, ]pg_vrows[, 1>;
]],
[[using pgr_gsh_]pg_tname([$1])[ = ]pg_pto_ns[::Shape<1, 1, 1, -1, ]m4_ifelse(pg_pto_chunk, [0], [pg_tile([$1], [gm_row])], pg_tile([$1], [per]), [row], [pg_tile([$1], [gm_row])], [[-1]])[>;
using pgr_gst_]pg_tname([$1])[ = ]pg_pto_ns[::Stride<1, 1, 1, ]_pg_gm_stride([$1])[, 1>;
]])[using pgr_gty_]pg_tname([$1])[ = ]pg_pto_ns[::GlobalTensor<]pg_tile([$1], [dctype])[, pgr_gsh_]pg_tname([$1])[, pgr_gst_]pg_tname([$1])[>;
]])

# a tile's object with the tile's valid rows (pgr_n) and columns (a
# mask's: its bytes, as in GM): a per-row tile's pgr_n rows (and its
# view's pgr_n columns), a one-row per-row tile's one column (and its
# DN view's pgr_n rows), a per-col tile's one row, a per-trans tile's
# (ttrans' dst and scratch) the kernel's columns as rows, pgr_n columns
m4_define([_pg_ub_valid],
[m4_ifelse(pg_ub([$1], [per]), [row], [[pgr_n]],
           pg_ub([$1], [per]), [row1], [[pgr_n, 1]],
           pg_ub([$1], [per]), [col], [[1, ]_pg_cols([$1])],
           pg_ub([$1], [per]), [trans], [pg_vcols[, pgr_n]],
           pg_ub([$1], [tile]), [-1], [[pgr_n, ]pg_ub([$1], [vcols])],
           [[pgr_n, ]_pg_cols([$1])])])
# a full or per-col tile's valid columns: the row's, or a chunk's pgr_w
m4_define([_pg_cols],
[m4_ifelse(pg_pto_chunk, [0], [pg_tile(pg_ub([$1], [tile]), [gm_row])], [[pgr_w]])])
m4_define([_pg_ub_decl],
[_pg_ind[pgr_ty_]pg_ub([$1], [name])[ pgr_tile_]pg_ub([$1], [name])[(]_pg_ub_valid([$1])[);
]_pg_ind[]pg_pto_ns[::TASSIGN_IMPL(pgr_tile_]pg_ub([$1], [name])[, ]pg_ub_addr_expr([$1])[);
]pg_if(pg_ub([$1], [flat]), [_pg_ind[pgr_fty_]pg_ub([$1], [name])[ pgr_flat_]pg_ub([$1], [name])[(1, pgr_n);
]])pg_if(pg_ub([$1], [dn]), [_pg_ind[pgr_dty_]pg_ub([$1], [name])[ pgr_dn_]pg_ub([$1], [name])[(pgr_n);
]])])

# an input's or output's rows in GM from the tile's first row; a per-col
# input is its one row, whatever the tile; a per-trans output its
# columns from the tile's first row
m4_define([_pg_gm_decl],
[m4_ifelse(pg_tile([$1], [per]), [col], [_pg_gm_rows([$1], [], [1])],
           pg_tile([$1], [per]), [trans],
[_pg_ind[pgr_gty_]pg_tname([$1])[ pgr_gt_]pg_tname([$1])[(]pg_tname([$1])[ + pgr_r0, pgr_gsh_]pg_tname([$1])[((int64_t)pgr_n), pgr_gst_]pg_tname([$1])[((int64_t)M));
]],
           [_pg_gm_rows([$1], [ + (size_t)pgr_r0 * ]pg_tile([$1], [gm_pitch]), [(int64_t)pgr_n])])])
m4_define([_pg_gm_rows],
[_pg_ind[pgr_gty_]pg_tname([$1])[ pgr_gt_]pg_tname([$1])[(]pg_tname([$1])[$2, pgr_gsh_]pg_tname([$1])[($3)]m4_ifelse(pg_tile([$1], [pitch_param]), [-1], [],
[[,
                                    pgr_gst_]pg_tname([$1])[((int64_t)]pg_tile([$1], [gm_pitch])[)]])[);
]])

# a per-row I/O tile of more than one row moves through its [1, R] view
# (TLOAD and TSTORE take ND to ND, DN to DN: a2a3/TLoad.hpp, TStore.hpp):
# the view is pointed at the tile's UB first (on the NPU; on pto-isa's CPU
# simulator TRESHAPE_IMPL copies, so a load's bytes go back to the tile)
m4_define([_pg_load],
[m4_ifelse(pg_pto_io([$1], [flat]), [1],
[_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_flat_]pg_tname([$1])[, pgr_tile_]pg_tname([$1])[);
]_pg_ind[]pg_pto_ns[::TLOAD_IMPL(pgr_flat_]pg_tname([$1])[, pgr_gt_]pg_tname([$1])[);
]_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_tile_]pg_tname([$1])[, pgr_flat_]pg_tname([$1])[);
]],
[_pg_ind[]pg_pto_ns[::TLOAD_IMPL(pgr_tile_]pg_tname([$1])[, pgr_gt_]pg_tname([$1])[);
]])])
m4_define([_pg_store],
[m4_ifelse(pg_pto_io([$1], [flat]), [1],
[_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_flat_]pg_tname([$1])[, pgr_tile_]pg_tname([$1])[);
]_pg_ind[]pg_pto_ns[::TSTORE_IMPL(pgr_gt_]pg_tname([$1])[, pgr_flat_]pg_tname([$1])[);
]],
[_pg_ind[]pg_pto_ns[::TSTORE_IMPL(pgr_gt_]pg_tname([$1])[, pgr_tile_]pg_tname([$1])[);
]])])

# _pg_opnd(T, I): the Tile object of spec tile T in op I (a per-row
# tile's [1, R] view in an elementwise op, a one-row per-row tile's DN
# view as a TROWEXPAND*'s src1)
m4_define([_pg_opnd],
[m4_ifelse(pg_op([$2], [pto_flat]), [1], [[pgr_flat_]],
           [$1], pg_op([$2], [pto_dn]), [[pgr_dn_]], [[pgr_tile_]])pg_tname([$1])])
m4_define([_pg_args],
[m4_ifelse(pg_op([$1], [pto_form]), [un], [_pg_opnd(pg_op([$1], [src0]), [$1])],
           pg_op([$1], [pto_form]), [bin], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]_pg_opnd(pg_op([$1], [src1]), [$1])],
           pg_op([$1], [pto_form]), [bin_tmp], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]_pg_opnd(pg_op([$1], [src1]), [$1])[, pgr_tile_]pg_ub(pg_op([$1], [pto_tmp]), [name])],
           pg_op([$1], [pto_form]), [red], [_pg_opnd(pg_op([$1], [src0]), [$1])[, pgr_tile_]pg_ub(pg_op([$1], [pto_tmp]), [name])],
           pg_op([$1], [pto_form]), [trans], [_pg_opnd(pg_op([$1], [src0]), [$1])[, pgr_tile_]pg_ub(pg_op([$1], [pto_tmp]), [name])],
           pg_op([$1], [pto_form]), [sca], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]pg_op([$1], [scalar])],
           pg_op([$1], [pto_form]), [sca_tmp], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]pg_op([$1], [scalar])[, pgr_tile_]pg_ub(pg_op([$1], [pto_tmp]), [name])],
           pg_op([$1], [pto_form]), [sel], [_pg_opnd(pg_op([$1], [mask]), [$1])[, ]_pg_opnd(pg_op([$1], [src0]), [$1])[, ]_pg_opnd(pg_op([$1], [src1]), [$1])],
           pg_op([$1], [pto_form]), [cvt], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]pg_pto_ns[::RoundMode::]pg_op([$1], [pto_round])],
           pg_op([$1], [pto_form]), [cmps], [_pg_opnd(pg_op([$1], [src0]), [$1])[, ]pg_op([$1], [scalar])[, ]pg_pto_ns[::CmpMode::]pg_op([$1], [pto_cmp])],
           [pg_fatal([pto: op form ']pg_op([$1], [pto_form])['])])])
# An elementwise op on per-row tiles works on their [1, R] views: each
# distinct operand is TRESHAPE_IMPL'd to its view first (dst too, so the
# copy back keeps its rows past the valid ones), dst back after the op.
# On the NPU TRESHAPE_IMPL points the view at the tile's UB (a2a3/
# TReshape.hpp), on pto-isa's CPU simulator, where every Tile owns its
# storage and TASSIGN is a no-op (cpu/TAssign.hpp), it copies the bytes.
m4_define([_pg_view], [_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_flat_]pg_tname([$1])[, pgr_tile_]pg_tname([$1])[);
]])
m4_define([_pg_views_in],
[_pg_view(pg_op([$1], [dst]))m4_ifelse(pg_op([$1], [pto_form]), [fill], [],
[m4_ifelse(pg_op([$1], [src0]), pg_op([$1], [dst]), [], [_pg_view(pg_op([$1], [src0]))])m4_ifelse(pg_op([$1], [pto_form]), [bin],
[m4_ifelse(pg_op([$1], [src1]), pg_op([$1], [dst]), [], pg_op([$1], [src1]), pg_op([$1], [src0]), [],
[_pg_view(pg_op([$1], [src1]))])])])])
m4_define([_pg_view_out], [_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_tile_]pg_tname(pg_op([$1], [dst]))[, pgr_flat_]pg_tname(pg_op([$1], [dst]))[);
]])
# a TROWEXPAND*'s one-row src1 through its DN view, made before the call
# (a copy on pto-isa's CPU simulator, on the NPU the same UB); the call
# does not write it, so nothing goes back
m4_define([_pg_view_dn], [_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_dn_]pg_tname(pg_op([$1], [pto_dn]))[, pgr_tile_]pg_tname(pg_op([$1], [pto_dn]))[);
]])

# a fill's scalar is a variable of its own, pgr_k<I>: pto-isa's CPU
# TEXPANDS_IMPL takes it by non-const reference (cpu/TExpands.hpp)
m4_define([_pg_op], [_pg_op_b([$1], pg_op([$1], [pto_barrier]))])
# _pg_op_b(I, B): op I, after a barrier when B is 1
m4_define([_pg_op_b],
[pg_if([$2], [_pg_ind[pipe_barrier(PIPE_V);
]])_pg_ind[/* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[]_pg_step_of([$1])[) */
]pg_if(pg_op([$1], [pto_flat]), [_pg_views_in([$1])])m4_ifelse(pg_op([$1], [pto_dn]), [-1], [],
[_pg_view_dn([$1])])m4_ifelse(pg_op([$1], [pto_form]), [fill],
[_pg_ind[pgr_ty_]pg_tname(pg_op([$1], [dst]))[::DType pgr_k$1 = ]pg_op([$1], [scalar])[;
]_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[(]_pg_opnd(pg_op([$1], [dst]), [$1])[, pgr_k$1);
]],
           pg_op([$1], [pto_form]), [sels], [_pg_sels([$1])],
           pg_op([$1], [pto_form]), [tri], [_pg_tri([$1])],
           pg_op([$1], [pto_form]), [ci], [_pg_ci([$1])],
[_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[(]_pg_opnd(pg_op([$1], [dst]), [$1])[, ]_pg_args([$1])[);
]])pg_if(pg_op([$1], [pto_flat]), [_pg_view_out([$1])])])

# tsels: dst filled with the scalar, then TSEL of the source where the
# mask's bit is 1 and of dst (the scalar) where it is 0; pto-isa's
# TSELS_IMPL is not one op on the A2/A3 and the CPU (gen/ops_pto.def).
# TSEL reads what TEXPANDS wrote: a barrier between them
m4_define([_pg_sels],
[_pg_ind[pgr_ty_]pg_tname(pg_op([$1], [dst]))[::DType pgr_k$1 = ]pg_op([$1], [scalar])[;
]_pg_ind[]pg_pto_ns[::TEXPANDS_IMPL(]_pg_opnd(pg_op([$1], [dst]), [$1])[, pgr_k$1);
]_pg_ind[pipe_barrier(PIPE_V);
]_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[(]_pg_opnd(pg_op([$1], [dst]), [$1])[, ]_pg_opnd(pg_op([$1], [mask]), [$1])[, ]_pg_opnd(pg_op([$1], [src0]), [$1])[, ]_pg_opnd(pg_op([$1], [dst]), [$1])[);
]])

# ttri and tci read no tile and take their modes as template arguments
# (a2a3/TTri.hpp's isUpperOrLower, a2a3/TCI.hpp's descending); tci's
# start is a variable of dst's element type, as a fill's scalar (its CPU
# TCI_IMPL takes T, which must be the tile's DType: cpu/TCI.hpp).
# a2a3/TCI.hpp stores on the scalar unit: the vector pipe's work before
# it and after it is ordered by PIPE_V -> PIPE_S and PIPE_S -> PIPE_V
# flags, as ptogen's a2a3 scalar loops are (docs/targets.md)
m4_define([_pg_tri],
[_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[<pgr_ty_]pg_tname(pg_op([$1], [dst]))[, ]pg_op([$1], [upper])[>(]_pg_opnd(pg_op([$1], [dst]), [$1])[, ]pg_op([$1], [diagonal])[);
]])
m4_define([_pg_ci],
[_pg_ind[set_flag(PIPE_V, PIPE_S, EVENT_ID0);
]_pg_ind[wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
]_pg_ind[pgr_ty_]pg_tname(pg_op([$1], [dst]))[::DType pgr_k$1 = ]pg_op([$1], [scalar])[;
]_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[<pgr_ty_]pg_tname(pg_op([$1], [dst]))[, pgr_ty_]pg_tname(pg_op([$1], [dst]))[::DType, ]pg_op([$1], [descending])[>(]_pg_opnd(pg_op([$1], [dst]), [$1])[, pgr_k$1);
]_pg_ind[set_flag(PIPE_S, PIPE_V, EVENT_ID0);
]_pg_ind[wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
]])

# ---- rows split into chunks (pg_pto_chunk columns; gen/plan_pto.c) ----
#
# Per tile of rows, the timeline gen/split.c derives from the op graph:
# section 0, pass 0, section 1, ..., section P.  A pass walks the row's
# chunks, each a step of the frame above (its inputs loaded from column
# pgr_c0 by a GlobalTensor over the chunk, the ops, its outputs stored):
# the flags order one chunk's vector work after the last one's.  A row
# reduction reduces each chunk into its part tile (pgr_tile_partI) and
# combines it into dst (TMAX, TMIN, TADD: plan_pto_combine), the first
# chunk straight into dst, so a maximum's order is the row's and a sum
# adds the chunks' sums in order (docs/semantics.md, "The pto target on
# pto-isa").  A section runs the ops on per-row values between barriers:
# no flag orders it after the chunks' vector work or the next pass's
# after it.
m4_define([_pg_ind4], [[            ]])

# _pg_frame(LOADS, OPS, STORES): one step of the loop's flags, at
# _pg_ind: MTE2 -> V after the loads, V -> MTE3 before the stores, and
# V -> MTE2, MTE3 -> V freeing the buffers for the next step (a tile of
# rows, or a chunk of them)
m4_define([_pg_frame],
[_pg_ind[wait_flag(PIPE_V, PIPE_MTE2, ]_pg_ev[);
]$1[]_pg_ind[set_flag(PIPE_MTE2, PIPE_V, ]_pg_ev[);
]_pg_ind[wait_flag(PIPE_MTE2, PIPE_V, ]_pg_ev[);
]_pg_ind[wait_flag(PIPE_MTE3, PIPE_V, ]_pg_ev[);

]$2[
]_pg_ind[set_flag(PIPE_V, PIPE_MTE2, ]_pg_ev[);
]_pg_ind[set_flag(PIPE_V, PIPE_MTE3, ]_pg_ev[);
]_pg_ind[wait_flag(PIPE_V, PIPE_MTE3, ]_pg_ev[);
]$3[]_pg_ind[set_flag(PIPE_MTE3, PIPE_V, ]_pg_ev[);
]])
# the event of the frame's flags: the tile's buffer's with two buffers
m4_define([_pg_ev], [pg_if(pg_plan_dbuf, [[pgr_ev]], [[EVENT_ID0]])])
m4_define([_pg_ind8], [[                ]])

# the tiles that live across the chunks (per-row, scratch, part); the
# chunk tiles a pass holds are declared in each chunk, with pgr_w valid
# columns (pg_pto_passQ_tiles)
m4_define([_pg_ub_decl_row],
[m4_ifelse(pg_ub([$1], [per]), [full], [m4_ifelse(pg_ub([$1], [tile]), [-1], [_pg_ub_decl([$1])])],
           pg_ub([$1], [per]), [col], [], [_pg_ub_decl([$1])])])

# an input's or output's chunk in GM: pgr_n rows of pgr_w columns from
# column pgr_c0 (a per-col tile's one row), a Shape<1, 1, 1, -1, -1> of
# two run-time dims, as pto-isa's tests/npu/a2a3/src/st/testcase/tadds/
# tadds_kernel.cpp builds its GlobalTensor, at an element offset from
# the argument, as tfa_kernel.cpp does (pto/common/pto_tile.hpp: Shape's
# two-parameter constructor)
m4_define([_pg_gm_chunk],
[m4_ifelse(pg_tile([$1], [per]), [col], [_pg_gm_chunk_rows([$1], [ + pgr_c0], [1])],
           [_pg_gm_chunk_rows([$1], [ + (size_t)pgr_r0 * ]pg_tile([$1], [gm_pitch])[ + pgr_c0], [(int64_t)pgr_n])])])
m4_define([_pg_gm_chunk_rows],
[_pg_ind[pgr_gty_]pg_tname([$1])[ pgr_gt_]pg_tname([$1])[(]pg_tname([$1])[$2, pgr_gsh_]pg_tname([$1])[($3, (int64_t)pgr_w)]m4_ifelse(pg_tile([$1], [pitch_param]), [-1], [],
[[, pgr_gst_]pg_tname([$1])[((int64_t)]pg_tile([$1], [gm_pitch])[)]])[);
]])

# _pg_chunk_op(I, B): op I in a pass's chunk, a row reduction by parts
# _pg_step_of(I): ", tsigmoid, step 4 of 8" for a step of a composite
m4_define([_pg_step_of], [m4_ifelse(pg_op([$1], [pto_step_of]), [], [], [[, ]pg_op([$1], [pto_step_of])])])
m4_define([_pg_chunk_op],
[m4_ifelse(pg_op([$1], [pto_part]), [-1], [_pg_op_b([$1], [$2])], [_pg_red_chunk([$1], [$2])])])
m4_define([_pg_red_chunk],
[pg_if([$2], [_pg_ind[pipe_barrier(PIPE_V);
]])_pg_ind[/* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[), chunk by chunk */
]_pg_ind[if (pgr_c0 == 0) {
]m4_pushdef([_pg_ind], _pg_ind8)_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[(pgr_tile_]pg_tname(pg_op([$1], [dst]))[, ]_pg_args([$1])[);
]m4_popdef([_pg_ind])_pg_ind[} else {
]m4_pushdef([_pg_ind], _pg_ind8)_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_call])[(pgr_tile_]_pg_part([$1])[, ]_pg_args([$1])[);
]_pg_ind[pipe_barrier(PIPE_V);
]m4_ifelse(pg_op([$1], [pto_combine_flat]), [1],
[_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_flat_]pg_tname(pg_op([$1], [dst]))[, pgr_tile_]pg_tname(pg_op([$1], [dst]))[);
]_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_flat_]_pg_part([$1])[, pgr_tile_]_pg_part([$1])[);
]_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_combine])[(pgr_flat_]pg_tname(pg_op([$1], [dst]))[, pgr_flat_]pg_tname(pg_op([$1], [dst]))[, pgr_flat_]_pg_part([$1])[);
]_pg_ind[]pg_pto_ns[::TRESHAPE_IMPL(pgr_tile_]pg_tname(pg_op([$1], [dst]))[, pgr_flat_]pg_tname(pg_op([$1], [dst]))[);
]],
[_pg_ind[]pg_pto_ns[::]pg_op([$1], [pto_combine])[(pgr_tile_]pg_tname(pg_op([$1], [dst]))[, pgr_tile_]pg_tname(pg_op([$1], [dst]))[, pgr_tile_]_pg_part([$1])[);
]])m4_popdef([_pg_ind])_pg_ind[}
]])
m4_define([_pg_part], [pg_ub(pg_op([$1], [pto_part]), [name])])

# a split kernel's per-row inputs and outputs (one value a row, no
# chunks): loaded whole before section 0, stored after the last section,
# each step after the vector work before it and before the vector work
# after it (the per-row copies of templates/common/kernel.m4's split loop)
m4_define([_pg_if_row], [m4_ifelse(pg_tile([$1], [per]), [row], [$2])])
m4_define([_pg_row_one], [_pg_if_row([$1], [1])])
m4_define([_pg_row_decl], [_pg_if_row([$1], [_pg_gm_decl([$1])])])
m4_define([_pg_row_load], [_pg_if_row([$1], [_pg_load([$1])])])
m4_define([_pg_row_store], [_pg_if_row([$1], [_pg_store([$1])])])
m4_define([_pg_row_copies],
[m4_ifelse($1([_pg_row_one]), [], [],
[[
        /* the per-row ]$2[ of this tile */
        set_flag(]$3[, ]$4[, EVENT_ID2);
        wait_flag(]$3[, ]$4[, EVENT_ID2);
]$1([_pg_row_decl])$1([$5])[        set_flag(]$4[, ]$3[, EVENT_ID2);
        wait_flag(]$4[, ]$3[, EVENT_ID2);
]])])

m4_define([_pg_nonempty], [x])
# _pg_step(sec|pass, Q, BODY): a section or a pass of the timeline
m4_define([_pg_step],
[m4_ifelse([$1], [sec], [m4_ifelse($3([_pg_nonempty]), [], [],
[[
        /* section $2: the ops on per-row values */
        pipe_barrier(PIPE_V);
]$3([_pg_op_b])[        pipe_barrier(PIPE_V);
]])], [_pg_pass([$2], [$3])])])
m4_define([_pg_pass],
[[
        /* pass $1 over the row's chunks */
        for (uint32_t pgr_c0 = 0; pgr_c0 < ]pg_vcols[u; pgr_c0 += ]pg_pto_chunk[u) {
            const uint32_t pgr_w = ]pg_vcols[u - pgr_c0 < ]pg_pto_chunk[u ? ]pg_vcols[u - pgr_c0 : ]pg_pto_chunk[u;
]m4_pushdef([_pg_ind], _pg_ind4)$2_tiles([_pg_ub_decl])$2_loads([_pg_gm_chunk])$2_stores([_pg_gm_chunk])[
]_pg_frame([$2_loads([_pg_load])], [$2([_pg_chunk_op])], [$2_stores([_pg_store])])m4_popdef([_pg_ind])[        }
]])

m4_define([_pg_ind], [[        ]])

pg_output_begin[]pg_banner[
]pg_doc_block[
/*
 * C++ over pto-isa's tile API for the A2/A3 vector core: one pto-isa
 * call per op.  Tiles sit at fixed UB offsets (TASSIGN), ]pg_if(pg_plan_dbuf, [[inputs and
 * outputs in two buffers, one a tile in turn, the others in one
 * (]], [[one buffer each
 * (]])pg_plan_ub_used[ of ]pg_plan_ub_capacity[ bytes):
]pg_ubs_map([_pg_ub_line])[ * Build with bisheng (-xcce) and pto-isa's include/, or for pto-isa's CPU
 * simulator with -D__CPU_SIM -std=c++20; on ptogen's sim/a2a3.h, define
 * PTOGEN_PTO_OP_HEADERS after peer/shim.hpp for the ops' own headers.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef PTOGEN_PTO_OP_HEADERS
#include <pto/npu/a2a3/TLoad.hpp>
#include <pto/npu/a2a3/TStore.hpp>
]pg_pto_headers_map([_pg_include])[#endif

#include "]pg_header["

namespace {
/* pto-isa's vector tiles: row-major with a run-time valid region, and
 * DN [R, 1] (one static valid column) for per-row values */
template <typename T, int R, int C>
using pgr_vec_rows = ]pg_pto_ns[::Tile<]pg_pto_ns[::TileType::Vec, T, R, C, ]pg_pto_ns[::BLayout::RowMajor, -1, -1>;
template <typename T, int R>
using pgr_vec_dn = ]pg_pto_ns[::Tile<]pg_pto_ns[::TileType::Vec, T, R, 1, ]pg_pto_ns[::BLayout::ColMajor, -1, 1>;

]pg_ubs_map([_pg_ub_typedef])pg_inputs_map([_pg_gm_typedef])pg_outputs_map([_pg_gm_typedef])[} // namespace

]pg_device_prototype[
{
]pg_unused_params[]pg_scalar_defs[    /* 64-bit: M + rows - 1 and the last pgr_t + block_num pass 2^32 for
     * M near UINT32_MAX */
    const uint64_t pgr_tiles = ((uint64_t)M + ]pg_vrows[u - 1u) / ]pg_vrows[u;

    /* every buffer starts free: pre-signal what the loop waits for */
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
]pg_if(pg_plan_dbuf, [[    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    uint32_t pgr_iter = 0;
]])[    for (uint64_t pgr_t = (uint64_t)block_idx; pgr_t < pgr_tiles; pgr_t += (uint64_t)block_num) {
        const uint32_t pgr_r0 = (uint32_t)(pgr_t * ]pg_vrows[u);
        const uint32_t pgr_n = M - pgr_r0 < ]pg_vrows[u ? M - pgr_r0 : ]pg_vrows[u;
]pg_if(pg_plan_dbuf, [[        /* the tile's buffer, and its flags' event: event ids are numbers
         * in turn, as pto-isa's common/event.hpp counts them (its CPU
         * simulator defines EVENT_ID0 only, and set_flag and wait_flag
         * as empty macros) */
        const uint32_t pgr_buf = pgr_iter++ & 1u;
        const event_t pgr_ev = (event_t)(EVENT_ID0 + pgr_buf);
        (void)pgr_ev;
]])[]m4_ifelse(pg_pto_chunk, [0], [pg_ubs_map([_pg_ub_decl])pg_inputs_map([_pg_gm_decl])pg_outputs_map([_pg_gm_decl])[
]_pg_frame([pg_inputs_map([_pg_load])], [pg_ops_map([_pg_op])], [pg_outputs_map([_pg_store])])], [pg_ubs_map([_pg_ub_decl_row])_pg_row_copies([pg_inputs_map], [inputs], [PIPE_V], [PIPE_MTE2], [_pg_row_load])pg_pto_timeline_map([_pg_step])_pg_row_copies([pg_outputs_map], [outputs], [PIPE_V], [PIPE_MTE3], [_pg_row_store])])[    }
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
]pg_if(pg_plan_dbuf, [[    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
]])[}
]pg_output_end
