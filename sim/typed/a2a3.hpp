/* sim/typed/a2a3.hpp - typed declarations of the A2/A3 (dav-c220) vector-core
 * device interface that ptogen's a2a3 kernels call: the CCE vector
 * intrinsics, the copies, the mask and CTRL registers, flags and
 * barriers, and the types and qualifiers around them.
 *
 * This is not a simulator (that is sim/a2a3.h, whose intrinsics are
 * untyped macros): nothing here is defined, so it only serves a
 * syntax-only compile, in which g++ does the overload resolution the
 * device compiler (bisheng/ccec) would do and rejects a call with the
 * wrong number of operands, an element type no overload takes (a dtype
 * the intrinsic does not have, or src and dst of different types), an
 * enum operand given as an integer, or a constant that does not fit its
 * field:
 *
 *   g++ -std=c++17 -fsyntax-only -x c++ -I <dir of the kernel's header> \
 *       -include sim/typed/a2a3.hpp KERNEL.c
 *
 * Where the facts come from, in this order:
 *   1. pto-isa's A2/A3 implementation, include/pto/npu/a2a3/T*.hpp
 *      (repository cannmirror/pto-isa): which intrinsic it calls for
 *      which element type, in which operand order, and the types of the
 *      locals and parameters it passes (uint8_t repeat, uint16_t strides,
 *      ...).  Each group below names the files.
 *   2. The A2/A3 C API of asc-devkit, impl/c_api/instr_impl/npu_arch_2201/
 *      (npu_arch 2201 is dav-c220, A2/A3), and its unit tests, which mock
 *      the intrinsics with their exact signatures
 *      (tests/api/c_api/npu_arch_2201).
 *   3. A CCE intrinsic declaration stub for editors (an "IntelliSense"
 *      stub of every CCE intrinsic with typed parameters; the device
 *      compiler's own header is not public).  It is the union over all
 *      architectures, so it lists, for one intrinsic and element type,
 *      forms of several generations side by side (repeat strides of 8 and
 *      of 16 bits, the older forms with two trailing mode flags).  It is
 *      used for the element types an intrinsic has and for the operand
 *      types of a form, never on its own to decide which form A2/A3 has.
 *
 * One explicit-operand form is declared per intrinsic and element type
 * (plus the 64-bit config-word form): pto-isa calls many of them with
 * plain int literals for every stride (a2a3/TFmodS.hpp, TRemS.hpp,
 * TFmod.hpp: vector_dup(dst, x, 1, 1, 1, 8, 8), vconv_s322f32(d, s, 1, 1,
 * 1, 8, 8)), which would be ambiguous in C++ if A2/A3 had the 8-bit and
 * the 16-bit repeat-stride forms at once; so it has one, and the one
 * chosen here is the one the A2/A3 C API passes (8-bit fields for the
 * binary ops, vsel and vcmpv, 16-bit strides for the unary, scalar,
 * compare-scalar and conversion ops; 8-bit repeat strides for vconv_deq
 * and the bfloat16_t vector_dup, the only forms the stub has for them).
 * The widths matter for constants: one that does not fit its field is an
 * error here (-Woverflow, made an error below), where a clang-based
 * device compiler would likely only warn; the field would silently get
 * the truncated value.
 *
 * What this cannot check: __gm__ and __ubuf__ are empty here (g++ has no
 * address spaces in C++), so a GM pointer where a UB one belongs is not
 * caught, nor a host function called from __aicore__ code; the element
 * type of the copies' pointers is free (their operands are void *, as on
 * the device).  Values (alignment, ranges, hazards) are the simulator's
 * business.
 */
#ifndef PTOGEN_SIM_TYPED_A2A3_HPP
#define PTOGEN_SIM_TYPED_A2A3_HPP

#ifndef __cplusplus
#error "sim/typed/a2a3.hpp is C++ (compile the kernel with -x c++)"
#endif
#if defined(PTOGEN_SIM_A2A3_H) || defined(PTOGEN_SIM_A5_H)
#error "sim/typed/a2a3.hpp replaces the simulators; do not include both"
#endif

#include <stddef.h>
#include <stdint.h>

/* A constant that does not fit a field (repeat 256, a stride of 300 where
 * the field has 8 bits) is a bug: make it an error. */
