pg_include([common/kernel.m4])
pg_include([common/helpers.m4])
pg_include([common/hostops.m4])
pg_include([host/f16c.m4])

# _pg_src_helper(KIND, DT): the helpers the kernel calls, but the f16 and
# bf16 conversions the header already defines (pg_io_has); each marked
# (_pg_have_KIND_DT), so that the F16C path adds only the f32 helpers
# missing (host/f16c.m4).
m4_define([_pg_src_helper],
[m4_define([_pg_have_$1_$2], [1])m4_ifelse(m4_ifelse([$1], [f16], [pg_io_has([f16])], [$1], [bf16], [pg_io_has([bf16])], [0]), [1], [],
           [pg_helper([$1], [$2])])])
m4_divert(-1)
# host/source.m4 - the portable C11 reference, ground truth of the tests.
#
# A kernel of full tiles is one pass over memory: for each element of the
# valid region the inputs are read once, the whole op chain runs on
# locals, the outputs are written once.  A kernel with vector tiles
# (pg_host_staged) walks the rows in tiles of pg_vrows and keeps one tile
# iteration of every tile in an array, op after op, each run of
# elementwise ops one loop over the elements (common/hostops.m4).
# Records used: pg_tile(I, used), pg_helpers_map, pg_host_staged.

m4_define([_pg_staged], [pg_host_staged])
m4_define([_pg_r64], [0])

# pg_row_ptr(T): the pointer to row pgr_r of I/O tile T's matrix.
m4_define([pg_row_ptr],
[[        ]m4_ifelse(pg_tile([$1], [role]), [in], [[const ]])pg_tile([$1], [ctype])[ *pgr_row_]pg_tname([$1])[ = ]pg_tname([$1])[ + (size_t)pgr_r * ]pg_tile([$1], [gm_pitch])[;
]])

# pg_mask_bits(T): mask input T's row as one byte per element, so the
# element loop reads plain bytes and the compiler can vectorize it.  A
# mask byte becomes eight with no loop over its bits: copied to every
# byte of a word, byte k keeps bit k, and a byte's 0x7f carry (into its
# own top bit only: it holds at most 0x80) makes a set bit 1.
m4_define([_pg_fused_mask_bytes], [m4_eval((pg_vcols + 7) / 8)])
m4_define([pg_mask_bits],
[m4_ifelse(pg_tile([$1], [dtype]), [mask],
[[        uint8_t pgr_bits_]pg_tname([$1])[@{]m4_eval(8 * _pg_fused_mask_bytes)[@};
        for (uint32_t pgr_b = 0; pgr_b < ]_pg_fused_mask_bytes[u; ++pgr_b) {
            const uint64_t pgr_w = (uint64_t)pgr_row_]pg_tname([$1])[@{pgr_b@} * 0x0101010101010101u;
            const uint64_t pgr_x = pgr_w & 0x8040201008040201u;
            const uint64_t pgr_y = ((pgr_x + 0x7f7f7f7f7f7f7f7fu) & 0x8080808080808080u) >> 7;
            for (uint32_t pgr_k = 0; pgr_k < 8u; ++pgr_k)
                pgr_bits_]pg_tname([$1])[@{8u * pgr_b + pgr_k@} = (uint8_t)(pgr_y >> (8u * pgr_k));
        }
]])])

# pg_mask_out_bits(T): mask output T's row, one byte (0 or 1) per
# element, filled by the element loop, the bytes past the valid columns
# 0; pg_mask_pack(T) packs it into the GM row after it, LSB first, eight
# bytes a word, every GM byte of the row assigned (a row of more bytes,
# were there one, cleared past them): the multiplier moves byte k's bit
# to bit 56 + k, and no other product reaches the top byte or carries
# into it.
m4_define([pg_mask_out_bits],
[m4_ifelse(pg_tile([$1], [dtype]), [mask],
[[        uint8_t pgr_bits_]pg_tname([$1])[@{]m4_eval(8 * _pg_fused_mask_bytes)[@}]m4_ifelse(m4_eval(pg_vcols % 8), [0], [], [[ = {0}]])[;
]])])
m4_define([pg_mask_pack],
[m4_ifelse(pg_tile([$1], [dtype]), [mask],
[m4_ifelse(m4_eval(pg_tile([$1], [gm_row]) > _pg_fused_mask_bytes), [1],
[[        memset(pgr_row_]pg_tname([$1])[ + ]_pg_fused_mask_bytes[, 0, ]m4_eval(pg_tile([$1], [gm_row]) - _pg_fused_mask_bytes)[u);
]])[        for (uint32_t pgr_b = 0; pgr_b < ]_pg_fused_mask_bytes[u; ++pgr_b) {
            uint64_t pgr_x = 0;
            for (uint32_t pgr_k = 0; pgr_k < 8u; ++pgr_k)
                pgr_x |= (uint64_t)pgr_bits_]pg_tname([$1])[@{8u * pgr_b + pgr_k@} << (8u * pgr_k);
            pgr_row_]pg_tname([$1])[@{pgr_b@} = (uint8_t)((pgr_x * 0x0102040810204080u) >> 56);
        }
]])])

