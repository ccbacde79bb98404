pg_include([common/kernel.m4])
m4_divert(-1)
# a5/source.m4 - C for the A5 register model.
#
# Only I/O tiles live in UB; the whole op chain runs on vector registers
# inside one __VEC_SCOPE__ per GM tile: each input is loaded once per
# chunk of one vector length, each output stored once.  Records used
# beyond the common ones (see gen/defs.c):
#   pg_plan_contiguous  1: one flat loop over pgr_n * vcols elements;
#                       0: rows of the tile, chunks within a row
#   pg_segs_map, pg_seg(S, F): the segments, one __VEC_SCOPE__ each (ops
#                       of one lane width; a conversion in the run of its
#                       wider side); pg_seg<S>_insns_map, _tiles_map, _xregs_map:
#                       its instructions, the tiles they name, its extra
#                       registers; pg_seg<S>_nest_map, pg_nest(N, kind|
#                       count|mul|add|div|bound|part|half): its loop nest,
#                       node by node (gen/ir.h's struct nest: the loops,
#                       their bounds and what runs in them, decided by the
#                       planner and walked the same way by gen/cost.c).
#                       While a segment is spelled, pg_plan_* below and
#                       pg_insns_map are its (pg_use_seg):
#   pg_plan_paired      1: 4-byte data with mask tiles: the chunks go in
#                       pairs (pg_plan_pairs per row), one mask load per
#                       pair
#   pg_plan_elems, pg_plan_plt, pg_plan_vsts_dist,
#   pg_plan_narrow, pg_plan_plt_narrow, pg_plan_spread: a widening's
#                       source lanes (its element size, predicate, and
#                       lanes per element: 2, or 4 for an UNPK4_B8 load)
#   pg_hoist_segs_map   the segments of the ops hoisted out of the tile loop
#                       (gen/ir.c's ir_hoistable), before it; pg_segs_map
#                       the loop's, from pg_seg_first; pg_hoist_ubs_map
#                       the UB tiles the hoisted ones name, pg_hoist_waits
#                       1 when they read a per-col input
#   pg_seg(S, rowchunks) the chunks of a row held whole in registers
#                       (gen/plan_a5_whole.c: one part per row, each load
#                       and store at its d_col), else 0
#   pg_seg(S, sort)     1: no scope but a tsort32's vbitsort calls on UB,
#                       a row at a time (gen/plan_a5_sort.c, _pg_sort_seg);
#                       2: a tscatter's scope a row (gen/plan_a5_scatter.c,
#                       _pg_scatter); pg_sort_segs, pg_scatter_segs: how
#                       many of pg_segs_map's
#   pg_ubs_map, pg_ub(U, ...), pg_loads_map, pg_stores_map, pg_once_map
#                       (per-col inputs, loaded before the tile loop) as on a2a3
#   pg_reg(R, name)     register of operand R: a tile's (pgr_v_x, pgr_pm_m), or an
#                       extra register (tile count + X)
#   pg_xregs_map, pg_xreg(X, name|type): the extra registers
#   pg_insns_map, pg_insn(I, kind|op|opfirst|name|d_ub|d_tile|s0_tile|
#                         s1_tile|d_rview|s0_rview|s1_rview|scalar|mask|
#                         pred|prologue|b32|d_row|dist|part|mode)
#                       rview: the operand seen as another register type;
#                       pred: predicate register, -1 for the chunk's pgr_pt;
#                       prologue: once per scope, before the chunk loop;
#                       part: 0 in each chunk, 1 once per row before its
#                       chunks, 2 once after them (vector tiles: per-row
#                       values, reductions); d_row 0: the same UB row in
#                       every row (a per-col tile); mode: MODE_ZEROING or
#                       MODE_MERGING