#pragma GCC diagnostic error "-Woverflow"

/* ---- qualifiers and types ----------------------------------------------- */

#define __global__
#define __aicore__
#define __gm__
#define __ubuf__

/* half is an arithmetic type of the device compiler; _Float16 in g++. */
typedef _Float16 half;

/* bfloat16_t: a 2-byte type the device compiler converts to and from
 * float (the kernels' PGR_BF16 fallback casts a float to it).  g++ 12 has
 * no __bf16 on x86-64: a class that converts both ways stands in for it. */
struct bfloat16_t {
    bfloat16_t() = default;
    bfloat16_t(float value);
    operator float() const;

  private:
    uint16_t bits_;
};

/* The pipes and event ids of set_flag, wait_flag, pipe_barrier (enum
 * types, so an integer where a pipe or an event belongs is an error, as
 * on the device; pto-isa's a2a3/TSync.hpp casts to pipe_t and passes
 * event_t values). */
typedef enum {
    PIPE_S = 0,
    PIPE_V = 1,
    PIPE_M = 2,
    PIPE_MTE1 = 3,
    PIPE_MTE2 = 4,
    PIPE_MTE3 = 5,
    PIPE_ALL = 6,
    PIPE_MTE4 = 7,
    PIPE_MTE5 = 8,
    PIPE_V2 = 9,
    PIPE_FIX = 10,
} pipe_t;

typedef enum {
    EVENT_ID0 = 0,
    EVENT_ID1,
    EVENT_ID2,
    EVENT_ID3,
    EVENT_ID4,
    EVENT_ID5,
    EVENT_ID6,
    EVENT_ID7,
} event_t;

/* vcmax/vcmin's last operand (pto-isa's a2a3/TRowMax.hpp, TRowMin.hpp pass
 * ONLY_VALUE) */
typedef enum {
    VALUE_INDEX = 0,
    INDEX_VALUE = 1,
    ONLY_VALUE = 2,
    ONLY_INDEX = 3,
} Order_t;

/* The core's index and the number of cores. */
extern int64_t block_idx;
extern int64_t block_num;

/* ---- flags, barriers, mask, CTRL ----------------------------------------- */

/* pto-isa's a2a3/TSync.hpp and common/event.hpp; asc-devkit's npu_arch_2201
 * sync tests mock pipe_barrier(pipe_t). */
void set_flag(pipe_t src, pipe_t dst, event_t event);
void wait_flag(pipe_t src, pipe_t dst, event_t event);
void pipe_barrier(pipe_t pipe);

/* pto-isa's a2a3/TBinOp.hpp, TUnaryOp.hpp (set_mask_count, set_mask_norm,
 * set_vector_mask(0, count)); the npu_arch_2201 tests mock
 * set_vector_mask(uint64_t, uint64_t). */
void set_mask_norm(void);
void set_mask_count(void);
void set_vector_mask(uint64_t high, uint64_t low);

/* CMPMASK from 16 UB bytes (pto-isa's a2a3/TSel.hpp: a uint32_t view;
 * npu_arch_2201 mocks set_cmpmask(__ubuf__ void *)). */
void set_cmpmask(__ubuf__ void *src);

/* CTRL (pto-isa's a2a3/TCvt.hpp: set_ctrl(sbitset0(get_ctrl(), 59)); the
 * npu_arch_2201 tests mock get_ctrl as int64_t(void), set_ctrl(uint64_t),
 * sbitset0/sbitset1 as uint64_t(uint64_t, int64_t)). */
int64_t get_ctrl(void);
void set_ctrl(uint64_t value);
uint64_t sbitset0(uint64_t value, int64_t bit);
uint64_t sbitset1(uint64_t value, int64_t bit);

/* DEQSCALE for vconv_deq (pto-isa's a2a3/TCvt.hpp passes
 * static_cast<half>(1.0); npu_arch_2201 mocks both forms, so a bare
 * floating constant is ambiguous). */
void set_deqscale(half scale);
void set_deqscale(uint64_t config);

/* ---- copies -------------------------------------------------------------- */

