/* diag.h - GNU-style diagnostics: "file:line:col: error: message".
 *
 * Every message goes through this module so the format, the caret line,
 * the error cap and the exit status stay in one place.  Lines and columns
 * are 1-based; whole-file problems use 1:1.
 */
#ifndef PTOGEN_DIAG_H
#define PTOGEN_DIAG_H

#include <stddef.h>
#include <stdio.h>

struct loc {
    const char *file;
    int line, col; /* 1-based; 0 = unknown */
};

/* Register the bytes of FILE so diagnostics can print the source line and
 * a caret.  The buffer must outlive all diagnostics. */
void diag_source(const char *file, const char *text, size_t len);

void diag_error(struct loc at, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_warning(struct loc at, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_note(struct loc at, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "ptogen: error: ..." with no location (usage, I/O); does not exit */
void diag_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* fatal without location: prints "ptogen: fatal error: ..." and exits 1 */
void diag_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* internal invariant broken: "ptogen: internal error: ..." and abort-free exit 3 */
void diag_bug(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

int diag_errors(void); /* errors reported so far */

/* Write S to F with every control character as \xNN: text from a spec or
 * the command line never moves the cursor or recolours a terminal.  All
 * of this module's output goes through it. */
void diag_fputs(const char *s, FILE *f);

/* Messages are held back and printed sorted by location (file, line,
 * column; a note stays after its error) by diag_flush(), which also runs
 * at exit.  A phase driver may call it to print what it has so far. */
void diag_flush(void);
/* Forget every held message, the error count and the source: for a
 * program that runs the phases many times (fuzz/).  QUIET: from now on
 * drop messages instead of printing them. */
void diag_reset(int quiet);
/* Once this many errors have been reported, diag_error prints a final
 * "too many errors" note and exits 1.  (fuzz/ builds with a cap it never
 * reaches: exiting in the middle of a phase would leak libyaml's parser.) */
#ifndef DIAG_MAX_ERRORS
#define DIAG_MAX_ERRORS 20
#endif

/* checked allocation; on failure diag_fatal("out of memory") */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
