/* diag.c - GNU-style diagnostics with a source line and a caret (diag_).
 *
 * Messages go to stderr as "file:line:col: error: message".  When the
 * file's text was registered with diag_source(), the offending line follows,
 * indented by one space, and a caret line under the column:
 *
 *     specs/foo.yaml:7:4: error: unknown key 'dtyp' in tile 'a' (did you mean 'dtype'?)
 *      a: {dtyp: i16}
 *         ^
 *
 * Columns count characters (as libyaml's marks do), not bytes.  Errors are
 * counted; the DIAG_MAX_ERRORS-th one ends the run.
 *
 * Phases find problems in their own order (all tiles, then all ops, then
 * the data flow), so messages are held back and printed sorted by
 * location: file, line, column, then the order they came in.  A note
 * stays right after the error or warning before it.  Messages without a
 * location come first.  They are printed by diag_flush(), at exit (also
 * after diag_fatal and diag_bug), and when the error cap is reached.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    const char *file, *text;
    size_t len;
    const char *last; /* start of line last_line, where show_line last was */
    int last_line;
} source;

static int nerrors;

void diag_source(const char *file, const char *text, size_t len)
{
    source.file = file;
    source.text = text;
    source.len = len;
    source.last = NULL;
}

void diag_fputs(const char *s, FILE *f)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c < 0x20 || c == 0x7F)
            fprintf(f, "\\x%02x", c);
        else
            fputc(c, f);
    }
}

/* Bytes of the UTF-8 character that starts at S (at most N); 1 for a
 * stray byte, so a bad file still gets a caret. */
static size_t char_len(const char *s, size_t n)
{
    unsigned char c = (unsigned char)s[0];
    size_t len = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (len > n)
        return 1;
    for (size_t i = 1; i < len; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            return 1;
    return len;
}

/* Print line AT.line of the registered source and a caret under AT.col. */
static void show_line(struct loc at)
{
    if (!source.text || !at.file || strcmp(at.file, source.file) || at.line <= 0)
        return;
    /* diagnostics mostly come in file order: start from the last line */
    const char *s = source.text, *end = source.text + source.len;
    int l = 1;
    if (source.last && source.last_line <= at.line)
        s = source.last, l = source.last_line;
    for (; l < at.line; l++) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        if (!nl)
            return;
        s = nl + 1;
    }
    source.last = s;
    source.last_line = at.line;
    const char *eol = memchr(s, '\n', (size_t)(end - s));
    size_t n = eol ? (size_t)(eol - s) : (size_t)(end - s);
    if (n > 0 && s[n - 1] == '\r')
        n--;
    /* the line as diag_fputs prints text (control characters escaped;
     * tabs stay tabs so the caret lines up with the text above) */
    fputc(' ', stderr);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && c != '\t') || c == 0x7F)
            fprintf(stderr, "\\x%02x", c);
        else
            fputc(c, stderr);
    }
    fputs("\n ", stderr);
    size_t i = 0;
    for (int c = 1; c < at.col && i < n; c++) {
        unsigned char ch = (unsigned char)s[i];
        fputs(ch == '\t' ? "\t" : (ch < 0x20 || ch == 0x7F) ? "    " : " ", stderr);
        i += char_len(s + i, n - i);
    }
    fputs("^\n", stderr);
}

/* ---- held-back messages ---------------------------------------------- */

struct held {
    const char *kind; /* "error", "warning", "note" */
    struct loc at;
    char *text;
    struct loc lead_at; /* the error or warning this belongs to (itself, */
    size_t lead;        /* or the one before a note): where, and its seq */
    size_t seq;         /* arrival order */
};

static struct {
    struct held *v;
    size_t n, cap;
    struct loc lead_at; /* the last error or warning */
    size_t lead;
    int quiet; /* drop messages instead of printing them */
    int atexit_done;
} held;

static void flush_at_exit(void)
{
    diag_flush();
}

static void hold(const char *kind, struct loc at, const char *fmt, va_list ap)
{
    if (!held.atexit_done) {
        atexit(flush_at_exit);
        held.atexit_done = 1;
    }
    if (held.n == held.cap) {
        held.cap = held.cap ? 2 * held.cap : 32;
        held.v = xrealloc(held.v, held.cap * sizeof *held.v);
    }
    va_list aq;
    va_copy(aq, ap);
    int len = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    char *text = xmalloc(len > 0 ? (size_t)len + 1 : 1);
    vsnprintf(text, len > 0 ? (size_t)len + 1 : 1, fmt, ap);
    if (strcmp(kind, "note") || held.n == 0) {
        held.lead = held.n;
        held.lead_at = at;
    }
    held.v[held.n] = (struct held){kind, at, text, held.lead_at, held.lead, held.n};
    held.n++;
}

