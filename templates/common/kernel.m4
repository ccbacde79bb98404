m4_divert(-1)
# kernel.m4 - spellings shared by the kernel templates of all targets.
# Included by each target's source.m4 and header.m4.

# pg_doc_block: the spec's doc string as a comment block (nothing if none).
m4_define([pg_doc_block],
[m4_ifelse(pg_doc, [], [], [[
/* ]pg_doc[ */]])])

# pg_arg_host(I): one parameter of the host signature.
m4_define([pg_arg_host],
[m4_ifelse(pg_arg([$1], [kind]), [in], [[const ]pg_arg([$1], [ctype])[ *restrict ]],
           pg_arg([$1], [kind]), [out], [pg_arg([$1], [ctype])[ *restrict ]],
           [pg_arg([$1], [ctype])[ ]])pg_arg([$1], [name])])

# pg_arg_dev(I): one parameter of a device signature.  GM pointers are
# never const, inputs included: the copy intrinsics take a non-const GM
# source, as every pto-isa TLOAD passes it (a2a3/TLoad.hpp, a5/TLoad.hpp).
m4_define([pg_arg_dev],
[m4_ifelse(pg_arg([$1], [kind]), [in], [[__gm__ ]pg_arg([$1], [dctype])[ *]],
           pg_arg([$1], [kind]), [out], [[__gm__ ]pg_arg([$1], [dctype])[ *]],
           [pg_arg([$1], [dctype])[ ]])pg_arg([$1], [name])])

# pg_unused_params: "(void)p;" for each param no op reads (the validator
# warned), so that the kernel compiles under -Wunused-parameter.
m4_define([_pg_unused_param],
[m4_ifelse(pg_param([$1], [used]), [0], [[    (void)]pg_param([$1], [name])[; /* no op reads it */
]])])
m4_define([pg_unused_params], [pg_params_map([_pg_unused_param])])

# pg_scalar_defs: the scalars written as expressions (docs/spec.md,
# "Scalars"), computed once per call in float, one statement per
# operation (ir.c's ir_expr_stmt), before any tile.
m4_define([_pg_sdef], [[    ]pg_sdef([$1], [stmt])[
]])
m4_define([pg_scalar_defs], [pg_sdefs_map([_pg_sdef])])

# pg_device_prototype: the kernel's declaration on a device target.
m4_define([pg_device_prototype],
[[__global__ __aicore__ void ]pg_kernel[(]pg_args_map_sep([pg_arg_dev], [, ])[)]])

m4_define([pg_host_prototype],
[[void ]pg_kernel[(]pg_args_map_sep([pg_arg_host], [, ])[)]])

# pg_dense_word: "dense " when every input's and output's rows lie back
# to back in GM; pg_stride_lines: a comment line for each that has a
# 'stride' (a literal, or a param's name).
m4_define([_pg_is_strided],
[m4_ifelse(pg_tile([$1], [gm_pitch]), pg_tile([$1], [gm_row])[u], [], [1])])
m4_define([pg_dense_word],
[m4_ifelse(pg_inputs_map([_pg_is_strided])pg_outputs_map([_pg_is_strided]), [], [[dense ]])])
m4_define([_pg_stride_line],
[m4_ifelse(_pg_is_strided([$1]), [1], [[
 * Rows of ]pg_tname([$1])[ start ]m4_ifelse(pg_tile([$1], [pitch_param]), [-1],
[m4_patsubst(pg_tile([$1], [gm_pitch]), [u$])], [pg_tile([$1], [gm_pitch])])[ elements apart (its stride).]])])
m4_define([pg_stride_lines], [pg_inputs_map([_pg_stride_line])pg_outputs_map([_pg_stride_line])])

# pg_device_header: the whole header of a device target.
m4_define([pg_device_header],
[pg_output_begin[]pg_banner[
#ifndef ]pg_guard[
#define ]pg_guard[
]pg_doc_block[

#include <stdint.h>

/* Inputs and outputs are ]pg_dense_word[row-major M x ]pg_vcols[ matrices (masks: M x
 * ceil(]pg_vcols[/8) bytes, LSB first); M is split into tiles of ]pg_vrows[ rows
 * dealt round-robin over block_num cores.]pg_stride_lines[  The device compiler
 * reads this file as C++ (-xcce): C linkage keeps the kernel's name
 * unmangled, as a launch by name needs. */
#ifdef __cplusplus
extern "C" {
#endif
]pg_device_prototype[;
#ifdef __cplusplus
}
#endif

#endif /* ]pg_guard[ */
]pg_output_end])

