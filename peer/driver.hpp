/* peer/driver.hpp - the frame of a pto-isa A2/A3 kernel on sim/a2a3.h, as
 * a pto-isa user composes one: tiles at fixed UB offsets, a tile loop
 * over M rows dealt round-robin over the cores, and per tile
 *
 *     TLOAD each input; MTE2 -> V; the ops; V -> MTE3; TSTORE each output
 *
 * with the flags pto-isa's tests put between the phases, plus the two a
 * loop needs to reuse its single set of buffers (V -> MTE2: the inputs
 * are consumed; MTE3 -> V: the outputs are stored).  Include after
 * shim.hpp and the op headers.
 */
#ifndef PTOGEN_PEER_DRIVER_HPP
#define PTOGEN_PEER_DRIVER_HPP

#include <cstdint>

#include <pto/npu/a2a3/TLoad.hpp>
#include <pto/npu/a2a3/TStore.hpp>

namespace peer {

/* a row-major UB tile of R x C elements with a run-time valid region */
template <typename T, int R, int C>
using VecTile = pto::Tile<pto::TileType::Vec, T, R, C, pto::BLayout::RowMajor, -1, -1>;

/* a dense GM matrix of N columns and a run-time number of rows */
template <typename T, int N>
using GmRows = pto::GlobalTensor<T, pto::Shape<1, 1, 1, -1, N>, pto::Stride<1, 1, 1, N, 1>>;

/* the mask tile of a tile with VC valid columns: rows of ceil(VC/8)
 * bytes, padded to 32 */
template <int VC> constexpr int mask_pitch()
{
    return ((VC + 7) / 8 + 31) / 32 * 32;
}

/* Tile TILE of type TileT at UB offset OFF with N valid rows, VC columns. */
template <typename TileT> TileT tile_at(uint32_t off, unsigned n, unsigned vc)
{
    TileT t(n, vc);
    pto::TASSIGN_IMPL(t, off);
    return t;
}

/* Rows [r0, r0 + n) of the dense N-column GM matrix at P. */
template <typename T, int N> GmRows<T, N> gm_rows(void *p, uint32_t r0, unsigned n)
{
    return GmRows<T, N>((T *)p + (size_t)r0 * N, pto::Shape<1, 1, 1, -1, N>((int64_t)n));
}

inline void before_loads()
{
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
}
inline void after_loads()
{
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}
inline void after_ops()
{
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
}
inline void after_stores()
{
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

/* Run BODY(r0, n) for every tile of ROWS rows of M, dealt over BLOCKS
 * simulated cores (last first, as the ptogen harness does); returns the
 * simulator's modeled cycles. */
template <typename Body> double run_tiles(uint32_t M, uint32_t blocks, uint32_t rows, Body body)
{
    const uint32_t tiles = (M + rows - 1) / rows;
    sim_a2a3_reset();
    block_num = blocks;
    for (uint32_t i = blocks; i-- > 0;) {
        block_idx = i;
        sim_a2a3_begin();
        /* pto-isa's ops assume a core's reset state: normal mode, full mask */
        set_mask_norm();
        set_vector_mask((uint64_t)-1, (uint64_t)-1);
        set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
        set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
        for (uint32_t t = i; t < tiles; t += blocks) {
            const uint32_t r0 = t * rows;
            body(r0, M - r0 < rows ? M - r0 : rows);
        }
        wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
        wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
        sim_a2a3_end();
    }
    return sim_a2a3_cycles();
}

} // namespace peer

#endif
