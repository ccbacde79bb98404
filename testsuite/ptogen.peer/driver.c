/* driver.c - replay one recorded case of pto-isa's CPU simulator on
 * ptogen's host kernel (ptogen.peer/peer.exp).
 *
 *   peer DATAFILE
 *
 * DATAFILE (data/<op>_<dtype>.txt, written by peer/cpu-run) holds the
 * inputs (none for a fill) and pto-isa's outputs as hex bit patterns, one
 * line per row.  peer_call() (generated beside the kernel by peer.exp)
 * runs the kernel on the inputs, in the file's order, into the outputs,
 * in the file's order.  Every output element must have pto-isa's bits
 * (for f16 and f32, any NaN matches any NaN); an "output NAME mask CMP"
 * (a compare's, one per mode) is rows of ceil(cols/8) bytes, compared on
 * the bits of the valid columns; an "output NAME cvt DST ROUND" (a
 * conversion's, one per destination dtype and round value) has DST's
 * elements, and an element written as dashes ("--", "----") is one
 * pto-isa did not record: it is not compared, only counted; an "output
 * NAME view DST" (a bit view's, one per destination dtype) has DST's
 * elements.  An "input NAME row" or "output NAME row" (a per-row tile) is
 * rows lines of one element, an "input NAME col" (a per-col tile) one
 * line of cols elements; an "output NAME colexpanded" (a column
 * reduction's, written on every row) is a full matrix.  An "input NAME
 * narrow N" (a narrow source) is rows lines of N elements, an "output
 * NAME trans" (a per-trans tile) cols lines of rows elements (the vc x M
 * matrix), an "output NAME pairs" (a per-pairs tile, tsort32's) rows
 * lines of cols x 8 / size elements, a value's and an index's bits by
 * turns, and an "input NAME DTYPE" an input of that dtype (tsort32's u32
 * indices).  The words from "args" on of an output line are its op's keys
 * in the spec peer.exp writes (a keyed op: ttri, tci, tfillpad), and a
 * "tilerows N" line that spec's tile rows: both ignored here.
 * The kernel runs twice, into outputs pre-filled with two canaries, so an
 * element it does not write cannot match by chance.
 * Exit status: 0 all match, 1 a mismatch, 2 a bad data file.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void peer_call(void *const *in, void *const *out, uint32_t M);

enum { MAX_IN = 4, MAX_OUT = 64, MAX_ELEMS = 1 << 16 };

struct matrix {
    char name[32], dtype[32];   /* the dtype of the elements ("" for a mask) */
    int size, rows, cols, mask; /* bytes per element, rows, elements per row, packed bits */
    int trans;                  /* a per-trans output: cols rows of rows elements */
    int pairs;                  /* a per-pairs output: rows of cols x 8 / size elements */
    unsigned char *data;
    unsigned char *unrecorded; /* an output's: 1 for an element pto-isa did not record */
};

static struct {
    char op[32], dtype[32], scalar[64];
    int rows, cols, size, nin, nout;
    struct matrix in[MAX_IN], out[MAX_OUT];
} c;

static void bad(const char *file, const char *what)
{
    fprintf(stderr, "peer: %s: %s\n", file, what);
    exit(2);
}

static int dtype_size(const char *dt)
{
    static const char *const names[] = {"i8", "u8", "i16", "u16", "i32", "u32", "f16", "f32"};
    static const int sizes[] = {1, 1, 2, 2, 4, 4, 2, 4};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(dt, names[i]))
            return sizes[i];
    return 0;
}

/* M->rows lines of M->cols hex numbers of M->size bytes each; in an
 * output (UNRECORDED allowed), 2 * M->size dashes for an element
 * pto-isa did not record. */
static void read_matrix(FILE *f, const char *file, struct matrix *m, int unrecorded)
{
    size_t n = (size_t)m->rows * (size_t)m->cols;
    m->data = calloc(n, (size_t)m->size);
    m->unrecorded = calloc(n, 1);
    if (!m->data || !m->unrecorded)
        bad(file, "out of memory");
    for (size_t i = 0; i < n; i++) {
        char word[16], *end;
        if (fscanf(f, "%15s", word) != 1)
            bad(file, "a matrix has too few numbers");
        if (unrecorded && strspn(word, "-") == strlen(word) &&
            strlen(word) == 2u * (size_t)m->size) {
            m->unrecorded[i] = 1;
            continue;
        }
        unsigned long long v = strtoull(word, &end, 16);
        if (*end || end == word || word[0] == '-' || word[0] == '+' || v >> (8 * m->size))
            bad(file, "a matrix has a bad or too large number");
        uint32_t w = (uint32_t)v;
        memcpy(m->data + i * (size_t)m->size, &w, (size_t)m->size); /* little-endian host */
    }
}

