m4_divert(-1)
# host/f16c.m4 - the host reference's F16C path (included by
# host/source.m4): a kernel of full tiles whose f16 ops convert is also
# written a second time under `#if defined(__F16C__) && defined(__AVX2__)`,
# the compiler's own macros (-mf16c -mavx2, which -march=x86-64-v3 sets):
# no run-time dispatch, and the portable path stays the #else.
#
# Why: gcc 12 does not vectorize the f16 conversions itself (a cast from
# _Float16 is an "unsupported data-type", __builtin_convertvector goes
# lane by lane), so a loop over pgr_f16_to_f32 and pgr_f16_from_f32 runs
# their masks and blends per element (BENCH.md, "Host speed").  Here the
# f16 tiles are float arrays, 64 columns of a row at a time, holding
# pgr_f16_to_f32's value of each element: loaded 8 at a time with
# vcvtph2ps, each op computed by its f16 helper's float code (which
# widens, computes in float and rounds once: pgr_KIND_f16f) in a loop gcc
# vectorizes, its result rounded to f16 and widened again (vcvtps2ph at
# round-to-nearest-even, then vcvtph2ps: pgr_f16_from_f32's rounding),
# stored 8 at a time with vcvtps2ph.  The one difference of F16C, a
# signalling NaN made quiet by both conversions, is undone on load and
# store, where pgr_f16_to_f32 and a select keep it; an op's rounding
# makes every NaN quiet either way.  ptogen.f16c/ checks both paths
# against each other on every f16 input and every rounding case of f32.
#
# The path takes a kernel only when every op has an exact float form
# (_pg_fc_op_ok) and one of them converts f16 (_pg_fc_op_gain); the rest
# (the staged kernels, tpart ops, composites, ops whose f16 helper rounds
# twice) stay on the portable path alone.

