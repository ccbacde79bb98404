/* harness.h - the part of every `ptogen --harness` driver that is the same
 * for every spec: the cases, the input data, the guard zones and canaries,
 * the comparisons, the float64 checks and main().
 *
 * The generated harness.c includes it last, after what depends on its
 * spec, which this file uses:
 *
 *   pgr_run_fn, pgr_run_host   a target run: the kernel on io, M, params
 *   pgr_devices[]              the device targets to compare with host;
 *                              a bounded one only with the float64
 *                              evaluation (PGR_VALUE_CASES)
 *   PGR_K_*, pgr_io[], PGR_NIO the inputs, then the outputs
 *   pgr_param_kinds[], PGR_NPARAMS
 *   PGR_VROWS, PGR_VCOLS       the kernel's valid tile shape
 *   PGR_VALUE_CASES            1 with the spec's 'tolerance'; then also
 *   pgr_ref64(), pgr_tol_rel, pgr_tol_abs, pgr_pv64[] and the f16/bf16
 *   conversions: the float64 evaluation of the ops
 *
 * `make install` puts it beside the simulators (share/ptogen/sim): a
 * harness compiles with them on the include path.
 */
#ifndef PTOGEN_SIM_HARNESS_H
#define PTOGEN_SIM_HARNESS_H

/* The elements from one row of I/O J to the next in global memory: its
 * valid row, its literal 'stride', or the value in PV of its stride
 * param. */
static size_t pgr_pitch(int j, const double *pv)
{
    return pgr_io[j].pitch_param >= 0 ? (size_t)pv[pgr_io[j].pitch_param] : pgr_io[j].pitch;
}

/* The bytes of I/O J for M rows. */
static size_t pgr_bytes(int j, uint32_t M, const double *pv)
{
    return (pgr_io[j].per_col ? 1u : (size_t)M) * pgr_pitch(j, pv) * (size_t)pgr_io[j].size;
}

/* Element I of I/O J lies in a gap between two rows, past a valid row. */
static int pgr_in_gap(int j, size_t i, const double *pv)
{
    return i % pgr_pitch(j, pv) >= pgr_io[j].row;
}

/* Each stride param in PV: the longest row it spaces plus GAP elements
 * (0: rows back to back). */
static void pgr_set_pitches(double *pv, size_t gap)
{
    for (int j = 0; j < PGR_NIO; j++)
        if (pgr_io[j].pitch_param >= 0)
            pv[pgr_io[j].pitch_param] = 0.0;
    for (int j = 0; j < PGR_NIO; j++) {
        const int p = pgr_io[j].pitch_param;
        if (p >= 0 && pv[p] < (double)(pgr_io[j].row + gap))
            pv[p] = (double)(pgr_io[j].row + gap);
    }
}
enum { PGR_GUARD = 256 /* bytes before and after every buffer */ };
/* Rows enough for 65536 elements per input: the sweep case numbers the
 * elements of every integer input (pgr_fill), so each 16-bit value, a
 * shift count among them, meets every target at least once. */
enum { PGR_SWEEP_M = (65536 + PGR_VCOLS - 1) / PGR_VCOLS };
/* M rows on so many cores: empty, partial and full tiles, M not a
 * multiple of the tile rows.  One core walking five tiles comes early:
 * it reuses the double buffers, so a missing wait shows as the hazard it
 * causes before any run ends with unbalanced flags.  Last the sweep. */
static const uint32_t pgr_cases[][3] = {/* M, cores, sweep */
                                        {0, 1, 0},
                                        {5 * PGR_VROWS + 3, 1, 0},
                                        {1, 1, 0},
                                        {PGR_VROWS - 1, 1, 0},
                                        {PGR_VROWS, 1, 0},
                                        {PGR_VROWS + 1, 2, 0},
                                        {2 * PGR_VROWS, 2, 0},
                                        {3 * PGR_VROWS + 5, 3, 0},
                                        {7 * PGR_VROWS - 1, 4, 0},
                                        {PGR_SWEEP_M, 3, 1}};

static uint32_t pgr_next(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return (*s >> 16) | (*s << 16);
}

