m4_divert(-1)
# helpers.m4 - the scalar C helpers of host code and a2a3 scalar loops.
#
# pg_helper(KIND, DTYPE) spells one static inline function; the generator
# lists the ones a file needs (pg_helpers_map) in dependency order.  The
# semantics are the pinned ones of docs/semantics.md: integers wrap
# modulo 2^W (computed in unsigned, converted back without
# implementation-defined casts), a shift count is read as unsigned and one
# of W or more shifts every bit out, signed right shifts are arithmetic, f16/bf16 compute in float and round
# to nearest even.

m4_define([pg_helper],
[m4_ifelse(m4_substr([$1], 0, 4), [cvt_], [m4_patsubst([$1], [^cvt_\(\w+\)_\(\w+\)$], [_pg_helper_cvt([\1], [\2], [$2])])],
           m4_substr([$1], 0, 8), [reshape_], [_pg_helper_reshape(m4_substr([$1], 8), [$2])],
           [m4_indir([_pg_helper_$1], [$2])])])

m4_define([_pg_ct], [pg_dt([$1], [ctype])])
m4_define([_pg_ut], [pg_dt([$1], [utype])])
m4_define([_pg_bits], [pg_dt([$1], [bits])])
# _pg_wrap(DT, EXPR): the uint32_t EXPR reduced modulo 2^W as a DT value.
m4_define([_pg_wrap],
[pg_if(pg_dt([$1], [is_signed]),
       [[pgr_s]_pg_bits([$1])[((]_pg_ut([$1])[)(]$2[))]],
       [[(]_pg_ut([$1])[)(]$2[)]])])

m4_define([_pg_helper_sconv],
[[
/* uint]_pg_bits([$1])[_t -> int]_pg_bits([$1])[_t modulo 2^]_pg_bits([$1])[, with no implementation-defined cast */
static inline int]_pg_bits([$1])[_t pgr_s]_pg_bits([$1])[(uint]_pg_bits([$1])[_t u)
{
    return u <= INT]_pg_bits([$1])[_MAX ? (int]_pg_bits([$1])[_t)u : (int]_pg_bits([$1])[_t)(-(int64_t)(uint]_pg_bits([$1])[_t)~u - 1);
}
]])

