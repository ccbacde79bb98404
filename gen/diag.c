/* diag.c - GNU-style diagnostics with a source line and a caret (diag_).
 *
 * Messages go to stderr as "file:line:col: error: message", followed by
 * the offending source line and a caret under the column when the file's
 * text was registered with diag_source().
 */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    const char *file, *text;
    size_t len;
} source;

static int nerrors;

void diag_source(const char *file, const char *text, size_t len)
{
    source.file = file;
    source.text = text;
    source.len = len;
}

/* Print line LINE of the registered source and a caret under COL. */
static void show_line(struct loc at)
{
    if (!source.text || !at.file || strcmp(at.file, source.file) || at.line <= 0)
        return;
    const char *s = source.text, *end = source.text + source.len;
    for (int l = 1; l < at.line && s < end; l++) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        if (!nl)
            return;
        s = nl + 1;
    }
    const char *eol = memchr(s, '\n', (size_t)(end - s));
    size_t n = eol ? (size_t)(eol - s) : (size_t)(end - s);
    if (n > 0 && s[n - 1] == '\r')
        n--;
    fprintf(stderr, " %.*s\n ", (int)n, s);
    /* keep tabs so the caret lines up with the text above */
    for (int c = 1; c < at.col && (size_t)(c - 1) < n; c++)
        fputc(s[c - 1] == '\t' ? '\t' : ' ', stderr);
    fputs("^\n", stderr);
}

static void report(const char *kind, struct loc at, const char *fmt, va_list ap)
{
    if (at.file && at.line > 0)
        fprintf(stderr, "%s:%d:%d: %s: ", at.file, at.line, at.col > 0 ? at.col : 1, kind);
    else if (at.file)
        fprintf(stderr, "%s: %s: ", at.file, kind);
    else
        fprintf(stderr, "ptogen: %s: ", kind);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    show_line(at);
}

void diag_error(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("error", at, fmt, ap);
    va_end(ap);
    if (++nerrors >= DIAG_MAX_ERRORS) {
        fprintf(stderr, "%s: note: too many errors, stopping\n", at.file ? at.file : "ptogen");
        exit(1);
    }
}

void diag_warning(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("warning", at, fmt, ap);
    va_end(ap);
}

void diag_note(struct loc at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("note", at, fmt, ap);
    va_end(ap);
}

void diag_plain(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ptogen: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    nerrors++;
}

void diag_fatal(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ptogen: fatal error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

void diag_bug(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ptogen: internal error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\nptogen: please report this with the spec that triggered it\n", stderr);
    va_end(ap);
    exit(3);
}

int diag_errors(void)
{
    return nerrors;
}

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
