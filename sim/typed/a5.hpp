/* sim/typed/a5.hpp - typed declarations of the A5 device interface that
 * ptogen's a5 kernels call, for a syntax-only check with g++.
 *
 * What it is.  The intrinsics of the A5 register model ("register-based
 * vector functions", bisheng --cce-aicore-arch=dav-c310-vec, that is
 * __DAV_C310__) restated as C++17 declarations: the register types, the
 * tag types, and one overload set per intrinsic with the parameter types
 * of the compiler's own declarations.  No function here has a body; this
 * is not a simulator (sim/a5.h is one, with untyped macros that accept
 * calls bisheng would reject).  A kernel that compiles against this header
 * calls every intrinsic with an overload the compiler has; a call that
 * fails here fails there.
 *
 * Use (one kernel at a time, from the repository root; the header is also
 * clean under -Wall -Wextra -Werror):
 *
 *     g++ -std=c++17 -fsyntax-only -x c++ -I <dir of the kernel's header> \
 *         -include sim/typed/a5.hpp KERNEL.c
 *
 * e.g.  for f in out/a5/[a-z]*.c; do g++ -std=c++17 -fsyntax-only -x c++ \
 *           -I out/a5 -include sim/typed/a5.hpp $f || echo FAIL $f; done
 *
 * Where the facts come from.
 *  - The vector side: bisheng's __clang_cce_vector_intrinsics.h (its
 *    sections are named below as "[intr: <section>]") and its companion
 *    __clang_cce_vector_types.h ("[types]"), taking the branches that hold
 *    for __DAV_C310__.  The compiler writes most intrinsics as templates
 *    whose tag operands are checked by static_assert in the body; here the
 *    same checks are constraints on the declaration (std::integral_constant
 *    tags of the same enum types, values filtered by std::enable_if), so a
 *    bad tag is a compile error in both.  Register types are distinct
 *    types with no conversions between them, as ext_vector_type registers
 *    are in C++ overload resolution.
 *  - Additions the compiler header lacks but pto-isa's newer A5 code calls
 *    (cannmirror/pto-isa, the files in include/pto/npu/a5/), so a newer bisheng
 *    has them: bf16 vadd/vsub/vmul/vdiv/vmax/vmin (TAdd.hpp, TSub.hpp,
 *    TMul.hpp, TDiv.hpp, TMax.hpp, TMin.hpp), 8-bit vdiv (TDiv.hpp), bf16
 *    vadds/vmuls (TAddS.hpp, TMulS.hpp) and the bf16 scalar vdup
 *    (TExpandS.hpp).  Each is marked "[pto-isa]" where it is declared.
 *    Deliberately absent, as in the compiler header and unused by pto-isa:
 *    bf16 vsel, vmaxs, vmins (and every other bf16 form not listed here).
 *  - The scalar / MTE side (not in the vector header): the argument types
 *    pto-isa's a5/TLoad.hpp, TStore.hpp, TSync.hpp and TCvt.hpp pass;
 *    declared plainly.
 *
 * What it does not model: the address spaces (__gm__, __ubuf__ are empty
 * here, so a GM pointer passed where a UB pointer is due is not caught);
 * clang's splat of an arithmetic scalar into an ext_vector_type parameter
 * (bisheng accepts a scalar where a register is due and broadcasts it;
 * here that is an error); the 2xVL (64-bit element) register pairs.
 */
#ifndef PTOGEN_SIM_TYPED_A5_HPP
#define PTOGEN_SIM_TYPED_A5_HPP

#ifndef __cplusplus
#error "sim/typed/a5.hpp is C++17: compile the kernel with g++ -std=c++17 -x c++"
#endif
#ifdef PTOGEN_SIM_A5_H
#error "sim/typed/a5.hpp declares what sim/a5.h defines: include one of them"
#endif

#include <stddef.h>
#include <stdint.h>

#include <type_traits>

/* ---- qualifiers and keywords ---------------------------------------------------------------
 * Address spaces and kernel attributes carry no type information for g++;
 * a __VEC_SCOPE__ is a plain block. */
#define __gm__
#define __ubuf__
#define __global__
#define __aicore__
#define __VEC_SCOPE__

/* ---- scalar element types ------------------------------------------------------------------
 * half is the compiler's 16-bit float; bfloat16_t its bf16 scalar, which
 * g++ 12 has no arithmetic type for: a class converting to and from float
 * stands in (kernels write bf16 scalars as (bfloat16_t)(x)). */
typedef _Float16 half;
struct bfloat16_t {
    bfloat16_t() = default;
    bfloat16_t(float value);
    operator float() const;

  private:
    uint16_t pgt_bits;
};

/* ---- registers [types] ---------------------------------------------------------------------
 * One 256-byte vector register per element type (CCE_VL = 256 on
 * __DAV_C310__), a predicate register, all mutually unconvertible. */
struct vector_s8 {
    int8_t pgt_lane[256];
};
struct vector_u8 {
    uint8_t pgt_lane[256];
};
struct vector_s16 {
    int16_t pgt_lane[128];
};
struct vector_u16 {
    uint16_t pgt_lane[128];
};
struct vector_s32 {
    int32_t pgt_lane[64];
};
struct vector_u32 {
    uint32_t pgt_lane[64];
};
struct vector_s64 {
    int64_t pgt_lane[32];
};
struct vector_u64 {
    uint64_t pgt_lane[32];
};
struct vector_f16 {
    half pgt_lane[128];
};
struct vector_bf16 {
    bfloat16_t pgt_lane[128];
};
struct vector_f32 {
    float pgt_lane[64];
};
struct vector_bool { /* one bit per byte lane */
    uint64_t pgt_bits[4];
};

/* ---- tag operands: sim/typed/a5-tags.hpp (shared with sim/a5.h's C++ mode) -------------- */
#include "a5-tags.hpp"

/* Which tag values each operand accepts on __DAV_C310__ (the compiler's
 * static_asserts), as constants: a declaration whose constraint is false
 * drops out of overload resolution. */