# ---- the tile loop shared by a2a3 and a5 --------------------------------

# pg_ub_decl(U): pointer (and, where needed, address) of UB tile U, and
# the uint16_t pointer to its bits where a scalar loop moves half or
# bfloat16 elements as the host helpers take them (pg_ub(U, bits)).
m4_define([_pg_ub_bits],
[m4_ifelse(pg_ub([$1], [bits]), [1],
[[        __ubuf__ uint16_t *pgr_ubb_]pg_ub([$1], [name])[ = PGR_UB(uint16_t, ]pg_ub_addr_expr([$1])[);
]])])
m4_define([pg_ub_addr_expr],
[pg_ub([$1], [addr])m4_ifelse(pg_ub([$1], [bufs]), [2], [[ + pgr_buf * ]pg_ub([$1], [size])])])
m4_define([pg_ub_decl],
[m4_ifelse(pg_ub([$1], [needs_addr]), [1],
[[        const uint32_t pgr_ua_]pg_ub([$1], [name])[ = ]pg_ub_addr_expr([$1])[;
        __ubuf__ ]pg_ub([$1], [ctype])[ *pgr_ub_]pg_ub([$1], [name])[ = PGR_UB(]pg_ub([$1], [ctype])[, pgr_ua_]pg_ub([$1], [name])[);
]],
[[        __ubuf__ ]pg_ub([$1], [ctype])[ *pgr_ub_]pg_ub([$1], [name])[ = PGR_UB(]pg_ub([$1], [ctype])[, ]pg_ub_addr_expr([$1])[);
]])_pg_ub_bits([$1])])

# pg_ub_map_line(U): one line of the UB map comment.
m4_define([pg_ub_map_line],
[[ *   ]pg_ub([$1], [addr])[ ]pg_ub([$1], [name])[: ]pg_ub([$1], [size])[ bytes]m4_ifelse(pg_ub([$1], [bufs]), [2], [[ x 2 buffers]])[ (]pg_ub([$1], [role])[)
]])

# pg_tile_loop(LOADS, BODY, STORES[, SETUP]): the GM walk; SETUP runs once
# before it.  Each core takes tiles
# block_idx, block_idx + block_num, ...; with two buffers the loads of the
# next tile overlap the vector work on this one.  The steps and their
# flags are the plan's (pg_tloop_*_map, ir.c's tile_loop): cost.c charges
# the same ones.
m4_define([pg_tile_loop],
[m4_pushdef([_pg_tl_loads], [$1])m4_pushdef([_pg_tl_body], [$2])m4_pushdef([_pg_tl_stores], [$3])m4_dnl
[    /* 64-bit: M + rows - 1 and the last pgr_t + block_num pass 2^32 for
     * M near UINT32_MAX */
    const uint64_t pgr_tiles = ((uint64_t)M + ]pg_vrows[u - 1u) / ]pg_vrows[u;
]pg_if(pg_plan_dbuf, [[    uint32_t pgr_iter = 0;
]])[
]$4[    /* every buffer starts free: pre-signal what the loop waits for */
]_pg_tsteps_once([before])[    for (uint64_t pgr_t = (uint64_t)block_idx; pgr_t < pgr_tiles; pgr_t += (uint64_t)block_num) {
]pg_if(pg_plan_dbuf, [[        const uint32_t pgr_buf = pgr_iter++ & 1u;
        const event_t pgr_ev = pgr_buf ? EVENT_ID1 : EVENT_ID0;
]], [[        const event_t pgr_ev = EVENT_ID0;
]])[        const uint32_t pgr_r0 = (uint32_t)(pgr_t * ]pg_vrows[u);
        const uint32_t pgr_n = M - pgr_r0 < ]pg_vrows[u ? M - pgr_r0 : ]pg_vrows[u;
]pg_loop_ubs_map([pg_ub_decl])[
]pg_tloop_each_map([_pg_tstep_each])[    }
]_pg_tsteps_once([after])m4_popdef([_pg_tl_loads], [_pg_tl_body], [_pg_tl_stores])])

