/* bench/pto-isa/maskpipe_f16.cpp - bench/specs/maskpipe_f16.yaml as a pto-isa user composes it
 * from pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op with a barrier where it reads the previous op's result,
 * TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  Two selects by two input masks around float arithmetic. */
#include "shim.hpp"

#include <pto/npu/a2a3/TAdd.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TSel.hpp>
#include <pto/npu/a2a3/TSub.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 128, VC = 128, MV = (VC + 7) / 8;
using D = VecTile<half, R, C>;
using Mk = VecTile<uint8_t, R, mask_pitch<VC>()>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        constexpr uint32_t S = R * C * 2, MS = R * mask_pitch<VC>();
        Mk m1 = tile_at<Mk>(0, n, MV), m2 = tile_at<Mk>(MS, n, MV);
        D a = tile_at<D>(2 * MS + 0 * S, n, VC), b = tile_at<D>(2 * MS + 1 * S, n, VC);
        D d = tile_at<D>(2 * MS + 2 * S, n, VC), s = tile_at<D>(2 * MS + 3 * S, n, VC);
        D t = tile_at<D>(2 * MS + 4 * S, n, VC), u = tile_at<D>(2 * MS + 5 * S, n, VC);
        D y = tile_at<D>(2 * MS + 6 * S, n, VC);
        auto gm1 = gm_rows<uint8_t, MV>(io[0], r0, n), gm2 = gm_rows<uint8_t, MV>(io[1], r0, n);
        auto ga = gm_rows<half, VC>(io[2], r0, n), gb = gm_rows<half, VC>(io[3], r0, n);
        auto gd = gm_rows<half, VC>(io[4], r0, n), gy = gm_rows<half, VC>(io[5], r0, n);
        before_loads();
        pto::TLOAD_IMPL(m1, gm1);
        pto::TLOAD_IMPL(m2, gm2);
        pto::TLOAD_IMPL(a, ga);
        pto::TLOAD_IMPL(b, gb);
        pto::TLOAD_IMPL(d, gd);
        after_loads();
        pto::TSUB_IMPL(s, a, b);
        pipe_barrier(PIPE_V);
        pto::TSEL_IMPL(t, m1, s, d);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(u, t, (half)0.5);
        pipe_barrier(PIPE_V);
        pto::TADD_IMPL(s, u, a);
        pipe_barrier(PIPE_V);
        pto::TSEL_IMPL(y, m2, s, b);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
