/* bench/pto-isa/tsel_f16.cpp - specs/tsel_f16.yaml as a pto-isa user composes it from
 * pto-isa's A2/A3 ops (peer/driver.hpp: TLOAD each input, one pto-isa
 * call per op, TSTORE each output, one tile at a time): the baseline of
 * `make bench PTO_ISA=...`.  z = m ? x : y */
#include "shim.hpp"

#include <pto/npu/a2a3/TSel.hpp>

#include "driver.hpp"

using namespace peer;
constexpr int R = 16, C = 128, VC = 128;
using D = VecTile<half, R, C>;
constexpr int MV = (VC + 7) / 8;
using Mk = VecTile<uint8_t, R, mask_pitch<VC>()>;

extern "C" double pgr_run_ptoisa(void *const *io, uint32_t M, const double *pv, uint32_t blocks)
{
    (void)pv;
    return run_tiles(M, blocks, R, [&](uint32_t r0, unsigned n) {
        Mk m = tile_at<Mk>(0x0000, n, MV);
        D x = tile_at<D>(0x1000, n, VC), y = tile_at<D>(0x2000, n, VC);
        D z = tile_at<D>(0x3000, n, VC);
        auto gm = gm_rows<uint8_t, MV>(io[0], r0, n);
        auto gx = gm_rows<half, VC>(io[1], r0, n), gy = gm_rows<half, VC>(io[2], r0, n);
        auto gz = gm_rows<half, VC>(io[3], r0, n);
        before_loads();
        pto::TLOAD_IMPL(m, gm);
        pto::TLOAD_IMPL(x, gx);
        pto::TLOAD_IMPL(y, gy);
        after_loads();
        pto::TSEL_IMPL(z, m, x, y);
        after_ops();
        pto::TSTORE_IMPL(gz, z);
        after_stores();
    });
}
