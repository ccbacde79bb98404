pg_include([common/kernel.m4])
m4_divert(-1)
# a2a3/source.m4 - CCE C for the A2/A3 vector core.
#
# Records used beyond the common ones (see gen/defs.c):
#   pg_plan_dbuf, pg_plan_contiguous, pg_plan_ub_used, pg_plan_ub_capacity
#   pg_ubs_map, pg_ub(U, name|ctype|addr|size|bufs|pitch|role|needs_addr|dense|
#                       copy|len|gm_row|gap|gm_pitch|gm_gap)
#     gm_pitch: C, elements from one GM row to the next (a 'stride');
#     gm_gap: C, the GM bytes between rows (srcGap/dstGap, as pto-isa's
#     a2a3/TLoad.hpp and TStore.hpp compute them from the GM stride)
#   pg_loads_map, pg_stores_map (UB tiles moved from / to GM each tile)
#   pg_once_map (per-col inputs: loaded once, before the tile loop)
#   pg_hoist_map, pg_hoist_ubs_map (the ops run once per core before the
#     tile loop: their instructions, the UB tiles they name),
#     pg_loop_ubs_map (the UB tiles the tile loop names)
#   pg_insns_map, pg_insn(I) -> the record of instruction I, one list of
#     the fields kind|ind|op|name|{d,s0,s1,s2}_{ub,view,col,row,rs}|bs|
#     repeat|scalar|hi|lo|count|src|dst|tail, pg_insn_at(F) the position
#     of field F (below, "instructions")
#     bs: vbin, vun, vsca: the operands' block strides ("1, 1, 0": a
#     broadcast block); count: rows_begin's first row, if not 0
#   pg_helpers_map(M) -> M(kind, dtype) for the scalar loops

