/* paths.h - file names ptogen derives: headers, depfiles, the template
 * directory (paths_). */
#ifndef PTOGEN_PATHS_H
#define PTOGEN_PATHS_H

/* "dir/k.c" -> "dir/k.h"; a name without ".c" gets ".h" appended. */
char *paths_header(const char *c_path);

/* The depfile beside OUTPUT, named as GCC names it: the last extension
 * replaced by ".d" ("out/a2a3/k.c" -> "out/a2a3/k.d", "k" -> "k.d"). */
char *paths_depfile(const char *output);

/* The part after the last '/'. */
const char *paths_base(const char *path);

/* The template directory: OPT (--templates), else $PTOGEN_TEMPLATES, else
 * the first of <bindir>/../share/ptogen/templates (installed),
 * <bindir>/../templates and <bindir>/../../templates (a build tree) that
 * holds common/ptogen.m4, where <bindir> is the directory of the running
 * executable (/proc/self/exe, else ARGV0 resolved through $PATH).  A
 * directory under the working directory is returned relative to it, so
 * depfiles stay relocatable.  Returns NULL after a diagnostic when no
 * directory has the templates. */
char *paths_templates(const char *opt, const char *argv0);

#endif