# The f16 and bf16 conversions are also the host header's (for callers
# that hold f16 data as uint16_t bit patterns): a guard keeps one
# definition per translation unit, the header's or the source's.
m4_define([_pg_helper_f16],
[[
#ifndef PGR_F16_CONVERSIONS
#define PGR_F16_CONVERSIONS
/* IEEE binary16 <-> float; every f16 value is exact in float.  Written
 * with masks instead of branches so that loops over them vectorize at -O2
 * (checked against the branchy form on all 2^16 and 2^32 inputs). */
static inline uint32_t pgr_mask(int c)
{
    return 0u - (uint32_t)c; /* all ones if C, else zero */
}

static inline float pgr_f16_to_f32(uint16_t h)
{
    uint32_t em = (uint32_t)(h & 0x7fffu) << 13, e = h & 0x7c00u, subbits;
    /* zero or subnormal: exact (2^-24, spelled in decimal for C++11) */
    float sub = (float)(int32_t)(h & 0x3ffu) * 5.9604644775390625e-08f;
    memcpy(&subbits, &sub, sizeof subbits);
    uint32_t inf = pgr_mask(e == 0x7c00u), zero = pgr_mask(e == 0);
    uint32_t bits = ((em | 0x7f800000u) & inf) | (subbits & zero) |
                    ((em + ((127u - 15u) << 23)) & ~(inf | zero)) | (uint32_t)(h & 0x8000u) << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* float -> binary16, round to nearest even; NaN stays a quiet NaN */
static inline uint16_t pgr_f16_from_f32(float f)
{
    uint32_t x, ax, tb;
    memcpy(&x, &f, sizeof x);
    ax = x & 0x7fffffffu;
    /* normal: drop 13 bits, ties to even */
    uint32_t r = ax - 0x38000000u, normal = (r + 0x0fffu + ((r >> 13) & 1u)) >> 13;
    /* below 2^-14: adding 0.5 makes the float add round at the f16
     * subnormal step (2^-24), to nearest even; its low bits are the result */
    float af, t;
    memcpy(&af, &ax, sizeof af);
    t = af + 0.5f;
    memcpy(&tb, &t, sizeof tb);
    uint32_t nan = pgr_mask(ax > 0x7f800000u), inf = pgr_mask(ax >= 0x477ff000u) & ~nan;
    uint32_t nrm = pgr_mask(ax >= 0x38800000u) & ~(nan | inf); /* 65520 and up: inf */
    uint32_t v = ((0x7e00u | ((ax >> 13) & 0x3ffu)) & nan) | (0x7c00u & inf) | (normal & nrm) |
                 ((tb - 0x3f000000u) & ~(nan | inf | nrm));
    return (uint16_t)(((x >> 16) & 0x8000u) | v);
}

/* r, or b where b is a NaN: an f16 sum or product of two NaNs is the
 * second operand's, pinned here (x86 returns its first operand's, and
 * which one comes first is the compiler's choice); a choice of bits, so
 * gcc keeps it branch-free */
static inline float pgr_f16_pin(float r, float b)
{
    uint32_t ur, ub;
    memcpy(&ur, &r, sizeof ur);
    memcpy(&ub, &b, sizeof ub);
    const uint32_t k = pgr_mask((ub & 0x7fffffffu) > 0x7f800000u);
    ur = (ur & ~k) | (ub & k);
    memcpy(&r, &ur, sizeof r);
    return r;
}

/* a + b and a * b of f16 values, rounded once, two NaNs pinned */
static inline uint16_t pgr_f16_sum(uint16_t a, uint16_t b)
{
    const float x = pgr_f16_to_f32(a), y = pgr_f16_to_f32(b);
    return pgr_f16_from_f32(pgr_f16_pin(x + y, y));
}

static inline uint16_t pgr_f16_product(uint16_t a, uint16_t b)
{
    const float x = pgr_f16_to_f32(a), y = pgr_f16_to_f32(b);
    return pgr_f16_from_f32(pgr_f16_pin(x * y, y));
}
#endif /* PGR_F16_CONVERSIONS */
]])

m4_define([_pg_helper_bf16],
[[
#ifndef PGR_BF16_CONVERSIONS
#define PGR_BF16_CONVERSIONS
/* bfloat16 <-> float: bfloat16 is the top half of a float */
static inline float pgr_bf16_to_f32(uint16_t h)
{
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* float -> bfloat16, round to nearest even; NaN stays a quiet NaN (a
 * choice of values, no branch, so that loops over it vectorize) */
static inline uint16_t pgr_bf16_from_f32(float f)
{
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    const uint32_t nearest = (x + 0x7fffu + ((x >> 16) & 1u)) >> 16, quiet = (x >> 16) | 0x0040u;
    return (uint16_t)((x & 0x7fffffffu) > 0x7f800000u ? quiet : nearest);
}
#endif /* PGR_BF16_CONVERSIONS */
]])

# _pg_fop(DT, EXPR-with-A-and-B): the float computation of an f16/bf16
# helper: operands widened, the result rounded once.
m4_define([_pg_hf], [m4_ifelse([$1], [f16], [f16], [bf16])])
m4_define([_pg_fin], [[pgr_]_pg_hf([$1])[_to_f32(]$2[)]])
m4_define([_pg_fout], [[pgr_]_pg_hf([$1])[_from_f32(]$2[)]])

# _pg_f2(DT, X, OPERATOR, Y): the DT value of X OPERATOR Y for DT values X
# and Y, rounded once: integers modulo 2^W in unsigned arithmetic, floats
# in float, f16 and bf16 widened to float and rounded back.  Nested, it
# spells a chain of ops rounded after each, as the devices compute it.
# f16's + and * pin the NaN of two NaN operands (pgr_f16_sum,
# pgr_f16_product: pgr_f16_pin); f16f is f16 held as float (host/f16c.m4:
# the F16C path's helpers), whose operands are floats already.
m4_define([_pg_is_f16], [m4_ifelse([$1], [f16], [1], [$1], [f16f], [1], [0])])
m4_define([_pg_f2],
[m4_ifelse(pg_dt([$1], [is_float]), [0], [_pg_wrap([$1], [(uint32_t)]$2[ $3 (uint32_t)]$4)],
           [$1], [f32], [$2[ $3 ]$4],
           _pg_is_f16([$1]) m4_index([+*], [$3]), [1 -1], [_pg_fout([$1], _pg_fin([$1], [$2])[ $3 ]_pg_fin([$1], [$4]))],
           [$1], [f16], [m4_ifelse([$3], [+], [[pgr_f16_sum(]], [[pgr_f16_product(]])$2[, ]$4[)]],
           [$1], [f16f], [[pgr_f16_pin(]$2[ $3 ]$4[, ]$4[)]],
           [_pg_fout([$1], _pg_fin([$1], [$2])[ $3 ]_pg_fin([$1], [$4]))])])

# _pg_arith(KIND, OPERATOR, DT, ARITY): add, sub, muls, adds, neg.
m4_define([_pg_arith_body],
[m4_ifelse([$4], [2], [_pg_f2([$3], [a], [$2], [b])],
           pg_dt([$3], [is_float]), [0], [_pg_wrap([$3], [0u - (uint32_t)a])],
           [$3], [f32], [[a * -1.0f]],
           [_pg_fout([$3], _pg_fin([$3], [a])[ * -1.0f])])])
m4_define([_pg_arith],
[[
static inline ]_pg_ct([$3])[ pgr_$1_]$3[(]_pg_ct([$3])[ a]m4_ifelse([$4], [1], [], [[, ]_pg_ct([$3])[ b]])[)
{
    return ]_pg_arith_body($@)[;
}
]])
m4_define([_pg_helper_add], [_pg_arith([add], [+], [$1], [2])])
m4_define([_pg_helper_adds], [_pg_arith([adds], [+], [$1], [2])])
m4_define([_pg_helper_sub], [_pg_arith([sub], [-], [$1], [2])])
m4_define([_pg_helper_subs], [_pg_arith([subs], [-], [$1], [2])])
m4_define([_pg_helper_muls], [_pg_arith([muls], [*], [$1], [2])])
m4_define([_pg_helper_mul], [_pg_arith([mul], [*], [$1], [2])])
m4_define([_pg_helper_neg], [_pg_arith([neg], [], [$1], [1])])

# tci's element at column c: s + c, or s - c when descending, modulo 2^W
# (the column is below 2^18, so (uint32_t)c is exact); f32 adds the
# column as float (exact below 2^24), rounded once as pto-isa's start + j.
m4_define([_pg_helper_tci],
[[
static inline ]_pg_ct([$1])[ pgr_tci_]$1[(]_pg_ct([$1])[ s, uint32_t c, int descending)
{
    return descending ? ]m4_ifelse([$1], [f32], [[s - (float)c : s + (float)c]],
[_pg_wrap([$1], [(uint32_t)s - c])[ : ]_pg_wrap([$1], [(uint32_t)s + c])])[;
}
]])

# tgather's element: row's element at index i clamped to [0, n), n the
# valid columns (at least 1), so no index reads outside the row.
m4_define([_pg_helper_tgather],
[[
static inline ]_pg_ct([$1])[ pgr_tgather_]$1[(const ]_pg_ct([$1])[ *row, int32_t i, uint32_t n)
{
    const uint32_t c = i < 0 ? 0u : (uint32_t)i >= n ? n - 1u : (uint32_t)i;
    return row[c];
}
]])

# The key of a value's bits that IEEE 754 totalOrder orders
# (docs/semantics.md, Sorts): the sign bit flipped, a negative value's
# other bits inverted, so a uint32_t compare is totalOrder; tsort32's and
# tmrgsort's.
m4_define([_pg_helper_sortkey],
[[
static inline uint32_t pgr_sortkey_]$1[(]_pg_ct([$1])[ v)
{
]m4_ifelse([$1], [f16],
[[    return v >> 15 ? 0xFFFFu ^ v : 0x8000u | v;
]],
[[    uint32_t u;
    memcpy(&u, &v, sizeof u);
    return u >> 31 ? ~u : 0x80000000u | u;
]])[}
]])

# tsort32's row of n columns (docs/semantics.md, Sorts): each block of 32
# columns ordered by pgr_sortkey, descending, equal keys in column order
# (a stable insertion sort), then written as 8-byte (value, index) pairs.
m4_define([_pg_helper_tsort32],
[[
static void pgr_tsort32_]$1[(]_pg_ct([$1])[ *dst, const ]_pg_ct([$1])[ *src, const uint32_t *idx, uint32_t n)
{
    for (uint32_t b = 0; b < n; b += 32u) {
        const uint32_t m = n - b < 32u ? n - b : 32u;
        uint32_t key[32];
        uint8_t at[32]; /* the block's columns in sorted order */
        for (uint32_t i = 0; i < m; ++i) {
            uint32_t j = i;
            key[i] = pgr_sortkey_]$1[(src[b + i]);
            while (j > 0u && key[at[j - 1u]] < key[i]) {
                at[j] = at[j - 1u];
                --j;
            }
            at[j] = (uint8_t)i;
        }
        for (uint32_t i = 0; i < m; ++i) {
            const uint32_t c = b + at[i];
]m4_ifelse([$1], [f16],
[[            dst[4u * (b + i)] = src[c];
            dst[4u * (b + i) + 1u] = 0u;
            dst[4u * (b + i) + 2u] = (uint16_t)(idx[c] & 0xFFFFu);
            dst[4u * (b + i) + 3u] = (uint16_t)(idx[c] >> 16);
]],
[[            dst[2u * (b + i)] = src[c];
            memcpy(&dst[2u * (b + i) + 1u], &idx[c], sizeof idx[c]);
]])[        }
    }
}
]])

# tgatherb's element: the row's element holding byte o of the row (o over
# the element's size), clamped to n - 1, n the valid columns (at least 1).
m4_define([_pg_helper_tgatherb],
[[
static inline ]_pg_ct([$1])[ pgr_tgatherb_]$1[(const ]_pg_ct([$1])[ *row, uint32_t o, uint32_t n)
{
    const uint32_t c = o / (uint32_t)sizeof(]_pg_ct([$1])[);
    return row[c >= n ? n - 1u : c];
}
]])

# tscatter's element at column c: the element of row v at the last k < n
# whose index i[k] names c, else all-zero bits; an index outside [0, n)
# names no column (dropped).  Short names: the bf16 line is 100 columns.
m4_define([_pg_helper_scatter],
[[
static inline ]_pg_ct([$1])[ pgr_scatter_]$1[(const ]_pg_ct([$1])[ *v, const int32_t *i, uint32_t c, uint32_t n)
{
    for (uint32_t k = n; k-- > 0;)
        if (i[k] >= 0 && (uint32_t)i[k] == c)
            return v[k];
    return 0;
}
]])

# tmrgsort's row of n pairs (docs/semantics.md, Sorts): pair i goes to
# the place its key ranks it among the row's, descending, an equal key
# earlier in the row first (a stable sort; the row's sorted runs merged),
# the pair's elements copied unchanged.  E: the elements of a pair.
m4_define([_pg_helper_tmrgsort],
[[
static void pgr_tmrgsort_]$1[(]_pg_ct([$1])[ *dst, const ]_pg_ct([$1])[ *src, uint32_t n)
{
    const uint32_t e = 8u / sizeof *src;
    for (uint32_t i = 0; i < n; ++i) {
        const uint32_t key = pgr_sortkey_]$1[(src[e * i]);
        uint32_t at = 0;
        for (uint32_t j = 0; j < n; ++j) {
            const uint32_t kj = pgr_sortkey_]$1[(src[e * j]);
            at += kj > key || (kj == key && j < i);
        }
        memcpy(&dst[e * at], &src[e * i], 8u);
    }
}
]])

# ttri's element at row r (of the tile iteration) and column c: 1 on the
# triangle's side of the edge column r + d, else 0; int64_t holds r + d.
m4_define([_pg_tri_val],
[m4_ifelse(pg_dt([$1], [is_float]), [0], [[(]_pg_ct([$1])[)]$2],
           [$1], [f32], [$2[.0f]], [_pg_fout([$1], [$2][.0f])])])
m4_define([_pg_helper_ttri],
[[
static inline ]_pg_ct([$1])[ pgr_ttri_]$1[(uint32_t r, uint32_t c, int32_t d, int upper)
{
    const int64_t edge = (int64_t)r + d;
    const int on = upper ? (int64_t)c >= edge : (int64_t)c <= edge;
    return on ? ]_pg_tri_val([$1], [1])[ : ]_pg_tri_val([$1], [0])[;
}
]])

# _pg_arith3(KIND, DT, PARAMS, FIRST, SECOND): a helper of three operands,
# a chain of two rounded ops (taddc, tsubc, taddsc, tsubsc): FIRST's value
# is t, SECOND uses it.
m4_define([_pg_arith3],
[[
static inline ]_pg_ct([$2])[ pgr_$1_]$2[(]$3[)
{
    const ]_pg_ct([$2])[ t = ]$4[;
    return ]$5[;
}
]])
m4_define([_pg_abc], [_pg_ct([$1])[ a, ]_pg_ct([$1])[ b, ]_pg_ct([$1])[ c]])
m4_define([_pg_asb], [_pg_ct([$1])[ a, ]_pg_ct([$1])[ s, ]_pg_ct([$1])[ b]])
m4_define([_pg_helper_addc],
[_pg_arith3([addc], [$1], _pg_abc([$1]), [_pg_f2([$1], [a], [+], [b])], [_pg_f2([$1], [t], [+], [c])])])
m4_define([_pg_helper_subc],
[_pg_arith3([subc], [$1], _pg_abc([$1]), [_pg_f2([$1], [a], [-], [b])], [_pg_f2([$1], [t], [+], [c])])])
m4_define([_pg_helper_addsc],
[_pg_arith3([addsc], [$1], _pg_asb([$1]), [_pg_f2([$1], [a], [+], [s])], [_pg_f2([$1], [t], [+], [b])])])
m4_define([_pg_helper_subsc],
[_pg_arith3([subsc], [$1], _pg_asb([$1]), [_pg_f2([$1], [a], [-], [s])], [_pg_f2([$1], [t], [+], [b])])])

# Bitwise ops: the result of &, |, ^, ~ on values of one integer type is
# always representable in that type.
m4_define([_pg_bitwise],
[[
static inline ]_pg_ct([$2])[ pgr_$1_]$2[(]_pg_ct([$2])[ a]m4_ifelse([$3], [~], [], [[, ]_pg_ct([$2])[ b]])[)
{
    return (]_pg_ct([$2])[)(]m4_ifelse([$3], [~], [[~a]], [[a $3 b]])[);
}
]])
m4_define([_pg_helper_and], [_pg_bitwise([and], [$1], [&])])
m4_define([_pg_helper_or], [_pg_bitwise([or], [$1], [|])])
m4_define([_pg_helper_xor], [_pg_bitwise([xor], [$1], [^])])
m4_define([_pg_helper_not], [_pg_bitwise([not], [$1], [~])])
m4_define([_pg_helper_ands], [_pg_bitwise([ands], [$1], [&])])
m4_define([_pg_helper_ors], [_pg_bitwise([ors], [$1], [|])])
m4_define([_pg_helper_xors], [_pg_bitwise([xors], [$1], [^])])

# Shift right by the count read as unsigned; a count of W or more shifts
# every bit out (0, or all sign bits); arithmetic when signed (~ turns a
# negative value into a non-negative one and back).
# _pg_shr_step(DT, K): count bit K selects the shift by 2^K, with a mask.
m4_define([_pg_shr_step],
[[    m = (]_pg_ut([$1])[)(0u - ((c >> $2) & 1u));
    u = (]_pg_ut([$1])[)((u & (]_pg_ut([$1])[)~m) | ((]_pg_ut([$1])[)(u >> ]m4_eval(1 << $2)[) & m));
]])
# _pg_shift_out(DT): the walk's last step, zero when the count is W or more
m4_define([_pg_shift_out],
[[    u = (]_pg_ut([$1])[)(u & (]_pg_ut([$1])[)(0u - (unsigned)(c < ]_pg_bits([$1])[u)));
]])
m4_define([_pg_helper_shr],
[m4_ifelse(_pg_bits([$1]), 16, [_pg_helper_shr_bits([$1])], [_pg_helper_shr_plain([$1])])])
# 8- and 32-bit: a plain shift (x86-64's scalar shifts beat the bit walk)
m4_define([_pg_helper_shr_plain],
[[
static inline ]_pg_ct([$1])[ pgr_shr_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ s)
{
    ]_pg_ut([$1])[ c = (]_pg_ut([$1])[)s;
]pg_if(pg_dt([$1], [is_signed]),
  [[    unsigned k = c < ]_pg_bits([$1])[u ? (unsigned)c : ]m4_eval(_pg_bits([$1]) - 1)[u; /* sign bits from W - 1 on */
    return a < 0 ? (]_pg_ct([$1])[)(~(~a >> k)) : (]_pg_ct([$1])[)(a >> k);]],
  [[    return c < ]_pg_bits([$1])[u ? (]_pg_ct([$1])[)(a >> c) : 0;]])[
}
]])
m4_define([_pg_helper_shr_bits],
[[
/* a >> s]pg_if(pg_dt([$1], [is_signed]), [[ (arithmetic: a negative a is shifted as ~a and flipped back)]])[,
 * s read as unsigned, 16 or more shifting every bit out: one constant
 * shift per count bit, chosen by a mask, then a mask for the bits above;
 * no branches and no variable shift, which x86-64 lacks for 16-bit lanes
 * before AVX-512BW, so loops over it vectorize */
static inline ]_pg_ct([$1])[ pgr_shr_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ s)
{
    ]_pg_ut([$1])[ c = (]_pg_ut([$1])[)s, m;
    ]pg_if(pg_dt([$1], [is_signed]),
[_pg_ut([$1])[ neg = (]_pg_ut([$1])[)(0u - (unsigned)(a < 0));
    ]_pg_ut([$1])[ u = (]_pg_ut([$1])[)((]_pg_ut([$1])[)a ^ neg);
]],
[_pg_ut([$1])[ u = (]_pg_ut([$1])[)a;
]])_pg_shr_step([$1], 0)_pg_shr_step([$1], 1)_pg_shr_step([$1], 2)_pg_shr_step([$1], 3)_pg_shift_out([$1])[    return ]pg_if(pg_dt([$1], [is_signed]),
  [_pg_wrap([$1], [u ^ neg])],
  [[u]])[;
}
]])

# Shift left by the count read as unsigned, modulo 2^W (unsigned
# arithmetic: no signed overflow); a count of W or more gives 0.
# _pg_shl_step(DT, K): count bit K selects the shift by 2^K, with a mask.
m4_define([_pg_shl_step],
[[    m = (]_pg_ut([$1])[)(0u - ((c >> $2) & 1u));
    u = (]_pg_ut([$1])[)((u & (]_pg_ut([$1])[)~m) | ((]_pg_ut([$1])[)(u << ]m4_eval(1 << $2)[) & m));
]])
m4_define([_pg_helper_shl],
[m4_ifelse(_pg_bits([$1]), 16, [_pg_helper_shl_bits([$1])], [_pg_helper_shl_plain([$1])])])
m4_define([_pg_helper_shl_plain],
[[
static inline ]_pg_ct([$1])[ pgr_shl_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ s)
{
    ]_pg_ut([$1])[ c = (]_pg_ut([$1])[)s;
    return c < ]_pg_bits([$1])[u ? ]_pg_wrap([$1], [(uint32_t)a << c])[ : 0;
}
]])
m4_define([_pg_helper_shl_bits],
[[
/* a << s, modulo 2^16, s read as unsigned (16 or more gives 0): one
 * constant shift per count bit, chosen by a mask, so that loops over it
 * vectorize (see pgr_shr_*) */
static inline ]_pg_ct([$1])[ pgr_shl_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ s)
{
    ]_pg_ut([$1])[ c = (]_pg_ut([$1])[)s, m;
    ]_pg_ut([$1])[ u = (]_pg_ut([$1])[)a;
]_pg_shl_step([$1], 0)_pg_shl_step([$1], 1)_pg_shl_step([$1], 2)_pg_shl_step([$1], 3)_pg_shift_out([$1])[    return ]_pg_wrap([$1], [u])[;
}
]])

