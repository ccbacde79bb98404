/* m4run.c - spawn m4, then the post-pass (the counterpart of Bison's
 * scan-skel). */
#define _POSIX_C_SOURCE 200809L
#include "m4run.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cleanup.h"
#include "diag.h"

static int is_ident(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The generated code is clang-format-clean by construction (the run
 * tests check it with the project's .clang-format): a line over
 * WRAP_COLUMNS is broken here the way clang-format would break it. */
#define WRAP_COLUMNS 100

/* The first PAT in S[0..n), or NULL (memmem is not POSIX). */
static const char *find_in(const char *s, size_t n, const char *pat)
{
    size_t m = strlen(pat);
    for (size_t i = 0; i + m <= n; i++)
        if (!memcmp(s + i, pat, m))
            return s + i;
    return NULL;
}

static void add_spaces(struct buf *out, size_t k)
{
    for (size_t i = 0; i < k; i++)
        buf_adds(out, " ");
}

/* Fill the comma-separated arguments S[pos..n) (the last one carries the
 * rest of the line) onto lines: the first continues a line already LEN
 * columns long, the others start at column COL.  Appends to OUT unless it
 * is NULL; returns 1 if every line fits in WRAP_COLUMNS, else 0. */
static int fill_args(struct buf *out, const char *s, size_t pos, size_t n, size_t len, size_t col)
{
    int fits = 1, first = 1;
    while (pos < n) {
        /* the next argument: up to a comma at depth 0, or the closing ')' */
        size_t end = pos;
        int depth = 0;
        while (end < n && !(depth == 0 && (s[end] == ',' || s[end] == ')'))) {
            if (s[end] == '(' || s[end] == '[')
                depth++;
            else if (s[end] == ')' || s[end] == ']')
                depth--;
            end++;
        }
        if (end < n && s[end] == ')')
            end = n;
        else if (end < n)
            end++; /* keep the comma */
        size_t a = pos;
        while (a < end && s[a] == ' ')
            a++;
        size_t w = end - a;
        if (!first && len + 1 + w > WRAP_COLUMNS) {
            if (out) {
                buf_adds(out, "\n");
                add_spaces(out, col);
            }
            len = col;
        } else if (!first) {
            if (out)
                buf_adds(out, " ");
            len++;
        }
        if (out)
            buf_addn(out, s + a, w);
        len += w;
        if (len > WRAP_COLUMNS)
            fits = 0;
        first = 0;
        pos = end;
    }
    return fits;
}

/* The parameters S[pos..n) of a declaration, one a line, aligned after
 * the '(' at column POS (BinPackParameters: false in .clang-format). */
static void one_per_line(struct buf *out, const char *s, size_t pos, size_t n)
{
    size_t col = pos;
    int depth = 0;
    for (size_t i = pos; i < n; i++) {
        if (s[i] == '(' || s[i] == '[')
            depth++;
        else if (s[i] == ')' || s[i] == ']')
            depth--;
        if (depth == 0 && s[i] == ',') {
            buf_adds(out, ",\n");
            add_spaces(out, col);
            while (i + 1 < n && s[i + 1] == ' ')
                i++;
            pos = i + 1;
            continue;
        }
        buf_addn(out, s + i, 1);
    }
}

/* A comment line "/" "* words *" "/" over the limit: words refilled (the
 * closing "*" "/" the last of them), each continuation " * " under the
 * opening, as clang-format reflows it. */
static void wrap_comment(struct buf *out, const char *s, size_t n, size_t ind)
{
    size_t len = ind + 2, pos = ind + 2;
    buf_addn(out, s, ind + 2);
    while (pos < n) {
        while (pos < n && s[pos] == ' ')
            pos++;
        size_t e = pos;
        while (e < n && s[e] != ' ')
            e++;
        if (e == pos)
            break;
        size_t w = e - pos;
        if (len + 1 + w > WRAP_COLUMNS && len > ind + 3) {
            buf_adds(out, "\n");
            add_spaces(out, ind);
            buf_adds(out, " *");
            len = ind + 2;
        }
        buf_adds(out, " ");
        buf_addn(out, s + pos, w);
        len += 1 + w;
        pos = e;
    }
    buf_adds(out, "\n");
}

/* Append S[0..A) as a line, then S[B..N) as one indented COL columns: a
 * line broken in two, the wrappers below. */
static void two_lines(struct buf *out, const char *s, size_t n, size_t a, size_t b, size_t col)
{
    buf_addn(out, s, a);
    buf_adds(out, "\n");
    add_spaces(out, col);
    buf_addn(out, s + b, n - b);
    buf_adds(out, "\n");
}

/* A statement "x = c ? a : b;" with no parenthesis before its '?' (the
 * host's selects on long names): broken before the ':', aligned under the
 * '?', as clang-format breaks it, or where "x = c ? a" does not fit, before
 * the '?' too.  Returns 0 (nothing appended) for any other line, or when
 * a part would not fit. */
static int wrap_conditional(struct buf *out, const char *s, size_t n)
{
    size_t q = 0, c = 0;
    for (size_t i = 0; i + 3 <= n; i++) {
        if (s[i] == '(')
            return 0;
        if (!q && !memcmp(s + i, " ? ", 3))
            q = i + 1;
        else if (q && !memcmp(s + i, " : ", 3)) {
            c = i;
            break;
        }
    }
    if (!q || !c)
        return 0;
    if (c <= WRAP_COLUMNS && q + (n - c - 1) <= WRAP_COLUMNS) {
        two_lines(out, s, n, c, c + 1, q);
        return 1;
    }
    /* "x = c" on the first line, then "? a" and ": b;" each on a line of
     * its own, four columns right of the condition's start */
    const char *eq = find_in(s, q, " = ");
    if (!eq)
        return 0;
    size_t e = (size_t)(eq - s) + 3, col = e + 4;
    if (q - 1 > WRAP_COLUMNS || col + (c - q) > WRAP_COLUMNS || col + (n - c - 1) > WRAP_COLUMNS)
        return 0;
    buf_addn(out, s, q - 1);
    buf_adds(out, "\n");
    add_spaces(out, col);
    buf_addn(out, s + q, c - q);
    buf_adds(out, "\n");
    add_spaces(out, col);
    buf_addn(out, s + c + 1, n - c - 1);
    buf_adds(out, "\n");
    return 1;
}

/* A statement "x |= (T)(a << b);" (the host's staged mask bits on long
 * names): broken before the "<<", aligned under a, as clang-format breaks
 * a binary operator inside parentheses.  Returns 0 (nothing appended) for
 * any other line, or when a part would not fit. */
static int wrap_shift(struct buf *out, const char *s, size_t n)
{
    const char *cast = find_in(s, n, ")("), *sh = find_in(s, n, " << ");
    if (!cast || !sh || sh < cast)
        return 0;
    size_t col = (size_t)(cast - s) + 2, b = (size_t)(sh - s);
    int depth = 0;
    for (size_t i = col; i < b; i++)
        depth += (s[i] == '(' || s[i] == '[') - (s[i] == ')' || s[i] == ']');
    if (depth || b > WRAP_COLUMNS || col + (n - b - 1) > WRAP_COLUMNS)
        return 0;
    two_lines(out, s, n, b, b + 1, col);
    return 1;
}

/* An assignment "x = a OP b;" of a comparison OP (the host's compares of
 * f16 values through their conversions): broken after OP, the second
 * operand aligned under the first, as clang-format breaks it.  Returns 0
 * (nothing appended) for any other line, or when a part would not fit. */
static int wrap_compare(struct buf *out, const char *s, size_t n)
{
    static const char *const ops[] = {" == ", " != ", " <= ", " >= ", " < ", " > "};
    size_t eq = 0, op = 0, w = 0;
    int depth = 0;
    for (size_t i = 0; i + 3 <= n && !op; i++) {
        if (s[i] == '(' || s[i] == '[')
            depth++;
        else if (s[i] == ')' || s[i] == ']')
            depth--;
        if (depth || s[i] != ' ')
            continue;
        if (!eq) {
            if (!memcmp(s + i, " = ", 3))
                eq = i + 3;
            continue;
        }
        for (size_t k = 0; k < sizeof ops / sizeof ops[0] && !op; k++)
            if (i + strlen(ops[k]) <= n && !memcmp(s + i, ops[k], strlen(ops[k]))) {
                op = i;
                w = strlen(ops[k]);
            }
    }
    if (!op || op + w - 1 > WRAP_COLUMNS || eq + (n - op - w) > WRAP_COLUMNS)
        return 0;
    two_lines(out, s, n, op + w - 1, op + w, eq);
    return 1;
}

/* Append the code line S[0..n) and a newline.  A line over WRAP_COLUMNS
 * is broken after the commas of its first parenthesis group, filling each
 * line (a declaration's parameters: one a line); continuations align
 * after the '(', or, when an argument would then pass the limit, start on
 * the next line four columns in.  The settings in out/.clang-format make
 * clang-format choose the same.
 * Preprocessor lines and comments inside code are left alone: the
 * templates keep them short. */
static void wrap_line(struct buf *out, const char *s, size_t n)
{
    size_t ind = 0;
    while (ind < n && s[ind] == ' ')
        ind++;
    if (n > WRAP_COLUMNS && n - ind >= 4 && s[ind] == '/' && s[ind + 1] == '*' && s[n - 2] == '*' &&
        s[n - 1] == '/') {
        wrap_comment(out, s, n, ind);
        return;
    }
    if (n > WRAP_COLUMNS && s[ind] != '#' && s[ind] != '/' && s[ind] != '*' &&
        (wrap_conditional(out, s, n) || wrap_compare(out, s, n) || wrap_shift(out, s, n)))
        return;
    const char *open = n > WRAP_COLUMNS ? memchr(s, '(', n) : NULL;
    if (!open || s[ind] == '#' || s[ind] == '/' || s[ind] == '*') {
        buf_addn(out, s, n);
        buf_adds(out, "\n");
        return;
    }
    size_t col = (size_t)(open - s) + 1;
    buf_addn(out, s, col);
    if (ind == 0) {
        /* a function's declaration: one parameter a line */
        one_per_line(out, s, col, n);
    } else if (!fill_args(NULL, s, col, n, col, col)) {
        buf_adds(out, "\n");
        add_spaces(out, ind + 4);
        fill_args(out, s, col, n, ind + 4, ind + 4);
    } else {
        fill_args(out, s, col, n, col, col);
    }
    buf_adds(out, "\n");
}

/* Strip trailing blanks, fold blank-line runs, wrap long lines and end
 * with one newline: the decoded text S, appended to OUT. */
static void normalise(const char *s, struct buf *out)
{
    int blank_run = 0, started = 0;
    while (*s) {
        const char *eol = strchr(s, '\n');
        size_t n = eol ? (size_t)(eol - s) : strlen(s);
        size_t m = n;
        while (m > 0 && (s[m - 1] == ' ' || s[m - 1] == '\t'))
            m--;
        if (m == 0) {
            blank_run++;
        } else {
            if (started && blank_run > 0)
                buf_adds(out, "\n");
            wrap_line(out, s, m);
            started = 1;
            blank_run = 0;
        }
        s += n;
        if (*s == '\n')
            s++;
    }
}

/* The lines of pg_indent's text (common/ptogen.m4), between the escapes
 * "@<" and "@>", four columns deeper per region around them, as
 * m4_patsubst(TEXT, ^., "    &") over each region's text made them: a
 * character other than a newline gets four spaces for each open region
 * when it starts a line, else for each region that starts with it. */
struct indent {
    int level; /* regions open */
    int fresh; /* regions opened since the last character */
    char prev; /* the last character, '\n' at the start */
};

static void put_char(struct buf *dec, struct indent *st, char c)
{
    if (c != '\n')
        add_spaces(dec, 4 * (size_t)(st->prev == '\n' ? st->level : st->fresh));
    buf_addn(dec, &c, 1);
    st->prev = c;
    st->fresh = 0;
}

/* Decode the escapes of templates/README.md and reject leftovers, then
 * normalise.  The output of N templates run at once is up to N parts
 * split by the escape "@F@" (common/break.m4, between them): part K goes
 * to OUTS[K], and TEMPLATES[K] names it in diagnostics.  Spec text cannot
 * forge a break: quote_m4 doubles its every '@'. */
static int postpass_n(const char *raw, size_t len, const char *const *templates, int n,
                      struct buf *outs)
{
    struct buf dec = BUF_INIT;
    struct indent ind = {0, 0, '\n'};
    int line = 1, part = 0;
    const char *template = templates[0];
    for (size_t i = 0; i < len; i++) {
        char c = raw[i];
        if (c == '\n')
            line++;
        if ((c == 'p' || c == 'm') && (i == 0 || !is_ident((unsigned char)raw[i - 1])) &&
            i + 2 < len &&
            ((c == 'p' && raw[i + 1] == 'g' && raw[i + 2] == '_') ||
             (c == 'm' && raw[i + 1] == '4' && raw[i + 2] == '_'))) {
            size_t j = i;
            while (j < len && is_ident((unsigned char)raw[j]))
                j++;
            diag_plain("template '%s' left '%.*s' in its output (line %d); this is a bug in "
                       "the template",
                       template, (int)(j - i), raw + i, line);
            buf_free(&dec);
            return -1;
        }
        if (c != '@') {
            put_char(&dec, &ind, c);
            continue;
        }
        const char *rest = raw + i + 1;
        size_t left = len - i - 1;
        if (left >= 1 && rest[0] == '{') {
            put_char(&dec, &ind, '[');
            i += 1;
        } else if (left >= 1 && rest[0] == '}') {
            put_char(&dec, &ind, ']');
            i += 1;
        } else if (left >= 1 && rest[0] == '@') {
            put_char(&dec, &ind, '@');
            i += 1;
        } else if (left >= 1 && rest[0] == '\'') {
            i += 1;
        } else if (left >= 2 && rest[0] == 'S' && rest[1] == '@') {
            put_char(&dec, &ind, '$');
            i += 2;
        } else if (left >= 1 && rest[0] == '<') {
            ind.level++;
            ind.fresh++;
            i += 1;
        } else if (left >= 1 && rest[0] == '>' && ind.level > 0) {
            ind.level--;
            if (ind.fresh > 0) /* the region held nothing */
                ind.fresh--;
            i += 1;
        } else if (left >= 2 && rest[0] == 'F' && rest[1] == '@' && part + 1 < n &&
                   ind.level == 0) {
            normalise(dec.data ? dec.data : "", &outs[part]);
            buf_free(&dec);
            template = templates[++part];
            line = 1;
            ind.prev = '\n';
            ind.fresh = 0;
            i += 2;
        } else {
            diag_plain("template '%s' left a stray '@' in its output (line %d)", template, line);
            buf_free(&dec);
            return -1;
        }
    }
    if (ind.level > 0) {
        diag_plain("template '%s' left an indented region open (pg_indent's '@<')", template);
        buf_free(&dec);
        return -1;
    }
    /* fewer parts than templates: a template ended m4 (m4exit), and
     * the caller finds the parts that expanded to nothing */
    normalise(dec.data ? dec.data : "", &outs[part]);
    buf_free(&dec);
    return 0;
}

int m4run_postpass(const char *raw, size_t len, const char *template, struct buf *out)
{
    return postpass_n(raw, len, &template, 1, out);
}

/* m4's run time, in seconds, when $PTOGEN_M4_TIMEOUT does not set it:
 * far above any real expansion (the largest specs take about a second),
 * so only a template that loops meets it. */
#define M4RUN_TIMEOUT_DEFAULT 300
/* m4's output beyond this is a runaway template, not a kernel. */
#define M4RUN_MAX_OUTPUT ((size_t)512 << 20)

static int m4_timeout(void)
{
    const char *s = getenv("PTOGEN_M4_TIMEOUT");
    char *end;
    long v = s && *s ? strtol(s, &end, 10) : 0;
    return s && *s && !*end && v > 0 && v <= 86400 ? (int)v : M4RUN_TIMEOUT_DEFAULT;
}

/* The m4 to run: $M4, else "m4" from $PATH.  A relative $M4 with a '/' is
 * made absolute, since m4 runs in the template directory. */
static char *m4_program(void)
{
    const char *m4 = getenv("M4");
    if (!m4 || !*m4)
        return xstrdup("m4");
    if (m4[0] == '/' || !strchr(m4, '/'))
        return xstrdup(m4);
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd))
        return xstrdup(m4);
    struct buf b = BUF_INIT;
    buf_addf(&b, "%s/%s", cwd, m4);
    return b.data;
}

