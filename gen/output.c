/* output.c - write the queued files: temp-and-rename for regular files,
 * straight through for standard output, FIFOs, devices and symlinks. */
#define _POSIX_C_SOURCE 200809L
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cleanup.h"
#include "diag.h"

struct outfile {
    char *path;
    struct buf text;
    const char *owner;
    enum output_kind kind;
    char *tmp; /* OUTPUT_FILE: the temporary name while writing */
};

static struct outfile *files;
static int nfiles, cap;

/* The files the run reads (specs, templates): no output may be one. */
struct input {
    const char *path;
    dev_t dev;
    ino_t ino;
};
static struct input *inputs;
static int ninputs;

void output_input(const char *path)
{
    struct stat st;
    if (stat(path, &st) < 0)
        return;
    for (int i = 0; i < ninputs; i++)
        if (inputs[i].dev == st.st_dev && inputs[i].ino == st.st_ino)
            return;
    inputs = xrealloc(inputs, (size_t)(ninputs + 1) * sizeof *inputs);
    inputs[ninputs++] = (struct input){path, st.st_dev, st.st_ino};
}

/* The input PATH is (the same file, through any link or name), or NULL. */
static const char *same_as_input(const char *path)
{
    struct stat st;
    if (!strcmp(path, "-") || stat(path, &st) < 0)
        return NULL;
    for (int i = 0; i < ninputs; i++)
        if (inputs[i].dev == st.st_dev && inputs[i].ino == st.st_ino)
            return inputs[i].path;
    return NULL;
}

enum output_kind output_kind(const char *path)
{
    struct stat st;
    if (!strcmp(path, "-"))
        return OUTPUT_STDOUT;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return OUTPUT_THROUGH;
    return OUTPUT_FILE;
}

int output_add(char *path, struct buf text, const char *owner)
{
    const char *in = same_as_input(path);
    if (in) {
        if (!strcmp(in, path))
            diag_plain("output '%s' is also an input; ptogen does not overwrite what it reads",
                       path);
        else
            diag_plain("output '%s' is the same file as the input '%s'; ptogen does not overwrite "
                       "what it reads",
                       path, in);
        return -1;
    }
    for (int i = 0; i < nfiles; i++)
        if (!strcmp(files[i].path, path) && strcmp(path, "-")) {
            if (!strcmp(files[i].owner, owner))
                diag_plain("'%s' would be written twice for '%s'", path, owner);
            else
                diag_plain("'%s' and '%s' would both write '%s'", files[i].owner, owner, path);
            return -1;
        }
    if (nfiles == cap) {
        cap = cap ? 2 * cap : 8;
        files = xrealloc(files, (size_t)cap * sizeof *files);
    }
    files[nfiles++] = (struct outfile){path, text, owner, output_kind(path), NULL};
    return 0;
}

void output_reset(void)
{
    files = NULL;
    nfiles = cap = 0;
    inputs = NULL;
    ninputs = 0;
}

int output_count(void)
{
    return nfiles;
}

const char *output_path(int i)
{
    return files[i].path;
}

const char *output_owner(int i)
{
    return files[i].owner;
}

static int mkdir_p(const char *dir)
{
    char tmp[PATH_MAX];
    if (snprintf(tmp, sizeof tmp, "%s", dir) >= (int)sizeof tmp) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *s = tmp + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = '\0';
        if (mkdir(tmp, 0777) < 0 && errno != EEXIST)
            return -1;
        *s = '/';
    }
    if (mkdir(tmp, 0777) < 0 && errno != EEXIST)
        return -1;
    return 0;
}

/* Create F's temporary file beside it and fill it; its name is
 * published in *SLOT for a signal's clean-up the moment it exists. */
static int write_temp(struct outfile *f, char **slot)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", f->path);
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) {
        *slash = '\0';
        if (mkdir_p(dir) < 0) {
            diag_plain("cannot create directory '%s': %s", dir, strerror(errno));
            return -1;
        }
    }
    size_t n = strlen(f->path) + 16;
    char *tmp = xmalloc(n);
    snprintf(tmp, n, "%s.tmpXXXXXX", f->path);
    /* the name is made and published with the signals held, so that a
     * signal's clean-up (cleanup.c) knows every file there is */
    cleanup_hold();
    int fd = mkstemp(tmp);
    if (fd >= 0)
        f->tmp = *slot = tmp;
    cleanup_release();
    if (fd < 0) {
        diag_plain("cannot create '%s': %s", tmp, strerror(errno));
        free(tmp);
        return -1;
    }
    mode_t um = umask(0);
    umask(um);
    int ok = fchmod(fd, 0666 & ~um) == 0 && buf_write_fd(fd, f->text.data, f->text.len) == 0;
    int err = errno;
    if (close(fd) < 0 && ok) {
        ok = 0;
        err = errno;
    }
    if (!ok) {
        diag_plain("cannot write '%s': %s", f->tmp, strerror(err));
        return -1;
    }
    return 0;
}

