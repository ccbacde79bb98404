m4_include([common/kernel.m4])
m4_divert(-1)
# a5/source.m4 - C for the A5 register model.
#
# Only I/O tiles live in UB; the whole op chain runs on vector registers
# inside one __VEC_SCOPE__ per GM tile: each input is loaded once per
# chunk of one vector length, each output stored once.  Records used
# beyond the common ones (see gen/defs.c):
#   pg_plan_contiguous  1: one flat loop over n * vcols elements;
#                       0: rows of the tile, chunks within a row
#   pg_plan_elems, pg_plan_plt, pg_plan_vsts_dist, pg_plan_ub_used, ...
#   pg_ubs_map, pg_ub(U, ...), pg_loads_map, pg_stores_map as on a2a3
#   pg_insns_map, pg_insn(I, kind|op|name|d_ub|d_tile|s0_tile|s1_tile|
#                         scalar|mask|b32|d_row)

# ---- GM <-> UB: one burst per row, strides in bytes --------------------
m4_define([pg_gm_offset],
[pg_ub([$1], [name])[ + (size_t)r0 * ]pg_ub([$1], [gm_row])[u]])
m4_define([pg_load],
[[        copy_gm_to_ubuf_align_v2(ub_]pg_ub([$1], [name])[, ]pg_gm_offset([$1])[, 0, n, ]pg_ub([$1], [len])[u, 0, 0, 0, 0, ]pg_ub([$1], [len])[u, ]pg_ub([$1], [stride])[u);
]])
m4_define([pg_store],
[[        copy_ubuf_to_gm_align_v2(]pg_gm_offset([$1])[, ub_]pg_ub([$1], [name])[, 0, n, ]pg_ub([$1], [len])[u, 0, ]pg_ub([$1], [len])[u, ]pg_ub([$1], [stride])[u);
]])

# ---- registers ------------------------------------------------------------
m4_define([pg_reg_decl],
[m4_ifelse(pg_tile([$1], [used]), [0], [],
           pg_tile([$1], [dtype]), [mask],
           [[            vector_bool pm_]pg_tname([$1])[;
]],
           [[            ]pg_tile([$1], [vreg])[ v_]pg_tname([$1])[;
]])])
m4_define([_pg_v], [[v_]pg_tname([$1])])

# pg_elem_off(I) / pg_byte_off(I): where instruction I's chunk starts in
# its UB tile, in elements / in bytes (masks); d_row is the row pitch.
m4_define([pg_elem_off],
[pg_if(pg_plan_contiguous, [[c]], [[r * ]pg_insn([$1], [d_row])[u + c]])])
m4_define([pg_byte_off],
[pg_if(pg_plan_contiguous, [[c / 8u]], [[r * ]pg_insn([$1], [d_row])[u + c / 8u]])])
# _pg_in: indentation of the chunk loop body.
m4_define([_pg_in], [pg_if(pg_plan_contiguous, [[                ]], [[                    ]])])

m4_define([pg_insn_vlds],
[_pg_in[vlds(]_pg_v(pg_insn([$1], [d_tile]))[, ub_]pg_insn([$1], [d_ub])[, ]pg_elem_off([$1])[, NORM);
]])
m4_define([pg_insn_plds],
[_pg_in[plds(pm_]pg_tname(pg_insn([$1], [d_tile]))[, (__ubuf__ uint32_t *)ub_]pg_insn([$1], [d_ub])[, ]pg_byte_off([$1])[, US);
]pg_if(pg_insn([$1], [b32]),
[_pg_in[punpack(pm_]pg_tname(pg_insn([$1], [d_tile]))[, pm_]pg_tname(pg_insn([$1], [d_tile]))[, LOWER);
]])])
m4_define([pg_insn_vsts],
[_pg_in[vsts(]_pg_v(pg_insn([$1], [d_tile]))[, ub_]pg_insn([$1], [d_ub])[, ]pg_elem_off([$1])[, ]pg_plan_vsts_dist[, pt);
]])
# pg_insn_vop(I): one register op.  The operand shape follows the
# instruction (tneg is a unary op spelled as vmuls by -1).
m4_define([pg_insn_vop],
[_pg_in[/* ]pg_tname(pg_op(pg_insn([$1], [op]), [dst]))[ = ]pg_op(pg_insn([$1], [op]), [name])[ (spec line ]pg_op(pg_insn([$1], [op]), [line])[) */
]_pg_in[]pg_insn([$1], [name])[(]_pg_v(pg_insn([$1], [d_tile]))[, ]m4_indir([_pg_vop_]_pg_vop_shape([$1]), [$1])[);
]])
m4_define([_pg_vop_shape],
[m4_ifelse(pg_op(pg_insn([$1], [op]), [family]), [select], [select],
           pg_insn([$1], [s1_tile]), [-1],
           [m4_ifelse(pg_insn([$1], [scalar]), [], [unary], [scalar])],
           [binary])])
m4_define([_pg_vop_binary],
[_pg_v(pg_insn([$1], [s0_tile]))[, ]_pg_v(pg_insn([$1], [s1_tile]))[, pt]m4_ifelse(pg_insn([$1], [name]), [vand], [], [[, MODE_ZEROING]])])
m4_define([_pg_vop_unary], [_pg_v(pg_insn([$1], [s0_tile]))[, pt, MODE_ZEROING]])
m4_define([_pg_vop_scalar],
[_pg_v(pg_insn([$1], [s0_tile]))[, ]pg_insn([$1], [scalar])[, pt, MODE_ZEROING]])
m4_define([_pg_vop_select],
[_pg_v(pg_insn([$1], [s0_tile]))[, ]_pg_v(pg_insn([$1], [s1_tile]))[, pm_]pg_tname(pg_insn([$1], [mask]))])
m4_define([pg_insn_emit], [m4_indir([pg_insn_]pg_insn([$1], [kind]), [$1])])

# pg_chunk_loop(BODY): the chunk walk of one GM tile.
m4_define([pg_chunk_loop],
[pg_if(pg_plan_contiguous,
[[            uint32_t left = n * ]pg_vcols[u;
            for (uint32_t c = 0; c < n * ]pg_vcols[u; c += ]pg_plan_elems[u) {
                vector_bool pt = ]pg_plan_plt[(left, POST_UPDATE);
]$1[            }
]],
[[            for (uint32_t r = 0; r < n; ++r) {
                uint32_t left = ]pg_vcols[u;
                for (uint32_t c = 0; c < ]pg_vcols[u; c += ]pg_plan_elems[u) {
                    vector_bool pt = ]pg_plan_plt[(left, POST_UPDATE);
]$1[                }
            }
]])])

pg_output_begin[]pg_banner[
]pg_doc_block[
/*
 * C for the A5 register model.  I/O tiles live in UB (]pg_plan_ub_used[ of ]pg_plan_ub_capacity[
 * bytes):
]pg_ubs_map([pg_ub_map_line])[ * The op chain runs on vector registers, ]pg_plan_elems[ elements per chunk]pg_if(pg_plan_contiguous, [[,
 * over the tile as one flat run (its rows are contiguous).]], [[,
 * row by row (tile rows are padded).]])[
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
]])[
]pg_device_prototype[
{
]pg_tile_loop([pg_loads_map([pg_load])], [[        __VEC_SCOPE__
        {
]pg_tiles_map([pg_reg_decl])pg_chunk_loop([pg_insns_map([pg_insn_emit])])[        }
]], [pg_stores_map([pg_store])], [])[}
]pg_output_end
