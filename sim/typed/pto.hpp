/* sim/typed/pto.hpp - type-check a pto kernel's NPU build: pto-isa's A2/A3
 * op headers (include/pto/npu/a2a3/) against the typed A2/A3 interface of
 * sim/typed/a2a3.hpp, for a syntax-only compile with g++.
 *
 * A kernel of ptogen's pto target is C++ over pto-isa's tile API; on the
 * device, bisheng (-xcce, dav-c220-vec) compiles it with pto-isa's
 * headers, and those headers make the intrinsic calls.  This header puts
 * the typed declarations under them in place of the compiler's, so that
 * g++ resolves every call the kernel's instantiations make (pto-isa's
 * TADD_IMPL<its tiles> calling vadd on half, TCVT_IMPL calling vconv_*,
 * ...) and the kernel's own set_flag/wait_flag/pipe_barrier, exactly as
 * it does for an a2a3 kernel:
 *
 *     g++ -std=c++17 -fsyntax-only -x c++ -Wall -Wextra -Werror \
 *         -I sim/typed -isystem <pto-isa>/include -include sim/typed/pto.hpp \
 *         -DPTOGEN_PTO_OP_HEADERS -I <dir of the kernel's header> KERNEL.cpp
 *
 * (testsuite/ptogen.pto/pto.exp: "pto/CASE: typed a2a3").  With
 * PTOGEN_PTO_OP_HEADERS the kernel includes the op headers of the calls
 * it makes (pto/npu/a2a3/T*.hpp), the same files pto/pto-inst.hpp pulls
 * in on the device for those calls; pto-inst.hpp itself also brings the
 * cube and communication layers, which a vector kernel does not call.
 *
 * What it adds to sim/typed/a2a3.hpp, and why:
 *  - the architecture macros that select pto-isa's npu/a2a3 paths, and
 *    the qualifiers bisheng knows (empty here, as in a2a3.hpp);
 *  - pto-isa's own TASSIGN_IMPL (npu/a2a3/TAssign.hpp), the device's: a
 *    tile is given its UB offset as an integer (the simulator build,
 *    peer/shim.hpp, maps that offset into its arena instead);
 *  - the bisheng builtins pto-isa calls unqualified: __cce_get_tile_ptr,
 *    get_imm (an immediate UB address: TSel.hpp, TCvt.hpp), and the
 *    scalar max and min (TCvt.hpp);
 *  - vsel with pto-isa's own select-mode enumerator.  a2a3/TSel.hpp passes
 *    pto::SELMODE::VSEL_TENSOR_TENSOR_MODE (an enum class of uint8_t),
 *    where asc-devkit's A2/A3 C API passes a uint8_t and ptogen's a2a3
 *    kernels the integer 2 (a2a3.hpp's form).  pto-isa's TSEL runs in its
 *    hardware tests, so the compiler takes both; this overload takes any
 *    one-byte enumeration as the mode;
 *  - declarations without types for the cube, fixpipe and atomic names
 *    that TLOAD/TSTORE mention on paths a vector tile never takes
 *    (copy_gm_to_cbuf*, copy_matrix_cc_to_gm, set_atomic_*, set_fpc,
 *    set_quant_pre, set_nd_para), and for the 8-bit transpose's
 *    scatter_vnchwconv_b8 and TransOp's vcopy (ptogen's pto target takes
 *    2- and 4-byte ttrans only).  They are named in non-dependent calls,
 *    so a declaration must exist when the header is read; none of them is
 *    checked.  The run of every such kernel on sim/a2a3.h (peer/shim.hpp)
 *    fails if one is ever called.
 *
 * What it cannot check is what sim/typed/a2a3.hpp cannot (address
 * spaces, values), and pto-isa's code in templates no kernel of the spec
 * instantiates.
 */
#ifndef PTOGEN_SIM_TYPED_PTO_HPP
#define PTOGEN_SIM_TYPED_PTO_HPP

#include "a2a3.hpp"

#include <cstdint>
#include <type_traits>

#define __NPU_ARCH__ 2201
#define __CCE_AICORE__ 220

/* the other memory spaces, float16_t, the fixpipe modes, and the cube
 * names: declared, not checked (above) */
#include "pto-names.hpp"
#define PTOGEN_TYPED_UNCHECKED(name) template <typename... A> void name(A &&...);
PTOGEN_PTO_CUBE_NAMES(PTOGEN_TYPED_UNCHECKED)
#undef PTOGEN_TYPED_UNCHECKED

/* the builtins pto-isa calls unqualified */
template <typename T> T __cce_get_tile_ptr(T tile);
uint64_t get_imm(uint64_t value);
template <typename T> T max(T a, T b);
template <typename T> T min(T a, T b);

/* vsel with pto-isa's select-mode enumerator (above): the element types
 * and operands of a2a3.hpp's vsel, the mode any one-byte enumeration */
template <typename T, typename S1, typename M,
          typename = std::enable_if_t<(std::is_same_v<T, half> || std::is_same_v<T, float>) &&
                                      (std::is_same_v<S1, T> || std::is_void_v<S1>) &&
                                      std::is_enum_v<M> && sizeof(M) == 1>>
void vsel(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ S1 *src1, uint8_t repeat,
          uint8_t dstBlockStride, uint8_t src0BlockStride, uint8_t src1BlockStride,
          uint8_t dstRepeatStride, uint8_t src0RepeatStride, uint8_t src1RepeatStride,
          M selectMode);

/* type.hpp defines AICORE as bisheng's [aicore] attribute, which g++
 * does not have: take the header, then empty AICORE */
#include <pto/common/type.hpp>
#undef AICORE
#define AICORE

#include <pto/common/event.hpp>
#include <pto/common/pto_tile.hpp>
#include <pto/common/utils.hpp>
#include <pto/npu/a2a3/TAssign.hpp>

#endif
