/* bench/pto-isa/tneg_f16.cpp - specs/tneg_f16.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  z = -x */
#include "shim.hpp"

#include <pto/npu/a2a3/TMulS.hpp>
#include <pto/npu/a2a3/TUnaryOp.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 96, VC = 80;
using D = VecTile<half, R, C>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        D x = tile_at<D>(0x0000, n, VC), z = tile_at<D>(0x8000, n, VC);
        auto gx = gm_rows<half, VC>(io[0], r0, n), gz = gm_rows<half, VC>(io[1], r0, n);
        before_loads();
        pto::TLOAD_IMPL(x, gx);
        after_loads();
        pto::TNEG_IMPL(z, x);
        after_ops();
        pto::TSTORE_IMPL(gz, z);
        after_stores();
    });
}