/* (dst, src, sid, nBurst, lenBurst bytes, leftPad, rightPad, srcGap,
 * dstGap), pto-isa's a2a3/TLoad.hpp and TStore.hpp (uint16_t nBurst,
 * uint32_t lenBurst and gaps); the GM operand is not const. */
#define PTOGEN_A2A3_COPY(name, D, S)                                                               \
    void name(D void *dst, S void *src, uint64_t config, uint64_t gapConfig);                      \
    void name(D void *dst, S void *src, uint8_t sid, uint16_t nBurst, uint32_t lenBurst,           \
              uint8_t leftPaddingNum, uint8_t rightPaddingNum, uint32_t srcGap, uint32_t dstGap);
PTOGEN_A2A3_COPY(copy_gm_to_ubuf_align_b8, __ubuf__, __gm__)
PTOGEN_A2A3_COPY(copy_gm_to_ubuf_align_b16, __ubuf__, __gm__)
PTOGEN_A2A3_COPY(copy_gm_to_ubuf_align_b32, __ubuf__, __gm__)
PTOGEN_A2A3_COPY(copy_ubuf_to_gm_align_b8, __gm__, __ubuf__)
PTOGEN_A2A3_COPY(copy_ubuf_to_gm_align_b16, __gm__, __ubuf__)
PTOGEN_A2A3_COPY(copy_ubuf_to_gm_align_b32, __gm__, __ubuf__)
#undef PTOGEN_A2A3_COPY

/* UB -> UB in 32-byte blocks (pto-isa's a2a3/TColExpand.hpp, TColSum.hpp,
 * TColReduceOps.hpp; npu_arch_2201 mocks the sid form). */
void copy_ubuf_to_ubuf(__ubuf__ void *dst, __ubuf__ void *src, uint64_t config);
void copy_ubuf_to_ubuf(__ubuf__ void *dst, __ubuf__ void *src, uint8_t sid, uint16_t nBurst,
                       uint16_t lenBurst, uint16_t srcGap, uint16_t dstGap);

/* ---- elementwise vector instructions -------------------------------------- */

/* Binary: (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep,
 * src0Rep, src1Rep), every field 8-bit (pto-isa's a2a3/TAdd.hpp, TSub.hpp,
 * TMul.hpp, TDiv.hpp, TMax.hpp, TMin.hpp, TAnd.hpp, TOr.hpp; the A2/A3 C
 * API's asc_add, asc_and). */
#define PTOGEN_A2A3_BINARY(name, T)                                                                \
    void name(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ T *src1, uint64_t config);               \
    void name(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ T *src1, uint8_t repeat,                 \
              uint8_t dstBlockStride, uint8_t src0BlockStride, uint8_t src1BlockStride,            \
              uint8_t dstRepeatStride, uint8_t src0RepeatStride, uint8_t src1RepeatStride);
#define PTOGEN_A2A3_BINARY_ARITH(name)                                                             \
    PTOGEN_A2A3_BINARY(name, half)                                                                 \
    PTOGEN_A2A3_BINARY(name, float)                                                                \
    PTOGEN_A2A3_BINARY(name, int16_t)                                                              \
    PTOGEN_A2A3_BINARY(name, int32_t)
/* half, float, int16_t, int32_t (the types TADD, TSUB, TMUL, TMAX, TMIN
 * accept) */
PTOGEN_A2A3_BINARY_ARITH(vadd)
PTOGEN_A2A3_BINARY_ARITH(vsub)
PTOGEN_A2A3_BINARY_ARITH(vmul)
PTOGEN_A2A3_BINARY_ARITH(vmax)
PTOGEN_A2A3_BINARY_ARITH(vmin)
/* floats only (TDIV) */
PTOGEN_A2A3_BINARY(vdiv, half)
PTOGEN_A2A3_BINARY(vdiv, float)
/* 16-bit integers only: pto-isa views 8-bit data as int16_t
 * (common/utils.hpp, B82B16Trait) and casts TAND's 16-bit data to uint16_t;
 * there is no vxor on A2/A3 */
PTOGEN_A2A3_BINARY(vand, int16_t)
PTOGEN_A2A3_BINARY(vand, uint16_t)
PTOGEN_A2A3_BINARY(vor, int16_t)
PTOGEN_A2A3_BINARY(vor, uint16_t)
#undef PTOGEN_A2A3_BINARY_ARITH
#undef PTOGEN_A2A3_BINARY

