/* sim/typed/pto-names.hpp - the names pto-isa's NPU headers take from
 * bisheng that neither build of them here gets from elsewhere: shared by
 * peer/shim.hpp (pto-isa's ops run on sim/a2a3.h or sim/a5.h) and
 * sim/typed/pto.hpp (a pto kernel's NPU build type-checked).  Each of
 * them includes it after its own `half` and before pto-isa's headers.
 *
 *  - the memory spaces other than GM and UB, which only cube code names,
 *    and the tile-function calling convention and its markers: empty;
 *  - bisheng's names for the IEEE types (float16_t, float32_t);
 *  - the fixpipe quantisation modes and the copies' pad mode, which
 *    TSTORE's and TLOAD's signatures name (a2a3/common.hpp, TLoad.hpp;
 *    a5/common.hpp), values arbitrary: no vector path passes one;
 *  - PTOGEN_PTO_CUBE_NAMES(X): X(name) for each function the TLOAD and
 *    TSTORE headers call on their cube, fixpipe and atomic paths, and
 *    the 8-bit transpose's, none of which a kernel of ptogen's reaches
 *    (its pto target takes 2- and 4-byte ttrans only).  Each includer
 *    defines them its own way: the simulator build as stubs that stop
 *    the run, the typed check as declarations without types.
 */
#ifndef PTOGEN_SIM_TYPED_PTO_NAMES_HPP
#define PTOGEN_SIM_TYPED_PTO_NAMES_HPP

#include <cstdint>

#define __cbuf__
#define __ca__
#define __cb__
#define __cc__
#define __fbuf__
#define __tf__
#define __in__
#define __out__

typedef half float16_t;
typedef float float32_t;

enum QuantMode_t : uint32_t {
    NoQuant, F322F16, F322BF16, DEQF16, VDEQF16, QF322F16_PRE, QF322BF16_PRE, QF322B8_PRE,
    VQF322B8_PRE, REQ8, VREQ8, SHIFTS322S16, VSHIFTS322S16, QF322HIF8_PRE, VQF322HIF8_PRE,
    QS322BF16_PRE, VQS322BF16_PRE, QF322F32_PRE, VQF322F32_PRE, QF322FP8_PRE, VQF322FP8_PRE,
    VQF322F16_PRE, VQF322BF16_PRE
};
enum pad_t : uint8_t { PAD_NONE = 0 };

#define PTOGEN_PTO_CUBE_NAMES(X)                                                                   \
    X(copy_gm_to_cbuf)                                                                             \
    X(copy_gm_to_cbuf_multi_nd2nz_b8)                                                              \
    X(copy_gm_to_cbuf_multi_nd2nz_b16)                                                             \
    X(copy_gm_to_cbuf_multi_nd2nz_b32s)                                                            \
    X(copy_cbuf_to_gm)                                                                             \
    X(copy_matrix_cc_to_gm)                                                                        \
    X(set_atomic_f32)                                                                              \
    X(set_atomic_f16)                                                                              \
    X(set_atomic_bf16)                                                                             \
    X(set_atomic_s32)                                                                              \
    X(set_atomic_s16)                                                                              \
    X(set_atomic_s8)                                                                               \
    X(set_atomic_add)                                                                              \
    X(set_atomic_none)                                                                             \
    X(set_nd_para)                                                                                 \
    X(set_fpc)                                                                                     \
    X(set_quant_pre)                                                                               \
    X(scatter_vnchwconv_b8)                                                                        \
    X(vcopy)

#endif