static int loc_cmp(struct loc a, struct loc b)
{
    if (!a.file || !b.file)
        return !!a.file - !!b.file; /* no location first */
    int c = strcmp(a.file, b.file);
    if (c)
        return c;
    if (a.line != b.line)
        return a.line < b.line ? -1 : 1;
    return (a.col > b.col) - (a.col < b.col);
}

/* By the location of the error a message belongs to, then by arrival:
 * a note follows its error, and equal locations keep their order. */
static int held_cmp(const void *pa, const void *pb)
{
    const struct held *a = pa, *b = pb;
    int c = loc_cmp(a->lead_at, b->lead_at);
    if (c)
        return c;
    if (a->lead != b->lead)
        return a->lead < b->lead ? -1 : 1;
    return (a->seq > b->seq) - (a->seq < b->seq);
}

static void print(const struct held *h)
{
    struct loc at = h->at;
    if (at.file) {
        diag_fputs(at.file, stderr);
        if (at.line > 0)
            fprintf(stderr, ":%d:%d", at.line, at.col > 0 ? at.col : 1);
        fprintf(stderr, ": %s: ", h->kind);
    } else {
        fprintf(stderr, "ptogen: %s: ", h->kind);
    }
    diag_fputs(h->text, stderr);
    fputc('\n', stderr);
    show_line(at);
}

/* Print (unless quiet) and drop the held messages, sorted.  Returns the
 * location of the last error printed. */
static struct loc flush(void)
{
    struct loc last = {0};
    if (held.n > 1)
        qsort(held.v, held.n, sizeof *held.v, held_cmp);
    for (size_t i = 0; i < held.n; i++) {
        if (!held.quiet)
            print(&held.v[i]);
        if (!strcmp(held.v[i].kind, "error"))
            last = held.v[i].at;
        free(held.v[i].text);
    }
    held.n = 0;
    if (!held.quiet)
        fflush(stderr);
    return last;
}

void diag_flush(void)
{
    flush();
}

void diag_reset(int quiet)
{
    held.quiet = 1;
    flush();
    held.quiet = quiet;
    free(held.v);
    held.v = NULL;
    held.cap = 0;
    nerrors = 0;
    source.file = source.text = NULL;
    source.len = 0;
    source.last = NULL;
}

void diag_error(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hold("error", at, fmt, ap);
    va_end(ap);
    if (++nerrors >= DIAG_MAX_ERRORS) {
        /* located like the last error printed, so a test can expect it */
        struct loc last = flush();
        if (!held.quiet) {
            if (last.file && last.line > 0) {
                diag_fputs(last.file, stderr);
                fprintf(stderr, ":%d:%d: ", last.line, last.col > 0 ? last.col : 1);
            } else
                fputs("ptogen: ", stderr);
            fprintf(stderr, "note: too many errors (%d), stopping\n", nerrors);
        }
        exit(1);
    }
}

void diag_warning(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hold("warning", at, fmt, ap);
    va_end(ap);
}

void diag_note(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hold("note", at, fmt, ap);
    va_end(ap);
}

void diag_plain(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hold("error", (struct loc){0}, fmt, ap);
    va_end(ap);
    nerrors++;
}

void diag_fatal(const char *fmt, ...)
{
    flush();
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (!held.quiet) {
        fputs("ptogen: fatal error: ", stderr);
        diag_fputs(text, stderr);
        fputc('\n', stderr);
    }
    exit(1);
}

void diag_bug(const char *fmt, ...)
{
    flush();
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    fputs("ptogen: internal error: ", stderr);
    diag_fputs(text, stderr);
    fputs("\nptogen: please report this with the spec that triggered it\n", stderr);
    exit(3);
}

int diag_errors(void)
{
    return nerrors;
}

/* ---- checked allocation: failure is fatal, so callers never test ------ */

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        diag_fatal("out of memory");
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        diag_fatal("out of memory");
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        diag_fatal("out of memory");
    return p;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
    char *d = xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}
