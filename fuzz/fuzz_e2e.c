/* fuzz_e2e.c - libFuzzer target: the whole of ptogen, end to end, on a
 * fuzzed spec under fuzzed file names, in a scratch directory, with the
 * invariants of docs/trust.md checked after every run.
 *
 * An input is a header line and a spec:
 *
 *     MODE SPEC-NAME '|' OUTPUT-NAME '|' DEPFILE-NAME '\n' SPEC-TEXT
 *
 * MODE is one byte: its low two bits pick the run (0: -t host -o OUT,
 * 1: -t a2a3 -o OUT, 2: -t a5 -o OUT, 3: --outdir out), bit 2 adds -MD
 * (and -MF DEPFILE when one is named), bit 3 makes it --harness -o OUT.
 * The names are any bytes but '/' and NUL ('/' becomes '_', and byte 1
 * stands for a newline, which would end the header): newlines, quotes,
 * '*' '/', '$(...)', escapes.  The spec goes to SPEC-NAME in the
 * scratch directory, the outputs under its out/.  main() of gen/ runs in
 * this process (compiled as ptogen_main, fuzz/track.h as for
 * fuzz_ptogen.c), m4 as the child process it always is.
 *
 * After each run (a violation aborts, so libFuzzer keeps the input):
 *   - the exit status is 0, 1 or 2 (3, an internal error, aborts inside);
 *   - nothing ran: no file named PWNED in the scratch directory or the
 *     template directory (the working directory holds templates that
 *     would create one, common/kernel.m4 and others, and the dictionary
 *     offers m4_syscmd([touch PWNED]) to specs and names);
 *   - the spec and the planted files are unchanged, nothing but out/ is
 *     new, out/ holds no temporary file, and no file at all unless the
 *     run succeeded;
 *   - one host output in 16 compiles: cc -fsyntax-only -std=c11 -Wall
 *     -Wextra -Werror.
 *
 *   make fuzz FUZZ_TARGETS=e2e FUZZ_SECONDS=300
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../gen/diag.h"
#include "../gen/output.h"
#include "fuzz.h"

int ptogen_main(int argc, char **argv);

static char scratch[4096], tpl_dir[4096];
static unsigned long runs, by_status[3], compiled, files_written;

/* What the runs reached, printed when libFuzzer exits: runs that end in a
 * spec error never reach m4 or output writing. */
static void report(void)
{
    fprintf(stderr,
            "fuzz_e2e: %lu runs: %lu succeeded (%lu files written), %lu spec errors, %lu usage "
            "errors; %lu host outputs compiled\n",
            by_status[0] + by_status[1] + by_status[2], by_status[0], files_written, by_status[1],
            by_status[2], compiled);
}

/* What m4_syscmd in a planted template or a spec would leave. */
#define TRAP "m4_syscmd([touch PWNED])m4_errprint([a planted template ran\n])"
static const char *const planted[] = {"common/ptogen.m4",  "common/kernel.m4",  "common/helpers.m4",
                                      "common/convert.m4", "common/hostops.m4", "host/source.m4",
                                      "a2a3/source.m4"};
#define NPLANTED (sizeof planted / sizeof planted[0])

static void die(const char *what)
{
    fprintf(stderr, "fuzz_e2e: %s\n", what);
    abort();
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    if (fwrite(data, 1, n, f) != n || fclose(f) != 0) {
        perror(path);
        die("cannot write a scratch file");
    }
    return 0;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag;
    if (ftw->level > 0)
        remove(path);
    return 0;
}