static void read_case(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f)
        bad(file, "cannot open");
    char line[512], key[32], name[32];
    int done = 0;
    while (!done && fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%31s", key) != 1)
            bad(file, "empty key");
        if (!strcmp(key, "op") && sscanf(line, "op %31s", c.op) == 1)
            continue;
        if (!strcmp(key, "dtype") && sscanf(line, "dtype %31s", c.dtype) == 1) {
            c.size = dtype_size(c.dtype);
            continue;
        }
        if (!strcmp(key, "rows") && sscanf(line, "rows %d", &c.rows) == 1)
            continue;
        if (!strcmp(key, "cols") && sscanf(line, "cols %d", &c.cols) == 1)
            continue;
        if (!strcmp(key, "scalar") && sscanf(line, "scalar %63s", c.scalar) == 1)
            continue; /* in the spec peer.exp writes; printed with a mismatch */
        if (!strcmp(key, "tilerows"))
            continue; /* in the spec peer.exp writes */
        if (!strcmp(key, "end")) {
            done = 1;
            continue;
        }
        if (!c.size || c.rows <= 0 || c.cols <= 0 || (long)c.rows * c.cols > MAX_ELEMS)
            bad(file, "op, dtype, rows and cols must come first");
        char kind[32] = "", arg[32] = "", round[32] = "", extra[32] = "";
        char *keys = strstr(line, " args ");
        if (keys && !strcmp(key, "output"))
            *keys = '\0'; /* the op's keys, in the spec peer.exp writes */
        int words =
            sscanf(line, "%31s %31s %31s %31s %31s %31s", key, name, kind, arg, round, extra);
        if (words < 2)
            bad(file, "a section needs a name");
        struct matrix *m;
        int is_mask = !strcmp(key, "mask"), is_cvt = !strcmp(kind, "cvt");
        int is_view = !strcmp(kind, "view"), is_row = !strcmp(kind, "row");
        int is_col = !strcmp(kind, "col"), is_trans = !strcmp(kind, "trans");
        int narrow = !strcmp(kind, "narrow") ? atoi(arg) : 0, is_pairs = !strcmp(kind, "pairs");
        int typed = words == 3 && !strcmp(key, "input") && dtype_size(kind); /* "input b u32" */
        if ((!strcmp(key, "input") || is_mask) &&
            (words == 2 || (!is_mask && words == 3 && (is_row || is_col || typed)) ||
             (!is_mask && words == 4 && narrow > 0 && narrow <= c.cols))) {
            if (c.nin == MAX_IN)
                bad(file, "too many inputs");
            m = &c.in[c.nin++];
        } else if (!strcmp(key, "output") &&
                   (words == 2 || (words == 3 && (is_row || is_trans || is_pairs || !strcmp(kind, "colexpanded"))) ||
                    (!strcmp(kind, "mask") && words == 4) ||
                    (is_cvt && words == 5 && dtype_size(arg)) ||
                    (is_view && words == 4 && dtype_size(arg)))) {
            if (c.nout == MAX_OUT)
                bad(file, "too many outputs");
            m = &c.out[c.nout++];
            is_mask = !strcmp(kind, "mask"); /* the mode is in the spec peer.exp writes */
        } else {
            bad(file, "unknown section");
        }
        snprintf(m->name, sizeof m->name, "%s", name);
        /* a conversion's or bit view's elements have its dst's dtype (a
         * conversion's round value is in the spec) */
        snprintf(m->dtype, sizeof m->dtype, "%s",
                 is_mask ? "" : is_cvt || is_view ? arg : typed ? kind : c.dtype);
        m->mask = is_mask;
        m->trans = is_trans;
        m->pairs = is_pairs;
        m->size = is_mask ? 1 : dtype_size(m->dtype);
        m->cols = is_mask ? (c.cols + 7) / 8 : is_row ? 1 : is_trans ? c.rows : narrow ? narrow : c.cols;
        if (is_pairs)
            m->cols = c.cols * 8 / c.size;
        m->rows = is_col ? 1 : is_trans ? c.cols : c.rows;
        read_matrix(f, file, m, !strcmp(key, "output") && !is_mask);
    }
    fclose(f);
    if (!done || !c.nout)
        bad(file, "no 'end' or output");
}