/* Edge values by kind, as bit patterns; integer ones are truncated to the
 * element size, which makes them 0, 1, -1, MIN, MAX, MIN + 1, MAX - 1 and
 * the shift counts W - 1, W, W + 1 and > 2W of every width. */
static uint32_t pgr_edge(int kind, int size, uint32_t i)
{
    static const uint32_t f16[] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe01,
                                   0x7bff, 0xfbff, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3555, 0x5bff};
    static const uint32_t bf16[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc1,
                                    0x7f7f, 0xff7f, 0x0001, 0x8001, 0x007f, 0x0080, 0x3eab, 0x477f};
    static const uint32_t f32[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000,
                                   0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001,
                                   0x7f7fffff, 0xff7fffff, 0x00000001, 0x80800000,
                                   0x477fe000, 0x477ff000, 0x3eaaaaab, 0x33800000};
    const uint32_t w = 8u * (uint32_t)size;
    const uint32_t ints[] = {0,
                             1,
                             0xffffffffu,
                             1u << (w - 1),
                             (1u << (w - 1)) - 1u,
                             (1u << (w - 1)) + 1u,
                             (1u << (w - 1)) - 2u,
                             2,
                             w - 1u,
                             w,
                             w + 1u,
                             2u * w + 3u,
                             0x55555555u,
                             0xaaaaaaaau,
                             0xfffffffeu,
                             0x7fu};
    switch (kind) {
    case PGR_K_F16:
        return f16[i % 16u];
    case PGR_K_BF16:
        return bf16[i % 16u];
    case PGR_K_F32:
        return f32[i % 16u];
    default:
        return ints[i % 16u];
    }
}

/* N elements of KIND: every third one an edge value, the rest random bits
 * (floats: mostly small numbers, so arithmetic results stay finite).  A
 * SWEEP (odd) makes integers their index times SWEEP instead: each input
 * its own odd multiplier, so element i of two inputs differ while each
 * still takes every value mod 2^16 over 65536 elements. */
static void pgr_fill(unsigned char *p, size_t n, int kind, int size, uint32_t seed, uint32_t sweep)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t r = pgr_next(&seed), v;
        if (sweep && (kind == PGR_K_SINT || kind == PGR_K_UINT))
            v = (uint32_t)i * sweep;
        else if (i % 3 == 0 && kind != PGR_K_MASK)
            v = pgr_edge(kind, size, (uint32_t)(i / 3));
        else if (kind == PGR_K_F16)
            v = (r & 0x8000u) | (0x3000u + (r & 0x0fffu));
        else if (kind == PGR_K_BF16)
            v = (r & 0x8000u) | (0x3e00u + (r & 0x03ffu));
        else if (kind == PGR_K_F32)
            v = (r & 0x80000000u) | (0x3e000000u + (r & 0x01ffffffu));
        else
            v = r;
        memcpy(p + i * (size_t)size, &v, (size_t)size); /* little-endian host */
    }
}

static int pgr_is_nan(int kind, uint32_t v)
{
    switch (kind) {
    case PGR_K_F16:
        return (v & 0x7fffu) > 0x7c00u;
    case PGR_K_BF16:
        return (v & 0x7fffu) > 0x7f80u;
    case PGR_K_F32:
        return (v & 0x7fffffffu) > 0x7f800000u;
    default:
        return 0;
    }
}

static double pgr_param_value(int kind, unsigned c)
{
    static const double sint[] = {3, -1, 0, 127, -128, 7}, uint[] = {3, 1, 0, 255, 128, 7},
                        flt[] = {0.75, -1.5, 0.0, 3.0e-5, -2.0, 1.0};
    return kind == PGR_K_F32 ? flt[c % 6u] : kind == PGR_K_UINT ? uint[c % 6u] : sint[c % 6u];
}

/* A buffer with a guard zone on each side, all set to FILL. */
static unsigned char *pgr_alloc(size_t bytes, int fill)
{
    unsigned char *p = malloc(bytes + 2 * PGR_GUARD);
    if (!p) {
        fputs("harness: out of memory\n", stderr);
        exit(2);
    }
    memset(p, fill, bytes + 2 * PGR_GUARD);
    return p + PGR_GUARD;
}

