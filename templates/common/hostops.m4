m4_divert(-1)
# hostops.m4 - the ops of the host reference, spelled once for its three
# renderings: fused (host/source.m4 for kernels of full tiles: one element
# at a time on locals), staged (host/source.m4 for kernels with vector
# tiles: every tile of one tile iteration in an array, op after op, a run
# of elementwise ops one loop: _pg_fu_ops), and
# the harness's float64 evaluation (harness/harness.m4, staged, in double).
#
# The includer defines two flags: _pg_staged (0 fused, 1 staged) and
# _pg_r64 (1: the float64 evaluation, whose helpers are pgr_r64_<kind>
# (records pg_op(I, ref64), pg_ref64_helpers_map) and whose scalars are
# pg_op(I, scalar64)).  Records used: pg_tile(I, per|slot|ctype|used|role),
# pg_op(I, ...), pg_vrows, pg_vcols.

# _pg_v(T): tile T's element: the local pgr_v_T (fused), or in the staged
# arrays pgr_v_T[r][c], pgr_v_T[r] (per-row), pgr_v_T[c] (per-col),
# pgr_v_T[c][r] (per-trans: element (r, c) of the tile iteration at its
# row c).
m4_define([_pg_v],
[[pgr_v_]pg_tname([$1])m4_ifelse(_pg_staged, [1],
  [m4_ifelse(pg_tile([$1], [per]), [row], [[@{pgr_r@}]],
             pg_tile([$1], [per]), [col], [[@{pgr_c@}]],
             pg_tile([$1], [per]), [trans], [[@{pgr_c@}@{pgr_r@}]], [[@{pgr_r@}@{pgr_c@}]])])])

# _pg_call(I): the helper computing op I on one element.
m4_define([_pg_call],
[m4_ifelse(_pg_r64, [1], [[pgr_r64_]pg_op([$1], [ref64])],
           [[pgr_]pg_op([$1], [helper])[_]pg_op([$1], [dtype])])])
# _pg_scalar(I): op I's scalar operand.
m4_define([_pg_scalar], [m4_ifelse(_pg_r64, [1], [pg_op([$1], [scalar64])], [pg_op([$1], [scalar])])])

# _pg_expr(I): the value op I computes for one element of its dst.
m4_define([_pg_expr], [m4_indir([_pg_host_]pg_op([$1], [family]), [$1])])
m4_define([_pg_host_binary],
[_pg_call([$1])[(]_pg_v(pg_op([$1], [src0]))[, ]_pg_v(pg_op([$1], [src1]))[)]])
m4_define([_pg_host_unary], [_pg_call([$1])[(]_pg_v(pg_op([$1], [src0]))[)]])
m4_define([_pg_host_scalar],
[_pg_call([$1])[(]_pg_v(pg_op([$1], [src0]))[, ]_pg_scalar([$1])[)]])
m4_define([_pg_host_ternary],
[_pg_call([$1])[(]_pg_v(pg_op([$1], [src0]))[, ]_pg_v(pg_op([$1], [src1]))[, ]_pg_v(pg_op([$1], [src2]))[)]])
m4_define([_pg_host_scalar2],
[_pg_call([$1])[(]_pg_v(pg_op([$1], [src0]))[, ]_pg_scalar([$1])[, ]_pg_v(pg_op([$1], [src1]))[)]])
m4_define([_pg_host_fill], [_pg_scalar([$1])])
# tci: the column counts from the row's first (a split row's chunk adds
# its first column, pgr_c0)
m4_define([_pg_host_index],
[_pg_call([$1])[(]_pg_scalar([$1])[, ]_pg_c0[pgr_c, ]pg_op([$1], [descending])[)]])
# ttri: the row within the tile iteration (fused code walks M's rows:
# pgr_r modulo the tile's rows), the column in the row
m4_define([_pg_host_tri],
[_pg_call([$1])[(]m4_ifelse(_pg_staged, [1], [[pgr_r]], [[pgr_r % ]pg_vrows[u]])[, ]_pg_c0[pgr_c, ]pg_op([$1], [diagonal])[, ]pg_op([$1], [upper])[)]])
# tgather, tgatherb (staged only): the source's row, the element's index,
# the valid columns; tscatter's instead
m4_define([_pg_host_gather],
[m4_ifelse(pg_op([$1], [name]), [tscatter], [_pg_host_scatter([$1])],
[_pg_call([$1])[(pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, ]_pg_v(pg_op([$1], [src1]))[, ]pg_vcols[u)]])])
# tscatter (staged only): the source's row, the indices' row, the
# element's column, the valid columns
m4_define([_pg_host_scatter],
[_pg_call([$1])[(pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src1]))[@{pgr_r@}, pgr_c, ]pg_vcols[u)]])
# tfillpad: the source's element (past a narrow source's valid columns
# _pg_assign stores the pad instead)
m4_define([_pg_host_fillpad], [_pg_v(pg_op([$1], [src0]))])
# ttrans (staged only): the source's element, stored at dst's [c][r]
m4_define([_pg_host_trans], [_pg_v(pg_op([$1], [src0]))])
# tsort32 and tmrgsort (staged only, _pg_st_each_pairs): a row of pairs
# from the source's and the index tile's rows, or from the source's pairs
# A select: M ? X : Y; f16 and bf16 (the host's uint16_t bits) through
# pgr_pick16 (host/source.m4 writes it), a select of bits: gcc keeps no
# branch where X or Y is computed in float (a float op under a condition
# could trap, so it would stay a branch and the loop would not vectorize).
m4_define([_pg_is_pick],
[m4_ifelse(_pg_r64 pg_op([$1], [family]), [0 select], [_pg_is16([$1])],
           _pg_r64 pg_op([$1], [family]), [0 selects], [_pg_is16([$1])], [0])])
