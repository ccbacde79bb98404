// half-conversions.cc - the f16 <-> float conversions a host header with
// f16 inputs or outputs exports, used from C++.
//
// Both headers define them under one guard (PGR_F16_CONVERSIONS), so two
// in one translation unit compile.  The program builds half inputs with
// pgr_f16_from_f32, runs tneg_f16 and tsel_f16, and reads the results back
// with pgr_f16_to_f32.  The last line of output must be "cxx: ok".
#include <cstdint>
#include <cstdio>
#include <vector>

#include "tneg_f16.h"
#include "tsel_f16.h"

int main()
{
    int bad = 0;
    // every value is a small multiple of 1/4: exact in f16
    const uint32_t M = 19, vc = 80;
    std::vector<uint16_t> x(M * vc), z(M * vc);
    for (uint32_t i = 0; i < M * vc; i++)
        x[i] = pgr_f16_from_f32(static_cast<float>(static_cast<int>(i % 97) - 48) * 0.25f);
    tneg_f16(x.data(), z.data(), M);
    for (uint32_t i = 0; i < M * vc; i++) {
        float want = -pgr_f16_to_f32(x[i]);
        if (pgr_f16_to_f32(z[i]) != want || (want == 0.0f && z[i] != (x[i] ^ 0x8000u))) {
            if (++bad <= 5)
                std::printf("tneg_f16: z[%u] = 0x%04x, want %g\n", static_cast<unsigned>(i),
                            static_cast<unsigned>(z[i]), static_cast<double>(want));
        }
    }

    const uint32_t sc = 128, mrow = sc / 8;
    std::vector<uint16_t> a(M * sc), b(M * sc), y(M * sc);
    std::vector<uint8_t> m(M * mrow);
    for (uint32_t i = 0; i < M * sc; i++) {
        a[i] = pgr_f16_from_f32(1.5f);
        b[i] = pgr_f16_from_f32(-2.0f);
    }
    for (uint32_t i = 0; i < M * mrow; i++)
        m[i] = static_cast<uint8_t>(i * 37u);
    tsel_f16(m.data(), a.data(), b.data(), y.data(), M);
    for (uint32_t r = 0; r < M; r++)
        for (uint32_t c = 0; c < sc; c++) {
            int bit = (m[r * mrow + c / 8] >> (c % 8)) & 1;
            float want = bit ? 1.5f : -2.0f;
            if (pgr_f16_to_f32(y[r * sc + c]) != want && ++bad <= 10)
                std::printf("tsel_f16: y[%u][%u] wrong\n", static_cast<unsigned>(r),
                            static_cast<unsigned>(c));
        }
    if (bad) {
        std::printf("cxx: %d wrong\n", bad);
        return 1;
    }
    std::puts("cxx: ok");
    return 0;
}