/* Unary: (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep), 8-bit repeat,
 * 16-bit strides (pto-isa's a2a3/TUnaryOp.hpp; the A2/A3 C API's asc_exp
 * passes uint16_t strides). */
#define PTOGEN_A2A3_UNARY(name, T)                                                                 \
    void name(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config);                                  \
    void name(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstBlockStride,           \
              uint16_t srcBlockStride, uint16_t dstRepeatStride, uint16_t srcRepeatStride);
#define PTOGEN_A2A3_UNARY_FLOAT(name)                                                              \
    PTOGEN_A2A3_UNARY(name, half)                                                                  \
    PTOGEN_A2A3_UNARY(name, float)
/* floats only (TUNARY_IMPL's floatOnly check) */
PTOGEN_A2A3_UNARY_FLOAT(vabs)
PTOGEN_A2A3_UNARY_FLOAT(vexp)
PTOGEN_A2A3_UNARY_FLOAT(vln)
PTOGEN_A2A3_UNARY_FLOAT(vsqrt)
PTOGEN_A2A3_UNARY_FLOAT(vrsqrt)
PTOGEN_A2A3_UNARY_FLOAT(vrec)
/* vrelu also on int32_t (TRELU has no float-only check; the stub lists
 * half, float, int32_t) */
PTOGEN_A2A3_UNARY_FLOAT(vrelu)
PTOGEN_A2A3_UNARY(vrelu, int32_t)
/* vnot on 16-bit integers (TNOT: 8-bit data through an int16_t view) */
PTOGEN_A2A3_UNARY(vnot, int16_t)
PTOGEN_A2A3_UNARY(vnot, uint16_t)
#undef PTOGEN_A2A3_UNARY_FLOAT
#undef PTOGEN_A2A3_UNARY

/* Vector and scalar: (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep,
 * srcRep), the scalar of the element type (pto-isa's a2a3/TAddS.hpp,
 * TMulS.hpp, TMaxS.hpp, TMins.hpp, TLRelu.hpp; the A2/A3 C API's
 * asc_add_scalar and asc_leakyrelu pass uint16_t strides). */
#define PTOGEN_A2A3_SCALAR(name, T)                                                                \
    void name(__ubuf__ T *dst, __ubuf__ T *src, T scalar, uint64_t config);                        \
    void name(__ubuf__ T *dst, __ubuf__ T *src, T scalar, uint8_t repeat, uint16_t dstBlockStride, \
              uint16_t srcBlockStride, uint16_t dstRepeatStride, uint16_t srcRepeatStride);
#define PTOGEN_A2A3_SCALAR_ARITH(name)                                                             \
    PTOGEN_A2A3_SCALAR(name, half)                                                                 \
    PTOGEN_A2A3_SCALAR(name, float)                                                                \
    PTOGEN_A2A3_SCALAR(name, int16_t)                                                              \
    PTOGEN_A2A3_SCALAR(name, int32_t)
PTOGEN_A2A3_SCALAR_ARITH(vadds)
PTOGEN_A2A3_SCALAR_ARITH(vmuls)
PTOGEN_A2A3_SCALAR_ARITH(vmaxs)
PTOGEN_A2A3_SCALAR_ARITH(vmins)
PTOGEN_A2A3_SCALAR(vlrelu, half)
PTOGEN_A2A3_SCALAR(vlrelu, float)
#undef PTOGEN_A2A3_SCALAR_ARITH
#undef PTOGEN_A2A3_SCALAR

/* Shifts by one count (pto-isa's a2a3/TBitwiseSOp.hpp): vshl's count is
 * uint32_t; vshr's is int32_t for signed data, uint32_t for unsigned, and
 * vshr ends with the rounding flag (pto-isa passes false). */