# ---- GM <-> UB: one burst per row, strides in bytes --------------------
# Calls as a5/TLoad.hpp and a5/TStore.hpp (cannmirror/pto-isa) make them.
# A per-row tile is one element per row, a burst each into its 32-byte UB
# row; a per-col tile is one row every tile shares (_pg_percol).  The GM
# side steps pg_ub(U, gm_stride) bytes a row (C: a 'stride' param's
# value times the element size), the UB side its pitch.
m4_define([_pg_percol], [m4_ifelse(pg_tile(pg_ub([$1], [tile]), [per]), [col], [1], [0])])
m4_define([pg_gm_offset],
[pg_ub([$1], [name])pg_if(_pg_percol([$1]), [], [[ + (size_t)pgr_r0 * ]pg_ub([$1], [gm_pitch])])])
m4_define([pg_load],
[[        copy_gm_to_ubuf_align_v2(pgr_ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[, 0, ]pg_if(_pg_percol([$1]), [[1]], [[pgr_n]])[, ]pg_ub([$1], [len])[u, 0, 0, 0, 0, ]pg_ub([$1], [gm_stride])[, ]pg_ub([$1], [stride])[u);
]])
# A per-col input: one burst, once per core before the tile loop (its
# values are the same for every tile).
m4_define([pg_load_once],
[[    copy_gm_to_ubuf_align_v2(PGR_UB(]pg_ub([$1], [ctype])[, ]pg_ub([$1], [addr])[), ]pg_ub([$1], [name])[, 0, 1, ]pg_ub([$1], [len])[u, 0, 0, 0, 0, ]pg_ub([$1], [len])[u, ]pg_ub([$1], [stride])[u);
]])
# A per-trans output: its vc rows, each the pgr_n elements of the tile
# iteration's columns pgr_r0.. of a vc x M matrix, M elements apart.
m4_define([pg_store],
[m4_ifelse(pg_tile(pg_ub([$1], [tile]), [per]), [trans],
[[        copy_ubuf_to_gm_align_v2(]pg_ub([$1], [name])[ + pgr_r0, pgr_ub_]pg_ub([$1], [name])[, 0, ]pg_tile(pg_ub([$1], [tile]), [vrows])[, pgr_n * ]pg_tile(pg_ub([$1], [tile]), [size])[u, 0, (uint64_t)M * ]pg_tile(pg_ub([$1], [tile]), [size])[u, ]pg_ub([$1], [stride])[u);
]], [_pg_store_rows([$1])])])
m4_define([_pg_store_rows],
[[        copy_ubuf_to_gm_align_v2(]pg_gm_offset([$1])[, pgr_ub_]pg_ub([$1], [name])[, 0, pgr_n, ]pg_ub([$1], [len])[u, 0, ]pg_ub([$1], [gm_stride])[, ]pg_ub([$1], [stride])[u);
]])
# A row split into chunks (pg_split_loop): a chunk of a full tile is a
# burst per row of pgr_w elements from column pgr_c0 (a mask's, its bytes
# from byte pgr_c0 / 8) into UB rows at the chunk's pitch; a per-col
# tile's chunk is one burst.  A per-row tile moves once a row block, as a
# whole tile's does.
m4_define([pg_split_load],
[m4_ifelse(_pg_ch_per([$1]), [row], [pg_load([$1])],
[[        copy_gm_to_ubuf_align_v2(pgr_ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[ + ]_pg_ch_col([$1])[, 0, ]pg_if(_pg_percol([$1]), [[1]], [[pgr_n]])[, ]_pg_ch_bytes([$1])[, 0, 0, 0, 0, ]pg_if(_pg_percol([$1]), [_pg_ch_bytes([$1])], [pg_ub([$1], [gm_stride])])[, ]pg_ub([$1], [stride])[u);
]])])
m4_define([pg_split_store],
[m4_ifelse(_pg_ch_per([$1]), [row], [pg_store([$1])],
[[        copy_ubuf_to_gm_align_v2(]pg_gm_offset([$1])[ + ]_pg_ch_col([$1])[, pgr_ub_]pg_ub([$1], [name])[, 0, pgr_n, ]_pg_ch_bytes([$1])[, 0, ]pg_ub([$1], [gm_stride])[, ]pg_ub([$1], [stride])[u);
]])])
# The MTE loop registers belong to the core and keep what the last kernel
# set: program one plain pass (loop sizes 1) before the first copy.
m4_define([pg_mte_loops],
[pg_if(pg_plan_ctrl, [[    /* conversions saturate by their RS_* operand (CTRL bit 60 = 0), as
     * sim/README.md "Saturation" lays out; CTRL is restored at the end */
    const uint64_t pgr_ctrl = get_ctrl();
    set_ctrl(sbitset0(pgr_ctrl, 60));
]])[    /* the MTE loop registers outlive kernels: one pass of bursts per copy */
    set_loop2_stride_outtoub(0);
    set_loop1_stride_outtoub(0);
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop2_stride_ubtoout(0);
    set_loop1_stride_ubtoout(0);
    set_loop_size_ubtoout(1ull << 21 | 1ull);

]])
# ---- registers ------------------------------------------------------------
m4_define([pg_reg_decl],
[m4_ifelse(pg_tile([$1], [used]), [0], [],
           pg_tile([$1], [dtype]), [mask],
           [[            vector_bool pgr_pm_]pg_tname([$1])[;
]pg_if(pg_plan_paired, [m4_ifelse(pg_tile([$1], [role]), [in], [[            vector_bool pgr_pair_]pg_tname([$1])[;
]], pg_tile([$1], [role]), [out], [[            vector_bool pgr_st_]pg_tname([$1])[;
            vector_bool pgr_dd_]pg_tname([$1])[;
]])])pg_if(_pg_has_pairs, [[            vector_bool pgr_hi_]pg_tname([$1])[;
]])],
           [[            ]pg_tile([$1], [vreg])[ pgr_v_]pg_tname([$1])[;
]])])
# _pg_has_pairs: 1 if the chunk loop walks pairs of chunks
m4_define([_pg_has_pairs],
[pg_if(pg_plan_paired, [pg_if(pg_plan_contiguous, [1], [m4_ifelse(pg_plan_pairs, [0], [0], [1])])], [0])])
m4_define([pg_xreg_decl],
[[            ]pg_xreg([$1], [type])[ ]pg_xreg([$1], [name])[;
]])
m4_define([pg_xreg], [_pg_record([pg_xreg], [$1], [$2])])
m4_define([_pg_reg], [_pg_record([pg_reg], [$1], [name])])
# _pg_r(I, K): register operand K (d, s0, s1) of instruction I, through
# its view if it has one (a reference cast, as pto-isa writes
# (RegTensor<int16_t> &)reg).
m4_define([_pg_r],
[m4_ifelse(pg_insn([$1], [$2_rview]), [], [_pg_reg(pg_insn([$1], [$2_tile]))],
           [[*(]pg_insn([$1], [$2_rview])[ *)&]_pg_reg(pg_insn([$1], [$2_tile]))])])
m4_define([_pg_pred],
[m4_ifelse(pg_insn([$1], [pred]), [-1], [[pgr_pt]], pg_insn([$1], [pred]), [-2], [[pgr_pw]],
           [_pg_reg(pg_insn([$1], [pred]))])])

# ---- where a chunk lives ----------------------------------------------------
# The chunk loop runs with pgr_c = 0, 1, ... over chunks of E elements; with
# 4-byte data and mask tiles over pairs of chunks, the halves "lo" and
# "hi" of pair pgr_c, and a last single chunk "tail" when a row has an odd
# number of chunks.  _pg_half names the chunk being spelled.
m4_define([_pg_half], [one])
m4_define([_pg_E], [pg_plan_elems])
m4_define([_pg_koff],
[m4_ifelse(_pg_half, [row], [],
           _pg_half, [col], [[pgr_c * ]_pg_E[u]],
           _pg_half, [one], [[pgr_c * ]_pg_E[u]],
           _pg_half, [lo], [[pgr_c * ]m4_eval(2 * _pg_E)[u]],
           _pg_half, [hi], [[pgr_c * ]m4_eval(2 * _pg_E)[u + ]_pg_E[u]],
           [m4_ifelse(pg_plan_pairs, [0], [], [m4_eval(2 * _pg_E * pg_plan_pairs)[u]])])])
# _pg_off(I, KOFF): offset of instruction I's chunk in its UB tile
# (elements; bytes for masks): row pgr_r's start plus KOFF, or plus the
# instruction's own column in a row's part (a whole row's chunk,
# gen/plan_a5_whole.c).
m4_define([_pg_off],
[_pg_off_at([$1], m4_ifelse([$2], [], m4_ifelse(pg_insn([$1], [d_col]), [0], [],
                                               [pg_insn([$1], [d_col])[u]]), [$2]))])
m4_define([_pg_off_at],
[pg_if(pg_plan_contiguous, [$2],
       [m4_ifelse(pg_insn([$1], [d_row]), [0], [m4_ifelse([$2], [], [0], [$2])],
                  [[pgr_r * ]pg_insn([$1], [d_row])[u]m4_ifelse([$2], [], [], [[ + $2]])])])])
m4_define([_pg_mkoff],
[m4_ifelse(_pg_half, [one], [[pgr_c * ]m4_eval(_pg_E / 8)[u]],
           _pg_half, [tail], [m4_ifelse(pg_plan_pairs, [0], [], [m4_eval(16 * pg_plan_pairs)[u]])],
           [[pgr_c * 16u]])])
# _pg_in: the indentation of the loop nest's current depth (_pg_depth
# blocks open inside the scope).
m4_define([_pg_depth], [0])
m4_define([_pg_in], [m4_substr([                                        ], 0, m4_eval(12 + 4 * _pg_depth))])

m4_define([_pg_mask_ld],
[[plds(]$2[, (__ubuf__ uint32_t *)pgr_ub_]pg_insn([$1], [d_ub])[, ]_pg_off([$1], _pg_mkoff)[, US);
]])
m4_define([pg_insn_vlds],
[pg_if(pg_insn([$1], [prologue]), [], [_pg_vlds([$1])])])
m4_define([_pg_vlds],
[_pg_in[vlds(]_pg_reg(pg_insn([$1], [d_tile]))[, pgr_ub_]pg_insn([$1], [d_ub])[, ]_pg_off([$1], _pg_kload([$1]))[, ]pg_insn([$1], [dist])[);
]])
# _pg_kload(I): the chunk offset load I reads at: _pg_koff, or, when its
# tile's rows hold only pg_insn(I, kcap) chunks (a narrow source, whose
# lanes past its columns the op discards), chunk min(K, kcap - 1), so no
# load reaches further past the tile than a tile's own last chunk does
# (the tail reserve): a tile of one chunk reads chunk 0 in every chunk.
m4_define([_pg_kload],
[m4_ifelse(pg_insn([$1], [kcap]), [0], [_pg_koff],
           [_pg_kcap(m4_eval(pg_insn([$1], [kcap]) - 1),
                     m4_ifelse(_pg_half, [lo], [[pgr_c * 2u]], _pg_half, [hi], [[pgr_c * 2u + 1u]],
                               _pg_half, [one], [[pgr_c]], _pg_half, [col], [[pgr_c]],
                               _pg_half, [row], [], [m4_eval(2 * pg_plan_pairs)]))])])
# _pg_kcap(LAST, K): K's chunk offset, K at most LAST: nothing for chunk
# 0, a constant for a fixed K (a pair's tail), else a C min
m4_define([_pg_kcap],
[m4_ifelse([$2], [], [], [$1], [0], [],
           m4_regexp([$2], [^[0-9]+$]), [0],
           [m4_ifelse(m4_eval([$2] < [$1]), [1], [m4_eval([$2] * _pg_E)], [m4_eval([$1] * _pg_E)])[u]],
           [[($2 < $1u ? $2 : $1u) * ]_pg_E[u]])])
# A mask chunk: b16 data loads its chunk's 16 bytes; b32 loads 16 bytes
# per pair in the pair's head (pg_pair_head) and its tail chunk's 8 bits
# from the next 16-byte boundary, widened by punpack (a5/TSel.hpp).
m4_define([pg_insn_plds],
[m4_ifelse(_pg_half, [one], [_pg_in[]_pg_mask_ld([$1], [pgr_pm_]pg_tname(pg_insn([$1], [d_tile])))],
           _pg_half, [tail], [_pg_in[]_pg_mask_ld([$1], [pgr_pair_]pg_tname(pg_insn([$1], [d_tile])))_pg_in[punpack(pgr_pm_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_pair_]pg_tname(pg_insn([$1], [d_tile]))[, LOWER);
]])])
m4_define([pg_pair_head_plds],
[m4_ifelse(pg_insn([$1], [kind]), [plds],
[_pg_in[]_pg_mask_ld([$1], [pgr_pair_]pg_tname(pg_insn([$1], [d_tile])))_pg_in[pintlv_b16(pgr_pm_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_hi_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_pair_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_all_b16);
]])])
m4_define([pg_insn_vsts],
[_pg_in[vsts(]_pg_reg(pg_insn([$1], [d_tile]))[, pgr_ub_]pg_insn([$1], [d_ub])[, ]_pg_off([$1], _pg_koff)[, ]pg_insn([$1], [dist])[, ]_pg_pred([$1])[);
]])
# pg_insn_vop(I): one register op.  The operand shape follows the
# instruction (tneg is a unary op spelled as vmuls by -1; a shift's count
# is masked by a vand first).
m4_define([pg_insn_vop],
[pg_if(pg_insn([$1], [prologue]), [],
[m4_ifelse(pg_insn([$1], [opfirst]), [1], [_pg_in[/* ]pg_tname(pg_op(pg_insn([$1], [op]), [dst]))[ = ]pg_op(pg_insn([$1], [op]), [name])[ (spec line ]pg_op(pg_insn([$1], [op]), [line])[) */
]])m4_ifelse(pg_insn([$1], [shape]), [plt], [_pg_chunk_plt([$1])],
[_pg_in[]pg_insn([$1], [name])[(]_pg_vop_dst([$1])[, ]m4_indir([_pg_vop_]pg_insn([$1], [shape]), [$1])[);
]])])])
# A predicate of the lanes of a chunk below column N (the plan's scalar,
# the row's first N columns): N less the chunk's first column, none past
# N, as pto-isa's a5/TFillPad.hpp's copy counts a row's columns down
# chunk by chunk (plt_b*, its CreatePredicate).
m4_define([_pg_chunk_plt],
[m4_pushdef([_pg_c0], m4_ifelse(_pg_koff, [], [0u], [_pg_koff]))_pg_in[{
]_pg_in[    uint32_t pgr_k = ]_pg_c0[ < ]pg_insn([$1], [scalar])[ ? ]pg_insn([$1], [scalar])[ - ]_pg_c0[ : 0u;
]_pg_in[    ]_pg_r([$1], [d])[ = ]pg_insn([$1], [name])[(pgr_k, POST_UPDATE);
]_pg_in[}
]m4_popdef([_pg_c0])])
m4_define([_pg_vop_dst],
[m4_ifelse(pg_insn([$1], [shape]) _pg_half _pg_is_tile(pg_insn([$1], [d_tile])), [compare hi 1],
           [[pgr_hi_]pg_tname(pg_insn([$1], [d_tile]))],
           [_pg_r([$1], [d])])])
# _pg_is_tile(R): 1 if register operand R is a tile's (else an extra register)
m4_define([_pg_is_tile], [m4_eval([$1] < pg_tiles_count)])
# The operand shapes (pg_insn(I, shape), from gen/insns.def's a5 forms,
# the generic ones by their operands).
m4_define([_pg_vop_binary],
[_pg_r([$1], [s0])[, ]_pg_r([$1], [s1])[, ]_pg_pred([$1])[, ]pg_insn([$1], [mode])])
# no mode operand: vand (a5/TAnd.hpp), the predicate logic (a5/TQuant.hpp)
m4_define([_pg_vop_binary_nomode],
[_pg_r([$1], [s0])[, ]_pg_r([$1], [s1])[, ]_pg_pred([$1])])
m4_define([_pg_vop_unary], [_pg_r([$1], [s0])[, ]_pg_pred([$1])[, MODE_ZEROING]])
m4_define([_pg_vop_scalar],
[_pg_r([$1], [s0])[, ]pg_insn([$1], [scalar])[, ]_pg_pred([$1])[, MODE_ZEROING]])
m4_define([_pg_vop_dup], [pg_insn([$1], [scalar])[, ]_pg_pred([$1])[, MODE_ZEROING]])
# lane 0 of a register in every lane (a5/TRowExpand.hpp), vbr of a scalar
# with no predicate (a5/TRowReduce.hpp's accumulator)
m4_define([_pg_vop_lane], [_pg_r([$1], [s0])[, ]_pg_pred([$1])[, POS_LOWEST, MODE_ZEROING]])
m4_define([_pg_vop_br], [pg_insn([$1], [scalar])])
# vci(dst, (int16_t)(first column), INC_ORDER): the chunk's column indices
# in its lanes (a5/TTri.hpp), the offset of the chunk being spelled, or
# the plan's first index (dist; 8-bit ttri's -128 on vector_s8)
m4_define([_pg_vop_index],
[[(]pg_insn([$1], [scalar])[)(]m4_ifelse(pg_insn([$1], [dist]), [],
[m4_ifelse(_pg_koff, [], [0], [_pg_koff])], [pg_insn([$1], [dist])])[), INC_ORDER]])
# vgather2(dst, base, index, pred): the base, the source row's UB address,
# is the plan's scalar (a5/TGather.hpp)
m4_define([_pg_vop_gather], [pg_insn([$1], [scalar])[, ]_pg_r([$1], [s0])[, ]_pg_pred([$1])])
# vintlv(dst0, dst1, src0, src1): the second result is the instruction's
# first source register (a5/TRowProd.hpp's lane fold)
m4_define([_pg_vop_intlv], [_pg_r([$1], [s0])[, ]_pg_r([$1], [s1])[, ]_pg_r([$1], [s2])])
# vcvt(dst, src, pred, ROUND_*, RS_*, PART_*), vtrc(dst, src, ROUND_*, pred)
# as a5/TCvt.hpp and a5/TRem.hpp write them: their operands after the
# predicate are the plan's
m4_define([_pg_vop_cvt], [_pg_r([$1], [s0])[, ]_pg_pred([$1])[, ]pg_insn([$1], [scalar])])
m4_define([_pg_vop_trc], [_pg_r([$1], [s0])[, ]pg_insn([$1], [scalar])[, ]_pg_pred([$1])])
# a compare writes its mask's predicate (the hi half of a pair: pgr_hi_)
m4_define([_pg_vop_compare],
[m4_ifelse(pg_insn([$1], [s1_tile]), [-1], [_pg_r([$1], [s0])[, ]pg_insn([$1], [scalar])],
           [_pg_r([$1], [s0])[, ]_pg_r([$1], [s1])])[, ]_pg_pred([$1])])
# a select by a mask tile's predicate, or by a predicate register (pred)
m4_define([_pg_vop_select],
[_pg_r([$1], [s0])[, ]_pg_r([$1], [s1])[, ]m4_ifelse(pg_insn([$1], [mask]), [-1], [_pg_pred([$1])],
[m4_ifelse(_pg_half, [hi], [[pgr_hi_]], [[pgr_pm_]])pg_tname(pg_insn([$1], [mask]))])])
# A mask output: psts packs a b16 predicate into 16 bytes (a5/TCmp.hpp);
# 4-byte data packs the two halves of a pair with pdintlv_b8 first, after
# the pair (pg_pair_tail_psts), and a lone last chunk with an all-false
# partner.
# The pointer moves to the chunk's bytes and the offset is 0, as
# a5/TCmp.hpp stores (the offset's unit is not documented).
m4_define([_pg_psts],
[_pg_in[psts(]$2[, (__ubuf__ uint32_t *)]_pg_psts_at([$1], _pg_off([$1], _pg_mkoff))[, 0, PK);
]])
m4_define([_pg_psts_at],
[m4_ifelse([$2], [0], [[pgr_ub_]pg_insn([$1], [d_ub])], [[(pgr_ub_]pg_insn([$1], [d_ub])[ + $2)]])])
m4_define([_pg_pdintlv],
[_pg_in[pdintlv_b8(pgr_st_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_dd_]pg_tname(pg_insn([$1], [d_tile]))[, pgr_pm_]pg_tname(pg_insn([$1], [d_tile]))[, $2);
]])
m4_define([pg_insn_psts],
[m4_ifelse(_pg_half, [one], [_pg_psts([$1], [pgr_pm_]pg_tname(pg_insn([$1], [d_tile])))],
           _pg_half, [tail], [_pg_pdintlv([$1], [pgr_none_b32])_pg_psts([$1], [pgr_st_]pg_tname(pg_insn([$1], [d_tile])))])])
m4_define([pg_pair_tail_psts],
[m4_ifelse(pg_insn([$1], [kind]), [psts],
[_pg_pdintlv([$1], [pgr_hi_]pg_tname(pg_insn([$1], [d_tile])))_pg_psts([$1], [pgr_st_]pg_tname(pg_insn([$1], [d_tile])))])])
# pg_insn_emit(I): instruction I if it runs in the part being spelled
m4_define([_pg_part], [0])
m4_define([pg_insn_emit],
[m4_ifelse(pg_insn([$1], [part]), _pg_part, [m4_indir([pg_insn_]pg_insn([$1], [kind]), [$1])])])

# pg_use_seg(S): segment S's records become pg_plan_* and pg_insns_map.
m4_define([pg_use_seg],
[m4_define([pg_plan_elems], pg_seg([$1], [elems]))m4_dnl
m4_define([pg_plan_paired], pg_seg([$1], [paired]))m4_dnl
m4_define([pg_plan_pairs], pg_seg([$1], [pairs]))m4_dnl
m4_define([pg_plan_narrow], pg_seg([$1], [narrow]))m4_dnl
m4_define([pg_plan_spread], pg_seg([$1], [spread]))m4_dnl
m4_define([pg_plan_plt], pg_seg([$1], [plt]))m4_dnl
m4_define([pg_plan_plt_narrow], pg_seg([$1], [plt_narrow]))m4_dnl
m4_define([pg_plan_vsts_dist], pg_seg([$1], [vsts_dist]))m4_dnl
m4_define([pg_insns_map], m4_defn([pg_seg$1_insns_map]))m4_dnl
m4_define([pg_seg_tiles_map], m4_defn([pg_seg$1_tiles_map]))m4_dnl
m4_define([pg_seg_xregs_map], m4_defn([pg_seg$1_xregs_map]))m4_dnl
m4_define([pg_seg_nest_map], m4_defn([pg_seg$1_nest_map]))])
# pg_scope(S): segment S's __VEC_SCOPE__ in the tile loop; a sort
# segment's vbitsort calls, or a scatter's row loop, instead
# (_pg_sort_seg).
m4_define([pg_scope],
[m4_ifelse(pg_seg([$1], [sort]), [0],
[pg_use_seg([$1])[        __VEC_SCOPE__
        {
]pg_seg_tiles_map([pg_reg_decl])pg_seg_xregs_map([pg_xreg_decl])pg_insns_map([pg_prologue_insn])pg_seg_nest_map([pg_nest_emit])[        }
]], [_pg_sort_seg([$1])])])

# _pg_sort_seg(S): a tsort32 (gen/plan_a5_sort.c) as pto-isa's
# a5/TSort32.hpp sorts, a valid row at a time: vbitsort(dst, src, idx,
# repeat) on UB pointers between the vector functions (the compiler's
# VBS32 form), each repeat 32 values with their u32 indices into 32
# (value, index) pairs, 256 bytes; a short last block padded first in
# scratch blocks by a __VEC_SCOPE__ of its own (_pg_sortpad), as
# TSort32.hpp pads its tmp tile.
m4_define([_pg_sort_seg],
[pg_use_seg([$1])[        for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r) {
]pg_insns_map([_pg_sort_step])[        }
]])
m4_define([_pg_sort_step], [m4_ifelse(pg_insn([$1], [kind]), [vdup], [_pg_sortpad([$1])],
                                      pg_insn([$1], [kind]), [vscatter], [_pg_scatter([$1])],
                                      pg_insn([$1], [kind]), [vmrgsort], [_pg_vmrgsort([$1])],
                                      pg_insn([$1], [kind]), [vun], [_pg_sortcopy([$1])],
                                      [_pg_vbitsort([$1])])])
m4_define([_pg_vbitsort],
[[            vbitsort(]_pg_ubptr([$1], [d])_pg_uboff([$1], [d], [ + ])[, ]_pg_ubptr([$1], [s0])_pg_uboff([$1], [s0], [ + ])[, ]_pg_ubptr([$1], [s1])_pg_uboff([$1], [s1], [ + ])[, ]pg_insn([$1], [repeat])[);
]])
# _pg_vmrgsort(I): a tmrgsort's merge (gen/plan_a5_sort.c) as pto-isa's
# a5/TMrgSort.hpp calls vmrgsort4(dst, addrArray, count, config) on UB
# pointers between the vector functions (the compiler's V220 form, as on
# A2/A3): the lists back to back from the first (s0, pgr_ml), their
# addresses in scalar; count (lo) their lengths in pairs, 16 bits each;
# config (hi) the repeat, the lists' mask, no exhausted suspension
m4_define([_pg_vmrgsort],
[[            {
                __ubuf__ ]pg_insn([$1], [s0_view])[ *pgr_ml = ]_pg_ubptr([$1], [s0])_pg_uboff([$1], [s0], [ + ])[;
                __ubuf__ ]pg_insn([$1], [s0_view])[ *pgr_mls[] = {]pg_insn([$1], [scalar])[};
                vmrgsort4(]_pg_ubptr([$1], [d])_pg_uboff([$1], [d], [ + ])[, pgr_mls, ]pg_insn([$1], [lo])[ull, ]pg_insn([$1], [hi])[ull);
            }
]])
# _pg_sortcopy(I): a tmrgsort's run of at most 32 pairs moved as it is
# (TMrgSort.hpp's copy_ubuf_to_ubuf): a __VEC_SCOPE__ loads the pairs'
# bits on the unsigned view of the dtype's width (s0) and stores count
# lanes of them (d)
m4_define([_pg_sortcopy],
[m4_pushdef([_pg_w], m4_ifelse(pg_insn([$1], [b32]), [1], [32], [16]))[            __VEC_SCOPE__
            {
                vector_u]_pg_w[ pgr_v_mrgc;
                uint32_t pgr_k = ]pg_insn([$1], [count])[;
                vector_bool pgr_pc = plt_b]_pg_w[(pgr_k, POST_UPDATE);
                vlds(pgr_v_mrgc, ]_pg_ubptr([$1], [s0])[, ]_pg_uboff([$1], [s0], [])[, NORM);
                vsts(pgr_v_mrgc, ]_pg_ubptr([$1], [d])[, ]_pg_uboff([$1], [d], [])[, NORM_B]_pg_w[, pgr_pc);
            }
]m4_popdef([_pg_w])])
# _pg_ubptr(I, O): operand O's UB tile as a pointer of its view;
# _pg_uboff(I, O, SEP): its offset into row pgr_r after SEP, in elements
# (nothing for element 0 of a scratch block)
m4_define([_pg_ubptr],
[m4_ifelse(pg_insn([$1], [$2_view]), [], [], [[(__ubuf__ ]pg_insn([$1], [$2_view])[ *)]])[pgr_ub_]pg_insn([$1], [$2_ub])])
m4_define([_pg_uboff],
[m4_ifelse(pg_insn([$1], [$2_row]), [0], [m4_ifelse(pg_insn([$1], [$2_col]), [0], [], [$3pg_insn([$1], [$2_col])])],
[$3[pgr_r * ]pg_insn([$1], [$2_row])[u]m4_ifelse(pg_insn([$1], [$2_col]), [0], [], [[ + ]pg_insn([$1], [$2_col])])])])
# _pg_sortpad(I): the short last block of pgr_n's row: its count (t)
# values loaded on the unsigned view of their width (s0), lanes t..31 set
# to the pad's bits (vdup under pnot of the first t lanes within the
# block's 32, MODE_MERGING, as TSort32.hpp's pnot and vdup), the block's
# 32 lanes stored to the value scratch (d); its t u32 indices (s1) to
# the index scratch (s2)
m4_define([_pg_sortpad],
[m4_pushdef([_pg_w], m4_ifelse(pg_insn([$1], [b32]), [1], [32], [16]))[            __VEC_SCOPE__
            {
                vector_u]_pg_w[ pgr_v_sortv;
                vector_u32 pgr_v_sorti;
                uint32_t pgr_k = ]pg_insn([$1], [count])[, pgr_k32 = 32, pgr_ki = ]pg_insn([$1], [count])[;
                vector_bool pgr_pt = plt_b]_pg_w[(pgr_k, POST_UPDATE);
                vector_bool pgr_pb = plt_b]_pg_w[(pgr_k32, POST_UPDATE);
                vector_bool pgr_pi = plt_b32(pgr_ki, POST_UPDATE);
                vector_bool pgr_pp;
                pnot(pgr_pp, pgr_pt, pgr_pb);
                vlds(pgr_v_sortv, ]_pg_ubptr([$1], [s0])[, ]_pg_uboff([$1], [s0], [])[, NORM);
                vdup(pgr_v_sortv, ]pg_insn([$1], [scalar])[, pgr_pp, MODE_MERGING);
                vsts(pgr_v_sortv, ]_pg_ubptr([$1], [d])[, 0, NORM_B]_pg_w[, pgr_pb);
                vlds(pgr_v_sorti, ]_pg_ubptr([$1], [s1])[, ]_pg_uboff([$1], [s1], [])[, NORM);
                vsts(pgr_v_sorti, ]_pg_ubptr([$1], [s2])[, 0, NORM_B32, pgr_pi);
            }
]m4_popdef([_pg_w])])

# _pg_scatter(I): a tscatter's row pgr_r (gen/plan_a5_scatter.c) in a
# __VEC_SCOPE__ of its own: the valid columns of dst's row (d) zeroed by
# vsts of a zero register on the unsigned view of the data's width,
# chunk by chunk under plt_b* of the count left; then per chunk of the
# indices' 64 lanes the indices (s1, uint32 view) and the data (s0)
# loaded, the in-range lanes (index below the count, unsigned) compared
# under the chunk's predicate, and for each lane l in order one vscatter
# of the data into dst's row by the indices under the predicate of lane l
# alone (vci's lane numbers equal to l, among the in-range lanes), the
# call shape of pto-isa's a5/TScatter.hpp (TScatter_b32: vscatter(src,
# base, (vector_u32 &)index, pred)).  One active lane a vscatter: which
# of two lanes naming one element it keeps is stated nowhere, and the
# lanes in order keep the last writer.  16- and 8-bit data (b32 0) take
# vscatter's u16 indices and b16 predicate (TScatter_b16, TScatter_b8,
# whose 8-bit form stores the even byte of each b16 lane): the indices
# clamped to the count (vmins, so an out-of-range one stays out and fits
# 16 bits) and narrowed by vcvt(PART_EVEN) to the even b16 lanes, index
# l in lane 2l, where the data's load (dist: UNPK_B16, UNPK4_B8, as
# pto-isa's a5/TCvt.hpp and a5/TDeQuant.hpp load) puts element l; the
# lanes walked are the even ones.
m4_define([_pg_scatter],
[m4_ifelse(pg_insn([$1], [b32]), [1], [_pg_scatter32([$1])], [_pg_scatter16([$1])])])
m4_define([_pg_scatter32],
[m4_pushdef([_pg_n], pg_insn([$1], [count]))m4_pushdef([_pg_c], m4_eval((_pg_n + 63) / 64))[            __VEC_SCOPE__
            {
                vector_u32 pgr_v_scz, pgr_v_sci;
                vector_s32 pgr_v_scl;
                ]pg_insn([$1], [scalar])[ pgr_v_scd;
                vector_bool pgr_psv, pgr_ps1;
                uint32_t pgr_k = ]_pg_n[;
                vdup(pgr_v_scz, (uint32_t)0, pset_b32(PAT_ALL), MODE_ZEROING);
                for (uint16_t pgr_c = 0; pgr_c < ]_pg_c[; ++pgr_c) {
                    vector_bool pgr_psc = plt_b32(pgr_k, POST_UPDATE);
                    vsts(pgr_v_scz, (__ubuf__ uint32_t *)pgr_ub_]pg_insn([$1], [d_ub])[, ]_pg_uboff([$1], [d], [])[ + pgr_c * 64u, NORM_B32, pgr_psc);
                }
                pgr_k = ]_pg_n[;
                vci(pgr_v_scl, (int32_t)0, INC_ORDER);
                for (uint16_t pgr_c = 0; pgr_c < ]_pg_c[; ++pgr_c) {
                    vector_bool pgr_psc = plt_b32(pgr_k, POST_UPDATE);
                    vlds(pgr_v_sci, ]_pg_ubptr([$1], [s1])[, ]_pg_uboff([$1], [s1], [])[ + pgr_c * 64u, NORM);
                    vlds(pgr_v_scd, ]_pg_ubptr([$1], [s0])[, ]_pg_uboff([$1], [s0], [])[ + pgr_c * 64u, NORM);
                    vcmps_lt(pgr_psv, pgr_v_sci, (uint32_t)]_pg_n[, pgr_psc);
                    for (int32_t pgr_l = 0; pgr_l < 64; ++pgr_l) {
                        vcmps_eq(pgr_ps1, pgr_v_scl, pgr_l, pgr_psv);
                        vscatter(pgr_v_scd, ]_pg_ubptr([$1], [d])_pg_uboff([$1], [d], [ + ])[, pgr_v_sci, pgr_ps1);
                    }
                }
            }
]m4_popdef([_pg_c])m4_popdef([_pg_n])])
m4_define([_pg_scatter16],
[m4_pushdef([_pg_n], pg_insn([$1], [count]))m4_pushdef([_pg_c], m4_eval((_pg_n + 63) / 64))m4_pushdef([_pg_w], m4_ifelse(pg_insn([$1], [dist]), [UNPK_B16], [16], [8]))m4_pushdef([_pg_e], m4_eval(2048 / _pg_w))[            __VEC_SCOPE__
            {
                vector_u]_pg_w[ pgr_v_scz;
                vector_u32 pgr_v_sci;
                vector_u16 pgr_v_sch;
                vector_s16 pgr_v_scl;
                ]pg_insn([$1], [scalar])[ pgr_v_scd;
                vector_bool pgr_psv, pgr_ps1;
                uint32_t pgr_k = ]_pg_n[, pgr_kh = ]m4_eval(2 * _pg_n)[;
                vdup(pgr_v_scz, (uint]_pg_w[_t)0, pset_b]_pg_w[(PAT_ALL), MODE_ZEROING);
                for (uint16_t pgr_c = 0; pgr_c < ]m4_eval((_pg_n + _pg_e - 1) / _pg_e)[; ++pgr_c) {
                    vector_bool pgr_psc = plt_b]_pg_w[(pgr_k, POST_UPDATE);
                    vsts(pgr_v_scz, (__ubuf__ uint]_pg_w[_t *)pgr_ub_]pg_insn([$1], [d_ub])[, ]_pg_uboff([$1], [d], [])[ + pgr_c * ]_pg_e[u, NORM_B]_pg_w[, pgr_psc);
                }
                pgr_k = ]_pg_n[;
                vci(pgr_v_scl, (int16_t)0, INC_ORDER);
                for (uint16_t pgr_c = 0; pgr_c < ]_pg_c[; ++pgr_c) {
                    vector_bool pgr_psc = plt_b32(pgr_k, POST_UPDATE);
                    vector_bool pgr_psh = plt_b16(pgr_kh, POST_UPDATE);
                    vlds(pgr_v_sci, ]_pg_ubptr([$1], [s1])[, ]_pg_uboff([$1], [s1], [])[ + pgr_c * 64u, NORM);
                    vlds(pgr_v_scd, ]_pg_ubptr([$1], [s0])[, ]_pg_uboff([$1], [s0], [])[ + pgr_c * 64u, ]pg_insn([$1], [dist])[);
                    vmins(pgr_v_sci, pgr_v_sci, (uint32_t)]_pg_n[, pgr_psc, MODE_ZEROING);
                    vcvt(pgr_v_sch, pgr_v_sci, pgr_psc, RS_DISABLE, PART_EVEN);
                    vcmps_lt(pgr_psv, pgr_v_sch, (uint16_t)]_pg_n[, pgr_psh);
                    for (int16_t pgr_l = 0; pgr_l < 128; pgr_l += 2) {
                        vcmps_eq(pgr_ps1, pgr_v_scl, pgr_l, pgr_psv);
                        vscatter(pgr_v_scd, ]_pg_ubptr([$1], [d])_pg_uboff([$1], [d], [ + ])[, pgr_v_sch, pgr_ps1);
                    }
                }
            }
]m4_popdef([_pg_e])m4_popdef([_pg_w])m4_popdef([_pg_c])m4_popdef([_pg_n])])

# The scope's prologue: registers that hold the same value for every chunk,
# and (plan_a5_whole.c) a per-col tile's chunks, the same in every row.
m4_define([pg_prologue_insn],
[m4_ifelse(pg_insn([$1], [kind]), [vlds], [pg_if(pg_insn([$1], [prologue]), [m4_pushdef([_pg_half], [row])_pg_vlds([$1])m4_popdef([_pg_half])])],
           pg_insn([$1], [kind]), [vop], [pg_if(pg_insn([$1], [prologue]),
[m4_ifelse(pg_insn([$1], [shape]), [dup],
[[            vdup(]_pg_r([$1], [d])[, ]_pg_vop_dup([$1])[);
]],
pg_insn([$1], [shape]), [plt],
[[            {
                uint32_t pgr_k = ]pg_insn([$1], [scalar])[;
                ]_pg_r([$1], [d])[ = ]pg_insn([$1], [name])[(pgr_k, POST_UPDATE);
            }
]],
[[            ]_pg_r([$1], [d])[ = ]pg_insn([$1], [name])[(]pg_insn([$1], [scalar])[);
]])])])])

# ---- the loop nest -----------------------------------------------------------
# The planner gives each segment its loop nest as nodes (pg_nest(N, F),
# gen/ir.h's struct nest), spelled here in order; cost.c walks the same
# nodes.  Hardware loops (CANN's rules for loops in vector functions,
# followed by pto-isa): a uint16_t induction variable from 0 by 1, the
# bound computed before the loop; offsets are derived from the index.
# _pg_body(HALF, DECL): one chunk: its predicate (DECL "vector_bool " the
# first time in a block), then the plan's instructions.
m4_define([_pg_body],
[m4_define([_pg_half], [$1])_pg_in[$2pgr_pt = ]pg_plan_plt[(pgr_left, POST_UPDATE);
]m4_ifelse(pg_plan_narrow, [0], [], [_pg_in[$2pgr_pw = ]pg_plan_plt_narrow[(pgr_left2, POST_UPDATE);
]])pg_insns_map([pg_insn_emit])])
# One pair of chunks: the pair's mask bytes, then both halves.
m4_define([_pg_paired_chunks],
[m4_define([_pg_half], [lo])pg_insns_map([pg_pair_head_plds])_pg_body([lo], [vector_bool ])_pg_body([hi], [])m4_define([_pg_half], [lo])pg_insns_map([pg_pair_tail_psts])])
# _pg_open(HEAD): a block opened by HEAD at this depth, one deeper after.
m4_define([_pg_open],
[_pg_in[$1 {
]m4_define([_pg_depth], m4_eval(_pg_depth + 1))])
# A loop's bound: a count of rows spelled as the C it is, (n * mul) / div
# without the parentheses.
m4_define([_pg_bound],
[m4_ifelse(pg_nest([$1], [add]), [0], [[pgr_n * ]pg_nest([$1], [mul])[u / ]pg_nest([$1], [div])[u]],
           [pg_nest([$1], [count])])])
# pg_nest_emit(N): node N.  A widening's source predicate counts
# pg_plan_spread times the lanes: its elements sit in every second lane of
# the narrow register (UNPK loads), or every fourth (UNPK4_B8).
m4_define([pg_nest_emit], [m4_indir([_pg_nest_]pg_nest([$1], [kind]), [$1])])
m4_define([_pg_nest_left],
[_pg_in[uint32_t pgr_left = ]pg_nest([$1], [count])[;
]m4_ifelse(pg_plan_narrow, [0], [], [_pg_in[uint32_t pgr_left2 = ]pg_plan_spread[u * pgr_left;
]])])
m4_define([_pg_nest_rows],
[m4_ifelse(pg_nest([$1], [count]), [], [_pg_open([for (uint16_t pgr_r = 0; pgr_r < (uint16_t)pgr_n; ++pgr_r)])],
           [_pg_open([for (uint16_t pgr_r = 0; pgr_r < ]pg_nest([$1], [count])[; ++pgr_r)])])])
m4_define([_pg_nest_loop],
[m4_ifelse(pg_nest([$1], [bound]), [],
[_pg_open([for (uint16_t pgr_c = 0; pgr_c < ]pg_nest([$1], [count])[; ++pgr_c)])],
[_pg_in[const uint16_t ]pg_nest([$1], [bound])[ = (uint16_t)(]_pg_bound([$1])[);
]_pg_open([for (uint16_t pgr_c = 0; pgr_c < ]pg_nest([$1], [bound])[; ++pgr_c)])])])
m4_define([_pg_nest_end],
[m4_define([_pg_depth], m4_eval(_pg_depth - 1))_pg_in[}
]])
m4_define([_pg_nest_plt],
[_pg_in[vector_bool pgr_pt = ]pg_plan_plt[(pgr_left, POST_UPDATE);
]])
# a part (1 before a row's or a column-major chunk's chunks or rows, 2
# after), at the row's or the chunk's offsets
m4_define([_pg_nest_part],
[m4_define([_pg_half], pg_nest([$1], [half]))m4_define([_pg_part], pg_nest([$1], [part]))pg_insns_map([pg_insn_emit])m4_define([_pg_part], [0])])
m4_define([_pg_nest_insns],
[m4_define([_pg_half], pg_nest([$1], [half]))pg_insns_map([pg_insn_emit])])
m4_define([_pg_nest_chunk], [_pg_body(pg_nest([$1], [half]), [vector_bool ])])
m4_define([_pg_nest_pair], [_pg_paired_chunks[]])

# _pg_hoist: the scopes of the ops whose per-col results every tile
# would compute alike (gen/ir.c's ir_hoistable), once per core after the
# per-col loads, which they wait for as the loop's scopes wait for its
# loads (sim/README.md, "Flags and barriers": an MTE2 write before a V
# read takes a set_flag/wait_flag pair); they leave their results in
# UB tiles no op in the loop writes, which the loop's scopes load.
m4_define([_pg_hoist],
[m4_ifelse(pg_hoist_segs_count, [0], [],
[[    /* per-col values the same for every tile: computed once per core */
    {
]pg_hoist_ubs_map([pg_ub_decl])pg_if(pg_hoist_waits, [[        set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
        wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
]])pg_hoist_segs_map([pg_scope])[    }
]])])

# The file's opening comment after its UB map: how the tile body runs.
m4_define([_pg_whole_comment],
[pg_use_seg(pg_seg_first)m4_ifelse(pg_seg(pg_seg_first, [rowchunks]), [0], [_pg_scopes_comment],
[[ * The op chain runs on vector registers in one __VEC_SCOPE__, row by row,
 * each row's ]pg_seg(pg_seg_first, [rowchunks])[ chunks of ]pg_plan_elems[ elements held in registers at once (a
 * register per tile and chunk, the chunks spelled out), so that the ops
 * after a row reduction read its value without passing through UB.]])])
