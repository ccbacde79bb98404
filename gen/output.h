/* output.h - the files one ptogen run writes, all or none (output_).
 *
 * Generation queues every file with output_add(); nothing touches the
 * file system until output_write(), which runs only after every spec and
 * target succeeded.  How a file is written depends on what its path is:
 *
 *   "-"                     standard output
 *   exists, not a regular   written through, in place: a FIFO, a device, a
 *   file (lstat)            symlink (to anything) keeps being what it is
 *   anything else           written to a temporary name in its directory
 *                           and renamed over PATH once all files are ready
 */
#ifndef PTOGEN_OUTPUT_H
#define PTOGEN_OUTPUT_H

#include "buf.h"

enum output_kind { OUTPUT_FILE, OUTPUT_STDOUT, OUTPUT_THROUGH };

/* How PATH would be written now. */
enum output_kind output_kind(const char *path);

/* PATH is read by the run (a spec, a template): no output may be it, by
 * any name or link. */
void output_input(const char *path);

/* Queue TEXT for PATH on behalf of spec OWNER.  Returns 0, or -1 after a
 * diagnostic when another spec of the run already writes PATH, or PATH
 * is an input. */
int output_add(char *path, struct buf text, const char *owner);

/* Forget the queue and the inputs without freeing them: for a program
 * that runs ptogen many times and frees everything itself (fuzz/). */
void output_reset(void);

/* The files queued so far, in order, and the spec each is for. */
int output_count(void);
const char *output_path(int i);
const char *output_owner(int i);

/* Write everything queued: first every temporary file, then the streams,
 * then the renames, with the signals held and the directories locked
 * against another ptogen, so a source and its header always match.
 * Returns 0, or -1 after a diagnostic; a failure before the renames
 * leaves no regular file created or replaced (a stream may have been
 * written by then), and a signal removes the temporary files. */
int output_write(void);

#endif