# ---- ops with a result chosen or computed in float ----------------------
# _pg_fhelper(KIND, DT, PARAMS, F32-BODY[, STMTS]): a float helper; f16
# and bf16 take their operands widened to float as a, b (x for the raw
# bits) and round the float result F32-BODY once; STMTS, statements on a
# and b, come before it.
m4_define([_pg_fhelper],
[[
static inline ]_pg_ct([$2])[ pgr_$1_]$2[(]$3[)
{
]m4_ifelse([$2], [f32], [$5[    return ]$4[;
]], [[    float a = ]_pg_fin([$2], [x])m4_ifelse(m4_index([$3], [y]), [-1], [], [[, b = ]_pg_fin([$2], [y])])[;
]$5[    return ]_pg_fout([$2], [$4])[;
]])[}
]])

# The float helpers below choose between values computed in every case,
# so that gcc turns the choice into a select and loops over them
# vectorize at -O2: a float op under a condition stays a branch (it could
# trap, and -ftrapping-math is the default), which stops the vectorizer.
# _pg_bits_var(V, F): uint32_t V gets the bits of float F.
m4_define([_pg_bits_var], [[    memcpy(&]$1[, &]$2[, sizeof ]$1[);
]])
m4_define([_pg_fparams1], [m4_ifelse([$1], [f32], [[float a]], [_pg_ct([$1])[ x]])])
m4_define([_pg_fparams2], [m4_ifelse([$1], [f32], [[float a, float b]], [_pg_ct([$1])[ x, ]_pg_ct([$1])[ y]])])