# pg_split_loop(LOAD, STORE, EMIT, SETUP): the tile loop of a row split
# into chunks (pg_split > 0; split.h, ir.h's struct body).  Each row
# block loads its per-row inputs, runs section 0, then each pass over
# the row's chunks and the section after it, and stores its per-row
# outputs; the per-row copies wait for the vector work before them and
# it for them on EVENT_ID2.  A chunk is a step of the plan's tile loop
# (pg_tloop_each_map: its flags, its buffer): LOAD(U), STORE(U) for the
# pass's tiles, its chunk body or, on a narrower last chunk, its tail
# body; EMIT(I) spells an instruction.
m4_define([pg_split_loop],
[m4_pushdef([_pg_sl_load_fn], [[$1]])m4_pushdef([_pg_sl_store_fn], [[$2]])m4_pushdef([_pg_sl_emit_fn], [[$3]])m4_dnl
[    /* 64-bit: M + rows - 1 and the last pgr_t + block_num pass 2^32 for
     * M near UINT32_MAX */
    const uint64_t pgr_tiles = ((uint64_t)M + ]pg_vrows[u - 1u) / ]pg_vrows[u;
]pg_if(pg_plan_dbuf, [[    uint32_t pgr_iter = 0;
]])[
]$4[    /* every buffer starts free: pre-signal what the loop waits for */
]_pg_tsteps_once([before])[    for (uint64_t pgr_t = (uint64_t)block_idx; pgr_t < pgr_tiles; pgr_t += (uint64_t)block_num) {
        const uint32_t pgr_r0 = (uint32_t)(pgr_t * ]pg_vrows[u);
        const uint32_t pgr_n = M - pgr_r0 < ]pg_vrows[u ? M - pgr_r0 : ]pg_vrows[u;
]pg_split_ubs_map([pg_ub_decl])_pg_sl_rows([pg_row_loads_map], [inputs], [PIPE_V], [PIPE_MTE2])pg_dsect0_map([_pg_sl_emit])pg_split_passes_map([_pg_sl_pass])_pg_sl_rows([pg_row_stores_map], [outputs], [PIPE_V], [PIPE_MTE3])[    }
]_pg_tsteps_once([after])m4_popdef([_pg_sl_load_fn], [_pg_sl_store_fn], [_pg_sl_emit_fn])])
m4_define([_pg_sl_load], [m4_indir(_pg_sl_load_fn, [$1])])
m4_define([_pg_sl_store], [m4_indir(_pg_sl_store_fn, [$1])])
m4_define([_pg_sl_emit], [m4_indir(_pg_sl_emit_fn, [$1])])

# A chunk's copy on either device (the split loads and stores of
# a2a3/source.m4, a5/source.m4): the per-row, per-col or full kind of UB
# tile U's tile (_pg_ch_per), the bytes a row of the chunk moves
# (_pg_ch_bytes: pgr_w elements, or a mask's (pgr_w + 7) / 8 bytes) and
# where in the GM row it starts (_pg_ch_col: column pgr_c0, a mask's byte
# pgr_c0 / 8).
m4_define([_pg_ch_per], [pg_tile(pg_ub([$1], [tile]), [per])])
m4_define([_pg_ch_mask], [m4_ifelse(pg_tile(pg_ub([$1], [tile]), [dtype]), [mask], [1], [0])])
m4_define([_pg_ch_bytes],
[pg_if(_pg_ch_mask([$1]), [[(pgr_w + 7u) / 8u]], [[pgr_w * ]pg_ub([$1], [esize])[u]])])
m4_define([_pg_ch_col], [pg_if(_pg_ch_mask([$1]), [[pgr_c0 / 8u]], [[pgr_c0]])])

# _pg_sl_rows(MAP, WHAT, FROM, TO): a row block's per-row copies of MAP,
# after the vector work before them (FROM -> TO), before the vector work
# after them (TO -> FROM).
m4_define([_pg_sl_rows],
[m4_ifelse($1([_pg_sl_one]), [], [],
[[        /* the per-row ]$2[ of this tile */
        set_flag(]$3[, ]$4[, EVENT_ID2);
        wait_flag(]$3[, ]$4[, EVENT_ID2);
]m4_ifelse([$2], [inputs], [$1([_pg_sl_load])], [$1([_pg_sl_store])])[        set_flag(]$4[, ]$3[, EVENT_ID2);
        wait_flag(]$4[, ]$3[, EVENT_ID2);
]])])
m4_define([_pg_sl_one], [1])

