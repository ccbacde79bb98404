/* bench/pto-isa/seed_mix.cpp - specs/seed_mix.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  y = m ? (-(a ^ b)) >> s : a - b */
#include "shim.hpp"

#include <pto/npu/a2a3/TAnd.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TOr.hpp>
#include <pto/npu/a2a3/TSel.hpp>
#include <pto/npu/a2a3/TShr.hpp>
#include <pto/npu/a2a3/TSub.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>
#include <pto/npu/a2a3/TXor.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 64, VC = 60, MV = (VC + 7) / 8;
using D = VecTile<int16_t, R, C>;
using Mk = VecTile<uint8_t, R, mask_pitch<VC>()>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D a = tile_at<D>(0x0000, n, VC), b = tile_at<D>(0x0800, n, VC);
        D s = tile_at<D>(0x1000, n, VC), x = tile_at<D>(0x1800, n, VC);
        D d = tile_at<D>(0x2000, n, VC), y = tile_at<D>(0x2800, n, VC);
        D tmp = tile_at<D>(0x3000, n, VC);
        Mk m = tile_at<Mk>(0x3800, n, MV);
        auto ga = gm_rows<int16_t, VC>(io[0], r0, n), gb = gm_rows<int16_t, VC>(io[1], r0, n);
        auto gs = gm_rows<int16_t, VC>(io[2], r0, n), gy = gm_rows<int16_t, VC>(io[4], r0, n);
        auto gm = gm_rows<uint8_t, MV>(io[3], r0, n);
        before_loads();
        pto::TLOAD_IMPL(a, ga);
        pto::TLOAD_IMPL(b, gb);
        pto::TLOAD_IMPL(s, gs);
        pto::TLOAD_IMPL(m, gm);
        after_loads();
        pto::TXOR_IMPL(x, a, b, tmp);
        pipe_barrier(PIPE_V);
        pto::TNEG_IMPL(x, x);
        /* pto-isa's TSHR is a scalar loop (it brackets itself V -> S -> V);
         * the simulator cannot see plain C run, so declare its element-steps */
        PGR_SCALAR_STEPS(n * VC);
        pto::TSHR_IMPL(x, x, s);
        pto::TSUB_IMPL(d, a, b);
        pipe_barrier(PIPE_V);
        pto::TSEL_IMPL(y, m, x, d);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