m4_define([_pg_is16], [m4_ifelse(pg_op([$1], [dtype]), [f16], [1], pg_op([$1], [dtype]), [bf16], [1], [0])])
m4_define([_pg_pick],
[m4_ifelse(_pg_is_pick([$1]), [1], [[pgr_pick16(]$2[, ]$3[, ]$4[)]], [$2[ ? ]$3[ : ]$4])])
m4_define([_pg_host_select],
[_pg_pick([$1], _pg_v(pg_op([$1], [mask])), _pg_v(pg_op([$1], [src0])), _pg_v(pg_op([$1], [src1])))])
# a compare: the C operator on the values (f16 and bf16 widened to float):
# IEEE, so NaN compares false but for !=, and -0 == +0
m4_define([_pg_fval],
[m4_ifelse(pg_op([$1], [dtype]), [f16], [[pgr_f16_to_f32(]$2[)]],
           pg_op([$1], [dtype]), [bf16], [[pgr_bf16_to_f32(]$2[)]], [$2])])
m4_define([_pg_host_compare],
[_pg_fval([$1], _pg_v(pg_op([$1], [src0])))[ ]pg_op([$1], [cmpop])[ ]_pg_fval([$1], _pg_v(pg_op([$1], [src1])))])
m4_define([_pg_host_compares],
[_pg_fval([$1], _pg_v(pg_op([$1], [src0])))[ ]pg_op([$1], [cmpop])[ ]_pg_fval([$1], pg_op([$1], [scalar]))])
m4_define([_pg_host_convert],
[m4_ifelse(_pg_r64, [1], [_pg_host_unary([$1])],
           _pg_cvt_fold([$1]), [-1], [pg_op([$1], [cvtfn])[(]_pg_v(pg_op([$1], [src0]))[)]],
           [_pg_fold_fn([$1])[(]_pg_v(pg_op(_pg_cvt_fold([$1]), [src0]))[, ]_pg_v(pg_op([$1], [src0]))[)]])])
# _pg_cvt_fold(I): J if op I, a tcvt of full f16 tile H to i8 or u8 under
# rint, reads what op J, a tcvt of full f32 tile A under odd, wrote into
# H, and no op between them writes A; else -1.  Such an op I converts A
# itself (_pg_fold_fn, host/source.m4: the f32 helper, rint to the
# integer; H passed and not read, so an H nothing else reads is set and
# used, and the compiler drops it): the same value.  Rounding to f16 under odd keeps A's value where it is a
# multiple of 2^-2 and else gives an odd multiple between A's two
# neighbours on f16's grid, where |A| < 2^9 (the grid a multiple of 2^-2
# there), so no half-integer lies between A and it and rint gives the
# same integer; for |A| >= 2^9 both are at least 2^9 in magnitude with
# A's sign, past the bounds; NaN stays NaN, which converts to 0.
# ptogen.quantfold/ checks it on all 2^32 floats.  Not in split rows,
# whose passes may keep A and H in different chunks' arrays.
m4_define([_pg_cvt_fold],
[m4_ifelse(pg_op([$1], [family]), [convert], [_pg_cvt_fold_cv([$1])], [-1])])
m4_define([_pg_cvt_fold_cv],
[m4_ifelse(_pg_splitting pg_op([$1], [part_cols]) m4_regexp(pg_op([$1], [cvtfn]), [^pgr_cvt_f16_rint_[iu]8$]), [0 0 0],
           [_pg_cvt_fold_at([$1], _pg_last_wr(pg_op([$1], [src0]), m4_decr([$1])))], [-1])])
m4_define([_pg_cvt_fold_at],
[m4_ifelse([$2], [-1], [-1], [m4_ifelse(pg_op([$2], [family]), [convert], [_pg_cvt_fold_odd([$1], [$2])], [-1])])])
m4_define([_pg_cvt_fold_odd],
[m4_ifelse(pg_op([$2], [cvtfn]) pg_op([$2], [part_cols]) pg_tile(pg_op([$2], [src0]), [per]) pg_tile(pg_op([$2], [dst]), [per]) pg_tile(pg_op([$1], [dst]), [per]),
           [pgr_cvt_f32_odd_f16 0 full full full],
           [m4_ifelse(m4_eval(_pg_last_wr(pg_op([$2], [src0]), m4_decr([$1])) < [$2]), [1], [$2], [-1])], [-1])])
# _pg_last_wr(T, K): the last op of 0..K that writes tile T, or -1
m4_define([_pg_last_wr],
[m4_ifelse(m4_eval([$2] < 0), [1], [-1], [m4_ifelse(pg_op([$2], [dst]), [$1], [$2], [_pg_last_wr([$1], m4_decr([$2]))])])])
m4_define([_pg_fold_fn], [[pgr_cvt_f32odd_rint_]pg_tile(pg_op([$1], [dst]), [dtype])])
# a bit view: the element's bits as dst's dtype (no float64 form)
m4_define([_pg_host_reshape], [pg_op([$1], [reshapefn])[(]_pg_v(pg_op([$1], [src0]))[)]])
m4_define([_pg_host_selects],
[_pg_pick([$1], _pg_v(pg_op([$1], [mask])), _pg_v(pg_op([$1], [src0])), _pg_scalar([$1]))])
# a broadcast: the vector tile's value, read at the element's row or column
m4_define([_pg_host_rowexpand], [_pg_v(pg_op([$1], [src0]))])
m4_define([_pg_host_colexpand], [_pg_v(pg_op([$1], [src0]))])
# full (+) vector: the elementwise helper, the vector operand read at the
# element's row or column, whichever source it is
m4_define([_pg_host_rowbinary], [_pg_host_binary([$1])])
m4_define([_pg_host_colbinary], [_pg_host_binary([$1])])

# ---- staged: one tile iteration in arrays ---------------------------------

# Loops over the current tile iteration's valid region: pgr_n rows (the
# last tile may have fewer than pg_vrows), pg_vcols columns.
m4_define([_pg_for_r], [[for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r)]])
m4_define([_pg_for_c], [[for (uint32_t pgr_c = 0; pgr_c < ]_pg_ncols[; ++pgr_c)]])