static int is_nan(const struct matrix *m, uint32_t v)
{
    if (!strcmp(m->dtype, "f16"))
        return (v & 0x7fffu) > 0x7c00u;
    if (!strcmp(m->dtype, "f32"))
        return (v & 0x7fffffffu) > 0x7f800000u;
    return 0;
}

/* How many elements output M has: a mask's bits, one a valid column. */
static size_t elems(const struct matrix *m)
{
    return (size_t)m->rows * (m->mask ? (size_t)c.cols : (size_t)m->cols);
}

/* Element I (row-major over rows x cols) of data D of output M: its bits,
 * or for a mask its bit. */
static uint32_t out_elem(const struct matrix *m, const unsigned char *d, size_t i)
{
    uint32_t v = 0;
    if (m->mask) {
        size_t r = i / (size_t)c.cols, col = i % (size_t)c.cols;
        return (uint32_t)(d[r * (size_t)m->cols + col / 8] >> (col % 8)) & 1u;
    }
    memcpy(&v, d + i * (size_t)m->size, (size_t)m->size);
    return v;
}

/* Run the kernel into outputs filled with FILL; count mismatches and,
 * into *COMPARED, the elements compared. */
static int run(int fill, size_t *compared)
{
    void *in[MAX_IN], *out[MAX_OUT];
    for (int i = 0; i < c.nin; i++)
        in[i] = c.in[i].data;
    for (int o = 0; o < c.nout; o++) {
        size_t bytes = (size_t)c.out[o].rows * (size_t)c.out[o].cols * (size_t)c.out[o].size;
        if (!(out[o] = malloc(bytes)))
            exit(2);
        memset(out[o], fill, bytes);
    }
    peer_call(in, out, (uint32_t)c.rows);
    int bad_count = 0;
    for (int o = 0; o < c.nout; o++) {
        const struct matrix *m = &c.out[o];
        for (size_t i = 0; i < elems(m); i++) {
            if (!m->mask && m->unrecorded[i])
                continue;
            ++*compared;
            uint32_t got = out_elem(m, out[o], i), want = out_elem(m, m->data, i);
            if (got == want || (is_nan(m, got) && is_nan(m, want)))
                continue;
            if (++bad_count <= 10) {
                const size_t w = m->mask ? (size_t)c.cols : (size_t)m->cols;
                /* the input element a per-trans output's (c, r) comes from is (r, c) */
                /* a pair's: its block's first column (sorted, so no more than that) */
                const size_t r = m->trans ? i % w : i / w,
                             col = m->trans ? i / w
                                   : m->pairs ? i % w * (size_t)m->size / 8 / 32 * 32
                                              : i % w;
                printf("peer: %s %s: %s[%zu][%zu] = 0x%lx, pto-isa has 0x%lx; inputs", c.op,
                       c.dtype, m->name, i / w, i % w, (unsigned long)got, (unsigned long)want);
                for (int k = 0; k < c.nin; k++) {
                    /* the input element at (r, col): a per-row one's
                     * row, a per-col one's column, a mask's byte; of a
                     * row reduction, the row's first */
                    const struct matrix *in_m = &c.in[k];
                    uint32_t v = 0;
                    size_t j = in_m->rows == 1   ? col
                               : in_m->cols == 1 ? r
                               : in_m->mask      ? r * (size_t)in_m->cols + col / 8
                                                 : r * (size_t)in_m->cols + col;
                    if (in_m->rows != 1 && in_m->cols != 1 && !in_m->mask && col >= (size_t)in_m->cols) {
                        printf(" %s=pad", in_m->name); /* past a narrow input's columns */
                        continue;
                    }
                    memcpy(&v, in_m->data + j * (size_t)in_m->size, (size_t)in_m->size);
                    printf(" %s=0x%lx", in_m->name, (unsigned long)v);
                }
                if (c.scalar[0])
                    printf(" scalar=%s", c.scalar);
                putchar('\n');
            }
        }
        free(out[o]);
    }
    return bad_count;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: peer DATAFILE\n", stderr);
        return 2;
    }
    read_case(argv[1]);
    size_t compared = 0, again = 0;
    int mismatches = run(0xa5, &compared) + run(0x5a, &again);
    size_t unrecorded = 0;
    for (int o = 0; o < c.nout; o++)
        unrecorded += elems(&c.out[o]);
    unrecorded -= compared;
    if (mismatches) {
        printf("peer: %s %s: %d mismatches\n", c.op, c.dtype, mismatches);
        return 1;
    }
    printf("peer: %s %s: %zu of %zu elements match pto-isa", c.op, c.dtype, compared, compared);
    if (unrecorded)
        printf(", %zu not recorded", unrecorded);
    putchar('\n');
    return 0;
}
