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
#include <sys/stat.h>
#include <unistd.h>

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

/* Create F's temporary file beside it and fill it. */
static int write_temp(struct outfile *f)
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
    f->tmp = xmalloc(n);
    snprintf(f->tmp, n, "%s.tmpXXXXXX", f->path);
    int fd = mkstemp(f->tmp);
    if (fd < 0) {
        diag_plain("cannot create '%s': %s", f->tmp, strerror(errno));
        free(f->tmp);
        f->tmp = NULL;
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

int output_write(void)
{
    int ok = 1;
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind == OUTPUT_FILE)
            ok = write_temp(&files[i]) == 0;
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind != OUTPUT_FILE)
            ok = write_stream(&files[i]) == 0;
    for (int i = 0; i < nfiles && ok; i++)
        if (files[i].kind == OUTPUT_FILE && rename(files[i].tmp, files[i].path) < 0) {
            diag_plain("cannot rename '%s' to '%s': %s", files[i].tmp, files[i].path,
                       strerror(errno));
            ok = 0;
        }
    for (int i = 0; i < nfiles; i++)
        if (files[i].tmp) {
            if (!ok)
                unlink(files[i].tmp);
            free(files[i].tmp);
            files[i].tmp = NULL;
        }
    return ok ? 0 : -1;
}