# _pg_sl_pass(Q): pass Q over the row's chunks, then section Q + 1.
m4_define([_pg_sl_pass],
[m4_pushdef([_pg_sl_q], [$1])[        /* pass ]m4_eval([$1] + 1)[ of ]pg_split_passes_count[ over the row in chunks of ]pg_split[ columns */
        for (uint32_t pgr_c0 = 0; pgr_c0 < ]pg_vcols[u; pgr_c0 += ]pg_split[u) {
            const uint32_t pgr_w = ]pg_vcols[u - pgr_c0 < ]pg_split[u ? ]pg_vcols[u - pgr_c0 : ]pg_split[u;
]pg_if(pg_plan_dbuf, [[            const uint32_t pgr_buf = pgr_iter++ & 1u;
            const event_t pgr_ev = pgr_buf ? EVENT_ID1 : EVENT_ID0;
]], [[            const event_t pgr_ev = EVENT_ID0;
]])pg_indent(m4_indir([pg_dpass$1_ubs_map], [pg_ub_decl])pg_tloop_each_map([_pg_sl_step]))[        }
]m4_indir([pg_dsect]m4_eval([$1] + 1)[_map], [_pg_sl_emit])m4_popdef([_pg_sl_q])])

# _pg_sl_step(S): step S of one chunk of pass _pg_sl_q.
m4_define([_pg_sl_step],
[m4_ifelse(pg_tstep([$1], [kind]), [loads], [m4_indir([pg_dpass]_pg_sl_q[_loads_map], [_pg_sl_load])],
           pg_tstep([$1], [kind]), [body], [_pg_sl_body[
]],
           pg_tstep([$1], [kind]), [stores], [m4_indir([pg_dpass]_pg_sl_q[_stores_map], [_pg_sl_store])],
           [[        ]_pg_tsync([$1], [pgr_ev])])])

# _pg_sl_body: the pass's chunk body, or its tail body on the narrower
# last chunk.
m4_define([_pg_sl_body],
[m4_ifelse(pg_split_tail, [0], [m4_indir([pg_dpass]_pg_sl_q[_chunk_map], [_pg_sl_emit])],
[[        if (pgr_w == ]pg_split[u) {
]pg_indent(m4_indir([pg_dpass]_pg_sl_q[_chunk_map], [_pg_sl_emit]))[        } else {
]pg_indent(m4_indir([pg_dpass]_pg_sl_q[_tail_map], [_pg_sl_emit]))[        }
]])])

# _pg_tsync(S, EVENT): step S, a set_flag or wait_flag, on EVENT.
m4_define([_pg_tsync],
[m4_ifelse(pg_tstep([$1], [kind]), [set], [[set_flag]], [[wait_flag]])[(]pg_tstep([$1], [from])[, ]pg_tstep([$1], [to])[, $2);
]])

# _pg_tsteps_once(WHERE): the steps before or after the loop, on each
# event the loop uses.
m4_define([_pg_tsteps_once],
[pg_tloop_$1_map([_pg_tstep_ev0])pg_if(pg_plan_dbuf, [pg_tloop_$1_map([_pg_tstep_ev1])])])
m4_define([_pg_tstep_ev0], [[    ]_pg_tsync([$1], [EVENT_ID0])])
m4_define([_pg_tstep_ev1], [[    ]_pg_tsync([$1], [EVENT_ID1])])

# _pg_tstep_each(S): step S of one tile: a flag on this tile's event, or
# the tile's loads, vector body (a blank line after it) or stores.
m4_define([_pg_tstep_each],
[m4_ifelse(pg_tstep([$1], [kind]), [loads], [_pg_tl_loads[]],
           pg_tstep([$1], [kind]), [body], [_pg_tl_body[
]],
           pg_tstep([$1], [kind]), [stores], [_pg_tl_stores[]],
           [[        ]_pg_tsync([$1], [pgr_ev])])])

# pg_ub_fallback: how a UB offset becomes a pointer on hardware; the
# simulators define PGR_UB first to map it into their arena.
m4_define([pg_ub_fallback],
[[#ifndef PGR_UB
#define PGR_UB(T, off) ((__ubuf__ T *)(uintptr_t)(off))
#endif]])

# pg_io_has(DT): 1 if an input or output of the kernel is of dtype DT (f16,
# bf16): the host header then defines DT's conversions, and the host
# source, which includes it, does not again.
m4_define([_pg_io_is_f16], [m4_ifelse(pg_tile([$1], [dtype]), [f16], [1])])
m4_define([_pg_io_is_bf16], [m4_ifelse(pg_tile([$1], [dtype]), [bf16], [1])])
m4_define([pg_io_has],
[m4_ifelse(pg_inputs_map([_pg_io_is_$1])pg_outputs_map([_pg_io_is_$1]), [], [0], [1])])
