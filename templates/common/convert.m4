m4_divert(-1)
# convert.m4 - the scalar helpers of tcvt (pg_helper(cvt_SRC_DST, ROUND),
# cvtlib and the pair-specific ones), read by common/helpers.m4, whose
# pg_helper dispatches a cvt_ kind here.  Split from helpers.m4 along
# its conversion section; the rules of its header hold here too.

# ---- tcvt -----------------------------------------------------------------
# Every conversion computes the exact value in double (every f32, f16,
# bf16 and 32-bit integer is one) and rounds it once, as the simulators'
# sim_cvt_elem does; the rounding modes are rint round floor ceil trunc odd
# (0 to 5: odd truncates and sets the last bit if anything was dropped).
m4_define([_pg_helper_cvtlib],
[[
/* X rounded to an integral value by MODE (0 rint, 1 round, 2 floor, 3 ceil,
 * 4 trunc, 5 odd); 2^52 and beyond, inf and NaN are returned as they are */
static inline double pgr_round_int(double x, int mode)
{
    if (!(fabs(x) < 4503599627370496.0))
        return x;
    double t = (double)(int64_t)x, f = x - t, af = fabs(f), sg = x < 0 ? -1.0 : 1.0;
    int odd = (int)((int64_t)t & 1);
    if (f != 0) {
        if ((mode == 0 && (af > 0.5 || (af == 0.5 && odd))) || (mode == 1 && af >= 0.5) ||
            (mode == 5 && !odd))
            t += sg;
        else if (mode == 2 && f < 0)
            t -= 1.0;
        else if (mode == 3 && f > 0)
            t += 1.0;
    }
    return t == 0 ? copysign(0.0, x) : t;
}

/* X rounded by MODE to a float format with MANT fraction bits and normal
 * exponents EMIN..EMAX (subnormals kept); past the largest finite value,
 * IEEE 754 for the mode: inf under rint and round, the largest finite
 * under trunc and odd, by the sign under floor and ceil */
static inline double pgr_round_fmt(double x, int mant, int emin, int emax, int mode)
{
    if (x == 0 || x != x || isinf(x))
        return x;
    int e;
    (void)frexp(x, &e); /* |x| in @{2^(e-1), 2^e) */
    int q = (e - 1 < emin ? emin : e - 1) - mant;
    double v = ldexp(pgr_round_int(ldexp(x, -q), mode), q);
    double mx = ldexp(2.0 - ldexp(1.0, -mant), emax);
    if (fabs(v) > mx) {
        int up = mode <= 1 || (mode == 3 && x > 0) || (mode == 2 && x < 0);
        return up ? copysign(INFINITY, x) : copysign(mx, x);
    }
    return v == 0 ? copysign(0.0, x) : v;
}
]])

m4_define([_pg_rmode],
[m4_ifelse([$1], [rint], 0, [$1], [round], 1, [$1], [floor], 2, [$1], [ceil], 3, [$1], [trunc], 4, 5)])
m4_define([_pg_xval],
[m4_ifelse([$1], [f16], [[pgr_f16_to_f32(a)]], [$1], [bf16], [[pgr_bf16_to_f32(a)]], [[a]])])
m4_define([_pg_fmt],
[m4_ifelse([$1], [f16], [[10, -14, 15]], [$1], [bf16], [[7, -126, 127]], [[23, -126, 127]])])
m4_define([_pg_fromv],
[m4_ifelse([$1], [f16], [[pgr_f16_from_f32((float)]$2[)]], [$1], [bf16], [[pgr_bf16_from_f32((float)]$2[)]],
           [[(float)]$2])])
m4_define([_pg_ilo],
[m4_ifelse([$1], [i8], [[-128.0]], [$1], [i16], [[-32768.0]], [$1], [i32], [[-2147483648.0]], [[0.0]])])
m4_define([_pg_ihi],
[m4_ifelse([$1], [i8], [[127.0]], [$1], [u8], [[255.0]], [$1], [i16], [[32767.0]], [$1], [u16], [[65535.0]],
           [$1], [i32], [[2147483647.0]], [[4294967295.0]])])
# _pg_helper_cvt(SRC, MODE, DST): pgr_cvt_<SRC>_<MODE>_<DST>; the
# conversions between floats that the f16 and bf16 helpers already are,
# with no double: f16 or bf16 to f32 is exact in any mode, f32 to f16 or
# bf16 under rint is one rounding to nearest even (ptogen.convert/ checks
# both against the double path on every 16-bit input and on every
# rounding case of f32).
m4_define([_pg_cvt_kind],
[m4_ifelse([$1 $3], [f16 f32], [widen], [$1 $3], [bf16 f32], [widen],
           [$1 $2 $3], [f32 rint f16], [narrow], [$1 $2 $3], [f32 rint bf16], [narrow],
           [$1 $2 $3], [f32 odd f16], [odd],
           pg_dt([$1], [is_float]) [$2] m4_eval(_pg_bits([$3]) <= 16 && !pg_dt([$3], [is_float])), [1 rint 1], [small],
           [lib])])