# A split row (pg_split > 0: docs/semantics.md) is walked in chunks of
# pg_split columns, pgr_c0 the chunk's first and pgr_w its width: the
# arrays hold a chunk, and global memory is read and written from pgr_c0.
m4_define([_pg_splitting], [m4_ifelse(pg_split, [0], [0], [1])])
m4_define([_pg_ncols], [m4_ifelse(_pg_splitting, [1], [[pgr_w]], [pg_vcols[u]])])
m4_define([_pg_width], [m4_ifelse(_pg_splitting, [1], [pg_split], [pg_vcols])])
m4_define([_pg_c0], [m4_ifelse(_pg_splitting, [1], [[pgr_c0 + ]])])

# _pg_st_type(T): the element type of tile T's array.
m4_define([_pg_st_type], [m4_ifelse(_pg_r64, [1], [[double]], [pg_tile([$1], [ctype])])])

# pg_st_decl(T): tile T's array for one tile iteration (a per-col input is
# loaded once, before the tile loop: pg_st_const_decl).
m4_define([_pg_st_dims],
[m4_ifelse(pg_tile([$1], [per]), [row], [[@{]pg_vrows[@}]],
           pg_tile([$1], [per]), [col], [[@{]_pg_width[@}]],
           pg_tile([$1], [per]), [trans], [[@{]pg_vcols[@}@{]pg_vrows[@}]],
           pg_tile([$1], [per]), [pairs], [[@{]pg_vrows[@}@{]pg_tile([$1], [vcols])[@}]],
           [[@{]pg_vrows[@}@{]_pg_width[@}]])])
m4_define([_pg_is_const_in],
[m4_ifelse(pg_tile([$1], [per]) pg_tile([$1], [role]), [col in], [1], [0])])
# A per-col array starts zeroed: it is read outside a loop over the rows,
# and a compiler cannot tell that a tile iteration has a row.
m4_define([pg_st_decl],
[m4_ifelse(pg_tile([$1], [used]) _pg_is_const_in([$1]), [1 0],
[[        ]_pg_st_type([$1])[ pgr_v_]pg_tname([$1])[]_pg_st_dims([$1])m4_ifelse(pg_tile([$1], [per]), [col], [[ = {0}]])[;
]])])
# Rows not split: a per-col array an op computes is declared, and zeroed,
# once before the tile loop (_pg_st_col_decl), not for every tile
# iteration (a memset of its bytes each time: 16 KiB for each row of
# rmsnorm_4096_f16, whose tiles have one row, BENCH.md).  The same
# values: every tile iteration writes each of its columns before any op
# reads it (ops run in spec order, and a tile read before an op writes
# it is refused, gen/specops.c), so none reads what the last one left.
m4_define([_pg_st_col_decl],
[m4_ifelse(pg_tile([$1], [per]), [col], [m4_patsubst(pg_st_decl([$1]), [^        ], [    ])])])
m4_define([_pg_st_iter_decl], [m4_ifelse(pg_tile([$1], [per]), [col], [], [pg_st_decl([$1])])])

# _pg_gm(T): tile T's matrix in global memory: the kernel's argument, or
# in the float64 evaluation pgr_gm<slot> (pg_r64_gm_decl).
m4_define([_pg_gm],
[m4_ifelse(_pg_r64, [1], [[pgr_gm]pg_tile([$1], [slot])], [pg_tname([$1])])])
# _pg_pitch(T): the elements from one row of I/O tile T to the next in
# global memory (a stride param is read from pgr_pv[] in double).
m4_define([_pg_pitch],
[m4_ifelse(_pg_r64, [1], [pg_tile([$1], [gm_pitch64])], [pg_tile([$1], [gm_pitch])])])
# _pg_in(T, EXPR): an element read from T's matrix, as the array holds it
m4_define([_pg_in],
[m4_ifelse(_pg_r64, [0], [$2],
           pg_tile([$1], [dtype]), [f16], [[(double)pgr_f16_to_f32(]$2[)]],
           pg_tile([$1], [dtype]), [bf16], [[(double)pgr_bf16_to_f32(]$2[)]], [[(double)]$2])])

# pg_st_const_load(T): a per-col input, its vc values shared by every row
# and tile, read once before the tile loop.
m4_define([pg_st_const_load],
[m4_ifelse(_pg_is_const_in([$1])_pg_splitting, [10],
[[    /* ]pg_tname([$1])[: one value per column, shared by every row and tile */
    ]_pg_st_type([$1])[ pgr_v_]pg_tname([$1])[@{]pg_vcols[@};
    ]_pg_for_c[
        pgr_v_]pg_tname([$1])[@{pgr_c@} = ]_pg_in([$1], _pg_gm([$1])[@{pgr_c@}])[;
]])])

# The load and store loops: per row of the tile iteration (pgr_g its row
# in global memory) the full tiles' rows (memcpy; the float64 evaluation
# and masks element by element), then the per-row values.
m4_define([_pg_is_full], [m4_ifelse(pg_tile([$1], [per]), [full], [1], pg_tile([$1], [per]), [pairs], [1])])
# _pg_row_bytes(T): the bytes of a row of T's array a copy moves (a
# narrow input's own valid columns: the tpart ops read no others);
# _pg_c0_off, _pg_c0_bits: a split row's chunk, in elements and in the
# bytes of a mask row (pgr_c0 is a multiple of 8).
m4_define([_pg_row_bytes],
[m4_ifelse(_pg_splitting, [1], [[pgr_w * sizeof pgr_v_]pg_tname([$1])[@{pgr_r@}@{0@}]],
           pg_tile([$1], [vcols]), pg_vcols, [[sizeof pgr_v_]pg_tname([$1])[@{pgr_r@}]],
           [pg_tile([$1], [vcols])[u * sizeof pgr_v_]pg_tname([$1])[@{pgr_r@}@{0@}]])])
