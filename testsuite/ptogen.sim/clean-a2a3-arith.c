/* The arithmetic instructions of sim/a2a3.h on edge inputs: each result
 * compared, bit for bit, with constants derived by hand from the
 * semantics sim/README.md states (and ptogen's host reference computes).
 * Must run clean.
 *
 * Floating lanes (a, b), float and half alike: 1 3; sNaN 1; 1 -qNaN; -0 +0;
 * +0 -0; +inf -inf; min denormal and its negative; min normal 0.5; -2 4;
 * 2 2; -3 x min denormal, max finite; max finite 2; -1 0; 0 0; -sNaN 1;
 * and a last lane: float 6 -3 (1 / sqrtf(6) rounds twice, away from the
 * correctly rounded 1 / sqrt(6)), half 0x3555 3 (0x3555 * 3 is a tie,
 * rounded to even: 1.0).  Scalars: vmaxs -0, vmins +0, vlrelu 0.25.
 * ANY_NAN: any NaN (a NaN an operation creates has the host's bits). */
#include "a2a3.h"
#include "sim-test.h"

#define ANY_NAN32 0xdeadbeefu
#define ANY_NAN16 0xdeadu

enum { NF = 13, NLF = 16, NI32 = 6, NLI32 = 9, NI16 = 5, NLI16 = 7 };
static const char *const fops[NF] = {"vmul", "vdiv", "vmax", "vmin", "vabs", "vexp", "vln",
                                     "vsqrt", "vrsqrt", "vrelu", "vmaxs", "vmins", "vlrelu"};
static const char *const iops[NI32] = {"vmul", "vmax", "vmin", "vmaxs", "vmins", "vrelu"};

static const uint32_t in_f32[2][NLF] = {
    {0x3f800000, 0x7f800001, 0x3f800000, 0x80000000, 0x00000000, 0x7f800000, 0x00000001, 0x00800000,
     0xc0000000, 0x40000000, 0x80000003, 0x7f7fffff, 0xbf800000, 0x00000000, 0xff800005, 0x40c00000},
    {0x40400000, 0x3f800000, 0xffc00005, 0x00000000, 0x80000000, 0xff800000, 0x80000001, 0x3f000000,
     0x40800000, 0x40000000, 0x7f7fffff, 0x40000000, 0x00000000, 0x00000000, 0x3f800000, 0xc0400000}};