static void empty_scratch(void)
{
    nftw(scratch, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *t = getenv("PTOGEN_TEMPLATES");
    if (!t || !*t || !realpath(t, tpl_dir))
        die("set PTOGEN_TEMPLATES to the template directory (make fuzz does)");
    const char *dir = getenv("TMPDIR");
    snprintf(scratch, sizeof scratch, "%s/ptogen-e2e-XXXXXX", dir && *dir ? dir : "/tmp");
    if (!mkdtemp(scratch))
        die("cannot make the scratch directory");
    atexit(report);
    return 0;
}

/* Copy bytes [S, E) of the header as a name: '/' becomes '_', byte 1 a
 * newline. */
static char *take_name(const uint8_t *s, const uint8_t *e)
{
    char *n = calloc((size_t)(e - s) + 1, 1);
    if (!n)
        die("out of memory");
    for (size_t i = 0; s + i < e; i++)
        n[i] = s[i] == '/' ? '_' : s[i] == 1 ? '\n' : (char)s[i];
    return n;
}

/* Does any entry of DIR (recursively) have base name NAME? */
static int tree_has(const char *dir, const char *name)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int found = 0;
    struct dirent *e;
    while (!found && (e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (!strcmp(e->d_name, name))
            found = 1;
        else if (e->d_type == DT_DIR) {
            char sub[8192];
            snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
            found = tree_has(sub, name);
        }
    }
    closedir(d);
    return found;
}

/* Regular files under DIR (recursively); *TMP set when one is a
 * temporary output (".tmp" in its name). */
static int count_files(const char *dir, int *tmp)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char sub[8192];
        snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(sub, &st) < 0)
            continue;
        if (S_ISDIR(st.st_mode))
            n += count_files(sub, tmp);
        else {
            n++;
            *tmp |= strstr(e->d_name, ".tmp") != NULL;
        }
    }
    closedir(d);
    return n;
}

/* Every entry of the scratch directory is the spec, a planted template
 * directory or out/. */
static void check_top(const char *spec)
{
    DIR *d = opendir(".");
    if (!d)
        die("cannot read the scratch directory");
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *n = e->d_name;
        if (strcmp(n, ".") && strcmp(n, "..") && strcmp(n, spec) && strcmp(n, "out") &&
            strcmp(n, "common") && strcmp(n, "host") && strcmp(n, "a2a3")) {
            fprintf(stderr, "fuzz_e2e: ptogen wrote '%s' outside its outputs\n", n);
            abort();
        }
    }
    closedir(d);
}

