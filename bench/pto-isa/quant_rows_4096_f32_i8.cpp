/* bench/pto-isa/quant_rows_4096_f32_i8.cpp -
 * specs/quant_rows_4096_f32_i8.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp) at one row of 4096 columns:
 * TABS, TROWMAX into a DN [8, 1] tile, TDIVS (the scale; 1 / amax: pto-isa
 * has no A2/A3 TRECIP, its scalar-first TDIVS is one) and TMULS on the
 * [1, 8] row-major tile at the same UB address (the scale stored from
 * it), TROWEXPANDMUL, and the two TCVTs (CAST_ODD to f16, CAST_RINT to
 * i8); a barrier where an op reads the previous one's result. */
#include "shim.hpp"

#include <pto/npu/a2a3/TCvt.hpp>
#include <pto/npu/a2a3/TDivS.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TRowExpandMul.hpp>
#include <pto/npu/a2a3/TRowMax.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 1, C = 4096, VC = 4096;
using D = VecTile<float, R, C>;
using H = VecTile<half, R, C>;
using Q = VecTile<int8_t, R, C>;
using V = pto::Tile<pto::TileType::Vec, float, 8, 1, pto::BLayout::ColMajor, -1, 1>;
using W = VecTile<float, 1, 8>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x00000, n, VC), a = tile_at<D>(0x04000, n, VC);
        D tmp = tile_at<D>(0x08000, n, VC);
        H h = tile_at<H>(0x0c000, n, VC);
        Q q = tile_at<Q>(0x0e000, n, VC);
        V amax(n), inv(n);
        pto::TASSIGN_IMPL(amax, 0x0f000);
        pto::TASSIGN_IMPL(inv, 0x0f100);
        W amaxw = tile_at<W>(0x0f000, 1, n), invw = tile_at<W>(0x0f100, 1, n);
        W scalew = tile_at<W>(0x0f200, 1, n);
        auto gx = gm_rows<float, VC>(io[0], r0, n);
        auto gq = gm_rows<int8_t, VC>(io[1], r0, n);
        auto gs = gm_rows<float, 1>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        after_loads();
        pto::TABS_IMPL(a, x);
        pipe_barrier(PIPE_V);
        pto::TROWMAX_IMPL(amax, a, tmp);
        pipe_barrier(PIPE_V);
        pto::TDIVS_IMPL(scalew, amaxw, 127.0f);
        pto::TDIVS_IMPL(invw, 1.0f, amaxw);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(invw, invw, 127.0f);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDMUL_IMPL(a, x, inv);
        pipe_barrier(PIPE_V);
        pto::TCVT_IMPL(h, a, pto::RoundMode::CAST_ODD);
        pipe_barrier(PIPE_V);
        pto::TCVT_IMPL(q, h, pto::RoundMode::CAST_RINT);
        after_ops();
        pto::TSTORE_IMPL(gq, q);
        pto::TSTORE_IMPL(gs, scalew);
        after_stores();
    });
}
