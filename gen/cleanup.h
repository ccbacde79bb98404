/* cleanup.h - what ptogen undoes when a signal ends it (cleanup_).
 *
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT end ptogen as they would anyway,
 * but first the m4 it runs is ended and the temporary files it created
 * are removed, so an interrupted run leaves nothing behind.  The
 * handler only calls kill() and unlink() on what was registered here.
 */
#ifndef PTOGEN_CLEANUP_H
#define PTOGEN_CLEANUP_H

#include <sys/types.h>

/* Install the handlers (once, from main). */
void cleanup_install(void);

/* The child process to end on a signal (0: none). */
void cleanup_child(pid_t pid);

/* The temporary files to remove on a signal: PATHS[0..N), whose
 * non-null entries name files that may exist.  The array stays the
 * caller's and must stay valid until cleanup_files(NULL, 0). */
void cleanup_files(char *const *paths, int n);

/* Hold the signals back (and let them in again): for steps that must
 * not be cut in two, like renaming a source and its header. */
void cleanup_hold(void);
void cleanup_release(void);

#endif