m4_define([_pg_c0_off], [m4_ifelse(_pg_splitting, [1], [[ + pgr_c0]])])
m4_define([_pg_c0_bits], [m4_ifelse(_pg_splitting, [1], [[ + pgr_c0 / 8u]])])
m4_define([_pg_mask_bytes],
[m4_ifelse(_pg_splitting, [1], [[(pgr_w + 7u) / 8u]], [pg_tile([$1], [gm_row])[u]])])
# _pg_by_elem(T): is full tile T moved element by element?
m4_define([_pg_by_elem],
[m4_ifelse(pg_tile([$1], [per]), [full], [m4_ifelse(_pg_r64 pg_tile([$1], [dtype]), [0 mask], [1],
                                                    _pg_r64, [1], [1])])])
m4_define([_pg_any_elem], [m4_ifelse($1([_pg_by_elem]), [], [0], [1])])
m4_define([_pg_st_in_copy],
[m4_ifelse(_pg_is_full([$1])_pg_by_elem([$1]), [1],
[[            memcpy(pgr_v_]pg_tname([$1])[@{pgr_r@}, ]_pg_gm([$1])[ + pgr_g * ]_pg_pitch([$1])_pg_c0_off[, ]_pg_row_bytes([$1])[);
]],
pg_tile([$1], [dtype]), [mask],
[[            const uint8_t *const pgr_row_]pg_tname([$1])[ = ]_pg_gm([$1])[ + pgr_g * ]pg_tile([$1], [gm_row])[u]_pg_c0_bits[;
]])])
m4_define([_pg_st_in_elem],
[m4_ifelse(_pg_by_elem([$1]) pg_tile([$1], [dtype]), [1 mask],
[[                const unsigned pgr_byte_]pg_tname([$1])[ = pgr_row_]pg_tname([$1])[@{pgr_c >> 3@};
                pgr_v_]pg_tname([$1])[@{pgr_r@}@{pgr_c@} = (uint8_t)((pgr_byte_]pg_tname([$1])[ >> (pgr_c & 7u)) & 1u);
]],
_pg_by_elem([$1]), [1],
[[                pgr_v_]pg_tname([$1])[@{pgr_r@}@{pgr_c@} = ]_pg_in([$1], _pg_gm([$1])[@{pgr_g * ]_pg_pitch([$1])[ + ]_pg_c0[pgr_c@}])[;
]])])
m4_define([_pg_st_in_row],
[m4_ifelse(pg_tile([$1], [per]), [row],
[[            pgr_v_]pg_tname([$1])[@{pgr_r@} = ]_pg_in([$1], _pg_gm([$1])[@{pgr_g@}])[;
]])])
m4_define([_pg_st_out_copy],
[m4_ifelse(_pg_is_full([$1])_pg_by_elem([$1]), [1],
[[            memcpy(]_pg_gm([$1])[ + pgr_g * ]_pg_pitch([$1])_pg_c0_off[, pgr_v_]pg_tname([$1])[@{pgr_r@}, ]_pg_row_bytes([$1])[);
]],
pg_tile([$1], [dtype]), [mask],
[[            uint8_t *const pgr_row_]pg_tname([$1])[ = ]_pg_gm([$1])[ + pgr_g * ]pg_tile([$1], [gm_row])[u]_pg_c0_bits[;
            memset(pgr_row_]pg_tname([$1])[, 0, ]_pg_mask_bytes([$1])[);
]])])
m4_define([_pg_st_out_elem],
[m4_ifelse(_pg_by_elem([$1]) pg_tile([$1], [dtype]), [1 mask],
[[                pgr_row_]pg_tname([$1])[@{pgr_c >> 3@} |= (uint8_t)(pgr_v_]pg_tname([$1])[@{pgr_r@}@{pgr_c@} << (pgr_c & 7u));
]],
_pg_by_elem([$1]), [1],
[[                ]_pg_gm([$1])[@{pgr_g * ]_pg_pitch([$1])[ + ]_pg_c0[pgr_c@} = pgr_v_]pg_tname([$1])[@{pgr_r@}@{pgr_c@};
]])])
m4_define([_pg_st_out_row],
[m4_ifelse(pg_tile([$1], [per]), [row],
[[            ]_pg_gm([$1])[@{pgr_g@} = pgr_v_]pg_tname([$1])[@{pgr_r@};
]])])
# _pg_st_rows(COPY, ELEM, ROW, MAP): the row loop over the tiles of MAP.
m4_define([_pg_st_rows],
[[        ]_pg_for_r[ {
            const size_t pgr_g = (size_t)pgr_r0 + pgr_r; /* the row in global memory */
]$4([$1])m4_ifelse(_pg_any_elem([$4]), [1], [[            ]_pg_for_c[ {
]$4([$2])[            }
]])$4([$3])[        }
]])
m4_define([pg_st_loads],
[m4_ifelse(pg_inputs_map([_pg_is_full])pg_inputs_map([_pg_st_in_row]), [], [],
[[        /* the inputs' rows of this tile */
]_pg_st_rows([_pg_st_in_copy], [_pg_st_in_elem], [_pg_st_in_row], [pg_inputs_map])])])
m4_define([pg_st_stores],
[m4_ifelse(pg_outputs_map([_pg_is_full])pg_outputs_map([_pg_st_out_row]), [], [],
[[        /* the outputs' rows of this tile */
]_pg_st_rows([_pg_st_out_copy], [_pg_st_out_elem], [_pg_st_out_row], [pg_outputs_map])])pg_outputs_map([_pg_st_out_trans])])
# _pg_st_out_trans(T): per-trans output T, the tile iteration's columns
# r0.. of its vc x M matrix: pgr_n elements of each of its vc rows, M
# apart (a row of M elements: size_t, M * vc may pass 2^32)
m4_define([_pg_st_out_trans],
[m4_ifelse(pg_tile([$1], [per]), [trans],
[[        /* ]pg_tname([$1])[: columns pgr_r0.. of its ]pg_vcols[ x M matrix */
        for (uint32_t pgr_c = 0; pgr_c < ]pg_vcols[u; ++pgr_c)
]m4_ifelse(_pg_r64, [1],
[[            for (uint32_t pgr_r = 0; pgr_r < pgr_n; ++pgr_r)
                ]_pg_gm([$1])[@{pgr_c * (size_t)M + pgr_r0 + pgr_r@} = pgr_v_]pg_tname([$1])[@{pgr_c@}@{pgr_r@};
]],
[[            memcpy(]_pg_gm([$1])[ + pgr_c * (size_t)M + pgr_r0, pgr_v_]pg_tname([$1])[@{pgr_c@}, pgr_n * sizeof pgr_v_]pg_tname([$1])[@{pgr_c@}@{0@});
]])])])

