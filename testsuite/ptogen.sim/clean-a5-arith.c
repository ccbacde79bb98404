/* The floating-point arithmetic of sim/a5.h on edge inputs: each result
 * compared, bit for bit, with constants derived by hand from the
 * semantics sim/README.md states (and ptogen's host reference computes).
 * Must run clean.
 *
 * Float and half lanes (a, b) as in clean-a2a3-arith.c: 1 3; sNaN 1;
 * 1 -qNaN; -0 +0; +0 -0; +inf -inf; min denormal and its negative; min
 * normal 0.5; -2 4; 2 2; -3 x min denormal, max finite; max finite 2;
 * -1 0; 0 0; -sNaN 1; float 6 -3, half 0x3555 3.  bfloat16: 1 3; sNaN 1;
 * -0 +0; min denormal 0.5 (the product is a tie, rounded to even: +0);
 * 0x4049 0x3f81; -inf +inf; 1 -qNaN.  Scalars: vmaxs -0, vmins +0
 * (bfloat16, which has no vmaxs or vmins: the scalar broadcast by vdup,
 * then vmax and vmin, as ptogen emits them), vlrelu 0.25.  ANY_NAN: any NaN (a NaN an operation creates has the
 * host's bits). */
#include "a5.h"
#include "sim-test.h"

#define ANY_NAN32 0xdeadbeefu
#define ANY_NAN16 0xdeadu

enum { NF = 13, NLF = 16, NB = 6, NLB = 7 };
static const char *const fops[NF] = {"vmul", "vdiv", "vmax", "vmin", "vprelu", "vabs", "vexp",
                                     "vln", "vsqrt", "vrelu", "vmaxs", "vmins", "vlrelu"};

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
    /* vprelu */
    {0x3f800000, ANY_NAN32, 0x3f800000, 0x80000000, 0x80000000, 0x7f800000, 0x00000001, 0x00800000,
     0xc1000000, 0x40000000, 0xb5bfffff, 0x7f7fffff, 0x80000000, 0x00000000, ANY_NAN32, 0x40c00000},
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
    /* vprelu */
    {0x3c00, ANY_NAN16, 0x3c00, 0x8000, 0x8000, 0x7c00, 0x0001, 0x0400,
     0xc800, 0x4000, 0xa1ff, 0x7bff, 0x8000, 0x0000, ANY_NAN16, 0x3555},
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
static const char *const bops[NB] = {"vmul", "vdiv", "vmax", "vmin", "vdup vmax", "vdup vmin"};
static const uint16_t in_bf16[2][NLB] = {{0x3f80, 0x7f81, 0x8000, 0x0001, 0x4049, 0xff80, 0x3f80},
                                         {0x4040, 0x3f80, 0x0000, 0x3f00, 0x3f81, 0x7f80, 0xffc1}};
static const uint32_t want_bf16[NB][NLB] = {
    {0x4040, ANY_NAN16, 0x8000, 0x0000, 0x404b, 0xff80, ANY_NAN16},       /* vmul */
    {0x3eab, ANY_NAN16, ANY_NAN16, 0x0002, 0x4047, ANY_NAN16, ANY_NAN16}, /* vdiv */
    {0x4040, 0x7fc1, 0x0000, 0x3f00, 0x4049, 0x7f80, 0xffc1},             /* vmax */
    {0x3f80, 0x7fc1, 0x8000, 0x0001, 0x3f81, 0xff80, 0xffc1},             /* vmin */
    {0x3f80, 0x7fc1, 0x8000, 0x0001, 0x4049, 0x8000, 0x3f80},             /* vmax -0 */
    {0x0000, 0x7fc1, 0x8000, 0x0000, 0x0000, 0xff80, 0x0000},             /* vmin +0 */
};

