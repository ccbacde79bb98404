// peer/cpu-gen.cpp - expected outputs from pto-isa's CPU simulator.
//
//   cpu-gen OP DTYPE COMMIT > DATAFILE
//
// Runs one PTO op of pto-isa's CPU backend (include/pto/cpu, built with
// -D__CPU_SIM) on fixed deterministic inputs and prints them with its
// outputs as a data file for testsuite/ptogen.peer/ (format in
// testsuite/ptogen.peer/peer.exp).  peer/cpu-run builds and runs it for
// every (op, dtype) of `ptogen --list-ops -t host` but bf16.
//
// Inputs the CPU code does not define are never recorded: a candidate
// whose result the C++ of the CPU op leaves undefined (signed overflow of
// the promoted type) or that the ISA leaves undefined (a shift count
// outside [0, W)) is skipped, and the file's header says which rule
// applied.  Everything else (edge values first, then pseudo-random ones
// from a fixed seed) is recorded as it comes.
#include <pto/pto-inst.hpp>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

using namespace pto;

namespace {

constexpr int kRows = 6;  // M of the recorded matrices
constexpr int kCols = 48; // valid columns; the tiles have 64
constexpr int kN = kRows * kCols;

enum class POp { add, sub, and_, or_, xor_, not_, neg, adds, muls, shr, sel };

struct OpName {
    const char *name;
    POp op;
    int nsrc; // tile sources
};
const OpName kOps[] = {{"tadd", POp::add, 2},  {"tsub", POp::sub, 2}, {"tand", POp::and_, 2},
                       {"tor", POp::or_, 2},   {"txor", POp::xor_, 2}, {"tnot", POp::not_, 1},
                       {"tneg", POp::neg, 1},  {"tadds", POp::adds, 1}, {"tmuls", POp::muls, 1},
                       {"tshr", POp::shr, 2},  {"tsel", POp::sel, 2}};

uint32_t lcg(uint32_t &s)
{
    s = s * 1664525u + 1013904223u;
    return (s >> 16) | (s << 16);
}

template <typename T> uint32_t bits(T v)
{
    uint32_t b = 0;
    std::memcpy(&b, &v, sizeof v);
    return b;
}

template <typename T> T from_bits(uint32_t b)
{
    T v;
    std::memcpy(&v, &b, sizeof v);
    return v;
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

// Is A op B (the C++ the CPU op runs, in T's promoted type) undefined?
template <typename T> bool undefined(POp op, T a, T b)
{
    if constexpr (std::is_integral_v<T>) {
        using P = decltype(+a);
        const long long x = a, y = b;
        long long r = 0;
        switch (op) {
        case POp::shr: return y < 0 || y >= (long long)(8 * sizeof(T)); // ISA: 0 <= count < W
        case POp::add: case POp::adds: r = x + y; break;
        case POp::sub: r = x - y; break;
        case POp::muls: r = x * y; break;
        case POp::neg: r = -x; break;
        default: return false;
        }
        return std::is_signed_v<P> &&
               (r < (long long)std::numeric_limits<P>::min() || r > (long long)std::numeric_limits<P>::max());
    } else {
        (void)op, (void)a, (void)b;
        return false;
    }
}

const char *rule(POp op, int w, bool is_float, bool is_signed_promoted)
{
    if (op == POp::shr)
        return "shift counts outside [0, W) (the ISA defines TSHR for counts below the width; "
               "the CPU code's C++ >> is undefined for negative counts and counts >= 32)";
    if (is_float || op == POp::and_ || op == POp::or_ || op == POp::xor_ || op == POp::not_ || op == POp::sel)
        return nullptr;
    if (!is_signed_promoted)
        return nullptr;
    return w < 32 ? "none: the CPU code computes in int, where no result of this op overflows"
                  : "inputs whose result overflows int32 (signed overflow is undefined in the "
                    "CPU code's C++; ptogen wraps modulo 2^32)";
}

template <typename T> T scalar_of(POp op)
{
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, half>)
        return op == POp::adds ? (T)0.75f : (T)-1.5f;
    else
        return op == POp::adds ? (T)(sizeof(T) == 4 ? 0x12345678 : 0x1234) : (T)-3;
}

template <typename T> void print_matrix(const char *kind, const char *name, const T *v, int cols)
{
    std::printf("%s %s\n", kind, name);
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < cols; c++)
            std::printf("%0*x%c", (int)(2 * sizeof(T)), (unsigned)bits(v[r * cols + c]),
                        c + 1 == cols ? '\n' : ' ');
}