# pg_st_op(I): op I over the tile iteration.  Elementwise ops, broadcasts
# and full (+) vector ops loop over their dst's region; a row reduction
# runs per row, a column reduction lane-wise over the rows from the
# tile's first (docs/semantics.md pins both orders).
m4_define([pg_st_op],
[[        /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[) */
]m4_indir([_pg_st_]m4_ifelse(_pg_st_is_cvrow([$1]), [1], [cvrow],
                             pg_op([$1], [family]), [rowreduce], [rowreduce],
                             pg_op([$1], [family]), [colreduce], [colreduce],
                             [each_]pg_tile(pg_op([$1], [dst]), [per])), [$1])])
# _pg_st_is_cvrow(I): 1 if op I is a tcvt between f16 or bf16 and f32
# (to f32 in any mode: exact; to f16 or bf16 under rint) from a full tile
# to a full one or from a per-col tile to a per-col one, not a tpart op:
# written a row at a time by its helper pgr_cvtrow_SRC_MODE_DST
# (host/f16c.m4: F16C's vcvtph2ps/vcvtps2ph eight at a time where the
# compiler has them), never inside a run (_pg_fu_ok).  The float64
# evaluation keeps its own conversions.
m4_define([_pg_st_is_cvrow],
[m4_ifelse(_pg_r64 pg_op([$1], [family]) pg_op([$1], [part_cols]), [0 convert 0],
  [m4_ifelse(m4_regexp(pg_op([$1], [cvtfn]), [^pgr_cvt_\(b?f16_[a-z]+_f32\|f32_rint_b?f16\)$]), [-1], [0],
             pg_tile(pg_op([$1], [dst]), [per]) pg_tile(pg_op([$1], [src0]), [per]), [full full], [1],
             pg_tile(pg_op([$1], [dst]), [per]) pg_tile(pg_op([$1], [src0]), [per]), [col col], [1], [0])],
  [0])])
m4_define([_pg_cvrow_fn], [m4_patsubst(pg_op([$1], [cvtfn]), [^pgr_cvt_], [pgr_cvtrow_])])
m4_define([_pg_st_cvrow],
[m4_ifelse(pg_tile(pg_op([$1], [dst]), [per]), [col],
[[        ]_pg_cvrow_fn([$1])[(pgr_v_]pg_tname(pg_op([$1], [dst]))[, pgr_v_]pg_tname(pg_op([$1], [src0]))[, ]_pg_ncols[);
]],
[[        ]_pg_for_r[
            ]_pg_cvrow_fn([$1])[(pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, ]_pg_ncols[);
]])])
m4_define([_pg_st_assign], [_pg_assign([$1], [            ])])
# _pg_assign(I, IND): op I's statement, its first line's indentation
# written, IND the indentation of the ones after.  A tpart op with a
# narrow source (pg_op(I, part_cols): its valid columns) is one if-else:
# the op where both sources have the column, else the wider source's
# value (nothing when dst is that source); tfillpad's (no wider source:
# pg_op(I, part_wide) is -1) is the op, else its pad (pg_op(I, pad)).
m4_define([_pg_assign],
[m4_ifelse(pg_op([$1], [part_cols]), [0],
[_pg_v(pg_op([$1], [dst]))[ = ]_pg_expr([$1])[;
]],
[[if (]_pg_c0[pgr_c < ]pg_op([$1], [part_cols])[u)
$2    ]_pg_v(pg_op([$1], [dst]))[ = ]_pg_expr([$1])[;
]m4_ifelse(pg_op([$1], [dst]), pg_op([$1], [part_wide]), [],
[[$2else
$2    ]_pg_v(pg_op([$1], [dst]))[ = ]m4_ifelse(pg_op([$1], [part_wide]), [-1], [pg_op([$1], [pad])],
                                              [_pg_v(pg_op([$1], [part_wide]))])[;
]])])])
m4_define([_pg_st_each_full],
[[        ]_pg_for_r[
            ]_pg_for_c[
                ]_pg_assign([$1], [                ])])
m4_define([_pg_st_each_row],
[[        ]_pg_for_r[
            ]_pg_st_assign([$1])])
m4_define([_pg_st_each_trans], [_pg_st_each_full([$1])])
# _pg_st_each_pairs(I): tsort32 or tmrgsort, a row of pairs a call (the
# helper sorts the row's blocks of 32, or merges the row's pairs);
# tsort32's index row after its values'
m4_define([_pg_st_each_pairs],
[[        ]_pg_for_r[
            ]_pg_call([$1])[(pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, ]m4_ifelse(pg_op([$1], [family]), [sort], [[pgr_v_]pg_tname(pg_op([$1], [src1]))[@{pgr_r@}, ]])pg_vcols[u);
]])
m4_define([_pg_st_each_col],
[[        ]_pg_for_c[
            ]_pg_st_assign([$1])])
# a row reduction: the pinned row sum's or row product's helper, or a fold from column 0
# (the float64 evaluation folds every reduction); f32's trowmax and
# trowmin fold in lanes (pgr_rowfold_KIND_f32, host/source.m4: the same bits)
m4_define([_pg_st_rowreduce],
[m4_ifelse(_pg_sp_is_sum([$1]), [1],
[[        ]_pg_for_r[
            pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@} = pgr_]pg_op([$1], [helper])[_]pg_op([$1], [dtype])[(pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, ]pg_vcols[u);
]],
_pg_st_rowfold([$1]), [1],
[[        ]_pg_for_r[
            pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@} = pgr_rowfold_]pg_op([$1], [helper])[_f32(pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, ]pg_vcols[u);
]],
[[        ]_pg_for_r[ {
            pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@} = pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{0@};
            for (uint32_t pgr_c = 1; pgr_c < ]pg_vcols[u; ++pgr_c)
                pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@} = ]_pg_call([$1])[(pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{pgr_c@});
        }
]])])
# _pg_st_rowfold(I): 1 if op I is an f32 trowmax or trowmin the staged
# host kernel folds in lanes
m4_define([_pg_st_rowfold],
[m4_ifelse(_pg_r64 pg_op([$1], [family]) pg_op([$1], [helper]) pg_op([$1], [dtype]), [0 rowreduce max f32], [1],
           _pg_r64 pg_op([$1], [family]) pg_op([$1], [helper]) pg_op([$1], [dtype]), [0 rowreduce min f32], [1], [0])])