m4_define([_pg_sort_line], [[ * $1 tsort32 sorts in UB by vbitsort, a row at a time, between the
 * vector functions.]])
m4_define([_pg_scatter_line], [[ * $1 tscatter stores in UB by vscatter, one element a call, in a
 * __VEC_SCOPE__ a row after the op chain's.]])
m4_define([_pg_scopes_comment],
[m4_pushdef([_pg_nscopes], m4_eval(pg_segs_count - pg_sort_segs - pg_scatter_segs))m4_ifelse(_pg_nscopes, [0],
[m4_ifelse(pg_sort_segs, [0], [_pg_scatter_line([Each])], [_pg_sort_line([Each])m4_ifelse(pg_scatter_segs, [0], [], [[
]_pg_scatter_line([Then each])])])],
[m4_ifelse(_pg_nscopes, [1], [[ * The op chain runs on vector registers, ]pg_plan_elems[ elements per chunk]],
[[ * The op chain runs on vector registers in ]_pg_nscopes[ __VEC_SCOPE__s, one per run
 * of ops of one lane width (a conversion in the run of its wider side),
 * each in chunks of one vector length; values pass between them through UB]])pg_if(pg_plan_contiguous, [[,
 * over the tile as one flat run (its rows are contiguous).]], [[,
 * row by row (tile rows are padded).]])pg_if(pg_plan_paired, [[
 * 4-byte lanes take their select bits 16 bytes per pair of chunks, as a
 * predicate load needs a 16-byte-aligned address.]])m4_ifelse(pg_sort_segs, [0], [], [[
]_pg_sort_line([Then each])])m4_ifelse(pg_scatter_segs, [0], [], [[
]_pg_scatter_line([Then each])])])m4_popdef([_pg_nscopes])])
m4_define([_pg_split_comment],
[[ * Rows are split into chunks of ]pg_split[ columns]m4_ifelse(pg_split_tail, [0], [], [[ (the last ]pg_split_tail[)]])[, walked
 * in ]pg_split_passes_count[ passes: a tile holds one chunk of its rows.  Each pass, and
 * each section between two, runs on vector registers in __VEC_SCOPE__s
 * of its own; values pass between them through UB.]])

pg_output_begin[]pg_banner[
]pg_doc_block[
/*
 * C for the A5 register model.  I/O tiles live in UB (]pg_plan_ub_used[ of ]pg_plan_ub_capacity[
 * bytes):
]pg_ubs_map([pg_ub_map_line])m4_ifelse(pg_split, [0], [_pg_whole_comment], [_pg_split_comment])[
 */
#include <stddef.h>
#include <stdint.h>

#include "]pg_header["

]pg_ub_fallback[
]pg_if(pg_plan_bf16_scalar, [[
/* a float constant as a bfloat16_t scalar operand */
#ifndef PGR_BF16
#define PGR_BF16(x) ((bfloat16_t)(x))
#endif
]])pg_if(pg_plan_edge_b8, [[
/* an 8-bit ttri's edge e columns right of its chunk's first, for vcmps_lt
 * against vector_s8 lanes counted from -128: clamped to [0, 255], less 128 */
#ifndef PGR_EDGE_B8
#define PGR_EDGE_B8(e) ((int8_t)((e) < 0 ? -128 : (e) > 255 ? 127 : -128 + (e)))
#endif
]])[
]pg_device_prototype[
{
]pg_unused_params[]pg_scalar_defs[]m4_ifelse(pg_split, [0],
[pg_tile_loop([pg_loads_map([pg_load])], [pg_segs_map([pg_scope])], [pg_stores_map([pg_store])], [pg_mte_loops[]pg_once_map([pg_load_once])_pg_hoist])],
[pg_split_loop([pg_split_load], [pg_split_store], [pg_scope], [pg_mte_loops])])pg_if(pg_plan_ctrl, [[    set_ctrl(pgr_ctrl);
]])[}
]pg_output_end