/* GM: inputs (one vector each) and one vector per result */
static uint32_t ga32[2][64], go32[NF][64];
static uint16_t ga16[2][128], go16[NF][128];
static uint16_t gab[2][128], gob[NB][128];

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
    __ubuf__ bfloat16_t *ba = PGR_UB(bfloat16_t, 0x2000), *bb = PGR_UB(bfloat16_t, 0x2100), *bo[NB];
    int i;

    for (i = 0; i < NF; i++) {
        fo[i] = PGR_UB(float, 0x0200 + 0x100 * i);
        ho[i] = PGR_UB(half, 0x1200 + 0x100 * i);
    }
    for (i = 0; i < NB; i++)
        bo[i] = PGR_UB(bfloat16_t, 0x2200 + 0x100 * i);
    for (i = 0; i < 2; i++) {
        memcpy(ga32[i], in_f32[i], sizeof in_f32[i]);
        memcpy(ga16[i], in_f16[i], sizeof in_f16[i]);
        memcpy(gab[i], in_bf16[i], sizeof in_bf16[i]);
    }

    /* the MTE loop registers persist on a core: one plain burst loop per copy */
    set_loop_size_outtoub(1ull << 21 | 1ull);
    set_loop_size_ubtoout(1ull << 21 | 1ull);
    copy_gm_to_ubuf_align_v2(fa, ga32[0], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(fb, ga32[1], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(ha, ga16[0], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(hb, ga16[1], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(ba, gab[0], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    copy_gm_to_ubuf_align_v2(bb, gab[1], 0, 1, 256, 0, 0, 0, 0, 256, 256);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

    __VEC_SCOPE__
    {
        vector_f32 a, b, r[NF];
        vector_bool p = pset_b32(PAT_ALL);
        vlds(a, fa, 0, NORM);
        vlds(b, fb, 0, NORM);
        vmul(r[0], a, b, p, MODE_ZEROING);
        vdiv(r[1], a, b, p, MODE_ZEROING);
        vmax(r[2], a, b, p, MODE_ZEROING);
        vmin(r[3], a, b, p, MODE_ZEROING);
        vprelu(r[4], a, b, p, MODE_ZEROING);
        vabs(r[5], a, p, MODE_ZEROING);
        vexp(r[6], a, p, MODE_ZEROING);
        vln(r[7], a, p, MODE_ZEROING);
        vsqrt(r[8], a, p, MODE_ZEROING);
        vrelu(r[9], a, p, MODE_ZEROING);
        vmaxs(r[10], a, -0.0f, p, MODE_ZEROING);
        vmins(r[11], a, 0.0f, p, MODE_ZEROING);
        vlrelu(r[12], a, 0.25f, p, MODE_ZEROING);
        for (i = 0; i < NF; i++)
            vsts(r[i], fo[i], 0, NORM_B32, p);
    }
    __VEC_SCOPE__
    {
        vector_f16 a, b, r[NF];
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, ha, 0, NORM);
        vlds(b, hb, 0, NORM);
        vmul(r[0], a, b, p, MODE_ZEROING);
        vdiv(r[1], a, b, p, MODE_ZEROING);
        vmax(r[2], a, b, p, MODE_ZEROING);
        vmin(r[3], a, b, p, MODE_ZEROING);
        vprelu(r[4], a, b, p, MODE_ZEROING);
        vabs(r[5], a, p, MODE_ZEROING);
        vexp(r[6], a, p, MODE_ZEROING);
        vln(r[7], a, p, MODE_ZEROING);
        vsqrt(r[8], a, p, MODE_ZEROING);
        vrelu(r[9], a, p, MODE_ZEROING);
        vmaxs(r[10], a, (half)-0.0f, p, MODE_ZEROING);
        vmins(r[11], a, (half)0.0f, p, MODE_ZEROING);
        vlrelu(r[12], a, (half)0.25f, p, MODE_ZEROING);
        for (i = 0; i < NF; i++)
            vsts(r[i], ho[i], 0, NORM_B16, p);
    }
    __VEC_SCOPE__
    {
        vector_bf16 a, b, lo, hi, r[NB];
        vector_bool p = pset_b16(PAT_ALL);
        vlds(a, ba, 0, NORM);
        vlds(b, bb, 0, NORM);
        vmul(r[0], a, b, p, MODE_ZEROING);
        vdiv(r[1], a, b, p, MODE_ZEROING);
        vmax(r[2], a, b, p, MODE_ZEROING);
        vmin(r[3], a, b, p, MODE_ZEROING);
        vdup(lo, PGR_BF16(-0.0f), p, MODE_ZEROING);
        vdup(hi, PGR_BF16(0.0f), p, MODE_ZEROING);
        vmax(r[4], a, lo, p, MODE_ZEROING);
        vmin(r[5], a, hi, p, MODE_ZEROING);
        for (i = 0; i < NB; i++)
            vsts(r[i], bo[i], 0, NORM_B16, p);
    }

    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    for (i = 0; i < NF; i++) {
        copy_ubuf_to_gm_align_v2(go32[i], fo[i], 0, 1, 256, 0, 256, 256);
        copy_ubuf_to_gm_align_v2(go16[i], ho[i], 0, 1, 256, 0, 256, 256);
    }
    for (i = 0; i < NB; i++)
        copy_ubuf_to_gm_align_v2(gob[i], bo[i], 0, 1, 256, 0, 256, 256);
    pipe_barrier(PIPE_ALL);

    for (i = 0; i < NF; i++) {
        check("float", fops[i], go32[i], want_f32[i], NLF, 4, ANY_NAN32, 0x7fffffffu, 0x7f800000u);
        check("half", fops[i], go16[i], want_f16[i], NLF, 2, ANY_NAN16, 0x7fffu, 0x7c00u);
    }
    for (i = 0; i < NB; i++)
        check("bfloat16_t", bops[i], gob[i], want_bf16[i], NLB, 2, ANY_NAN16, 0x7fffu, 0x7f80u);
}
