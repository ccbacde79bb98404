/* sim/common.h - what sim/a2a3.h and sim/a5.h share: types and builtins,
 * error reporting, element kinds, scalars, half/bfloat16 helpers, the
 * instruction names, the UB arena with its per-byte hazard shadow, the
 * scalar-store detector, tile regions, flags and barriers (vector
 * clocks), the cycle clocks of the pipes and the core lifecycle.
 *
 * Not to be included directly: a2a3.h and a5.h define, before including
 * it,
 *   SIM_UB_BYTES     the UB size in bytes (a multiple of 2048)
 *   SIM_V_IN_ORDER   1 if vector writes need no ordering against earlier
 *                    vector accesses (A5: one scope issues in order), 0 if
 *                    every V -> V RAW, WAR and WAW needs a barrier (A2/A3)
 *   SIM_V_FIX        what orders two vector accesses, for the messages
 * Everything is static, so a program may include a2a3.h in one
 * translation unit and a5.h in another.  C first; C++ (g++ -std=gnu++17)
 * gets its own alternative, under #ifdef __cplusplus, wherever C11 has no
 * C++ equivalent (_Generic, designated array initializers, compound
 * literals used as arrays).  See sim/README.md, "C and C++".
 */
#ifndef PTOGEN_SIM_COMMON_H
#define PTOGEN_SIM_COMMON_H

#if !defined(SIM_UB_BYTES) || !defined(SIM_V_IN_ORDER) || !defined(SIM_V_FIX)
#error "sim/common.h is included by sim/a2a3.h or sim/a5.h, not directly"
#endif

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "costs.h"
#include "model.h"

#define SIM_FN static __attribute__((unused))

/* ---- qualifiers, types, builtins ---------------------------------------- */

#define __global__
#define __aicore__
#define __gm__
#define __ubuf__

typedef _Float16 half;
typedef struct {
    uint16_t bits;
} bfloat16_t; /* moved on A2/A3; computed in float on A5 */

static int64_t block_idx __attribute__((unused));
static int64_t block_num __attribute__((unused)) = 1;

typedef enum pipe_t { PIPE_S, PIPE_V, PIPE_MTE2, PIPE_MTE3, PIPE_ALL } pipe_t;
typedef enum event_t {
    EVENT_ID0, EVENT_ID1, EVENT_ID2, EVENT_ID3,
    EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7
} event_t;

enum {
    SIM_NPIPE = 4,       /* S, V, MTE2, MTE3 */
    SIM_NEVENT = 8,
    SIM_FLAG_DEPTH = 16, /* outstanding set_flag per (src, dst, event) */
    SIM_UNIT = 32,       /* UB block: alignment and tile-region granule */
};

static const char *const sim_pname[] = {"S", "V", "MTE2", "MTE3", "ALL"};

/* ---- error reporting ------------------------------------------------------ */

SIM_FN void sim_fail(const char *insn, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 2, 3)));
SIM_FN void sim_fail(const char *insn, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "sim: %s: ", insn);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nsim: note: simulated core block_idx %lld of block_num %lld\n",
            (long long)block_idx, (long long)block_num);
    fflush(NULL);
    _Exit(70); /* no atexit handlers: a leak checker would only add noise */
}

/* ---- element kinds ---------------------------------------------------------- */

enum sim_kind {
    SIM_K_BAD, SIM_K_I8, SIM_K_U8, SIM_K_I16, SIM_K_U16, SIM_K_I32, SIM_K_U32,
    SIM_K_F16, SIM_K_BF16, SIM_K_F32, SIM_K_VOID, SIM_K_BOOL
};
static const char *const sim_kname[] = {
    "an unsupported type", "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t",
    "uint32_t", "half", "bfloat16_t", "float", "void", "vector_bool"};
static const unsigned sim_ksize[] = {0, 1, 1, 2, 2, 4, 4, 2, 2, 4, 0, 0};

#ifdef __cplusplus
/* C++ has no _Generic: one overload per element type (a non-const
 * pointer converts to the const one), and the template catches every
 * other pointer, as _Generic's default does. */
template <class T> static constexpr int sim_kind_of(const T *) { return SIM_K_BAD; }
static constexpr int sim_kind_of(const int8_t *) { return SIM_K_I8; }
static constexpr int sim_kind_of(const uint8_t *) { return SIM_K_U8; }
static constexpr int sim_kind_of(const int16_t *) { return SIM_K_I16; }
static constexpr int sim_kind_of(const uint16_t *) { return SIM_K_U16; }
static constexpr int sim_kind_of(const int32_t *) { return SIM_K_I32; }
static constexpr int sim_kind_of(const uint32_t *) { return SIM_K_U32; }
static constexpr int sim_kind_of(const half *) { return SIM_K_F16; }
static constexpr int sim_kind_of(const bfloat16_t *) { return SIM_K_BF16; }
static constexpr int sim_kind_of(const float *) { return SIM_K_F32; }
static constexpr int sim_kind_of(const void *) { return SIM_K_VOID; }
#define SIM_KIND(p) sim_kind_of(p)
#else
#define SIM_KIND(p)                                                                        \
    _Generic((p),                                                                          \
        int8_t *: SIM_K_I8, const int8_t *: SIM_K_I8,                                      \
        uint8_t *: SIM_K_U8, const uint8_t *: SIM_K_U8,                                    \
        int16_t *: SIM_K_I16, const int16_t *: SIM_K_I16,                                  \
        uint16_t *: SIM_K_U16, const uint16_t *: SIM_K_U16,                                \
        int32_t *: SIM_K_I32, const int32_t *: SIM_K_I32,                                  \
        uint32_t *: SIM_K_U32, const uint32_t *: SIM_K_U32,                                \
        half *: SIM_K_F16, const half *: SIM_K_F16,                                        \
        bfloat16_t *: SIM_K_BF16, const bfloat16_t *: SIM_K_BF16,                          \
        float *: SIM_K_F32, const float *: SIM_K_F32,                                      \
        void *: SIM_K_VOID, const void *: SIM_K_VOID,                                      \
        default: SIM_K_BAD)
#endif

/* The GM operand of a copy intrinsic.  The hardware intrinsics declare it
 * non-const and pto-isa never passes a const GM pointer (a2a3/TLoad.hpp,
 * a5/TLoad.hpp), so bisheng's C++ mode rejects one: here a const argument
 * draws "discards 'const' qualifier", an error under -Werror (in C++ the
 * error "invalid conversion from 'const void*' to 'void*'"). */
SIM_FN const void *sim_gm_ptr(void *p)
{
    return p;
}

/* ---- half and bfloat16 ---------------------------------------------------------- */

SIM_FN float sim_bf2f(uint16_t b)
{
    uint32_t x = (uint32_t)b << 16;
    float f;
    memcpy(&f, &x, sizeof f);
    return f;
}

