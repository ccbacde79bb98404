/* quote.c - user text made safe for m4, C comments and make; the refusals
 * for paths and header names (quote.h). */
#include "quote.h"

#include <stdio.h>
#include <string.h>

void quote_m4(struct buf *b, const char *s)
{
    while (*s) {
        /* the run of bytes that need no escape, in one piece */
        size_t n = 0;
        while (s[n] && s[n] != '[' && s[n] != ']' && s[n] != '@' && s[n] != '$' &&
               !((s[n] == 'p' && s[n + 1] == 'g' && s[n + 2] == '_') ||
                 (s[n] == 'm' && s[n + 1] == '4' && s[n + 2] == '_')))
            n++;
        buf_addn(b, s, n);
        s += n;
        switch (*s) {
        case '\0':
            return;
        case '[':
            buf_adds(b, "@{");
            break;
        case ']':
            buf_adds(b, "@}");
            break;
        case '@':
            buf_adds(b, "@@");
            break;
        case '$':
            buf_adds(b, "@S@");
            break;
        default:
            /* split literal pg_ / m4_ so the post-pass check stays exact */
            buf_addn(b, s, 2);
            buf_adds(b, "@'");
            s++;
        }
        s++;
    }
}

/* The code point of the UTF-8 sequence at S, its length in *LEN; -1 (and
 * *LEN 1) for a byte that does not start a well-formed sequence (overlong
 * forms and surrogates included). */
static long utf8_decode(const unsigned char *s, size_t *len)
{
    static const long min[] = {0, 0, 0x80, 0x800, 0x10000};
    unsigned c = s[0];
    size_t n = c < 0x80             ? 1
               : (c & 0xE0) == 0xC0 ? 2
               : (c & 0xF0) == 0xE0 ? 3
               : (c & 0xF8) == 0xF0 ? 4
                                    : 0;
    *len = 1;
    if (n == 0)
        return -1;
    long cp = n == 1 ? (long)c : (long)(c & (0x7Fu >> n));
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return -1;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < min[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    *len = n;
    return cp;
}

/* The bidirectional controls GCC's -Wbidi-chars looks for. */
static int is_bidi(long cp)
{
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

void quote_comment(struct buf *b, const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    while (*u) {
        size_t n;
        long cp = utf8_decode(u, &n);
        if (cp < 0 || cp < 0x20 || cp == 0x7F) {
            buf_addf(b, "\\x%02x", u[0]);
        } else if (is_bidi(cp)) {
            buf_addf(b, "<U+%04lX>", (unsigned long)cp);
        } else if ((u[0] == '*' && u[1] == '/') || (u[0] == '/' && u[1] == '*') ||
                   (u[0] == '?' && u[1] == '?')) {
            /* "*\/", "/\*", "?\?": the pair no longer ends or opens a
             * comment, nor starts a trigraph */
            buf_addn(b, (const char *)u, 1);
            buf_adds(b, "\\");
        } else {
            buf_addn(b, (const char *)u, n);
        }
        u += n;
    }
}

static int has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7F)
            return 1;
    return 0;
}

const char *quote_path_problem(const char *path)
{
    if (!*path)
        return "is empty";
    if (has_control(path))
        return "holds a control character (a newline, a tab, an escape...), which ptogen does "
               "not take in file names";
    return NULL;
}

const char *quote_header_problem(const char *name)
{
    if (has_control(name) || strpbrk(name, "\"\\"))
        return "cannot be named between the quotes of an #include line (it holds '\"', '\\' or a "
               "control character)";
    return NULL;
}

void quote_make(struct buf *b, const char *path)
{
    for (const char *s = path; *s; s++) {
        switch (*s) {
        case ' ':
        case '\t':
            /* the backslashes before a blank are doubled, then the blank
             * is escaped, as GCC's depfiles do */
            for (const char *q = s; q > path && q[-1] == '\\'; q--)
                buf_adds(b, "\\");
            buf_adds(b, "\\");
            buf_addn(b, s, 1);
            break;
        case '#':
            buf_adds(b, "\\#");
            break;
        case '$':
            buf_adds(b, "$$");
            break;
        case ':':
            buf_adds(b, "\\:");
            break;
        default:
            buf_addn(b, s, 1);
        }
    }
}