# pg_local(T): the local holding tile T's element; inputs are read here
# (a narrow input, of fewer valid columns, only in its own: 0 past them,
# which the tpart ops reading it do not use).
m4_define([pg_local],
[m4_ifelse(pg_tile([$1], [used]), [0], [],
  pg_tile([$1], [dtype]) pg_tile([$1], [role]), [mask in],
  [[            const int pgr_v_]pg_tname([$1])[ = pgr_bits_]pg_tname([$1])[@{pgr_c@};
]],
  pg_tile([$1], [dtype]), [mask],
  [[            int pgr_v_]pg_tname([$1])[;
]],
  pg_tile([$1], [role]) pg_tile([$1], [vcols]), [in ]pg_vcols,
  [[            ]pg_tile([$1], [ctype])[ pgr_v_]pg_tname([$1])[ = pgr_row_]pg_tname([$1])[@{pgr_c@};
]],
  pg_tile([$1], [role]), [in],
  [[            ]pg_tile([$1], [ctype])[ pgr_v_]pg_tname([$1])[ = pgr_c < ]pg_tile([$1], [vcols])[u ? pgr_row_]pg_tname([$1])[@{pgr_c@} : 0;
]],
  [[            ]pg_tile([$1], [ctype])[ pgr_v_]pg_tname([$1])[;
]])])

# pg_host_op(I): op I on the locals (fused).
m4_define([pg_host_op],
[[            /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[) */
            ]_pg_assign([$1], [            ])])

m4_define([pg_store_local],
[m4_ifelse(pg_tile([$1], [dtype]), [mask],
[[            pgr_bits_]pg_tname([$1])[@{pgr_c@} = (uint8_t)pgr_v_]pg_tname([$1])[;
]],
[[            pgr_row_]pg_tname([$1])[@{pgr_c@} = pgr_v_]pg_tname([$1])[;
]])])

# The element loop's columns, split so that a vectorizer can replace the
# first loop whole: gcc at -O2 vectorizes a loop only when its trip count
# is a multiple of its lanes (the "very-cheap" cost model, no scalar
# epilogue).  _pg_lanes: 32 bytes (AVX2; SSE's 16 divide it) of the
# narrowest element the loop touches (a mask's byte per element);
# _pg_cols_main: the valid columns rounded down to a multiple of it (0 or
# all of them: one loop).
m4_define([_pg_esize], [m4_ifelse(pg_tile([$1], [dtype]), [mask], [1], [pg_tile([$1], [size])])])
m4_define([_pg_esize_min],
[m4_ifelse(pg_tile([$1], [used]), [0], [],
           [m4_ifelse(m4_eval(_pg_esize([$1]) < _pg_esize_min_v), [1], [m4_define([_pg_esize_min_v], _pg_esize([$1]))])])])
m4_define([_pg_lanes], [m4_define([_pg_esize_min_v], [8])pg_tiles_map([_pg_esize_min])m4_eval(32 / _pg_esize_min_v)])
m4_define([_pg_cols_main], [m4_eval(pg_vcols - pg_vcols % _pg_lanes)])
m4_define([_pg_elem_body],
[pg_tiles_map([pg_local])pg_ops_map([pg_host_op])pg_outputs_map([pg_store_local])])
m4_define([_pg_elem_loops],
[m4_ifelse(_pg_cols_main, [0], [_pg_elem_loop([0], pg_vcols)],
           _pg_cols_main, pg_vcols, [_pg_elem_loop([0], pg_vcols)],
[_pg_elem_loop([0], _pg_cols_main)[        /* the columns past the last multiple of ]_pg_lanes[: the same ops */
]_pg_elem_loop(_pg_cols_main, pg_vcols)])])
m4_define([_pg_elem_loop],
[[        for (uint32_t pgr_c = ]$1m4_ifelse([$1], [0], [], [[u]])[; pgr_c < ]$2[u; ++pgr_c) {
]_pg_elem_body[        }
]])

# the row loop of a kernel of full tiles
m4_define([_pg_rows],
[[    for (uint32_t pgr_r = 0; pgr_r < M; ++pgr_r) {
]pg_inputs_map([pg_row_ptr])pg_outputs_map([pg_row_ptr])pg_inputs_map([pg_mask_bits])pg_outputs_map([pg_mask_out_bits])_pg_elem_loops[]pg_outputs_map([pg_mask_pack])[    }
]])

