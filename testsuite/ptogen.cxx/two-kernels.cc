// two-kernels.cc - a C++ program using two generated host kernels.
//
// cxx.exp generates specs/seed_mix.yaml and specs/axpy_i16.yaml for host,
// compiles the kernels as C and this file as C++ (-pedantic -Werror),
// links them with g++ and runs the result.  Both headers in one
// translation unit: PGR_RESTRICT is defined once, and the extern "C"
// declarations are what the C objects define.  The last line of output
// must be "cxx: ok".
#include <cstdint>
#include <cstdio>
#include <vector>

#include "axpy_i16.h"
#include "seed_mix.h"

static_assert(sizeof(int16_t) == 2, "int16_t");

namespace {

// Deterministic inputs covering every bit pattern region.
uint32_t lcg(uint32_t &state)
{
    state = state * 1664525u + 1013904223u;
    return state >> 8;
}

int16_t wrap16(int32_t v)
{
    return static_cast<int16_t>(static_cast<uint16_t>(static_cast<uint32_t>(v) & 0xffffu));
}

int check_seed_mix(uint32_t M)
{
    const uint32_t vc = 60, mrow = (vc + 7) / 8;
    std::vector<int16_t> a(M * vc), b(M * vc), s(M * vc), y(M * vc, 0x5a5a);
    std::vector<uint8_t> m(M * mrow);
    uint32_t st = 12345;
    for (uint32_t i = 0; i < M * vc; i++) {
        a[i] = wrap16(static_cast<int32_t>(lcg(st)));
        b[i] = wrap16(static_cast<int32_t>(lcg(st)));
        s[i] = wrap16(static_cast<int32_t>(lcg(st) % 40) - 4);
    }
    for (auto &byte : m)
        byte = static_cast<uint8_t>(lcg(st));
    seed_mix(a.data(), b.data(), s.data(), m.data(), y.data(), M);
    int bad = 0;
    for (uint32_t r = 0; r < M; r++)
        for (uint32_t c = 0; c < vc; c++) {
            uint32_t i = r * vc + c;
            int bit = (m[r * mrow + c / 8] >> (c % 8)) & 1;
            int16_t x = wrap16(-static_cast<int32_t>(static_cast<int16_t>(a[i] ^ b[i])));
            /* the count read as unsigned: 16 and more (-4..-1 too) give the sign bits */
            unsigned cnt = static_cast<uint16_t>(s[i]);
            int16_t sel = wrap16(x >> (cnt < 16 ? cnt : 15));
            int16_t want = bit ? sel : wrap16(a[i] - b[i]);
            if (y[i] != want && bad++ < 5)
                std::printf("seed_mix: row %u col %u: got %d, want %d\n", r, c, y[i], want);
        }
    return bad;
}

int check_axpy(uint32_t M, int16_t alpha)
{
    const uint32_t vc = 48;
    std::vector<int16_t> x(M * vc), y(M * vc), z(M * vc, 0x5a5a);
    uint32_t st = 777;
    for (uint32_t i = 0; i < M * vc; i++) {
        x[i] = wrap16(static_cast<int32_t>(lcg(st)));
        y[i] = wrap16(static_cast<int32_t>(lcg(st)));
    }
    axpy_i16(x.data(), y.data(), z.data(), M, alpha);
    int bad = 0;
    for (uint32_t i = 0; i < M * vc; i++) {
        int16_t want = wrap16(wrap16(x[i] * alpha) + wrap16(y[i] + 3));
        if (z[i] != want && bad++ < 5)
            std::printf("axpy_i16: element %u: got %d, want %d\n", i, z[i], want);
    }
    return bad;
}

} // namespace

int main()
{
    int bad = check_seed_mix(37) + check_seed_mix(16) + check_axpy(21, -3) + check_axpy(1, 32767);
    if (bad) {
        std::printf("cxx: %d wrong elements\n", bad);
        return 1;
    }
    std::printf("cxx: ok\n");
    return 0;
}