/* The common templates' m4 state, frozen by make (m4 -F after
 * common/ptogen.m4 and common/frozen.m4): m4 starts from it (m4 -R)
 * instead of reading them, which was most of a small kernel's m4 time,
 * when it is newer than each file it was made from.  Otherwise (no such
 * file, a template edited since, a template directory of one's own) m4
 * reads them, with the same result. */
#define M4RUN_FROZEN "common/ptogen.m4f"
static const char *const m4run_frozen_from[] = {
    "common/ptogen.m4",  "common/frozen.m4",  "common/kernel.m4",
    "common/helpers.m4", "common/convert.m4", "common/hostops.m4",
};

/* strictly: with a clock too coarse to tell, the templates are read */
static int newer(const struct stat *a, const struct stat *b)
{
    return a->st_mtim.tv_sec > b->st_mtim.tv_sec ||
           (a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec > b->st_mtim.tv_nsec);
}

static int frozen_usable(const char *tpl_dir)
{
    struct buf path = BUF_INIT;
    struct stat fz, src;
    buf_addf(&path, "%s/%s", tpl_dir, M4RUN_FROZEN);
    int ok = stat(path.data, &fz) == 0 && S_ISREG(fz.st_mode);
    for (size_t f = 0; ok && f < sizeof m4run_frozen_from / sizeof m4run_frozen_from[0]; f++) {
        path.len = 0;
        buf_addf(&path, "%s/%s", tpl_dir, m4run_frozen_from[f]);
        ok = stat(path.data, &src) == 0 && newer(&fz, &src);
    }
    buf_free(&path);
    return ok;
}