static int pgr_guards_ok(const unsigned char *p, size_t bytes, int fill)
{
    for (size_t i = 1; i <= PGR_GUARD; i++)
        if (p[-(ptrdiff_t)i] != (unsigned char)fill || p[bytes + i - 1] != (unsigned char)fill)
            return 0;
    return 1;
}

static int failures;

static void pgr_fail(const char *target, uint32_t M, uint32_t cores, const char *fmt, ...)
{
    if (++failures <= 20) {
        va_list ap;
        va_start(ap, fmt);
        printf("harness: %s, M=%u, %u cores: ", target, (unsigned)M, (unsigned)cores);
        vprintf(fmt, ap);
        putchar('\n');
        va_end(ap);
    }
}

#if PGR_VALUE_CASES
/* M rows on so many cores: a partial last tile, one row, whole tiles */
static const uint32_t pgr_value_cases[][2] = {{3 * PGR_VROWS + 5, 2}, {1, 1}, {4 * PGR_VROWS, 3}};

static double pgr_worst;      /* the largest |got - ref| / bound seen */
static char pgr_worst_at[96]; /* where */

/* A value in [-1, 1), from the generator. */
static double pgr_unit(uint32_t *s)
{
    return (double)(int32_t)pgr_next(s) / 2147483648.0;
}

/* N values of float KIND for the float64 cases, rows of ROW elements:
 * row r of input J is small (|x| < 4) when (r + J) % 4 is 0, offset by
 * +200 (where exp overflows even f32 without the max subtraction) when
 * 1, constant when 2 (a multiple of 1/8, so its sums are exact), wide
 * (|x| < 30) when 3; a per-col input holds weights in [-2, 2). */
static void pgr_fill_values(unsigned char *p, size_t n, size_t row, int kind, uint32_t seed,
                            unsigned j, int per_col)
{
    double konst = 0.0;
    for (size_t i = 0; i < n; i++) {
        const unsigned cls = per_col ? 4u : (unsigned)((i / row + j) % 4u);
        if (i % row == 0)
            konst = (double)(int)(pgr_unit(&seed) * 32.0) / 8.0;
        const double u = pgr_unit(&seed);
        const double v = cls == 0   ? 4.0 * u
                         : cls == 1 ? 200.0 + 4.0 * u
                         : cls == 2 ? konst
                         : cls == 3 ? 30.0 * u
                                    : 2.0 * u;
        if (kind == PGR_K_F32) {
            const float f = (float)v;
            memcpy(p + 4 * i, &f, 4);
        } else {
            const uint16_t h =
                kind == PGR_K_F16 ? pgr_f16_from_f32((float)v) : pgr_bf16_from_f32((float)v);
            memcpy(p + 2 * i, &h, 2);
        }
    }
}

/* Output J of TARGET against the float64 evaluation R64: each element
 * within abs + rel * |ref| of it; NaN only where the reference is NaN, an
 * infinity only where it is the same infinity. */
static void pgr_check64(const char *target, uint32_t M, uint32_t cores, int j,
                        const unsigned char *got, const double *r64, const double *pv)
{
    const int kind = pgr_io[j].kind, size = pgr_io[j].size;
    const size_t n = pgr_bytes(j, M, pv) / (size_t)size;
    for (size_t i = 0; i < n; i++) {
        double g;
        if (pgr_in_gap(j, i, pv))
            continue;
        if (kind == PGR_K_F32) {
            float f;
            memcpy(&f, got + 4 * i, 4);
            g = f;
        } else {
            uint16_t h;
            memcpy(&h, got + 2 * i, 2);
            g = kind == PGR_K_F16 ? pgr_f16_to_f32(h) : pgr_bf16_to_f32(h);
        }
        const double r = r64[i], bound = pgr_tol_abs + pgr_tol_rel * fabs(r);
        const int ok = r != r ? g != g : isinf(r) ? g == r : fabs(g - r) <= bound;
        /* every element, failing ones too: a NaN or infinity where the
         * reference has none (or another) is infinitely far off */
        const double err = ok ? (bound > 0 ? fabs(g - r) / bound : 0.0)
                           : r != r || g != g || isinf(r) || isinf(g) || bound <= 0
                               ? INFINITY
                               : fabs(g - r) / bound;
        if (err > pgr_worst) {
            pgr_worst = err;
            snprintf(pgr_worst_at, sizeof pgr_worst_at, "%s[%zu] on %s, M=%u", pgr_io[j].name, i,
                     target, (unsigned)M);
        }
        if (!ok)
            pgr_fail(target, M, cores, "%s[%zu] = %.9g, float64 reference %.17g (bound %.3g)",
                     pgr_io[j].name, i, g, r, bound);
    }
}
#endif