# the helpers of the folded conversions (hostops.m4, _pg_cvt_fold):
# pgr_cvt_f32odd_rint_DT(A, H), and the f32 one it calls if the
# generator did not list it
m4_define([_pg_fold_def],
[m4_ifelse(_pg_cvt_fold([$1]), [-1], [],
           [m4_ifdef([_pg_have_fold_]pg_tile(pg_op([$1], [dst]), [dtype]), [],
                     [m4_define([_pg_have_fold_]pg_tile(pg_op([$1], [dst]), [dtype]), [1])m4_dnl
_pg_fold_text(pg_tile(pg_op([$1], [dst]), [dtype]))])])])
m4_define([_pg_fold_text],
[m4_ifdef([_pg_have_cvt_f32_rint_$1], [], [m4_define([_pg_have_cvt_f32_rint_$1], [1])pg_helper([cvt_f32_rint], [$1])])[
/* h = tcvt(a) to f16 under odd, then tcvt(h) to ]$1[ under rint: a's own
 * rint, the same value (h not read: its rounding is dead code) */
static inline ]pg_dt([$1], [ctype])[ pgr_cvt_f32odd_rint_$1(float a, uint16_t h)
{
    (void)h;
    return pgr_cvt_f32_rint_$1(a);
}
]])

# pgr_rowfold_KIND_f32(X, N) (hostops.m4, _pg_st_rowfold): f32's trowmax
# or trowmin, the fold of pgr_KIND_f32 from column 0 (docs/semantics.md),
# in 32 lanes gcc vectorizes, then the lanes by halves, then the rest of
# the row.  The same bits: on values that are not NaN the helper is
# commutative and associative (the larger, or smaller, value; equal
# values but zeros have equal bits, and zeros tie to +0 unless every one
# is -0 for max, to -0 if any is for min), so any order gives the fold's
# result; a NaN operand comes out of every call (the first of two), so a
# row with a NaN gives a NaN, and then the fold's result is the row's
# first NaN, which a scan finds.  ptogen.quantfold/ compares it with the
# fold on rows of NaNs, zeros of both signs and ties at every place.
m4_define([_pg_rowfold_def],
[m4_ifelse(pg_host_staged _pg_splitting _pg_st_rowfold([$1]), [1 0 1],
  [m4_ifdef([_pg_have_rowfold_]pg_op([$1], [helper]), [],
            [m4_define([_pg_have_rowfold_]pg_op([$1], [helper]), [1])_pg_rowfold_text(pg_op([$1], [helper]))])])])
m4_define([_pg_rowfold_text],
[[
/* trow]$1['s fold of x@{0..n) from column 0, in lanes: the same bits */
static inline float pgr_rowfold_$1_f32(const float *x, uint32_t n)
{
    float r = x@{0@};
    uint32_t k = 1;
    if (n >= 64u) {
        float acc@{32@};
        memcpy(acc, x, sizeof acc);
        for (k = 32; k + 32u <= n; k += 32u)
            for (uint32_t l = 0; l < 32u; ++l)
                acc@{l@} = pgr_$1_f32(acc@{l@}, x@{k + l@});
        for (uint32_t h = 16; h >= 1; h /= 2)
            for (uint32_t l = 0; l < h; ++l)
                acc@{l@} = pgr_$1_f32(acc@{l@}, acc@{l + h@});
        r = acc@{0@};
    }
    for (; k < n; ++k)
        r = pgr_$1_f32(r, x@{k@});
    if (r != r) /* a NaN in the row: the fold gives the first */
        for (k = 0; k < n; ++k)
            if (x@{k@} != x@{k@})
                return x@{k@};
    return r;
}
]])

# pgr_pick16, written when an op selects f16 or bf16 values (_pg_pick)
m4_define([_pg_pick_def],
[m4_ifelse(pg_ops_map([_pg_is_pick]), [], [], m4_index(pg_ops_map([_pg_is_pick]), [1]), [-1], [],
[[
/* m ? a : b for the bits of f16 or bf16 values, with no branch: loops
 * whose a or b is computed in float vectorize */
static inline uint16_t pgr_pick16(int m, uint16_t a, uint16_t b)
{
    const uint16_t k = (uint16_t)(0u - (unsigned)(m != 0));
    return (uint16_t)((a & k) | (b & (uint16_t)~k));
}
]])])

pg_output_begin[]pg_banner[
]pg_doc_block[
/*
 * Host C11 reference: integers wrap modulo 2^W, shift counts use their low
 * log2(W) bits, signed right shifts are arithmetic, f16 and bf16 compute in
 * float and round to nearest even, tsel takes src0 where the mask bit is 1.
 * Compile with -ffp-contract=off so float results match the devices'.
 */
]pg_if(pg_helpers_need_math, [[#include <math.h>
]])[#include <stddef.h>
#include <stdint.h>
#include <string.h>
]pg_f16c_include[
#include "]pg_header["
]pg_helpers_map([_pg_src_helper])pg_ops_map([_pg_fold_def])pg_ops_map([_pg_rowfold_def])_pg_pick_def[]pg_f16c_helpers[]pg_st_cvrow_helpers[
]pg_host_prototype[
{
]pg_unused_params[]pg_scalar_defs[]pg_if(pg_host_staged, [pg_inputs_map([pg_st_const_load])pg_st_body],
[pg_if(pg_host_f16c, [_pg_fc_cond[
]pg_f16c_rows[#else
]_pg_rows[#endif
]], [_pg_rows])])[}
]pg_output_end