/* The file m4 reads between two templates run at once: it writes the
 * break "@F@" and leaves m4 as a run starts (output on, '#' comments). */
#define M4RUN_BREAK "common/break.m4"
#define M4RUN_MAX_TEMPLATES 4

/* The child: m4 in the template directory, so that the templates'
 * pg_include([common/...]) finds the templates and nothing else; the
 * definitions on standard input; "--" before the file names; the common
 * templates' frozen state when FROZEN. */
static void exec_m4(const char *m4, const char *tpl_dir, const char *const *templates, int n,
                    int frozen, int in, int out)
{
    dup2(in, 0);
    dup2(out, 1);
    if (in != 0)
        close(in);
    if (out != 1)
        close(out);
    signal(SIGPIPE, SIG_DFL);
    /* The C locale: m4's output never depends on the user's (its
     * regular expressions match bytes, as under make, which exports
     * LC_ALL=C), and m4 skips loading a locale and its message catalogs,
     * half of its start-up under C.UTF-8 (BENCH.md, "Generation"). */
    if (setenv("LC_ALL", "C", 1) < 0)
        _exit(126);
    if (chdir(tpl_dir) < 0) {
        fprintf(stderr, "ptogen: error: cannot enter the template directory '%s': %s\n", tpl_dir,
                strerror(errno));
        _exit(126);
    }
    const char *argv[8 + 2 * M4RUN_MAX_TEMPLATES];
    int a = 0;
    argv[a++] = m4;
    argv[a++] = "-P";
    argv[a++] = "-E";
    if (frozen) {
        argv[a++] = "-R";
        argv[a++] = M4RUN_FROZEN;
    }
    argv[a++] = "--";
    if (!frozen)
        argv[a++] = "common/ptogen.m4";
    argv[a++] = "-";
    for (int t = 0; t < n; t++) {
        if (t)
            argv[a++] = M4RUN_BREAK;
        argv[a++] = templates[t];
    }
    argv[a] = NULL;
    execvp(m4, (char *const *)argv);
    fprintf(stderr, "ptogen: error: cannot run '%s': %s\n", m4, strerror(errno));
    _exit(127);
}