enum { PGR_CYCLES_K1 = 8, PGR_CYCLES_K2 = 16 };

/* The modeled cycles of device D on one core for M rows (outputs ignored). */
static double pgr_cycles(size_t d, uint32_t M)
{
    unsigned char *io[PGR_NIO];
    double pv[PGR_NPARAMS + 1] = {0}, cycles;
    for (int j = 0; j < PGR_NPARAMS; j++)
        pv[j] = pgr_param_value(pgr_param_kinds[j], (unsigned)j);
    pgr_set_pitches(pv, 0);
    for (int j = 0; j < PGR_NIO; j++) {
        size_t bytes = pgr_bytes(j, M, pv);
        io[j] = pgr_alloc(bytes, 0xa5);
        if (!pgr_io[j].out)
            pgr_fill(io[j], bytes / (size_t)pgr_io[j].size, pgr_io[j].kind, pgr_io[j].size,
                     0x9e3779b9u * (uint32_t)(j + 1), 0);
    }
    cycles = pgr_devices[d].run((void *const *)io, M, pv, 1);
    for (int j = 0; j < PGR_NIO; j++)
        free(io[j] - PGR_GUARD);
    return cycles;
}

static int pgr_cycles_report(void)
{
    for (size_t d = 0; d < sizeof pgr_devices / sizeof pgr_devices[0]; d++) {
        const double t1 = pgr_cycles(d, PGR_CYCLES_K1 * PGR_VROWS);
        const double t2 = pgr_cycles(d, PGR_CYCLES_K2 * PGR_VROWS);
        printf("harness: %s cycles per tile %.1f (%d tiles %.1f, %d tiles %.1f)\n",
               pgr_devices[d].name, (t2 - t1) / (PGR_CYCLES_K2 - PGR_CYCLES_K1), PGR_CYCLES_K1, t1,
               PGR_CYCLES_K2, t2);
    }
    return 0;
}

static double pgr_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Host throughput for make bench: the host kernel over data four times the
 * last-level cache (64 MiB if unknown, at most 1 GiB of inputs and
 * outputs; $PGR_BENCH_MIB MiB when set, for a machine that reports a cache
 * it does not have), against memcpy of the inputs' bytes in the same run;
 * GB/s as bytes read plus bytes written over the best of three runs. */