m4_define([_pg_st_colreduce],
[[        ]_pg_for_r[
            ]_pg_for_c[
                if (pgr_r == 0)
                    pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_c@} = pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{pgr_c@};
                else
                    pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_c@} = ]_pg_call([$1])[(pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_c@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{pgr_c@});
]])

# ---- staged: runs of elementwise ops fused --------------------------------
#
# A maximal run of ops that each write a full tile element by element
# (_pg_fu_ok: not a gather, whose element reads a whole row, nor a
# conversion a row helper writes, _pg_st_is_cvrow) is one loop
# over the rows and columns, the run's ops in spec order for each
# element.  Such an op reads full tiles at its own element only, and the
# per-row and per-col values it reads are written by no op of the run
# (a reduction, a per-row or per-col op ends the run), so each element
# meets every value it read before, in the same order: the same bits.
# The float64 evaluation keeps a pass per op.
m4_define([_pg_fu_ok],
[m4_ifelse(_pg_r64, [1], [0], pg_tile(pg_op([$1], [dst]), [per]), [full],
           [m4_ifelse(pg_op([$1], [family]), [gather], [0], _pg_st_is_cvrow([$1]), [1], [0], [1])], [0])])
# _pg_fu_scan(I): op I in the runs of a list: _pg_fu_len_H and
# _pg_fu_lines_H, the length and the spec lines of the run op H starts
# (an op a spec line expands to several of, tquant's, counted once).
# An op on per-col values inside a run (_pg_fu_can_hoist: it reads no tile
# the run has written so far, and the run has read nothing of its dst)
# waits (_pg_fu_pend); when the run goes on past it, it is written before
# the run's loop (_pg_fu_hoist_H, _pg_fu_hoisted_I) and the run does not
# end there; else it stays in its place.  Moved before the ops it
# followed, it reads the same values and they read the same values: the
# same bits.  (rmsnorm's tcvt of gamma between trowexpandmul and
# tcolexpandmul: one pass over the row fewer.)
m4_define([_pg_fu_scan],
[m4_define([_pg_fu_hoisted_$1], _pg_st_once([$1]))m4_dnl
m4_ifelse(_pg_st_once([$1]), [1], [],
          _pg_fu_ok([$1]), [1], [m4_ifelse(_pg_fu_head, [-1], [_pg_fu_start([$1])], [_pg_fu_more([$1])])],
          _pg_fu_head, [-1], [],
          _pg_fu_can_hoist([$1]), [1], [m4_define([_pg_fu_pending], m4_defn([_pg_fu_pending])[ $1])],
          [m4_define([_pg_fu_head], [-1])])])
m4_define([_pg_fu_start],
[m4_define([_pg_fu_head], [$1])m4_define([_pg_fu_len_$1], [1])m4_define([_pg_fu_lines_$1], pg_op([$1], [line]))m4_dnl
m4_define([_pg_fu_hoist_$1], [])m4_define([_pg_fu_pending], [])m4_define([_pg_fu_wr], [ ])m4_define([_pg_fu_rd], [ ])_pg_fu_note([$1])])
m4_define([_pg_fu_more],
[m4_define([_pg_fu_len_]_pg_fu_head, m4_incr(m4_indir([_pg_fu_len_]_pg_fu_head)))m4_ifelse(pg_op([$1], [line]), pg_op(m4_decr([$1]), [line]), [],
           [m4_define([_pg_fu_lines_]_pg_fu_head, m4_defn([_pg_fu_lines_]_pg_fu_head)[, ]pg_op([$1], [line]))])m4_dnl
m4_ifelse(m4_defn([_pg_fu_pending]), [], [], [_pg_fu_hoist(m4_defn([_pg_fu_pending]))m4_define([_pg_fu_pending], [])])_pg_fu_note([$1])])
# _pg_fu_note(I): the tiles run op I writes and reads
m4_define([_pg_fu_note],
[m4_define([_pg_fu_wr], m4_defn([_pg_fu_wr])pg_op([$1], [dst])[ ])m4_dnl
m4_define([_pg_fu_rd], m4_defn([_pg_fu_rd])pg_op([$1], [src0])[ ]pg_op([$1], [src1])[ ]pg_op([$1], [src2])[ ]pg_op([$1], [mask])[ ])])
# _pg_fu_hoist(LIST): the waiting ops (indices, blank-separated) marked
# and listed to be written before the run (_pg_fu_emit)
m4_define([_pg_fu_any], [m4_ifelse(m4_regexp([$1], [[0-9]]), [-1], [0], [1])])
m4_define([_pg_fu_first], [m4_regexp([$1], [\([0-9]+\)], [\1])])
m4_define([_pg_fu_rest], [m4_patsubst([$1], [^ *[0-9]+], [])])
m4_define([_pg_fu_hoist],
[m4_define([_pg_fu_hoist_]_pg_fu_head, m4_defn([_pg_fu_hoist_]_pg_fu_head)[ $1])_pg_fu_mark([$1])])
m4_define([_pg_fu_mark],
[m4_ifelse(_pg_fu_any([$1]), [1], [m4_define([_pg_fu_hoisted_]_pg_fu_first([$1]), [1])_pg_fu_mark(_pg_fu_rest([$1]))])])
m4_define([_pg_fu_emit],
[m4_ifelse(_pg_fu_any([$1]), [1], [m4_indir(_pg_fu_each, _pg_fu_first([$1]))_pg_fu_emit(_pg_fu_rest([$1]))])])
# _pg_fu_can_hoist(I): op I computes a per-col tile elementwise from
# tiles the run has not written, and the run has not read its dst
m4_define([_pg_fu_hoist_families], [ binary unary scalar ternary scalar2 convert fill select selects compare compares ])
m4_define([_pg_fu_can_hoist],
[m4_ifelse(pg_tile(pg_op([$1], [dst]), [per]) pg_op([$1], [part_cols]), [col 0],
  [m4_ifelse(m4_index(_pg_fu_hoist_families, [ ]pg_op([$1], [family])[ ]), [-1], [0],
             m4_index(_pg_fu_rd, [ ]pg_op([$1], [dst])[ ]), [-1],
             [m4_ifelse(_pg_fu_reads_wr(pg_op([$1], [src0])), [1], [0], _pg_fu_reads_wr(pg_op([$1], [src1])), [1], [0],
                        _pg_fu_reads_wr(pg_op([$1], [src2])), [1], [0], _pg_fu_reads_wr(pg_op([$1], [mask])), [1], [0], [1])],
             [0])],
  [0])])
