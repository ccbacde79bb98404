/* cvt-test.h - what the conversion tests (clean-a2a3-vconv*.c,
 * clean-a5-vcvt*.c) share: UB written and read by the scalar unit, with
 * the flags that hand UB from it to the vector pipe and back, and results
 * compared bit for bit with constants derived by hand.  Include after
 * sim-test.h.  A mismatch is printed to stderr, which fails the test.
 */
#ifndef PTOGEN_CVT_TEST_H
#define PTOGEN_CVT_TEST_H

#include <string.h>

#define CVT_FN static __attribute__((unused))

/* "any NaN" in an expected list, by format */
#define CVT_NAN16 0xfff10000u /* half */
#define CVT_NANBF 0xfff20000u /* bfloat16 */
#define CVT_NAN32 0xfff30000u /* float */

/* UB from the scalar unit to the vector pipe, and back */
CVT_FN void cvt_to_v(void)
{
    set_flag(PIPE_S, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_S, PIPE_V, EVENT_ID0);
}

CVT_FN void cvt_to_s(void)
{
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
}

/* N elements of SIZE bytes into UB at P, from BITS (then zeros up to
 * TOTAL elements) */
CVT_FN void cvt_put(void *p, unsigned size, const uint32_t *bits, unsigned n, unsigned total)
{
    unsigned i;
    for (i = 0; i < total; i++) {
        uint32_t v = i < n ? bits[i] : 0;
        uint8_t b = (uint8_t)v;
        uint16_t h = (uint16_t)v;
        if (size == 1)
            memcpy((unsigned char *)p + i, &b, 1);
        else if (size == 2)
            memcpy((unsigned char *)p + 2 * i, &h, 2);
        else
            memcpy((unsigned char *)p + 4 * i, &v, 4);
    }
}

/* N elements of SIZE bytes at P against WANT (CVT_NAN*: any NaN) */
CVT_FN void cvt_want(const char *what, const void *p, unsigned size, const uint32_t *want,
                     unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        uint32_t got = 0;
        int ok;
        memcpy(&got, (const unsigned char *)p + i * size, size);
        if (want[i] == CVT_NAN16)
            ok = (got & 0x7c00u) == 0x7c00u && (got & 0x3ffu);
        else if (want[i] == CVT_NANBF)
            ok = (got & 0x7f80u) == 0x7f80u && (got & 0x7fu);
        else if (want[i] == CVT_NAN32)
            ok = (got & 0x7f800000u) == 0x7f800000u && (got & 0x7fffffu);
        else
            ok = got == want[i];
        if (!ok)
            fprintf(stderr, "%s: element %u is 0x%x, want 0x%x\n", what, i, got, want[i]);
    }
}

#endif /* PTOGEN_CVT_TEST_H */
