/* bench/pto-isa/rmsnorm_4096_f16.cpp - specs/rmsnorm_4096_f16.yaml as a
 * pto-isa user composes it from pto-isa's A2/A3 ops (peer/driver.hpp),
 * rmsnorm_f32.cpp's sequence at one row of 4096 columns: x widened by
 * TCVT, the f32 ops, gamma widened with each tile (pto-isa has no place
 * to keep it across tiles), the result rounded back by TCVT (CAST_RINT).
 * The per-row value is a DN [8, 1] tile (its rows a 32-byte block) for TROWSUM and TROWEXPANDMUL and
 * a [1, 1] row-major tile at the same UB address for TMULS, TADDS and
 * TRSQRT; a barrier where an op reads the previous one's result.
 * PGR_BENCH_BF16 builds rmsnorm_4096_bf16.cpp's bf16 variant. */
#include "shim.hpp"

#include <pto/npu/a2a3/TAddS.hpp>
#include <pto/npu/a2a3/TColExpandMul.hpp>
#include <pto/npu/a2a3/TCvt.hpp>
#include <pto/npu/a2a3/TMul.hpp>
#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TRowExpandMul.hpp>
#include <pto/npu/a2a3/TRowSum.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>

#include "driver.hpp"

using namespace peer;
#ifdef PGR_BENCH_BF16
using E = bfloat16_t;
#else
using E = half;
#endif
constexpr int R = 1, C = 4096, VC = 4096;
using H = VecTile<E, R, C>;
using D = VecTile<float, R, C>;
using V = pto::Tile<pto::TileType::Vec, float, 8, 1, pto::BLayout::ColMajor, -1, 1>;
using W = VecTile<float, 1, 8>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    const float eps = (float)pv[0];
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        H x = tile_at<H>(0x00000, n, VC), y = tile_at<H>(0x02000, n, VC);
        H gh = tile_at<H>(0x04000, 1, VC);
        D xf = tile_at<D>(0x06000, n, VC), sq = tile_at<D>(0x0a000, n, VC);
        D t = tile_at<D>(0x0e000, n, VC), yf = tile_at<D>(0x12000, n, VC);
        D g = tile_at<D>(0x16000, 1, VC), tmp = tile_at<D>(0x1a000, n, VC);
        V ms(n), r(n);
        pto::TASSIGN_IMPL(ms, 0x1e000);
        pto::TASSIGN_IMPL(r, 0x1e100);
        W msw = tile_at<W>(0x1e000, 1, n), rw = tile_at<W>(0x1e100, 1, n);
        auto gx = gm_rows<E, VC>(io[0], r0, n), gg = gm_rows<E, VC>(io[1], 0, 1);
        auto gy = gm_rows<E, VC>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(gh, gg);
        after_loads();
        pto::TCVT_IMPL(xf, x, pto::RoundMode::CAST_NONE);
        pto::TCVT_IMPL(g, gh, pto::RoundMode::CAST_NONE);
        pipe_barrier(PIPE_V);
        pto::TMUL_IMPL(sq, xf, xf);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(ms, sq, tmp);
        pipe_barrier(PIPE_V);
        pto::TMULS_IMPL(msw, msw, 0.000244140625f);
        pipe_barrier(PIPE_V);
        pto::TADDS_IMPL(msw, msw, eps);
        pipe_barrier(PIPE_V);
        pto::TRSQRT_IMPL(rw, msw);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDMUL_IMPL(t, xf, r);
        pipe_barrier(PIPE_V);
        pto::TCOLEXPANDMUL_IMPL(yf, t, g);
        pipe_barrier(PIPE_V);
        pto::TCVT_IMPL(y, yf, pto::RoundMode::CAST_RINT);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
