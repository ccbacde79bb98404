/* bench/pto-isa/rmsnorm_f32.cpp - specs/rmsnorm_f32.yaml as a pto-isa user
 * composes it from pto-isa's A2/A3 ops (peer/driver.hpp).  The per-row
 * values are a DN [R, 1] tile for TROWSUM and TROWEXPANDMUL; pto-isa's
 * elementwise ops take row-major tiles only, so TMULS, TADDS and TRSQRT
 * run on a [1, R] row-major tile at the same UB address (the same R
 * values back to back).  gamma is a [1, C] tile, loaded with each tile.
 * A barrier where an op reads the previous one's result.
 * y = x / sqrt(mean(x * x) + eps) * gamma */
#include "shim.hpp"

#include <pto/npu/a2a3/TAddS.hpp>
#include <pto/npu/a2a3/TMul.hpp>
#include <pto/npu/a2a3/TColExpandMul.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TRowExpandMul.hpp>
#include <pto/npu/a2a3/TRowSum.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 8, C = 128, VC = 128;
using D = VecTile<float, R, C>;
using G = VecTile<float, 1, C>;
using V = pto::Tile<pto::TileType::Vec, float, R, 1, pto::BLayout::ColMajor, -1, 1>;
using W = VecTile<float, 1, R>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    const float eps = (float)pv[0];
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), sq = tile_at<D>(0x1000, n, VC);
        D t = tile_at<D>(0x2000, n, VC), y = tile_at<D>(0x3000, n, VC);
        D tmp = tile_at<D>(0x4000, n, VC);
        G g = tile_at<G>(0x5000, 1, VC);
        V ms(n), r(n);
        pto::TASSIGN_IMPL(ms, 0x5200);
        pto::TASSIGN_IMPL(r, 0x5300);
        W msw = tile_at<W>(0x5200, 1, n), rw = tile_at<W>(0x5300, 1, n);
        auto gx = gm_rows<float, VC>(io[0], r0, n), gg = gm_rows<float, VC>(io[1], 0, 1);
        auto gy = gm_rows<float, VC>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(g, gg);
        after_loads();
        pto::TMUL_IMPL(sq, x, x);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(ms, sq, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(msw, msw, 0.0078125f);
        pipe_barrier(PIPE_V);
        pto::TADDS_IMPL(msw, msw, eps);
        pipe_barrier(PIPE_V);
        pto::TRSQRT_IMPL(rw, msw);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDMUL_IMPL(t, x, r);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDMUL_IMPL(y, t, g);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