static const uint32_t want_f32[NF][NLF] = {
    /* vmul */
    {0x40400000, ANY_NAN32, ANY_NAN32, 0x80000000, 0x80000000, 0xff800000, 0x80000000, 0x00400000,
     0xc1000000, 0x40800000, 0xb5bfffff, 0x7f800000, 0x80000000, 0x00000000, ANY_NAN32, 0xc1900000},
    /* vdiv */
    {0x3eaaaaab, ANY_NAN32, ANY_NAN32, ANY_NAN32, ANY_NAN32, ANY_NAN32, 0xbf800000, 0x01000000,
     0xbf000000, 0x3f800000, 0x80000000, 0x7effffff, 0xff800000, ANY_NAN32, ANY_NAN32, 0xc0000000},
    /* vmax */
    {0x40400000, 0x7fc00001, 0xffc00005, 0x00000000, 0x00000000, 0x7f800000, 0x00000001, 0x3f000000,
     0x40800000, 0x40000000, 0x7f7fffff, 0x7f7fffff, 0x00000000, 0x00000000, 0xffc00005, 0x40c00000},
    /* vmin */
    {0x3f800000, 0x7fc00001, 0xffc00005, 0x80000000, 0x80000000, 0xff800000, 0x80000001, 0x00800000,
     0xc0000000, 0x40000000, 0x80000003, 0x40000000, 0xbf800000, 0x00000000, 0xffc00005, 0xc0400000},
    /* vabs */
    {0x3f800000, 0x7f800001, 0x3f800000, 0x00000000, 0x00000000, 0x7f800000, 0x00000001, 0x00800000,
     0x40000000, 0x40000000, 0x00000003, 0x7f7fffff, 0x3f800000, 0x00000000, 0x7f800005, 0x40c00000},
    /* vexp */
    {0x402df854, ANY_NAN32, 0x402df854, 0x3f800000, 0x3f800000, 0x7f800000, 0x3f800000, 0x3f800000,
     0x3e0a9555, 0x40ec7326, 0x3f800000, 0x7f800000, 0x3ebc5ab2, 0x3f800000, ANY_NAN32, 0x43c9b6e3},
    /* vln */
    {0x00000000, ANY_NAN32, 0x00000000, 0xff800000, 0xff800000, 0x7f800000, 0xc2ce8ed0, 0xc2aeac50,
     ANY_NAN32, 0x3f317218, ANY_NAN32, 0x42b17218, ANY_NAN32, 0xff800000, ANY_NAN32, 0x3fe55860},
    /* vsqrt */
    {0x3f800000, ANY_NAN32, 0x3f800000, 0x80000000, 0x00000000, 0x7f800000, 0x1a3504f3, 0x20000000,
     ANY_NAN32, 0x3fb504f3, ANY_NAN32, 0x5f7fffff, ANY_NAN32, 0x00000000, ANY_NAN32, 0x401cc471},
    /* vrsqrt */
    {0x3f800000, ANY_NAN32, 0x3f800000, 0xff800000, 0x7f800000, 0x00000000, 0x64b504f3, 0x5f000000,
     ANY_NAN32, 0x3f3504f3, ANY_NAN32, 0x1f800001, ANY_NAN32, 0x7f800000, ANY_NAN32, 0x3ed105eb},
    /* vrelu */
    {0x3f800000, 0x7fc00001, 0x3f800000, 0x00000000, 0x00000000, 0x7f800000, 0x00000001, 0x00800000,
     0x00000000, 0x40000000, 0x00000000, 0x7f7fffff, 0x00000000, 0x00000000, 0xffc00005, 0x40c00000},
    /* vmaxs */
    {0x3f800000, 0x7fc00001, 0x3f800000, 0x80000000, 0x00000000, 0x7f800000, 0x00000001, 0x00800000,
     0x80000000, 0x40000000, 0x80000000, 0x7f7fffff, 0x80000000, 0x00000000, 0xffc00005, 0x40c00000},
    /* vmins */
    {0x00000000, 0x7fc00001, 0x00000000, 0x80000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
     0xc0000000, 0x00000000, 0x80000003, 0x00000000, 0xbf800000, 0x00000000, 0xffc00005, 0x00000000},
    /* vlrelu */
    {0x3f800000, ANY_NAN32, 0x3f800000, 0x80000000, 0x00000000, 0x7f800000, 0x00000001, 0x00800000,
     0xbf000000, 0x40000000, 0x80000001, 0x7f7fffff, 0xbe800000, 0x00000000, ANY_NAN32, 0x40c00000}
};
static const uint16_t in_f16[2][NLF] = {
    {0x3c00, 0x7c01, 0x3c00, 0x8000, 0x0000, 0x7c00, 0x0001, 0x0400,
     0xc000, 0x4000, 0x8003, 0x7bff, 0xbc00, 0x0000, 0xfc05, 0x3555},
    {0x4200, 0x3c00, 0xfe05, 0x0000, 0x8000, 0xfc00, 0x8001, 0x3800,
     0x4400, 0x4000, 0x7bff, 0x4000, 0x0000, 0x0000, 0x3c00, 0x4200}};