/* Feed DEFS to m4's standard input (TO) and collect its standard output
 * (FROM) into RAW, both at once so that neither pipe can fill up and stall
 * the other, for at most TIMEOUT seconds and M4RUN_MAX_OUTPUT bytes.
 * Returns 0, 1 on the time limit, 2 on the size limit. */
static int converse(int to, int from, const char *defs, struct buf *raw, int timeout)
{
    size_t left = strlen(defs);
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    fcntl(to, F_SETFL, fcntl(to, F_GETFL) | O_NONBLOCK);
    if (left == 0) {
        close(to);
        to = -1;
    }
    char chunk[65536];
    for (;;) {
        struct pollfd fds[2] = {{from, POLLIN, 0}, {to, POLLOUT, 0}};
        clock_gettime(CLOCK_MONOTONIC, &now);
        long ms =
            (long)(now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
        if (ms >= (long)timeout * 1000)
            return 1;
        int n = poll(fds, to >= 0 ? 2 : 1, (int)((long)timeout * 1000 - ms));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return 1;
        if (to >= 0 && fds[1].revents) {
            ssize_t w = write(to, defs, left);
            if (w > 0) {
                defs += w;
                left -= (size_t)w;
            }
            if ((w < 0 && errno != EAGAIN && errno != EINTR) || left == 0) {
                /* done, or m4 stopped reading (it failed: its status says) */
                close(to);
                to = -1;
            }
        }
        if (fds[0].revents) {
            ssize_t r = read(from, chunk, sizeof chunk);
            if (r < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (r <= 0)
                break;
            buf_addn(raw, chunk, (size_t)r);
            if (raw->len > M4RUN_MAX_OUTPUT) {
                if (to >= 0)
                    close(to);
                return 2;
            }
        }
    }
    if (to >= 0)
        close(to);
    return 0;
}

/* Every file m4 will read in TPL_DIR is readable; else a diagnostic. */
static int templates_readable(const char *tpl_dir, const char *const *templates, int n)
{
    const char *files[2 + M4RUN_MAX_TEMPLATES];
    int nf = 0;
    files[nf++] = "common/ptogen.m4";
    if (n > 1)
        files[nf++] = M4RUN_BREAK;
    for (int t = 0; t < n; t++)
        files[nf++] = templates[t];
    for (int f = 0; f < nf; f++) {
        struct buf path = BUF_INIT;
        buf_addf(&path, "%s/%s", tpl_dir, files[f]);
        if (access(path.data, R_OK) != 0) {
            /* checked first: a missing file makes a confusing m4 error */
            diag_plain("cannot read template '%s': %s", path.data, strerror(errno));
            buf_free(&path);
            return 0;
        }
        buf_free(&path);
    }
    return 1;
}

int m4run_expand_n(const char *tpl_dir, const char *defs, const char *const *templates, int n,
                   struct buf *outs)
{
    const char *template = templates[0]; /* the run's name in diagnostics */
    if (n < 1 || n > M4RUN_MAX_TEMPLATES)
        diag_bug("m4run_expand_n: %d templates", n);
    if (!templates_readable(tpl_dir, templates, n))
        return -1;
    char *m4 = m4_program();
    int frozen = frozen_usable(tpl_dir);
    int inpipe[2], outpipe[2];
    if (pipe(inpipe) < 0 || pipe(outpipe) < 0) {
        diag_plain("pipe: %s", strerror(errno));
        free(m4);
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        diag_plain("fork: %s", strerror(errno));
        close(inpipe[0]), close(inpipe[1]), close(outpipe[0]), close(outpipe[1]);
        free(m4);
        return -1;
    }
    if (pid == 0) {
        close(inpipe[1]);
        close(outpipe[0]);
        exec_m4(m4, tpl_dir, templates, n, frozen, inpipe[0], outpipe[1]);
    }
    cleanup_child(pid);
    close(inpipe[0]);
    close(outpipe[1]);
    free(m4);
    /* m4 may stop reading early (an error): a write then fails with
     * EPIPE instead of ending ptogen */
    void (*old_pipe)(int) = signal(SIGPIPE, SIG_IGN);
    struct buf raw = BUF_INIT;
    int timeout = m4_timeout();
    int limit = converse(inpipe[1], outpipe[0], defs, &raw, timeout);
    close(outpipe[0]);
    if (limit)
        kill(pid, SIGKILL);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    cleanup_child(0);
    signal(SIGPIPE, old_pipe);
    if (limit == 1)
        diag_bug("m4 ran for more than %d seconds on template '%s' (a template that loops?  "
                 "PTOGEN_M4_TIMEOUT sets the limit)",
                 timeout, template);
    if (limit == 2)
        diag_bug("m4 wrote more than %zu MiB for template '%s' (a template that loops?)",
                 M4RUN_MAX_OUTPUT >> 20, template);
    if (WIFEXITED(status) && (WEXITSTATUS(status) == 127 || WEXITSTATUS(status) == 126)) {
        /* m4 could not run, or not in the template directory (said) */
        if (WEXITSTATUS(status) == 127)
            diag_plain("m4 is needed to expand templates (install GNU m4)");
        buf_free(&raw);
        return -1;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        diag_bug("m4 failed on template '%s' (its messages are above)", template);
    size_t before[M4RUN_MAX_TEMPLATES];
    for (int t = 0; t < n; t++)
        before[t] = outs[t].len;
    int rc = postpass_n(raw.data ? raw.data : "", raw.len, templates, n, outs);
    buf_free(&raw);
    for (int t = 0; rc == 0 && t < n; t++)
        if (outs[t].len == before[t])
            diag_bug("template '%s' expanded to nothing", templates[t]);
    return rc;
}

int m4run_expand(const char *tpl_dir, const char *defs, const char *template, struct buf *out)
{
    return m4run_expand_n(tpl_dir, defs, &template, 1, out);
}