/* float -> bfloat16, round to nearest even (the host reference's rounding) */
SIM_FN uint16_t sim_f2bf(float f)
{
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    if ((x & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)((x >> 16) | 0x0040u);
    return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

SIM_FN bfloat16_t sim_bf16(float f)
{
    bfloat16_t r;
    r.bits = sim_f2bf(f);
    return r;
}
#ifndef PGR_BF16
#define PGR_BF16(x) sim_bf16((float)(x))
#endif

/* The value of bit pattern BITS of a floating kind K, as a float. */
SIM_FN float sim_tof(int k, uint32_t bits)
{
    float f;
    if (k == SIM_K_F16) {
        uint16_t u = (uint16_t)bits;
        half h;
        memcpy(&h, &u, sizeof h);
        return (float)h;
    }
    if (k == SIM_K_BF16)
        return sim_bf2f((uint16_t)bits);
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* F rounded to nearest even in floating kind K, as a bit pattern. */
SIM_FN uint32_t sim_fromf(int k, float f)
{
    uint32_t w;
    if (k == SIM_K_F16) {
        half h = (half)f;
        uint16_t u;
        memcpy(&u, &h, sizeof u);
        return u;
    }
    if (k == SIM_K_BF16)
        return sim_f2bf(f);
    memcpy(&w, &f, sizeof w);
    return w;
}

SIM_FN int sim_kind_fp(int k)
{
    return k == SIM_K_F16 || k == SIM_K_BF16 || k == SIM_K_F32;
}

/* ---- scalar operands ------------------------------------------------------------- */

/* A scalar operand keeps its C type class: integers are converted to the
 * element type modulo 2^W (as C does for int16_t x = 70000), floating
 * values must be representable in an integer element type, a bfloat16_t
 * is taken as is by bfloat16 data and as its value by other types. */
struct sim_scalar {
    int cls; /* 0 integer, 1 floating, 2 bfloat16_t */
    int64_t i;
    double f;
    uint16_t bits;
};
SIM_FN struct sim_scalar sim_sc_int(int64_t v)
{
    struct sim_scalar s = {0, v, 0.0, 0};
    return s;
}
SIM_FN struct sim_scalar sim_sc_flt(double v)
{
    struct sim_scalar s = {1, 0, v, 0};
    return s;
}
SIM_FN struct sim_scalar sim_sc_bf16(bfloat16_t v)
{
    struct sim_scalar s = {2, 0, 0.0, v.bits};
    return s;
}
#ifdef __cplusplus
/* C++: overloads for the floating types and bfloat16_t, the template for
 * everything else (integers and enums, converted to int64_t as C does). */
template <class T> SIM_FN struct sim_scalar sim_scalar_of(T x)
{
    return sim_sc_int(x);
}
SIM_FN struct sim_scalar sim_scalar_of(bfloat16_t x)
{
    return sim_sc_bf16(x);
}
SIM_FN struct sim_scalar sim_scalar_of(float x)
{
    return sim_sc_flt(x);
}
SIM_FN struct sim_scalar sim_scalar_of(double x)
{
    return sim_sc_flt(x);
}
SIM_FN struct sim_scalar sim_scalar_of(long double x)
{
    return sim_sc_flt((double)x);
}
SIM_FN struct sim_scalar sim_scalar_of(half x)
{
    return sim_sc_flt(x);
}
#define SIM_SCALAR(x) sim_scalar_of(x)
#else
#define SIM_SCALAR(x)                                                                      \
    _Generic((x), bfloat16_t: sim_sc_bf16, float: sim_sc_flt, double: sim_sc_flt,          \
             long double: sim_sc_flt, half: sim_sc_flt, default: sim_sc_int)(x)
#endif

/* Scalar operand S as the bit pattern of element kind K. */
SIM_FN uint32_t sim_scalar_bits(const char *nm, int k, struct sim_scalar s)
{
    double lo = 0, hi = 0;
    uint32_t mask = sim_ksize[k] == 1 ? 0xffu : sim_ksize[k] == 2 ? 0xffffu : 0xffffffffu;
    if (s.cls == 2) { /* bfloat16_t scalar */
        if (k == SIM_K_BF16)
            return s.bits;
        s.cls = 1;
        s.f = sim_bf2f(s.bits);
    }
    switch (k) {
    case SIM_K_F16: {
        half h = s.cls ? (half)s.f : (half)s.i;
        uint16_t u;
        memcpy(&u, &h, sizeof u);
        return u;
    }
    case SIM_K_BF16:
        return sim_f2bf(s.cls ? (float)s.f : (float)s.i);
    case SIM_K_F32:
        return sim_fromf(k, s.cls ? (float)s.f : (float)s.i);
    case SIM_K_I8: lo = INT8_MIN, hi = INT8_MAX; break;
    case SIM_K_U8: lo = 0, hi = UINT8_MAX; break;
    case SIM_K_I16: lo = INT16_MIN, hi = INT16_MAX; break;
    case SIM_K_U16: lo = 0, hi = UINT16_MAX; break;
    case SIM_K_I32: lo = INT32_MIN, hi = INT32_MAX; break;
    case SIM_K_U32: lo = 0, hi = UINT32_MAX; break;
    }
    if (!s.cls)
        return (uint32_t)((uint64_t)s.i & mask);
    if (!(s.f >= lo && s.f <= hi) || s.f != (double)(int64_t)s.f)
        sim_fail(nm, "scalar %g is not representable as %s", s.f, sim_kname[k]);
    return (uint32_t)((uint64_t)(int64_t)s.f & mask);
}

/* ---- instruction names ------------------------------------------------------ */

/* Both targets' instructions, one numbering (the hazard shadow keeps
 * them in a byte). */
enum sim_insn {
    SIM_I_NONE, SIM_I_SCALAR,
    SIM_I_IN_B8, SIM_I_IN_B16, SIM_I_IN_B32, SIM_I_OUT_B8, SIM_I_OUT_B16, SIM_I_OUT_B32,
    SIM_I_IN_V2, SIM_I_OUT_V2,
    SIM_I_VADD, SIM_I_VSUB, SIM_I_VAND, SIM_I_VOR, SIM_I_VXOR, SIM_I_VNOT, SIM_I_VSHR,
    SIM_I_VMULS, SIM_I_VADDS, SIM_I_VDUP, SIM_I_CMPMASK, SIM_I_VSEL,
    SIM_I_VLDS, SIM_I_VSTS, SIM_I_PLDS, SIM_I_PUNPACK, SIM_I_PLT, SIM_I_PSET,
    SIM_I_VSHL, SIM_I_VDUPR, SIM_I_PINTLV,
    SIM_I_VMUL, SIM_I_VDIV, SIM_I_VMAX, SIM_I_VMIN, SIM_I_VABS, SIM_I_VEXP, SIM_I_VLN,
    SIM_I_VSQRT, SIM_I_VRSQRT, SIM_I_VRELU, SIM_I_VMAXS, SIM_I_VMINS, SIM_I_VLRELU,
    SIM_I_VPRELU, SIM_I_VSHLS, SIM_I_VSHRS,
    /* compares, one id per mode in pto-isa's CmpMode order (EQ NE LT LE GT GE):
     * sim_cmp_mode() turns an id back into its mode */
    SIM_I_VCMPV_EQ, SIM_I_VCMPV_NE, SIM_I_VCMPV_LT, SIM_I_VCMPV_LE, SIM_I_VCMPV_GT, SIM_I_VCMPV_GE,
    SIM_I_VCMPVS_EQ, SIM_I_VCMPVS_NE, SIM_I_VCMPVS_LT, SIM_I_VCMPVS_LE, SIM_I_VCMPVS_GT,
    SIM_I_VCMPVS_GE,
    SIM_I_VCMP_EQ, SIM_I_VCMP_NE, SIM_I_VCMP_LT, SIM_I_VCMP_LE, SIM_I_VCMP_GT, SIM_I_VCMP_GE,
    SIM_I_VCMPS_EQ, SIM_I_VCMPS_NE, SIM_I_VCMPS_LT, SIM_I_VCMPS_LE, SIM_I_VCMPS_GT, SIM_I_VCMPS_GE,
    SIM_I_PSTS, SIM_I_PDINTLV, SIM_I_PAND, SIM_I_PXOR, SIM_I_PNOT,
#define SIM_I_ENUM_ROW(id, nm, ...) SIM_I_##id,
    SIM_A2A3_VCONVS(SIM_I_ENUM_ROW) /* vconv_*: one per name, costs.h */
#undef SIM_I_ENUM_ROW
    SIM_I_SETDEQ, SIM_I_VCVT, SIM_I_VTRC,
    /* reductions and broadcasts: A2/A3 vcadd .. vbrcb, A5 vcadd, vcmax,
     * vcmin (the same names as A2/A3's), vbr, vldas, vldus */
    SIM_I_VCADD, SIM_I_VCMAX, SIM_I_VCMIN, SIM_I_VCGADD, SIM_I_VCGMAX, SIM_I_VCGMIN,
    SIM_I_VBRCB, SIM_I_VBR, SIM_I_VLDAS, SIM_I_VLDUS,
    SIM_I_VGATHER, /* A2/A3 vgather */
    SIM_I_VCI,     /* A5 vci: an index sequence (a5/TTri.hpp) */
    SIM_I_COPY_UB, /* A2/A3 copy_ubuf_to_ubuf, on the vector pipe */
    SIM_I_VGATHER2, /* A5 vgather2 (a5/TGather.hpp) */
    SIM_I_VSCATTER, /* A5 vscatter (a5/TScatter.hpp) */
    SIM_I_VGATHER2_BC, /* A5 vgather2_bc (a5/TGather.hpp, b16 data) */
    SIM_I_VINTLV,  /* A5 vintlv: two registers interleaved (a5/TRowProd.hpp) */
    SIM_I_VNCHWCONV, /* A2/A3 scatter_vnchwconv_b16/b32 (a2a3/TTrans.hpp) */
    SIM_I_VBITSORT,  /* vbitsort (a2a3/TSort32.hpp, a5/TSort32.hpp) */
    SIM_I_VMRGSORT4, /* vmrgsort4 (a2a3/TMrgSort.hpp, a5/TMrgSort.hpp) */
    SIM_I_COUNT
};
static const char *const sim_iname[] = {
    "?", "scalar store",
    "copy_gm_to_ubuf_align_b8", "copy_gm_to_ubuf_align_b16", "copy_gm_to_ubuf_align_b32",
    "copy_ubuf_to_gm_align_b8", "copy_ubuf_to_gm_align_b16", "copy_ubuf_to_gm_align_b32",
    "copy_gm_to_ubuf_align_v2", "copy_ubuf_to_gm_align_v2",
    "vadd", "vsub", "vand", "vor", "vxor", "vnot", "vshr", "vmuls", "vadds", "vector_dup",
    "set_cmpmask", "vsel",
    "vlds", "vsts", "plds", "punpack", "plt", "pset", "vshl", "vdup", "pintlv_b16",
    "vmul", "vdiv", "vmax", "vmin", "vabs", "vexp", "vln",
    "vsqrt", "vrsqrt", "vrelu", "vmaxs", "vmins", "vlrelu",
    "vprelu", "vshls", "vshrs",
    "vcmpv_eq", "vcmpv_ne", "vcmpv_lt", "vcmpv_le", "vcmpv_gt", "vcmpv_ge",
    "vcmpvs_eq", "vcmpvs_ne", "vcmpvs_lt", "vcmpvs_le", "vcmpvs_gt", "vcmpvs_ge",
    "vcmp_eq", "vcmp_ne", "vcmp_lt", "vcmp_le", "vcmp_gt", "vcmp_ge",
    "vcmps_eq", "vcmps_ne", "vcmps_lt", "vcmps_le", "vcmps_gt", "vcmps_ge",
    "psts", "pdintlv_b8", "pand", "pxor", "pnot",
#define SIM_I_NAME_ROW(id, nm, ...) nm,
    SIM_A2A3_VCONVS(SIM_I_NAME_ROW)
#undef SIM_I_NAME_ROW
    "set_deqscale", "vcvt", "vtrc",
    "vcadd", "vcmax", "vcmin", "vcgadd", "vcgmax", "vcgmin", "vbrcb", "vbr", "vldas", "vldus",
    "vgather", "vci", "copy_ubuf_to_ubuf", "vgather2", "vscatter", "vgather2_bc", "vintlv", "scatter_vnchwconv", "vbitsort",
    "vmrgsort4"};

#ifdef __cplusplus
/* C++ has no designated array initializers ([SIM_I_VADD] = ...): a table
 * indexed by instruction is this struct instead, filled by a constexpr
 * function from the rows the C initializer uses; t[insn] reads it as the
 * C array is read. */
template <class T> struct sim_itable {
    T v[SIM_I_COUNT];
    constexpr const T &operator[](int i) const { return v[i]; }
};
#define SIM_STATIC_ASSERT static_assert /* C11's _Static_assert */
#else
#define SIM_STATIC_ASSERT _Static_assert
#endif
/* one name per instruction: rows appended to the enum need theirs in
 * sim_iname, in the same order */
SIM_STATIC_ASSERT(sizeof sim_iname / sizeof sim_iname[0] == SIM_I_COUNT, "sim_iname");
SIM_STATIC_ASSERT(SIM_I_COUNT <= 256, "the hazard shadow keeps an instruction in a byte");

/* SIM_ITABLE(T, NAME, LIST, ROW): NAME, a table of T indexed by
 * instruction, holding what LIST(ROW) gives, where ROW(id, ...) expands
 * to SIM_ITABLE_SET(id, value): a designated initializer in C, a
 * sim_itable filled by a constexpr function in C++. */
#ifdef __cplusplus
#define SIM_ITABLE_SET(id, value) t.v[SIM_I_##id] = (value);
#define SIM_ITABLE(T, name, LIST, ROW)                                                         \
    static constexpr sim_itable<T> name##_fill()                                               \
    {                                                                                          \
        sim_itable<T> t{};                                                                     \
        LIST(ROW)                                                                              \
        return t;                                                                              \
    }                                                                                          \
    static constexpr sim_itable<T> name = name##_fill();
#else
#define SIM_ITABLE_SET(id, value) [SIM_I_##id] = (value),
#define SIM_ITABLE(T, name, LIST, ROW) static T const name[SIM_I_COUNT] = {LIST(ROW)};
#endif

/* ---- state ------------------------------------------------------------------ */

/* The UB arena; SEEN holds what the simulator itself last put in each
 * byte, so a byte that differs was stored by plain C code (the scalar
 * unit). */
static unsigned char sim_ub[SIM_UB_BYTES] __attribute__((aligned(64)));
static unsigned char sim_ub_seen[SIM_UB_BYTES] __attribute__((aligned(64)));

/* Per UB byte: the last writer and the last reader on V and on MTE3.
 * Sequence numbers count each pipe's instructions from 1. */
struct sim_shadow {
    uint32_t wseq, rvseq, r3seq;
    uint8_t wpipe, wname, rvname, r3name;
};
static struct sim_shadow sim_sh[SIM_UB_BYTES];

struct sim_token {
    double t;
    uint32_t vc[SIM_NPIPE];
};
struct sim_flag {
    unsigned n, head;
    struct sim_token tok[SIM_FLAG_DEPTH];
};

/* One simulated core. */
static struct {
    int in_kernel;
    uint32_t seq[SIM_NPIPE];                /* instructions issued per pipe */
    uint32_t vc[SIM_NPIPE][SIM_NPIPE];      /* vc[c][p]: p's insns ordered before c */
    struct sim_flag flag[SIM_NPIPE][SIM_NPIPE][SIM_NEVENT];
    double t[SIM_NPIPE];                    /* per-pipe clocks */
    int s_open;                             /* wait_flag(V, S) seen, no wait_flag(S, V) since */
    uint64_t s_steps;                       /* scalar element-steps not yet charged */
    int s_open_ev;
    uint64_t base[SIM_UB_BYTES / SIM_UNIT / 64]; /* PGR_UB offsets used, one bit per block */
} sim_core;

/* ---- UB addresses and tile regions ---------------------------------------------------- */

/* PGR_UB(T, off): OFF must be inside UB and 32-byte aligned.  Every
 * offset is remembered as the start of a tile region. */
SIM_FN void *sim_ub_ptr(uint64_t off)
{
    if (off >= SIM_UB_BYTES)
        sim_fail("PGR_UB", "UB offset 0x%llx is outside the %d KiB UB [0x0, 0x%x)",
                 (unsigned long long)off, SIM_UB_BYTES / 1024, SIM_UB_BYTES);
    if (off % SIM_UNIT)
        sim_fail("PGR_UB", "UB offset 0x%llx is not 32-byte aligned", (unsigned long long)off);
    sim_core.base[off / SIM_UNIT / 64] |= (uint64_t)1 << (off / SIM_UNIT % 64);
    return sim_ub + off;
}
#define PGR_UB(T, off) ((__ubuf__ T *)sim_ub_ptr((off)))

/* UB byte offset of a __ubuf__ pointer; anything outside the arena fails. */
SIM_FN uint32_t sim_off(const void *p, const char *insn, const char *what)
{
    uintptr_t a = (uintptr_t)p, b = (uintptr_t)sim_ub;
#ifdef SIM_RAW_UB_FROM
    if (a >= SIM_RAW_UB_FROM && a < SIM_UB_BYTES)
        return (uint32_t)a; /* the raw address (see the target's header) */
#endif
    if (a < b || a - b >= SIM_UB_BYTES)
        sim_fail(insn, "%s %p is not a UB address (UB pointers come from PGR_UB)", what, p);
    return (uint32_t)(a - b);
}

/* The tile region of UB byte OFF: from the last PGR_UB offset at or below
 * it (or 0) to the next one above it (or the end of UB). */
SIM_FN void sim_region(uint32_t off, uint32_t *lo, uint32_t *hi)
{
    const unsigned nw = SIM_UB_BYTES / SIM_UNIT / 64;
    unsigned u = off / SIM_UNIT, w = u / 64, b = u % 64;
    uint64_t m;
    int i;
    *lo = 0;
    *hi = SIM_UB_BYTES;
    m = sim_core.base[w] & (b == 63 ? ~(uint64_t)0 : (((uint64_t)1 << (b + 1)) - 1));
    for (i = (int)w; i >= 0; i--, m = i >= 0 ? sim_core.base[i] : 0)
        if (m) {
            *lo = (uint32_t)((unsigned)i * 64 + 63 - (unsigned)__builtin_clzll(m)) * SIM_UNIT;
            break;
        }
    m = b == 63 ? 0 : sim_core.base[w] & ~(((uint64_t)1 << (b + 1)) - 1);
    for (i = (int)w; i < (int)nw; i++, m = i < (int)nw ? sim_core.base[i] : 0)
        if (m) {
            *hi = (uint32_t)((unsigned)i * 64 + (unsigned)__builtin_ctzll(m)) * SIM_UNIT;
            break;
        }
}

/* An access [LO, HI) by operand WHAT of INSN must stay in the tile region
 * it starts in. */
SIM_FN void sim_region_check(const char *insn, const char *what, uint32_t lo, uint32_t hi)
{
    uint32_t rlo, rhi;
    if (hi <= lo)
        return;
    sim_region(lo, &rlo, &rhi);
    if (hi > rhi && rhi < SIM_UB_BYTES)
        sim_fail(insn, "%s UB [0x%x, 0x%x) runs past the end of its tile [0x%x, 0x%x) (a tile "
                       "ends where the next PGR_UB offset used on this core begins)",
                 what, lo, hi, rlo, rhi);
}

/* ---- pipe ordering and hazards -------------------------------------------------- */

/* Is instruction SEQ of pipe P ordered before the current instruction CUR
 * of pipe C?  Same pipe: S, MTE2 and MTE3 are in order; V only after a
 * barrier (SIM_V_FIX) or against itself. */
SIM_FN int sim_ordered(int c, int p, uint32_t seq, uint32_t cur)
{
    if (p == c)
        return c != PIPE_V || seq == cur || seq <= sim_core.vc[PIPE_V][PIPE_V];
    return seq <= sim_core.vc[c][p];
}

/* The conflict of byte B for an access of pipe C (instruction CUR):
 * 0 none, 1 read-after-write, 2 write-after-write, 3 write-after-read by
 * V, 4 write-after-read by MTE3.  *PP, *PS, *PN: the earlier instruction.
 * With SIM_V_IN_ORDER a vector write needs no ordering against earlier
 * vector accesses. */
SIM_FN int sim_conflict(uint32_t b, int write, int c, uint32_t cur, int *pp, uint32_t *ps,
                        int *pn)
{
    const struct sim_shadow *s = &sim_sh[b];
    int v_free = SIM_V_IN_ORDER && write && c == PIPE_V;
    if (s->wseq && !(v_free && s->wpipe == PIPE_V) && !sim_ordered(c, s->wpipe, s->wseq, cur)) {
        *pp = s->wpipe, *ps = s->wseq, *pn = s->wname;
        return write ? 2 : 1;
    }
    if (!write)
        return 0;
    if (s->rvseq && !v_free && !sim_ordered(c, PIPE_V, s->rvseq, cur)) {
        *pp = PIPE_V, *ps = s->rvseq, *pn = s->rvname;
        return 3;
    }
    if (s->r3seq && !sim_ordered(c, PIPE_MTE3, s->r3seq, cur)) {
        *pp = PIPE_MTE3, *ps = s->r3seq, *pn = s->r3name;
        return 4;
    }
    return 0;
}

/* "sim: INSN: reads UB [LO, HI) written by P NAME without FIX" */
SIM_FN void sim_hazard_fail(const char *insn, int k, uint32_t lo, uint32_t hi, int c, int pp,
                            int pn, const char *note)
{
    char fix[96];
    if (pp == c)
        snprintf(fix, sizeof fix, "%s", SIM_V_FIX);
    else
        snprintf(fix, sizeof fix, "set_flag/wait_flag(PIPE_%s, PIPE_%s)", sim_pname[pp],
                 sim_pname[c]);
    sim_fail(insn, "%s UB [0x%x, 0x%x) %s by %s %s without %s%s%s%s",
             k == 1 ? "reads" : "writes", lo, hi, k >= 3 ? "read" : "written", sim_pname[pp],
             sim_iname[pn], fix, note ? " (" : "", note ? note : "", note ? ")" : "");
}

/* Record an access [LO, HI) of pipe C, instruction INSN number SEQ. */
SIM_FN void sim_record(uint32_t lo, uint32_t hi, int write, int c, int insn, uint32_t seq)
{
    uint32_t b;
    for (b = lo; b < hi; b++) {
        struct sim_shadow *s = &sim_sh[b];
        if (write) {
            s->wseq = seq;
            s->wpipe = (uint8_t)c;
            s->wname = (uint8_t)insn;
        } else if (c == PIPE_V) {
            if (seq >= s->rvseq) {
                s->rvseq = seq;
                s->rvname = (uint8_t)insn;
            }
        } else if (c == PIPE_MTE3) {
            s->r3seq = seq;
            s->r3name = (uint8_t)insn;
        }
    }
}

/* The byte ranges one instruction accesses, collected before checking. */
struct sim_seg {
    uint32_t lo, hi;
    int write;
};
static struct {
    struct sim_seg *v;
    size_t n, cap;
} sim_segs;

SIM_FN void sim_seg_add(uint32_t lo, uint32_t hi, int write)
{
    struct sim_seg *last = sim_segs.n ? &sim_segs.v[sim_segs.n - 1] : NULL;
    if (last && last->write == write && lo >= last->lo && lo <= last->hi) {
        if (hi > last->hi)
            last->hi = hi;
        return;
    }
    if (sim_segs.n == sim_segs.cap) {
        size_t cap = sim_segs.cap ? 2 * sim_segs.cap : 256;
        void *v = realloc(sim_segs.v, cap * sizeof *sim_segs.v);
        if (!v)
            sim_fail("sim", "out of memory");
        sim_segs.v = (struct sim_seg *)v;
        sim_segs.cap = cap;
    }
    sim_segs.v[sim_segs.n].lo = lo;
    sim_segs.v[sim_segs.n].hi = hi;
    sim_segs.v[sim_segs.n].write = write;
    sim_segs.n++;
}

/* Check every collected segment of instruction INSN (number CUR) on pipe
 * C, then record its reads and writes.  A failure names the whole extent
 * the instruction shares with the offending earlier one; NOTE, if not
 * NULL, is added in parentheses. */
SIM_FN void sim_track(int c, int insn, uint32_t cur, const char *note)
{
    size_t i, j;
    uint32_t b, x;
    for (i = 0; i < sim_segs.n; i++) {
        const struct sim_seg *g = &sim_segs.v[i];
        for (b = g->lo; b < g->hi; b++) {
            int pp, pn, k, qp, qn;
            uint32_t ps, qs, lo = b, hi = b + 1;
            k = sim_conflict(b, g->write, c, cur, &pp, &ps, &pn);
            if (!k)
                continue;
            for (j = 0; j < sim_segs.n; j++) {
                const struct sim_seg *h = &sim_segs.v[j];
                if (h->write != g->write)
                    continue;
                for (x = h->lo; x < h->hi; x++)
                    if (sim_conflict(x, h->write, c, cur, &qp, &qs, &qn) == k && qp == pp &&
                        qs == ps) {
                        if (x < lo)
                            lo = x;
                        if (x + 1 > hi)
                            hi = x + 1;
                    }
            }
            sim_hazard_fail(sim_iname[insn], k, lo, hi, c, pp, pn, note);
        }
    }
    for (i = 0; i < sim_segs.n; i++)
        sim_record(sim_segs.v[i].lo, sim_segs.v[i].hi, sim_segs.v[i].write, c, insn, cur);
    sim_segs.n = 0;
}

/* The simulator's own stores into UB (copies, vector results). */
SIM_FN void sim_ub_store(uint32_t off, const void *src, size_t n)
{
    memcpy(sim_ub + off, src, n);
    memcpy(sim_ub_seen + off, src, n);
}

/* Scalar stores: plain C code (the scalar unit, PIPE_S) writing through
 * a __ubuf__ pointer is invisible to the simulator until the next
 * intrinsic, which calls this first.  Every byte that changed since the
 * simulator last wrote it counts as one S instruction's write, checked
 * like any other access (a scalar store over bytes the vector pipe wrote
 * needs set_flag/wait_flag(PIPE_V, PIPE_S); a vector read of bytes it
 * stored needs set_flag/wait_flag(PIPE_S, PIPE_V)).  Stores that leave a
 * byte's value unchanged are not seen; scalar loads are never seen. */
SIM_FN void sim_scalar_sync(const char *at)
{
    uint32_t o, b, cur;
    char note[96];
    if (!memcmp(sim_ub, sim_ub_seen, SIM_UB_BYTES))
        return;
    for (o = 0; o < SIM_UB_BYTES; o += 64) {
        if (!memcmp(sim_ub + o, sim_ub_seen + o, 64))
            continue;
        for (b = o; b < o + 64; b++)
            if (sim_ub[b] != sim_ub_seen[b])
                sim_seg_add(b, b + 1, 1);
    }
    cur = ++sim_core.seq[PIPE_S];
    snprintf(note, sizeof note, "plain C stores into UB, seen at %s", at);
    sim_track(PIPE_S, SIM_I_SCALAR, cur, note);
    memcpy(sim_ub_seen, sim_ub, SIM_UB_BYTES);
}

/* ---- lifecycle ----------------------------------------------------------------------- */

SIM_FN void sim_need_kernel(const char *insn)
{
    if (!sim_core.in_kernel)
        sim_fail(insn, "called outside sim_*_begin()/sim_*_end()");
}

/* Entry of an intrinsic outside a vector scope: the kernel must be
 * running, and scalar stores since the last intrinsic are accounted. */
SIM_FN void sim_enter(const char *insn)
{
    sim_need_kernel(insn);
    sim_scalar_sync(insn);
}

/* A vector instruction (A2/A3) or vector scope (A5) may not start while
 * the scalar unit owns UB: between wait_flag(PIPE_V, PIPE_S) and the
 * wait_flag(PIPE_S, PIPE_V) that hands UB back (pto-isa's bracket around
 * scalar loops).  Scalar loads are invisible, so this is how a missing
 * S -> V flag shows. */
SIM_FN void sim_vector_may_issue(const char *insn)
{
    if (sim_core.s_open)
        sim_fail(insn, "vector instruction while the scalar unit may still access UB: "
                       "wait_flag(PIPE_V, PIPE_S, EVENT_ID%d) without a later "
                       "set_flag/wait_flag(PIPE_S, PIPE_V)",
                 sim_core.s_open_ev);
}

/* A new core: checks BEGIN_NAME's preconditions, clears the state,
 * fills UB with garbage. */
SIM_FN void sim_core_begin(const char *begin_name, const char *end_name)
{
    if (sim_core.in_kernel)
        sim_fail(begin_name, "previous core did not call %s()", end_name);
    if (block_num < 1 || block_idx < 0 || block_idx >= block_num)
        sim_fail(begin_name, "block_idx %lld is not in [0, block_num %lld)", (long long)block_idx,
                 (long long)block_num);
    memset(&sim_core, 0, sizeof sim_core);
    memset(sim_sh, 0, sizeof sim_sh);
    memset(sim_ub, 0xa5, sizeof sim_ub);
    memset(sim_ub_seen, 0xa5, sizeof sim_ub_seen);
    sim_core.in_kernel = 1;
}

/* Scalar loops are plain C the simulator cannot see run, so their work
 * is declared: PGR_SCALAR_STEPS(k) says a loop of K element-steps runs
 * on the S pipe (ptogen's a2a3 kernels write it before each scalar loop;
 * on the hardware it expands to nothing).  The steps are charged at
 * SIM_S_STEP_CYCLES each to the S pipe's clock at its next set_flag, so
 * the V pipe, waiting for that flag, waits for the loop. */
SIM_FN void sim_scalar_steps(uint64_t steps)
{
    sim_need_kernel("PGR_SCALAR_STEPS");
    sim_core.s_steps += steps;
}
#define PGR_SCALAR_STEPS(k) sim_scalar_steps((uint64_t)(k))

/* Charge the pending scalar steps to the S pipe (busy: the target's). */
SIM_FN void sim_scalar_charge(double *busy)
{
    double c = (double)sim_core.s_steps * SIM_S_STEP_CYCLES;
    sim_core.t[PIPE_S] += c;
    busy[PIPE_S] += c;
    sim_core.s_steps = 0;
}

/* sim_*_reset(): no core running, block_idx 0 of 1. */
SIM_FN void sim_core_reset(void)
{
    memset(&sim_core, 0, sizeof sim_core);
    block_idx = 0;
    block_num = 1;
}

/* End-of-kernel checks shared by both targets: scalar stores accounted,
 * every set_flag consumed, UB handed back by the scalar unit. */
SIM_FN void sim_core_end_checks(const char *insn)
{
    int s, d, e;
    sim_scalar_sync(insn);
    for (s = 0; s < SIM_NPIPE; s++)
        for (d = 0; d < SIM_NPIPE; d++)
            for (e = 0; e < SIM_NEVENT; e++)
                if (sim_core.flag[s][d][e].n)
                    sim_fail(insn,
                             "kernel returned with set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) not "
                             "consumed by a wait_flag (%u pending)",
                             sim_pname[s], sim_pname[d], e, sim_core.flag[s][d][e].n);
    if (sim_core.s_open)
        sim_fail(insn, "kernel returned while the scalar unit owns UB: wait_flag(PIPE_V, "
                       "PIPE_S, EVENT_ID%d) without a later set_flag/wait_flag(PIPE_S, PIPE_V)",
                 sim_core.s_open_ev);
}

/* The core's time: the latest of its clocks and EXTRA (outstanding work).
 * Adds it to the counters and leaves the kernel. */
SIM_FN void sim_core_finish(double extra, double *cycles, double *core_cycles, uint64_t *cores)
{
    int p;
    double t = extra;
    for (p = 0; p < SIM_NPIPE; p++)
        if (sim_core.t[p] > t)
            t = sim_core.t[p];
    (*cores)++;
    *core_cycles += t;
    if (t > *cycles)
        *cycles = t;
    sim_core.in_kernel = 0;
}

/* ---- flags and barriers ------------------------------------------------------------ */

SIM_FN void sim_check_pipe(const char *insn, const char *what, int p)
{
    if (p < 0 || p >= SIM_NPIPE)
        sim_fail(insn, "%s pipe %d is not PIPE_S, PIPE_V, PIPE_MTE2 or PIPE_MTE3", what, p);
}

SIM_FN void sim_check_flag(const char *insn, int src, int dst, int ev)
{
    sim_check_pipe(insn, "source", src);
    sim_check_pipe(insn, "destination", dst);
    if (src == dst)
        sim_fail(insn, "source and destination are both PIPE_%s (use pipe_barrier)",
                 sim_pname[src]);
    if (ev < 0 || ev >= SIM_NEVENT)
        sim_fail(insn, "event %d is not EVENT_ID0..EVENT_ID7", ev);
}

/* set_flag(SRC, DST, EV): a token carrying SRC's vector clock plus all of
 * SRC's instructions so far (a set_flag from V drains V first), ready at
 * cycle READY. */
SIM_FN void sim_flag_set(int src, int dst, int ev, double ready)
{
    struct sim_flag *f;
    struct sim_token *tk;
    int p;
    sim_check_flag("set_flag", src, dst, ev);
    f = &sim_core.flag[src][dst][ev];
    if (f->n == SIM_FLAG_DEPTH)
        sim_fail("set_flag", "(PIPE_%s, PIPE_%s, EVENT_ID%d) set %d times without a wait_flag",
                 sim_pname[src], sim_pname[dst], ev, SIM_FLAG_DEPTH);
    if (src == PIPE_V)
        sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
    tk = &f->tok[(f->head + f->n) % SIM_FLAG_DEPTH];
    f->n++;
    for (p = 0; p < SIM_NPIPE; p++)
        tk->vc[p] = sim_core.vc[src][p];
    tk->vc[src] = sim_core.seq[src];
    tk->t = ready;
}

/* wait_flag(SRC, DST, EV): merges the oldest token into DST's clock.
 * Returns 1 if DST had to wait (its clock moved). */
SIM_FN int sim_flag_wait(int src, int dst, int ev)
{
    struct sim_flag *f;
    struct sim_token *tk;
    int p;
    sim_check_flag("wait_flag", src, dst, ev);
    f = &sim_core.flag[src][dst][ev];
    if (!f->n)
        sim_fail("wait_flag", "(PIPE_%s, PIPE_%s, EVENT_ID%d) with no matching set_flag",
                 sim_pname[src], sim_pname[dst], ev);
    tk = &f->tok[f->head];
    f->head = (f->head + 1) % SIM_FLAG_DEPTH;
    f->n--;
    for (p = 0; p < SIM_NPIPE; p++)
        if (tk->vc[p] > sim_core.vc[dst][p])
            sim_core.vc[dst][p] = tk->vc[p];
    if (src == PIPE_V && dst == PIPE_S) {
        sim_core.s_open = 1;
        sim_core.s_open_ev = ev;
    } else if (src == PIPE_S && dst == PIPE_V) {
        sim_core.s_open = 0;
    }
    if (tk->t > sim_core.t[dst]) {
        sim_core.t[dst] = tk->t;
        return 1;
    }
    return 0;
}

SIM_FN void sim_check_barrier(int pipe)
{
    if (pipe < 0 || pipe > PIPE_ALL)
        sim_fail("pipe_barrier", "pipe %d is not a pipe_t", pipe);
}

/* pipe_barrier(PIPE_V): later vector instructions are ordered after
 * every earlier one. */
SIM_FN void sim_barrier_v(void)
{
    sim_core.vc[PIPE_V][PIPE_V] = sim_core.seq[PIPE_V];
}

/* pipe_barrier(PIPE_ALL): everything so far is complete (at cycle T or
 * the latest pipe clock), for every pipe; the scalar unit's UB access
 * ends too. */
SIM_FN void sim_barrier_all(double t)
{
    int c, p;
    for (c = 0; c < SIM_NPIPE; c++)
        for (p = 0; p < SIM_NPIPE; p++)
            sim_core.vc[c][p] = sim_core.seq[p];
    for (p = 0; p < SIM_NPIPE; p++)
        if (sim_core.t[p] > t)
            t = sim_core.t[p];
    for (p = 0; p < SIM_NPIPE; p++)
        sim_core.t[p] = t;
    sim_core.s_open = 0;
}

/* ---- copies ------------------------------------------------------------------------ */

SIM_FN void sim_check_u(const char *insn, const char *what, int64_t v, int64_t max)
{
    if (v < 0 || v > max)
        sim_fail(insn, "%s %lld is out of range [0, %lld]", what, (long long)v, (long long)max);
}

/* The checks both targets make on a copy of NBURST bursts of LEN bytes
 * of ESZ-byte elements; returns the UB offset of UBP. */
SIM_FN uint32_t sim_copy_checks(const char *nm, int dir, const void *gmp, const void *ubp,
                                int64_t nburst, int64_t len, unsigned esz)
{
    uint32_t ub;
    if (!nburst)
        sim_fail(nm, "nBurst is 0");
    if (!len || len % esz)
        sim_fail(nm, "lenBurst %lld bytes is not a positive multiple of the %u-byte element",
                 (long long)len, esz);
    if (!gmp)
        sim_fail(nm, "GM pointer is NULL");
    ub = sim_off(ubp, nm, dir ? "src" : "dst");
    if (ub % SIM_UNIT)
        sim_fail(nm, "UB address 0x%x is not 32-byte aligned", ub);
    return ub;
}

/* The rest of a copy: burst i covers UB [UB + i * USTEP, + LEN) and GM
 * GMP + i * GSTEP.  DIR 0: GM -> UB on MTE2, 1: UB -> GM on MTE3.  USTEP
 * is described by STEP_WHAT for the message when the bursts leave UB.
 * EXTRA, if not NULL, sees the collected accesses before the hazard
 * checks.  The cost goes to the pipe's clock and BUSY, the bytes to
 * *BYTES_IN (GM -> UB) or *BYTES_OUT. */
SIM_FN void sim_copy_run(int insn, int dir, const void *gmp, uint32_t ub, int64_t nburst,
                         int64_t len, uint64_t ustep, uint64_t gstep, const char *step_what,
                         void (*extra)(int insn), double *busy, uint64_t *bytes_in,
                         uint64_t *bytes_out)
{
    const char *nm = sim_iname[insn];
    int pipe = dir ? PIPE_MTE3 : PIPE_MTE2;
    uint64_t last = ub + (uint64_t)(nburst - 1) * ustep + (uint64_t)len;
    uint32_t cur;
    int64_t i;
    if (last > SIM_UB_BYTES)
        sim_fail(nm, "bursts cover UB [0x%x, 0x%llx), beyond the %d KiB UB [0x0, 0x%x) (nBurst "
                     "%lld, lenBurst %lld, %s)",
                 ub, (unsigned long long)last, SIM_UB_BYTES / 1024, SIM_UB_BYTES,
                 (long long)nburst, (long long)len, step_what);
    sim_region_check(nm, dir ? "src" : "dst", ub, (uint32_t)last);
    cur = ++sim_core.seq[pipe];
    for (i = 0; i < nburst; i++) {
        uint32_t b = (uint32_t)(ub + (uint64_t)i * ustep);
        sim_seg_add(b, b + (uint32_t)len, !dir);
    }
    if (extra)
        extra(insn);
    sim_track(pipe, insn, cur, NULL);
    for (i = 0; i < nburst; i++) {
        uint32_t b = (uint32_t)(ub + (uint64_t)i * ustep);
        uintptr_t g = (uintptr_t)gmp + (uintptr_t)((uint64_t)i * gstep);
        if (dir)
            memcpy((void *)g, sim_ub + b, (size_t)len);
        else
            sim_ub_store(b, (const void *)g, (size_t)len);
    }
    {
        double c = (double)((uint64_t)nburst * (uint64_t)len) / SIM_MTE_BPC;
        sim_core.t[pipe] += c;
        busy[pipe] += c;
    }
    *(dir ? bytes_out : bytes_in) += (uint64_t)nburst * (uint64_t)len;
}

/* ---- element arithmetic ------------------------------------------------------------- */

/* The arithmetic of vmul, vdiv, vmax, vmin, vabs, vexp, vln, vsqrt,
 * vrsqrt, vrelu, vmaxs, vmins, vlrelu, vprelu, vshls and vshrs, for
 * sim_alu.  The values ptogen's host reference computes too:
 * - floating kinds compute in float (half and bfloat16 widened exactly)
 *   and round once to the element type, to nearest even; vexp, vln,
 *   vsqrt are the C library's expf, logf, sqrtf; vrsqrt is
 *   1.0f / sqrtf(x) in float (two float roundings), then rounded;
 * - vabs clears the sign bit (a NaN keeps its payload);
 * - vmax, vmin (and vmaxs, vmins with the scalar) are IEEE 754-2019
 *   maximum and minimum: a NaN operand gives a quiet NaN (the first NaN
 *   operand with its quiet bit set), and -0 < +0;
 * - vrelu(x) is vmax(x, +0) on floating kinds, x < 0 ? 0 : x on integers;
 * - vlrelu(x, s) and vprelu(x, y) are x > 0 ? x : x * s (or x * y);
 * - integers wrap mod 2^W (vmul keeps the low W bits of the product);
 *   vmax, vmin compare as signed or unsigned by kind; vdiv truncates
 *   (callers first reject a zero divisor and MIN / -1: sim_div_check);
 * - vshls, vshrs shift by a count in [0, W) (checked by the caller),
 *   vshrs arithmetically on signed kinds. */
SIM_FN int sim_arith_insn(int insn)
{
    switch (insn) {
    case SIM_I_VMUL: case SIM_I_VDIV: case SIM_I_VMAX: case SIM_I_VMIN: case SIM_I_VABS:
    case SIM_I_VEXP: case SIM_I_VLN: case SIM_I_VSQRT: case SIM_I_VRSQRT: case SIM_I_VRELU:
    case SIM_I_VMAXS: case SIM_I_VMINS: case SIM_I_VLRELU: case SIM_I_VPRELU:
    case SIM_I_VSHLS: case SIM_I_VSHRS:
        return 1;
    }
    return 0;
}

/* The sign and quiet-NaN bits of floating kind K; is A a NaN of kind K? */
SIM_FN uint32_t sim_fp_sign(int k)
{
    return k == SIM_K_F32 ? 0x80000000u : 0x8000u;
}
SIM_FN uint32_t sim_fp_quiet(int k)
{
    return k == SIM_K_F32 ? 0x00400000u : k == SIM_K_F16 ? 0x0200u : 0x0040u;
}
SIM_FN int sim_fp_isnan(int k, uint32_t a)
{
    if (k == SIM_K_F32)
        return (a & 0x7fffffffu) > 0x7f800000u;
    return (a & 0x7fffu) > (k == SIM_K_F16 ? 0x7c00u : 0x7f80u);
}

/* IEEE 754-2019 maximum (MAX) or minimum of bit patterns A, B of floating
 * kind K: the result is one of the operands, bit for bit, or a NaN
 * operand quieted. */
SIM_FN uint32_t sim_fp_maxmin(int k, uint32_t a, uint32_t b, int max)
{
    float x, y;
    if (sim_fp_isnan(k, a))
        return a | sim_fp_quiet(k);
    if (sim_fp_isnan(k, b))
        return b | sim_fp_quiet(k);
    x = sim_tof(k, a);
    y = sim_tof(k, b);
    if (x == y) /* the same bits, or zeros of either sign */
        return (max ? (a & sim_fp_sign(k)) != 0 : !(a & sim_fp_sign(k))) ? b : a;
    return (x > y) == (max != 0) ? a : b;
}

/* The value of bit pattern A of integer kind K. */
SIM_FN int64_t sim_int_val(int k, uint32_t a)
{
    switch (k) {
    case SIM_K_I8: return (int8_t)(uint8_t)a;
    case SIM_K_I16: return (int16_t)(uint16_t)a;
    case SIM_K_I32: return (int32_t)a;
    }
    return a;
}

/* Integer vdiv A / B of kind K (named TNAME in the message) in lane LANE
 * of instruction NM: the hardware result of a zero divisor, or of the
 * most negative value divided by -1, is not documented, so either fails. */
SIM_FN void sim_div_check(const char *nm, int k, const char *tname, uint32_t a, uint32_t b,
                          unsigned lane)
{
    int64_t x = sim_int_val(k, a), y = sim_int_val(k, b);
    unsigned w = 8u * sim_ksize[k];
    if (y == 0)
        sim_fail(nm, "divisor 0 in lane %u (the hardware result is not documented: keep such "
                     "lanes inactive)",
                 lane);
    if (y == -1 && x == -((int64_t)1 << (w - 1)))
        sim_fail(nm, "%lld / -1 in lane %u overflows %s (the hardware result is not "
                     "documented: keep such lanes inactive)",
                 (long long)x, lane, tname);
}

/* One element of a shift of kind K: A shifted left (LEFT) or right by
 * the count B, in [0, 32) (checked by the caller: [0, W) for the scalar
 * forms and A2/A3, [0, 32) for A5's vshl/vshr).  A count of W or more
 * shifts every bit out, 0 or all sign bits, as pto-isa's A5 TSHL/TSHR
 * system tests expect of vshl/vshr (sim/README.md, "Shifts"); right
 * shifts are arithmetic for signed kinds. */
SIM_FN uint32_t sim_shift(int left, int k, uint32_t a, uint32_t b)
{
    unsigned w = 8u * sim_ksize[k];
    uint32_t mask = w == 32 ? 0xffffffffu : (1u << w) - 1u;
    int negative = (k == SIM_K_I8 || k == SIM_K_I16 || k == SIM_K_I32) && ((a >> (w - 1u)) & 1u);
    if (b >= w)
        return left || !negative ? 0 : mask;
    if (left)
        return (a << b) & mask;
    if (negative) /* shift in ones */
        return ~((~a & mask) >> b) & mask;
    return a >> b;
}

/* One element of the instructions of sim_arith_insn(): see above. */
SIM_FN uint32_t sim_arith(int insn, int k, uint32_t a, uint32_t b)
{
    unsigned w = 8u * sim_ksize[k];
    uint32_t mask = w == 32 ? 0xffffffffu : (1u << w) - 1u;
    if (sim_kind_fp(k)) {
        float x = sim_tof(k, a), y = sim_tof(k, b), r = 0;
        switch (insn) {
        case SIM_I_VMUL: r = x * y; break;
        case SIM_I_VDIV: r = x / y; break;
        case SIM_I_VEXP: r = expf(x); break;
        case SIM_I_VLN: r = logf(x); break;
        case SIM_I_VSQRT: r = sqrtf(x); break;
        case SIM_I_VRSQRT: r = 1.0f / sqrtf(x); break;
        case SIM_I_VABS: return a & ~sim_fp_sign(k);
        case SIM_I_VMAX:
        case SIM_I_VMAXS: return sim_fp_maxmin(k, a, b, 1);
        case SIM_I_VMIN:
        case SIM_I_VMINS: return sim_fp_maxmin(k, a, b, 0);
        case SIM_I_VRELU: return sim_fp_maxmin(k, a, 0, 1);
        case SIM_I_VLRELU:
        case SIM_I_VPRELU:
            if (x > 0)
                return a;
            r = x * y;
            break;
        }
        return sim_fromf(k, r);
    }
    switch (insn) {
    case SIM_I_VMUL: return (a * b) & mask;
    case SIM_I_VDIV: {
        int64_t x = sim_int_val(k, a), y = sim_int_val(k, b);
        return y ? (uint32_t)(uint64_t)(x / y) & mask : 0; /* 0: checked by the caller */
    }
    case SIM_I_VMAX:
    case SIM_I_VMAXS: return sim_int_val(k, a) >= sim_int_val(k, b) ? a : b;
    case SIM_I_VMIN:
    case SIM_I_VMINS: return sim_int_val(k, a) <= sim_int_val(k, b) ? a : b;
    case SIM_I_VRELU: return sim_int_val(k, a) < 0 ? 0 : a;
    case SIM_I_VSHLS:
    case SIM_I_VSHRS: return sim_shift(insn == SIM_I_VSHLS, k, a, b);
    }
    return 0;
}

/* The value of one element of INSN on kind K from source bit patterns A
 * and B (the scalar's for vadds/vmuls, the count for vshr/vshl): integers
 * wrap mod 2^W, shifts as sim_shift, floating kinds compute
 * in float and round to nearest even. */
SIM_FN uint32_t sim_alu(int insn, int k, uint32_t a, uint32_t b)
{
    unsigned w = 8u * sim_ksize[k];
    uint32_t mask = w == 32 ? 0xffffffffu : (1u << w) - 1u;
    if (sim_arith_insn(insn))
        return sim_arith(insn, k, a, b);
    if (sim_kind_fp(k)) {
        float x = sim_tof(k, a), y = sim_tof(k, b), r = 0;
        switch (insn) {
        case SIM_I_VADD:
        case SIM_I_VADDS: r = x + y; break;
        case SIM_I_VSUB: r = x - y; break;
        case SIM_I_VMULS: r = x * y; break;
        case SIM_I_VDUPR: return b;
        }
        return sim_fromf(k, r);
    }
    switch (insn) {
    case SIM_I_VADD:
    case SIM_I_VADDS: return (a + b) & mask;
    case SIM_I_VSUB: return (a - b) & mask;
    case SIM_I_VMULS: return (a * b) & mask;
    case SIM_I_VDUPR: return b;
    case SIM_I_VAND: return a & b;
    case SIM_I_VOR: return a | b;
    case SIM_I_VXOR: return a ^ b;
    case SIM_I_VNOT: return ~a & mask;
    case SIM_I_VSHL:
    case SIM_I_VSHR: return sim_shift(insn == SIM_I_VSHL, k, a, b);
    }
    return 0;
}

/* ---- reductions ------------------------------------------------------------------- */

/* What vcadd, vcmax, vcmin (both targets) and vcgadd, vcgmax, vcgmin
 * (A2/A3) compute over the N lanes of one repeat, one register or one
 * 32-byte block (sim/README.md, "Reductions", states it for a host
 * reference to reproduce bit for bit):
 * - every lane position takes part, N a power of two: a lane the mask or
 *   predicate leaves out holds the identity, +0 for a sum, -inf for a
 *   max, +inf for a min (CANN's asc_reduce_sum, asc_reduce_max and
 *   asc_reduce_min pages say so for A5; taken for A2/A3 too);
 * - adjacent pairs are combined level by level: (v0 op v1), (v2 op v3),
 *   ..., then pairs of those, down to one value (the binary tree CANN's
 *   ReduceSum, BlockReduceSum and asc_reduce_sum pages describe);
 * - each sum is one vadd of the element type: computed in float, rounded
 *   once to nearest even (half: IEEE, 65504 + 65504 is inf; CANN's pages
 *   show a saturating 65504 instead, see sim/README.md); max and min are
 *   vmax and vmin (IEEE 754-2019: the first NaN quieted, -0 < +0).
 * Floating kinds only (half, float).  V is overwritten. */
enum sim_red_op { SIM_RED_SUM, SIM_RED_MAX, SIM_RED_MIN };

/* The identity of OP on floating kind K, as bits. */
SIM_FN uint32_t sim_red_identity(int op, int k)
{
    uint32_t inf = k == SIM_K_F32 ? 0x7f800000u : 0x7c00u;
    if (op == SIM_RED_SUM)
        return 0; /* +0 */
    return op == SIM_RED_MAX ? inf | sim_fp_sign(k) : inf;
}

SIM_FN uint32_t sim_red_tree(int op, int k, uint32_t *v, unsigned n)
{
    unsigned w, i;
    for (w = n; w > 1; w /= 2)
        for (i = 0; i < w / 2; i++) {
            uint32_t a = v[2 * i], b = v[2 * i + 1];
            if (op == SIM_RED_SUM)
                v[i] = sim_fromf(k, sim_tof(k, a) + sim_tof(k, b));
            else
                v[i] = sim_fp_maxmin(k, a, b, op == SIM_RED_MAX);
        }
    return v[0];
}

/* ---- compares --------------------------------------------------------------------- */

/* The modes of a compare, in pto-isa's CmpMode order. */
enum sim_cmp_mode { SIM_CMP_EQ, SIM_CMP_NE, SIM_CMP_LT, SIM_CMP_LE, SIM_CMP_GT, SIM_CMP_GE };

/* The mode of compare instruction INSN (-1: not a compare). */
SIM_FN int sim_cmp_mode(int insn)
{
    if (insn >= SIM_I_VCMPV_EQ && insn <= SIM_I_VCMPS_GE)
        return (insn - SIM_I_VCMPV_EQ) % 6;
    return -1;
}

/* A and B (bit patterns of kind K) compared by MODE: integers by the
 * signedness of K, floating kinds as IEEE values (a NaN makes every mode
 * false except NE, which it makes true; -0 equals +0). */
SIM_FN int sim_cmp(int k, int mode, uint32_t a, uint32_t b)
{
    if (sim_kind_fp(k)) {
        float x = sim_tof(k, a), y = sim_tof(k, b);
        switch (mode) {
        case SIM_CMP_EQ: return x == y;
        case SIM_CMP_NE: return x != y;
        case SIM_CMP_LT: return x < y;
        case SIM_CMP_LE: return x <= y;
        case SIM_CMP_GT: return x > y;
        case SIM_CMP_GE: return x >= y;
        }
        return 0;
    }
    {
        unsigned w = 8u * sim_ksize[k];
        int issigned = k == SIM_K_I8 || k == SIM_K_I16 || k == SIM_K_I32;
        uint32_t mask = w == 32 ? 0xffffffffu : (1u << w) - 1u;
        int64_t x = a & mask, y = b & mask;
        if (issigned) {
            if ((x >> (w - 1)) & 1)
                x -= (int64_t)1 << w;
            if ((y >> (w - 1)) & 1)
                y -= (int64_t)1 << w;
        }
        switch (mode) {
        case SIM_CMP_EQ: return x == y;
        case SIM_CMP_NE: return x != y;
        case SIM_CMP_LT: return x < y;
        case SIM_CMP_LE: return x <= y;
        case SIM_CMP_GT: return x > y;
        case SIM_CMP_GE: return x >= y;
        }
    }
    return 0;
}

/* ---- conversions ------------------------------------------------------------------------ */

/* What both targets' conversions compute (A2/A3 vconv_*, A5 vcvt and
 * vtrc; sim/README.md, "Conversions", gives the sources).  Everything is
 * exact: every input is a double without rounding, a result is rounded
 * once, by the integer arithmetic below (no libm). */

/* Rounding modes, in the order of the A2/A3 suffixes r a f c z o. */
enum sim_rnd { SIM_RND_R, SIM_RND_A, SIM_RND_F, SIM_RND_C, SIM_RND_Z, SIM_RND_O };

/* What a conversion of one element can run into. */
enum sim_cvt_err {
    SIM_CVT_OK,
    SIM_CVT_NAN_INT,      /* NaN -> integer where the result is not documented (A2/A3) */
    SIM_CVT_INF_INT,      /* inf -> integer without saturation (A2/A3: not documented) */
    SIM_CVT_RANGE,        /* out of range, no saturation, float source: not documented */
    SIM_CVT_NEG_UNSIGNED, /* negative input to a narrowing conversion to unsigned */
    SIM_CVT_INEXACT       /* vconv_deq: the result is not exactly representable */
};

SIM_FN int sim_kind_int_signed(int k)
{
    return k == SIM_K_I8 || k == SIM_K_I16 || k == SIM_K_I32;
}

/* Integer element BITS of kind K as its value. */
SIM_FN int64_t sim_kind_ival(int k, uint32_t bits)
{
    unsigned w = 8u * sim_ksize[k];
    uint64_t m = w == 32 ? 0xffffffffu : (1u << w) - 1u;
    uint64_t v = bits & m;
    if (sim_kind_int_signed(k) && (v >> (w - 1)) & 1u)
        return (int64_t)v - ((int64_t)1 << w);
    return (int64_t)v;
}

SIM_FN void sim_kind_irange(int k, int64_t *lo, int64_t *hi)
{
    unsigned w = 8u * sim_ksize[k];
    if (sim_kind_int_signed(k)) {
        *lo = -((int64_t)1 << (w - 1));
        *hi = ((int64_t)1 << (w - 1)) - 1;
    } else {
        *lo = 0;
        *hi = ((int64_t)1 << w) - 1;
    }
}

/* 2^E as a double, E in [-1022, 1023]. */
SIM_FN double sim_pow2(int e)
{
    uint64_t b = (uint64_t)(e + 1023) << 52;
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* X (finite) rounded to an integer by MODE; exact (no libm). */
SIM_FN double sim_round_int(double x, int mode)
{
    double t, f, ax = x < 0 ? -x : x, sg = x < 0 ? -1.0 : 1.0;
    if (ax >= 4503599627370496.0) /* 2^52: already an integer */
        return x;
    t = (double)(int64_t)x; /* toward zero */
    f = x - t;              /* exact */
    if (f == 0)
        return x;
    switch (mode) {
    case SIM_RND_R: {
        double af = f < 0 ? -f : f;
        if (af > 0.5 || (af == 0.5 && ((int64_t)t & 1)))
            t += sg;
        break;
    }
    case SIM_RND_A:
        if ((f < 0 ? -f : f) >= 0.5)
            t += sg;
        break;
    case SIM_RND_F:
        if (f < 0)
            t -= 1;
        break;
    case SIM_RND_C:
        if (f > 0)
            t += 1;
        break;
    case SIM_RND_Z:
        break;
    case SIM_RND_O: /* round to odd: truncate, set the last bit if inexact */
        if (!((int64_t)t & 1))
            t += sg;
        break;
    }
    return t == 0 ? __builtin_copysign(0.0, x) : t;
}

/* Format of a floating kind: mantissa bits, smallest normal exponent,
 * largest exponent. */
SIM_FN void sim_kind_fmt(int k, int *mant, int *emin, int *emax)
{
    if (k == SIM_K_F16)
        *mant = 10, *emin = -14, *emax = 15;
    else if (k == SIM_K_BF16)
        *mant = 7, *emin = -126, *emax = 127;
    else
        *mant = 23, *emin = -126, *emax = 127;
}

SIM_FN double sim_kind_max(int k)
{
    int m, lo, hi;
    sim_kind_fmt(k, &m, &lo, &hi);
    return (2.0 - sim_pow2(-m)) * sim_pow2(hi);
}

/* X (finite) rounded by MODE to floating kind K; returns 1 if the rounded
 * magnitude exceeds K's largest finite value (*R then holds the IEEE 754
 * result for MODE: inf for r and a, the largest finite for z and o, and
 * for f and c by the sign), else 0. */
SIM_FN int sim_round_fmt(double x, int k, int mode, double *r)
{
    uint64_t bits;
    int m, emin, emax, e, q;
    double v, mx;
    if (x == 0) {
        *r = x;
        return 0;
    }
    sim_kind_fmt(k, &m, &emin, &emax);
    memcpy(&bits, &x, sizeof bits);
    e = (int)((bits >> 52) & 0x7ff) - 1023; /* every input is a normal double */
    q = (e < emin ? emin : e) - m;          /* the quantum at x: 2^q */
    v = sim_round_int(x * sim_pow2(-q), mode) * sim_pow2(q);
    mx = sim_kind_max(k);
    if (v > mx || v < -mx) {
        int up = mode == SIM_RND_R || mode == SIM_RND_A || (mode == SIM_RND_C && x > 0) ||
                 (mode == SIM_RND_F && x < 0);
        *r = up ? __builtin_copysign(__builtin_inf(), x) : (x > 0 ? mx : -mx);
        return 1;
    }
    *r = v == 0 ? __builtin_copysign(0.0, x) : v;
    return 0;
}

/* V (a value of floating kind K: rounded, or infinite) as K's bits. */
SIM_FN uint32_t sim_fbits(int k, double v)
{
    float f = (float)v;
    uint32_t w;
    if (k == SIM_K_F32) {
        memcpy(&w, &f, sizeof w);
        return w;
    }
    if (k == SIM_K_BF16) {
        memcpy(&w, &f, sizeof w);
        return w >> 16; /* v is a bfloat16 value: the low half is 0 */
    }
    return sim_fromf(SIM_K_F16, f); /* exact: v is a half value */
}

/* A quiet NaN of floating kind DK from NaN bits A of kind SK: the sign and
 * the leading payload bits (payloads are not specified anywhere; ptogen's
 * checks take any NaN for any NaN). */
SIM_FN uint32_t sim_nan_bits(int sk, uint32_t a, int dk)
{
    uint32_t f32, sign, pay;
    if (sk == SIM_K_F16)
        f32 = ((a & 0x8000u) << 16) | 0x7f800000u | ((a & 0x3ffu) << 13);
    else if (sk == SIM_K_BF16)
        f32 = a << 16;
    else
        f32 = a;
    sign = f32 >> 31;
    pay = f32 & 0x7fffffu;
    if (dk == SIM_K_F32)
        return f32 | 0x400000u;
    if (dk == SIM_K_BF16)
        return (sign << 15) | 0x7fc0u | (pay >> 16);
    return (sign << 15) | 0x7e00u | (pay >> 13);
}

/* One element: bits A of kind SK converted to kind DK.  MODE rounds
 * (SIM_RND_*); SAT: saturating (out of range to the type's extremes,
 * float -> float: inf to the largest finite, NaN to 0); A5: the A5 rules
 * (NaN -> integer gives 0 and, without saturation, +-inf -> integer gives
 * the extremes, as CANN's A5 conversion pages say; on A2/A3 both are
 * undocumented and fail).  *OUT: the result's bits; returns
 * SIM_CVT_OK or what went wrong (the caller reports it). */
SIM_FN int sim_cvt_elem(int sk, uint32_t a, int dk, int mode, int sat, int a5, uint32_t *out)
{
    int sfp = sim_kind_fp(sk), dfp = sim_kind_fp(dk);
    int64_t lo = 0, hi = 0;
    if (!dfp)
        sim_kind_irange(dk, &lo, &hi);
    if (sfp) {
        double x = (double)sim_tof(sk, a), r;
        if (x != x) { /* NaN */
            if (dfp) {
                *out = sat ? 0u : sim_nan_bits(sk, a, dk);
                return SIM_CVT_OK;
            }
            if (!a5)
                return SIM_CVT_NAN_INT;
            *out = 0;
            return SIM_CVT_OK;
        }
        if (x - x != 0) { /* +-inf */
            if (dfp) {
                *out = sim_fbits(dk, sat ? (x > 0 ? sim_kind_max(dk) : -sim_kind_max(dk)) : x);
                return SIM_CVT_OK;
            }
            if (!sat && !a5)
                return SIM_CVT_INF_INT;
            if (!sim_kind_int_signed(dk) && x < 0)
                return SIM_CVT_NEG_UNSIGNED;
            *out = (uint32_t)(x > 0 ? hi : lo);
            return SIM_CVT_OK;
        }
        if (dfp) {
            if (dk == sk) { /* round to an integral value, same format */
                *out = sim_fbits(dk, sim_round_int(x, mode));
                return SIM_CVT_OK;
            }
            if (sim_round_fmt(x, dk, mode, &r) && sat)
                r = x > 0 ? sim_kind_max(dk) : -sim_kind_max(dk);
            *out = sim_fbits(dk, r);
            return SIM_CVT_OK;
        }
        if (!sim_kind_int_signed(dk) && x < 0)
            return SIM_CVT_NEG_UNSIGNED;
        r = sim_round_int(x, mode);
        if (r < (double)lo || r > (double)hi) {
            if (!sat)
                return SIM_CVT_RANGE;
            r = r < (double)lo ? (double)lo : (double)hi;
        }
        *out = (uint32_t)(uint64_t)(int64_t)r;
        return SIM_CVT_OK;
    }
    {
        int64_t v = sim_kind_ival(sk, a);
        if (dfp) {
            double r;
            sim_round_fmt((double)v, dk, mode, &r); /* no integer overflows these */
            *out = sim_fbits(dk, r);
            return SIM_CVT_OK;
        }
        if (v < 0 && !sim_kind_int_signed(dk)) {
            if (sim_ksize[dk] < sim_ksize[sk])
                return SIM_CVT_NEG_UNSIGNED;
            *out = 0; /* widening to unsigned: negatives become 0 */
            return SIM_CVT_OK;
        }
        if (v < lo || v > hi) {
            if (sat)
                v = v < lo ? lo : hi;
        }
        *out = (uint32_t)((uint64_t)v & (sim_ksize[dk] == 4 ? 0xffffffffu
                                                            : (1u << (8 * sim_ksize[dk])) - 1u));
        return SIM_CVT_OK;
    }
}

/* The failure message of sim_cvt_elem's ERR for input bits A of kind SK,
 * converted to DK by INSN; WHERE names the element. */
SIM_FN void sim_cvt_fail(const char *insn, int err, int sk, uint32_t a, int dk, const char *where)
{
    char val[48];
    if (sim_kind_fp(sk))
        snprintf(val, sizeof val, "%.17g", (double)sim_tof(sk, a));
    else
        snprintf(val, sizeof val, "%lld", (long long)sim_kind_ival(sk, a));
    switch (err) {
    case SIM_CVT_NAN_INT:
        sim_fail(insn, "%s is NaN: what A2/A3 %s makes of a NaN is not documented (guard NaN "
                       "lanes before converting to %s)",
                 where, insn, sim_kname[dk]);
    case SIM_CVT_INF_INT:
        sim_fail(insn, "%s is %s with saturation off (CTRL bit 59 = 1): the result is not "
                       "documented for A2/A3",
                 where, val);
    case SIM_CVT_RANGE:
        sim_fail(insn, "%s is %s, outside %s, with saturation off: the result is not documented",
                 where, val, sim_kname[dk]);
    case SIM_CVT_NEG_UNSIGNED:
        sim_fail(insn, "%s is %s: a negative input to a conversion to %s is treated as an "
                       "exception by the hardware (CANN's precision conversion rules)",
                 where, val, sim_kname[dk]);
    case SIM_CVT_INEXACT:
        sim_fail(insn, "%s is %s, not exactly representable as %s: the rounding and overflow of "
                       "vconv_deq are not documented",
                 where, val, sim_kname[dk]);
    }
}

/* ---- CTRL ---------------------------------------------------------------------------------- */

/* The 64-bit CTRL register: get_ctrl(), set_ctrl(v) and pto-isa's idiom
 * set_ctrl(sbitset0(get_ctrl(), bit)) / sbitset1.  Per core: VAL now,
 * ENTRY what the kernel found (it must leave it so, as pto-isa's TCvt
 * does), SET the bits this kernel has written (a bit whose value at entry
 * is not documented counts only once set).  sbitset0/1 remember the value
 * they made and for which bit, so that set_ctrl(sbitset0(c, 59)) sets bit
 * 59 even when it was 0 already. */
static struct {
    uint64_t val, entry, set;
    uint64_t hint_val[4];
    int hint_bit[4];
    unsigned nhint;
} sim_ctrl;

/* A new kernel: CTRL holds ENTRY. */
SIM_FN void sim_ctrl_begin(uint64_t entry)
{
    memset(&sim_ctrl, 0, sizeof sim_ctrl);
    sim_ctrl.val = sim_ctrl.entry = entry;
}

SIM_FN uint64_t sim_sbitset(uint64_t x, int64_t bit, int one)
{
    uint64_t r;
    if (bit < 0 || bit > 63)
        sim_fail(one ? "sbitset1" : "sbitset0", "bit %lld is not in [0, 63]", (long long)bit);
    r = one ? x | (uint64_t)1 << bit : x & ~((uint64_t)1 << bit);
    sim_ctrl.hint_val[sim_ctrl.nhint % 4] = r;
    sim_ctrl.hint_bit[sim_ctrl.nhint % 4] = (int)bit;
    sim_ctrl.nhint++;
    return r;
}
#define sbitset0(x, bit) sim_sbitset((uint64_t)(x), (int64_t)(bit), 0)
#define sbitset1(x, bit) sim_sbitset((uint64_t)(x), (int64_t)(bit), 1)

/* set_ctrl(V) by the target: ALLOWED are the bits it may change (the
 * others are not simulated); returns the bits that changed. */
SIM_FN uint64_t sim_ctrl_set(uint64_t v, uint64_t allowed, const char *what)
{
    uint64_t chg = v ^ sim_ctrl.val;
    unsigned i;
    if (chg & ~allowed) {
        int b = __builtin_ctzll(chg & ~allowed);
        sim_fail("set_ctrl", "changes CTRL bit %d (0x%016llx -> 0x%016llx): only %s simulated; "
                             "derive the value from get_ctrl() and change one bit (sbitset0, "
                             "sbitset1)",
                 b, (unsigned long long)sim_ctrl.val, (unsigned long long)v, what);
    }
    sim_ctrl.set |= chg;
    for (i = 0; i < 4 && i < sim_ctrl.nhint; i++)
        if (sim_ctrl.hint_val[i] == v)
            sim_ctrl.set |= (uint64_t)1 << sim_ctrl.hint_bit[i];
    sim_ctrl.nhint = 0;
    sim_ctrl.val = v;
    return chg;
}

/* CTRL bit BIT as INSN uses it; if its value at kernel entry is not
 * documented (UNKNOWN), the kernel must have set it. */
SIM_FN int sim_ctrl_bit(const char *insn, int bit, uint64_t unknown, const char *meaning)
{
    if (((unknown >> bit) & 1u) && !((sim_ctrl.set >> bit) & 1u))
        sim_fail(insn, "depends on CTRL bit %d (%s), which this kernel has not set: its value at "
                       "kernel entry is not documented (set_ctrl(sbitset0(get_ctrl(), %d)) or "
                       "sbitset1 first, and restore it before returning)",
                 bit, meaning, bit);
    return (int)((sim_ctrl.val >> bit) & 1u);
}

/* End of kernel: CTRL as the kernel found it. */
SIM_FN void sim_ctrl_end(const char *insn)
{
    if (sim_ctrl.val != sim_ctrl.entry)
        sim_fail(insn, "kernel returned with CTRL 0x%016llx, not the 0x%016llx it started with "
                       "(bit %d differs; pto-isa's TCvt restores the saturation bits it sets)",
                 (unsigned long long)sim_ctrl.val, (unsigned long long)sim_ctrl.entry,
                 __builtin_ctzll(sim_ctrl.val ^ sim_ctrl.entry));
}

/* ---- vbitsort ------------------------------------------------------------------------ */

/* vbitsort(dst, src, idx, repeat), the compiler's VBS32 form on both
 * devices (half or float dst and src, unsigned int idx, a uint8_t repeat;
 * pto-isa's a2a3/TSort32.hpp and a5/TSort32.hpp call it on UB pointers):
 * repeat r sorts the 32 values at src + 32r with the 32 indices at
 * idx + 32r into 32 pairs of 8 bytes at dst + 32r pairs (256 bytes a
 * repeat), descending.  ptogen's pinned order is modelled
 * (docs/semantics.md, Sorts): IEEE 754 totalOrder on the bits, equal
 * values in column order (the CCE page: score[j] first when j < i); a
 * pair is the value's bits then the index, an f16 pair's two bytes
 * between them written 0 (what the hardware leaves there is not
 * documented).  dst, src and idx 32-byte aligned; dst may not overlap
 * src or idx (an in-place sort is not documented).  A repeat of 0 sorts
 * nothing (TSort32.hpp passes srcTailRepeatNum - 1, which can be 0).
 * What differs between the devices (a2a3's mask state, a5's scopes and
 * ordering) is each simulator's own. */
SIM_FN uint32_t sim_sort32_key(uint32_t v, unsigned esz)
{
    uint32_t sign = esz == 2 ? 0x8000u : 0x80000000u, all = esz == 2 ? 0xFFFFu : 0xFFFFFFFFu;
    return v & sign ? all ^ v : sign | v;
}

/* The operands' checks for HDR's vbitsort (pto-isa's header that calls
 * it); BASE[0..3) their UB offsets (dst, src, idx).  Returns the element
 * size; with a repeat of 0 only the operands' kinds and alignment are
 * checked. */
SIM_FN unsigned sim_vbitsort_check(const char *hdr, int dk, const void *d, int sk, const void *s,
                                   int ik, const void *ix, int64_t rpt, uint32_t *base)
{
    const char *nm = "vbitsort";
    unsigned esz;
    uint32_t hi[3];
    sim_check_u(nm, "repeat", rpt, 255);
    if (dk != SIM_K_F16 && dk != SIM_K_F32)
        sim_fail(nm, "dst points to %s: vbitsort sorts half or float (the compiler's VBS32 "
                     "forms, pto-isa's %s)",
                 sim_kname[dk], hdr);
    if (sk != dk)
        sim_fail(nm, "src points to %s but dst points to %s", sim_kname[sk], sim_kname[dk]);
    if (ik != SIM_K_U32)
        sim_fail(nm, "idx points to %s: the indices are unsigned int (the compiler's VBS32 "
                     "forms)",
                 sim_kname[ik]);
    esz = sim_ksize[dk];
    base[0] = sim_off(d, nm, "dst");
    base[1] = sim_off(s, nm, "src");
    base[2] = sim_off(ix, nm, "idx");
    if (base[0] % 32 || base[1] % 32 || base[2] % 32)
        sim_fail(nm, "%s UB address 0x%x is not 32-byte aligned",
                 base[0] % 32 ? "dst" : base[1] % 32 ? "src" : "idx",
                 base[0] % 32 ? base[0] : base[1] % 32 ? base[1] : base[2]);
    if (!rpt)
        return esz;
    hi[0] = base[0] + (uint32_t)rpt * 256u;
    hi[1] = base[1] + (uint32_t)rpt * 32u * esz;
    hi[2] = base[2] + (uint32_t)rpt * 128u;
    if (hi[0] > SIM_UB_BYTES || hi[1] > SIM_UB_BYTES || hi[2] > SIM_UB_BYTES)
        sim_fail(nm, "%s of %lld repeats lies beyond the %d KiB UB [0x0, 0x%x)",
                 hi[0] > SIM_UB_BYTES ? "dst" : hi[1] > SIM_UB_BYTES ? "src" : "idx",
                 (long long)rpt, SIM_UB_BYTES / 1024, SIM_UB_BYTES);
    sim_region_check(nm, "dst", base[0], hi[0]);
    sim_region_check(nm, "src", base[1], hi[1]);
    sim_region_check(nm, "idx", base[2], hi[2]);
    if ((base[1] < hi[0] && base[0] < hi[1]) || (base[2] < hi[0] && base[0] < hi[2])) {
        int j = base[1] < hi[0] && base[0] < hi[1] ? 1 : 2;
        sim_fail(nm, "dst UB [0x%x, 0x%x) overlaps %s UB [0x%x, 0x%x): what an in-place sort "
                     "does is not documented",
                 base[0], hi[0], j == 1 ? "src" : "idx", base[j], hi[j]);
    }
    /* the accesses, for the caller's sim_track */
    sim_seg_add(base[1], hi[1], 0);
    sim_seg_add(base[2], hi[2], 0);
    sim_seg_add(base[0], hi[0], 1);
    return esz;
}

/* The sort itself, after the caller's checks and sim_track. */
SIM_FN void sim_vbitsort_run(const uint32_t *base, int64_t rpt, unsigned esz)
{
    int64_t r;
    unsigned j, m;
    for (r = 0; r < rpt; r++) {
        uint32_t val[32] = {0}, key[32], id[32];
        unsigned char at[32]; /* the block's columns, sorted */
        for (j = 0; j < 32; j++) {
            memcpy(&val[j], sim_ub + base[1] + (uint32_t)(r * 32 + j) * esz, esz);
            memcpy(&id[j], sim_ub + base[2] + (uint32_t)(r * 32 + j) * 4u, 4);
            key[j] = sim_sort32_key(val[j], esz);
            for (m = j; m > 0 && key[at[m - 1]] < key[j]; m--)
                at[m] = at[m - 1];
            at[m] = (unsigned char)j;
        }
        for (j = 0; j < 32; j++) {
            uint32_t o = base[0] + (uint32_t)(r * 32 + j) * 8u;
            uint16_t h = (uint16_t)val[at[j]], z = 0;
            if (esz == 2) {
                sim_ub_store(o, &h, 2);
                sim_ub_store(o + 2, &z, 2);
            } else {
                sim_ub_store(o, &val[at[j]], 4);
            }
            sim_ub_store(o + 4, &id[at[j]], 4);
        }
    }
}

/* ---- vmrgsort4 ----------------------------------------------------------------------- */

/* vmrgsort4(dst, src, count, config), the compiler's V220 form on both
 * devices (__clang_cce_aicore_functions.h's branch for every core but
 * 100, 200 and 210, __DAV_C310__ among them: half or float dst, an array of list addresses
 * of dst's type, two uint64_t words; pto-isa's a2a3/TMrgSort.hpp and
 * a5/TMrgSort.hpp call it alike): config bits 7:0 the repeat, 11:8 which
 * of the four lists take part, 12 the exhausted suspension; count's four
 * 16-bit fields the lists' lengths in 8-byte (value, index) pairs.  Each
 * repeat merges the lists, each sorted, into their total of pairs at dst,
 * descending; a repeat past the first advances every list and dst by the
 * four lengths (TMrgSort.hpp's single-tile form: four equal, consecutive
 * blocks a repeat).  ptogen's pinned order is modelled (docs/semantics.md,
 * Merges): the larger value by IEEE 754 totalOrder on its bits first
 * (sim_sort32_key), of equal bits the one of the lower list (the tmrgsort
 * system tests' goldens: a stable argsort of the lists concatenated in
 * list order); a pair's 8 bytes move whole.  Rules, each what
 * TMrgSort.hpp does and no more: lists 0..1, 0..2 or 0..3 (mask 0b0011,
 * 0b0111, 0b1111), no suspension (bit 12 clear: when it stops is the
 * status register's, not modelled) and no other config bit; a repeat of 1
 * to 255, more than 1 only with four lists of one length each starting
 * where the one before ends; every list at least one pair; dst and the
 * lists 32-byte aligned, in UB, and dst overlapping no list (TMrgSort.hpp
 * merges into tmp, then copies).  What differs between the devices
 * (a2a3's mask state and barriers, a5's scopes and ordering) is each
 * simulator's own. */
struct sim_mrg {
    uint32_t base[4], len[4], dbase, dhi, total;
    unsigned esz, n, rpt;
};

/* The operands' checks for HDR's vmrgsort4 (pto-isa's header that calls
 * it), into M; the accesses added for the caller's sim_track. */
SIM_FN void sim_vmrgsort4_check(const char *hdr, int dk, const void *d, int sk,
                                const void *const *src, uint64_t count, uint64_t config,
                                struct sim_mrg *m)
{
    const char *nm = "vmrgsort4";
    unsigned k, mask;

    if (dk != SIM_K_F16 && dk != SIM_K_F32)
        sim_fail(nm, "dst points to %s: vmrgsort4 merges half or float pairs (the compiler's "
                     "V220 forms, pto-isa's %s)",
                 sim_kname[dk], hdr);
    if (sk != dk)
        sim_fail(nm, "the lists point to %s but dst points to %s", sim_kname[sk], sim_kname[dk]);
    m->rpt = (unsigned)(config & 0xFFu);
    mask = (unsigned)(config >> 8) & 0xFu;
    if (config >> 12)
        sim_fail(nm, "config 0x%llx sets bits above 11 (bit 12: the exhausted suspension, which "
                     "stops at the status register's counts, not modelled)",
                 (unsigned long long)config);
    if (mask != 0x3u && mask != 0x7u && mask != 0xFu)
        sim_fail(nm, "config's list mask 0x%x: pto-isa's %s merges lists 0..1, 0..2 or 0..3 "
                     "(0x3, 0x7, 0xf)",
                 mask, hdr);
    if (!m->rpt)
        sim_fail(nm, "config's repeat is 0");
    m->n = mask == 0x3u ? 2 : mask == 0x7u ? 3 : 4;
    m->esz = sim_ksize[dk];
    m->dbase = sim_off(d, nm, "dst");
    m->total = 0;
    for (k = 0; k < 4; k++)
        m->len[k] = (uint32_t)(count >> (16 * k)) & 0xFFFFu;
    for (k = 0; k < m->n; k++) {
        m->base[k] = sim_off(src[k], nm, "a list");
        if (!m->len[k])
            sim_fail(nm, "list %u of %u is empty (count 0x%016llx)", k, m->n,
                     (unsigned long long)count);
        if (m->base[k] % 32)
            sim_fail(nm, "list %u's UB address 0x%x is not 32-byte aligned", k, m->base[k]);
        m->total += m->len[k];
    }
    if (m->dbase % 32)
        sim_fail(nm, "dst UB address 0x%x is not 32-byte aligned", m->dbase);
    if (m->rpt > 1)
        for (k = 0; k < 4; k++)
            if (m->n != 4 || m->len[k] != m->len[0] ||
                (k && m->base[k] != m->base[k - 1] + m->len[0] * 8u))
                sim_fail(nm, "a repeat of %u merges four consecutive lists of one length "
                             "(pto-isa's %s single-tile form), not list %u at 0x%x of %u pairs",
                         m->rpt, hdr, k, k < m->n ? m->base[k] : 0u, m->len[k]);
    m->dhi = m->dbase + m->total * 8u * m->rpt;
    if (m->dhi > SIM_UB_BYTES)
        sim_fail(nm, "dst of %u pairs lies beyond the %d KiB UB", m->total * m->rpt,
                 SIM_UB_BYTES / 1024);
    sim_region_check(nm, "dst", m->dbase, m->dhi);
    for (k = 0; k < m->n; k++) {
        uint32_t hi =
            m->rpt > 1 ? m->base[0] + m->total * 8u * m->rpt : m->base[k] + m->len[k] * 8u;
        if (hi > SIM_UB_BYTES)
            sim_fail(nm, "list %u lies beyond the %d KiB UB", k, SIM_UB_BYTES / 1024);
        sim_region_check(nm, "a list", m->base[k], hi);
        if (m->base[k] < m->dhi && m->dbase < hi)
            sim_fail(nm, "dst UB [0x%x, 0x%x) overlaps list %u UB [0x%x, 0x%x): what a merge in "
                         "place does is not documented (TMrgSort.hpp merges into tmp)",
                     m->dbase, m->dhi, k, m->base[k], hi);
    }
    for (k = 0; k < m->n; k++)
        sim_seg_add(m->base[k],
                    m->rpt > 1 ? m->base[0] + m->total * 8u * m->rpt : m->base[k] + m->len[k] * 8u,
                    0);
    sim_seg_add(m->dbase, m->dhi, 1);
}

/* The merge itself, after the caller's checks and sim_track. */
SIM_FN void sim_vmrgsort4_run(const struct sim_mrg *m)
{
    uint32_t at[4], end[4], r, j, k;
    for (r = 0; r < m->rpt; r++) {
        uint32_t o = m->dbase + r * m->total * 8u;
        for (k = 0; k < m->n; k++)
            at[k] = m->base[k] + r * m->total * 8u, end[k] = at[k] + m->len[k] * 8u;
        for (j = 0; j < m->total; j++, o += 8u) {
            unsigned best = 4;
            uint32_t bkey = 0;
            unsigned char pair[8];
            for (k = 0; k < m->n; k++) {
                uint32_t v = 0, key;
                if (at[k] == end[k])
                    continue;
                memcpy(&v, sim_ub + at[k], m->esz); /* little-endian, as the UB */
                key = sim_sort32_key(v, m->esz);
                if (best == 4 || key > bkey) /* ties: the lower list */
                    best = k, bkey = key;
            }
            memcpy(pair, sim_ub + at[best], 8);
            sim_ub_store(o, pair, 8);
            at[best] += 8u;
        }
    }
}

/* ---- counters ----------------------------------------------------------------------- */

/* The start of sim_*_report()'s line. */
SIM_FN void sim_report_head(FILE *f, const char *target, double cycles, uint64_t cores,
                            double core_cycles, const double *busy)
{
    fprintf(f,
            "%s: %.1f cycles (%llu cores, %.1f core-cycles); busy V %.1f S %.1f MTE2 %.1f MTE3 "
            "%.1f; ",
            target, cycles, (unsigned long long)cores, core_cycles, busy[PIPE_V], busy[PIPE_S],
            busy[PIPE_MTE2], busy[PIPE_MTE3]);
}

#endif /* PTOGEN_SIM_COMMON_H */
