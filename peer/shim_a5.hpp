/* peer/shim_a5.hpp - run pto-isa's A5 NPU headers on sim/a5.h.
 *
 * Include this header first (it defines PEER_A5 and includes shim.hpp,
 * which does the work common to both devices and includes this one again
 * for the A5 names below), then the pto-isa op headers
 * (pto/npu/a5/T*.hpp).
 *
 * What the compiler provides is sim/a5.h's C++ mode: the register types,
 * the tag types (std::integral_constant of its enums), the intrinsics.
 * What is here is the rest that pto-isa's A5 headers name:
 *
 *   - TSTORE's atomic modes (atomic_type_t; QuantMode_t, which both
 *     devices' headers name, is in shim.hpp);
 *   - the fp8 / fp4 / hifloat8 element types, as empty placeholders: the
 *     headers only compare them with std::is_same, and no case of
 *     peer/cases-a5 instantiates a tile of them;
 *   - the cube, fixpipe and L1 names of a5/TLoad.hpp and TStore.hpp, as
 *     stubs that fail the run if ever executed.
 */
#ifndef PTOGEN_PEER_SHIM_HPP
#define PEER_A5 1
#include "shim.hpp"
#elif !defined(PTOGEN_PEER_SHIM_A5_NAMES)
#define PTOGEN_PEER_SHIM_A5_NAMES

/* the cube, L1 and fixpipe paths of a5/TLoad.hpp and TStore.hpp */
PEER_NOT_SIMULATED(copy_gm_to_cbuf_multi_nd2nz)
PEER_NOT_SIMULATED(copy_gm_to_cbuf_multi_dn2nz)
PEER_NOT_SIMULATED(copy_gm_to_cbuf_align_v2)
PEER_NOT_SIMULATED(set_mte2_nz_para)
PEER_NOT_SIMULATED(set_loop_size_outtol1)
PEER_NOT_SIMULATED(set_loop1_stride_outtol1)
PEER_NOT_SIMULATED(set_loop2_stride_outtol1)
PEER_NOT_SIMULATED(set_pad_val_outtol1)
PEER_NOT_SIMULATED(set_mov_pad_val)
PEER_NOT_SIMULATED(set_loop3_para)
PEER_NOT_SIMULATED(set_channel_para)

/* TSTORE's atomic modes (its AtomicAdd paths) */
enum class atomic_type_t { ATOMIC_NONE, ATOMIC_ADD };

/* element types the simulator has no arithmetic for */
#define PEER_PLACEHOLDER_TYPE(name)                                                                \
    struct name {                                                                                  \
        uint8_t bits;                                                                              \
    }
PEER_PLACEHOLDER_TYPE(float8_e4m3_t);
PEER_PLACEHOLDER_TYPE(float8_e5m2_t);
PEER_PLACEHOLDER_TYPE(float8_e8m0_t);
PEER_PLACEHOLDER_TYPE(hifloat8_t);
PEER_PLACEHOLDER_TYPE(float4_e1m2x2_t);
PEER_PLACEHOLDER_TYPE(float4_e2m1x2_t);

#endif