# ---- GM <-> UB ------------------------------------------------------------
m4_define([pg_gm_offset],
[pg_ub([$1], [name])[ + (size_t)pgr_r0 * ]pg_ub([$1], [gm_pitch])])
# A dense tile (a mask's bit stream: TSEL's, a compare's) is one burst of
# its pgr_n rows.
m4_define([pg_load],
[pg_if(pg_ub([$1], [dense]),
[[        copy_gm_to_ubuf_align_]pg_ub([$1], [copy])[(pgr_ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[, 0, 1, pgr_n * ]pg_ub([$1], [len])[u, 0, 0, 0, 0);
]],
[[        copy_gm_to_ubuf_align_]pg_ub([$1], [copy])[(pgr_ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[, 0, pgr_n, ]pg_ub([$1], [len])[, 0, 0, ]pg_ub([$1], [gm_gap])[, ]pg_ub([$1], [gap])[);
]])])
# A dense tile (a compare's mask bits over contiguous rows) is one burst.
# A per-trans output: its vc rows, each the pgr_n elements of the tile
# iteration's columns pgr_r0.. of a vc x M matrix: the UB gap the rest of
# the row's 32-byte blocks, the GM gap the rest of M (pto-isa's
# a2a3/TStore.hpp's gaps for a tile of pgr_n valid columns).
m4_define([pg_store],
[m4_ifelse(pg_tile(pg_ub([$1], [tile]), [per]), [trans],
[[        copy_ubuf_to_gm_align_]pg_ub([$1], [copy])[(]pg_ub([$1], [name])[ + pgr_r0, pgr_ub_]pg_ub([$1], [name])[, 0, ]pg_tile(pg_ub([$1], [tile]), [vrows])[, pgr_n * ]pg_tile(pg_ub([$1], [tile]), [size])[u, 0, 0, ]m4_eval(pg_ub([$1], [stride]) / 32)[u - (pgr_n * ]pg_tile(pg_ub([$1], [tile]), [size])[u + 31u) / 32u, (M - pgr_n) * ]pg_tile(pg_ub([$1], [tile]), [size])[u);
]], [_pg_store_rows([$1])])])
m4_define([_pg_store_rows],
[pg_if(pg_ub([$1], [dense]),
[[        copy_ubuf_to_gm_align_]pg_ub([$1], [copy])[(]pg_gm_offset([$1])[, pgr_ub_]pg_ub([$1], [name])[, 0, 1, pgr_n * ]pg_ub([$1], [len])[u, 0, 0, 0, 0);
]],
[[        copy_ubuf_to_gm_align_]pg_ub([$1], [copy])[(]pg_gm_offset([$1])[, pgr_ub_]pg_ub([$1], [name])[, 0, pgr_n, ]pg_ub([$1], [len])[, 0, 0, ]pg_ub([$1], [gap])[, ]pg_ub([$1], [gm_gap])[);
]])])

# A row split into chunks (pg_split_loop): a chunk of a full tile is a
# burst per row of pgr_w elements from column pgr_c0 (a mask's, its bytes
# from byte pgr_c0 / 8), the GM gap the rest of the row's pitch, the UB
# gap what the chunk's pitch leaves (a narrower last chunk); a per-col
# tile's chunk is one burst.  A per-row tile moves once a row block, as a
# whole tile's does.
m4_define([_pg_ch_ubgap],
[[(]m4_eval(pg_ub([$1], [pitch]) * pg_ub([$1], [esize]))[u - (]_pg_ch_bytes([$1])[ + 31u) / 32u * 32u) / 32u]])
m4_define([_pg_ch_gmgap],
[pg_if(_pg_ch_mask([$1]), [[(]pg_ub([$1], [gm_pitch])[ - ]_pg_ch_bytes([$1])[)]],
       [[(]pg_ub([$1], [gm_pitch])[ - pgr_w) * ]pg_ub([$1], [esize])[u]])])
m4_define([pg_split_load],
[m4_ifelse(_pg_ch_per([$1]), [row], [pg_load([$1])],
           _pg_ch_per([$1]), [col],
[[        copy_gm_to_ubuf_align_]pg_ub([$1], [copy])[(pgr_ub_]pg_ub([$1], [name])[, ]pg_ub([$1], [name])[ + pgr_c0, 0, 1, ]_pg_ch_bytes([$1])[, 0, 0, 0, 0);
]],
[[        copy_gm_to_ubuf_align_]pg_ub([$1], [copy])[(pgr_ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[ + ]_pg_ch_col([$1])[, 0, pgr_n, ]_pg_ch_bytes([$1])[, 0, 0, ]_pg_ch_gmgap([$1])[, ]_pg_ch_ubgap([$1])[);
]])])
m4_define([pg_split_store],
[m4_ifelse(_pg_ch_per([$1]), [row], [pg_store([$1])],
[[        copy_ubuf_to_gm_align_]pg_ub([$1], [copy])[(]pg_gm_offset([$1])[ + ]_pg_ch_col([$1])[, pgr_ub_]pg_ub([$1], [name])[, 0, pgr_n, ]_pg_ch_bytes([$1])[, 0, 0, ]_pg_ch_ubgap([$1])[, ]_pg_ch_gmgap([$1])[);
]])])

# A per-col input: the same values for every tile, one burst before the
# tile loop (the loop's first MTE2 -> V flag orders it before any use:
# MTE2 runs in order).
m4_define([pg_load_once],
[[    copy_gm_to_ubuf_align_]pg_ub([$1], [copy])[(PGR_UB(]pg_ub([$1], [ctype])[, ]pg_ub([$1], [addr])[), ]pg_ub([$1], [name])[, 0, 1, ]pg_ub([$1], [len])[u, 0, 0, 0, 0);
]])

# ---- instructions ---------------------------------------------------------
# An instruction record is one definition, pg_insn(I): its fields as a
# list, in the order pg_insn_at(F) gives (gen/defs_device.c, insn_fields).
# pg_insn_emit(I) spreads it as the arguments of pg_insn_KIND, where a
# field is an argument, $N, and reading it calls no macro: m4's time went
# to reading fields one by one (BENCH.md, "Generation").  The macros that
# take a record's fields are defined with _pg_f(F), which becomes [$N] as
# the definition is read (_pg_o, _pg_e and _pg_k: an operand's fields
# handed to pg_opnd, _pg_elem and _pg_el).  In such a definition only
# they stand outside the quotes: the body's code is quoted once, and its
# text twice.
m4_define([_pg_at], [m4_indir([pg_insn_at($1)])])
m4_define([_pg_f], [m4_format([[[$%s]]], _pg_at([$1]))])
m4_define([_pg_o],
[m4_format([[pg_opnd([$%s], [$%s], [$%s], [$%s])]], _pg_at([$1_ub]), _pg_at([$1_view]),
           _pg_at([$1_col]), _pg_at([$1_row]))])
m4_define([_pg_e],
[m4_format([[_pg_elem([$%s], [$%s], [$%s])]], _pg_at([$1_ub]), _pg_at([$1_view]),
           _pg_at([$1_row]))])
m4_define([_pg_k], [m4_format([[_pg_el([$%s], [$%s])]], _pg_at([$1_ub]), _pg_at([$1_row]))])
m4_define([_pg_et],
[m4_format([[_pg_elem_t([$%s], [$%s], [$%s])]], _pg_at([$1_ub]), _pg_at([$1_view]),
           _pg_at([$1_row]))])

# pg_opnd(UB, VIEW, COL, ROW): an operand (its fields) as a UB pointer.
m4_define([pg_opnd],
[m4_ifelse([$2], [], [[pgr_ub_$1]], [[(__ubuf__ $2 *)pgr_ub_$1]])]m4_dnl
[m4_ifelse([$3], [0], [], [[ + $3]])]m4_dnl
[m4_ifelse([$4], [0], [], [[ + pgr_r * $4u]])])
# _pg_opt(TEXT, V): TEXT then V, or nothing when V is empty;
# _pg_or(V, ELSE): V, or ELSE when V is empty.
m4_define([_pg_opt], [m4_ifelse([$2], [], [], [[$1$2]])])
m4_define([_pg_or], [m4_ifelse([$1], [], [[$2]], [[$1]])])

m4_define([pg_insn_opbegin],
[[
        /* ]pg_tname(pg_op(]_pg_f([op])[, [dst]))[ = ]pg_op(]_pg_f([op])[, [name])[ (spec line ]pg_op(]_pg_f([op])[, [line])[)]_pg_opt([: ], ]_pg_f([name])[)[ */
]])
m4_define([pg_insn_mode_count], _pg_f([ind])[[set_mask_count();
]])
m4_define([pg_insn_mode_norm], _pg_f([ind])[[set_mask_norm();
]])
m4_define([pg_insn_mask],
_pg_f([ind])[[set_vector_mask(]]_pg_f([hi])[[, ]]_pg_f([lo])[[);
]])
m4_define([pg_insn_count],
_pg_f([ind])[[set_vector_mask(0, ]]_pg_f([count])[[);
]])
m4_define([pg_insn_vbin],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_o([s1])[[, ]]_pg_f([repeat])[[, ]]_pg_f([bs])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])[[, ]]_pg_f([s1_rs])[[);
]])
m4_define([pg_insn_vun],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_f([repeat])[[, ]]_pg_f([bs])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])[[);
]])
m4_define([pg_insn_vsca],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_f([scalar])[[, ]]_pg_f([repeat])[[, ]]_pg_f([bs])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])_pg_f([tail])[[);
]])
# a compare: bits into a uint8_t mask (dst strides 1 and 8: the bits of
# repeat r are at byte r * E / 8), as pto-isa's a2a3/TCmp.hpp, TCmps.hpp
m4_define([pg_insn_vcmp],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_o([s1])[[, ]]_pg_f([repeat])[[, 1, 1, 1, 8, ]]_pg_f([s0_rs])[[, ]]_pg_f([s1_rs])[[);
]])
m4_define([pg_insn_vcmps],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_f([scalar])[[, ]]_pg_f([repeat])[[, 1, 1, 8, ]]_pg_f([s0_rs])[[);
]])
m4_define([pg_insn_vdup],
_pg_f([ind])[[vector_dup(]]_pg_o([d])[[, ]]_pg_f([scalar])[[, ]]_pg_f([repeat])[[, 1, 1, ]]_pg_f([d_rs])[[, 0);
]])
# a reduction across the lanes of each repeat into one element of dst,
# dst's repeat stride in elements (pto-isa's a2a3/TRowSum.hpp, TRowMax.hpp,
# TRowMin.hpp): vcadd(..., false), vcmax/vcmin(..., ONLY_VALUE)
m4_define([pg_insn_vred],
_pg_f([ind])_pg_f([name])[[(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_f([repeat])[[, ]]_pg_f([d_rs])[[, 1, ]]_pg_f([s0_rs])[[, ]]_pg_f([scalar])[[);
]])
# vbrcb: 8 values a repeat, each into a 32-byte block of dst (pto-isa's
# a2a3/TRowExpandBinOp.hpp: dstBlk 1, dstRep 8)
m4_define([pg_insn_vbrcb],
_pg_f([ind])[[vbrcb(]]_pg_o([d])[[, ]]_pg_o([s0])[[, 1, ]]_pg_f([d_rs])[[, ]]_pg_f([repeat])[[);
]])
# copy_ubuf_to_ubuf: a burst of 8 blocks (a repeat's 256 bytes) a row,
# the gaps what the rows' strides leave past them, sid 0 (pto-isa's
# a2a3/TRowReduceOps.hpp copies a row reduction's first repeat so)
m4_define([pg_insn_ubcopy],
_pg_f([ind])[[copy_ubuf_to_ubuf(]]_pg_o([d])[[, ]]_pg_o([s0])[[, 0, ]]_pg_f([repeat])[[, 8, ]][m4_eval(]_pg_f([s0_rs])[ - 8)][[, ]][m4_eval(]_pg_f([d_rs])[ - 8)][[);
]])
# vgather: dst's elements from the byte offsets (s0, uint32_t) from the
# source row's address (s1, as an integer), dst advancing 8 blocks a
# repeat, in counter mode (pto-isa's a2a3/TGather.hpp: vgather(dst, off,
# (uintptr_t)src0, 8, 1))
m4_define([pg_insn_vgather],
_pg_f([ind])[[vgather(]]_pg_o([d])[[, ]]_pg_o([s0])[[, (uintptr_t)(]]_pg_o([s1])[[), ]]_pg_f([d_rs])[[, ]]_pg_f([repeat])[[);
]])
# vbitsort: each repeat's 32 values (s0) with their u32 indices (s1) sorted
# into 32 (value, index) pairs of dst, 256 bytes a repeat (pto-isa's
# a2a3/TSort32.hpp: vbitsort(dst, src, idx, repeat))
m4_define([pg_insn_vbitsort],
_pg_f([ind])[[vbitsort(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_o([s1])[[, ]]_pg_f([repeat])[[);
]])
# vmrgsort4: the lists of pairs at pgr_ml (s0) and the offsets in scalar,
# merged into dst; count (lo): their lengths, 16 bits each; config (hi):
# the repeat, the lists' mask, no exhausted suspension (pto-isa's
# a2a3/TMrgSort.hpp: vmrgsort4(dst, addrArray, count, config))
m4_define([pg_insn_vmrgsort],
_pg_f([ind])[[{
]]_pg_f([ind])[[    __ubuf__ ]]_pg_f([s0_view])[[ *pgr_ml = ]]_pg_o([s0])[[;
]]_pg_f([ind])[[    __ubuf__ ]]_pg_f([s0_view])[[ *pgr_mls[] = {]]_pg_f([scalar])[[};
]]_pg_f([ind])[[    vmrgsort4(]]_pg_o([d])[[, pgr_mls, ]]_pg_f([lo])[[ull, ]]_pg_f([hi])[[ull);
]]_pg_f([ind])[[}
]])
# A transpose as pto-isa's a2a3/TTrans.hpp calls it (TransFullSubTiles,
# TransYTailTiles, TransOp): vaset fills a VA register pair (name: the
# first, VA0 or VA2) with 16 block addresses, the lane pgr_j's element
# offset from the operand in scalar, set_va_reg_sb of each half; vnchw
# scatters the blocks of VA2/VA3 into those of VA0/VA1 (repeat, then the
# dst and source repeat strides in blocks)
m4_define([_pg_va_VA0], [[VA1]])
m4_define([_pg_va_VA2], [[VA3]])
m4_define([pg_insn_vaset],
_pg_f([ind])[[{
]]_pg_f([ind])[[    uint64_t pgr_va@{16@};
]]_pg_f([ind])[[    for (uint32_t pgr_j = 0; pgr_j < 16u; ++pgr_j)
]]_pg_f([ind])[[        pgr_va@{pgr_j@} = (uint64_t)(]]_pg_o([d])[[ + ]]_pg_f([scalar])[[);
]]_pg_f([ind])[[    set_va_reg_sb(]]_pg_f([name])[[, pgr_va);
]]_pg_f([ind])[[    set_va_reg_sb(]m4_indir([_pg_va_]]_pg_f([name])[)[, &pgr_va@{8@});
]]_pg_f([ind])[[}
]])
m4_define([pg_insn_vnchw],
_pg_f([ind])_pg_f([name])[[(VA0, VA2, ]]_pg_f([repeat])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])[[);
]])
m4_define([pg_insn_cmpmask],
_pg_f([ind])[[set_cmpmask(]]_pg_o([d])[[);
]])
m4_define([pg_insn_vsel],
_pg_f([ind])[[vsel(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_o([s1])[[, ]]_pg_f([repeat])[[, ]]_pg_f([bs])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])[[, ]]_pg_f([s1_rs])[[, VSEL_TENSOR_TENSOR_MODE);
]])
# vsel's tensor-scalar mode: src1 is the select bits, the scalar is in
# CMPMASK (pto-isa's a2a3/TSels.hpp)
m4_define([pg_insn_vsels],
_pg_f([ind])[[vsel(]]_pg_o([d])[[, ]]_pg_o([s0])[[, ]]_pg_o([s1])[[, ]]_pg_f([repeat])[[, ]]_pg_f([bs])[[, ]]_pg_f([d_rs])[[, ]]_pg_f([s0_rs])[[, ]]_pg_f([s1_rs])[[, VSEL_TENSOR_SCALAR_MODE);
]])
# the scalar unit stores a scalar into UB (TSELS's into the scratch)
m4_define([pg_insn_sstore],
_pg_f([ind])[[*]]_pg_o([d])[[ = ]]_pg_f([scalar])[[;
]])
m4_define([pg_insn_barrier], _pg_f([ind])[[pipe_barrier(PIPE_V);
]])
m4_define([pg_insn_flag],
_pg_f([ind])[[set_flag(]]_pg_f([src])[[, ]]_pg_f([dst])[[, EVENT_ID0);
        wait_flag(]]_pg_f([src])[[, ]]_pg_f([dst])[[, EVENT_ID0);
]])
m4_define([pg_insn_rows_begin], _pg_f([ind])[[for (uint32_t pgr_r = ]_pg_or(]_pg_f([count])[, [0])[; pgr_r < pgr_n; ++pgr_r) {
]])
m4_define([pg_insn_rows_end], _pg_f([ind])[[}
]])
# _pg_elem(UB, VIEW, ROW): an operand's element of the scalar loop; a
# viewed one (half and bfloat16: the uint16_t bits the host helpers take)
# through the tile's bits pointer (pg_ub_decl)
m4_define([_pg_elem], [m4_ifelse([$2], [], [[pgr_ub_]], [[pgr_ubb_]])[$1@{pgr_r * $3u + pgr_c@}]])
# _pg_elem_t: the same operand's element (r, c) transposed, at its row c
m4_define([_pg_elem_t], [m4_ifelse([$2], [], [[pgr_ub_]], [[pgr_ubb_]])[$1@{pgr_c * $3u + pgr_r@}]])
# _pg_sloop_rows(OP): the rows the scalar loop of spec op OP walks: its
# dst's one row if that is a per-col tile (which holds one), else pgr_n
m4_define([_pg_sloop_rows],
[m4_ifelse(pg_tile(pg_op([$1], [dst]), [per]), [col], [[1u]], [[pgr_n]])])
# pg_insn_sloop: a loop on the scalar unit calling the host helper of its
# op on each element, its operands as the op's family orders them.
m4_define([pg_insn_sloop],
[m4_ifelse(m4_substr(pg_op(]_pg_f([op])[, [family]), 0, 7), [compare], [_pg_sloop_bits($@)],
           pg_op(]_pg_f([op])[, [family]), [index], [_pg_sloop_index($@)],
           pg_op(]_pg_f([op])[, [family]), [trans], [_pg_sloop_trans($@)],
           pg_op(]_pg_f([op])[, [name]), [tscatter], [_pg_sloop_scatter($@)], [_pg_sloop_each($@)])])
# _pg_sloop_trans: ttrans's loop, as pto-isa's a2a3/TTrans.hpp moves a
# tile whose strides its vnchwconv blocks do not fit (TransTailTiles):
# element (r, c) of the source into row c, column r of dst
m4_define([_pg_sloop_trans],
_pg_f([ind])[[PGR_SCALAR_STEPS(pgr_n * ]]_pg_f([count])[[); /* the loop's work, for a simulator */
]]_pg_f([ind])[[for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r) {
            for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; ++pgr_c)
                ]]_pg_et([d])[[ = ]]_pg_e([s0])[[;
        }
]])
# _pg_sloop_scatter: tscatter's loop, as pto-isa's a2a3/TScatter.hpp
# stores one element at a time, here into its own row: the row's valid
# columns zeroed, then each element at the column its index names, k
# ascending (the last writer stays), an index outside [0, vc) dropped by
# one unsigned compare; _pg_ec(OPND, COL) the operand's element at column
# COL of the row
m4_define([_pg_ec],
[m4_format([[_pg_elem_at([$%s], [$%s], [$%s], [$2])]], _pg_at([$1_ub]), _pg_at([$1_view]),
           _pg_at([$1_row]))])