# IEEE 754-2019 maximum and minimum: a NaN operand gives NaN (a's when
# both are), -0 < +0.  Integers compare by their signedness.
m4_define([_pg_helper_max], [_pg_maxmin([max], [$1], [>])])
m4_define([_pg_helper_min], [_pg_maxmin([min], [$1], [<])])
m4_define([_pg_maxmin],
[m4_ifelse(pg_dt([$2], [is_float]), [0],
[[
static inline ]_pg_ct([$2])[ pgr_$1_]$2[(]_pg_ct([$2])[ a, ]_pg_ct([$2])[ b)
{
    return a $3 b ? a : b;
}
]],
[_pg_fhelper([$1], [$2], _pg_fparams2([$2]), [[a != a ? a : r]],
[[    uint32_t ua, ub, ut;
    float tie, r;
]_pg_bits_var([ua], [a])_pg_bits_var([ub], [b])[    ut = ua ]m4_ifelse([$1], [max], [[&]], [[|]])[ ub; /* a tie: equal bits, or zeros: ]m4_ifelse([$1], [max], [[+0 unless both are -0]], [[-0 if either is]])[ */
    memcpy(&tie, &ut, sizeof tie);
    r = a $3 b ? a : b;
    r = a == b ? tie : r;
    r = b != b ? b : r;
]])])])

# |a|: floats clear the sign bit (NaN payloads kept); integers modulo
# 2^W, so |MIN| is MIN.
m4_define([_pg_helper_abs],
[m4_ifelse(pg_dt([$1], [is_float]), [0],
[[
static inline ]_pg_ct([$1])[ pgr_abs_]$1[(]_pg_ct([$1])[ a)
{
    return ]_pg_wrap([$1], [a < 0 ? 0u - (uint32_t)a : (uint32_t)a])[;
}
]],
[$1], [f32],
[[
static inline float pgr_abs_f32(float a)
{
    return fabsf(a);
}
]],
[[
static inline uint16_t pgr_abs_]$1[(uint16_t a)
{
    return (uint16_t)(a & 0x7fffu);
}
]])])

# max(a, +0): NaN stays NaN, -0 becomes +0; integers a < 0 ? 0 : a.
m4_define([_pg_helper_relu],
[m4_ifelse(pg_dt([$1], [is_float]), [0],
[[
static inline ]_pg_ct([$1])[ pgr_relu_]$1[(]_pg_ct([$1])[ a)
{
    return a < 0 ? 0 : a;
}
]],
[_pg_fhelper([relu], [$1], _pg_fparams1([$1]), [[a != a ? a : a > 0.0f ? a : 0.0f]])])])