namespace pgt {
/* pset_b*: any Pat enumerator [intr: pset, PAT_STATIC_ASSERT] */
template <Pat P> constexpr bool pat_ok = static_cast<int>(P) <= 13 || P == Pat::ALLF;
/* plds: NORM, US, DS (Dist values 0 to 2) [intr: pld, plds] */
template <Dist D> constexpr bool pld_ok = static_cast<int>(D) <= 2;
/* psts: NORM or PK (Dist values 0, 1) [intr: pst, psts] */
template <Dist D> constexpr bool pst_ok = static_cast<int>(D) <= 1;
/* vlds, two registers: the deinterleaving distributions [intr: vld, LDX2_*] */
template <Dist D>
constexpr bool ld2_ok = D == Dist::DIST_BDINTLV || D == Dist::DIST_DINTLV_B8 ||
                        D == Dist::DIST_DINTLV_B16 || D == Dist::DIST_DINTLV_B32;
/* vlds, one register: the V210, V300 and V310 one-register lists, that is
 * every other enumerator [intr: vld, LDX1_*] */
template <Dist D>
constexpr bool ld1_ok =
    !ld2_ok<D> && static_cast<int>(D) <= 23 && static_cast<int>(D) != 4 && static_cast<int>(D) != 5;
/* vsts, two registers: the interleaving distributions [intr: vstx2, STX2_*] */
template <DistVST D>
constexpr bool st2_ok =
    D == DistVST::DIST_INTLV_B8 || D == DistVST::DIST_INTLV_B16 || D == DistVST::DIST_INTLV_B32;
/* vsts, one register: every other enumerator [intr: vst, STX1_*] */
template <DistVST D> constexpr bool st1_ok = !st2_ok<D> && static_cast<int>(D) <= 15;
/* rounding modes of the conversions other than f32 -> f16: no ROUND_O */
template <ROUND R> constexpr bool rnd_ok = (R != ROUND::O) && (static_cast<int>(R) <= 5);
/* a vdup's mode: MODE_MERGING or MODE_ZEROING, no default [intr: vdups, vdup] */
template <Mode M> constexpr bool dup_mode_ok = M == Mode::MERGING_VALUE || M == Mode::ZEROING_VALUE;
/* the mode of the mask-less vcvt forms: MODE_UNKNOWN or MODE_MERGING */
template <Mode M>
constexpr bool old_cvt_mode_ok = M == Mode::UNKNOWN_VALUE || M == Mode::MERGING_VALUE;
} // namespace pgt

/* ---- predicates [intr: pset, PLT, pld/plds, pst/psts, pand/por/pxor, pintlv, pdintlv,
 *      punpack]; pto-isa: a5/utils.hpp (CreatePredicate), TSel.hpp, TCmp.hpp ---------------- */
template <Pat P, pgt_if<pgt::pat_ok<P>> = 0> vector_bool pset_b8(pgt_tag<Pat, P> pattern);
template <Pat P, pgt_if<pgt::pat_ok<P>> = 0> vector_bool pset_b16(pgt_tag<Pat, P> pattern);
template <Pat P, pgt_if<pgt::pat_ok<P>> = 0> vector_bool pset_b32(pgt_tag<Pat, P> pattern);

/* the element count is a uint32_t lvalue, decremented by one vector's worth */
vector_bool plt_b8(uint32_t &count, PostUpdateType post);
vector_bool plt_b16(uint32_t &count, PostUpdateType post);
vector_bool plt_b32(uint32_t &count, PostUpdateType post);

/* offsets in bytes; the base is a __ubuf__ uint32_t * whatever the data */
template <Dist D, pgt_if<pgt::pld_ok<D>> = 0>
void plds(vector_bool &dst, __ubuf__ uint32_t *base, int32_t offset, pgt_dist<D> dist);
template <Dist D, pgt_if<pgt::pld_ok<D>> = 0>
void plds(vector_bool &dst, __ubuf__ uint32_t *&base, int32_t offset, pgt_dist<D> dist,
          PostUpdateType post);
template <Dist D, pgt_if<pgt::pst_ok<D>> = 0>
void psts(vector_bool src, __ubuf__ uint32_t *base, int32_t offset, pgt_dist<D> dist);
template <Dist D, pgt_if<pgt::pst_ok<D>> = 0>
void psts(vector_bool src, __ubuf__ uint32_t *&base, int32_t offset, pgt_dist<D> dist,
          PostUpdateType post);

/* predicate logic: the last operand is the governing predicate, no mode */
void pand(vector_bool &dst, vector_bool src0, vector_bool src1, vector_bool mask);
void por(vector_bool &dst, vector_bool src0, vector_bool src1, vector_bool mask);
void pxor(vector_bool &dst, vector_bool src0, vector_bool src1, vector_bool mask);
void pnot(vector_bool &dst, vector_bool src, vector_bool mask);

void pintlv_b8(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);
void pintlv_b16(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);
void pintlv_b32(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);
void pdintlv_b8(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);
void pdintlv_b16(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);
void pdintlv_b32(vector_bool &dst0, vector_bool &dst1, vector_bool src0, vector_bool src1);

template <HiloPart H> void punpack(vector_bool &dst, vector_bool src, pgt_tag<HiloPart, H> part);
template <HiloPart H> void ppack(vector_bool &dst, vector_bool src, pgt_tag<HiloPart, H> part);

/* ---- loads and stores [intr: vlds, vsts/vsti, VSTSX2]; pto-isa: TBinOp.hpp, TSel.hpp --------
 * Offsets in elements; the base's element type must be the register's.
 * vlds: (dst, base, offset, dist), (dst, base&, offset, dist, POST_UPDATE),
 * (dst0, dst1, base, offset, dist) with a deinterleaving dist.
 * vsts: (src, base, offset, dist, mask), (src, base&, offset, dist, mask,
 * POST_UPDATE), (src0, src1, base, offset, dist, mask) with an
 * interleaving dist (b8, b16, and on __DAV_C310__ b32 elements). */