m4_define([_pg_elem_at], [m4_ifelse([$2], [], [[pgr_ub_]], [[pgr_ubb_]])[$1@{pgr_r * $3u + $4@}]])
m4_define([_pg_sloop_scatter],
_pg_f([ind])[[PGR_SCALAR_STEPS(pgr_n * 2u * ]]_pg_f([count])[[); /* the loop's work, for a simulator */
]]_pg_f([ind])[[for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r) {
            for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; ++pgr_c)
                ]]_pg_e([d])[[ = 0;
            for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; ++pgr_c) {
                const uint32_t pgr_j = (uint32_t)]]_pg_e([s1])[[;
                if (pgr_j < ]]_pg_f([count])[[)
                    ]]_pg_ec([d], [pgr_j])[[ = ]]_pg_e([s0])[[;
            }
        }
]])
m4_define([_pg_sloop_each],
_pg_f([ind])[[PGR_SCALAR_STEPS(]][_pg_sloop_rows(]_pg_f([op])[)][[ * ]]_pg_f([count])[[); /* the loop's work, for a simulator */
]]_pg_f([ind])[[for (uint32_t pgr_r = 0; pgr_r < ]][_pg_sloop_rows(]_pg_f([op])[)][[; ++pgr_r) {
            for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; ++pgr_c) {
                ]]_pg_e([d])[[ = ]]_pg_f([name])[[(]m4_indir([_pg_sloop_]pg_op(]_pg_f([op])[, [family]), $@)[);
            }
        }
]])
# _pg_sloop_index: tci's loop over its per-col dst's one row, the column
# from the row's first (a split row's chunk from pgr_c0), as pto-isa's
# a2a3/TCI.hpp stores start + i (start - i) one by one (no comma outside
# parentheses: a split row's body is pg_indent's argument)
m4_define([_pg_sloop_index],
_pg_f([ind])[[PGR_SCALAR_STEPS(]]_pg_f([count])[[); /* the loop's work (for a simulator) */
]]_pg_f([ind])[[for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; ++pgr_c)
            pgr_ub_]]_pg_f([d_ub])[[@{pgr_c@} = ]]_pg_f([name])[[(]]_pg_f([scalar])[[, ]m4_ifelse(pg_split, [0], [], [[pgr_c0 + ]])[pgr_c, ]pg_op(]_pg_f([op])[, [descending])[);
]])
# _pg_sloop_bits: a compare's loop, 8 elements to a byte of the mask row,
# LSB first, the bits past the valid columns 0; _pg_el(UB, ROW) an
# operand's element, _pg_bits_rhs(S1_UB, S1_ROW, SCALAR) the right side
m4_define([_pg_el], [[pgr_ub_$1@{pgr_r * $2u + pgr_k@}]])
m4_define([_pg_bits_rhs], [m4_ifelse([$1], [], [[$3]], [_pg_el([$1], [$2])])])
m4_define([_pg_sloop_bits],
_pg_f([ind])[[PGR_SCALAR_STEPS(pgr_n * ]]_pg_f([count])[[); /* the loop's work, for a simulator */
]]_pg_f([ind])[[for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r) {
            for (uint32_t pgr_c = 0; pgr_c < ]]_pg_f([count])[[; pgr_c += 8u) {
                uint8_t pgr_byte = 0;
                for (uint32_t pgr_k = pgr_c; pgr_k < pgr_c + 8u && pgr_k < ]]_pg_f([count])[[; ++pgr_k) {
                    const int pgr_bit = ]]_pg_k([s0])[[ ]pg_op(]_pg_f([op])[, [cmpop])[ ]_pg_bits_rhs(]_pg_f([s1_ub])[, ]_pg_f([s1_row])[, ]_pg_f([scalar])[)[;
                    pgr_byte |= (uint8_t)(pgr_bit << (pgr_k - pgr_c));
                }
                pgr_ub_]]_pg_f([d_ub])[[@{pgr_r * ]]_pg_f([d_row])[[u + pgr_c / 8u@} = pgr_byte;
            }
        }
]])
m4_define([_pg_sloop_unary], _pg_e([s0]))
m4_define([_pg_sloop_convert], _pg_e([s0]))
m4_define([_pg_sloop_binary], _pg_e([s0])[[, ]]_pg_e([s1]))
m4_define([_pg_sloop_ternary], _pg_e([s0])[[, ]]_pg_e([s1])[[, ]]_pg_e([s2]))
m4_define([_pg_sloop_scalar], _pg_e([s0])[[, ]]_pg_f([scalar]))
m4_define([_pg_sloop_scalar2], _pg_e([s0])[[, ]]_pg_f([scalar])[[, ]]_pg_e([s1]))
m4_define([pg_insn_emit], [_pg_insn_spread(m4_indir([pg_insn($1)]))])
m4_define([_pg_insn_spread], [m4_indir([pg_insn_]]_pg_f([kind])[, $@)])