static const uint32_t want_f16[NF][NLF] = {
    /* vmul */
    {0x4200, ANY_NAN16, ANY_NAN16, 0x8000, 0x8000, 0xfc00, 0x8000, 0x0200,
     0xc800, 0x4400, 0xa1ff, 0x7c00, 0x8000, 0x0000, ANY_NAN16, 0x3c00},
    /* vdiv */
    {0x3555, ANY_NAN16, ANY_NAN16, ANY_NAN16, ANY_NAN16, ANY_NAN16, 0xbc00, 0x0800,
     0xb800, 0x3c00, 0x8000, 0x77ff, 0xfc00, ANY_NAN16, ANY_NAN16, 0x2f1c},
    /* vmax */
    {0x4200, 0x7e01, 0xfe05, 0x0000, 0x0000, 0x7c00, 0x0001, 0x3800,
     0x4400, 0x4000, 0x7bff, 0x7bff, 0x0000, 0x0000, 0xfe05, 0x4200},
    /* vmin */
    {0x3c00, 0x7e01, 0xfe05, 0x8000, 0x8000, 0xfc00, 0x8001, 0x0400,
     0xc000, 0x4000, 0x8003, 0x4000, 0xbc00, 0x0000, 0xfe05, 0x3555},
    /* vabs */
    {0x3c00, 0x7c01, 0x3c00, 0x0000, 0x0000, 0x7c00, 0x0001, 0x0400,
     0x4000, 0x4000, 0x0003, 0x7bff, 0x3c00, 0x0000, 0x7c05, 0x3555},
    /* vexp */
    {0x4170, ANY_NAN16, 0x4170, 0x3c00, 0x3c00, 0x7c00, 0x3c00, 0x3c00,
     0x3055, 0x4764, 0x3c00, 0x7c00, 0x35e3, 0x3c00, ANY_NAN16, 0x3d95},
    /* vln */
    {0x0000, ANY_NAN16, 0x0000, 0xfc00, 0xfc00, 0x7c00, 0xcc29, 0xc8da,
     ANY_NAN16, 0x398c, ANY_NAN16, 0x498c, ANY_NAN16, 0xfc00, ANY_NAN16, 0xbc65},
    /* vsqrt */
    {0x3c00, ANY_NAN16, 0x3c00, 0x8000, 0x0000, 0x7c00, 0x0c00, 0x2000,
     ANY_NAN16, 0x3da8, ANY_NAN16, 0x5bff, ANY_NAN16, 0x0000, ANY_NAN16, 0x389e},
    /* vrsqrt */
    {0x3c00, ANY_NAN16, 0x3c00, 0xfc00, 0x7c00, 0x0000, 0x6c00, 0x5800,
     ANY_NAN16, 0x39a8, ANY_NAN16, 0x1c00, ANY_NAN16, 0x7c00, ANY_NAN16, 0x3eee},
    /* vrelu */
    {0x3c00, 0x7e01, 0x3c00, 0x0000, 0x0000, 0x7c00, 0x0001, 0x0400,
     0x0000, 0x4000, 0x0000, 0x7bff, 0x0000, 0x0000, 0xfe05, 0x3555},
    /* vmaxs */
    {0x3c00, 0x7e01, 0x3c00, 0x8000, 0x0000, 0x7c00, 0x0001, 0x0400,
     0x8000, 0x4000, 0x8000, 0x7bff, 0x8000, 0x0000, 0xfe05, 0x3555},
    /* vmins */
    {0x0000, 0x7e01, 0x0000, 0x8000, 0x0000, 0x0000, 0x0000, 0x0000,
     0xc000, 0x0000, 0x8003, 0x0000, 0xbc00, 0x0000, 0xfe05, 0x0000},
    /* vlrelu */
    {0x3c00, ANY_NAN16, 0x3c00, 0x8000, 0x0000, 0x7c00, 0x0001, 0x0400,
     0xb800, 0x4000, 0x8001, 0x7bff, 0xb400, 0x0000, ANY_NAN16, 0x3555}
};
/* (a, b): 7 2; -7 2; 7 -2; INT_MIN 1; INT_MAX -1; 2^16 2^16; -1 INT_MIN;
 * INT_MIN -1; 5 0.  Scalars: vmaxs -1, vmins 0. */
static const int32_t in_i32[2][NLI32] = {
    {7, -7, 7, INT32_MIN, INT32_MAX, 0x10000, -1, INT32_MIN, 5},
    {2, 2, -2, 1, -1, 0x10000, INT32_MIN, -1, 0}};
static const uint32_t want_i32[NI32][NLI32] = {
    /* vmul: the low 32 bits */
    {0x0000000e, 0xfffffff2, 0xfffffff2, 0x80000000, 0x80000001, 0x00000000, 0x80000000,
     0x80000000, 0x00000000},
    /* vmax */
    {0x00000007, 0x00000002, 0x00000007, 0x00000001, 0x7fffffff, 0x00010000, 0xffffffff,
     0xffffffff, 0x00000005},
    /* vmin */
    {0x00000002, 0xfffffff9, 0xfffffffe, 0x80000000, 0xffffffff, 0x00010000, 0x80000000,
     0x80000000, 0x00000000},
    /* vmaxs -1 */
    {0x00000007, 0xffffffff, 0x00000007, 0xffffffff, 0x7fffffff, 0x00010000, 0xffffffff,
     0xffffffff, 0x00000005},
    /* vmins 0 */
    {0x00000000, 0xfffffff9, 0x00000000, 0x80000000, 0x00000000, 0x00000000, 0xffffffff,
     0x80000000, 0x00000000},
    /* vrelu */
    {0x00000007, 0x00000000, 0x00000007, 0x00000000, 0x7fffffff, 0x00010000, 0x00000000,
     0x00000000, 0x00000005}};