static int pgr_host_bench(void)
{
    size_t row = 0, in_row = 0, total = (size_t)64 << 20;
#ifdef _SC_LEVEL3_CACHE_SIZE
    long llc = sysconf(_SC_LEVEL3_CACHE_SIZE);
    if (llc > 0)
        total = 4 * (size_t)llc;
#endif
    if (total > (size_t)1 << 30)
        total = (size_t)1 << 30;
    const char *mib = getenv("PGR_BENCH_MIB");
    if (mib && atoi(mib) > 0 && atoi(mib) <= 1024)
        total = (size_t)atoi(mib) << 20;
    for (int j = 0; j < PGR_NIO; j++) {
        if (pgr_io[j].per_col)
            continue; /* a fixed row, not M of them */
        row += pgr_io[j].row * (size_t)pgr_io[j].size;
        if (!pgr_io[j].out)
            in_row += pgr_io[j].row * (size_t)pgr_io[j].size;
    }
    const uint32_t M = (uint32_t)(total / row);
    unsigned char *io[PGR_NIO], *src, *dst;
    double pv[PGR_NPARAMS + 1] = {0}, best_k = 1e30, best_m = 1e30;
    for (int j = 0; j < PGR_NPARAMS; j++)
        pv[j] = pgr_param_value(pgr_param_kinds[j], (unsigned)j);
    pgr_set_pitches(pv, 0);
    for (int j = 0; j < PGR_NIO; j++) {
        size_t bytes = pgr_bytes(j, M, pv);
        io[j] = pgr_alloc(bytes, 0);
        if (!pgr_io[j].out)
            pgr_fill(io[j], bytes / (size_t)pgr_io[j].size, pgr_io[j].kind, pgr_io[j].size,
                     0x9e3779b9u * (uint32_t)(j + 1), 0);
    }
    src = pgr_alloc((size_t)M * in_row, 1);
    dst = pgr_alloc((size_t)M * in_row, 0);
    for (int r = 0; r < 3; r++) {
        double t0 = pgr_seconds();
        pgr_run_host((void *const *)io, M, pv, 1);
        double t1 = pgr_seconds();
        memcpy(dst, src, (size_t)M * in_row);
        double t2 = pgr_seconds();
        if (t1 - t0 < best_k)
            best_k = t1 - t0;
        if (t2 - t1 < best_m)
            best_m = t2 - t1;
    }
    printf("harness: host %.2f GB/s, memcpy %.2f GB/s (%zu MiB, checksum %u)\n",
           (double)M * (double)row / best_k / 1e9, 2.0 * (double)M * (double)in_row / best_m / 1e9,
           ((size_t)M * row) >> 20, (unsigned)dst[(size_t)M * in_row / 2]);
    for (int j = 0; j < PGR_NIO; j++)
        free(io[j] - PGR_GUARD);
    free(src - PGR_GUARD);
    free(dst - PGR_GUARD);
    return 0;
}

/* Output J of run TARGET: the gaps between its rows still hold FILL, the
 * canary the buffer was filled with (a kernel writes each row's valid
 * part only). */
static void pgr_check_gaps(const char *target, uint32_t M, uint32_t cores, int j,
                           const unsigned char *got, const double *pv, int fill)
{
    const size_t size = (size_t)pgr_io[j].size, n = pgr_bytes(j, M, pv) / size;
    for (size_t i = 0; i < n; i++) {
        if (!pgr_in_gap(j, i, pv))
            continue;
        for (size_t b = 0; b < size; b++)
            if (got[i * size + b] != (unsigned char)fill) {
                pgr_fail(target, M, cores, "%s[%zu] lies between two rows but was written",
                         pgr_io[j].name, i);
                break;
            }
    }
}

/* Output J of device run TARGET against the host's REF (bit for bit, any
 * NaN matching any NaN; not for a BOUNDED device, whose documented order
 * differs from host's) and, in a float64 case, against R64. */
static void pgr_compare(const char *target, uint32_t M, uint32_t cores, int j,
                        const unsigned char *got, const unsigned char *ref, const double *r64,
                        const double *pv, int bounded)
{
    const int kind = pgr_io[j].kind, size = pgr_io[j].size;
    const size_t n = bounded ? 0 : pgr_bytes(j, M, pv) / (size_t)size;
    for (size_t i = 0; i < n; i++) {
        uint32_t g = 0, want = 0;
        if (pgr_in_gap(j, i, pv))
            continue;
        memcpy(&g, got + i * (size_t)size, (size_t)size);
        memcpy(&want, ref + i * (size_t)size, (size_t)size);
        if (g != want && !(pgr_is_nan(kind, g) && pgr_is_nan(kind, want)))
            pgr_fail(target, M, cores, "%s[%zu] = 0x%lx, host has 0x%lx", pgr_io[j].name, i,
                     (unsigned long)g, (unsigned long)want);
    }
#if PGR_VALUE_CASES
    if (r64)
        pgr_check64(target, M, cores, j, got, r64, pv);
#else
    (void)r64;
#endif
}