m4_define([_pg_helper_cvt], [m4_indir([_pg_helper_cvt_]_pg_cvt_kind([$1], [$2], [$3]), [$1], [$2], [$3])])
m4_define([_pg_helper_cvt_widen],
[[
/* ]$1[ -> f32, ]$2[: exact; a NaN comes out quiet, as through double */
static inline float pgr_cvt_$1_$2_f32(uint16_t a)
{
    float f = ]_pg_xval([$1])[;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    u |= (uint32_t)((u & 0x7fffffffu) > 0x7f800000u) << 22;
    memcpy(&f, &u, sizeof f);
    return f;
}
]])
m4_define([_pg_helper_cvt_narrow],
[[
/* f32 -> ]$3[, rint: one rounding to nearest even */
static inline uint16_t pgr_cvt_f32_rint_$3(float a)
{
    return pgr_$3_from_f32(a);
}
]])
# f32 -> f16, odd: the value truncated to f16, the last bit set when any
# bit was dropped; past the largest finite, the largest finite (infinity
# and NaN as pgr_f16_from_f32 has them: a NaN quiet, its payload's top).
# Below 2^-14 the value is counted in steps of 2^-24 (exact in float: a
# power of two's multiple).  Every case is computed and the result chosen
# with masks: a choice between values (c ? sub : normal) let gcc 12 sink
# the float steps into a branch, and the loop stayed scalar.
m4_define([_pg_helper_cvt_odd],
[[
/* f32 -> f16, odd: truncated, the last bit set if anything was dropped */
static inline uint16_t pgr_cvt_f32_odd_f16(float a)
{
    uint32_t x, ax, small;
    memcpy(&x, &a, sizeof x);
    ax = x & 0x7fffffffu;
    small = ax < 0x38800000u ? ax : 0x38800000u;
    float sf;
    memcpy(&sf, &small, sizeof sf);
    const float steps = sf * 16777216.0f; /* below 2^-14: |a| / 2^-24, under 2^10 */
    const int32_t whole = (int32_t)steps;
    const uint32_t sub = (uint32_t)whole | (uint32_t)((float)whole != steps);
    uint32_t normal = ((ax - 0x38000000u) >> 13) | (uint32_t)((ax & 0x1fffu) != 0);
    normal = normal > 0x7bffu ? 0x7bffu : normal;
    const uint32_t ks = 0u - (uint32_t)(ax < 0x38800000u), ki = 0u - (uint32_t)(ax == 0x7f800000u);
    const uint32_t kn = 0u - (uint32_t)(ax > 0x7f800000u); /* NaN: as pgr_f16_from_f32 */
    const uint32_t v = (((sub & ks) | (normal & ~ks)) & ~(ki | kn)) | (0x7c00u & ki) |
                       ((0x7e00u | ((ax >> 13) & 0x3ffu)) & kn);
    return (uint16_t)(((x >> 16) & 0x8000u) | v);
}
]])

# a float to an integer of at most 16 bits, rint: adding and taking away
# 1.5 * 2^23 rounds to an integer, to nearest even, where |x| < 2^22;
# past that it keeps the sign and a magnitude past every bound, which the
# clamp then takes as rint's value would be; NaN to 0.  The arithmetic
# comes before the choices, so gcc keeps the choices branch-free; and they
# choose bits (pgr_pick32), since gcc moves a choice of floats past the
# conversion to the integer and then blends the narrow results byte by
# byte, twice the instructions (BENCH.md, "quantisers").
m4_define([_pg_helper_cvt_small],
[_pg_pick32_def[
/* ]$1[ -> ]$3[, rint, saturated; NaN to 0 */
static inline ]_pg_ct([$3])[ pgr_cvt_$1_$2_$3(]_pg_ct([$1])[ a)
{
    float r = (]_pg_xval([$1])[ + 12582912.0f) - 12582912.0f;
    r = pgr_pick32(r < ]_pg_ilo([$3])[f, ]_pg_ilo([$3])[f, r);
    r = pgr_pick32(r > ]_pg_ihi([$3])[f, ]_pg_ihi([$3])[f, r);
    r = pgr_pick32(r != r, 0.0f, r);
    return (]_pg_ct([$3])[)(int32_t)r;
}
]])
# pgr_pick32(M, A, B): M ? A : B on the floats' bits, written once a file
m4_define([_pg_pick32_def],
[m4_ifdef([_pg_have_pick32], [], [m4_define([_pg_have_pick32], [1])[
/* m ? a : b on the bits of floats, with no branch and no float choice */
static inline float pgr_pick32(int m, float a, float b)
{
    uint32_t ua, ub;
    memcpy(&ua, &a, sizeof ua);
    memcpy(&ub, &b, sizeof ub);
    const uint32_t k = 0u - (uint32_t)(m != 0);
    ua = (ua & k) | (ub & ~k);
    memcpy(&a, &ua, sizeof a);
    return a;
}
]])])
m4_define([_pg_helper_cvt_lib],
[[
/* ]$1[ -> ]$3[, ]$2[ */
static inline ]_pg_ct([$3])[ pgr_cvt_$1_$2_$3(]_pg_ct([$1])[ a)
{
    double x = (double)]_pg_xval([$1])[;
]m4_ifelse(pg_dt([$3], [is_float]), [1],
[m4_ifelse([$1], [$3],
[[    return (float)pgr_round_int(x, ]_pg_rmode([$2])[);
]],
[[    return ]_pg_fromv([$3], [pgr_round_fmt(x, ]_pg_fmt([$3])[, ]_pg_rmode([$2])[)])[;
]])],
[[    const double lo = ]_pg_ilo([$3])[, hi = ]_pg_ihi([$3])[;
    double r = x != x ? 0.0 : pgr_round_int(x, ]_pg_rmode([$2])[);
    return (]_pg_ct([$3])[)(r < lo ? lo : r > hi ? hi : r);
]])[}
]])