# the C library's function on the float value, rounded once
m4_define([_pg_helper_exp], [_pg_fhelper([exp], [$1], _pg_fparams1([$1]), [[expf(a)]])])
m4_define([_pg_helper_log], [_pg_fhelper([log], [$1], _pg_fparams1([$1]), [[logf(a)]])])
m4_define([_pg_helper_sqrt], [_pg_fhelper([sqrt], [$1], _pg_fparams1([$1]), [[sqrtf(a)]])])
m4_define([_pg_helper_recip], [_pg_fhelper([recip], [$1], _pg_fparams1([$1]), [[1.0f / a]])])
# a > 0 ? a : a * b, the product computed in every case and the choice
# made on the bits
m4_define([_pg_lrelu_stmts],
[[    const uint32_t pos = 0u - (uint32_t)(a > 0.0f);
    uint32_t ua, up;
    float r;
]_pg_bits_var([ua], [a])_pg_bits_var([up], [p])[    ua = (ua & pos) | (up & ~pos);
    memcpy(&r, &ua, sizeof r);
]])
# (f16: the product of two NaNs pinned, as tmul's)
m4_define([_pg_lrelu_p],
[m4_ifelse(_pg_is_f16([$1]), [1], [[    const float p = pgr_f16_pin(a * b, b);
]], [[    const float p = a * b;
]])])
m4_define([_pg_helper_lrelu], [_pg_fhelper([lrelu], [$1], _pg_fparams2([$1]), [[r]], [_pg_lrelu_p([$1])_pg_lrelu_stmts])])
m4_define([_pg_helper_prelu], [_pg_fhelper([prelu], [$1], _pg_fparams2([$1]), [[r]], [_pg_lrelu_p([$1])_pg_lrelu_stmts])])
# 1 / sqrt(a) as two ops, each rounded to the dtype: tsqrt, then trecip
m4_define([_pg_helper_rsqrt],
[m4_ifelse([$1], [f32], [_pg_fhelper([rsqrt], [$1], _pg_fparams1([$1]), [[1.0f / sqrtf(a)]])],
[_pg_fhelper([rsqrt], [$1], _pg_fparams1([$1]),
             [[1.0f / ]_pg_fin([$1], _pg_fout([$1], [sqrtf(a)]))])])])

# ---- composites (terf, tsigmoid, ttanh) ----------------------------------
# The steps of ops.def's OPS_ERF_STEPS, OPS_SIGMOID_STEPS and
# OPS_TANH_STEPS, in their order, each rounded to the dtype as the device
# op of the step rounds it: f32 in float, f16 on float values rounded to
# f16 after every step.  The constants are ops.def's literals, rounded to
# the dtype as the devices' scalar operands are.  Keep the two in step:
# the run tests compare them.
# _pg_tr(DT, EXPR): a float EXPR rounded to DT, as a float
m4_define([_pg_tr], [m4_ifelse([$1], [f32], [$2], [_pg_fin([$1], _pg_fout([$1], [$2]))])])
# _pg_tk(DT, LITERAL): a step constant of DT, as a float
m4_define([_pg_tk], [m4_ifelse([$1], [f32], [[$2f]], [_pg_tr([$1], [$2f])])])
# _pg_ts(DT, VAR, EXPR): one step, VAR = EXPR rounded to DT
m4_define([_pg_ts], [[    ]$2[ = ]_pg_tr([$1], [$3])[;
]])
# _pg_te(VAR, EXPR): an exact step (|x|, max, min: one of the operands)
m4_define([_pg_te], [[    ]$1[ = ]$2[;
]])
# _pg_tc(DT, NAME, LITERAL): a step constant as a local float
m4_define([_pg_tc], [[    const float ]$2[ = ]_pg_tk([$1], [$3])[;
]])
# vmax / vmin of a step (as tmax, tmin): NaN first, -0 < +0; with a
# constant K (no NaN, no zero tie: K is not 0, or the tie gives +0 / K)
m4_define([_pg_tmax], [[$1 != $1 || $1 > $2 ? $1 : $2 != $2 || $2 > $1 ? $2 : (signbit($1) ? $2 : $1)]])
m4_define([_pg_tmaxk], [[$1 != $1 || $1 > $2 ? $1 : $2]])
m4_define([_pg_tmink], [[$1 != $1 || $1 < $2 ? $1 : $2]])
# the 0/1 switches' factor: 2^25 for f32, 2^12 for f16
m4_define([_pg_tbig], [m4_ifelse([$1], [f32], [[33554432.0]], [[4096.0]])])
m4_define([_pg_tx], [m4_ifelse([$1], [f32], [[    const float x = a;
]], [[    const float x = ]_pg_fin([$1], [a])[;
]])])
m4_define([_pg_tret], [m4_ifelse([$1], [f32], [[    return $2;
]], [[    return ]_pg_fout([$1], [$2])[;
]])])

# sigmoid: t = exp(-|x|); n = min(max(x * BIG, t), 1); n / (1 + t)
m4_define([_pg_helper_sigmoid],
[[
static inline ]_pg_ct([$1])[ pgr_sigmoid_]$1[(]_pg_ct([$1])[ a)
{
]_pg_tx([$1])_pg_tc([$1], [big], _pg_tbig([$1]))[    float t, n;
]_pg_te([t], [fabsf(x)])m4_dnl
_pg_te([t], [t * -1.0f])m4_dnl
_pg_ts([$1], [t], [expf(t)])m4_dnl
_pg_ts([$1], [n], [x * big])m4_dnl
_pg_te([n], _pg_tmax([n], [t]))m4_dnl
_pg_te([n], _pg_tmink([n], [1.0f]))m4_dnl
_pg_ts([$1], [t], [t + 1.0f])m4_dnl
_pg_tret([$1], [n / t])[}
]])

# tanh: p = ((q(z) * z) + 1) * m, m = x clamped to [-5/8, 5/8], z = m * m;
# w = 1 where |x| > 5/8, else 0; g = (1 - e) / (1 + e), e = exp(-2|x|);
# s = sign(x); ((g * w) * s) + p * (1 - w)
m4_define([_pg_helper_tanh],
[[
static inline ]_pg_ct([$1])[ pgr_tanh_]$1[(]_pg_ct([$1])[ a)
{
]_pg_tx([$1])m4_dnl
_pg_tc([$1], [big], _pg_tbig([$1]))m4_dnl
_pg_tc([$1], [c4], [-0.0057170093])m4_dnl
_pg_tc([$1], [c3], [0.020650553])m4_dnl
_pg_tc([$1], [c2], [-0.053743485])m4_dnl
_pg_tc([$1], [c1], [0.13331491])m4_dnl
_pg_tc([$1], [c0], [-0.33333284])m4_dnl
[    float m, z, q, ax, w, v, e, f, s;
]_pg_te([m], _pg_tmaxk([x], [-0.625f]))m4_dnl
_pg_te([m], _pg_tmink([m], [0.625f]))m4_dnl
_pg_ts([$1], [z], [m * m])m4_dnl
_pg_ts([$1], [q], [z * c4])m4_dnl
_pg_ts([$1], [q], [q + c3])m4_dnl
_pg_ts([$1], [q], [q * z])m4_dnl
_pg_ts([$1], [q], [q + c2])m4_dnl
_pg_ts([$1], [q], [q * z])m4_dnl
_pg_ts([$1], [q], [q + c1])m4_dnl
_pg_ts([$1], [q], [q * z])m4_dnl
_pg_ts([$1], [q], [q + c0])m4_dnl
_pg_ts([$1], [q], [q * z])m4_dnl
_pg_ts([$1], [q], [q + 1.0f])m4_dnl
_pg_ts([$1], [m], [q * m])m4_dnl
_pg_te([ax], [fabsf(x)])m4_dnl
_pg_ts([$1], [w], [ax + -0.625f])m4_dnl
_pg_ts([$1], [w], [w * big])m4_dnl
_pg_te([w], _pg_tmaxk([w], [0.0f]))m4_dnl
_pg_te([w], _pg_tmink([w], [1.0f]))m4_dnl
_pg_te([v], [w * -1.0f])m4_dnl
_pg_ts([$1], [v], [v + 1.0f])m4_dnl
_pg_ts([$1], [m], [m * v])m4_dnl
_pg_ts([$1], [e], [ax * -2.0f])m4_dnl
_pg_ts([$1], [e], [expf(e)])m4_dnl
_pg_te([f], [e * -1.0f])m4_dnl
_pg_ts([$1], [f], [f + 1.0f])m4_dnl
_pg_ts([$1], [e], [e + 1.0f])m4_dnl
_pg_ts([$1], [e], [f / e])m4_dnl
_pg_ts([$1], [e], [e * w])m4_dnl
_pg_ts([$1], [s], [x * big])m4_dnl
_pg_te([s], _pg_tmaxk([s], [-1.0f]))m4_dnl
_pg_te([s], _pg_tmink([s], [1.0f]))m4_dnl
_pg_ts([$1], [e], [e * s])m4_dnl
_pg_tret([$1], [e + m])[}
]])

