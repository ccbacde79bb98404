// peer/cpu-gen.cpp - expected outputs from pto-isa's CPU simulator.
//
//   cpu-gen OP DTYPE COMMIT > DATAFILE   run OP on DTYPE, print the data file
//   cpu-gen OP DTYPE COMMIT DST=ROUND,... > DATAFILE
//                                        a conversion: an output per
//                                        destination dtype and round value
//   cpu-gen OP DTYPE COMMIT DST... > DATAFILE
//                                        a bit view (treshape): an output
//                                        per destination dtype
//   cpu-gen --cannot OP DTYPE            print why pto-isa's CPU backend
//                                        cannot be compared on it (exit 0),
//                                        or exit 1 (it can) or 2 (no row)
//   cpu-gen --list                       the table, one line per row
//
// Runs one PTO op of pto-isa's CPU backend (include/pto/cpu, built with
// -D__CPU_SIM) on fixed deterministic inputs and prints them with its
// outputs as a data file for testsuite/ptogen.peer/ (format in
// testsuite/ptogen.peer/peer.exp).  peer/cpu-run builds and runs it for
// every (op, dtype) of `ptogen --list-ops -t host` but bf16.
//
// Inputs the CPU code does not define are never recorded: a candidate
// whose result the C++ of the CPU op leaves undefined (signed overflow of
// the promoted type, division by zero, a shift count outside [0, 32)) is
// skipped, and so is one on which the CPU
// code defines the op differently from ptogen on purpose (-0 and NaN in
// comparisons, rounding once in double); the file's header says how many
// were skipped and why.  Everything else (edge values first, then
// pseudo-random ones from a fixed seed) is recorded as it comes.  A
// conversion's inputs feed all its outputs, so there the same rules leave
// out an element of one output instead (written as dashes, and converted
// from 0 so the undefined case never runs), or a whole output.
//
// Adding an op to the peer suite is one line of PEER_TABLE below: a ROW
// when pto-isa's CPU backend runs it, a CANNOT (with the reason) when it
// does not implement it or defines it differently on purpose.
#include <pto/pto-inst.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

using namespace pto;