/* With a stride param, the host kernel again on the inputs' valid rows
 * laid back to back (every stride param at its row's length; a literal
 * stride stays) must give the same valid rows as at the case's pitch in
 * REF: a pitch moves rows and never changes a value. */
static void pgr_check_dense(uint32_t M, unsigned char *const *ref, const double *pv)
{
    unsigned char *dense[PGR_NIO];
    double dpv[PGR_NPARAMS + 1];
    int any = 0;
    for (int j = 0; j < PGR_NIO; j++)
        any |= pgr_io[j].pitch_param >= 0;
    if (!any)
        return;
    memcpy(dpv, pv, sizeof dpv);
    pgr_set_pitches(dpv, 0);
    for (int j = 0; j < PGR_NIO; j++) {
        const size_t rows = pgr_io[j].per_col ? 1u : M, len = pgr_io[j].row * pgr_io[j].size;
        dense[j] = pgr_alloc(pgr_bytes(j, M, dpv), 0xa5);
        for (size_t r = 0; r < rows && !pgr_io[j].out; r++)
            memcpy(dense[j] + r * pgr_pitch(j, dpv) * pgr_io[j].size,
                   ref[j] + r * pgr_pitch(j, pv) * pgr_io[j].size, len);
    }
    pgr_run_host((void *const *)dense, M, dpv, 1);
    for (int j = 0; j < PGR_NIO; j++) {
        const size_t rows = pgr_io[j].per_col ? 1u : M, len = pgr_io[j].row * pgr_io[j].size;
        for (size_t r = 0; r < rows && pgr_io[j].out; r++)
            if (memcmp(dense[j] + r * pgr_pitch(j, dpv) * pgr_io[j].size,
                       ref[j] + r * pgr_pitch(j, pv) * pgr_io[j].size, len)) {
                pgr_fail("host", M, 1, "row %zu of '%s' differs between pitch %zu and dense rows",
                         r, pgr_io[j].name, pgr_pitch(j, pv));
                break;
            }
        free(dense[j] - PGR_GUARD);
    }
}

/* Case C: inputs for M rows (edge values and random bits, the float64
 * cases' values with VALUES), host once, every device twice into
 * canary-filled outputs, each output compared with host. */
