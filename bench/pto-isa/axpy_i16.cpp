/* bench/pto-isa/axpy_i16.cpp - specs/axpy_i16.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  z = x * alpha + (y + 3) */
#include "shim.hpp"

#include <pto/npu/a2a3/TAdd.hpp>
#include <pto/npu/a2a3/TAddS.hpp>
#include <pto/npu/a2a3/TMulS.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 64, VC = 48;
using D = VecTile<int16_t, R, C>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    const int16_t alpha = (int16_t)pv[0];
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), y = tile_at<D>(0x0800, n, VC);
        D ax = tile_at<D>(0x1000, n, VC), y3 = tile_at<D>(0x1800, n, VC);
        D z = tile_at<D>(0x2000, n, VC);
        auto gx = gm_rows<int16_t, VC>(io[0], r0, n), gy = gm_rows<int16_t, VC>(io[1], r0, n);
        auto gz = gm_rows<int16_t, VC>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(y, gy);
        after_loads();
        pto::TMULS_IMPL(ax, x, alpha);
        pto::TADDS_IMPL(y3, y, (int16_t)3);
        pipe_barrier(PIPE_V);
        pto::TADD_IMPL(z, ax, y3);
        after_ops();
        pto::TSTORE_IMPL(gz, z);
        after_stores();
    });
}