#define PTOGEN_A2A3_SHIFTS(T, C)                                                                   \
    void vshl(__ubuf__ T *dst, __ubuf__ T *src, uint32_t count, uint64_t config);                  \
    void vshl(__ubuf__ T *dst, __ubuf__ T *src, uint32_t count, uint8_t repeat,                    \
              uint16_t dstBlockStride, uint16_t srcBlockStride, uint16_t dstRepeatStride,          \
              uint16_t srcRepeatStride);                                                           \
    void vshr(__ubuf__ T *dst, __ubuf__ T *src, C count, uint64_t config, bool round);             \
    void vshr(__ubuf__ T *dst, __ubuf__ T *src, C count, uint8_t repeat, uint16_t dstBlockStride,  \
              uint16_t srcBlockStride, uint16_t dstRepeatStride, uint16_t srcRepeatStride,         \
              bool round);
PTOGEN_A2A3_SHIFTS(int16_t, int32_t)
PTOGEN_A2A3_SHIFTS(int32_t, int32_t)
PTOGEN_A2A3_SHIFTS(uint16_t, uint32_t)
PTOGEN_A2A3_SHIFTS(uint32_t, uint32_t)
#undef PTOGEN_A2A3_SHIFTS

/* vector_dup(dst, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep) (pto-isa's
 * a2a3/TExpandS.hpp, TSel.hpp on a uint32_t view, TFillPad.hpp; the A2/A3
 * C API's asc_duplicate, which also has bfloat16_t; the stub lists
 * bfloat16_t with 8-bit repeat strides only). */
#define PTOGEN_A2A3_DUP(T, R)                                                                      \
    void vector_dup(__ubuf__ T *dst, T scalar, uint64_t config);                                   \
    void vector_dup(__ubuf__ T *dst, T scalar, uint8_t repeat, uint16_t dstBlockStride,            \
                    uint16_t srcBlockStride, R dstRepeatStride, R srcRepeatStride);
PTOGEN_A2A3_DUP(half, uint16_t)
PTOGEN_A2A3_DUP(float, uint16_t)
PTOGEN_A2A3_DUP(int16_t, uint16_t)
PTOGEN_A2A3_DUP(uint16_t, uint16_t)
PTOGEN_A2A3_DUP(int32_t, uint16_t)
PTOGEN_A2A3_DUP(uint32_t, uint16_t)
PTOGEN_A2A3_DUP(bfloat16_t, uint8_t)
#undef PTOGEN_A2A3_DUP

/* vsel(dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep, src0Rep,
 * src1Rep[, mode]) on half and float (pto-isa's a2a3/TSel.hpp views 2- and
 * 4-byte data as half and float).  The mode is a uint8_t (AscendC's
 * dav-c220 select passes static_cast<uint8_t>(selMode); the stub agrees).
 * In the tensor-scalar mode (a2a3/TSels.hpp) src1 is the select bits, any
 * UB pointer. */
#define PTOGEN_A2A3_VSEL(T, S1)                                                                    \
    void vsel(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ S1 *src1, uint64_t config);              \
    void vsel(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ S1 *src1, uint8_t repeat,                \
              uint8_t dstBlockStride, uint8_t src0BlockStride, uint8_t src1BlockStride,            \
              uint8_t dstRepeatStride, uint8_t src0RepeatStride, uint8_t src1RepeatStride);        \
    void vsel(__ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ S1 *src1, uint8_t repeat,                \
              uint8_t dstBlockStride, uint8_t src0BlockStride, uint8_t src1BlockStride,            \
              uint8_t dstRepeatStride, uint8_t src0RepeatStride, uint8_t src1RepeatStride,         \
              uint8_t selectMode);
PTOGEN_A2A3_VSEL(half, half)
PTOGEN_A2A3_VSEL(half, void)
PTOGEN_A2A3_VSEL(float, float)
PTOGEN_A2A3_VSEL(float, void)
#undef PTOGEN_A2A3_VSEL

/* ---- compares --------------------------------------------------------------- */

/* vcmpv_<cmp>(dst bits, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep,
 * src0Rep, src1Rep): a uint8_t bit mask from half or float data, and from
 * int32_t for _eq only (pto-isa's a2a3/TCmp.hpp issues vcmpv_eq for int32_t
 * whatever the mode; the A2/A3 C API's asc_eq). */