# erf: t = |x| clamped to [7/8, 4], minus 2; q = 1 - e Q(t), e = exp(-x^2);
# w and s as for tanh; p = m + R(z) * m, m = x clamped to [-7/8, 7/8],
# z = m * m; ((q * w) * s) + p * (1 - w)
m4_define([_pg_helper_erf],
[[
static inline ]_pg_ct([$1])[ pgr_erf_]$1[(]_pg_ct([$1])[ a)
{
]_pg_tx([$1])m4_dnl
_pg_tc([$1], [big], _pg_tbig([$1]))m4_dnl
_pg_tc([$1], [b0], [0.25539535])m4_dnl
_pg_tc([$1], [b1], [-0.10679821])m4_dnl
_pg_tc([$1], [b2], [0.041810717])m4_dnl
_pg_tc([$1], [b3], [-0.015418341])m4_dnl
_pg_tc([$1], [b4], [0.0054593356])m4_dnl
_pg_tc([$1], [b5], [-0.0019440397])m4_dnl
_pg_tc([$1], [b6], [0.00046574703])m4_dnl
_pg_tc([$1], [b7], [-0.00014903863])m4_dnl
_pg_tc([$1], [b8], [0.00014277697])m4_dnl
_pg_tc([$1], [a0], [0.12837917])m4_dnl
_pg_tc([$1], [a1], [-0.37612635])m4_dnl
_pg_tc([$1], [a2], [0.11283737])m4_dnl
_pg_tc([$1], [a3], [-0.026861778])m4_dnl
_pg_tc([$1], [a4], [0.005207229])m4_dnl
_pg_tc([$1], [a5], [-0.0008216661])m4_dnl
_pg_tc([$1], [a6], [8.6994616e-05])m4_dnl
[    float ax, t, q, e, w, s, v, m, z, r;
]_pg_te([ax], [fabsf(x)])m4_dnl
_pg_te([t], _pg_tmaxk([ax], [0.875f]))m4_dnl
_pg_te([t], _pg_tmink([t], [4.0f]))m4_dnl
_pg_ts([$1], [t], [t + -2.0f])m4_dnl
_pg_ts([$1], [q], [t * b8])m4_dnl
_pg_ts([$1], [q], [q + b7])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b6])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b5])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b4])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b3])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b2])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b1])m4_dnl
_pg_ts([$1], [q], [q * t])m4_dnl
_pg_ts([$1], [q], [q + b0])m4_dnl
_pg_ts([$1], [e], [ax * ax])m4_dnl
_pg_te([e], [e * -1.0f])m4_dnl
_pg_ts([$1], [e], [expf(e)])m4_dnl
_pg_ts([$1], [q], [q * e])m4_dnl
_pg_te([q], [q * -1.0f])m4_dnl
_pg_ts([$1], [q], [q + 1.0f])m4_dnl
_pg_ts([$1], [w], [ax + -0.875f])m4_dnl
_pg_ts([$1], [w], [w * big])m4_dnl
_pg_te([w], _pg_tmaxk([w], [0.0f]))m4_dnl
_pg_te([w], _pg_tmink([w], [1.0f]))m4_dnl
_pg_ts([$1], [s], [x * big])m4_dnl
_pg_te([s], _pg_tmaxk([s], [-1.0f]))m4_dnl
_pg_te([s], _pg_tmink([s], [1.0f]))m4_dnl
_pg_ts([$1], [q], [q * w])m4_dnl
_pg_ts([$1], [q], [q * s])m4_dnl
_pg_te([v], [w * -1.0f])m4_dnl
_pg_ts([$1], [v], [v + 1.0f])m4_dnl
_pg_te([m], _pg_tmaxk([x], [-0.875f]))m4_dnl
_pg_te([m], _pg_tmink([m], [0.875f]))m4_dnl
_pg_ts([$1], [z], [m * m])m4_dnl
_pg_ts([$1], [r], [z * a6])m4_dnl
_pg_ts([$1], [r], [r + a5])m4_dnl
_pg_ts([$1], [r], [r * z])m4_dnl
_pg_ts([$1], [r], [r + a4])m4_dnl
_pg_ts([$1], [r], [r * z])m4_dnl
_pg_ts([$1], [r], [r + a3])m4_dnl
_pg_ts([$1], [r], [r * z])m4_dnl
_pg_ts([$1], [r], [r + a2])m4_dnl
_pg_ts([$1], [r], [r * z])m4_dnl
_pg_ts([$1], [r], [r + a1])m4_dnl
_pg_ts([$1], [r], [r * z])m4_dnl
_pg_ts([$1], [r], [r + a0])m4_dnl
_pg_ts([$1], [r], [r * m])m4_dnl
_pg_ts([$1], [m], [m + r])m4_dnl
_pg_ts([$1], [m], [m * v])m4_dnl
_pg_tret([$1], [q + m])[}
]])

# Division: floats IEEE (f16 and bf16 through float, rounded once);
# integers truncate, a zero divisor gives all ones (-1, or the maximum),
# MIN / -1 is MIN (modulo 2^W), as RISC-V's DIV defines them.
m4_define([_pg_helper_div],
[m4_ifelse(pg_dt([$1], [is_float]), [1],
[_pg_fhelper([div], [$1], _pg_fparams2([$1]), [[a / b]])],
pg_dt([$1], [is_signed]), [1],
[[
static inline ]_pg_ct([$1])[ pgr_div_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ b)
{
    return b == 0 ? (]_pg_ct([$1])[)-1 : ]_pg_wrap([$1], [(uint64_t)((int64_t)a / b)])[;
}
]],
[[
static inline ]_pg_ct([$1])[ pgr_div_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ b)
{
    return b == 0 ? (]_pg_ct([$1])[)-1 : (]_pg_ct([$1])[)(a / b);
}
]])])