namespace {

constexpr int kRows = 6;  // M of the recorded matrices
constexpr int kCols = 48; // valid columns; the tiles have 64
constexpr int kN = kRows * kCols;

// dtypes, as bit sets
enum : unsigned {
    I8 = 1u << 0,
    U8 = 1u << 1,
    I16 = 1u << 2,
    U16 = 1u << 3,
    I32 = 1u << 4,
    U32 = 1u << 5,
    F16 = 1u << 6,
    F32 = 1u << 7,
    INTS = I8 | U8 | I16 | U16 | I32 | U32,
    FLOATS = F16 | F32,
    ALL = INTS | FLOATS,
};
const char *const kDtypeNames[] = {"i8", "u8", "i16", "u16", "i32", "u32", "f16", "f32"};

template <typename T> constexpr unsigned dt_bit()
{
    if constexpr (std::is_same_v<T, int8_t>) return I8;
    else if constexpr (std::is_same_v<T, uint8_t>) return U8;
    else if constexpr (std::is_same_v<T, int16_t>) return I16;
    else if constexpr (std::is_same_v<T, uint16_t>) return U16;
    else if constexpr (std::is_same_v<T, int32_t>) return I32;
    else if constexpr (std::is_same_v<T, uint32_t>) return U32;
    else if constexpr (std::is_same_v<T, half>) return F16;
    else return F32;
}

// How an op's operands are passed, and what a data file holds for it.
enum Form {
    UN,    // input a                   CALL uses y, a
    BIN,   // inputs a, b               y, a, b
    SHIFT, // inputs a, b; b a count    y, a, b (counts below W come first)
    TERN,  // inputs a, b, c            y, a, b, c
    SCA,   // input a, scalar s         y, a, s
    SCA2,  // inputs a, b, scalar s     y, a, b, s (spec: src: [a, b], scalar)
    FILL,  // scalar s                  y, s (spec: no src, inputs: [])
    SEL,   // inputs a, b, mask m       y, m, a, b
    CMP,   // inputs a, b; a mask output per mode: y (0 or 1 per element) or
           // ym (packed, 8 bytes a row), a, b, mode (a CmpMode)
    CMPS,  // input a, scalar s; as CMP: y or ym, a, s, mode
    CVT,   // input a; an output per (dst dtype, round value) of the
           // conversions cpu-run passes, "y_DST_ROUND": yd (a tile of
           // dtype DST), a, rmode (a RoundMode)
    VIEW,  // input a; an output per dst dtype of the bit views cpu-run
           // passes, "y_DST": yd (a tile of dtype DST), a
    ROWRED, // input a; output y per-row ("output y row": rows lines of
            // one value): yr (a tile of one valid column), a, tmp
    COLRED, // input a; output y per-col, written on every row ("output y
            // colexpanded": peer.exp's spec expands it with tcolexpand,
            // whose own case shows that exact): yc (one valid row), a
    ROWX,   // input a per-row ("input a row", the first rows candidates):
            // y, ar (a tile of one valid column)
    COLX,   // input a per-col ("input a col", one line of the first cols
            // candidates): y, ac (a tile of one valid row)
    ROWBIN, // input a, input b per-row ("input b row"): y, a, br; the
            // skip rule sees each element of a with its row's b
    COLBIN, // input a, input b per-col ("input b col"): y, a, bc; with
            // its column's b
    // The keyed forms (cpu-keyed.hpp): an output per value of an op key,
    // "output NAME [SHAPE] args KEY: VALUE, ...", the call's keys in ex
    // (Keys<T>); the row's rule is asked per output (v.key, v.s).
    TRI,   // no input; an output per (upper, diagonal) of kDiagonals, the
           // spec's tile of kTriTile rows ("tilerows"): y, ex
    CI,    // no input; an output per (start, descending), "colexpanded"
           // (peer.exp's spec expands the per-col tile): y, ex (v.s the
           // start, v.key descending)
    PAD,   // input a narrow ("input a narrow 20": its kNarrow valid
           // columns); an output per pad key: y, a, ex (v.key the pad)
    TRANS, // input a; output y per-trans ("output y trans": cols lines of
           // rows elements, the vc x M matrix): ex (ex.trans), a
    SORT,  // input a, input b u32 ("input b u32": indices increasing along
           // each row); output y per-pairs ("output y pairs": rows lines of
           // 2 x cols elements, value and index bits): ex (ex.pairs), a
};
const char *const kFormNames[] = {"unary",  "binary",  "shift",    "ternary", "scalar",
                                  "scalar2", "fill",   "select",   "compare", "compares",
                                  "convert", "reshape", "rowreduce", "colreduce",
                                  "rowexpand", "colexpand", "rowbinary", "colbinary",
                                  "tri",      "index",   "fillpad",  "trans",   "sort"};
bool has_b(Form f)
{
    return f == BIN || f == SHIFT || f == TERN || f == SCA2 || f == SEL || f == CMP || f == ROWBIN ||
           f == COLBIN;
}
bool has_scalar(Form f) { return f == SCA || f == SCA2 || f == FILL || f == CMPS; }
bool is_compare(Form f) { return f == CMP || f == CMPS; }
bool is_keyed(Form f) { return f == TRI || f == CI || f == PAD || f == TRANS || f == SORT; }
bool has_input(Form f) { return f != FILL && f != TRI && f != CI; }
// A compare's modes, each one output "y_MODE" of the data file.
const CmpMode kModes[] = {CmpMode::EQ, CmpMode::NE, CmpMode::LT, CmpMode::LE, CmpMode::GT, CmpMode::GE};
const char *const kModeNames[] = {"eq", "ne", "lt", "le", "gt", "ge"};
// A conversion's round values, as ptogen spells them, and pto-isa's
// RoundMode of each; "any" (an exact pair) is every one of them.
enum Round { RINT, ROUND, FLOOR, CEIL, TRUNC, ODD, NONE, NROUNDS };
const char *const kRoundNames[] = {"rint", "round", "floor", "ceil", "trunc", "odd", "none"};
const RoundMode kRounds[] = {RoundMode::CAST_RINT, RoundMode::CAST_ROUND, RoundMode::CAST_FLOOR,
                             RoundMode::CAST_CEIL, RoundMode::CAST_TRUNC, RoundMode::CAST_ODD,
                             RoundMode::CAST_NONE};

// What a conversion needs to know of a dtype (in kDtypeNames' order).
struct DtypeInfo {
    bool is_float;
    double lo, hi; // an integer's range, a float's largest finite values
    int digits;    // an integer's value bits, a float's significand bits
};
const DtypeInfo kDtypeInfo[] = {
    {false, -128.0, 127.0, 7},                                  // i8
    {false, 0.0, 255.0, 8},                                     // u8
    {false, -32768.0, 32767.0, 15},                             // i16
    {false, 0.0, 65535.0, 16},                                  // u16
    {false, -2147483648.0, 2147483647.0, 31},                   // i32
    {false, 0.0, 4294967295.0, 32},                             // u32
    {true, -65504.0, 65504.0, 11},                              // f16
    {true, -3.4028234663852886e38, 3.4028234663852886e38, 24}, // f32
};
// The DtypeInfo of dtype bit BIT.
const DtypeInfo &dtype_info(unsigned bit)
{
    unsigned i = 0;
    while (bit > 1u << i)
        i++;
    return kDtypeInfo[i];
}

// Why a candidate is left out (the data file's header repeats it).
const char *const kOverflow =
    "the result or a step of it overflows the signed type the CPU code computes in (the "
    "dtype promoted to int, or int32_t itself): undefined behaviour in C++ (ptogen wraps "
    "modulo 2^W)";
const char *const kCount =
    "a shift count outside [0, 32): the CPU code's C++ shift of the promoted value is "
    "undefined for negative counts and counts of 32 or more (ptogen shifts every bit out)";
const char *const kDiv = "integer division by zero, or a quotient that overflows: undefined behaviour in the "
                         "CPU code's C++";

template <typename T> uint32_t bits(T v)
{
    uint32_t b = 0;
    std::memcpy(&b, &v, sizeof v);
    return b;
}

// Where pto-isa's CPU code defines an op differently from ptogen on
// purpose (docs/semantics.md, "Against pto-isa's CPU simulator").
const char *const kNegZero =
    "src is -0: the CPU code compares (src < 0 ? -src : src, std::max(src, 0)) and keeps -0, "
    "where ptogen gives +0 (IEEE abs clears the sign bit; max(-0, +0) is +0)";
const char *const kMinMax =
    "src1 is NaN and src0 is not, or the two are zeros of opposite signs: the CPU's std::max "
    "and std::min return src0 when the operands are unordered or compare equal, where ptogen "
    "takes IEEE 754-2019 maximum and minimum (NaN if either is NaN, -0 < +0)";
const char *const kFoldNaNZero =
    "src is NaN or a zero: the CPU code folds a row or column with std::max, std::min or "
    "'>' and '<', which keep the first operand when the two are unordered or equal, where "
    "ptogen takes IEEE 754-2019 maximum and minimum (NaN if either is NaN, -0 < +0)";
const char *const kCmpsEq =
    "src is NaN, or within 1e-9 of the scalar but not equal to it: the CPU TCMPS takes eq and "
    "ne as |src - scalar| < 1e-9 and > 1e-9 in double (false for NaN, also for ne), where "
    "ptogen compares the values (a NaN is ne everything)";
const char *const kRsqrt = "1 / sqrt(src) rounded once (the CPU code computes it in double) differs from "
                           "sqrt(src) rounded to the dtype, then 1 / that rounded (ptogen, as the "
                           "NPUs' square root and division)";

// Where pto-isa's CPU TCVT differs from ptogen's tcvt: it converts a float
// to an integer type by rounding in double by the mode, then static_cast;
// everything else is a static_cast alone, whatever the mode.  A reason
// for one element of one conversion's output, or, when it holds for every
// element (it does not depend on the value), for the whole output.
const char *const kCvtRange =
    "the value rounded by the mode is NaN or its integral part is outside the "
    "destination's range: the CPU code converts it with static_cast, undefined in C++ "
    "(ptogen saturates to the range, NaN to 0)";
const char *const kCvtWrap =
    "the value is outside the destination's range: the CPU code's static_cast "
    "takes it modulo 2^W, where ptogen saturates to the range";
const char *const kCvtNearest =
    "the CPU TCVT converts to a float dtype with static_cast, which rounds to nearest even "
    "whatever the mode, where ptogen rounds by the mode (rint and none agree)";
const char *const kCvtOdd =
    "ptogen's odd is round to odd (truncate, then set the last bit if anything was dropped); "
    "the CPU TCVT's CAST_ODD rounds half to odd, and only to an integer dtype: to a float "
    "dtype it is static_cast, to nearest even";
const char *const kCvtSame =
    "f32 to f32: the CPU TCVT's static_cast leaves the value as it is, where ptogen "
    "rounds it to an integral value by the mode";
const char *const kViewKinds =
    "the CPU TRESHAPE static_asserts that both element types are integers or both "
    "floating-point (or the same), so it does not compile for a view between an integer "
    "and a float dtype";
const char *const kSortNaNZero =
    "src is NaN or a zero: the CPU TSORT32 orders by '>' and '!=', which hold a NaN equal to "
    "nothing and unordered with everything (no strict weak order for std::stable_sort) and "
    "+0 equal to -0 (then the smaller index first), where ptogen orders by IEEE 754 "
    "totalOrder (+NaN first, +0 before -0, equal bits in column order)";
const char *const kPadLimits =
    "this g++'s std::numeric_limits has no specialization for _Float16 (pto-isa's CPU half; "
    "g++ 13 adds it), so the CPU TFILLPAD pads min and max with its default, 0, where ptogen "
    "pads with -inf and +inf";
const char *const kCvtBf16 =
    "bf16 is not recorded: pto-isa's CPU bfloat16_t is _Float16 unless built as "
    "C++23 with g++ 14 or later, so its results would be f16 ones";

// One candidate as the skip rules see it: the operands a, b, c and the
// scalar s as exact integers (x, y, z, k; 0 for floats) and as T.
template <typename T> struct Cand {
    T a, b, c, s;
    __int128 x, y, z, k;
    unsigned to = 0; // a conversion's output: its dtype (a bit)
    int round = 0;   // and its round value (enum Round)
    int key = 0;     // a keyed output's key: tci's descending, tfillpad's pad
    static constexpr int w = 8 * sizeof(T);

    // kOverflow if one of the exact values E does not fit T's promoted
    // type and that type is signed (an unsigned one wraps by definition).
    template <typename... E> const char *ovf(E... e) const
    {
        if constexpr (std::is_integral_v<T>) {
            using P = decltype(+T());
            if constexpr (std::is_signed_v<P>) {
                for (__int128 v : {(__int128)e...})
                    if (v < std::numeric_limits<P>::min() || v > std::numeric_limits<P>::max())
                        return kOverflow;
            }
        }
        return nullptr;
    }
    // The first reason of R... that is not null.
    template <typename... R> static const char *first(R... r)
    {
        for (const char *x : {r...})
            if (x)
                return x;
        return nullptr;
    }
    // kCount if the count N is not in [0, 32): the promoted shift's
    // range (counts in [W, 32) of 8- and 16-bit data shift every bit out,
    // as ptogen does)
    const char *count(__int128 n) const
    {
        return std::is_integral_v<T> && (n < 0 || n >= 32) ? kCount : nullptr;
    }
    // kNegZero if P is -0.
    static const char *negzero(T p)
    {
        if constexpr (!std::is_integral_v<T>)
            return (float)p == 0.0f && std::signbit((float)p) ? kNegZero : nullptr;
        return nullptr;
    }
    // kMinMax if std::max(P, Q) or std::min(P, Q) is not IEEE's maximum
    // or minimum: Q is NaN and P is not, or zeros of opposite signs.
    static const char *minmax(T p, T q)
    {
        if constexpr (!std::is_integral_v<T>) {
            const float fp = (float)p, fq = (float)q;
            if (fq != fq && fp == fp)
                return kMinMax;
            if (fp == 0.0f && fq == 0.0f && std::signbit(fp) != std::signbit(fq))
                return kMinMax;
        }
        return nullptr;
    }
    // kFoldNaNZero if P is NaN or a zero of either sign: what a fold
    // with std::max or std::min would decide unlike IEEE's maximum and
    // minimum, whatever the other operand.
    static const char *fold(T p)
    {
        if constexpr (!std::is_integral_v<T>)
            return (float)p != (float)p || (float)p == 0.0f ? kFoldNaNZero : nullptr;
        return nullptr;
    }
    // kCmpsEq if the CPU TCMPS's eq or ne of P and scalar Q is not IEEE's:
    // P is NaN, or 0 < |P - Q| < 1e-9.
    static const char *cmps_eq(T p, T q)
    {
        if constexpr (!std::is_integral_v<T>) {
            const double d = (double)p - (double)q;
            if (p != p || (d != 0 && std::fabs(d) < 1e-9))
                return kCmpsEq;
        }
        return nullptr;
    }
    // kRsqrt if 1 / sqrt(P) rounded once differs from the two roundings
    // of ptogen's trsqrt (any NaN equals any NaN).
    static const char *rsqrt(T p)
    {
        if constexpr (!std::is_integral_v<T>) {
            const T once = (T)(1.0 / std::sqrt((double)p));
            const T twice = (T)(1.0f / (float)(T)std::sqrt((float)p));
            const bool nan = (float)once != (float)once && (float)twice != (float)twice;
            return !nan && bits(once) != bits(twice) ? kRsqrt : nullptr;
        }
        return nullptr;
    }
    // Why the CPU TCVT's result for a, converted to dtype `to` under
    // `round`, is not ptogen's, or null: kCvtRange, kCvtWrap for a value;
    // kCvtNearest, kCvtOdd, kCvtSame for every value of the output.
    const char *cvt() const
    {
        const DtypeInfo &d = dtype_info(to), &src = dtype_info(dt_bit<T>());
        const double v = (double)a;
        if (!d.is_float) {
            if constexpr (std::is_integral_v<T>) {
                return v < d.lo || v > d.hi ? kCvtWrap : nullptr;
            } else {
                if (round == ODD)
                    return kCvtOdd;
                // the CPU code's value, then static_cast: defined when its
                // integral part fits (NaN fails both comparisons)
                const double r = std::trunc(applyRoundingToIntegral(v, kRounds[round]));
                return r >= d.lo && r <= d.hi ? nullptr : kCvtRange;
            }
        }
        if (to == dt_bit<T>())
            return kCvtSame;
        if (d.digits >= src.digits) // every value of T is one of the dtype's
            return nullptr;
        if (round == ODD)
            return kCvtOdd;
        return round == RINT || round == NONE ? nullptr : kCvtNearest;
    }
    // kViewKinds if the CPU TRESHAPE of T as dtype `to` does not compile
    // (one side integer, the other float), for every value of the output.
    const char *view() const
    {
        return dtype_info(to).is_float != dtype_info(dt_bit<T>()).is_float ? kViewKinds : nullptr;
    }
    // kSortNaNZero if P is NaN or a zero.
    static const char *sortkey(T p)
    {
        if constexpr (!std::is_integral_v<T>)
            return (float)p != (float)p || (float)p == 0.0f ? kSortNaNZero : nullptr;
        return nullptr;
    }
    // kPadLimits if the CPU TFILLPAD's pad `key` (min or max) is not
    // ptogen's for T: the compiler's numeric_limits does not know T.
    const char *limits() const
    {
        return !std::numeric_limits<T>::is_specialized && key != 0 ? kPadLimits : nullptr;
    }
    // kDiv if N / D is undefined in T's promoted type.
    const char *div(__int128 n, __int128 d) const
    {
        if constexpr (std::is_integral_v<T>)
            return d == 0 || ovf(n / d) ? kDiv : nullptr;
        return nullptr;
    }
};

// The scalar of an op: integers (T)i32 for 32-bit dtypes and (T)narrow for
// 8- and 16-bit ones (modulo 2^W), floats (T)fp.
struct Scalar {
    long long i32, narrow;
    double fp;
};
#define SC(i32, narrow, fp) Scalar{(long long)(i32), (long long)(narrow), (fp)}
#define NOSC Scalar{0, 0, 0.0}

// TRESHAPE(YD, A) where the CPU code compiles it (both element types
// integers or both floats, of one size); the other pairs are left out
// whole by the row's skip rule (kViewKinds), so never reach here.
template <typename D, typename S> void peer_treshape(D &yd, S &a)
{
    using DT = typename D::DType;
    using ST = typename S::DType;
    if constexpr (sizeof(DT) == sizeof(ST) &&
                  std::is_integral_v<DT> == std::is_integral_v<ST>)
        TRESHAPE(yd, a);
    else
        std::abort();
}

#include "cpu-keyed.hpp"

// PEER_TABLE(ROW, CANNOT): pto-isa's CPU call for every op of ptogen's host
// target, in --list-ops order; an op may have a ROW for some dtypes and a
// CANNOT for others.
//
// ROW(op, form, dtypes, scalar, skip, call)
//   form    Form: which inputs the data file holds and the names CALL uses
//           (y the output, a b c the input tiles, m the mask tile, s the
//           scalar, tmp a tile like y for ops whose signature takes one)
//   dtypes  the dtypes pto-isa's CPU op is run for (a bit set)
//   scalar  SC(i32, narrow, fp) for ops with a scalar, else NOSC
//   skip    an expression of the candidate v (Cand<T>) that is the reason
//           to leave it out, or nullptr to record it: v.ovf(...) for
//           signed overflow, v.count(n) for shift counts, v.div(n, d);
//           v.negzero, v.minmax, v.rsqrt where the CPU code differs on
//           purpose; v.first(...) for several.  A CVT row's rule is asked
//           for each element of each output instead (v.to, v.round: the
//           output's dtype and round value), and never leaves an input
//           out: v.cvt() leaves that element of that output unrecorded,
//           or the whole output when it holds for every element
//   call    the pto-isa call, through the public API of pto/pto-inst.hpp
//
// CANNOT(op, dtypes, reason)
//   pto-isa's CPU backend cannot be compared with ptogen on these dtypes:
//   it has no implementation, or it defines the op differently on purpose.
//   cpu-run lists them in data/declared, and peer.exp reports them.
//
// Rows for ops ptogen does not have yet are harmless: cpu-run only asks for
// the (op, dtype) pairs ptogen lists.  When ptogen gains one of them, check
// the recorded file against docs/semantics.md before trusting the row.
#define PEER_TABLE(ROW, CANNOT)                                                                    \
    ROW(tabs, UN, I16 | I32 | F16 | F32, NOSC, v.first(v.ovf(-v.x), v.negzero(v.a)), TABS(y, a))                             \
    CANNOT(tabs, I8 | U8 | U16 | U32, "TABS_IMPL static_asserts its dtype to i32, i16, f16 or f32")  \
    ROW(tadd, BIN, ALL, NOSC, v.ovf(v.x + v.y), TADD(y, a, b))                                      \
    ROW(taddc, TERN, ALL, NOSC, v.ovf(v.x + v.y, v.x + v.y + v.z), TADDC(y, a, b, c))               \
    ROW(tadds, SCA, ALL, SC(0x12345678, 0x1234, 0.75), v.ovf(v.x + v.k), TADDS(y, a, s))           \
    ROW(taddsc, SCA2, ALL, SC(0x6b8b4567, 0x6b8b, 1.25), v.ovf(v.x + v.k, v.x + v.k + v.y),         \
        TADDSC(y, a, s, b))                                                                        \
    ROW(tand, BIN, INTS, NOSC, nullptr, TAND(y, a, b))                                             \
    ROW(tands, SCA, INTS, SC(0x5a0ff0a5, 0x5aa5, 0), nullptr, TANDS(y, a, s))                      \
    ROW(tci, CI, I16 | U16 | I32 | U32 | F32, NOSC, v.ovf(v.key ? v.k - (kCols - 1) : v.k + (kCols - 1)), \
        peer_tci(y, ex))                                                                           \
    ROW(tcmp, CMP, ALL, NOSC, nullptr, TCMP(y, a, b, mode))                                        \
    ROW(tcmps, CMPS, ALL, SC(2, 2, 1.0), v.cmps_eq(v.a, v.s), TCMPS(ym, a, s, mode))               \
    ROW(tcolexpand, COLX, ALL, NOSC, nullptr, TCOLEXPAND(y, ac))                                  \
    ROW(tcolexpandadd, COLBIN, FLOATS, NOSC, nullptr, TCOLEXPANDADD(y, a, bc))                     \
    ROW(tcolexpanddiv, COLBIN, FLOATS, NOSC, nullptr, TCOLEXPANDDIV(y, a, bc))                     \
    ROW(tcolexpandexpdif, COLBIN, FLOATS, NOSC, nullptr, TCOLEXPANDEXPDIF(y, a, bc))               \
    ROW(tcolexpandmax, COLBIN, FLOATS, NOSC, v.minmax(v.a, v.b), TCOLEXPANDMAX(y, a, bc))          \
    ROW(tcolexpandmin, COLBIN, FLOATS, NOSC, v.minmax(v.a, v.b), TCOLEXPANDMIN(y, a, bc))          \
    ROW(tcolexpandmul, COLBIN, FLOATS, NOSC, nullptr, TCOLEXPANDMUL(y, a, bc))                     \
    ROW(tcolexpandsub, COLBIN, FLOATS, NOSC, nullptr, TCOLEXPANDSUB(y, a, bc))                     \
    ROW(tcolmax, COLRED, FLOATS, NOSC, v.fold(v.a), TCOLMAX(yc, a))                                \
    CANNOT(tcolmax, INTS, "TCOLMAX_IMPL static_asserts its dtype to f16 or f32")                    \
    ROW(tcolmin, COLRED, ALL, NOSC, v.fold(v.a), TCOLMIN(yc, a))                                   \
    CANNOT(tcolprod, ALL, "pto-isa's CPU backend has no TCOLPROD_IMPL (a call does not compile)")  \
    ROW(tcolsum, COLRED, FLOATS, NOSC, nullptr, TCOLSUM(yc, a))                                    \
    CANNOT(tcolsum, INTS, "TCOLSUM_IMPL static_asserts its dtype to f16 or f32")                    \
    ROW(tcvt, CVT, INTS | F16 | F32, NOSC, v.cvt(), TCVT(yd, a, rmode))                            \
    CANNOT(tdequant, I8 | I16, "pto-isa's CPU backend has no TDEQUANT_IMPL (a call does not compile)")  \
    ROW(tdiv, BIN, ALL, NOSC, v.div(v.x, v.y), TDIV(y, a, b))                                       \
    ROW(tdivs, SCA, ALL, SC(-3, -3, -1.5), v.div(v.x, v.k), TDIVS(y, a, s))                        \
    CANNOT(terf, ALL, "pto-isa has no TERF (a composite of ptogen's own)")                         \
    ROW(texp, UN, FLOATS, NOSC, nullptr, TEXP(y, a))                                               \
    ROW(texpands, FILL, ALL, SC(0x87654321, 0x8765, -0.1), nullptr, TEXPANDS(y, s))                \
    ROW(tfillpad, PAD, ALL, NOSC, v.limits(), peer_tfillpad(y, a, ex))                             \
    CANNOT(tfmod, ALL, "pto-isa's CPU backend has no TFMOD_IMPL (a call does not compile)")        \
    CANNOT(tfmods, ALL, "pto-isa's CPU backend has no TFMODS_IMPL (a call does not compile)")      \
    CANNOT(tgather, ALL,                                                                           \
           "pto-isa's TGATHER indexes the source tile flat and leaves an index out of range to "   \
           "the target; ptogen pins an index into the same row, clamped to the valid columns")     \
    CANNOT(tgatherb, ALL,                                                                          \
           "pto-isa's TGATHERB moves a 32-byte block per byte offset from the source tile's base; " \
           "ptogen pins a per-element byte offset into the same row, clamped to the valid columns") \
    ROW(tlog, UN, FLOATS, NOSC, nullptr, TLOG(y, a))                                               \
    ROW(tlrelu, SCA, ALL, SC(-3, -3, 0.125), v.ovf(v.x > 0 ? 0 : v.x * v.k), TLRELU(y, a, s))      \
    ROW(tmax, BIN, ALL, NOSC, v.minmax(v.a, v.b), TMAX(y, a, b))                                              \
    ROW(tmaxs, SCA, ALL, SC(-0x1000, -0x10, -0.5), v.minmax(v.a, v.s), TMAXS(y, a, s))                         \
    ROW(tmin, BIN, ALL, NOSC, v.minmax(v.a, v.b), TMIN(y, a, b))                                              \
    ROW(tmins, SCA, ALL, SC(0x1000, 0x10, 0.5), v.minmax(v.a, v.s), TMINS(y, a, s))                            \
    CANNOT(tmrgsort, ALL,                                                                          \
           "cpu-gen writes one-op specs of full tiles; tmrgsort merges a per-pairs tile that "     \
           "tsort32 writes (docs/semantics.md, Merges)")                                           \
    ROW(tmul, BIN, ALL, NOSC, v.ovf(v.x * v.y), TMUL(y, a, b))                                      \
    ROW(tmuls, SCA, ALL, SC(-3, -3, -1.5), v.ovf(v.x * v.k), TMULS(y, a, s))                       \
    ROW(tneg, UN, ALL, NOSC, v.ovf(-v.x), TNEG(y, a))                                               \
    ROW(tnot, UN, INTS, NOSC, nullptr, TNOT(y, a))                                                 \
    ROW(tor, BIN, INTS, NOSC, nullptr, TOR(y, a, b))                                               \
    ROW(tors, SCA, INTS, SC(0x00ff0f30, 0x0f30, 0), nullptr, TORS(y, a, s))                        \
    ROW(tpartadd, BIN, I16 | I32 | F16 | F32, NOSC, v.ovf(v.x + v.y), TPARTADD(y, a, b))                              \
    ROW(tpartmax, BIN, I16 | I32 | F16 | F32, NOSC, v.minmax(v.a, v.b), TPARTMAX(y, a, b))                           \
    ROW(tpartmin, BIN, I16 | I32 | F16 | F32, NOSC, v.minmax(v.a, v.b), TPARTMIN(y, a, b))                           \
    CANNOT(tpartmul, I16 | I32 | F16 | F32, "pto-isa's CPU backend has no TPARTMUL_IMPL (a call does not compile)")  \
    ROW(tprelu, BIN, ALL, NOSC, v.ovf(v.x > 0 ? 0 : v.x * v.y), TPRELU(y, a, b, tmp))              \
    CANNOT(tquant, F32, "pto-isa's CPU backend has no TQUANT_IMPL (a call does not compile)")  \
    ROW(trecip, UN, ALL, NOSC, v.div(1, v.x), TRECIP(y, a))                                         \
    ROW(trelu, UN, ALL, NOSC, v.negzero(v.a), TRELU(y, a))                                                \
    CANNOT(trem, ALL,                                                                              \
           "the CPU TREM is trunc-based (std::fmod, C++ %), the NPUs' floor-based (the result "    \
           "takes the divisor's sign)")                                                            \
    CANNOT(trems, ALL,                                                                             \
           "the CPU TREMS is trunc-based (std::fmod, C++ %), the NPUs' floor-based (the result "   \
           "takes the divisor's sign)")                                                            \
    ROW(treshape, VIEW, ALL, NOSC, v.view(), peer_treshape(yd, a))                                 \
    ROW(trowexpand, ROWX, ALL, NOSC, nullptr, TROWEXPAND(y, ar))                                  \
    ROW(trowexpandadd, ROWBIN, FLOATS, NOSC, nullptr, TROWEXPANDADD(y, a, br))                     \
    ROW(trowexpanddiv, ROWBIN, FLOATS, NOSC, nullptr, TROWEXPANDDIV(y, a, br))                     \
    ROW(trowexpandexpdif, ROWBIN, FLOATS, NOSC, nullptr, TROWEXPANDEXPDIF(y, a, br))               \
    ROW(trowexpandmax, ROWBIN, FLOATS, NOSC, v.minmax(v.a, v.b), TROWEXPANDMAX(y, a, br))          \
    ROW(trowexpandmin, ROWBIN, FLOATS, NOSC, v.minmax(v.a, v.b), TROWEXPANDMIN(y, a, br))          \
    ROW(trowexpandmul, ROWBIN, FLOATS, NOSC, nullptr, TROWEXPANDMUL(y, a, br))                     \
    ROW(trowexpandsub, ROWBIN, FLOATS, NOSC, nullptr, TROWEXPANDSUB(y, a, br))                     \
    ROW(trowmax, ROWRED, ALL, NOSC, v.fold(v.a), TROWMAX(yr, a, tmp))                             \
    ROW(trowmin, ROWRED, ALL, NOSC, v.fold(v.a), TROWMIN(yr, a, tmp))                             \
    CANNOT(trowprod, ALL, "pto-isa's CPU backend has no TROWPROD_IMPL (a call does not compile)")  \
    CANNOT(trowsum, FLOATS,                                                                        \
           "the CPU TROWSUM adds left to right in a float accumulator (half too), not the "        \
           "pinned lanes-then-pairs order")                                                        \
    CANNOT(trowsum, INTS, "TROWSUM_IMPL static_asserts its dtype to f16 or f32")                    \
    ROW(trsqrt, UN, FLOATS, NOSC, v.rsqrt(v.a), TRSQRT(y, a))                                           \
    CANNOT(tscatter, ALL,                                                                          \
           "pto-isa's TSCATTER writes at a flat index into dst (a2a3) or at a row index (CPU) and " \
           "leaves the rest of dst; ptogen pins an index into the same row, the rest zero, an "     \
           "index out of range dropped")                                                           \
    ROW(tsel, SEL, ALL, NOSC, nullptr, TSEL(y, m, a, b))                                           \
    CANNOT(tsels, ALL,                                                                             \
           "the CPU TSELS is a select of a whole tile by a scalar mode (dst = mode == 1 ? src0 "  \
           ": src1), not the NPUs' per-element mask ? src : scalar")                               \
    ROW(tshl, SHIFT, INTS, NOSC, v.count(v.y), TSHL(y, a, b))                                      \
    CANNOT(tshls, ALL, "pto-isa's CPU backend has no TSHLS_IMPL (a call does not compile)")        \
    ROW(tshr, SHIFT, INTS, NOSC, v.count(v.y), TSHR(y, a, b))                                      \
    CANNOT(tshrs, ALL, "pto-isa's CPU backend has no TSHRS_IMPL (a call does not compile)")        \
    CANNOT(tsigmoid, ALL, "pto-isa has no TSIGMOID (a composite of ptogen's own)")                 \
    ROW(tsort32, SORT, F32, NOSC, v.sortkey(v.a), peer_tsort32(ex, a))                             \
    CANNOT(tsort32, ALL & ~F32,                                                                    \
           "the CPU TSORT32 places f16 block j 2*j elements into dst where a block of f16 "       \
           "pairs takes 4*32 (blocks overlap past the first), and converts the index to half by "  \
           "value where ptogen stores its bits (docs/semantics.md)")                               \
    ROW(tsqrt, UN, FLOATS, NOSC, nullptr, TSQRT(y, a))                                             \
    ROW(tsub, BIN, ALL, NOSC, v.ovf(v.x - v.y), TSUB(y, a, b))                                      \
    ROW(tsubc, TERN, ALL, NOSC, v.ovf(v.x - v.y, v.x - v.y + v.z), TSUBC(y, a, b, c))               \
    ROW(tsubs, SCA, ALL, SC(0x2468ace1, 0x2469, 0.3), v.ovf(v.x - v.k), TSUBS(y, a, s))            \
    ROW(tsubsc, SCA2, ALL, SC(-0x1234567, -0x123, -2.5), v.ovf(v.x - v.k, v.x - v.k + v.y),         \
        TSUBSC(y, a, s, b))                                                                        \
    CANNOT(ttanh, ALL, "pto-isa has no TTANH (a composite of ptogen's own)")                       \
    ROW(ttrans, TRANS, ALL, NOSC, nullptr, peer_ttrans(ex, a))                                     \
    ROW(ttri, TRI, I16 | U16 | I32 | U32 | F16 | F32, NOSC, nullptr, peer_ttri(y, ex))             \
    CANNOT(ttri, I8 | U8,                                                                          \
           "TTRI's check (pto/cpu/TTRI.hpp) static_asserts its dtype to i32, i16, u32, u16, f16 " \
           "or f32")                                                                               \
    ROW(txor, BIN, INTS, NOSC, nullptr, TXOR(y, a, b, tmp))                                        \
    ROW(txors, SCA, INTS, SC(0xa5c3965a, 0x965a, 0), nullptr, TXORS(y, a, s, tmp))

struct Row {
    const char *name;
    Form form;
    unsigned dtypes;
    Scalar scalar;
    const char *call;   // the call as written in the table
    const char *cannot; // a CANNOT row: the reason
};

#define PEER_ROW(op, form, dts, sc, skip, call) Row{#op, form, dts, sc, #call, nullptr},
#define PEER_CANNOT(op, dts, reason) Row{#op, UN, dts, NOSC, nullptr, reason},
const Row kTable[] = {PEER_TABLE(PEER_ROW, PEER_CANNOT)};
#undef PEER_ROW
#undef PEER_CANNOT

// The skip rule of row OP for candidate v.
template <typename T> const char *skip_of(const char *op, const Cand<T> &v)
{
#define PEER_ROW(name, form, dts, sc, skip, call)                                                  \
    if (!std::strcmp(op, #name) && ((dts)&dt_bit<T>()))                                            \
        return (skip);
#define PEER_CANNOT(name, dts, reason)
    PEER_TABLE(PEER_ROW, PEER_CANNOT)
#undef PEER_ROW
#undef PEER_CANNOT
    (void)v;
    return nullptr;
}

// The vector tiles of a call: a per-row output and input (yr, ar) and a
// per-col output and input (yc, ac).
template <typename RowT, typename ColT> struct Vecs {
    RowT yr, ar, br;
    ColT yc, ac, bc;
    Keys<typename RowT::DType> ex; // a keyed op's keys (cpu-keyed.hpp)
};

// Run row OP's call; false if no ROW has OP for T.  YD is a conversion's
// output tile (y itself for the other forms).
template <typename T, typename TileT, typename MaskT, typename CmpT, typename YD, typename VT>
bool call_of(const char *op, TileT &y, TileT &a, TileT &b, TileT &c, MaskT &m, TileT &tmp, T s,
             CmpT &ym, CmpMode mode, YD &yd, RoundMode rmode, VT &vec)
{
    auto &yr = vec.yr, &ar = vec.ar, &br = vec.br;
    auto &yc = vec.yc, &ac = vec.ac, &bc = vec.bc;
    auto &ex = vec.ex;
#define PEER_ROW(name, form, dts, sc, skip, call)                                                  \
    if constexpr (((dts)&dt_bit<T>()) != 0) {                                                      \
        if (!std::strcmp(op, #name)) {                                                             \
            call;                                                                                  \
            return true;                                                                           \
        }                                                                                          \
    }
#define PEER_CANNOT(name, dts, reason)
    PEER_TABLE(PEER_ROW, PEER_CANNOT)
#undef PEER_ROW
#undef PEER_CANNOT
    (void)y, (void)a, (void)b, (void)c, (void)m, (void)tmp, (void)s, (void)ym, (void)mode, (void)yd,
        (void)rmode, (void)yr, (void)ar, (void)br, (void)yc, (void)ac, (void)bc, (void)ex;
    return false;
}

uint32_t lcg(uint32_t &s)
{
    s = s * 1664525u + 1013904223u;
    return (s >> 16) | (s << 16);
}

template <typename T> T from_bits(uint32_t b)
{
    T v;
    std::memcpy(&v, &b, sizeof v);
    return v;
}

template <typename T> __int128 exact(T v)
{
    if constexpr (std::is_integral_v<T>)
        return v;
    else
        return 0;
}

// Edge values of T as bit patterns.
template <typename T> std::basic_string<uint32_t> edges()
{
    if constexpr (std::is_same_v<T, half>) {
        return {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe01,
                0x7bff, 0xfbff, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3555, 0x5bff};
    } else if constexpr (std::is_same_v<T, float>) {
        return {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
                0x7fc00000, 0xffc00001, 0x7f7fffff, 0xff7fffff, 0x00000001, 0x80800000,
                0x477fe000, 0x3eaaaaab, 0x33800000, 0x4b000001};
    } else {
        const uint32_t w = 8 * sizeof(T), mask = w == 32 ? ~0u : (1u << w) - 1;
        const uint32_t min = 1u << (w - 1);
        std::basic_string<uint32_t> e = {0,       1,       ~0u,         min,         min - 1,
                                         min + 1, min - 2, 2,           0x55555555u, 0xaaaaaaaau,
                                         0x7f,    0x80,    w - 1,       w / 2,       3,
                                         ~1u};
        for (auto &v : e)
            v &= mask;
        return e;
    }
}

// A random value of T: floats mostly small and finite, integers any bits.
template <typename T> uint32_t random_bits(uint32_t &s)
{
    const uint32_t r = lcg(s);
    if constexpr (std::is_same_v<T, half>)
        return (r & 0x8000u) | (0x3000u + (r & 0x0fffu));
    else if constexpr (std::is_same_v<T, float>)
        return (r & 0x80000000u) | (0x3e000000u + (r & 0x01ffffffu));
    else
        return sizeof(T) == 4 ? r : r & ((1u << (8 * sizeof(T))) - 1);
}

// V (random bits of integer T) shifted right by a random count, keeping
// its sign: a smaller value, for rows whose skip rule leaves out most
// random candidates (the product of two random 32-bit integers overflows).
template <typename T> uint32_t shrink(uint32_t v, uint32_t &s)
{
    if constexpr (std::is_integral_v<T>) {
        const uint32_t n = lcg(s) % (8 * sizeof(T));
        return bits<T>((T)(from_bits<T>(v) >> n));
    } else {
        return v;
    }
}

// More edge values for a conversion from T: the ties of rounding to an
// integer, the ends of the integer dtypes' ranges, the largest values
// that fit and the smallest that do not; from f32 also f16's ties, its
// overflow and its subnormals, from integers the first inexact values
// of f16 and f32 and their ties.
template <typename T> std::basic_string<uint32_t> cvt_edges()
{
    if constexpr (std::is_same_v<T, half>) {
        return {0x3800, 0xb800, 0x3e00, 0xbe00, 0x4100, 0xc100, 0xb400, 0x57f8,
                0x5800, 0xd804, 0xd808, 0x5bfc, 0x5c00, 0x77ff, 0x7800, 0xf800};
    } else if constexpr (std::is_same_v<T, float>) {
        return {0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000, 0xc0200000,
                0xbe800000, 0x42ff0000, 0xc3008000, 0x437f8000, 0x43800000, 0x46ffff00,
                0xc7000080, 0xc7000100, 0x47000000, 0x4effffff, 0x4f000000, 0xcf000000,
                0x477fefff, 0x477ff000, 0x3f801000, 0x3f803000, 0x33000000, 0x33c00000};
    } else if constexpr (sizeof(T) == 2) {
        return {0x00ff, 0x0100, 0x0801, 0x0803, 0xf7ff, 0x1002, 0x7ff0, 0x7ff8};
    } else if constexpr (sizeof(T) == 4) {
        return {0x000000ff, 0x00000100, 0x00007fff, 0x00008000, 0xffff8000, 0xffff7fff, 0x0000ffff,
                0x00010000, 0x01000001, 0x01000003, 0xfeffffff, 0x7fffffc0, 0x7fffff40};
    } else {
        return {}; // every 8-bit value converts exactly, and the edges hold the ends
    }
}

// A random value of T for a conversion: integers any bits, every other
// one shifted right to a smaller value (so that narrowing meets values
// in range); floats over every exponent that matters, one in four a tie
// n + 1/2, and for f32 one in four a tie at f16's precision.
template <typename T> uint32_t cvt_random_bits(uint32_t &s)
{
    const uint32_t r = lcg(s);
    if constexpr (std::is_integral_v<T>) {
        const uint32_t v = random_bits<T>(s);
        return r & 1 ? shrink<T>(v, s) : v;
    } else {
        constexpr uint32_t mant = std::is_same_v<T, half> ? 10 : 23;
        const uint32_t e = r >> 8, f = lcg(s);
        if (r % 4 == 0) { // n + 1/2 with n below 2^(1..mant): exact in T
            const double n = (double)(f & ((1u << (1 + e % mant)) - 1));
            return bits<T>((T)((r & 4 ? -1.0 : 1.0) * (n + 0.5)));
        }
        if constexpr (std::is_same_v<T, half>) // every exponent: subnormals to 65504
            return (r & 0x8000u) | (e % 31) << 10 | (f & 0x3ffu);
        // 2^-31 to 2^33: f16's subnormals, its overflow, i32's
        const uint32_t v = (r & 0x80000000u) | (97 + e % 64) << 23 | (f & 0x7fffffu);
        return r % 4 == 1 ? (v & ~0x1fffu) | 0x1000u : v;
    }
}

template <typename T> T scalar_of(const Row &o)
{
    if constexpr (std::is_integral_v<T>)
        return (T)(sizeof(T) == 4 ? o.scalar.i32 : o.scalar.narrow);
    else
        return (T)o.scalar.fp;
}

template <typename T>
void print_matrix(const char *kind, const char *name, const T *v, int cols, int rows = kRows)
{
    std::printf("%s %s\n", kind, name);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            std::printf("%0*x%c", (int)(2 * sizeof(T)), (unsigned)bits(v[r * cols + c]),
                        c + 1 == cols ? '\n' : ' ');
}

// The scalar as spec text ptogen reads back to the same value: floats
// always with a '.' or an exponent (ptogen reads "-0" as the integer 0).
template <typename T> std::string scalar_text(T s)
{
    char buf[64];
    if constexpr (std::is_integral_v<T>) {
        std::snprintf(buf, sizeof buf, "%lld", (long long)s);
    } else {
        std::snprintf(buf, sizeof buf, "%.9g", (double)(float)s);
        if (!std::strpbrk(buf, ".e"))
            std::strcat(buf, ".0");
    }
    return buf;
}

// The tiles: an operand of dtype T; a mask; TCMPS's packed output (the
// CPU code packs each source row of 64 columns into 8 bytes and hands
// them out as one stream over the mask tile's valid columns, at the
// source's row pitch: 8 valid bytes a row keep row r's bits in row r, the
// first 6 are the valid columns).
template <typename T>
using TileOf = Tile<TileType::Vec, T, kRows, 64, BLayout::RowMajor, kRows, kCols>;
using MaskT = Tile<TileType::Vec, uint8_t, kRows, 32, BLayout::RowMajor, kRows, kCols / 8>;
// A per-row tile (one valid column, rows of 32 bytes) and a per-col one
// (one valid row, the full tiles' pitch, as TCOLMAX asserts).
template <typename T>
using RowOf = Tile<TileType::Vec, T, kRows, 32 / sizeof(T), BLayout::RowMajor, kRows, 1>;
template <typename T> using ColOf = Tile<TileType::Vec, T, 1, 64, BLayout::RowMajor, 1, kCols>;
template <typename T> using VecsOf = Vecs<RowOf<T>, ColOf<T>>;
using CmpT = Tile<TileType::Vec, uint8_t, kRows, 64, BLayout::RowMajor, kRows, 8>;

// A conversion of the data file: a destination dtype and the round
// values ptogen's host takes for it (cpu-run passes "DST=R,R..." from
// `ptogen --explain tcvt -t host`; "any", an exact pair, is every one).
struct Conv {
    std::string dst;
    std::vector<int> rounds; // enum Round
};

// One output of a conversion: its name, its element size, pto-isa's
// result per element and, per element, why it is not recorded (or null).
// An output none of whose elements is recorded is left out as a whole.
struct CvtOut {
    std::string name, dst;
    int round = 0, size = 0;
    std::vector<uint32_t> v;
    std::vector<const char *> why;
    bool recorded() const
    {
        for (const char *w : why)
            if (!w)
                return true;
        return false;
    }
};

// Output OUT (dtype D, round value OUT.round) of row O's conversion of
// the candidates AV of T.  An element the row's rule leaves out is
// converted from 0 instead, so the CPU code never runs an undefined
// conversion; an output the rule leaves out whole is not run at all.
template <typename T, typename D> bool cvt_output(const Row &o, const T *av, CvtOut &out)
{
    static TileOf<T> ac, unused;
    static TileOf<D> yd;
    static MaskT m;
    static CmpT ym;
    static VecsOf<T> vec;
    out.size = sizeof(D);
    out.v.assign(kN, 0);
    out.why.assign(kN, nullptr);
    for (int i = 0; i < kN; i++) {
        Cand<T> v{av[i], T(0), T(0), T(0), exact(av[i]), 0, 0, 0};
        v.to = dt_bit<D>();
        v.round = out.round;
        out.why[i] = skip_of<T>(o.name, v);
    }
    if (!out.recorded())
        return true;
    for (int r = 0; r < kRows; r++)
        for (int col = 0; col < 64; col++) {
            const int i = r * kCols + col;
            ac.data()[r * 64 + col] = col < kCols && !out.why[i] ? av[i] : T(0);
        }
    for (int j = 0; j < kRows * 64; j++)
        yd.data()[j] = D(0);
    if (!call_of<T>(o.name, unused, ac, unused, unused, m, unused, T(0), ym, CmpMode::EQ, yd,
                    kRounds[out.round], vec))
        return false;
    for (int r = 0; r < kRows; r++)
        for (int col = 0; col < kCols; col++)
            out.v[r * kCols + col] = bits(yd.data()[r * 64 + col]);
    return true;
}

// OUT of row O on the candidates AV, for OUT.dst; false for a dtype
// cpu-gen has no type for or a row with no call.  bf16 is left out whole.
template <typename T> bool cvt_dispatch(const Row &o, const T *av, CvtOut &out)
{
    if (out.dst == "bf16") {
        out.size = 2;
        out.why.assign(kN, kCvtBf16);
        return true;
    }
    if (out.dst == "i8")
        return cvt_output<T, int8_t>(o, av, out);
    if (out.dst == "u8")
        return cvt_output<T, uint8_t>(o, av, out);
    if (out.dst == "i16")
        return cvt_output<T, int16_t>(o, av, out);
    if (out.dst == "u16")
        return cvt_output<T, uint16_t>(o, av, out);
    if (out.dst == "i32")
        return cvt_output<T, int32_t>(o, av, out);
    if (out.dst == "u32")
        return cvt_output<T, uint32_t>(o, av, out);
    if (out.dst == "f16")
        return cvt_output<T, half>(o, av, out);
    if (out.dst == "f32")
        return cvt_output<T, float>(o, av, out);
    return false;
}

// "#   LEAD REASON", wrapped at 76 columns ("#     " goes on).
void print_reason(const std::string &lead, const char *reason)
{
    const std::string text = lead + " " + reason;
    std::string line = "#  ";
    const char *p = text.c_str();
    while (*p) {
        const char *sp = std::strchr(p, ' ');
        const size_t len = sp ? (size_t)(sp - p) : std::strlen(p);
        if (line.size() > 3 && line.size() + 1 + len > 76) {
            std::printf("%s\n", line.c_str());
            line = "#    ";
        }
        line += ' ';
        line.append(p, len);
        p += len;
        while (*p == ' ')
            p++;
    }
    std::printf("%s\n", line.c_str());
}

// The data file's first lines: what it is, where from, the call.
void print_head(const Row &o, const char *dtype, const char *commit)
{
    std::printf("# %s on %s: inputs and the outputs of pto-isa's CPU simulator\n", o.name, dtype);
    std::printf("# (include/pto/cpu, -D__CPU_SIM) at pto-isa commit %s,\n", commit);
    std::printf("# built with g++ %s -std=c++20 -O2.\n", __VERSION__);
    std::printf("# Written by peer/cpu-run (make peer-cpu PTO_ISA=...); do not edit.\n");
    std::printf("# pto-isa call: %s\n", o.call);
}

// tci's starts: an integer's ends and the values around them where
// start + j or start - j leaves the dtype (j < kCols), a float's
// signed zeros, inexact sums past 2^24, ties and extremes.
template <typename T> std::vector<T> tci_starts()
{
    if constexpr (std::is_integral_v<T>) {
        const long long lo = std::numeric_limits<T>::min(), hi = std::numeric_limits<T>::max();
        const long long j = kCols - 1;
        return {T(0),         T(1),         T(hi),         T(hi - j + 1), T(hi - j),
                T(lo),        T(lo + j - 1), T(lo + j),     T(-1),         T(hi / 3),
                T(lo / 2 + 5)};
    } else if constexpr (std::is_same_v<T, float>) {
        return {0.0f,        -0.0f,      1.0f,       0.1f,         16777216.0f, 16777215.0f,
                -16777216.0f, 8388607.5f, -2.5f,      3.4028235e38f, 1e-45f,      1e30f,
                -65504.0f,   1234.5678f};
    } else {
        return {}; // no f16 tci on ptogen's host
    }
}

// A keyed file's header lines on what is not recorded: inputs (INSKIP,
// of K candidates) and outputs (SKIPPED: reason, the outputs' names).
void print_keyed_reasons(const Row &o, size_t k,
                         const std::vector<std::pair<const char *, size_t>> &inskip,
                         const std::vector<std::pair<const char *, std::string>> &skipped)
{
    size_t nskip = 0;
    for (const auto &r : inskip)
        nskip += r.second;
    if (has_input(o.form) && nskip) {
        std::printf("# Inputs not recorded: %zu of the %zu candidates:\n", nskip, k);
        for (const auto &r : inskip)
            print_reason(std::to_string(r.second) + ":", r.first);
    } else if (has_input(o.form))
        std::printf("# Inputs not recorded: none of the %zu candidates.\n", k);
    else
        std::printf("# Inputs not recorded: none (the op has no inputs).\n");
    if (!skipped.empty()) {
        std::printf("# Outputs not recorded:\n");
        for (const auto &r : skipped)
            print_reason(r.second + ":", r.first);
    }
}

// The outputs of a keyed row O (TRI, CI, PAD, TRANS, SORT; cpu-keyed.hpp) on
// the K candidates AV filled into A, printed as the data file.
template <typename T, typename TileT, typename VT>
int run_keyed(const Row &o, const char *dtype, const char *commit, const T *av, size_t k,
              const std::vector<std::pair<const char *, size_t>> &inskip, TileT &y, TileT &a,
              VT &vec)
{
    std::vector<T> in(av, av + kN); // the inputs as recorded
    struct Out {
        std::string line; // "output NAME ..."
        std::vector<T> v;
    };
    std::vector<Out> outs;
    std::vector<std::pair<const char *, std::string>> skipped; // reason, outputs
    Keys<T> &ex = vec.ex;
    auto one = [&](const std::string &line, const Cand<T> &v) {
        // the rule of a keyed form's row is asked per output (SORT's per input)
        if (const char *why = o.form == SORT ? nullptr : skip_of<T>(o.name, v)) {
            size_t i = 0;
            while (i < skipped.size() && skipped[i].first != why)
                i++;
            if (i == skipped.size())
                skipped.push_back({why, ""});
            skipped[i].second += (skipped[i].second.empty() ? "" : ", ") + line.substr(7, line.find(' ', 7) - 7);
            return;
        }
        for (int j = 0; j < kRows * 64; j++)
            y.data()[j] = T(0);
        MaskT m;
        CmpT ym;
        call_of<T>(o.name, y, a, a, a, m, a, T(0), ym, CmpMode::EQ, y, RoundMode::CAST_NONE, vec);
        Out out{line, std::vector<T>(o.form == SORT ? 2 * kN : kN)};
        for (size_t i = 0; i < out.v.size(); i++)
            out.v[i] = o.form == TRANS  ? ex.trans[i]
                       : o.form == SORT ? from_bits<T>(ex.pairs[i])
                                        : y.data()[i / kCols * 64 + i % kCols];
        outs.push_back(out);
    };
    Cand<T> v{T(0), T(0), T(0), T(0), 0, 0, 0, 0};
    if (o.form == TRI) {
        for (int up = 0; up < 2; up++)
            for (int d : kDiagonals) {
                ex.upper = up, ex.diag = d;
                one("output y_" + std::string(up ? "upper_" : "lower_") + (d < 0 ? "m" : "") +
                        std::to_string(std::abs(d)) + " args upper: " + (up ? "true" : "false") +
                        ", diagonal: " + std::to_string(d),
                    v);
            }
    } else if (o.form == CI) {
        const std::vector<T> starts = tci_starts<T>();
        for (size_t i = 0; i < starts.size(); i++)
            for (int desc = 0; desc < 2; desc++) {
                ex.start = v.s = starts[i], ex.desc = desc;
                v.k = exact(v.s), v.key = desc;
                one("output y_" + std::to_string(i) + (desc ? "_desc" : "_asc") +
                        " colexpanded args scalar: " + scalar_text(v.s) +
                        ", descending: " + (desc ? "true" : "false"),
                    v);
            }
    } else if (o.form == PAD) {
        for (int p = 0; p < NPADS; p++) {
            ex.pad = v.key = p;
            one(std::string("output y_") + kPadNames[p] + " args pad: " + kPadNames[p], v);
        }
    } else if (o.form == SORT) {
        // ties: every fifth column repeats the value three columns back
        // (equal bits, in column order); indices increasing along a row
        for (int i = 0; i < kN; i++) {
            const int r = i / kCols, c = i % kCols;
            if (c % 5 == 4)
                a.data()[r * 64 + c] = in[i] = in[i - 3];
            ex.idx[i] = (uint32_t)(r * 0x10000 + c * 0x101 + 0x20);
        }
        one("output y pairs", v);
    } else {
        one("output y trans", v);
    }
    if (outs.empty()) {
        std::fprintf(stderr, "cpu-gen: %s on %s: no output is recorded; a CANNOT says why\n",
                     o.name, dtype);
        return 1;
    }
    print_head(o, dtype, commit);
    print_keyed_reasons(o, k, inskip, skipped);
    std::printf("op %s\ndtype %s\nrows %d\ncols %d\n", o.name, dtype, kRows, kCols);
    if (o.form == TRI)
        std::printf("tilerows %d\n", kTriTile);
    if (o.form == PAD) {
        std::vector<T> narrow;
        for (int i = 0; i < kN; i++)
            if (i % kCols < kNarrow)
                narrow.push_back(av[i]);
        print_matrix<T>("input", ("a narrow " + std::to_string(kNarrow)).c_str(), narrow.data(),
                        kNarrow);
    } else if (o.form == TRANS || o.form == SORT) {
        print_matrix<T>("input", "a", in.data(), kCols);
    }
    if (o.form == SORT) {
        print_matrix<uint32_t>("input", "b u32", ex.idx, kCols);
        std::printf("# y's index elements: the CPU TSORT32 stores the u32 index into the f32\n");
        std::printf("# dst by value (a conversion to float); written here as the u32 read\n");
        std::printf("# back, exact below 2^24 as every index is (ptogen stores its bits).\n");
    }
    for (const Out &out : outs) {
        const std::string kind = out.line.substr(0, 6), name = out.line.substr(7);
        if (o.form == TRANS)
            print_matrix<T>(kind.c_str(), name.c_str(), out.v.data(), kRows, kCols);
        else
            print_matrix<T>(kind.c_str(), name.c_str(), out.v.data(),
                            o.form == SORT ? 2 * kCols : kCols);
    }
    std::printf("end\n");
    return std::fflush(stdout) == 0 ? 0 : 1;
}

template <typename T>
int run(const Row &o, const char *dtype, const char *commit, const std::vector<Conv> &convs)
{
    using TileT = TileOf<T>;
    static TileT a, b, c, y, tmp;
    static MaskT m;
    static CmpT ym;
    static VecsOf<T> vec;
    static T av[kN], bv[kN], cv[kN], yv[kN];
    static uint8_t mv[kN / 8], cmpv[6][kN / 8];
    const T s = scalar_of<T>(o);

    // candidates: every pair of edge values, then random ones
    uint32_t seed = 0x9e3779b9u;
    for (const char *p = o.name; *p; p++)
        seed = seed * 31u + (unsigned char)*p;
    seed += 8 * sizeof(T);
    auto e = edges<T>();
    if (o.form == CVT)
        e += cvt_edges<T>();
    const uint32_t w = 8 * sizeof(T);
    auto e2 = e; // second operand; shift counts: every count below 32 first
    if (o.form == SHIFT) {
        e2.clear();
        for (uint32_t k = 0; k < 32; k++)
            e2.push_back(k);
        e2 += e;
    }
    const size_t npairs = has_b(o.form) ? e.size() * e2.size() : e.size();
    // a per-row or per-col b, never NaN or zero: the CPU's division
    // asserts a nonzero divisor, and a NaN b would leave out nearly every
    // a of a max or min
    std::vector<T> bvec;
    if (o.form == ROWBIN || o.form == COLBIN) {
        const size_t nb = o.form == ROWBIN ? kRows : kCols;
        for (size_t i = 0; bvec.size() < nb; i++) {
            const T x = from_bits<T>(i < e.size() ? e[(i * 7 + 2) % e.size()] : random_bits<T>(seed));
            if ((float)x == (float)x && (float)x != 0.0f)
                bvec.push_back(x);
        }
    }
    size_t k = 0, nskipped = 0;
    std::vector<std::pair<const char *, size_t>> skipped; // reason, count
    for (int n = 0; n < kN && has_input(o.form);) {
        uint32_t x, z = 0, u = 0;
        if (k < npairs) {
            // k -> (k mod E, (k + k / E) mod E2): every pair once when E2 == E
            x = e[k % e.size()];
            z = e2[(k + k / e.size()) % e2.size()];
            u = e[(3 * k + k / e.size()) % e.size()];
        } else if (o.form == CVT) {
            x = cvt_random_bits<T>(seed);
        } else {
            x = random_bits<T>(seed);
            z = o.form == SHIFT ? (uint32_t)((int)(lcg(seed) % (3 * w)) - (int)w) : random_bits<T>(seed);
            if (o.form == TERN)
                u = random_bits<T>(seed);
            if (nskipped > 4 * kN) { // most random candidates are undefined: smaller ones
                x = shrink<T>(x, seed);
                z = o.form == SHIFT ? z : shrink<T>(z, seed);
                u = shrink<T>(u, seed);
            }
            if (k > 1000 * (size_t)kN) {
                std::fprintf(stderr, "cpu-gen: %s on %s: the skip rule leaves out nearly every candidate\n",
                             o.name, dtype);
                return 1;
            }
        }
        k++;
        Cand<T> v{from_bits<T>(x), from_bits<T>(z), from_bits<T>(u), s, 0, 0, 0, 0};
        if (o.form == ROWBIN || o.form == COLBIN) // b of the element's row or column
            v.b = bvec[o.form == ROWBIN ? n / kCols : n % kCols];
        v.x = exact(v.a), v.y = exact(v.b), v.z = exact(v.c), v.k = exact(v.s);
        if (const char *why = o.form == CVT || o.form == VIEW ? nullptr : skip_of<T>(o.name, v)) {
            size_t i = 0;
            while (i < skipped.size() && skipped[i].first != why)
                i++;
            if (i == skipped.size())
                skipped.push_back({why, 0});
            skipped[i].second++;
            nskipped++;
            continue;
        }
        av[n] = v.a;
        bv[n] = v.b;
        cv[n] = v.c;
        n++;
    }
    for (auto &v : mv)
        v = (uint8_t)lcg(seed);
    for (int r = 0; r < kRows; r++)
        for (int col = 0; col < 64; col++) {
            a.data()[r * 64 + col] = col < kCols ? av[r * kCols + col] : T(0);
            b.data()[r * 64 + col] = col < kCols ? bv[r * kCols + col] : T(0);
            c.data()[r * 64 + col] = col < kCols ? cv[r * kCols + col] : T(0);
        }
    for (int r = 0; r < kRows; r++)
        for (int col = 0; col < kCols / 8; col++)
            m.data()[r * 32 + col] = mv[r * (kCols / 8) + col];
    // a per-row input: the first kRows candidates; a per-col one: the
    // first kCols
    constexpr int kRowPitch = RowOf<T>::Cols; // a per-row tile's element r at r * pitch
    for (int r = 0; r < kRows; r++)
        vec.ar.data()[r * kRowPitch] = av[r];
    for (int col = 0; col < kCols; col++)
        vec.ac.data()[col] = av[col];
    for (size_t i = 0; i < bvec.size(); i++) {
        if (o.form == ROWBIN)
            vec.br.data()[i * kRowPitch] = bvec[i];
        else
            vec.bc.data()[i] = bvec[i];
    }

    if (is_keyed(o.form))
        return run_keyed<T>(o, dtype, commit, av, k, skipped, y, a, vec);
    const bool per_dst = o.form == CVT || o.form == VIEW; // an output per destination
    for (int i = 0; i < (per_dst ? 0 : is_compare(o.form) ? 6 : 1); i++) {
        std::memset(ym.data(), 0, sizeof(uint8_t) * kRows * 64);
        for (int j = 0; j < kRows * 64; j++)
            y.data()[j] = T(0);
        for (int j = 0; j < kRows * kRowPitch; j++)
            vec.yr.data()[j] = T(0);
        for (int j = 0; j < 64; j++)
            vec.yc.data()[j] = T(0);
        if (!call_of<T>(o.name, y, a, b, c, m, tmp, s, ym, kModes[i], y, RoundMode::CAST_NONE,
                        vec)) {
            std::fprintf(stderr, "cpu-gen: the row of %s has no call for %s\n", o.name, dtype);
            return 1;
        }
        for (int r = 0; r < kRows; r++)
            for (int col = 0; col < kCols; col++) {
                // a row reduction's value in column 0, a column
                // reduction's on every row (see COLRED)
                yv[r * kCols + col] = o.form == ROWRED ? vec.yr.data()[r * kRowPitch]
                                      : o.form == COLRED ? vec.yc.data()[col]
                                                         : y.data()[r * 64 + col];
                uint8_t &byte = cmpv[i][r * (kCols / 8) + col / 8];
                const int bit = o.form == CMP ? bits(y.data()[r * 64 + col]) != 0
                                              : ym.data()[r * 64 + col / 8] >> (col % 8) & 1;
                byte = (uint8_t)((byte & ~(1u << (col % 8))) | (unsigned)bit << (col % 8));
            }
    }
    // a conversion: an output per destination dtype and round value; a
    // bit view: one per destination dtype (its round value unused)
    std::vector<CvtOut> outs;
    for (const Conv &conv : convs)
        for (int r : conv.rounds) {
            CvtOut out;
            out.dst = conv.dst;
            out.round = r;
            out.name = "y_" + conv.dst + (o.form == VIEW ? "" : std::string("_") + kRoundNames[r]);
            if (!cvt_dispatch<T>(o, av, out)) {
                std::fprintf(stderr, "cpu-gen: %s on %s: no call, or no dtype '%s'\n", o.name,
                             dtype, conv.dst.c_str());
                return 1;
            }
            outs.push_back(std::move(out));
        }
    if (per_dst &&
        std::none_of(outs.begin(), outs.end(), [](const CvtOut &x) { return x.recorded(); })) {
        std::fprintf(stderr, "cpu-gen: %s on %s: no output is recorded; a CANNOT says why\n",
                     o.name, dtype);
        return 1;
    }

    print_head(o, dtype, commit);
    if (o.form == FILL) {
        std::printf("# Inputs not recorded: none (the op has no inputs).\n");
    } else if (skipped.empty()) {
        std::printf("# Inputs not recorded: none of the %zu candidates.\n", k);
    } else {
        size_t total = 0;
        for (const auto &r : skipped)
            total += r.second;
        std::printf("# Inputs not recorded: %zu of the %zu candidates:\n", total, k);
        for (const auto &r : skipped)
            print_reason(std::to_string(r.second) + ":", r.first);
    }
    if (o.form == VIEW) {
        std::printf("# An output y_DST per destination dtype of the source's size ptogen's\n");
        std::printf("# host takes (ptogen --explain %s -t host), the call run with yd a\n", o.name);
        std::printf("# tile of DST.\n");
    } else if (o.form == CVT) {
        std::printf("# An output y_DST_ROUND per destination dtype and round value ptogen's\n");
        std::printf("# host takes (ptogen --explain %s -t host), the call run with yd a\n", o.name);
        std::printf("# tile of DST and rmode the RoundMode of ROUND.\n");
    }
    if (per_dst) {
        // reason -> the outputs and how many of their elements it leaves out
        std::vector<std::pair<const char *, std::string>> part, whole;
        auto add = [](std::vector<std::pair<const char *, std::string>> &to, const char *why,
                      const std::string &what) {
            size_t i = 0;
            while (i < to.size() && to[i].first != why)
                i++;
            if (i == to.size())
                to.push_back({why, ""});
            to[i].second += (to[i].second.empty() ? "" : ", ") + what;
        };
        for (const CvtOut &out : outs) {
            std::vector<std::pair<const char *, int>> n; // reason, elements
            for (const char *why : out.why) {
                size_t i = 0;
                while (i < n.size() && n[i].first != why)
                    i++;
                if (i == n.size())
                    n.push_back({why, 0});
                n[i].second++;
            }
            for (const auto &r : n)
                if (r.first)
                    add(out.recorded() ? part : whole, r.first,
                        out.recorded() ? out.name + " " + std::to_string(r.second) : out.name);
        }
        if (!part.empty()) {
            std::printf(
                "# Output elements not recorded (\"--\"; converted from 0 instead, so the\n");
            std::printf("# CPU code runs nothing undefined), how many in each output:\n");
            for (const auto &r : part)
                print_reason(r.second + ":", r.first);
        }
        if (!whole.empty()) {
            std::printf("# Outputs not recorded (the reason holds for every value):\n");
            for (const auto &r : whole)
                print_reason(r.second + ":", r.first);
        }
    }
    std::printf("op %s\ndtype %s\nrows %d\ncols %d\n", o.name, dtype, kRows, kCols);
    if (has_scalar(o.form))
        std::printf("scalar %s\n", scalar_text(s).c_str());
    if (o.form == ROWX)
        print_matrix<T>("input", "a row", av, 1);
    else if (o.form == COLX)
        print_matrix<T>("input", "a col", av, kCols, 1);
    else if (o.form != FILL)
        print_matrix<T>("input", "a", av, kCols);
    if (o.form == ROWBIN)
        print_matrix<T>("input", "b row", bvec.data(), 1);
    else if (o.form == COLBIN)
        print_matrix<T>("input", "b col", bvec.data(), kCols, 1);
    else if (has_b(o.form))
        print_matrix<T>("input", "b", bv, kCols);
    if (o.form == TERN)
        print_matrix<T>("input", "c", cv, kCols);
    if (o.form == SEL)
        print_matrix<uint8_t>("mask", "m", mv, kCols / 8);
    if (is_compare(o.form)) {
        for (int i = 0; i < 6; i++) {
            const std::string name = std::string("y_") + kModeNames[i] + " mask " + kModeNames[i];
            print_matrix<uint8_t>("output", name.c_str(), cmpv[i], kCols / 8);
        }
    } else if (per_dst) {
        for (const CvtOut &out : outs) {
            if (!out.recorded())
                continue;
            if (o.form == VIEW)
                std::printf("output %s view %s\n", out.name.c_str(), out.dst.c_str());
            else
                std::printf("output %s cvt %s %s\n", out.name.c_str(), out.dst.c_str(),
                            kRoundNames[out.round]);
            for (int i = 0; i < kN; i++) {
                if (out.why[i])
                    std::printf("%s", std::string(2 * out.size, '-').c_str());
                else
                    std::printf("%0*x", 2 * out.size, (unsigned)out.v[i]);
                std::putchar((i + 1) % kCols ? ' ' : '\n');
            }
        }
    } else if (o.form == ROWRED) {
        std::printf("output y row\n");
        for (int r = 0; r < kRows; r++)
            std::printf("%0*x\n", (int)(2 * sizeof(T)), (unsigned)bits(yv[r * kCols]));
    } else {
        print_matrix<T>("output", o.form == COLRED ? "y colexpanded" : "y", yv, kCols);
    }
    std::printf("end\n");
    return std::fflush(stdout) == 0 ? 0 : 1;
}

unsigned dtype_bit(const std::string &dt)
{
    for (unsigned i = 0; i < sizeof kDtypeNames / sizeof *kDtypeNames; i++)
        if (dt == kDtypeNames[i])
            return 1u << i;
    return 0;
}

// The row of OP covering dtype bit D, or null.
const Row *find(const std::string &op, unsigned d)
{
    for (const auto &o : kTable)
        if (op == o.name && (o.dtypes & d))
            return &o;
    return nullptr;
}

// No two rows of one op share a dtype.
bool table_ok()
{
    bool ok = true;
    for (const auto &o : kTable)
        for (const auto &p : kTable)
            if (&o < &p && !std::strcmp(o.name, p.name) && (o.dtypes & p.dtypes)) {
                std::fprintf(stderr, "cpu-gen: two rows of %s share a dtype\n", o.name);
                ok = false;
            }
    return ok;
}

void list()
{
    for (const auto &o : kTable) {
        std::printf("%-9s %-8s", o.name, o.cannot ? "cannot" : kFormNames[o.form]);
        for (unsigned i = 0; i < 8; i++)
            if (o.dtypes & (1u << i))
                std::printf(" %s", kDtypeNames[i]);
        std::printf("  %s\n", o.cannot ? o.cannot : o.call);
    }
}

} // namespace

int main(int argc, char **argv)
{
    if (!table_ok())
        return 2;
    if (argc == 2 && !std::strcmp(argv[1], "--list")) {
        list();
        return 0;
    }
    const bool cannot = argc == 4 && !std::strcmp(argv[1], "--cannot");
    if (argc < 4 || (argc > 4 && !std::strcmp(argv[1], "--cannot"))) {
        std::fputs(
            "usage: cpu-gen OP DTYPE COMMIT [DST=ROUND,... | DST]... | --cannot OP DTYPE | --list\n",
            stderr);
        return 2;
    }
    const std::string op = argv[cannot ? 2 : 1], dt = argv[cannot ? 3 : 2];
    if (!dtype_bit(dt)) {
        std::fprintf(stderr, "cpu-gen: no dtype '%s' (i8 u8 i16 u16 i32 u32 f16 f32)\n", dt.c_str());
        return 2;
    }
    const Row *o = find(op, dtype_bit(dt));
    if (!o) {
        std::fprintf(stderr,
                     "cpu-gen: no row for %s on %s in peer/cpu-gen.cpp's PEER_TABLE: add a ROW "
                     "(the pto-isa call) or a CANNOT (why not)\n",
                     op.c_str(), dt.c_str());
        return 2;
    }
    if (cannot) {
        if (!o->cannot)
            return 1;
        std::printf("%s\n", o->cannot);
        return 0;
    }
    if (o->cannot) {
        std::fprintf(stderr, "cpu-gen: %s on %s: pto-isa cannot: %s\n", argv[1], argv[2], o->cannot);
        return 1;
    }
    // a conversion's outputs, DST=ROUND,ROUND... ("any": every round value);
    // a bit view's, DST
    std::vector<Conv> convs;
    for (int i = 4; i < argc; i++) {
        const std::string arg = argv[i];
        if (o->form == VIEW) {
            if (!dtype_bit(arg) && arg != "bf16") {
                std::fprintf(stderr, "cpu-gen: '%s' is not a dtype\n", argv[i]);
                return 2;
            }
            convs.push_back(Conv{arg, {RINT}});
            continue;
        }
        const size_t eq = arg.find('=');
        Conv conv{arg.substr(0, eq), {}};
        bool ok = eq != std::string::npos && eq > 0;
        for (size_t p = eq; ok && p < arg.size();) {
            const size_t end = std::min(arg.find(',', p + 1), arg.size());
            const std::string word = arg.substr(p + 1, end - p - 1);
            int r = 0;
            while (r < NROUNDS && word != kRoundNames[r])
                r++;
            if (word == "any")
                for (int q = 0; q < NROUNDS; q++)
                    conv.rounds.push_back(q);
            else if (r < NROUNDS)
                conv.rounds.push_back(r);
            else
                ok = false;
            p = end;
        }
        if (!ok || conv.rounds.empty()) {
            std::fprintf(stderr, "cpu-gen: '%s' is not DST=ROUND,... (%s)\n", argv[i],
                         "rint round floor ceil trunc odd none, or any");
            return 2;
        }
        convs.push_back(conv);
    }
    if ((o->form == CVT || o->form == VIEW) != !convs.empty()) {
        std::fprintf(stderr, "cpu-gen: %s: %s\n", op.c_str(),
                     o->form == CVT    ? "a conversion needs its outputs, DST=ROUND,..."
                     : o->form == VIEW ? "a bit view needs its outputs, DST..."
                                       : "only a conversion or a bit view takes outputs");
        return 2;
    }
    if (dt == "i8") return run<int8_t>(*o, argv[2], argv[3], convs);
    if (dt == "u8") return run<uint8_t>(*o, argv[2], argv[3], convs);
    if (dt == "i16") return run<int16_t>(*o, argv[2], argv[3], convs);
    if (dt == "u16") return run<uint16_t>(*o, argv[2], argv[3], convs);
    if (dt == "i32") return run<int32_t>(*o, argv[2], argv[3], convs);
    if (dt == "u32") return run<uint32_t>(*o, argv[2], argv[3], convs);
    if (dt == "f16") return run<half>(*o, argv[2], argv[3], convs);
    return run<float>(*o, argv[2], argv[3], convs);
}