#define PTOGEN_A2A3_VCMPV(name, T)                                                                 \
    void name(__ubuf__ uint8_t *dst, __ubuf__ T *src0, __ubuf__ T *src1, uint64_t config);         \
    void name(__ubuf__ uint8_t *dst, __ubuf__ T *src0, __ubuf__ T *src1, uint8_t repeat,           \
              uint8_t dstBlockStride, uint8_t src0BlockStride, uint8_t src1BlockStride,            \
              uint8_t dstRepeatStride, uint8_t src0RepeatStride, uint8_t src1RepeatStride);
/* vcmpvs_<cmp>(dst bits, src, scalar, repeat, dstBlk, srcBlk, dstRep,
 * srcRep), 16-bit strides (pto-isa's a2a3/TCmps.hpp; the A2/A3 C API's
 * asc_eq_scalar). */
#define PTOGEN_A2A3_VCMPVS(name, T)                                                                \
    void name(__ubuf__ uint8_t *dst, __ubuf__ T *src, T scalar, uint64_t config);                  \
    void name(__ubuf__ uint8_t *dst, __ubuf__ T *src, T scalar, uint8_t repeat,                    \
              uint16_t dstBlockStride, uint16_t srcBlockStride, uint16_t dstRepeatStride,          \
              uint16_t srcRepeatStride);
