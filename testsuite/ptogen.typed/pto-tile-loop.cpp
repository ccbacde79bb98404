/* A pto kernel's shape: tiles at UB offsets, a GM tensor, the load, an
 * op of pto-isa's, the store and the flags between them, as ptogen's pto
 * target writes them; the op headers' intrinsic calls resolve against
 * sim/typed/a2a3.hpp. */
#include <pto/npu/a2a3/TLoad.hpp>
#include <pto/npu/a2a3/TStore.hpp>
#include <pto/npu/a2a3/TAdd.hpp>
#include <pto/npu/a2a3/TSel.hpp>

using Rows = pto::Tile<pto::TileType::Vec, half, 16, 128, pto::BLayout::RowMajor, -1, -1>;
using Bits = pto::Tile<pto::TileType::Vec, uint8_t, 16, 32, pto::BLayout::RowMajor, -1, -1>;
using Gsh = pto::Shape<1, 1, 1, -1, 128>;
using Gst = pto::Stride<1, 1, 1, 128, 1>;
using Gt = pto::GlobalTensor<half, Gsh, Gst>;

void k(__gm__ half *x, __gm__ half *y, uint32_t n)
{
    Rows a(n, 128), b(n, 128);
    Bits m(n, 16);
    pto::TASSIGN_IMPL(a, 0x0u);
    pto::TASSIGN_IMPL(b, 0x1000u);
    pto::TASSIGN_IMPL(m, 0x2000u);
    Gt gx(x, Gsh((int64_t)n)), gy(y, Gsh((int64_t)n));
    pto::TLOAD_IMPL(a, gx);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    pto::TADD_IMPL(b, a, a);
    pipe_barrier(PIPE_V);
    pto::TSEL_IMPL(b, m, a, b);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    pto::TSTORE_IMPL(gy, b);
}
