/* bench/pto-isa/txor_u8.cpp - specs/txor_u8.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  z = x ^ y */
#include "shim.hpp"

#include <pto/npu/a2a3/TAnd.hpp>
#include <pto/npu/a2a3/TOr.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>
#include <pto/npu/a2a3/TXor.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 32, C = 64, VC = 64;
using D = VecTile<uint8_t, R, C>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), y = tile_at<D>(0x8000, n, VC);
        D z = tile_at<D>(0x10000, n, VC), tmp = tile_at<D>(0x18000, n, VC);
        auto gx = gm_rows<uint8_t, VC>(io[0], r0, n), gy = gm_rows<uint8_t, VC>(io[1], r0, n);
        auto gz = gm_rows<uint8_t, VC>(io[2], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(y, gy);
        after_loads();
        pto::TXOR_IMPL(z, x, y, tmp);
        after_ops();
        pto::TSTORE_IMPL(gz, z);
        after_stores();
    });
}
