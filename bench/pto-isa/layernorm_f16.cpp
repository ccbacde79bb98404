/* bench/pto-isa/layernorm_f16.cpp - specs/layernorm_f16.yaml as a pto-isa
 * user composes it from pto-isa's A2/A3 ops (peer/driver.hpp): x, gamma
 * and beta widened by TCVT, then layernorm_f32's ops on the f32 tiles
 * (96 valid columns of 128), the result rounded back by TCVT (CAST_RINT).
 * The per-row values are DN [R, 1] tiles for TROWSUM and the TROWEXPAND
 * ops, and [1, R] row-major tiles at the same UB addresses for TMULS,
 * TADDS and TRSQRT; a barrier where an op reads the previous one's
 * result. */
#include "shim.hpp"

#include <pto/npu/a2a3/TAddS.hpp>
#include <pto/npu/a2a3/TColExpandAdd.hpp>
#include <pto/npu/a2a3/TColExpandMul.hpp>
#include <pto/npu/a2a3/TCvt.hpp>
#include <pto/npu/a2a3/TMul.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TRowExpandMul.hpp>
#include <pto/npu/a2a3/TRowExpandSub.hpp>
#include <pto/npu/a2a3/TRowSum.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 8, C = 128, VC = 96;
using H = VecTile<half, R, C>;
using D = VecTile<float, R, C>;
using GH = VecTile<half, 1, C>;
using G = VecTile<float, 1, C>;
using V = pto::Tile<pto::TileType::Vec, float, R, 1, pto::BLayout::ColMajor, -1, 1>;
using W = VecTile<float, 1, R>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    const float eps = (float)pv[0];
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        H x = tile_at<H>(0x0000, n, VC), y = tile_at<H>(0x0800, n, VC);
        D xw = tile_at<D>(0x1000, n, VC), d = tile_at<D>(0x2000, n, VC);
        D d2 = tile_at<D>(0x3000, n, VC), t = tile_at<D>(0x4000, n, VC);
        D tmp = tile_at<D>(0x5000, n, VC);
        GH gh = tile_at<GH>(0x6000, 1, VC), bh = tile_at<GH>(0x6100, 1, VC);
        G g = tile_at<G>(0x6200, 1, VC), b = tile_at<G>(0x6400, 1, VC);
        V mu(n), var(n), r(n);
        pto::TASSIGN_IMPL(mu, 0x6600);
        pto::TASSIGN_IMPL(var, 0x6700);
        pto::TASSIGN_IMPL(r, 0x6800);
        W muw = tile_at<W>(0x6600, 1, n), varw = tile_at<W>(0x6700, 1, n);
        W rw = tile_at<W>(0x6800, 1, n);
        auto gx = gm_rows<half, VC>(io[0], r0, n), gg = gm_rows<half, VC>(io[1], 0, 1);
        auto gb = gm_rows<half, VC>(io[2], 0, 1), gy = gm_rows<half, VC>(io[3], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(gh, gg);
        pto::TLOAD_IMPL(bh, gb);
        after_loads();
        pto::TCVT_IMPL(xw, x, pto::RoundMode::CAST_NONE);
        pto::TCVT_IMPL(g, gh, pto::RoundMode::CAST_NONE);
        pto::TCVT_IMPL(b, bh, pto::RoundMode::CAST_NONE);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(mu, xw, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(muw, muw, 0.010416666666666666f);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDSUB_IMPL(d, xw, mu);
        pipe_barrier(PIPE_V);
        pto::TMUL_IMPL(d2, d, d);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(var, d2, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(varw, varw, 0.010416666666666666f);
        pipe_barrier(PIPE_V);
        pto::TADDS_IMPL(varw, varw, eps);
        pipe_barrier(PIPE_V);
        pto::TRSQRT_IMPL(rw, varw);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDMUL_IMPL(t, d, r);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDMUL_IMPL(t, t, g);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDADD_IMPL(d2, t, b);
        pipe_barrier(PIPE_V);
        pto::TCVT_IMPL(y, d2, pto::RoundMode::CAST_RINT);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