/* cc -fsyntax-only on the host source PATH (its header beside it). */
static void compile_host(const char *path)
{
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, 1);
        const char *cc = getenv("CC");
        execlp(cc && *cc ? cc : "cc", "cc", "-fsyntax-only", "-std=c11", "-Wall", "-Wextra",
               "-Werror", "-Iout", path, (char *)NULL);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        die("cannot run cc");
    if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 127)) {
        fprintf(stderr, "fuzz_e2e: '%s' does not compile\n", path);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nl = memchr(data, '\n', size);
    if (!nl || nl == data || memchr(data + 1, '\0', (size_t)(nl - data - 1)))
        return -1; /* not an input of this format: not added to the corpus */
    unsigned mode = data[0];
    const uint8_t *s = data + 1, *bar1 = memchr(s, '|', (size_t)(nl - s));
    const uint8_t *bar2 = bar1 ? memchr(bar1 + 1, '|', (size_t)(nl - bar1 - 1)) : NULL;
    char *spec = take_name(s, bar1 ? bar1 : nl);
    char *oname = take_name(bar1 ? bar1 + 1 : nl, bar2 ? bar2 : nl);
    char *dname = take_name(bar2 ? bar2 + 1 : nl, nl);
    if (!*spec || !strcmp(spec, ".") || !strcmp(spec, "..") || !strcmp(spec, "out") ||
        !strcmp(spec, "common") || !strcmp(spec, "host") || !strcmp(spec, "a2a3")) {
        free(spec), free(oname), free(dname);
        return -1;
    }

    /* ptogen runs in the scratch directory; libFuzzer's relative paths
     * need the working directory back afterwards */
    int home = open(".", O_RDONLY | O_DIRECTORY);
    if (home < 0 || chdir(scratch) < 0)
        die("cannot enter the scratch directory");
    empty_scratch();
    mkdir("common", 0777), mkdir("host", 0777), mkdir("a2a3", 0777), mkdir("out", 0777);
    for (size_t i = 0; i < NPLANTED; i++)
        if (write_file(planted[i], TRAP, strlen(TRAP)) < 0)
            die("cannot plant the templates");
    const uint8_t *text = nl + 1;
    size_t tlen = size - (size_t)(text - data);
    if (write_file(spec, text, tlen) < 0) {
        /* a name the file system refuses (too long): not an input */
        free(spec), free(oname), free(dname);
        if (fchdir(home) < 0)
            die("cannot return to the working directory");
        close(home);
        return -1;
    }

    /* the command line */
    static const char *const targets[] = {"host", "a2a3", "a5"};
    char out[8192], dep[8192];
    snprintf(out, sizeof out, "out/%s", *oname ? oname : "k.c");
    snprintf(dep, sizeof dep, "out/%s", dname);
    char *argv[16];
    int argc = 0;
    argv[argc++] = "ptogen";
    if ((mode & 3) == 3 && !(mode & 8)) {
        argv[argc++] = "--outdir";
        argv[argc++] = "out";
    } else {
        argv[argc++] = "-t";
        argv[argc++] = (char *)targets[(mode & 3) == 3 ? 1 : mode & 3];
        argv[argc++] = "-o";
        argv[argc++] = out;
    }
    if (mode & 8)
        argv[argc++] = "--harness";
    if (mode & 4) {
        argv[argc++] = "-MD";
        if (*dname) {
            argv[argc++] = "-MF";
            argv[argc++] = dep;
        }
    }
    argv[argc++] = spec;
    argv[argc] = NULL;

    /* ptogen installs its own signal handlers: libFuzzer's come back */
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction saved[4];
    for (int i = 0; i < 4; i++)
        sigaction(sigs[i], NULL, &saved[i]);
    diag_reset(1);
    output_reset();
    optind = 0;
    int status;
    fuzz_exit_armed = 1;
    int jumped = setjmp(fuzz_exit_jump);
    if (jumped == 0)
        status = ptogen_main(argc, argv);
    else
        status = jumped == 256 ? 0 : jumped;
    fuzz_exit_armed = 0;
    for (int i = 0; i < 4; i++)
        sigaction(sigs[i], &saved[i], NULL);
    diag_reset(1);
    output_reset();
    track_free_all();

    if (status != 0 && status != 1 && status != 2) {
        fprintf(stderr, "fuzz_e2e: exit status %d\n", status);
        abort();
    }
    char where[8192];
    snprintf(where, sizeof where, "%s", tpl_dir);
    if (tree_has(".", "PWNED") || tree_has(where, "PWNED"))
        die("a command of the input ran (a file named PWNED exists)");
    check_top(spec);
    for (size_t i = 0; i < NPLANTED; i++) {
        struct stat st;
        if (stat(planted[i], &st) < 0 || (size_t)st.st_size != strlen(TRAP))
            die("a planted file was changed");
    }
    FILE *f = fopen(spec, "rb");
    if (!f)
        die("the spec is gone");
    char *back = malloc(tlen + 1);
    size_t got = back ? fread(back, 1, tlen + 1, f) : 0;
    fclose(f);
    if (got != tlen || (tlen && memcmp(back, text, tlen)))
        die("the spec was changed");
    free(back);
    int tmp = 0, files = count_files("out", &tmp);
    if (tmp)
        die("a temporary output file is left");
    if (status != 0 && files)
        die("a failed run left output files");
    by_status[status]++;
    files_written += (unsigned long)files;
    if (status == 0 && (mode & 3) == 0 && !(mode & 8) && ++runs % 16 == 1) {
        struct stat st;
        if (stat(out, &st) == 0 && S_ISREG(st.st_mode)) {
            compile_host(out);
            compiled++;
        }
    }
    free(spec), free(oname), free(dname);
    if (fchdir(home) < 0)
        die("cannot return to the working directory");
    close(home);
    return 0;
}