pg_include([common/helpers.m4])

# _pg_hoist: the ops whose per-col results every tile would compute alike
# (gen/ir.c's ir_hoistable), once per core after the setup, in a block
# that names their UB tiles (pg_hoist_ubs_map); their instructions begin
# with the flag after the per-col loads and end with a barrier.
m4_define([_pg_hoist],
[m4_ifelse(pg_hoist_count, [0], [],
[[    /* per-col values the same for every tile: computed once per core */
    {
]pg_hoist_ubs_map([pg_ub_decl])pg_hoist_map([pg_insn_emit])[    }
]])])

# _pg_setup: the vector unit's state and CTRL, once before the tile loop.
m4_define([_pg_setup],
[[    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
]pg_if(pg_plan_ctrl, [[    /* float -> integer conversions saturate (CTRL bit 59 = 0), as pto-isa's
     * TCvt sets it; CTRL is restored at the end */
    const uint64_t pgr_ctrl = get_ctrl();
    set_ctrl(sbitset0(pgr_ctrl, 59));
]])])

pg_output_begin[]pg_banner[
]pg_doc_block[
/*
 * CCE C for the A2/A3 vector core.  Tiles live at fixed UB addresses
 * (]pg_plan_ub_used[ of ]pg_plan_ub_capacity[ bytes]pg_if(pg_plan_scratch, [[; TSEL's scratch sits at 0x2e000]])[):
]pg_ubs_map([pg_ub_map_line])m4_ifelse(pg_split, [0], [[ * Vector ops run in ]pg_if(pg_plan_contiguous, [[counter mode (tile rows are contiguous)]], [[normal mode, one instruction per 256-byte
 * column chunk repeated over the rows]])[.
]], [[ * Rows are split into chunks of ]pg_split[ columns]m4_ifelse(pg_split_tail, [0], [], [[ (the last ]pg_split_tail[)]])[, walked
 * in ]pg_split_passes_count[ passes: a tile holds one chunk of its rows.
]])[ */
]pg_if(pg_helpers_need_math, [[#include <math.h>
]])pg_if(pg_plan_stdbool, [[#include <stdbool.h>
]])[#include <stddef.h>
#include <stdint.h>
]pg_if(pg_helpers_need_string, [[#include <string.h>
]])[
#include "]pg_header["

]pg_ub_fallback[
]pg_if(pg_plan_scalar_loop, [[
/* a simulator's account of a scalar loop's work; nothing on hardware */
#ifndef PGR_SCALAR_STEPS
#define PGR_SCALAR_STEPS(k) ((void)0)
#endif
]])[]pg_if(pg_plan_scratch, [[
/* vsel's select mode 2 (SELMODE in pto-isa's TSel.hpp) */
#ifndef VSEL_TENSOR_TENSOR_MODE
#define VSEL_TENSOR_TENSOR_MODE 2
#endif
]])pg_if(pg_plan_vsels, [[
/* vsel's select mode 1, tensor-scalar (pto-isa's TSels.hpp) */
#ifndef VSEL_TENSOR_SCALAR_MODE
#define VSEL_TENSOR_SCALAR_MODE 1
#endif
]])pg_if(pg_plan_bf16_scalar, [[
/* a float constant as a bfloat16_t scalar */
#ifndef PGR_BF16
#define PGR_BF16(x) ((bfloat16_t)(x))
#endif
]])pg_helpers_map([pg_helper])[
]pg_device_prototype[
{
]pg_unused_params[]pg_scalar_defs[]m4_ifelse(pg_split, [0],
[pg_tile_loop([pg_loads_map([pg_load])], [pg_insns_map([pg_insn_emit])], [pg_stores_map([pg_store])], [pg_once_map([pg_load_once])_pg_setup[]_pg_hoist])],
[pg_split_loop([pg_split_load], [pg_split_store], [pg_insn_emit], [_pg_setup])])pg_if(pg_plan_ctrl, [[    set_ctrl(pgr_ctrl);
]])[}
]pg_output_end
