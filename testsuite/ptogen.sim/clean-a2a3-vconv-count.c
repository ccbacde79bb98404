/* Where the A2/A3 conversions put their elements: pto-isa's a2a3/TCvt.hpp
 * shape on a 2 x 80 float tile to half (per row one full 64-element
 * repeat with the half side's repeat stride 4, then the 16-column tail of
 * both rows in one masked instruction whose repeat strides are the two
 * row pitches, 5 and 10 blocks), and counter mode (150 elements of half ->
 * float, then nothing beyond them).  Must run clean. */
#include "a2a3.h"
#include "sim-test.h"
#include "cvt-test.h"

static void kernel(void)
{
    __ubuf__ float *x = PGR_UB(float, 0x000);  /* 2 x 80 floats, 320-byte rows */
    __ubuf__ half *h = PGR_UB(half, 0x400);    /* 2 x 80 halves, 160-byte rows */
    __ubuf__ half *g = PGR_UB(half, 0x600);    /* 160 halves */
    __ubuf__ float *y = PGR_UB(float, 0x800);  /* 192 floats */
    unsigned k, r;

    for (k = 0; k < 160; k++) {
        x[k] = (float)k * 0.25f - 7.0f; /* exact in half */
        g[k] = (half)((float)k * 0.5f - 30.0f);
    }
    for (k = 0; k < 192; k++)
        y[k] = 1234.0f;
    cvt_to_v();
    set_mask_norm();
    set_vector_mask(-1, -1);
    for (r = 0; r < 2; r++) /* the head: one repeat per row */
        vconv_f322f16r(h + r * 80, x + r * 80, 1, 1, 1, 4, 8);
    set_vector_mask(0, 0xffff); /* the tail: 16 columns of both rows */
    vconv_f322f16r(h + 64, x + 64, 2, 1, 1, 80 / 16, 80 / 8);
    set_vector_mask(-1, -1);

    set_mask_count(); /* 150 elements, whatever the repeat operand says */
    set_vector_mask(0, 150);
    vconv_f162f32(y, g, 0, 1, 1, 8, 4);
    set_mask_norm();
    set_vector_mask(-1, -1);
    cvt_to_s();

    for (k = 0; k < 160; k++)
        if ((float)h[k] != (float)k * 0.25f - 7.0f)
            fprintf(stderr, "float -> half: element %u is %g\n", k, (double)h[k]);
    for (k = 0; k < 192; k++)
        if (y[k] != (k < 150 ? (float)k * 0.5f - 30.0f : 1234.0f))
            fprintf(stderr, "half -> float, counter mode: element %u is %g\n", k, (double)y[k]);
    cvt_to_v();
}
