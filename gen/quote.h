/* quote.h - the one place where user text is made safe for the languages
 * it lands in (quote_).
 *
 * A spec, its path, the output paths and every name and string in a spec
 * come from users; the templates and M4 are trusted code (docs/trust.md).
 * User text reaches three languages, and each has one function here:
 *
 *   m4    quote_m4       inert inside a double-quoted m4 value: the escapes
 *                        of templates/README.md, decoded by the post-pass
 *   C     quote_comment  text inside a block comment: nothing can end the
 *                        comment, splice a line or warn (spec path, doc)
 *   make  quote_make     a path in a depfile, escaped as GCC escapes it
 *
 * Everything else is refused before it gets that far: a path holding a
 * control character (quote_path_problem), a header name that cannot sit
 * between the quotes of an #include (quote_header_problem), a name that
 * is not a C identifier or that C, the C library or a compiler owns
 * (spec.c).  Numbers reach C as ptogen prints them from their values,
 * never as the spec spelled them.
 */
#ifndef PTOGEN_QUOTE_H
#define PTOGEN_QUOTE_H

#include "buf.h"

/* Append S as the text of an m4 value: [ ] @ $ become @{ @} @@ @S@, and
 * a literal pg_ or m4_ is split (p@'g_), so that expanding the value twice
 * gives S back and the post-pass's leftover check stays exact. */
void quote_m4(struct buf *b, const char *s);

/* Append S as text that can stand inside a C block comment on one line:
 * '*' '/' and '/' '*' are split by a backslash, so is "??" (a trigraph
 * under -std=c11), a control character, a byte that is not UTF-8 and a
 * bidirectional control (-Wbidi-chars) are written as \xNN or <U+NNNN>. */
void quote_comment(struct buf *b, const char *s);

/* Why PATH cannot be used as a file name on the command line (it holds a
 * control character, or is empty), or NULL. */
const char *quote_path_problem(const char *path);

/* Why NAME cannot be the header name of an #include "NAME" line, or
 * NULL. */
const char *quote_header_problem(const char *name);

/* Append PATH as a target or prerequisite of a make rule, as GCC writes
 * depfiles (a space, a tab and the backslashes before it, '#', '$'), and
 * ':' as "\:" (GNU make reads it back; GCC leaves it alone). */
void quote_make(struct buf *b, const char *path);

#endif
