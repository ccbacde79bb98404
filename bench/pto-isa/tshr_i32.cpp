/* bench/pto-isa/tshr_i32.cpp - specs/tshr_i32.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  z = x >> s (a scalar loop) */
#include "shim.hpp"

#include <pto/npu/a2a3/TShr.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 8, C = 64, VC = 50;
using D = VecTile<int32_t, R, C>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), y = tile_at<D>(0x8000, n, VC);
        D z = tile_at<D>(0x10000, n, VC), tmp = tile_at<D>(0x18000, n, VC);
        auto gx = gm_rows<int32_t, VC>(io[0], r0, n), gy = gm_rows<int32_t, VC>(io[1], r0, n);
        auto gz = gm_rows<int32_t, VC>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(y, gy);
        after_loads();
        /* a scalar loop the simulator cannot see: declare its element-steps */
        PGR_SCALAR_STEPS(n * VC);
        pto::TSHR_IMPL(z, x, y);
        after_ops();
        pto::TSTORE_IMPL(gz, z);
        after_stores();
    });
}
