/* paths.c - derived file names and the template directory (paths_). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "paths.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"

char *paths_header(const char *c_path)
{
    size_t n = strlen(c_path);
    char *h = xmalloc(n + 3);
    memcpy(h, c_path, n + 1);
    if (n > 2 && !strcmp(c_path + n - 2, ".c"))
        h[n - 1] = 'h';
    else if (n > 4 && !strcmp(c_path + n - 4, ".cpp"))
        memcpy(h + n - 3, "hpp", 3);
    else
        strcat(h, ".h");
    return h;
}

const char *paths_base(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

char *paths_depfile(const char *output)
{
    const char *base = paths_base(output);
    const char *dot = strrchr(base, '.');
    size_t keep = dot && dot != base ? (size_t)(dot - output) : strlen(output);
    char *d = xmalloc(keep + 3);
    memcpy(d, output, keep);
    memcpy(d + keep, ".d", 3);
    return d;
}

/* Resolve ARGV0 as the shell did: a name with a '/' as a path, any other
 * through $PATH.  Writes the real path to OUT (PATH_MAX bytes). */
static int resolve_argv0(const char *argv0, char *out)
{
    if (!argv0 || !*argv0)
        return -1;
    if (strchr(argv0, '/'))
        return realpath(argv0, out) ? 0 : -1;
    const char *path = getenv("PATH");
    if (!path)
        return -1;
    while (*path) {
        size_t n = strcspn(path, ":");
        char cand[PATH_MAX];
        /* an empty PATH entry is the working directory */
        snprintf(cand, sizeof cand, "%.*s/%s", n ? (int)n : 1, n ? path : ".", argv0);
        if (access(cand, X_OK) == 0 && realpath(cand, out))
            return 0;
        path += n;
        if (*path == ':')
            path++;
    }
    return -1;
}

static void parent(char *dir);

/* The directory of the running executable, no trailing slash. */
static int exe_dir(const char *argv0, char *dir)
{
    ssize_t n = readlink("/proc/self/exe", dir, PATH_MAX - 1);
    if (n > 0)
        dir[n] = '\0';
    else if (resolve_argv0(argv0, dir) < 0)
        return -1;
    if (dir[0] != '/')
        return -1;
    parent(dir);
    return 0;
}

/* Drop the last component of DIR in place ("/a/b" -> "/a", "/a" -> "/"). */
static void parent(char *dir)
{
    char *slash = strrchr(dir, '/');
    if (!slash)
        return;
    if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
}

static int has_templates(const char *dir)
{
    char probe[PATH_MAX];
    if (snprintf(probe, sizeof probe, "%s/common/ptogen.m4", dir) >= (int)sizeof probe)
        return 0;
    return access(probe, R_OK) == 0;
}

/* DIR relative to the working directory when it lies inside it. */
static char *relative_to_cwd(const char *dir)
{
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd)) {
        size_t c = strlen(cwd);
        if (c > 1 && !strncmp(dir, cwd, c) && dir[c] == '/')
            return xstrdup(dir + c + 1);
    }
    return xstrdup(dir);
}

char *paths_templates(const char *opt, const char *argv0)
{
    const char *env = getenv("PTOGEN_TEMPLATES");
    const char *given = opt ? opt : env && *env ? env : NULL;
    if (given) {
        if (has_templates(given))
            return xstrdup(given);
        diag_plain("no templates in '%s' (from %s): '%s/common/ptogen.m4' is missing", given,
                   opt ? "--templates" : "PTOGEN_TEMPLATES", given);
        return NULL;
    }
    char bin[PATH_MAX];
    if (exe_dir(argv0, bin) < 0) {
        diag_plain("cannot find the templates: the location of ptogen itself is unknown; "
                   "give --templates=DIR or set PTOGEN_TEMPLATES");
        return NULL;
    }
    static const char *const tails[] = {"/share/ptogen/templates", "/templates", "/templates"};
    char up[PATH_MAX], cand[3][PATH_MAX + 32];
    snprintf(up, sizeof up, "%s", bin);
    for (int i = 0; i < 3; i++) {
        if (i != 1) /* ../share/..., ../templates: one level up; then two */
            parent(up);
        snprintf(cand[i], sizeof cand[i], "%s%s", strcmp(up, "/") ? up : "", tails[i]);
        if (has_templates(cand[i]))
            return relative_to_cwd(cand[i]);
    }
    diag_plain("cannot find the templates: none of '%s', '%s', '%s' holds common/ptogen.m4; "
               "give --templates=DIR or set PTOGEN_TEMPLATES",
               cand[0], cand[1], cand[2]);
    return NULL;
}
