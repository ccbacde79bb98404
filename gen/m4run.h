/* m4run.h - run GNU m4 over the templates and clean its output (m4run_).
 *
 * ptogen owns the m4 invocation (Make never calls m4): m4 runs with -P -E
 * in the template directory (so an include finds templates and nothing
 * from the working directory), reads the definitions on its standard
 * input, and is ended after $PTOGEN_M4_TIMEOUT seconds (default 300).
 * The post-pass decodes escapes and refuses any output that still holds
 * a pg_ or m4_ word, so a misspelt macro can never reach a kernel.  A
 * template that fails, expands to nothing, loops or floods is an internal
 * error (exit status 3): templates are ptogen's own code.
 */
#ifndef PTOGEN_M4RUN_H
#define PTOGEN_M4RUN_H

#include "buf.h"

/* Expand TEMPLATE (relative to TPL_DIR, e.g. "a2a3/source.m4") with DEFS.
 * On success returns 0 and appends the cleaned text to OUT.  On failure
 * prints a diagnostic and returns -1. */
int m4run_expand(const char *tpl_dir, const char *defs, const char *template, struct buf *out);

/* The same for N (at most 4) TEMPLATES in one m4 run, the Kth appended to
 * OUTS[K]: m4 starts once and reads DEFS once (common/break.m4 separates
 * their outputs). */
int m4run_expand_n(const char *tpl_dir, const char *defs, const char *const *templates, int n,
                   struct buf *outs);

/* The post-pass alone (exposed for the tests of the escapes). */
int m4run_postpass(const char *raw, size_t len, const char *template, struct buf *out);

#endif