/* Standard output, or an existing non-regular file opened as it is. */
static int write_stream(const struct outfile *f)
{
    if (f->kind == OUTPUT_STDOUT) {
        if (fwrite(f->text.data, 1, f->text.len, stdout) != f->text.len || fflush(stdout) != 0) {
            diag_plain("cannot write to standard output: %s", strerror(errno));
            return -1;
        }
        return 0;
    }
    /* a symlink to a regular file is truncated first, as cp does */
    struct stat st;
    int flags = O_WRONLY | O_NOCTTY;
    if (stat(f->path, &st) == 0 && S_ISREG(st.st_mode))
        flags |= O_TRUNC;
    int fd = open(f->path, flags);
    if (fd < 0 || buf_write_fd(fd, f->text.data, f->text.len) < 0) {
        diag_plain("cannot write '%s': %s", f->path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    if (close(fd) < 0) {
        diag_plain("cannot write '%s': %s", f->path, strerror(errno));
        return -1;
    }
    return 0;
}

/* The directory of PATH opened for a lock, or -1. */
static int open_dir(const char *path)
{
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash)
        return open(".", O_RDONLY | O_DIRECTORY);
    if (snprintf(dir, sizeof dir, "%.*s", (int)(slash == path ? 1 : slash - path), path) >=
        (int)sizeof dir)
        return -1;
    return open(dir, O_RDONLY | O_DIRECTORY);
}

/* Rename every temporary file over its path.  A source and its header
 * must never be a mismatched pair, neither to a signal (held meanwhile)
 * nor to another ptogen writing the same paths (each run holds an
 * exclusive lock on the directories it renames into, taken in one order;
 * the lock is advisory, best effort where a file system has none).
 * TMPS[i], the name a signal removes, is cleared as file i is renamed. */
static int rename_all(char **tmps)
{
    int *locks = xcalloc((size_t)nfiles + 1, sizeof *locks);
    int nlocks = 0, ok = 1;
    struct stat *seen = xcalloc((size_t)nfiles + 1, sizeof *seen);
    cleanup_hold();
    for (int i = 0; i < nfiles; i++) {
        if (files[i].kind != OUTPUT_FILE)
            continue;
        int fd = open_dir(files[i].path);
        struct stat st;
        int dup = fd < 0 || fstat(fd, &st) < 0;
        for (int j = 0; j < nlocks && !dup; j++)
            dup = seen[j].st_dev == st.st_dev && seen[j].st_ino == st.st_ino;
        if (dup) {
            if (fd >= 0)
                close(fd);
            continue;
        }
        seen[nlocks] = st;
        locks[nlocks++] = fd;
    }
    /* one global order (device, inode), so two runs cannot deadlock */
    for (int a = 0; a < nlocks; a++)
        for (int b = a + 1; b < nlocks; b++)
            if (seen[b].st_dev < seen[a].st_dev ||
                (seen[b].st_dev == seen[a].st_dev && seen[b].st_ino < seen[a].st_ino)) {
                struct stat ts = seen[a];
                int tf = locks[a];
                seen[a] = seen[b], locks[a] = locks[b];
                seen[b] = ts, locks[b] = tf;
            }
    for (int i = 0; i < nlocks; i++)
        while (flock(locks[i], LOCK_EX) < 0 && errno == EINTR)
            ;
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind == OUTPUT_FILE && rename(files[i].tmp, files[i].path) < 0) {
            diag_plain("cannot rename '%s' to '%s': %s", files[i].tmp, files[i].path,
                       strerror(errno));
            ok = 0;
        } else if (files[i].kind == OUTPUT_FILE) {
            tmps[i] = NULL; /* renamed: nothing left to clean up */
            free(files[i].tmp);
            files[i].tmp = NULL;
        }
    for (int i = 0; i < nlocks; i++)
        close(locks[i]);
    cleanup_release();
    free(locks);
    free(seen);
    return ok ? 0 : -1;
}

int output_write(void)
{
    int ok = 1;
    /* the temporary names, for a signal's clean-up */
    char **tmps = xcalloc((size_t)nfiles + 1, sizeof *tmps);
    cleanup_files(tmps, nfiles);
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind == OUTPUT_FILE)
            ok = write_temp(&files[i], &tmps[i]) == 0;
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind != OUTPUT_FILE)
            ok = write_stream(&files[i]) == 0;
    if (ok)
        ok = rename_all(tmps) == 0;
    cleanup_hold();
    for (int i = 0; i < nfiles; i++)
        if (files[i].tmp) {
            unlink(files[i].tmp);
            free(files[i].tmp);
            files[i].tmp = NULL;
        }
    cleanup_files(NULL, 0);
    cleanup_release();
    free(tmps);
    return ok ? 0 : -1;
}