#define PTOGEN_A2A3_COMPARE(cmp)                                                                   \
    PTOGEN_A2A3_VCMPV(vcmpv_##cmp, half)                                                           \
    PTOGEN_A2A3_VCMPV(vcmpv_##cmp, float)                                                          \
    PTOGEN_A2A3_VCMPVS(vcmpvs_##cmp, half)                                                         \
    PTOGEN_A2A3_VCMPVS(vcmpvs_##cmp, float)
PTOGEN_A2A3_COMPARE(eq)
PTOGEN_A2A3_COMPARE(ne)
PTOGEN_A2A3_COMPARE(lt)
PTOGEN_A2A3_COMPARE(le)
PTOGEN_A2A3_COMPARE(gt)
PTOGEN_A2A3_COMPARE(ge)
PTOGEN_A2A3_VCMPV(vcmpv_eq, int32_t)
PTOGEN_A2A3_VCMPVS(vcmpvs_eq, int32_t)
#undef PTOGEN_A2A3_COMPARE
#undef PTOGEN_A2A3_VCMPVS
#undef PTOGEN_A2A3_VCMPV

/* ---- reductions and broadcast ------------------------------------------------ */

/* Over a repeat (pto-isa's a2a3/TRowSum.hpp, TRowMax.hpp, TRowMin.hpp:
 * uint8_t repeat, uint16_t dstRep, srcBlk, srcRep):
 *   vcadd(dst, src, repeat, dstRep, srcBlk, srcRep, bool mode)
 *   vcmax|vcmin(dst, src, repeat, dstRep, srcBlk, srcRep, Order_t order)
 * and over each 32-byte block:
 *   vcgadd|vcgmax|vcgmin(dst, src, repeat, dstRep, srcBlk, srcRep) */
#define PTOGEN_A2A3_REDUCE(T)                                                                      \
    void vcadd(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config, bool mode);                      \
    void vcadd(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,         \
               uint16_t srcBlockStride, uint16_t srcRepeatStride, bool mode);                      \
    void vcmax(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config, Order_t order);                  \
    void vcmax(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,         \
               uint16_t srcBlockStride, uint16_t srcRepeatStride, Order_t order);                  \
    void vcmin(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config, Order_t order);                  \
    void vcmin(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,         \
               uint16_t srcBlockStride, uint16_t srcRepeatStride, Order_t order);                  \
    void vcgadd(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config);                                \
    void vcgadd(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,        \
                uint16_t srcBlockStride, uint16_t srcRepeatStride);                                \
    void vcgmax(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config);                                \
    void vcgmax(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,        \
                uint16_t srcBlockStride, uint16_t srcRepeatStride);                                \
    void vcgmin(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config);                                \
    void vcgmin(__ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint16_t dstRepeatStride,        \
                uint16_t srcBlockStride, uint16_t srcRepeatStride);
PTOGEN_A2A3_REDUCE(half)
PTOGEN_A2A3_REDUCE(float)
#undef PTOGEN_A2A3_REDUCE

/* vbrcb(dst, src, dstBlk, dstRep, repeat) on uint16_t and uint32_t views
 * (pto-isa's a2a3/TRowExpand.hpp, TRowExpandBinOp.hpp; the A2/A3 C API's
 * asc_brcb: uint16_t strides, uint8_t repeat, last). */
#define PTOGEN_A2A3_VBRCB(T)                                                                       \
    void vbrcb(__ubuf__ T *dst, __ubuf__ T *src, uint64_t config);                                 \
    void vbrcb(__ubuf__ T *dst, __ubuf__ T *src, uint16_t dstBlockStride,                          \
               uint16_t dstRepeatStride, uint8_t repeat);
PTOGEN_A2A3_VBRCB(uint16_t)
PTOGEN_A2A3_VBRCB(uint32_t)
#undef PTOGEN_A2A3_VBRCB

/* vgather(dst, offset, srcAddr, dstRep, repeat) on uint16_t and uint32_t
 * views of dst, uint32_t byte offsets, the source's UB address as an
 * integer (pto-isa's a2a3/TGather.hpp passes (uintptr_t)src0; the A2/A3
 * C API's asc_gather and its unit-test stub: a uint32_t address, uint16_t
 * dstRep, uint8_t repeat). */
#define PTOGEN_A2A3_VGATHER(T)                                                                     \
    void vgather(__ubuf__ T *dst, __ubuf__ uint32_t *offset, uint32_t srcAddr,                    \
                 uint16_t dstRepeatStride, uint8_t repeat);
PTOGEN_A2A3_VGATHER(uint16_t)
PTOGEN_A2A3_VGATHER(uint32_t)
#undef PTOGEN_A2A3_VGATHER

/* vbitsort(dst, src, idx, repeat): the compiler's VBS32 forms, half or
 * float values, unsigned int indices, a uint8_t repeat (pto-isa's
 * a2a3/TSort32.hpp). */
void vbitsort(__ubuf__ half *dst, __ubuf__ half *src, __ubuf__ unsigned int *idx, uint8_t repeat);
void vbitsort(__ubuf__ float *dst, __ubuf__ float *src, __ubuf__ unsigned int *idx,
              uint8_t repeat);
/* vmrgsort4(dst, src, count, config): the compiler's V220 forms, half or
 * float pairs, an array of the lists' addresses, two uint64_t words
 * (pto-isa's a2a3/TMrgSort.hpp). */
void vmrgsort4(__ubuf__ half *dst, __ubuf__ half *src[4], uint64_t count, uint64_t config);
void vmrgsort4(__ubuf__ float *dst, __ubuf__ float *src[4], uint64_t count, uint64_t config);
/* The transposes, as pto-isa's a2a3/TTrans.hpp calls them (TransOp,
 * TransFullSubTiles, TransYTailTiles): set_va_reg_sb(VAn, addrs) of one
 * VA register, its 8 block addresses read from the uint64_t array
 * TTrans.hpp fills; scatter_vnchwconv_b16/b32(dstVA, srcVA, repeat,
 * dstStride, srcStride) with TransOp's uint8_t repeat and uint16_t
 * strides.  The register type's name is ptogen's (the device compiler's
 * header is not public); an enum, so an integer where a VA register
 * belongs is an error. */
typedef enum { VA0, VA1, VA2, VA3, VA4, VA5, VA6, VA7 } ptogen_va_reg_t;
void set_va_reg_sb(ptogen_va_reg_t va, uint64_t *addrs);
void scatter_vnchwconv_b16(ptogen_va_reg_t dstVA, ptogen_va_reg_t srcVA, uint8_t repeat,
                           uint16_t dstStride, uint16_t srcStride);
void scatter_vnchwconv_b32(ptogen_va_reg_t dstVA, ptogen_va_reg_t srcVA, uint8_t repeat,
                           uint16_t dstStride, uint16_t srcStride);

/* ---- conversions ---------------------------------------------------------------- */

/* vconv_<src>2<dst>[mode](dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep):
 * 8-bit repeat, 16-bit strides, as pto-isa's a2a3/TCvt.hpp passes every
 * one of them (GenCastCall*: uint8_t repeatNum, uint16_t strides) and the
 * A2/A3 C API's asc_float2half_* do.  Mode suffixes: r (rint), a (round
 * away), f (floor), c (ceil), z (trunc), o (odd); none on the exact and
 * the default-rounding ones. */
#define PTOGEN_A2A3_VCONV(name, D, S)                                                              \
    void name(__ubuf__ D *dst, __ubuf__ S *src, uint64_t config);                                  \
    void name(__ubuf__ D *dst, __ubuf__ S *src, uint8_t repeat, uint16_t dstBlockStride,           \
              uint16_t srcBlockStride, uint16_t dstRepeatStride, uint16_t srcRepeatStride);
#define PTOGEN_A2A3_VCONV5(name, D, S)                                                             \
    PTOGEN_A2A3_VCONV(name##r, D, S)                                                               \
    PTOGEN_A2A3_VCONV(name##a, D, S)                                                               \
    PTOGEN_A2A3_VCONV(name##f, D, S)                                                               \
    PTOGEN_A2A3_VCONV(name##c, D, S)                                                               \
    PTOGEN_A2A3_VCONV(name##z, D, S)
/* float -> (GenCastCallFp32To*) */
PTOGEN_A2A3_VCONV5(vconv_f322f16, half, float)
PTOGEN_A2A3_VCONV(vconv_f322f16o, half, float)
PTOGEN_A2A3_VCONV(vconv_f322f16, half, float)
PTOGEN_A2A3_VCONV5(vconv_f322f32, float, float)
PTOGEN_A2A3_VCONV5(vconv_f322s32, int32_t, float)
PTOGEN_A2A3_VCONV5(vconv_f322s16, int16_t, float)
PTOGEN_A2A3_VCONV5(vconv_f322s64, int64_t, float)
PTOGEN_A2A3_VCONV5(vconv_f322bf16, bfloat16_t, float)
/* half -> (GenCastCallFp16To*) */
PTOGEN_A2A3_VCONV(vconv_f162f32, float, half)
PTOGEN_A2A3_VCONV5(vconv_f162s32, int32_t, half)
PTOGEN_A2A3_VCONV5(vconv_f162s16, int16_t, half)
PTOGEN_A2A3_VCONV5(vconv_f162s8, int8_t, half)
PTOGEN_A2A3_VCONV5(vconv_f162u8, uint8_t, half)
/* bfloat16_t -> (GenCastCallBf16ToInt32, the special cases) */
PTOGEN_A2A3_VCONV(vconv_bf162f32, float, bfloat16_t)
PTOGEN_A2A3_VCONV5(vconv_bf162s32, int32_t, bfloat16_t)
/* integers -> (GenCastCallInt*To*, the special cases) */
PTOGEN_A2A3_VCONV(vconv_s162f16, half, int16_t)
PTOGEN_A2A3_VCONV5(vconv_s162f16, half, int16_t)
PTOGEN_A2A3_VCONV(vconv_s162f32, float, int16_t)
PTOGEN_A2A3_VCONV(vconv_s322f32, float, int32_t)
PTOGEN_A2A3_VCONV5(vconv_s322f32, float, int32_t)
PTOGEN_A2A3_VCONV(vconv_s322s16, int16_t, int32_t)
PTOGEN_A2A3_VCONV(vconv_s322s64, int64_t, int32_t)
PTOGEN_A2A3_VCONV(vconv_s642s32, int32_t, int64_t)
PTOGEN_A2A3_VCONV5(vconv_s642f32, float, int64_t)
PTOGEN_A2A3_VCONV(vconv_s82f16, half, int8_t)
PTOGEN_A2A3_VCONV(vconv_u82f16, half, uint8_t)
#undef PTOGEN_A2A3_VCONV5
#undef PTOGEN_A2A3_VCONV

/* int32_t -> half through DEQSCALE (a2a3/TCvt.hpp); the stub has it with
 * 8-bit repeat strides only. */
void vconv_deq(__ubuf__ half *dst, __ubuf__ int32_t *src, uint64_t config);
void vconv_deq(__ubuf__ half *dst, __ubuf__ int32_t *src, uint8_t repeat, uint16_t dstBlockStride,
               uint16_t srcBlockStride, uint8_t dstRepeatStride, uint8_t srcRepeatStride);

#endif /* PTOGEN_SIM_TYPED_A2A3_HPP */
