/* bench/pto-isa/softmax_f32.cpp - specs/softmax_f32.yaml as a pto-isa user
 * composes it from pto-isa's A2/A3 ops (peer/driver.hpp): TROWMAX,
 * TROWEXPANDEXPDIF, TROWSUM, TROWEXPANDDIV, the per-row tiles DN [R, 1]
 * as pto-isa's docs recommend, the reductions' tmp a tile like the
 * source (as pto-isa's trowsum test passes it), a barrier where an op
 * reads the previous one's result.  The baseline of `make
 * bench PTO_ISA=...`.  y = exp(x - max(x)) / sum(exp(x - max(x))) */
#include "shim.hpp"

#include <pto/npu/a2a3/TRowExpandDiv.hpp>
#include <pto/npu/a2a3/TRowExpandSub.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>
#include <pto/npu/a2a3/TRowExpandExpdif.hpp>
#include <pto/npu/a2a3/TRowMax.hpp>
#include <pto/npu/a2a3/TRowSum.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 8, C = 128, VC = 128;
using D = VecTile<float, R, C>;
using V = pto::Tile<pto::TileType::Vec, float, R, 1, pto::BLayout::ColMajor, -1, 1>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), e = tile_at<D>(0x1000, n, VC);
        D y = tile_at<D>(0x2000, n, VC), tmp = tile_at<D>(0x3000, n, VC);
        V m(n), s(n);
        pto::TASSIGN_IMPL(m, 0x4000);
        pto::TASSIGN_IMPL(s, 0x4100);
        auto gx = gm_rows<float, VC>(io[0], r0, n), gy = gm_rows<float, VC>(io[1], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        after_loads();
        pto::TROWMAX_IMPL(m, x, tmp);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDEXPDIF_IMPL(e, x, m);
        pipe_barrier(PIPE_V);
        pto::TROWSUM_IMPL(s, e, tmp);
        pipe_barrier(PIPE_V);
        pto::TROWEXPANDDIV_IMPL(y, e, s);
        after_ops();
        pto::TSTORE_IMPL(gy, y);
        after_stores();
    });
}