m4_define([_pg_fu_reads_wr], [m4_ifelse([$1], [-1], [0], m4_index(_pg_fu_wr, [ $1 ]), [-1], [0], [1])])
# _pg_fu_ops(MAP, EACH): the ops MAP lists, a run of one written by EACH
# as before, a longer one as one loop (_pg_fu_left: its ops not written),
# after the ops hoisted before it
m4_define([_pg_fu_ops],
[m4_define([_pg_fu_head], [-1])m4_define([_pg_fu_each], [[$2]])m4_indir([$1], [_pg_fu_scan])m4_define([_pg_fu_left], [0])m4_indir([$1], [_pg_fu_op])])
m4_define([_pg_fu_op],
[m4_ifelse(_pg_fu_hoisted_$1, [1], [],
           _pg_fu_ok([$1]), [0], [m4_indir(_pg_fu_each, [$1])],
           _pg_fu_left, [0], [m4_ifelse(_pg_fu_len_$1, [1], [m4_indir(_pg_fu_each, [$1])],
                                        [m4_define([_pg_fu_left], _pg_fu_len_$1)_pg_fu_emit(m4_defn([_pg_fu_hoist_$1]))_pg_fu_open([$1])_pg_fu_elem([$1])])],
           [_pg_fu_elem([$1])])])
m4_define([_pg_fu_open],
[[        /* spec line]m4_ifelse(m4_index(m4_defn([_pg_fu_lines_$1]), [,]), [-1], [], [[s]])[ ]m4_defn([_pg_fu_lines_$1])[ in one pass: each element through these ops in turn */
        ]_pg_for_r[
            ]_pg_for_c[ {
]])
m4_define([_pg_fu_elem],
[m4_define([_pg_fu_left], m4_decr(_pg_fu_left))[                /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[) */
                ]_pg_assign([$1], [                ])m4_ifelse(_pg_fu_left, [0], [[            }
]])])

# pg_st_body: the tile loop of a staged kernel, after the per-col inputs.
m4_define([pg_st_body], [m4_ifelse(_pg_splitting, [1], [_pg_sp_body], [_pg_st_whole])])
# _pg_st_once(I): 1 if op I runs once before the tile loop: rows not
# split, and its per-col result is the same in every tile (pg_op(I,
# hoist), gen/ir.c's ir_hoistable: it reads only per-col inputs and such
# results, and every op in the loop reads its dst after its last
# writer).  It writes an array declared before the loop (_pg_st_col_decl)
# and no output, so a tile iteration finds the values it would have
# computed; with M 0 it runs and nothing reads it.  Its statements are
# those of the loop, one level out (_pg_st_once_op).
m4_define([_pg_st_once], [m4_ifelse(_pg_splitting, [0], [pg_op([$1], [hoist])], [0])])
m4_define([_pg_st_once_op],
[m4_ifelse(_pg_st_once([$1]), [1], [m4_patsubst(pg_st_op([$1]), [^    ], [])])])
m4_define([_pg_st_whole],
[pg_tiles_map([_pg_st_col_decl])pg_ops_map([_pg_st_once_op])[    for (uint64_t pgr_r0 = 0; pgr_r0 < M; pgr_r0 += ]pg_vrows[u) { /* 64-bit: no wrap near 2^32 */
        const uint32_t pgr_n = (uint32_t)(M - pgr_r0 < ]pg_vrows[u ? M - pgr_r0 : ]pg_vrows[u);
]pg_tiles_map([_pg_st_iter_decl])[
]pg_st_loads[]_pg_fu_ops([pg_ops_map], [pg_st_op])pg_st_stores[    }
]])

# ---- staged, rows split into chunks (split.h) -----------------------------
#
# Per row block: the per-row tiles and the row reductions' carries live
# for the block; each pass walks the row's chunks (pg_passQ_*_map: the
# chunk's arrays, loads, ops and stores), and each section between two
# passes (pg_sectS_map) runs the ops on per-row values and folds the
# reductions the pass before it accumulated, in the spec's order.

m4_define([_pg_sp_is_sum], [m4_ifelse(_pg_r64 pg_op([$1], [helper]), [0 rowsum], [1], _pg_r64 pg_op([$1], [helper]), [0 rowprod], [1], [0])])
m4_define([_pg_sp_acc], [[pgr_acc]$1])
m4_define([_pg_sp_row_decl],
[m4_ifelse(pg_tile([$1], [used]) pg_tile([$1], [per]), [1 row], [pg_st_decl([$1])])])
# A fold's carry starts zeroed: its first chunk's column 0 sets it, which
# a compiler cannot tell (gcc 12's -Wmaybe-uninitialized, once tmax's
# helper reads both operands in every case).
m4_define([_pg_sp_carry_decl],
[[        ]_pg_st_type(pg_op([$1], [dst]))[ ]_pg_sp_acc([$1])[@{]pg_vrows[@}]m4_ifelse(_pg_sp_is_sum([$1]), [1], [[@{]pg_op([$1], [carry])[@}]], [[ = {0}]])[;
]])
m4_define([_pg_sp_carries],
[m4_ifelse(pg_split_reds_count, [0], [],
[[        /* the row reductions so far, carried from chunk to chunk */
]pg_split_reds_map([_pg_sp_carry_decl])])])
m4_define([_pg_sp_chunk_decl],
[[        ]_pg_st_type([$1])[ pgr_v_]pg_tname([$1])[]_pg_st_dims([$1])m4_ifelse(pg_tile([$1], [per]), [col], [[ = {0}]])[;
]])