m4_define([_pg_fc_cond], [[#if defined(__F16C__) && defined(__AVX2__)]])
m4_define([_pg_fc_seg], [64])

# _pg_fc_dt(T): tile T's dtype; _pg_fc_io(T): mask tiles read or written
# in global memory live in the row's byte arrays (pgr_bits_T)
m4_define([_pg_fc_dt], [pg_tile([$1], [dtype])])
m4_define([_pg_fc_io],
[m4_ifelse(_pg_fc_dt([$1]) pg_tile([$1], [role]), [mask in], [1], _pg_fc_dt([$1]) pg_tile([$1], [role]), [mask out], [1], [0])])

# The f16 helpers that widen their operands, compute in float and round
# once (helpers.m4: _pg_f2, _pg_arith, _pg_fhelper); abs moves bits, and
# the others round inside (rsqrt, addc, the composites) or call <math.h>.
m4_define([_pg_fc_kinds], [ add adds sub subs mul muls div neg max min relu lrelu prelu recip ])
m4_define([_pg_fc_kind_ok], [m4_ifelse(m4_index(_pg_fc_kinds, [ $1 ]), [-1], [0], [1])])
m4_define([_pg_fc_elementwise],
[m4_ifelse(pg_op([$1], [family]), [binary], [1], pg_op([$1], [family]), [unary], [1],
           pg_op([$1], [family]), [scalar], [1], [0])])
# _pg_fc_cvt(I): how the path converts: plain (no f16 side: the helper),
# widen (f16 to f32: exact, a NaN made quiet), narrow (f32 to f16 under
# rint: the rounding pass), no (any other f16 conversion)
m4_define([_pg_fc_cvt],
[m4_ifelse(_pg_fc_dt(pg_op([$1], [src0])), [f16], [m4_ifelse(_pg_fc_dt(pg_op([$1], [dst])), [f32], [widen], [no])],
           _pg_fc_dt(pg_op([$1], [dst])), [f16],
           [m4_ifelse(_pg_fc_dt(pg_op([$1], [src0])) pg_op([$1], [cvtfn]), [f32 pgr_cvt_f32_rint_f16], [narrow], [no])],
           [plain])])
# _pg_fc_op_ok(I): 1 if op I has an exact float form on this path
m4_define([_pg_fc_op_ok],
[m4_ifelse(pg_op([$1], [part_cols]), [0],
  [m4_ifelse(_pg_fc_elementwise([$1]), [1],
             [m4_ifelse(pg_op([$1], [dtype]), [f16], [_pg_fc_kind_ok(pg_op([$1], [helper]))], [1])],
             pg_op([$1], [family]), [select], [1], pg_op([$1], [family]), [selects], [1],
             pg_op([$1], [family]), [compare], [1], pg_op([$1], [family]), [compares], [1],
             pg_op([$1], [family]), [fill], [1],
             pg_op([$1], [family]), [convert], [m4_ifelse(_pg_fc_cvt([$1]), [no], [0], [1])],
             pg_op([$1], [family]), [reshape],
             [m4_ifelse(_pg_fc_dt(pg_op([$1], [src0])), [f16], [0], _pg_fc_dt(pg_op([$1], [dst])), [f16], [0], [1])],
             [0])],
  [0])])
# _pg_fc_rounds(I): 1 if op I's f16 result is rounded (its helper ends in
# pgr_f16_from_f32); a select or a fill moves an f16 value as it is
m4_define([_pg_fc_rounds],
[m4_ifelse(_pg_fc_dt(pg_op([$1], [dst])), [f16],
  [m4_ifelse(_pg_fc_elementwise([$1]), [1], [1],
             pg_op([$1], [family]), [convert], [m4_ifelse(_pg_fc_cvt([$1]), [narrow], [1], [0])], [0])],
  [0])])
# _pg_fc_op_gain(I): 1 if op I converts f16 (a rounded result, an f16
# compare, a widening): what the path is for
m4_define([_pg_fc_op_gain],
[m4_ifelse(_pg_fc_rounds([$1]), [1], [1],
           pg_op([$1], [family]) pg_op([$1], [dtype]), [compare f16], [1],
           pg_op([$1], [family]) pg_op([$1], [dtype]), [compares f16], [1],
           pg_op([$1], [family]), [convert], [m4_ifelse(_pg_fc_cvt([$1]), [widen], [1], [0])], [0])])
m4_define([_pg_fc_bad_op], [m4_ifelse(_pg_fc_op_ok([$1]), [1], [], [x])])
m4_define([_pg_fc_gain_op], [m4_ifelse(_pg_fc_op_gain([$1]), [1], [y])])
# an input of fewer valid columns (a tpart source) is not taken
m4_define([_pg_fc_bad_tile],
[m4_ifelse(pg_tile([$1], [role]) pg_tile([$1], [vcols]), [in ]pg_vcols, [], pg_tile([$1], [role]), [in], [x])])
# pg_host_f16c: 1 if the kernel gets the F16C path (decided once: the
# source asks three times)
m4_define([pg_host_f16c],
[m4_ifdef([_pg_fc_on], [], [m4_define([_pg_fc_on], _pg_fc_decide)])_pg_fc_on])
m4_define([_pg_fc_decide],
[m4_ifelse(pg_host_staged, [1], [0],
           pg_ops_map([_pg_fc_bad_op])pg_tiles_map([_pg_fc_bad_tile]), [],
           [m4_ifelse(pg_ops_map([_pg_fc_gain_op]), [], [0], [1])], [0])])

# ---- the definitions before the kernel ----------------------------------

m4_define([pg_f16c_include],
[pg_if(m4_ifelse(pg_host_f16c, [1], [1], [pg_host_cvrow16]), [[
]_pg_fc_cond[
#include <immintrin.h>
#endif
]])])

# _pg_fc_helper(I): the helper an f16 op computes with on this path,
# pgr_KIND_f16f: its f16 helper (helpers.m4) spelled again on floats, the
# widening and the rounding left out (the loads and pgr_f16c_round do
# them), so it is the same float code, NaN pins included.  Written once
# a kind (_pg_have_KIND_f16f); pg_dt of f16f is f16's but its ctype.
m4_define([_pg_fc_pg_dt], m4_defn([pg_dt]))
m4_define([_pg_fc_dt_alias],
[m4_ifelse([$1 $2], [f16f ctype], [[float]], [$1], [f16f], [_pg_fc_pg_dt([f16], [$2])], [_pg_fc_pg_dt($@)])])
# (the widening's value a token of its own, so that no text after it
# joins it; the rounding's argument is quoted once more by its callers)
m4_define([_pg_fc_same_in], [[$2]])
m4_define([_pg_fc_same_out], [$2])
m4_define([_pg_fc_helper],
[m4_ifelse(_pg_fc_elementwise([$1]) pg_op([$1], [dtype]), [1 f16],
  [m4_ifdef([_pg_have_]pg_op([$1], [helper])[_f16f], [],
            [m4_define([_pg_have_]pg_op([$1], [helper])[_f16f], [1])m4_dnl
m4_pushdef([pg_dt], m4_defn([_pg_fc_dt_alias]))m4_dnl
m4_pushdef([_pg_fin], m4_defn([_pg_fc_same_in]))m4_pushdef([_pg_fout], m4_defn([_pg_fc_same_out]))m4_dnl
pg_helper(pg_op([$1], [helper]), [f16f])m4_popdef([pg_dt])m4_popdef([_pg_fin])m4_popdef([_pg_fout])])])])

m4_define([pg_f16c_helpers],
[pg_if(pg_host_f16c, [[
]_pg_fc_cond[
/* The F16C path (host/f16c.m4): f16 tiles held as floats, the values of
 * pgr_f16_to_f32, converted eight at a time; equal to the portable path
 * bit for bit (ptogen.f16c/). */

/* eight f16 to float: F16C makes a signalling NaN quiet, pgr_f16_to_f32
 * keeps it signalling, so its quiet bit is cleared again (where the
 * exponent is all ones and the f16 quiet bit clear: an infinity has it
 * clear already) */
static inline __m256 pgr_f16c_widen8(__m128i h)
{
    const __m256i w = _mm256_cvtepu16_epi32(h);
    const __m256i e = _mm256_and_si256(w, _mm256_set1_epi32(0x7e00));
    const __m256i sig = _mm256_cmpeq_epi32(e, _mm256_set1_epi32(0x7c00));
    const __m256i f = _mm256_castps_si256(_mm256_cvtph_ps(h));
    const __m256i q = _mm256_and_si256(sig, _mm256_set1_epi32(0x400000));
    return _mm256_castsi256_ps(_mm256_andnot_si256(q, f));
}

/* eight f16 values held as floats back to their bits; a signalling NaN
 * (above infinity, the quiet bit clear) gets its quiet bit cleared again */
static inline __m128i pgr_f16c_narrow8(__m256 f)
{
    const __m256i a = _mm256_and_si256(_mm256_castps_si256(f), _mm256_set1_epi32(0x7fffffff));
    const __m256i sig = _mm256_andnot_si256(_mm256_cmpgt_epi32(a, _mm256_set1_epi32(0x7fbfffff)),
                                            _mm256_cmpgt_epi32(a, _mm256_set1_epi32(0x7f800000)));
    /* the eight 32-bit lanes to 16 bits: packs works per 128-bit half */
    const __m256i sig16 = _mm256_permute4x64_epi64(_mm256_packs_epi32(sig, sig), 0x08);
    const __m128i h = _mm256_cvtps_ph(f, _MM_FROUND_TO_NEAREST_INT);
    return _mm_andnot_si128(_mm_and_si128(_mm256_castsi256_si128(sig16), _mm_set1_epi16(0x0200)), h);
}

/* eight floats rounded to f16 as pgr_f16_from_f32 rounds (to nearest
 * even, overflow to infinity, a NaN quiet), widened again */
static inline __m256 pgr_f16c_round8(__m256 f)
{
    return _mm256_cvtph_ps(_mm256_cvtps_ph(f, _MM_FROUND_TO_NEAREST_INT));
}

/* n f16 values of src as floats in dst; the last n % 8 through a buffer */
static inline void pgr_f16c_load(float *dst, const uint16_t *src, uint32_t n)
{
    uint32_t k = 0;
    for (; k + 8u <= n; k += 8u) {
        const __m128i h = _mm_loadu_si128((const __m128i *)(const void *)(src + k));
        _mm256_storeu_ps(dst + k, pgr_f16c_widen8(h));
    }
    if (k < n) {
        uint16_t h@{8@} = {0};
        float f@{8@};
        memcpy(h, src + k, (n - k) * sizeof *h);
        _mm256_storeu_ps(f, pgr_f16c_widen8(_mm_loadu_si128((const __m128i *)(const void *)h)));
        memcpy(dst + k, f, (n - k) * sizeof *f);
    }
}

/* n f16 values held as floats in src, as f16 bits in dst */
static inline void pgr_f16c_store(uint16_t *dst, const float *src, uint32_t n)
{
    uint32_t k = 0;
    for (; k + 8u <= n; k += 8u)
        _mm_storeu_si128((__m128i *)(void *)(dst + k), pgr_f16c_narrow8(_mm256_loadu_ps(src + k)));
    if (k < n) {
        float f@{8@} = {0};
        uint16_t h@{8@};
        memcpy(f, src + k, (n - k) * sizeof *f);
        _mm_storeu_si128((__m128i *)(void *)h, pgr_f16c_narrow8(_mm256_loadu_ps(f)));
        memcpy(dst + k, h, (n - k) * sizeof *h);
    }
}

/* n float results of an f16 op rounded to f16, in place */
static inline void pgr_f16c_round(float *v, uint32_t n)
{
    uint32_t k = 0;
    for (; k + 8u <= n; k += 8u)
        _mm256_storeu_ps(v + k, pgr_f16c_round8(_mm256_loadu_ps(v + k)));
    if (k < n) {
        float f@{8@} = {0};
        memcpy(f, v + k, (n - k) * sizeof *f);
        _mm256_storeu_ps(f, pgr_f16c_round8(_mm256_loadu_ps(f)));
        memcpy(v + k, f, (n - k) * sizeof *f);
    }
}

/* m ? a : b on the bits of two floats, with no branch: a choice between
 * loads under a byte mask does not vectorize, a choice of bits does */
static inline float pgr_f16c_pick(int m, float a, float b)
{
    const uint32_t k = 0u - (uint32_t)(m != 0);
    uint32_t ua, ub;
    memcpy(&ua, &a, sizeof ua);
    memcpy(&ub, &b, sizeof ub);
    ua = (ua & k) | (ub & ~k);
    memcpy(&a, &ua, sizeof a);
    return a;
}

/* tcvt of an f16 value (held as a float) to f32: exact, a NaN made quiet
 * (pgr_cvt_f16_*_f32) */
static inline float pgr_f16c_quiet(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    u |= (uint32_t)((u & 0x7fffffffu) > 0x7f800000u) << 22;
    memcpy(&f, &u, sizeof f);
    return f;
}
]pg_ops_map([_pg_fc_helper])[#endif
]])])

# ---- the kernel body ---------------------------------------------------------

# The op macros of hostops.m4, redefined for float arrays while the path
# is written (_pg_fc_push, _pg_fc_pop): an element is pgr_v_T@{pgr_c@}
# (a mask in or out the row's byte, pgr_bits_T@{pgr_c0 + pgr_c@}); an f16
# op calls its f16f helper on the floats, its f16 scalar widened; a compare
# of f16 compares the floats; a select of f16 chooses a float's bits.
m4_define([_pg_fc_v],
[m4_ifelse(_pg_fc_io([$1]), [1], [[pgr_bits_]pg_tname([$1])[@{pgr_c0 + pgr_c@}]],
           [[pgr_v_]pg_tname([$1])[@{pgr_c@}]])])
m4_define([_pg_fc_call],
[m4_ifelse(pg_op([$1], [dtype]), [f16], [[pgr_]pg_op([$1], [helper])[_f16f]],
           [[pgr_]pg_op([$1], [helper])[_]pg_op([$1], [dtype])])])
m4_define([_pg_fc_scalar],
[m4_ifelse(pg_op([$1], [dtype]), [f16], [[pgr_f16_to_f32(]pg_op([$1], [scalar])[)]], [pg_op([$1], [scalar])])])
m4_define([_pg_fc_fval], [m4_ifelse(pg_op([$1], [dtype]), [bf16], [[pgr_bf16_to_f32(]$2[)]], [$2])])
m4_define([_pg_fc_compares],
[_pg_fc_fval([$1], _pg_v(pg_op([$1], [src0])))[ ]pg_op([$1], [cmpop])[ ]m4_ifelse(pg_op([$1], [dtype]), [f16],
  [_pg_fc_scalar([$1])], [_pg_fc_fval([$1], pg_op([$1], [scalar]))])])
m4_define([_pg_fc_pick],
[m4_ifelse(pg_op([$1], [dtype]), [bf16], [[pgr_pick16(]$2[, ]$3[, ]$4[)]],
           pg_op([$1], [dtype]), [f16], [[pgr_f16c_pick(]$2[, ]$3[, ]$4[)]], [$2[ ? ]$3[ : ]$4])])
m4_define([_pg_fc_convert],
[m4_ifelse(_pg_fc_cvt([$1]), [widen], [[pgr_f16c_quiet(]_pg_v(pg_op([$1], [src0]))[)]],
           _pg_fc_cvt([$1]), [narrow], [_pg_v(pg_op([$1], [src0]))],
           [pg_op([$1], [cvtfn])[(]_pg_v(pg_op([$1], [src0]))[)]])])
m4_define([_pg_fc_push],
[m4_pushdef([_pg_v], m4_defn([_pg_fc_v]))m4_pushdef([_pg_call], m4_defn([_pg_fc_call]))m4_dnl
m4_pushdef([_pg_scalar], m4_defn([_pg_fc_scalar]))m4_pushdef([_pg_fval], m4_defn([_pg_fc_fval]))m4_dnl
m4_pushdef([_pg_host_compares], m4_defn([_pg_fc_compares]))m4_pushdef([_pg_pick], m4_defn([_pg_fc_pick]))m4_dnl
m4_pushdef([_pg_host_convert], m4_defn([_pg_fc_convert]))])
m4_define([_pg_fc_pop],
[m4_popdef([_pg_v])m4_popdef([_pg_call])m4_popdef([_pg_scalar])m4_popdef([_pg_fval])m4_dnl
m4_popdef([_pg_host_compares])m4_popdef([_pg_pick])m4_popdef([_pg_host_convert])])

# _pg_fc_decl(T, W): tile T's array for W columns
m4_define([_pg_fc_decl],
[m4_ifelse(pg_tile([$1], [used]) _pg_fc_io([$1]), [1 0],
[[            ]m4_ifelse(_pg_fc_dt([$1]), [f16], [[float]], _pg_fc_dt([$1]), [mask], [[uint8_t]],
                         [pg_tile([$1], [ctype])])[ pgr_v_]pg_tname([$1])[@{$2@};
]])])
m4_define([_pg_fc_load],
[m4_ifelse(pg_tile([$1], [used]) _pg_fc_io([$1]), [1 0],
[m4_ifelse(_pg_fc_dt([$1]), [f16],
[[            pgr_f16c_load(pgr_v_]pg_tname([$1])[, pgr_row_]pg_tname([$1])[ + pgr_c0, $2u);
]],
[[            memcpy(pgr_v_]pg_tname([$1])[, pgr_row_]pg_tname([$1])[ + pgr_c0, sizeof pgr_v_]pg_tname([$1])[);
]])])])
m4_define([_pg_fc_store],
[m4_ifelse(_pg_fc_io([$1]), [1], [], _pg_fc_dt([$1]), [f16],
[[            pgr_f16c_store(pgr_row_]pg_tname([$1])[ + pgr_c0, pgr_v_]pg_tname([$1])[, $2u);
]],
[[            memcpy(pgr_row_]pg_tname([$1])[ + pgr_c0, pgr_v_]pg_tname([$1])[, sizeof pgr_v_]pg_tname([$1])[);
]])])

# _pg_fc_op(I, W): op I over W columns: a loop over the multiple of 8
# below W (a trip count gcc's -O2 vectorizes whole), one over the rest,
# then the rounding of an f16 result
m4_define([_pg_fc_for],
[[            for (uint32_t pgr_c = ]$1m4_ifelse([$1], [0], [], [[u]])[; pgr_c < ]$2[u; ++pgr_c)
                ]_pg_v(pg_op([$3], [dst]))[ = ]_pg_expr([$3])[;
]])
m4_define([_pg_fc_op],
[[            /* ]pg_tname(pg_op([$1], [dst]))[ = ]pg_op([$1], [name])[ (spec line ]pg_op([$1], [line])[) */
]m4_ifelse(m4_eval([$2] % 8 == 0 || [$2] < 8), [1], [_pg_fc_for([0], [$2], [$1])],
           [_pg_fc_for([0], m4_eval([$2] - [$2] % 8), [$1])_pg_fc_for(m4_eval([$2] - [$2] % 8), [$2], [$1])])m4_dnl
m4_ifelse(_pg_fc_rounds([$1]), [1],
[[            pgr_f16c_round(pgr_v_]pg_tname(pg_op([$1], [dst]))[, $2u);
]])])

# _pg_fc_cols(W): columns pgr_c0 .. pgr_c0 + W of the row (the maps call
# their macro with the index alone: _pg_fc_w holds W meanwhile)
m4_define([_pg_fc_cols],
[m4_pushdef([_pg_fc_w], [$1])pg_tiles_map([_pg_fc_decl_w])pg_inputs_map([_pg_fc_load_w])m4_dnl
pg_ops_map([_pg_fc_op_w])pg_outputs_map([_pg_fc_store_w])m4_popdef([_pg_fc_w])])
m4_define([_pg_fc_decl_w], [_pg_fc_decl([$1], _pg_fc_w)])
m4_define([_pg_fc_load_w], [_pg_fc_load([$1], _pg_fc_w)])
m4_define([_pg_fc_op_w], [_pg_fc_op([$1], _pg_fc_w)])
m4_define([_pg_fc_store_w], [_pg_fc_store([$1], _pg_fc_w)])
m4_define([_pg_fc_main], [m4_eval(pg_vcols - pg_vcols % _pg_fc_seg)])
m4_define([_pg_fc_rest], [m4_eval(pg_vcols % _pg_fc_seg)])

# pg_f16c_rows: the row loop of the F16C path
m4_define([pg_f16c_rows],
[_pg_fc_push[    for (uint32_t pgr_r = 0; pgr_r < M; ++pgr_r) {
]pg_inputs_map([pg_row_ptr])pg_outputs_map([pg_row_ptr])pg_inputs_map([pg_mask_bits])pg_outputs_map([pg_mask_out_bits])m4_dnl
m4_ifelse(_pg_fc_main, [0], [],
[[        for (uint32_t pgr_c0 = 0; pgr_c0 < ]_pg_fc_main[u; pgr_c0 += ]_pg_fc_seg[u) {
]_pg_fc_cols(_pg_fc_seg)[        }
]])m4_ifelse(_pg_fc_rest, [0], [],
[[        {
            const uint32_t pgr_c0 = ]_pg_fc_main[u; /* the last ]_pg_fc_rest[ columns */
]_pg_fc_cols(_pg_fc_rest)[        }
]])pg_outputs_map([pg_mask_pack])[    }
]_pg_fc_pop])

# ---- the staged kernels' conversions -----------------------------------------

# pgr_cvtrow_SRC_MODE_DST (hostops.m4, _pg_st_is_cvrow): a tcvt between
# f16 or bf16 and f32 over a row of a staged tile, a pass of its own.
# Under the F16C macros an f16 one converts eight at a time: vcvtph2ps
# is exact and makes a signalling NaN quiet, pgr_cvt_f16_*_f32's result
# too; vcvtps2ph with its immediate's round to nearest even (MXCSR not
# read) rounds as pgr_f16_from_f32 does, overflow to infinity, a NaN
# quiet with the top ten bits of its payload.  The rest of a row, and
# every row elsewhere, is the scalar helper's loop (which gcc vectorizes
# in software at -O2).  ptogen.f16c/staged.exp checks both builds against
# each other on every f16 input and on every rounding case of f32.
m4_define([_pg_cvrow_any], [m4_ifelse(_pg_st_is_cvrow([$1]), [1], [m4_ifelse(m4_index(pg_op([$1], [cvtfn]), [bf16]), [-1], [y])])])
# pg_host_cvrow16: 1 if a staged kernel has an f16 row conversion
m4_define([pg_host_cvrow16],
[m4_ifelse(pg_host_staged, [1], [m4_ifelse(pg_ops_map([_pg_cvrow_any]), [], [0], [1])], [0])])
m4_define([pg_st_cvrow_helpers], [pg_if(pg_host_staged, [pg_ops_map([_pg_cvrow_helper])])])
m4_define([_pg_cvrow_helper],
[m4_ifelse(_pg_st_is_cvrow([$1]), [1],
[m4_ifdef([_pg_have_cvrow_]_pg_cvrow_fn([$1]), [],
[m4_define([_pg_have_cvrow_]_pg_cvrow_fn([$1]), [1])m4_dnl
_pg_cvrow_text(_pg_cvrow_fn([$1]), pg_op([$1], [cvtfn]),
               pg_tile(pg_op([$1], [dst]), [dtype]), pg_tile(pg_op([$1], [src0]), [dtype]))])])])
# _pg_cvrow_text(NAME, CVTFN, DST, SRC): the row helper NAME, CVTFN each
m4_define([_pg_cvrow_ct], [m4_ifelse([$1], [f32], [[float]], [[uint16_t]])])
m4_define([_pg_cvrow_text],
[[
/* tcvt ]$4[ -> ]$3[ over n elements of a row: ]$2[ each]m4_ifelse([$3 $4], [f32 f16], [[,
 * with F16C eight at a time (vcvtph2ps)]], [$3 $4], [f16 f32], [[,
 * with F16C eight at a time (vcvtps2ph, round to nearest even)]])[ */
static inline void ]$1[(]_pg_cvrow_ct([$3])[ *dst, const ]_pg_cvrow_ct([$4])[ *src, uint32_t n)
{
    uint32_t k = 0;
]m4_ifelse([$3 $4], [f32 f16], [_pg_fc_cond[
    for (; k + 8u <= n; k += 8u) {
        const __m128i h = _mm_loadu_si128((const __m128i *)(const void *)(src + k));
        _mm256_storeu_ps(dst + k, _mm256_cvtph_ps(h));
    }
#endif
]], [$3 $4], [f16 f32], [_pg_fc_cond[
    for (; k + 8u <= n; k += 8u)
        _mm_storeu_si128((__m128i *)(void *)(dst + k),
                         _mm256_cvtps_ph(_mm256_loadu_ps(src + k), _MM_FROUND_TO_NEAREST_INT));
#endif
]])[    for (; k < n; ++k)
        dst@{k@} = ]$2[(src@{k@});
}
]])