static void pgr_case(unsigned c, uint32_t M, uint32_t cores, uint32_t sweep, int values)
{
    unsigned char *ref[PGR_NIO], *copy[PGR_NIO];
    double *r64[PGR_NIO];
    size_t bytes[PGR_NIO];
    double pv[PGR_NPARAMS + 1] = {0};
    for (int j = 0; j < PGR_NPARAMS; j++)
        pv[j] = pgr_param_value(pgr_param_kinds[j], c + (unsigned)j);
#if PGR_VALUE_CASES
    for (int j = 0; values && j < PGR_NPARAMS; j++)
        pv[j] = pgr_pv64[j];
#endif
    /* gaps of 1, 8 and 15 elements: rows starting anywhere in a block */
    pgr_set_pitches(pv, 1u + 7u * (c % 3u));
    for (int j = 0; j < PGR_NIO; j++) {
        bytes[j] = pgr_bytes(j, M, pv);
        ref[j] = pgr_alloc(bytes[j], 0xa5);
        copy[j] = NULL;
        r64[j] = NULL;
        if (pgr_io[j].out) {
            if (values)
                r64[j] = calloc(bytes[j] / (size_t)pgr_io[j].size + 1, sizeof(double));
            continue;
        }
        const size_t n = bytes[j] / (size_t)pgr_io[j].size;
        const uint32_t seed = 0x9e3779b9u * (uint32_t)(j + 1) + c;
        pgr_fill(ref[j], n, pgr_io[j].kind, pgr_io[j].size, seed,
                 sweep ? 2u * (uint32_t)j + 1u : 0u);
#if PGR_VALUE_CASES
        if (values)
            pgr_fill_values(ref[j], n, pgr_pitch(j, pv), pgr_io[j].kind, seed, (unsigned)j,
                            pgr_io[j].per_col);
#endif
        copy[j] = pgr_alloc(bytes[j], 0xa5);
        memcpy(copy[j], ref[j], bytes[j]);
    }
    pgr_run_host((void *const *)ref, M, pv, 1);
    for (int j = 0; j < PGR_NIO; j++)
        if (pgr_io[j].out)
            pgr_check_gaps("host", M, 1, j, ref[j], pv, 0xa5);
    pgr_check_dense(M, ref, pv);
#if PGR_VALUE_CASES
    if (values) {
        pgr_ref64((void *const *)ref, r64, M, pv);
        for (int j = 0; j < PGR_NIO; j++)
            if (pgr_io[j].out)
                pgr_check64("host", M, 1, j, ref[j], r64[j], pv);
    }
#endif
    for (size_t d = 0; d < sizeof pgr_devices / sizeof pgr_devices[0]; d++) {
        static const int fills[] = {0xa5, 0x5a};
        for (int f = 0; f < 2; f++) {
            const int fill = fills[f];
            unsigned char *io[PGR_NIO];
            for (int j = 0; j < PGR_NIO; j++) {
                io[j] = ref[j];
                if (pgr_io[j].out)
                    io[j] = pgr_alloc(bytes[j], fill);
            }
            pgr_devices[d].run((void *const *)io, M, pv, cores);
            for (int j = 0; j < PGR_NIO; j++) {
                const char *t = pgr_devices[d].name;
                if (!pgr_io[j].out) {
                    if (memcmp(ref[j], copy[j], bytes[j]) || !pgr_guards_ok(ref[j], bytes[j], 0xa5))
                        pgr_fail(t, M, cores, "input '%s' was modified", pgr_io[j].name);
                    continue;
                }
                if (!pgr_guards_ok(io[j], bytes[j], fill))
                    pgr_fail(t, M, cores, "'%s' written outside its %zu bytes", pgr_io[j].name,
                             bytes[j]);
                pgr_check_gaps(t, M, cores, j, io[j], pv, fill);
                pgr_compare(t, M, cores, j, io[j], ref[j], r64[j], pv, pgr_devices[d].bounded);
                free(io[j] - PGR_GUARD);
            }
        }
    }
    for (int j = 0; j < PGR_NIO; j++) {
        free(ref[j] - PGR_GUARD);
        if (copy[j])
            free(copy[j] - PGR_GUARD);
        free(r64[j]);
    }
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "--cycles"))
        return pgr_cycles_report();
    if (argc == 2 && !strcmp(argv[1], "--host-bench"))
        return pgr_host_bench();
    if (argc != 1) {
        fputs("usage: harness [--cycles | --host-bench]\n", stderr);
        return 2;
    }
    unsigned c = 0, ncases;
    for (; c < sizeof pgr_cases / sizeof pgr_cases[0]; c++)
        pgr_case(c, pgr_cases[c][0], pgr_cases[c][1], pgr_cases[c][2], 0);
    ncases = c;
#if PGR_VALUE_CASES
    for (unsigned v = 0; v < sizeof pgr_value_cases / sizeof pgr_value_cases[0]; v++)
        pgr_case(c + v, pgr_value_cases[v][0], pgr_value_cases[v][1], 0, 1);
    ncases += (unsigned)(sizeof pgr_value_cases / sizeof pgr_value_cases[0]);
    printf("harness: float64 reference: worst error %.3g of the bound (%s)\n", pgr_worst,
           pgr_worst_at);
#endif
    if (failures) {
        printf("harness: %d mismatches in %u cases\n", failures, ncases);
        return 1;
    }
    /* which runs were compared: host with every device the file drives
     * (host with a second host run when it drives none) */
    printf("harness: all targets agree: host");
    for (size_t d = 0; d < sizeof pgr_devices / sizeof pgr_devices[0]; d++)
        printf(", %s%s", pgr_devices[d].name,
               pgr_devices[d].bounded                 ? " (within the float64 bound only)"
               : strcmp(pgr_devices[d].name, "host") ? ""
                                                      : " (a second run)");
    printf(" on %u cases\n", ncases);
    return 0;
}

#endif