# the per-row inputs, before the passes; the per-row outputs, after them
m4_define([_pg_sp_in_row],
[m4_ifelse(pg_tile([$1], [per]), [row], [_pg_st_in_row([$1])])])
m4_define([_pg_sp_out_row],
[m4_ifelse(pg_tile([$1], [per]), [row], [_pg_st_out_row([$1])])])
m4_define([_pg_sp_rows],
[m4_ifelse($1([$2]), [], [],
[[        /* the per-row ]$3[ of this tile */
        ]_pg_for_r[ {
            const size_t pgr_g = (size_t)pgr_r0 + pgr_r; /* the row in global memory */
]$1([$2])[        }
]])])

# a per-col input's chunk
m4_define([_pg_sp_col_load],
[m4_ifelse(pg_tile([$1], [per]), [col],
[[        ]_pg_for_c[
            pgr_v_]pg_tname([$1])[@{pgr_c@} = ]_pg_in([$1], _pg_gm([$1])[@{pgr_c0 + pgr_c@}])[;
]])])

# a row reduction: its chunk accumulated into its carry, and the carry
# folded into its dst once the pass has seen every chunk
m4_define([_pg_sp_accumulate],
[[        /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[): this chunk */
]m4_ifelse(_pg_sp_is_sum([$1]), [1],
[[        ]_pg_for_r[
            pgr_]pg_op([$1], [helper])[_acc_]pg_op([$1], [dtype])[(]_pg_sp_acc([$1])[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}, pgr_w, pgr_c0);
]],
[[        ]_pg_for_r[
            ]_pg_for_c[
                if (pgr_c0 + pgr_c == 0)
                    ]_pg_sp_acc([$1])[@{pgr_r@} = pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{pgr_c@};
                else
                    ]_pg_sp_acc([$1])[@{pgr_r@} = ]_pg_call([$1])[(]_pg_sp_acc([$1])[@{pgr_r@}, pgr_v_]pg_tname(pg_op([$1], [src0]))[@{pgr_r@}@{pgr_c@});
]])])
m4_define([_pg_sp_fold],
[[        /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[): every chunk seen */
        ]_pg_for_r[
            pgr_v_]pg_tname(pg_op([$1], [dst]))[@{pgr_r@} = ]m4_ifelse(_pg_sp_is_sum([$1]), [1],
[[pgr_]pg_op([$1], [helper])[_fold_]pg_op([$1], [dtype])[(]_pg_sp_acc([$1])[@{pgr_r@}, ]pg_vcols[u)]],
[_pg_sp_acc([$1])[@{pgr_r@}]])[;
]])
m4_define([_pg_sp_is_red], [m4_ifelse(pg_op([$1], [family]), [rowreduce], [1], [0])])
m4_define([_pg_sp_op], [m4_ifelse(_pg_sp_is_red([$1]), [1], [_pg_sp_accumulate([$1])], [pg_st_op([$1])])])
m4_define([_pg_sp_sect], [m4_ifelse(_pg_sp_is_red([$1]), [1], [_pg_sp_fold([$1])], [pg_st_op([$1])])])

# _pg_sp_pass(Q): pass Q over the row's chunks, then section Q + 1
m4_define([_pg_sp_pass],
[[        /* pass ]m4_eval([$1] + 1)[ of ]pg_split_passes_count[ over the row in chunks of ]pg_split[ columns */
        for (uint32_t pgr_c0 = 0; pgr_c0 < ]pg_vcols[u; pgr_c0 += ]pg_split[u) {
            const uint32_t pgr_w = ]pg_vcols[u - pgr_c0 < ]pg_split[u ? ]pg_vcols[u - pgr_c0 : ]pg_split[u;
]pg_indent(m4_indir([pg_pass$1_tiles_map], [_pg_sp_chunk_decl])m4_indir([pg_pass$1_loads_map], [_pg_sp_col_load])m4_ifelse(m4_indir([pg_pass$1_loads_map], [_pg_is_full]), [], [],
[[        /* the inputs' rows of this chunk */
]_pg_st_rows([_pg_st_in_copy], [_pg_st_in_elem], [_pg_sp_none], [pg_pass$1_loads_map])])_pg_fu_ops([pg_pass$1_ops_map], [_pg_sp_op])m4_ifelse(m4_indir([pg_pass$1_stores_map], [_pg_is_full]), [], [],
[[        /* the outputs' rows of this chunk */
]_pg_st_rows([_pg_st_out_copy], [_pg_st_out_elem], [_pg_sp_none], [pg_pass$1_stores_map])]))[        }
]m4_indir([pg_sect]m4_eval([$1] + 1)[_map], [_pg_sp_sect])])
m4_define([_pg_sp_none], [])

m4_define([_pg_sp_body],
[[    for (uint64_t pgr_r0 = 0; pgr_r0 < M; pgr_r0 += ]pg_vrows[u) { /* 64-bit: no wrap near 2^32 */
        const uint32_t pgr_n = (uint32_t)(M - pgr_r0 < ]pg_vrows[u ? M - pgr_r0 : ]pg_vrows[u);
]pg_tiles_map([_pg_sp_row_decl])_pg_sp_carries[
]_pg_sp_rows([pg_inputs_map], [_pg_sp_in_row], [inputs])pg_sect0_map([_pg_sp_sect])pg_split_passes_map([_pg_sp_pass])_pg_sp_rows([pg_outputs_map], [_pg_sp_out_row], [outputs])[    }
]])