# Remainders.  Floats: the instruction sequence both devices run, each
# step rounded in float (so not fmodf): q = a / b, t = floor(q) (rem) or
# trunc(q) (fmod), m = t * b, r = a - m; f16 and bf16 widened to float,
# the result rounded once.  Integers (through int64_t, no overflow): fmod
# is C's truncating %, a zero divisor gives a, MIN % -1 gives 0; rem is
# the floor remainder, with the divisor's sign: % plus b when the two
# signs differ and % is not 0.
m4_define([_pg_rem_int],
[[
static inline ]_pg_ct([$2])[ pgr_$1_]$2[(]_pg_ct([$2])[ a, ]_pg_ct([$2])[ b)
{
    int64_t r = b == 0 ? (int64_t)a : (int64_t)a % (int64_t)b;
    return (]_pg_ct([$2])[)(]m4_ifelse([$1] pg_dt([$2], [is_signed]), [rem 1],
[[r != 0 && (r < 0) != (b < 0) ? r + b : r]], [[r]])[);
}
]])
m4_define([_pg_rem],
[m4_ifelse(pg_dt([$2], [is_float]), [0], [_pg_rem_int([$1], [$2])],
[_pg_fhelper([$1], [$2], _pg_fparams2([$2]), [[a - $3(a / b) * b]])])])
m4_define([_pg_helper_rem], [_pg_rem([rem], [$1], [floorf])])
m4_define([_pg_helper_fmod], [_pg_rem([fmod], [$1], [truncf])])

# exp(a - b) as tsub then texp: the difference rounded to the dtype, then
# expf of it, rounded once more (trowexpandexpdif).
m4_define([_pg_helper_expdif],
[m4_ifelse([$1], [f32], [_pg_fhelper([expdif], [$1], _pg_fparams2([$1]), [[expf(a - b)]])],
[_pg_fhelper([expdif], [$1], _pg_fparams2([$1]), [[expf(]_pg_fin([$1], _pg_fout([$1], [a - b]))[)]])])])

# The row sum in the order docs/semantics.md pins (trowsum): the N values
# in chunks of E = 256 / sizeof(T) lanes added lane-wise into acc (a lane
# a partial last chunk lacks keeps its value), then the min(N, E) lanes of
# acc added by adjacent pairs over all E lanes, those past N holding +0
# (vcadd's masked lanes): the same as the tree over the min(N, E) lanes,
# an odd last value passed on, then + 0 when N < E (adding +0 only turns
# -0 into +0); each add is tadd's, rounded to the dtype.  A row split
# into chunks (multiples of E) carries acc from chunk to chunk and folds
# it after the last: the same adds in the same order.
m4_define([_pg_rowsum_lanes], [m4_eval(256 / (_pg_bits([$1]) / 8))])
m4_define([_pg_helper_rowsum],
[[
/* x@{0..n), columns k0.. of a row (k0 a multiple of ]_pg_rowsum_lanes([$1])[), added lane-wise
 * into acc in the pinned order; a row's first ]_pg_rowsum_lanes([$1])[ values are copied */
static inline void pgr_rowsum_acc_]$1[(]_pg_ct([$1])[ *acc, const ]_pg_ct([$1])[ *x, uint32_t n, uint32_t k0)
{
    uint32_t k = 0;
    if (k0 == 0) {
        if (n >= ]_pg_rowsum_lanes([$1])[u)
            memcpy(acc, x, ]_pg_rowsum_lanes([$1])[u * sizeof *acc);
        else
            for (uint32_t l = 0; l < n; ++l)
                acc@{l@} = x@{l@};
        k = ]_pg_rowsum_lanes([$1])[u;
    }
    /* whole chunks, then a partial one: a loop of a constant count vectorizes */
    for (; k + ]_pg_rowsum_lanes([$1])[u <= n; k += ]_pg_rowsum_lanes([$1])[u)
        for (uint32_t l = 0; l < ]_pg_rowsum_lanes([$1])[u; ++l)
            acc@{l@} = ]_pg_f2([$1], [acc@{l@}], [+], [x@{k + l@}])[;
    for (uint32_t l = 0; k + l < n; ++l)
        acc@{l@} = ]_pg_f2([$1], [acc@{l@}], [+], [x@{k + l@}])[;
}

]_pg_rs_pair_def([$1])[
/* the sum of a row of n values (n >= 1) from its lanes acc: pairs */
static inline ]_pg_ct([$1])[ pgr_rowsum_fold_]$1[(]_pg_ct([$1])[ *acc, uint32_t n)
{
    ]_pg_ct([$1])[ zero = 0;
    if (n >= ]_pg_rowsum_lanes([$1])[u) {
        /* every lane: the same pairs, a level a loop of a constant count
         * (it vectorizes), from acc to b and back */
        ]_pg_ct([$1])[ b@{]m4_eval(_pg_rowsum_lanes([$1]) / 2)[@};
]_pg_rs_level([$1], [128])_pg_rs_level([$1], [64])_pg_rs_level([$1], [32])_pg_rs_level([$1], [16])m4_dnl
_pg_rs_level([$1], [8])_pg_rs_level([$1], [4])_pg_rs_level([$1], [2])_pg_rs_level([$1], [1])[        return ]_pg_rs_to([$1], [1])[@{0@};
    }
    uint32_t len = n;
    while (len > 1) {
        const uint32_t half = len / 2;
        for (uint32_t j = 0; j < half; ++j)
            acc@{j@} = ]_pg_f2([$1], [acc@{2 * j@}], [+], [acc@{2 * j + 1@}])[;
        if (len & 1u)
            acc@{half@} = acc@{len - 1@};
        len = half + (len & 1u);
    }
    return ]_pg_f2([$1], [acc@{0@}], [+], [zero])[;
}

/* sum of x@{0..n) (n >= 1) in the pinned order: ]_pg_rowsum_lanes([$1])[ lanes, then pairs */
static inline ]_pg_ct([$1])[ pgr_rowsum_]$1[(const ]_pg_ct([$1])[ *x, uint32_t n)
{
    ]_pg_ct([$1])[ acc@{]_pg_rowsum_lanes([$1])[@};
    pgr_rowsum_acc_]$1[(acc, x, n, 0);
    return pgr_rowsum_fold_]$1[(acc, n);
}
]])

# _pg_rs_level(DT, H): the fold's level of H pairs when the lanes have
# one, reading what the level before wrote (_pg_rs_from: acc when the
# levels before it, log2(E / 2H), are even in number) into the other
# array (_pg_rs_to).
m4_define([_pg_rs_from],
[m4_ifelse(m4_eval((_pg_rowsum_lanes([$1]) / (2 * $2)) & 85), [0], [[b]], [[acc]])])
m4_define([_pg_rs_to], [m4_ifelse(_pg_rs_from([$1], [$2]), [acc], [[b]], [[acc]])])
m4_define([_pg_rs_level],
[m4_ifelse(m4_eval([$2] < _pg_rowsum_lanes([$1])), [1],
[[        for (uint32_t j = 0; j < ]$2[u; ++j)
            ]_pg_rs_to([$1], [$2])[@{j@} = ]_pg_rs_pair([$1], _pg_rs_from([$1], [$2])[@{2 * j@}], _pg_rs_from([$1], [$2])[@{2 * j + 1@}])[;
]])])

