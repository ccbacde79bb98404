/* bench/pto-isa/chain8_i16.cpp - bench/specs/chain8_i16.yaml as a pto-isa user composes it
 * from pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op with a barrier where it reads the previous op's result,
 * TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  Eight ops, each reading the last. */
#include "shim.hpp"

#include <pto/npu/a2a3/TAdd.hpp>
#include <pto/npu/a2a3/TAddS.hpp>
#include <pto/npu/a2a3/TAnd.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TOr.hpp>
#include <pto/npu/a2a3/TSub.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>
#include <pto/npu/a2a3/TXor.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 128, VC = 128;
using D = VecTile<int16_t, R, C>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        constexpr uint32_t S = R * C * 2;
        D a = tile_at<D>(0 * S, n, VC), b = tile_at<D>(1 * S, n, VC), d = tile_at<D>(2 * S, n, VC);
        D t1 = tile_at<D>(3 * S, n, VC), t2 = tile_at<D>(4 * S, n, VC);
        D t3 = tile_at<D>(5 * S, n, VC), t4 = tile_at<D>(6 * S, n, VC);
        D y = tile_at<D>(7 * S, n, VC), tmp = tile_at<D>(8 * S, n, VC);
        auto ga = gm_rows<int16_t, VC>(io[0], r0, n), gb = gm_rows<int16_t, VC>(io[1], r0, n);
        auto gd = gm_rows<int16_t, VC>(io[2], r0, n), gy = gm_rows<int16_t, VC>(io[3], r0, n);
        before_loads();
        pto::TLOAD_IMPL(a, ga);
        pto::TLOAD_IMPL(b, gb);
        pto::TLOAD_IMPL(d, gd);
        after_loads();
        pto::TADD_IMPL(t1, a, b);
        pipe_barrier(PIPE_V);
        pto::TXOR_IMPL(t2, t1, d, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(t3, t2, (int16_t)3);
        pipe_barrier(PIPE_V);
        pto::TSUB_IMPL(t4, t3, a);
        pipe_barrier(PIPE_V);
        pto::TAND_IMPL(t1, t4, b);
        pipe_barrier(PIPE_V);
        pto::TOR_IMPL(t2, t1, d);
        pipe_barrier(PIPE_V);
        pto::TADDS_IMPL(t3, t2, (int16_t)7);
        pipe_barrier(PIPE_V);
        pto::TNEG_IMPL(y, t3);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
