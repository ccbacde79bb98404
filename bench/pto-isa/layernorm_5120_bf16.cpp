/* bench/pto-isa/layernorm_5120_bf16.cpp - specs/layernorm_5120_bf16.yaml
 * as a pto-isa user composes it from pto-isa's A2/A3 ops
 * (peer/driver.hpp), out/pto/layernorm_f16.cpp's sequence at one row
 * of 5120 bf16 columns, in place on xw as the spec is: x, gamma and beta widened
 * by TCVT with each tile (pto-isa has no place to keep gamma and beta
 * across tiles), the result rounded back by TCVT (CAST_RINT).  The
 * per-row values are DN [8, 1] tiles (a 32-byte block) for TROWSUM and
 * the TROWEXPAND ops and [1, 8] row-major tiles at the same UB addresses
 * for TMULS, TADDS and TRSQRT; a barrier where an op reads the previous
 * one's result. */
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
constexpr int R = 1, C = 5120, VC = 5120;
using H = VecTile<bfloat16_t, R, C>;
using D = VecTile<float, R, C>;
using V = pto::Tile<pto::TileType::Vec, float, 8, 1, pto::BLayout::ColMajor, -1, 1>;
using W = VecTile<float, 1, 8>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    const float eps = (float)pv[0];
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        H x = tile_at<H>(0x00000, n, VC), y = tile_at<H>(0x02800, n, VC);
        H gh = tile_at<H>(0x05000, 1, VC), bh = tile_at<H>(0x07800, 1, VC);
        D xw = tile_at<D>(0x0a000, n, VC), g = tile_at<D>(0x0f000, 1, VC);
        D b = tile_at<D>(0x14000, 1, VC), d2 = tile_at<D>(0x19000, n, VC);
        D tmp = tile_at<D>(0x1e000, n, VC);
        V mu(n), var(n), r(n);
        pto::TASSIGN_IMPL(mu, 0x23000);
        pto::TASSIGN_IMPL(var, 0x23100);
        pto::TASSIGN_IMPL(r, 0x23200);
        W muw = tile_at<W>(0x23000, 1, n), varw = tile_at<W>(0x23100, 1, n);
        W rw = tile_at<W>(0x23200, 1, n);
        auto gx = gm_rows<bfloat16_t, VC>(io[0], r0, n), gg = gm_rows<bfloat16_t, VC>(io[1], 0, 1);
        auto gb = gm_rows<bfloat16_t, VC>(io[2], 0, 1), gy = gm_rows<bfloat16_t, VC>(io[3], r0, n);
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
        pto::TMULS_IMPL(muw, muw, 0.0001953125f);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDSUB_IMPL(xw, xw, mu);
        pipe_barrier(PIPE_V);
        pto::TMUL_IMPL(d2, xw, xw);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(var, d2, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(varw, varw, 0.0001953125f);
        pipe_barrier(PIPE_V);
        pto::TADDS_IMPL(varw, varw, eps);
        pipe_barrier(PIPE_V);
        pto::TRSQRT_IMPL(rw, varw);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDMUL_IMPL(xw, xw, r);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDMUL_IMPL(xw, xw, g);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDADD_IMPL(xw, xw, b);
        pipe_barrier(PIPE_V);
        pto::TCVT_IMPL(y, xw, pto::RoundMode::CAST_RINT);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