/* (a, b): 7 2; -7 2; -32768 1; 300 300; -300 7; -32768 -1; 1 0.
 * Scalars: vmaxs -1, vmins 0. */
static const int16_t in_i16[2][NLI16] = {{7, -7, -32768, 300, -300, -32768, 1},
                                         {2, 2, 1, 300, 7, -1, 0}};
static const uint32_t want_i16[NI16][NLI16] = {
    {0x000e, 0xfff2, 0x8000, 0x5f90, 0xf7cc, 0x8000, 0x0000}, /* vmul */
    {0x0007, 0x0002, 0x0001, 0x012c, 0x0007, 0xffff, 0x0001}, /* vmax */
    {0x0002, 0xfff9, 0x8000, 0x012c, 0xfed4, 0x8000, 0x0000}, /* vmin */
    {0x0007, 0xffff, 0xffff, 0x012c, 0xffff, 0xffff, 0x0001}, /* vmaxs -1 */
    {0x0000, 0xfff9, 0x8000, 0x0000, 0xfed4, 0x8000, 0x0000}, /* vmins 0 */
};

/* GM: inputs (one repeat each) and one repeat per result */
static uint32_t ga32[2][64], go32[NF][64];
static uint16_t ga16[2][128], go16[NF][128];
static int32_t gai[2][64], goi[NI32][64];
static int16_t gah[2][128], goh[NI16][128];

/* N lanes of SIZE-byte results GOT against WANT; ANY_NAN accepts any NaN
 * (NANMAG, NANLIM: the magnitude mask and the infinity of the kind). */
static void check(const char *type, const char *op, const void *got, const uint32_t *want, int n,
                  unsigned size, uint32_t anynan, uint32_t nanmag, uint32_t nanlim)
{
    for (int i = 0; i < n; i++) {
        uint32_t g = 0;
        uint16_t h;
        if (size == 4) {
            memcpy(&g, (const char *)got + 4 * i, 4);
        } else {
            memcpy(&h, (const char *)got + 2 * i, 2);
            g = h;
        }
        if (g == want[i] || (want[i] == anynan && (g & nanmag) > nanlim))
            continue;
        fprintf(stderr, "%s %s lane %d: got 0x%x, want 0x%x\n", op, type, i, (unsigned)g,
                (unsigned)want[i]);
    }
}

