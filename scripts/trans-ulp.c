/* trans-ulp.c - how far the composites terf, tsigmoid and ttanh are from the
 * exact results, in units in the last place of their dtype.  It measures
 * the host reference's own helpers (pgr_erf_f32, pgr_sigmoid_f32,
 * pgr_tanh_f32 and the f16 ones), taken from the host kernel ptogen generates for
 * scripts/trans-ulp.yaml; the run tests prove a2a3 and a5 give the same
 * bits.  docs/semantics.md ("Composite transcendentals") quotes its
 * output.
 *
 *   gen/ptogen -t host --outdir build/trans-ulp scripts/trans-ulp.yaml
 *   cc -O2 -ffp-contract=off -Ibuild/trans-ulp/host scripts/trans-ulp.c \
 *       -o build/trans-ulp/trans-ulp -lm && build/trans-ulp/trans-ulp
 *
 * Inputs: every f16 bit pattern; every 97th f32 bit pattern of either
 * sign (as scripts/libm-ulp.c); and, for the "widen to f32, compute,
 * round once" path a spec can write with tcvt, every f16 and every bf16
 * bit pattern through the f32 helper.  The exact value is the double
 * precision function (erf, tanh, 1 / (1 + exp(-x))), whose own error is
 * far below what is measured.  Infinite inputs count (the results are
 * +-1, 0 and 1); NaN inputs must give NaN, and a zero result the sign
 * of the exact one (erf and tanh are odd: -0 gives -0). */
#include "trans_ulp.c"

#include <math.h>
#include <stdio.h>

/* the spacing of a format with MANT fraction bits and smallest normal
 * exponent EMIN at |v| */
static double spacing(double v, int mant, int emin)
{
    int e;
    v = fabs(v);
    if (v == 0)
        return ldexp(1.0, emin - mant);
    (void)frexp(v, &e); /* v in [2^(e-1), 2^e) */
    return ldexp(1.0, (e - 1 < emin ? emin : e - 1) - mant);
}

struct worst {
    double ulp, x;
    long n, nan_bad, zero_bad;
};

static void note(struct worst *w, double x, double got, double exact, int mant, int emin)
{
    w->n++;
    if (isnan(exact) || isnan(got)) {
        w->nan_bad += isnan(exact) != isnan(got);
        return;
    }
    w->zero_bad += exact == 0 && got == 0 && signbit(exact) != signbit(got);
    double u = fabs(got - exact) / spacing(exact, mant, emin);
    if (u > w->ulp) {
        w->ulp = u;
        w->x = x;
    }
}

static double sigmoid64(double x)
{
    return 1.0 / (1.0 + exp(-x));
}

static void print(const char *what, const struct worst *w)
{
    printf("%-30s %.3f ulp at x = %-14.9g (%ld inputs; NaN, zero sign wrong: %ld, %ld)\n", what,
           w->ulp, w->x, w->n, w->nan_bad, w->zero_bad);
}

int main(void)
{
    struct worst s16 = {0}, t16 = {0}, s32 = {0}, t32 = {0}, e16 = {0}, e32 = {0};
    struct worst ws16 = {0}, wt16 = {0}, wsb = {0}, wtb = {0}, we16 = {0}, web = {0};
    for (uint32_t b = 0; b < 0x10000u; b++) {
        double x = pgr_f16_to_f32((uint16_t)b);
        note(&s16, x, pgr_f16_to_f32(pgr_sigmoid_f16((uint16_t)b)), sigmoid64(x), 10, -14);
        note(&t16, x, pgr_f16_to_f32(pgr_tanh_f16((uint16_t)b)), tanh(x), 10, -14);
        note(&e16, x, pgr_f16_to_f32(pgr_erf_f16((uint16_t)b)), erf(x), 10, -14);
        float xf = (float)x;
        note(&ws16, x, pgr_f16_to_f32(pgr_f16_from_f32(pgr_sigmoid_f32(xf))), sigmoid64(x), 10,
             -14);
        note(&wt16, x, pgr_f16_to_f32(pgr_f16_from_f32(pgr_tanh_f32(xf))), tanh(x), 10, -14);
        note(&we16, x, pgr_f16_to_f32(pgr_f16_from_f32(pgr_erf_f32(xf))), erf(x), 10, -14);
        uint32_t fb = b << 16;
        memcpy(&xf, &fb, sizeof xf);
        x = xf;
        note(&wsb, x, pgr_bf16_to_f32(pgr_bf16_from_f32(pgr_sigmoid_f32(xf))), sigmoid64(x), 7,
             -126);
        note(&wtb, x, pgr_bf16_to_f32(pgr_bf16_from_f32(pgr_tanh_f32(xf))), tanh(x), 7, -126);
        note(&web, x, pgr_bf16_to_f32(pgr_bf16_from_f32(pgr_erf_f32(xf))), erf(x), 7, -126);
    }
    for (uint32_t bits = 0; bits <= 0x7f800000u; bits += 97) {
        for (int sign = 0; sign < 2; sign++) {
            uint32_t vb = bits | (uint32_t)sign << 31;
            float v;
            memcpy(&v, &vb, sizeof v);
            note(&s32, v, pgr_sigmoid_f32(v), sigmoid64(v), 23, -126);
            note(&t32, v, pgr_tanh_f32(v), tanh(v), 23, -126);
            note(&e32, v, pgr_erf_f32(v), erf(v), 23, -126);
        }
    }
    float inf = INFINITY, nan = NAN;
    note(&s32, inf, pgr_sigmoid_f32(inf), 1.0, 23, -126);
    note(&s32, -inf, pgr_sigmoid_f32(-inf), 0.0, 23, -126);
    note(&t32, inf, pgr_tanh_f32(inf), 1.0, 23, -126);
    note(&t32, -inf, pgr_tanh_f32(-inf), -1.0, 23, -126);
    note(&e32, inf, pgr_erf_f32(inf), 1.0, 23, -126);
    note(&e32, -inf, pgr_erf_f32(-inf), -1.0, 23, -126);
    note(&e32, nan, pgr_erf_f32(nan), nan, 23, -126);
    note(&s32, nan, pgr_sigmoid_f32(nan), nan, 23, -126);
    note(&t32, nan, pgr_tanh_f32(nan), nan, 23, -126);
    print("terf f32 (every 97th f32)", &e32);
    print("tsigmoid f32 (every 97th f32)", &s32);
    print("ttanh f32 (every 97th f32)", &t32);
    print("terf f16 (every f16)", &e16);
    print("tsigmoid f16 (every f16)", &s16);
    print("ttanh f16 (every f16)", &t16);
    print("f16 -> terf f32 -> f16", &we16);
    print("f16 -> tsigmoid f32 -> f16", &ws16);
    print("f16 -> ttanh f32 -> f16", &wt16);
    print("bf16 -> terf f32 -> bf16", &web);
    print("bf16 -> tsigmoid f32 -> bf16", &wsb);
    print("bf16 -> ttanh f32 -> bf16", &wtb);
    return 0;
}