template <typename T> int run(const OpName &o, const char *dtype, const char *commit)
{
    using TileT = Tile<TileType::Vec, T, kRows, 64, BLayout::RowMajor, kRows, kCols>;
    using MaskT = Tile<TileType::Vec, uint8_t, kRows, 32, BLayout::RowMajor, kRows, kCols / 8>;
    static TileT a, b, y, tmp;
    static MaskT m;
    static T av[kN], bv[kN], yv[kN];
    static uint8_t mv[kN / 8];
    const T s = scalar_of<T>(o.op);

    // candidates: every pair of edge values, then random ones
    uint32_t seed = 0x9e3779b9u;
    for (const char *p = o.name; *p; p++)
        seed = seed * 31u + (unsigned char)*p;
    seed += 8 * sizeof(T);
    const auto e = edges<T>();
    const uint32_t w = 8 * sizeof(T);
    auto e2 = e; // second operand; shift counts: every count below W first
    if (o.op == POp::shr) {
        e2.clear();
        for (uint32_t c = 0; c < w; c++)
            e2.push_back(c);
        e2 += e;
    }
    const size_t npairs = o.nsrc == 2 ? e.size() * e2.size() : e.size();
    size_t k = 0, skipped = 0;
    for (int n = 0; n < kN;) {
        uint32_t x, z = 0;
        if (k < npairs) {
            // k -> (k mod E, (k + k / E) mod E2): every pair once when E2 == E
            x = e[k % e.size()];
            z = e2[(k + k / e.size()) % e2.size()];
        } else {
            x = random_bits<T>(seed);
            z = o.op == POp::shr ? (uint32_t)((int)(lcg(seed) % (3 * w)) - (int)w) : random_bits<T>(seed);
        }
        k++;
        const T tx = from_bits<T>(x), tz = from_bits<T>(z);
        if (undefined<T>(o.op, tx, o.op == POp::adds || o.op == POp::muls ? s : tz)) {
            skipped++;
            continue;
        }
        av[n] = tx;
        bv[n] = tz;
        n++;
    }
    for (auto &v : mv)
        v = (uint8_t)lcg(seed);
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < 64; c++) {
            a.data()[r * 64 + c] = c < kCols ? av[r * kCols + c] : T(0);
            b.data()[r * 64 + c] = c < kCols ? bv[r * kCols + c] : T(0);
        }
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < kCols / 8; c++)
            m.data()[r * 32 + c] = mv[r * (kCols / 8) + c];

    if constexpr (std::is_integral_v<T>) {
        switch (o.op) {
        case POp::and_: TAND(y, a, b); break;
        case POp::or_: TOR(y, a, b); break;
        case POp::xor_: TXOR(y, a, b, tmp); break;
        case POp::not_: TNOT(y, a); break;
        case POp::shr: TSHR(y, a, b); break;
        default: break;
        }
    }
    switch (o.op) {
    case POp::add: TADD(y, a, b); break;
    case POp::sub: TSUB(y, a, b); break;
    case POp::neg: TNEG(y, a); break;
    case POp::adds: TADDS(y, a, s); break;
    case POp::muls: TMULS(y, a, s); break;
    case POp::sel: TSEL(y, m, a, b); break;
    default: break;
    }
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < kCols; c++)
            yv[r * kCols + c] = y.data()[r * 64 + c];

    const bool is_float = !std::is_integral_v<T>;
    const char *why = rule(o.op, (int)w, is_float, is_float ? false : std::is_signed_v<decltype(+T())>);
    std::printf("# %s on %s: inputs and the outputs of pto-isa's CPU simulator\n", o.name, dtype);
    std::printf("# (include/pto/cpu, -D__CPU_SIM) at pto-isa commit %s,\n", commit);
    std::printf("# built with g++ %s -std=c++20 -O2.\n", __VERSION__);
    std::printf("# Written by peer/cpu-run (make peer-cpu PTO_ISA=...); do not edit.\n");
    std::printf("# Inputs not recorded: %s; %zu candidates skipped.\n",
                why ? why : "none: the CPU code defines every result", skipped);
    std::printf("op %s\ndtype %s\nrows %d\ncols %d\n", o.name, dtype, kRows, kCols);
    if (o.op == POp::adds || o.op == POp::muls) {
        if constexpr (std::is_integral_v<T>)
            std::printf("scalar %lld\n", (long long)s);
        else
            std::printf("scalar %g\n", (double)(float)s);
    }
    print_matrix<T>("input", "a", av, kCols);
    if (o.nsrc == 2)
        print_matrix<T>("input", "b", bv, kCols);
    if (o.op == POp::sel)
        print_matrix<uint8_t>("mask", "m", mv, kCols / 8);
    print_matrix<T>("output", "y", yv, kCols);
    std::printf("end\n");
    return std::fflush(stdout) == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::fputs("usage: cpu-gen OP DTYPE COMMIT\n", stderr);
        return 2;
    }
    const std::string op = argv[1], dt = argv[2];
    for (const auto &o : kOps) {
        if (op != o.name)
            continue;
        const bool bitwise = o.op == POp::and_ || o.op == POp::or_ || o.op == POp::xor_ ||
                             o.op == POp::not_ || o.op == POp::shr;
        if (dt == "i8") return run<int8_t>(o, argv[2], argv[3]);
        if (dt == "u8") return run<uint8_t>(o, argv[2], argv[3]);
        if (dt == "i16") return run<int16_t>(o, argv[2], argv[3]);
        if (dt == "u16") return run<uint16_t>(o, argv[2], argv[3]);
        if (dt == "i32") return run<int32_t>(o, argv[2], argv[3]);
        if (dt == "u32") return run<uint32_t>(o, argv[2], argv[3]);
        if (dt == "f16" && !bitwise) return run<half>(o, argv[2], argv[3]);
        if (dt == "f32" && !bitwise) return run<float>(o, argv[2], argv[3]);
        std::fprintf(stderr, "cpu-gen: no case for %s on %s\n", argv[1], argv[2]);
        return 1;
    }
    std::fprintf(stderr, "cpu-gen: unknown op '%s'\n", argv[1]);
    return 1;
}
