/* peer/shim.hpp - run pto-isa's A2/A3 (or A5) NPU headers on sim/a2a3.h
 * (or sim/a5.h).
 *
 * pto-isa (cannmirror/pto-isa) writes its ops in bisheng's CCE C++:
 * intrinsics, qualifiers and a few builtins.  The simulators define the
 * intrinsics; this header supplies the rest of what the op headers name so
 * that they compile with g++ (-std=gnu++17) and run on the simulator:
 *
 *   - the architecture macros of the vector core (__NPU_ARCH__ 2201 for
 *     A2/A3, 3101 for A5), so pto-isa picks its npu/a2a3 or npu/a5 paths;
 *   - the qualifiers and attributes bisheng knows and g++ does not;
 *   - TASSIGN_IMPL, replaced: pto-isa turns a UB offset into a pointer,
 *     here it maps the offset into the simulator's UB arena (PGR_UB);
 *   - get_imm, __cce_get_tile_ptr and the cube/fixpipe names that the
 *     TLOAD/TSTORE headers mention in code a vector kernel never runs:
 *     each stub fails the run ("not simulated") if it is ever executed;
 *   - PTO_ASSERT wired to the simulator's failure report, so pto-isa's
 *     own run-time checks stop a bad driver.
 *
 * A2/A3: include it first, then the pto-isa op headers
 * (pto/npu/a2a3/T*.hpp), never pto/pto-inst.hpp (it pulls in every op and
 * the comm layer).  A5: include shim_a5.hpp instead (it defines PEER_A5
 * and includes this header, which takes the A5 names from it).
 */
#ifndef PTOGEN_PEER_SHIM_HPP
#define PTOGEN_PEER_SHIM_HPP

#include <cstdint>
#include <cstdio>
#include <type_traits>

#ifdef PEER_A5
#include "a5.h"
#define __NPU_ARCH__ 3101
#define __DAV_VEC__ /* the vector core: pto-isa's a5/datatype.hpp then maps bf16 */
#define PEER_SIM(fn) sim_a5_##fn
#else
#include "a2a3.h"
#define __NPU_ARCH__ 2201
#define __CCE_AICORE__ 220
#define PEER_SIM(fn) sim_a2a3_##fn /* PEER_SIM(begin)(): the device's sim_*_begin() */
#endif

/* the other memory spaces, float16_t, the fixpipe modes and the cube
 * names, shared with the typed check (sim/typed/pto.hpp) */
#include "typed/pto-names.hpp"

/* type.hpp defines AICORE as bisheng's [aicore] attribute: take it, then
 * empty AICORE before anything expands it */
#include <pto/common/type.hpp>
#undef AICORE
#define AICORE

/* pto-isa's run-time checks (PTO_ASSERT, with _DEBUG) print through
 * cce::printf and stop with trap(): here the report becomes one
 * simulator failure line. */
#ifndef _DEBUG
#define _DEBUG 1
#endif
namespace cce {
static char peer_assert_text[1024];
template <typename... A> inline void printf(const char *fmt, A... a)
{
    std::snprintf(peer_assert_text, sizeof peer_assert_text, fmt, a...);
}
} // namespace cce
inline void trap()
{
    for (char *c = cce::peer_assert_text; *c; c++)
        if (*c == '\n')
            *c = ' ';
    sim_fail("PTO_ASSERT", "%s", cce::peer_assert_text);
}

/* Names the TLOAD/TSTORE headers use on their cube and fixpipe paths.  A
 * vector kernel never runs them; if one does, the run stops. */
#define PEER_NOT_SIMULATED(name)                                                                   \
    template <typename... A> inline void name(A &&...)                                             \
    {                                                                                              \
        sim_fail(#name, "is not simulated (a cube or fixpipe path of pto-isa)");                  \
    }
PTOGEN_PTO_CUBE_NAMES(PEER_NOT_SIMULATED)
#define PIPE_FIX ((pipe_t)0x7f) /* any use fails the simulator's pipe check */
/* dsb(DSB_UB): a2a3/TFillPad.hpp's byte path closes its scalar pad stores
 * with this barrier, which the simulator does not model: if reached, the
 * run stops (peer/cases leaves tfillpad's 8-bit dtypes out) */
/* get_vms4_sr(): the VMS4_SR status register, where an exhausted-mode
 * vmrgsort4 stopped (a2a3/TMrgSort.hpp's exhausted forms).  The simulator
 * models no exhausted suspension (sim/README.md, vmrgsort4): if reached,
 * the run stops */
#ifndef PEER_A5
inline int64_t get_vms4_sr()
{
    sim_fail("get_vms4_sr", "is not simulated (vmrgsort4's exhausted suspension)");
    return 0;
}
#endif
#ifndef DSB_UB
#define DSB_UB 0
inline void dsb(int)
{
    sim_fail("dsb", "is not simulated (a2a3/TFillPad.hpp's byte path)");
}
#endif
#ifdef PEER_A5
#include "shim_a5.hpp"
#endif

/* A tile's UB pointer is the tile's data pointer (no tile functions here). */
#define __cce_get_tile_ptr(p) (p)
/* bisheng's scalar max and min, which pto-isa's a2a3/TCvt.hpp calls
 * unqualified */
template <typename T> constexpr T max(T a, T b)
{
    return a > b ? a : b;
}
template <typename T> constexpr T min(T a, T b)
{
    return a < b ? a : b;
}

/* get_imm(off): the UB address OFF as an integer, here inside the arena
 * (TSEL takes its CMPMASK scratch at TMP_UB_OFFSET this way) */
inline uintptr_t get_imm(uint64_t off)
{
    return (uintptr_t)sim_ub_ptr(off);
}

#include <pto/common/event.hpp> /* PtoSetWaitFlag: the V <-> S brackets of scalar loops */

#include <pto/common/pto_tile.hpp>
#include <pto/common/utils.hpp>

/* TASSIGN(tile, offset): the offset maps into the simulator's UB arena
 * (pto-isa's own TASSIGN_IMPL casts it to a pointer; TTILE_ASSIGN keeps
 * that one out).  pto-isa also assigns a tile another tile's data()
 * as an integer (a2a3/TReshape.hpp, TQuant.hpp): on the NPU that is the
 * UB address itself, here a pointer into the arena, which maps back to
 * its offset (and is checked as one). */
#define TTILE_ASSIGN
namespace pto {
template <typename T, typename AddrType> PTO_INTERNAL void TASSIGN_IMPL(T &obj, AddrType addr)
{
    if constexpr (is_tile_data_v<T>) {
        static_assert(std::is_integral_v<AddrType>, "assign a tile a UB offset");
        const uintptr_t a = (uintptr_t)addr, base = (uintptr_t)sim_ub;
        const uint64_t off = a >= base && a - base < SIM_UB_BYTES ? a - base : (uint64_t)addr;
        obj.assignData(reinterpret_cast<typename T::TileDType>(sim_ub_ptr(off)));
    } else {
        obj.SetAddr(addr);
    }
}
} // namespace pto

#endif