#define PGT_LOAD_STORE(E, V)                                                                       \
    template <Dist D, pgt_if<pgt::ld1_ok<D>> = 0>                                                  \
    void vlds(vector_##V &dst, __ubuf__ E *base, int32_t offset, pgt_dist<D> dist);                \
    template <Dist D, pgt_if<pgt::ld1_ok<D>> = 0>                                                  \
    void vlds(vector_##V &dst, __ubuf__ E *&base, int32_t offset, pgt_dist<D> dist,                \
              PostUpdateType post);                                                                \
    template <Dist D, pgt_if<pgt::ld2_ok<D>> = 0>                                                  \
    void vlds(vector_##V &dst0, vector_##V &dst1, __ubuf__ E *base, int32_t offset,                \
              pgt_dist<D> dist);                                                                   \
    template <DistVST D, pgt_if<pgt::st1_ok<D>> = 0>                                               \
    void vsts(vector_##V src, __ubuf__ E *base, int32_t offset, pgt_distvst<D> dist,               \
              vector_bool mask);                                                                   \
    template <DistVST D, pgt_if<pgt::st1_ok<D>> = 0>                                               \
    void vsts(vector_##V src, __ubuf__ E *&base, int32_t offset, pgt_distvst<D> dist,              \
              vector_bool mask, PostUpdateType post)
#define PGT_STORE2(E, V)                                                                           \
    template <DistVST D, pgt_if<pgt::st2_ok<D>> = 0>                                               \
    void vsts(vector_##V src0, vector_##V src1, __ubuf__ E *base, int32_t offset,                  \
              pgt_distvst<D> dist, vector_bool mask)

PGT_LOAD_STORE(int8_t, s8);
PGT_LOAD_STORE(uint8_t, u8);
PGT_LOAD_STORE(int16_t, s16);
PGT_LOAD_STORE(uint16_t, u16);
PGT_LOAD_STORE(int32_t, s32);
PGT_LOAD_STORE(uint32_t, u32);
PGT_LOAD_STORE(int64_t, s64);
PGT_LOAD_STORE(uint64_t, u64);
PGT_LOAD_STORE(half, f16);
PGT_LOAD_STORE(bfloat16_t, bf16);
PGT_LOAD_STORE(float, f32);
PGT_STORE2(int8_t, s8);
PGT_STORE2(uint8_t, u8);
PGT_STORE2(int16_t, s16);
PGT_STORE2(uint16_t, u16);
PGT_STORE2(int32_t, s32);
PGT_STORE2(uint32_t, u32);
PGT_STORE2(half, f16);
PGT_STORE2(bfloat16_t, bf16);
#undef PGT_LOAD_STORE
#undef PGT_STORE2

/* ---- broadcasts [intr: vbr, vdups, vdup/vdupm]; pto-isa: TExpandS.hpp, TRowExpand.hpp,
 *      TRowReduce.hpp -----------------------------------------------------------------------
 * vbr(dst, scalar): no predicate; no bf16.
 * vdup(dst, scalar, mask, mode) and vdup(dst, src, mask, POS_*, mode): the
 * mode is required and is MODE_MERGING or MODE_ZEROING. */
#define PGT_VBR(V, S) void vbr(vector_##V &dst, S value)
#define PGT_VDUP_SCALAR(V, S)                                                                      \
    template <Mode M, pgt_if<pgt::dup_mode_ok<M>> = 0>                                             \
    void vdup(vector_##V &dst, S value, vector_bool mask, pgt_mode<M> mode)
#define PGT_VDUP_LANE(V)                                                                           \
    template <Pos P, Mode M, pgt_if<pgt::dup_mode_ok<M>> = 0>                                      \
    void vdup(vector_##V &dst, vector_##V src, vector_bool mask, pgt_tag<Pos, P> pos,              \
              pgt_mode<M> mode)

PGT_VBR(u8, uint8_t);
PGT_VBR(s8, int8_t);
PGT_VBR(u16, uint16_t);
PGT_VBR(s16, int16_t);
PGT_VBR(s32, int32_t);
PGT_VBR(u32, uint32_t);
PGT_VBR(f16, half);
PGT_VBR(f32, float);

PGT_VDUP_SCALAR(u8, uint8_t);
PGT_VDUP_SCALAR(s8, int8_t);
PGT_VDUP_SCALAR(u16, uint16_t);
PGT_VDUP_SCALAR(s16, int16_t);
PGT_VDUP_SCALAR(f16, half);
PGT_VDUP_SCALAR(u32, uint32_t);
PGT_VDUP_SCALAR(s32, int32_t);
PGT_VDUP_SCALAR(f32, float);
PGT_VDUP_SCALAR(bf16, bfloat16_t); /* [pto-isa] a5/TExpandS.hpp: vdup(reg, bf16 scalar, ...) */

PGT_VDUP_LANE(u8);
PGT_VDUP_LANE(s8);
PGT_VDUP_LANE(u16);
PGT_VDUP_LANE(s16);
PGT_VDUP_LANE(f16);
PGT_VDUP_LANE(u32);
PGT_VDUP_LANE(s32);
PGT_VDUP_LANE(f32);
PGT_VDUP_LANE(bf16);
#undef PGT_VBR
#undef PGT_VDUP_SCALAR
#undef PGT_VDUP_LANE

/* ---- interleave [intr: vintlv]; pto-isa: TRowProd.hpp, TQuant.hpp ---------------------------
 * vintlv(dst0, dst1, src0, src1): no predicate, no mode; no bf16. */
#define PGT_VINTLV(V) void vintlv(vector_##V &dst0, vector_##V &dst1, vector_##V src0, vector_##V src1)
PGT_VINTLV(s32);
PGT_VINTLV(u32);
PGT_VINTLV(s16);
PGT_VINTLV(u16);
PGT_VINTLV(s8);
PGT_VINTLV(u8);
PGT_VINTLV(f32);
PGT_VINTLV(f16);
#undef PGT_VINTLV

/* ---- index sequences [intr: vci]; pto-isa: a5/TTri.hpp, a5/TTrans.hpp ----------------------
 * vci(dst, index[, order]): lane i gets index + i; no predicate, the order
 * INC_ORDER when omitted (kirin9030/TTri.hpp omits it).  The signed integer
 * registers, the index of the lane type, as pto-isa casts it ((int16_t),
 * (int32_t), (int8_t) in kirin9030/TCvt.hpp).  No unsigned form.  A float
 * form exists (a note on the installed header: vector_f16, vector_f32) but
 * pto-isa calls none and sim/a5.h does not model it, so it is left out. */
#define PGT_VCI(V, S)                                                                              \
    void vci(vector_##V &dst, S index);                                                            \
    template <Order O> void vci(vector_##V &dst, S index, pgt_tag<Order, O> order)
PGT_VCI(s8, int8_t);
PGT_VCI(s16, int16_t);
PGT_VCI(s32, int32_t);
#undef PGT_VCI

/* ---- gathers [intr: vgather2]; pto-isa: a5/TGather.hpp ----------------------------------------
 * vgather2(dst, base, index, mask[, mode]): the C310 form, 32-bit data by
 * vector_u32 indices and 16-bit data by vector_u16 ones, from a base of
 * the element's type; the mode MODE_ZEROING or MODE_UNKNOWN (the default),
 * MODE_MERGING a static_assert in the compiler.  The 8-bit forms gather
 * bytes into 16-bit lanes: vector_s16 from int8_t, vector_u16 from uint8_t,
 * by vector_u16 indices (the pairs CANN's asc-devkit asc_gather_impl.h
 * passes to vgather2; pto-isa's a5/TTrans.hpp, TTransB8ColWise, calls the
 * uint8_t one through views). */
namespace pgt {
template <Mode M> constexpr bool gather_mode_ok = M == Mode::ZEROING_VALUE || M == Mode::UNKNOWN_VALUE;
}
#define PGT_VGATHER2(E, V, I)                                                                      \
    template <Mode M = Mode::UNKNOWN_VALUE, pgt_if<pgt::gather_mode_ok<M>> = 0>                    \
    void vgather2(vector_##V &dst, __ubuf__ E *base, vector_##I index, vector_bool mask,          \
                  pgt_mode<M> mode = {})
PGT_VGATHER2(int8_t, s16, u16);
PGT_VGATHER2(uint8_t, u16, u16);
PGT_VGATHER2(int16_t, s16, u16);
PGT_VGATHER2(uint16_t, u16, u16);
PGT_VGATHER2(half, f16, u16);
PGT_VGATHER2(bfloat16_t, bf16, u16);
PGT_VGATHER2(int32_t, s32, u32);
PGT_VGATHER2(uint32_t, u32, u32);
PGT_VGATHER2(float, f32, u32);
#undef PGT_VGATHER2
/* vgather2_bc(dst, base, index, mask) [pto-isa]: 16-bit data by vector_u32
 * indices, as a5/TGather.hpp's TGather_b16_bc calls it (then vsts PK_B32);
 * no mode.  The int32 form it also has is left out: ptogen emits none. */
#define PGT_VGATHER2_BC(E, V)                                                                      \
    void vgather2_bc(vector_##V &dst, __ubuf__ E *base, vector_u32 index, vector_bool mask)
PGT_VGATHER2_BC(int16_t, s16);
PGT_VGATHER2_BC(uint16_t, u16);
PGT_VGATHER2_BC(half, f16);
#undef PGT_VGATHER2_BC

/* ---- scatters; pto-isa: a5/TScatter.hpp ---------------------------------------------------------
 * vscatter(src, base, index, mask): the forms a5/TScatter.hpp calls, 32-bit
 * data by vector_u32 indices and 16-bit data by vector_u16 ones, into a
 * base of the element's type; no mode.  The 8-bit form (UNPK_B8 lanes) is
 * left out: sim/a5.h does not model it and ptogen emits none. */
#define PGT_VSCATTER(E, V, I)                                                                      \
    void vscatter(vector_##V src, __ubuf__ E *base, vector_##I index, vector_bool mask)
PGT_VSCATTER(int16_t, s16, u16);
PGT_VSCATTER(uint16_t, u16, u16);
PGT_VSCATTER(half, f16, u16);
PGT_VSCATTER(bfloat16_t, bf16, u16);
PGT_VSCATTER(int32_t, s32, u32);
PGT_VSCATTER(uint32_t, u32, u32);
PGT_VSCATTER(float, f32, u32);
#undef PGT_VSCATTER

/* ---- element-wise ops -------------------------------------------------------------------------
 * (dst, src[, src1 | scalar], mask[, mode]): the mode is optional and may be
 * any of MODE_UNKNOWN (the default), MODE_MERGING, MODE_ZEROING. */
#define PGT_UNARY(OP, D, S)                                                                        \
    template <Mode M = Mode::UNKNOWN_VALUE>                                                        \
    void OP(vector_##D &dst, vector_##S src, vector_bool mask, pgt_mode<M> mode = {})
#define PGT_BINARY(OP, D, S)                                                                       \
    template <Mode M = Mode::UNKNOWN_VALUE>                                                        \
    void OP(vector_##D &dst, vector_##D src0, vector_##S src1, vector_bool mask,                   \
            pgt_mode<M> mode = {})
#define PGT_SCALAR(OP, V, S)                                                                       \
    template <Mode M = Mode::UNKNOWN_VALUE>                                                        \
    void OP(vector_##V &dst, vector_##V src, S scalar, vector_bool mask, pgt_mode<M> mode = {})

/* [intr: vabs/vrelu/vexp/vsqrt/vrsqrt/vrec/vln/vneg/vbcnt/vcls/vnot, UNARY_OP];
 * pto-isa: TUnaryOp.hpp */
PGT_UNARY(vabs, s8, s8);
PGT_UNARY(vabs, s16, s16);
PGT_UNARY(vabs, s32, s32);
PGT_UNARY(vabs, f16, f16);
PGT_UNARY(vabs, f32, f32);
PGT_UNARY(vrelu, f16, f16); /* no 8- or 16-bit integer vrelu */
PGT_UNARY(vrelu, f32, f32);
PGT_UNARY(vrelu, s32, s32);
PGT_UNARY(vexp, f16, f16);
PGT_UNARY(vexp, f32, f32);
PGT_UNARY(vsqrt, f16, f16);
PGT_UNARY(vsqrt, f32, f32);
PGT_UNARY(vrsqrt, f16, f16);
PGT_UNARY(vrsqrt, f32, f32);
PGT_UNARY(vrec, f16, f16);
PGT_UNARY(vrec, f32, f32);
PGT_UNARY(vln, f16, f16);
PGT_UNARY(vln, f32, f32);
PGT_UNARY(vneg, s8, s8);
PGT_UNARY(vneg, s16, s16);
PGT_UNARY(vneg, s32, s32);
PGT_UNARY(vneg, f16, f16);
PGT_UNARY(vneg, f32, f32);
PGT_UNARY(vnot, u8, u8);
PGT_UNARY(vnot, s8, s8);
PGT_UNARY(vnot, u16, u16);
PGT_UNARY(vnot, s16, s16);
PGT_UNARY(vnot, f16, f16);
PGT_UNARY(vnot, s32, s32);
PGT_UNARY(vnot, u32, u32);
PGT_UNARY(vnot, f32, f32);

/* [intr: vadd/vsub/vmul/vdiv/vabsdif/vmax/vmin/vand/vsadd/vssub/vdivf/vshl/vshr/vrnd/vprelu/
 * vor/vxor, BINARY_OP]; pto-isa: TBinOp.hpp and the per-op files named below */
PGT_BINARY(vadd, s32, s32);
PGT_BINARY(vadd, u32, u32);
PGT_BINARY(vadd, s16, s16);
PGT_BINARY(vadd, u16, u16);
PGT_BINARY(vadd, s8, s8);
PGT_BINARY(vadd, u8, u8);
PGT_BINARY(vadd, f16, f16);
PGT_BINARY(vadd, f32, f32);
PGT_BINARY(vadd, bf16, bf16); /* [pto-isa] a5/TAdd.hpp takes bfloat16_t tiles */

PGT_BINARY(vsub, s32, s32);
PGT_BINARY(vsub, u32, u32);
PGT_BINARY(vsub, s16, s16);
PGT_BINARY(vsub, u16, u16);
PGT_BINARY(vsub, s8, s8);
PGT_BINARY(vsub, u8, u8);
PGT_BINARY(vsub, f16, f16);
PGT_BINARY(vsub, f32, f32);
PGT_BINARY(vsub, bf16, bf16); /* [pto-isa] a5/TSub.hpp takes bfloat16_t tiles */

PGT_BINARY(vmul, s32, s32);
PGT_BINARY(vmul, u32, u32);
PGT_BINARY(vmul, s16, s16);
PGT_BINARY(vmul, u16, u16);
PGT_BINARY(vmul, s8, s8);
PGT_BINARY(vmul, u8, u8);
PGT_BINARY(vmul, f32, f32);
PGT_BINARY(vmul, f16, f16);
PGT_BINARY(vmul, bf16, bf16); /* [pto-isa] a5/TMul.hpp takes bfloat16_t tiles */

PGT_BINARY(vdiv, s32, s32);
PGT_BINARY(vdiv, u32, u32);
PGT_BINARY(vdiv, s16, s16);
PGT_BINARY(vdiv, u16, u16);
PGT_BINARY(vdiv, f16, f16);
PGT_BINARY(vdiv, f32, f32);
PGT_BINARY(vdiv, s8, s8);     /* [pto-isa] a5/TDiv.hpp takes int8_t tiles */
PGT_BINARY(vdiv, u8, u8);     /* [pto-isa] a5/TDiv.hpp takes uint8_t tiles */
PGT_BINARY(vdiv, bf16, bf16); /* [pto-isa] a5/TDiv.hpp takes bfloat16_t tiles */

PGT_BINARY(vmax, s8, s8);
PGT_BINARY(vmax, s16, s16);
PGT_BINARY(vmax, s32, s32);
PGT_BINARY(vmax, u8, u8);
PGT_BINARY(vmax, u16, u16);
PGT_BINARY(vmax, u32, u32);
PGT_BINARY(vmax, f16, f16);
PGT_BINARY(vmax, f32, f32);
PGT_BINARY(vmax, bf16, bf16); /* [pto-isa] a5/TMax.hpp takes bfloat16_t tiles */

PGT_BINARY(vmin, s8, s8);
PGT_BINARY(vmin, s16, s16);
PGT_BINARY(vmin, s32, s32);
PGT_BINARY(vmin, u8, u8);
PGT_BINARY(vmin, u16, u16);
PGT_BINARY(vmin, u32, u32);
PGT_BINARY(vmin, f16, f16);
PGT_BINARY(vmin, f32, f32);
PGT_BINARY(vmin, bf16, bf16); /* [pto-isa] a5/TMin.hpp takes bfloat16_t tiles */

/* shifts: the counts of an unsigned register are a signed register of the
 * same width (ptogen passes them through a (vector_sN *) view) */
PGT_BINARY(vshl, s8, s8);
PGT_BINARY(vshl, s16, s16);
PGT_BINARY(vshl, s32, s32);
PGT_BINARY(vshl, u8, s8);
PGT_BINARY(vshl, u16, s16);
PGT_BINARY(vshl, u32, s32);
PGT_BINARY(vshr, s8, s8);
PGT_BINARY(vshr, s16, s16);
PGT_BINARY(vshr, s32, s32);
PGT_BINARY(vshr, u8, s8);
PGT_BINARY(vshr, u16, s16);
PGT_BINARY(vshr, u32, s32);

PGT_BINARY(vprelu, f16, f16);
PGT_BINARY(vprelu, f32, f32);

/* bitwise ops; ptogen calls vand without the mode (a5/TAnd.hpp) */
PGT_BINARY(vand, s32, s32);
PGT_BINARY(vand, u32, u32);
PGT_BINARY(vand, s16, s16);
PGT_BINARY(vand, u16, u16);
PGT_BINARY(vand, s8, s8);
PGT_BINARY(vand, u8, u8);
PGT_BINARY(vand, f32, f32);
PGT_BINARY(vand, f16, f16);
PGT_BINARY(vor, s32, s32);
PGT_BINARY(vor, u32, u32);
PGT_BINARY(vor, s16, s16);
PGT_BINARY(vor, u16, u16);
PGT_BINARY(vor, s8, s8);
PGT_BINARY(vor, u8, u8);
PGT_BINARY(vor, f32, f32);
PGT_BINARY(vor, f16, f16);
PGT_BINARY(vxor, s32, s32);
PGT_BINARY(vxor, u32, u32);
PGT_BINARY(vxor, s16, s16);
PGT_BINARY(vxor, u16, u16);
PGT_BINARY(vxor, s8, s8);
PGT_BINARY(vxor, u8, u8);
PGT_BINARY(vxor, f32, f32);
PGT_BINARY(vxor, f16, f16);

/* [intr: vadds/vmuls/vlrelu/vmaxs/vmins/vshls/vshrs/vrnds/vsadds, VEC_SCALAR_OP];
 * pto-isa: TBinSOp.hpp, TAddS.hpp, TMulS.hpp, TMaxs.hpp, TMins.hpp, TLRelu.hpp.
 * The scalar is of the element type; a shift count is an int16_t. */
PGT_SCALAR(vadds, s32, int32_t);
PGT_SCALAR(vadds, s16, int16_t);
PGT_SCALAR(vadds, s8, int8_t);
PGT_SCALAR(vadds, u32, uint32_t);
PGT_SCALAR(vadds, u16, uint16_t);
PGT_SCALAR(vadds, u8, uint8_t);
PGT_SCALAR(vadds, f32, float);
PGT_SCALAR(vadds, f16, half);
PGT_SCALAR(vadds, bf16, bfloat16_t); /* [pto-isa] a5/TAddS.hpp takes bfloat16_t tiles */

PGT_SCALAR(vmuls, s32, int32_t);
PGT_SCALAR(vmuls, s16, int16_t);
PGT_SCALAR(vmuls, s8, int8_t);
PGT_SCALAR(vmuls, u32, uint32_t);
PGT_SCALAR(vmuls, u16, uint16_t);
PGT_SCALAR(vmuls, u8, uint8_t);
PGT_SCALAR(vmuls, f32, float);
PGT_SCALAR(vmuls, f16, half);
PGT_SCALAR(vmuls, bf16, bfloat16_t); /* [pto-isa] a5/TMulS.hpp takes bfloat16_t tiles */

PGT_SCALAR(vlrelu, f32, float);
PGT_SCALAR(vlrelu, f16, half);

/* no bf16 vmaxs / vmins: not in the compiler header, and a5/TMaxs.hpp,
 * TMins.hpp never call them on bfloat16_t */
PGT_SCALAR(vmaxs, s8, int8_t);
PGT_SCALAR(vmaxs, s16, int16_t);
PGT_SCALAR(vmaxs, s32, int32_t);
PGT_SCALAR(vmaxs, u8, uint8_t);
PGT_SCALAR(vmaxs, u16, uint16_t);
PGT_SCALAR(vmaxs, u32, uint32_t);
PGT_SCALAR(vmaxs, f16, half);
PGT_SCALAR(vmaxs, f32, float);
PGT_SCALAR(vmins, s8, int8_t);
PGT_SCALAR(vmins, s16, int16_t);
PGT_SCALAR(vmins, s32, int32_t);
PGT_SCALAR(vmins, u8, uint8_t);
PGT_SCALAR(vmins, u16, uint16_t);
PGT_SCALAR(vmins, u32, uint32_t);
PGT_SCALAR(vmins, f16, half);
PGT_SCALAR(vmins, f32, float);

PGT_SCALAR(vshls, s16, int16_t);
PGT_SCALAR(vshls, s32, int16_t);
PGT_SCALAR(vshls, s8, int16_t);
PGT_SCALAR(vshls, u8, int16_t);
PGT_SCALAR(vshls, u16, int16_t);
PGT_SCALAR(vshls, u32, int16_t);
PGT_SCALAR(vshrs, s16, int16_t);
PGT_SCALAR(vshrs, s32, int16_t);
PGT_SCALAR(vshrs, s8, int16_t);
PGT_SCALAR(vshrs, u8, int16_t);
PGT_SCALAR(vshrs, u16, int16_t);
PGT_SCALAR(vshrs, u32, int16_t);

/* ---- reductions [intr: vcadd, vcmax/vcmin]; pto-isa: TRowReduce.hpp, TRowSum.hpp ----------
 * vcadd widens 8- and 16-bit integer sums; vcmax / vcmin keep the type. */
PGT_UNARY(vcadd, s16, s8);
PGT_UNARY(vcadd, s32, s16);
PGT_UNARY(vcadd, s32, s32);
PGT_UNARY(vcadd, u16, u8);
PGT_UNARY(vcadd, u32, u16);
PGT_UNARY(vcadd, u32, u32);
PGT_UNARY(vcadd, f16, f16);
PGT_UNARY(vcadd, f32, f32);
PGT_UNARY(vcmax, s8, s8);
PGT_UNARY(vcmax, s16, s16);
PGT_UNARY(vcmax, s32, s32);
PGT_UNARY(vcmax, u8, u8);
PGT_UNARY(vcmax, u16, u16);
PGT_UNARY(vcmax, u32, u32);
PGT_UNARY(vcmax, f16, f16);
PGT_UNARY(vcmax, f32, f32);
PGT_UNARY(vcmin, s8, s8);
PGT_UNARY(vcmin, s16, s16);
PGT_UNARY(vcmin, s32, s32);
PGT_UNARY(vcmin, u8, u8);
PGT_UNARY(vcmin, u16, u16);
PGT_UNARY(vcmin, u32, u32);
PGT_UNARY(vcmin, f16, f16);
PGT_UNARY(vcmin, f32, f32);
#undef PGT_UNARY
#undef PGT_BINARY
#undef PGT_SCALAR

/* ---- select and compares [intr: vsel, vcmp, vcmps]; pto-isa: TSel.hpp, TSels.hpp, TCmp.hpp,
 *      TCmps.hpp ------------------------------------------------------------------------------
 * vsel(dst, src0, src1, mask): no bf16 (nor does pto-isa select bf16).
 * vcmp_<op>(mask_out, src0, src1, mask), vcmps_<op>(mask_out, src, scalar,
 * mask): no bf16. */
#define PGT_VSEL(V) void vsel(vector_##V &dst, vector_##V src0, vector_##V src1, vector_bool mask)
PGT_VSEL(u8);
PGT_VSEL(s8);
PGT_VSEL(u16);
PGT_VSEL(s16);
PGT_VSEL(f16);
PGT_VSEL(s32);
PGT_VSEL(u32);
PGT_VSEL(f32);
#undef PGT_VSEL

#define PGT_CMP(OP, V, S)                                                                          \
    void vcmp_##OP(vector_bool &dst, vector_##V src0, vector_##V src1, vector_bool mask);          \
    void vcmps_##OP(vector_bool &dst, vector_##V src, S scalar, vector_bool mask)
#define PGT_CMP_ALL(V, S)                                                                          \
    PGT_CMP(eq, V, S);                                                                             \
    PGT_CMP(ne, V, S);                                                                             \
    PGT_CMP(gt, V, S);                                                                             \
    PGT_CMP(ge, V, S);                                                                             \
    PGT_CMP(lt, V, S);                                                                             \
    PGT_CMP(le, V, S)
PGT_CMP_ALL(u8, uint8_t);
PGT_CMP_ALL(s8, int8_t);
PGT_CMP_ALL(u16, uint16_t);
PGT_CMP_ALL(s16, int16_t);
PGT_CMP_ALL(u32, uint32_t);
PGT_CMP_ALL(s32, int32_t);
PGT_CMP_ALL(f16, half);
PGT_CMP_ALL(f32, float);
#undef PGT_CMP
#undef PGT_CMP_ALL

/* ---- conversions [intr: vcvt, VCVTFI / VCVTFF / VCVTIF / VCVTII (the predicated forms),
 *      vtrc]; pto-isa: TCvt.hpp, TRem.hpp --------------------------------------------------
 * The predicated forms: vcvt(dst, src, mask, <operands>[, MODE_ZEROING]),
 * the operands per conversion below (ROUND_* any but ROUND_O, except
 * f32 -> f16 which also takes ROUND_O; RS_*; PART_EVEN/ODD; PART_P0..P3).
 * The only mode they accept is MODE_ZEROING (the default). */
using pgt_zeroing = Mode_Zeroing_Type;

/* rnd, sat, part: float -> narrower (f32 -> s16, f16 -> u8 / s8, f32 -> s64, bf16 -> s32) */
#define PGT_CVT_RSP(TO, FROM)                                                                      \
    template <ROUND R, RoundingSaturation S, Part P, pgt_if<pgt::rnd_ok<R>> = 0>                   \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_round<R> rnd,             \
              pgt_sat<S> sat, pgt_part<P> part, pgt_zeroing mode = {})
PGT_CVT_RSP(s16, f32);
PGT_CVT_RSP(u8, f16);
PGT_CVT_RSP(s8, f16);
PGT_CVT_RSP(s64, f32);
PGT_CVT_RSP(s32, bf16);
PGT_CVT_RSP(bf16, f32); /* f32 -> bf16 [intr: VCVTFF_RND]: no ROUND_O */
#undef PGT_CVT_RSP
/* f32 -> f16 [intr: VCVTFF_RND_F322F16]: ROUND_O (round to odd) allowed too */
template <ROUND R, RoundingSaturation S, Part P>
void vcvt(vector_f16 &dst, vector_f32 src, vector_bool mask, pgt_round<R> rnd, pgt_sat<S> sat,
          pgt_part<P> part, pgt_zeroing mode = {});

/* rnd, sat: same width float -> int (f32 -> s32, f16 -> s16) */
#define PGT_CVT_RS(TO, FROM)                                                                       \
    template <ROUND R, RoundingSaturation S, pgt_if<pgt::rnd_ok<R>> = 0>                           \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_round<R> rnd,             \
              pgt_sat<S> sat, pgt_zeroing mode = {})
PGT_CVT_RS(s32, f32);
PGT_CVT_RS(s16, f16);
#undef PGT_CVT_RS

/* sat, then rnd: bf16 -> f16, the one pair whose saturation operand comes
 * first (pto-isa's a5/TCvt.hpp cast16to16 with CastMode::SAT_ROUND;
 * asc-devkit's MicroAPI Cast calls the pair so too); ROUND_O not allowed.
 * The compiler header this file transcribes lacks it; its successor's
 * intrinsic table has vcvtff bf16 -> f16 with both operands. */
template <RoundingSaturation S, ROUND R, pgt_if<pgt::rnd_ok<R>> = 0>
void vcvt(vector_f16 &dst, vector_bf16 src, vector_bool mask, pgt_sat<S> sat, pgt_round<R> rnd,
          pgt_zeroing mode = {});

/* rnd, part: f16 -> s32 (no saturation operand), s64 -> f32 */
#define PGT_CVT_RP(TO, FROM)                                                                       \
    template <ROUND R, Part P, pgt_if<pgt::rnd_ok<R>> = 0>                                         \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_round<R> rnd,             \
              pgt_part<P> part, pgt_zeroing mode = {})
PGT_CVT_RP(s32, f16);
PGT_CVT_RP(f32, s64);
#undef PGT_CVT_RP

/* part: widening (f16 / bf16 -> f32, u8 / s8 -> f16, s16 -> f32, and the
 * integer widenings u8 -> u16, s8 -> s16, u16 -> u32, s16 -> u32, s16 -> s32,
 * s32 -> s64) */
#define PGT_CVT_P(TO, FROM)                                                                        \
    template <Part P>                                                                              \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_part<P> part,             \
              pgt_zeroing mode = {})
PGT_CVT_P(f32, f16);
PGT_CVT_P(f32, bf16);
PGT_CVT_P(f16, u8);
PGT_CVT_P(f16, s8);
PGT_CVT_P(f32, s16);
PGT_CVT_P(u16, u8);
PGT_CVT_P(s16, s8);
PGT_CVT_P(u32, u16);
PGT_CVT_P(u32, s16);
PGT_CVT_P(s32, s16);
PGT_CVT_P(s64, s32);
#undef PGT_CVT_P

/* rnd: same width int -> float (s16 -> f16, s32 -> f32) */
#define PGT_CVT_R(TO, FROM)                                                                        \
    template <ROUND R, pgt_if<pgt::rnd_ok<R>> = 0>                                                 \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_round<R> rnd,             \
              pgt_zeroing mode = {})
PGT_CVT_R(f16, s16);
PGT_CVT_R(f32, s32);
#undef PGT_CVT_R

/* sat, part: integer narrowing by half (u16 / s16 -> u8, u32 / s32 -> u16 / s16, s64 -> s32) */
#define PGT_CVT_SP(TO, FROM)                                                                       \
    template <RoundingSaturation S, Part P>                                                        \
    void vcvt(vector_##TO &dst, vector_##FROM src, vector_bool mask, pgt_sat<S> sat,               \
              pgt_part<P> part, pgt_zeroing mode = {})
PGT_CVT_SP(u8, u16);
PGT_CVT_SP(u8, s16);
PGT_CVT_SP(u16, u32);
PGT_CVT_SP(s16, u32);
PGT_CVT_SP(u16, s32);
PGT_CVT_SP(s16, s32);
PGT_CVT_SP(s32, s64);
#undef PGT_CVT_SP

/* quarter parts: u8 / s8 -> u32 / s32 (pp); u32 / s32 -> u8 (sat, pp) */
template <Part_T P>
void vcvt(vector_u32 &dst, vector_u8 src, vector_bool mask, pgt_pp<P> pp, pgt_zeroing mode = {});
template <Part_T P>
void vcvt(vector_s32 &dst, vector_s8 src, vector_bool mask, pgt_pp<P> pp, pgt_zeroing mode = {});
template <RoundingSaturation S, Part_T P>
void vcvt(vector_u8 &dst, vector_u32 src, vector_bool mask, pgt_sat<S> sat, pgt_pp<P> pp,
          pgt_zeroing mode = {});
template <RoundingSaturation S, Part_T P>
void vcvt(vector_u8 &dst, vector_s32 src, vector_bool mask, pgt_sat<S> sat, pgt_pp<P> pp,
          pgt_zeroing mode = {});

/* The older mask-less integer forms [intr: vcvt, the VCVT macros before VCVTFI]: vcvt(dst,
 * src, part[, mode]) with MODE_UNKNOWN or MODE_MERGING. */
#define PGT_CVT_OLD_NARROW(TO, FROM, PT)                                                           \
    template <PT P, Mode M = Mode::UNKNOWN_VALUE, pgt_if<pgt::old_cvt_mode_ok<M>> = 0>             \
    void vcvt(vector_##TO &dst, vector_##FROM src, pgt_tag<PT, P> part, pgt_mode<M> mode = {})
#define PGT_CVT_OLD_WIDEN(TO, FROM, PT)                                                            \
    template <PT P> void vcvt(vector_##TO &dst, vector_##FROM src, pgt_tag<PT, P> part)
PGT_CVT_OLD_NARROW(u8, u16, Part);
PGT_CVT_OLD_NARROW(u8, s16, Part);
PGT_CVT_OLD_NARROW(u16, u32, Part);
PGT_CVT_OLD_NARROW(s16, u32, Part);
PGT_CVT_OLD_NARROW(u16, s32, Part);
PGT_CVT_OLD_NARROW(s16, s32, Part);
PGT_CVT_OLD_NARROW(u8, u32, Part_T);
PGT_CVT_OLD_NARROW(u8, s32, Part_T);
PGT_CVT_OLD_WIDEN(u16, u8, Part);
PGT_CVT_OLD_WIDEN(s16, s8, Part);
PGT_CVT_OLD_WIDEN(u32, u16, Part);
PGT_CVT_OLD_WIDEN(u32, s16, Part);
PGT_CVT_OLD_WIDEN(s32, s16, Part);
PGT_CVT_OLD_WIDEN(u32, u8, Part_T);
PGT_CVT_OLD_WIDEN(s32, s8, Part_T);
#undef PGT_CVT_OLD_NARROW
#undef PGT_CVT_OLD_WIDEN

/* vtrc(dst, src, ROUND_*, mask[, mode]): round to an integral value in the
 * float type; f16 and f32 only, ROUND_O not allowed, any mode */
template <ROUND R, Mode M = Mode::UNKNOWN_VALUE, pgt_if<pgt::rnd_ok<R>> = 0>
void vtrc(vector_f16 &dst, vector_f16 src, pgt_round<R> rnd, vector_bool mask,
          pgt_mode<M> mode = {});
template <ROUND R, Mode M = Mode::UNKNOWN_VALUE, pgt_if<pgt::rnd_ok<R>> = 0>
void vtrc(vector_f32 &dst, vector_f32 src, pgt_round<R> rnd, vector_bool mask,
          pgt_mode<M> mode = {});

/* ---- the scalar side: MTE copies, loop registers, CTRL, synchronisation, core ids
 *      (not in the vector header; argument types as pto-isa's a5/TLoad.hpp, TStore.hpp,
 *      TCvt.hpp, TSync.hpp pass them) ------------------------------------------------------ */

/* GM -> UB, one burst per row (a5/TLoad.hpp TLoadInstr): dst, src, sid,
 * nBurst, lenBurst (bytes), left / right padding counts, data-select (pad)
 * bit, L2 cache control, srcGmStride (bytes), dstUbStride (bytes).  Both
 * pointers have the same element type (pto-isa casts both alike). */
template <class T>
void copy_gm_to_ubuf_align_v2(__ubuf__ T *dst, __gm__ T *src, uint8_t sid, uint32_t nBurst,
                              uint32_t lenBurst, uint8_t leftPaddingCount,
                              uint8_t rightPaddingCount, bool dataSelectBit, uint8_t l2CacheCtl,
                              uint64_t srcGmStride, uint32_t dstUbStride);
/* UB -> GM (a5/TStore.hpp TStoreInstr): dst, src, sid, nBurst, lenBurst,
 * L2 cache control, dstGmStride (bytes), srcUbStride (bytes) */
template <class T>
void copy_ubuf_to_gm_align_v2(__gm__ T *dst, __ubuf__ T *src, uint8_t sid, uint32_t nBurst,
                              uint32_t lenBurst, uint8_t l2CacheCtl, uint64_t dstGmStride,
                              uint32_t srcUbStride);

/* vbitsort(dst, src, idx, repeat): a UB instruction outside the vector
 * functions (a5/TSort32.hpp), the compiler's VBS32 forms of its
 * __clang_cce_intrinsics.h, which hold for __DAV_C310__ too: half or float
 * values, unsigned int indices, a uint8_t repeat. */
void vbitsort(__ubuf__ half *dst, __ubuf__ half *src, __ubuf__ unsigned int *idx, uint8_t repeat);
void vbitsort(__ubuf__ float *dst, __ubuf__ float *src, __ubuf__ unsigned int *idx,
              uint8_t repeat);

/* vmrgsort4(dst, src, count, config): a UB instruction outside the vector
 * functions (a5/TMrgSort.hpp), the compiler's V220 forms of its
 * __clang_cce_aicore_functions.h, whose branch for every core but 100, 200
 * and 210 holds for __DAV_C310__ too (the list addresses it reads are
 * those of config's list bits): half or float pairs, an array of the lists' addresses,
 * two uint64_t words. */
void vmrgsort4(__ubuf__ half *dst, __ubuf__ half *src[4], uint64_t count, uint64_t config);
void vmrgsort4(__ubuf__ float *dst, __ubuf__ float *src[4], uint64_t count, uint64_t config);

/* the MTE loop registers: (dst stride << 40 | src stride), (loop2 << 21 | loop1) */
void set_loop1_stride_outtoub(uint64_t config);
void set_loop2_stride_outtoub(uint64_t config);
void set_loop_size_outtoub(uint64_t config);
void set_loop1_stride_ubtoout(uint64_t config);
void set_loop2_stride_ubtoout(uint64_t config);
void set_loop_size_ubtoout(uint64_t config);

/* CTRL (a5/TCvt.hpp: set_ctrl(sbitset0(get_ctrl(), bit))) */
uint64_t get_ctrl();
void set_ctrl(uint64_t value);
uint64_t sbitset0(uint64_t value, int64_t bit);
uint64_t sbitset1(uint64_t value, int64_t bit);

/* flags between pipes (a5/TSync.hpp) */
enum pipe_t { PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_ALL, PIPE_FIX };
enum event_t {
    EVENT_ID0,
    EVENT_ID1,
    EVENT_ID2,
    EVENT_ID3,
    EVENT_ID4,
    EVENT_ID5,
    EVENT_ID6,
    EVENT_ID7
};
void set_flag(pipe_t src, pipe_t dst, event_t event);
void wait_flag(pipe_t src, pipe_t dst, event_t event);
void pipe_barrier(pipe_t pipe);

/* this core's index and the core count of the launch */
extern int64_t block_idx;
extern int64_t block_num;

#endif /* PTOGEN_SIM_TYPED_A5_HPP */