static void kernel(void)
{
    __ubuf__ float *fa = PGR_UB(float, 0x0000), *fb = PGR_UB(float, 0x0100), *fo[NF];
    __ubuf__ half *ha = PGR_UB(half, 0x1000), *hb = PGR_UB(half, 0x1100), *ho[NF];
    __ubuf__ int32_t *ia = PGR_UB(int32_t, 0x2000), *ib = PGR_UB(int32_t, 0x2100), *io[NI32];
    __ubuf__ int16_t *sa = PGR_UB(int16_t, 0x3000), *sb = PGR_UB(int16_t, 0x3100), *so[NI16];
    int i;

    for (i = 0; i < NF; i++) {
        fo[i] = PGR_UB(float, 0x0200 + 0x100 * i);
        ho[i] = PGR_UB(half, 0x1200 + 0x100 * i);
    }
    for (i = 0; i < NI32; i++)
        io[i] = PGR_UB(int32_t, 0x2200 + 0x100 * i);
    for (i = 0; i < NI16; i++)
        so[i] = PGR_UB(int16_t, 0x3200 + 0x100 * i);
    for (i = 0; i < 2; i++) {
        memcpy(ga32[i], in_f32[i], sizeof in_f32[i]);
        memcpy(ga16[i], in_f16[i], sizeof in_f16[i]);
        memcpy(gai[i], in_i32[i], sizeof in_i32[i]);
        memcpy(gah[i], in_i16[i], sizeof in_i16[i]);
    }

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    copy_gm_to_ubuf_align_b32(fa, ga32[0], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(fb, ga32[1], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(ha, ga16[0], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(hb, ga16[1], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(ia, gai[0], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b32(ib, gai[1], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(sa, gah[0], 0, 1, 256, 0, 0, 0, 0);
    copy_gm_to_ubuf_align_b16(sb, gah[1], 0, 1, 256, 0, 0, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    /* every instruction reads the inputs and writes its own tile: no
     * barrier needed between them */
    vmul(fo[0], fa, fb, 1, 1, 1, 1, 8, 8, 8);
    vdiv(fo[1], fa, fb, 1, 1, 1, 1, 8, 8, 8);
    vmax(fo[2], fa, fb, 1, 1, 1, 1, 8, 8, 8);
    vmin(fo[3], fa, fb, 1, 1, 1, 1, 8, 8, 8);
    vabs(fo[4], fa, 1, 1, 1, 8, 8);
    vexp(fo[5], fa, 1, 1, 1, 8, 8);
    vln(fo[6], fa, 1, 1, 1, 8, 8);
    vsqrt(fo[7], fa, 1, 1, 1, 8, 8);
    vrsqrt(fo[8], fa, 1, 1, 1, 8, 8);
    vrelu(fo[9], fa, 1, 1, 1, 8, 8);
    vmaxs(fo[10], fa, -0.0f, 1, 1, 1, 8, 8);
    vmins(fo[11], fa, 0.0f, 1, 1, 1, 8, 8);
    vlrelu(fo[12], fa, 0.25f, 1, 1, 1, 8, 8);

    vmul(ho[0], ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vdiv(ho[1], ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vmax(ho[2], ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vmin(ho[3], ha, hb, 1, 1, 1, 1, 8, 8, 8);
    vabs(ho[4], ha, 1, 1, 1, 8, 8);
    vexp(ho[5], ha, 1, 1, 1, 8, 8);
    vln(ho[6], ha, 1, 1, 1, 8, 8);
    vsqrt(ho[7], ha, 1, 1, 1, 8, 8);
    vrsqrt(ho[8], ha, 1, 1, 1, 8, 8);
    vrelu(ho[9], ha, 1, 1, 1, 8, 8);
    vmaxs(ho[10], ha, (half)-0.0f, 1, 1, 1, 8, 8);
    vmins(ho[11], ha, (half)0.0f, 1, 1, 1, 8, 8);
    vlrelu(ho[12], ha, (half)0.25f, 1, 1, 1, 8, 8);

    vmul(io[0], ia, ib, 1, 1, 1, 1, 8, 8, 8);
    vmax(io[1], ia, ib, 1, 1, 1, 1, 8, 8, 8);
    vmin(io[2], ia, ib, 1, 1, 1, 1, 8, 8, 8);
    vmaxs(io[3], ia, (int32_t)-1, 1, 1, 1, 8, 8);
    vmins(io[4], ia, (int32_t)0, 1, 1, 1, 8, 8);
    vrelu(io[5], ia, 1, 1, 1, 8, 8);

    vmul(so[0], sa, sb, 1, 1, 1, 1, 8, 8, 8);
    vmax(so[1], sa, sb, 1, 1, 1, 1, 8, 8, 8);
    vmin(so[2], sa, sb, 1, 1, 1, 1, 8, 8, 8);
    vmaxs(so[3], sa, (int16_t)-1, 1, 1, 1, 8, 8);
    vmins(so[4], sa, (int16_t)0, 1, 1, 1, 8, 8);

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    for (i = 0; i < NF; i++) {
        copy_ubuf_to_gm_align_b32(go32[i], fo[i], 0, 1, 256, 0, 0, 0, 0);
        copy_ubuf_to_gm_align_b16(go16[i], ho[i], 0, 1, 256, 0, 0, 0, 0);
    }
    for (i = 0; i < NI32; i++)
        copy_ubuf_to_gm_align_b32(goi[i], io[i], 0, 1, 256, 0, 0, 0, 0);
    for (i = 0; i < NI16; i++)
        copy_ubuf_to_gm_align_b16(goh[i], so[i], 0, 1, 256, 0, 0, 0, 0);
    pipe_barrier(PIPE_ALL);

    for (i = 0; i < NF; i++) {
        check("float", fops[i], go32[i], want_f32[i], NLF, 4, ANY_NAN32, 0x7fffffffu, 0x7f800000u);
        check("half", fops[i], go16[i], want_f16[i], NLF, 2, ANY_NAN16, 0x7fffu, 0x7c00u);
    }
    for (i = 0; i < NI32; i++)
        check("int32_t", iops[i], goi[i], want_i32[i], NLI32, 4, 0, 0, UINT32_MAX);
    for (i = 0; i < NI16; i++)
        check("int16_t", iops[i], goh[i], want_i16[i], NLI16, 2, 0, 0, UINT32_MAX);
}