# _pg_rs_pair(DT, A, B): a pair of the fold, A + B.  The sum of two NaNs
# is the first operand's on x86 (quieted), and the scalar fold's code put
# A first; vectorized, the compiler may put either first, so f32 and bf16
# take A's NaN where A is one, chosen on bits with no branch
# (pgr_rowsum_pair_DT; A + A is A quieted).  f16's sum is pinned already
# (pgr_f16_sum), integers have no NaN.
m4_define([_pg_rs_pinned], [m4_ifelse([$1], [f32], [1], [$1], [bf16], [1], [0])])
m4_define([_pg_rs_pair],
[m4_ifelse(_pg_rs_pinned([$1]), [1], [[pgr_rowsum_pair_]$1[(]$2[, ]$3[)]], [_pg_f2([$1], [$2], [+], [$3])])])
m4_define([_pg_rs_pair_def],
[m4_ifelse(_pg_rs_pinned([$1]), [1],
[[
/* a + b, and where a is a NaN a quieted, as the fold's scalar code gave:
 * x86 returns the first operand's NaN, a vectorized loop may put b first */
static inline ]_pg_ct([$1])[ pgr_rowsum_pair_]$1[(]_pg_ct([$1])[ a, ]_pg_ct([$1])[ b)
{
    const float fa = ]m4_ifelse([$1], [f32], [[a]], [_pg_fin([$1], [a])])[;
    const float s = fa + ]m4_ifelse([$1], [f32], [[b]], [_pg_fin([$1], [b])])[, t = fa + fa;
    uint32_t us, ut;
    memcpy(&us, &s, sizeof us);
    memcpy(&ut, &t, sizeof ut);
    const uint32_t m = 0u - (uint32_t)(fa != fa);
    us = (us & ~m) | (ut & m);
    float r;
    memcpy(&r, &us, sizeof r);
    return ]m4_ifelse([$1], [f32], [[r]], [_pg_fout([$1], [r])])[;
}
]])])

# The row product in the order docs/semantics.md pins (trowprod, pto-isa's
# a5/TRowProd.hpp): E = 256 / sizeof(T) lanes from 1, the N values in
# chunks of E multiplied lane-wise into them (a lane a partial last chunk
# lacks keeps its value), then the E lanes folded by halves, lane j times
# lane j + n/2; each multiply is tmul's, rounded to the dtype (integers
# through unsigned arithmetic: the low W bits).  A row split into chunks
# (multiples of E) carries acc from chunk to chunk and folds it after the
# last: the same multiplies in the same order.
m4_define([_pg_helper_rowprod],
[[
/* x@{0..n), columns k0.. of a row (k0 a multiple of ]_pg_rowsum_lanes([$1])[), multiplied
 * lane-wise into acc in the pinned order; a row's lanes start at 1 */
static inline void pgr_rowprod_acc_]$1[(]_pg_ct([$1])[ *acc, const ]_pg_ct([$1])[ *x, uint32_t n, uint32_t k0)
{
    if (k0 == 0)
        for (uint32_t l = 0; l < ]_pg_rowsum_lanes([$1])[u; ++l)
            acc@{l@} = ]_pg_rowprod_one([$1])[;
    uint32_t k = 0;
    /* whole chunks, then a partial one: a loop of a constant count vectorizes */
    for (; k + ]_pg_rowsum_lanes([$1])[u <= n; k += ]_pg_rowsum_lanes([$1])[u)
        for (uint32_t l = 0; l < ]_pg_rowsum_lanes([$1])[u; ++l)
            acc@{l@} = ]_pg_f2([$1], [acc@{l@}], [*], [x@{k + l@}])[;
    for (uint32_t l = 0; k + l < n; ++l)
        acc@{l@} = ]_pg_f2([$1], [acc@{l@}], [*], [x@{k + l@}])[;
}

/* the product of a row of n values from its lanes acc: halves, lane j
 * times lane j + n/2 (every lane takes part, whatever n is) */
static inline ]_pg_ct([$1])[ pgr_rowprod_fold_]$1[(]_pg_ct([$1])[ *acc, uint32_t n)
{
    (void)n;
    for (uint32_t half = ]_pg_rowsum_lanes([$1])[u / 2; half >= 1; half /= 2)
        for (uint32_t j = 0; j < half; ++j)
            acc@{j@} = ]_pg_f2([$1], [acc@{j@}], [*], [acc@{j + half@}])[;
    return acc@{0@};
}

/* product of x@{0..n) (n >= 1) in the pinned order: ]_pg_rowsum_lanes([$1])[ lanes, then halves */
static inline ]_pg_ct([$1])[ pgr_rowprod_]$1[(const ]_pg_ct([$1])[ *x, uint32_t n)
{
    ]_pg_ct([$1])[ acc@{]_pg_rowsum_lanes([$1])[@};
    pgr_rowprod_acc_]$1[(acc, x, n, 0);
    return pgr_rowprod_fold_]$1[(acc, n);
}
]])
# 1 in dtype DT's C type (f16 and bf16 as their bits)
m4_define([_pg_rowprod_one],
[m4_ifelse([$1], [f32], [[1.0f]], [$1], [f16], [[(uint16_t)0x3c00u]], [$1], [bf16], [[(uint16_t)0x3f80u]],
           [[(]_pg_ct([$1])[)1]])])

# _pg_is_math(KIND, DT): 1 if the helper calls <math.h>
m4_define([_pg_is_math],
[m4_ifelse([$1], [exp], [1], [$1], [expdif], [1], [$1], [sigmoid], [1], [$1], [tanh], [1], [$1], [erf], [1], [$1], [log], [1], [$1], [sqrt], [1], [$1], [rsqrt], [1], [$1], [cvtlib], [1],
           [$1], [rem], [pg_dt([$2], [is_float])], [$1], [fmod], [pg_dt([$2], [is_float])],
           [$1], [abs], [m4_ifelse([$2], [f32], [1])])])
m4_define([pg_helpers_need_math], [m4_ifelse(pg_helpers_map([_pg_is_math]), [], [0], [1])])
# _pg_is_string(KIND, DT): 1 if the helper calls memcpy (<string.h>): the
# f16 and bf16 conversions, treshape's bit moves, the row sums, the float
# helpers that choose on bits, a float's rint to a small integer (pgr_pick32)
m4_define([_pg_is_string],
[m4_ifelse(m4_regexp([$1], [^cvt_]), [0],
           [m4_ifelse(m4_patsubst([$1], [^cvt_\(\w+\)_\(\w+\)$], [_pg_cvt_kind([\1], [\2], [$2])]), [small], [1])],
           [$1], [f16], [1], [$1], [bf16], [1], [$1], [rowsum], [1], [$1], [rowprod], [1], [$1], [lrelu], [1], [$1], [prelu], [1],
           [$1], [max], [pg_dt([$2], [is_float])], [$1], [min], [pg_dt([$2], [is_float])],
           m4_regexp([$1], [^reshape_]), [0], [1])])
m4_define([pg_helpers_need_string], [m4_ifelse(pg_helpers_map([_pg_is_string]), [], [0], [1])])

# ---- treshape -------------------------------------------------------------
# _pg_helper_reshape(SRC, DST): pgr_reshape_<SRC>_<DST>, the element's bit
# pattern as DST (the same size): memcpy, so no aliasing rule is broken
# and every pattern (NaN payloads, -0, subnormals) moves unchanged
m4_define([_pg_helper_reshape],
[[
/* the bits of a ]$1[ as a ]$2[ */
static inline ]_pg_ct([$2])[ pgr_reshape_$1_$2(]_pg_ct([$1])[ a)
{
    ]_pg_ct([$2])[ r;
    memcpy(&r, &a, sizeof r);
    return r;
}
]])

pg_include([common/convert.m4])
