/* libm-ulp.c - how far the C library's expf, logf and sqrtf are from the
 * exact results, in units in the last place of float: the host reference
 * (and the simulators, which call the same functions) compute texp, tlog
 * and tsqrt with them.  docs/semantics.md quotes its output.
 *
 *   cc -O2 scripts/libm-ulp.c -o build/libm-ulp -lm && build/libm-ulp
 *
 * Every 97th float bit pattern of either sign is tried, against the
 * double-precision function as the exact value (its own error is 2^-29
 * float ulps, far below what is measured). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* |got - exact| in ulps of float at exact's magnitude */
static double ulps(float got, double exact)
{
    if (isinf(exact) || isnan(exact))
        return 0;
    float e = fabsf((float)exact);
    double ulp = (double)nextafterf(e, INFINITY) - (double)e;
    return fabs((double)got - exact) / ulp;
}

int main(void)
{
    double max_exp = 0, max_log = 0, max_sqrt = 0;
    for (uint32_t bits = 0; bits < 0x7f800000u; bits += 97) {
        float x;
        memcpy(&x, &bits, sizeof x);
        for (int sign = 0; sign < 2; sign++) {
            float v = sign ? -x : x;
            if (v > -104.0f && v < 89.0f)
                max_exp = fmax(max_exp, ulps(expf(v), exp((double)v)));
            if (v > 0.0f) {
                max_log = fmax(max_log, ulps(logf(v), log((double)v)));
                max_sqrt = fmax(max_sqrt, ulps(sqrtf(v), sqrt((double)v)));
            }
        }
    }
    printf("expf: %.3f ulp, logf: %.3f ulp, sqrtf: %.3f ulp (largest error seen)\n", max_exp,
           max_log, max_sqrt);
    return 0;
}
