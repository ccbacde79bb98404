/* main.c - ptogen command line: options, the phase driver, output files.
 *
 * Phases run in order for every requested target before anything is
 * written: load + schema (spec.c), target rules (rules.c), lowering
 * (plan.c), m4 definitions (defs.c), m4 + post-pass (m4run.c).  Only when
 * every target succeeded are the files written, each to a temporary name
 * and renamed, so an error never leaves a file behind.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <getopt.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "cost.h"
#include "defs.h"
#include "diag.h"
#include "m4run.h"
#include "plan.h"
#include "rules.h"
#include "spec.h"

enum exit_code { EXIT_OK = 0, EXIT_SPEC = 1, EXIT_USAGE = 2 };

struct options {
    int target;         /* -1: all */
    const char *output; /* -o */
    const char *outdir; /* --outdir */
    const char *templates;
    const char *depfile; /* -MF */
    int md;              /* -MD */
    int check, harness, dump_defs, list_ops, stats;
};

/* One file to write once every phase has succeeded. */
struct outfile {
    char *path;
    struct buf text;
};

static struct outfile files[8];
static int nfiles;

static void usage(FILE *f)
{
    fputs("Usage: ptogen [OPTION]... SPEC\n"
          "Generate C kernels for the PTO tile ISA from a YAML kernel spec.\n"
          "\n"
          "  -t, --target=T      a2a3, a5 or host (default: all three)\n"
          "  -o, --output=FILE   write the kernel source to FILE and its header beside\n"
          "                      it (FILE with .c replaced by .h); needs one --target\n"
          "      --outdir=DIR    write DIR/<target>/<kernel>.c and .h (default: out)\n"
          "      --check         check the spec for the targets, write nothing\n"
          "      --harness       write a self-checking test driver to --output that runs\n"
          "                      the device targets (--target, else a2a3 and a5) on the\n"
          "                      simulators and compares them with host\n"
          "  -MD                 also write a make dependency file (FILE.d, or -MF)\n"
          "  -MF FILE            name of the dependency file\n"
          "      --dump-defs     print the m4 definitions for one --target\n"
          "      --stats         print per target the UB use, and per tile the\n"
          "                      instructions and modeled cycles (one core, steady state)\n"
          "      --list-ops      list the ops and their dtypes per target\n"
          "      --templates=DIR template directory (default: ../templates next to\n"
          "                      the ptogen binary, or $PTOGEN_TEMPLATES)\n"
          "      --help          print this help and exit\n"
          "      --version       print the version and exit\n"
          "\n"
          "Exit status: 0 success, 1 errors in the spec, 2 usage errors.\n",
          f);
}

static void usage_error(const char *fmt, const char *arg)
{
    fputs("ptogen: error: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\nTry 'ptogen --help' for more information.\n", stderr);
    exit(EXIT_USAGE);
}

static int parse_target(const char *s)
{
    int t = target_lookup(s);
    if (t < 0)
        usage_error("unknown target '%s' (expected a2a3, a5 or host)", s);
    return t;
}

/* ---- paths ---------------------------------------------------------- */

static char *header_path(const char *c_path)
{
    size_t n = strlen(c_path);
    char *h = xmalloc(n + 3);
    memcpy(h, c_path, n + 1);
    if (n > 2 && !strcmp(c_path + n - 2, ".c"))
        h[n - 1] = 'h';
    else
        strcat(h, ".h");
    return h;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* The template directory: option, environment, else ../templates beside
 * the binary (made relative to the working directory when inside it, so
 * depfiles stay relocatable). */
static char *find_templates(const char *opt)
{
    if (opt)
        return xstrdup(opt);
    const char *env = getenv("PTOGEN_TEMPLATES");
    if (env && *env)
        return xstrdup(env);
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return xstrdup("templates");
    exe[n] = '\0';
    /* gen/ptogen finds ../templates, build/<dir>/ptogen ../../templates */
    char dir[PATH_MAX + 32];
    char *slash = strrchr(exe, '/');
    if (!slash)
        return xstrdup("templates");
    *slash = '\0';
    char first[PATH_MAX] = "";
    for (int up = 0; up < 2 && (slash = strrchr(exe, '/')); up++) {
        *slash = '\0';
        if (!up)
            snprintf(first, sizeof first, "%s", exe);
        snprintf(dir, sizeof dir, "%s/templates/common/ptogen.m4", exe);
        if (access(dir, R_OK) == 0)
            break;
        if (up == 1)
            snprintf(exe, sizeof exe, "%s", first); /* not found: report the usual place */
    }
    snprintf(dir, sizeof dir, "%s/templates", exe);
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd)) {
        size_t c = strlen(cwd);
        if (!strncmp(dir, cwd, c) && dir[c] == '/')
            return xstrdup(dir + c + 1);
    }
    return xstrdup(dir);
}

/* ptogen keeps what it allocates until it exits, by design; leak reports
 * of a sanitizer build would only be noise. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0";
}

static int mkdir_p(const char *dir)
{
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s", dir);
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

static void add_file(char *path, struct buf text)
{
    if (nfiles == (int)(sizeof files / sizeof files[0]))
        diag_bug("too many output files");
    files[nfiles].path = path;
    files[nfiles].text = text;
    nfiles++;
}

/* Write every collected file through a temporary name in its directory;
 * on any failure remove what this run created. */
static int write_files(void)
{
    char *tmps[sizeof files / sizeof files[0]] = {0};
    int ok = 1;
    for (int i = 0; i < nfiles && ok; i++) {
        char dir[PATH_MAX];
        snprintf(dir, sizeof dir, "%s", files[i].path);
        char *slash = strrchr(dir, '/');
        if (slash) {
            *slash = '\0';
            if (mkdir_p(dir) < 0) {
                diag_plain("cannot create directory '%s': %s", dir, strerror(errno));
                ok = 0;
                break;
            }
        }
        size_t n = strlen(files[i].path) + 16;
        tmps[i] = xmalloc(n);
        snprintf(tmps[i], n, "%s.tmpXXXXXX", files[i].path);
        int fd = mkstemp(tmps[i]);
        if (fd < 0) {
            diag_plain("cannot create '%s': %s", tmps[i], strerror(errno));
            free(tmps[i]);
            tmps[i] = NULL;
            ok = 0;
            break;
        }
        mode_t um = umask(0);
        umask(um);
        fchmod(fd, 0666 & ~um);
        FILE *f = fdopen(fd, "w");
        if (!f || fwrite(files[i].text.data, 1, files[i].text.len, f) != files[i].text.len ||
            fclose(f) != 0) {
            diag_plain("cannot write '%s': %s", tmps[i], strerror(errno));
            ok = 0;
        }
    }
    for (int i = 0; i < nfiles && ok; i++)
        if (rename(tmps[i], files[i].path) < 0) {
            diag_plain("cannot rename '%s' to '%s': %s", tmps[i], files[i].path, strerror(errno));
            ok = 0;
        }
    for (int i = 0; i < nfiles; i++)
        if (tmps[i]) {
            if (!ok)
                unlink(tmps[i]);
            free(tmps[i]);
        }
    return ok ? 0 : -1;
}

/* ---- phases --------------------------------------------------------- */

static int expand(const char *tpl_dir, const char *defs, const char *tpl, struct buf *out)
{
    return m4run_expand(tpl_dir, defs, tpl, out);
}

/* One line per target: UB use, what one full tile executes, and its
 * modeled cycles (gen/cost.c; the same cycle model as the simulators). */
static void print_stats(const struct plan *p)
{
    printf("%s %s: ", p->k->name, target_name(p->target));
    if (p->target == TGT_HOST) {
        printf("host reference, %d ops in one pass; no device cycle model\n", p->k->nops);
        return;
    }
    struct cost c;
    cost_estimate(p, &c);
    printf("UB %d/%d bytes, %s; per tile of %d rows: %ld vector instructions, %ld barriers, "
           "%ld flag pairs; %.1f cycles (busy V %.1f, MTE2 %.1f, MTE3 %.1f)\n",
           p->ub_used, p->ub_capacity, p->dbuf ? "double-buffered" : "single-buffered", p->vrows,
           c.vec_insns, c.barriers, c.flags, c.cycles, c.busy_v, c.mte2, c.mte3);
}

/* Append " DIR/GROUP/x.m4" for each template of GROUP, sorted. */
static void add_glob(struct buf *deps, const char *tpl_dir, const char *group)
{
    char pattern[PATH_MAX];
    snprintf(pattern, sizeof pattern, "%s/%s/*.m4", tpl_dir, group);
    glob_t g;
    if (glob(pattern, 0, NULL, &g) == 0)
        for (size_t i = 0; i < g.gl_pathc; i++)
            buf_addf(deps, " %s", g.gl_pathv[i]);
    globfree(&g);
}

static void write_depfile(const struct options *o, const char *spec, const char *tpl_dir,
                          int ntargets, const int *targets)
{
    struct buf d = BUF_INIT;
    for (int i = 0; i < nfiles; i++)
        buf_addf(&d, "%s%s", i ? " " : "", files[i].path);
    buf_addf(&d, ":");
    struct buf deps = BUF_INIT;
    buf_addf(&deps, " %s", spec);
    /* every template the expansion may include: common/ and each group */
    add_glob(&deps, tpl_dir, "common");
    if (o->harness)
        add_glob(&deps, tpl_dir, "harness");
    for (int i = 0; i < ntargets; i++)
        add_glob(&deps, tpl_dir, target_name((enum target)targets[i]));
    buf_adds(&d, deps.data);
    buf_adds(&d, "\n");
    /* phony targets so a deleted template does not break the build */
    char *s = deps.data;
    for (char *tok = strtok(s, " "); tok; tok = strtok(NULL, " "))
        buf_addf(&d, "%s:\n", tok);
    buf_free(&deps);
    char *path;
    if (o->depfile) {
        path = xstrdup(o->depfile);
    } else {
        size_t n = strlen(files[0].path) + 3;
        path = xmalloc(n);
        snprintf(path, n, "%s.d", files[0].path);
    }
    add_file(path, d);
}

int main(int argc, char **argv)
{
    struct options o = {.target = -1, .outdir = "out"};
    enum {
        OPT_OUTDIR = 256,
        OPT_CHECK,
        OPT_HARNESS,
        OPT_DUMP,
        OPT_LIST,
        OPT_STATS,
        OPT_TPL,
        OPT_HELP,
        OPT_VERSION,
        OPT_MD,
        OPT_MF
    };
    static const struct option longopts[] = {
        {"target", required_argument, NULL, 't'},        {"output", required_argument, NULL, 'o'},
        {"outdir", required_argument, NULL, OPT_OUTDIR}, {"check", no_argument, NULL, OPT_CHECK},
        {"harness", no_argument, NULL, OPT_HARNESS},     {"dump-defs", no_argument, NULL, OPT_DUMP},
        {"list-ops", no_argument, NULL, OPT_LIST},       {"stats", no_argument, NULL, OPT_STATS},
        {"templates", required_argument, NULL, OPT_TPL}, {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},     {"MD", no_argument, NULL, OPT_MD},
        {"MF", required_argument, NULL, OPT_MF},         {NULL, 0, NULL, 0},
    };
    int c;
    opterr = 0;
    while ((c = getopt_long_only(argc, argv, ":t:o:", longopts, NULL)) != -1) {
        switch (c) {
        case 't':
            o.target = parse_target(optarg);
            break;
        case 'o':
            o.output = optarg;
            break;
        case OPT_OUTDIR:
            o.outdir = optarg;
            break;
        case OPT_CHECK:
            o.check = 1;
            break;
        case OPT_HARNESS:
            o.harness = 1;
            break;
        case OPT_DUMP:
            o.dump_defs = 1;
            break;
        case OPT_LIST:
            o.list_ops = 1;
            break;
        case OPT_STATS:
            o.stats = 1;
            break;
        case OPT_TPL:
            o.templates = optarg;
            break;
        case OPT_MD:
            o.md = 1;
            break;
        case OPT_MF:
            o.depfile = optarg;
            o.md = 1;
            break;
        case OPT_HELP:
            usage(stdout);
            return EXIT_OK;
        case OPT_VERSION:
            printf("ptogen %s\n", PTOGEN_VERSION);
            return EXIT_OK;
        case ':':
            usage_error("option '%s' needs an argument", argv[optind - 1]);
            break;
        default:
            usage_error("unknown option '%s'", argv[optind - 1]);
            break;
        }
    }
    if (o.list_ops) {
        rules_list_ops(stdout, o.target);
        return EXIT_OK;
    }
    if (optind != argc - 1)
        usage_error("%s", optind >= argc ? "no spec file given" : "more than one spec file given");
    const char *spec = argv[optind];
    if (o.output && o.target < 0 && !o.harness)
        usage_error("%s", "--output needs exactly one --target");
    if (o.harness && !o.output)
        usage_error("%s", "--harness needs --output");
    if (o.harness && o.target == TGT_HOST)
        usage_error("%s", "--harness compares device targets with host; give a2a3 or a5");
    if (o.dump_defs && o.target < 0)
        usage_error("%s", "--dump-defs needs exactly one --target");

    struct kernel *k = spec_load(spec);
    if (!k)
        return EXIT_SPEC;

    int targets[TGT__COUNT], ntargets = 0;
    if (o.target >= 0)
        targets[ntargets++] = o.target;
    else
        for (int t = 0; t < TGT__COUNT; t++)
            targets[ntargets++] = t;
    /* the harness needs host plus each device target */
    if (o.harness) {
        ntargets = 0;
        targets[ntargets++] = TGT_HOST;
        if (o.target >= 0)
            targets[ntargets++] = o.target;
        else {
            targets[ntargets++] = TGT_A2A3;
            targets[ntargets++] = TGT_A5;
        }
    }

    unsigned target_set = 0;
    for (int i = 0; i < ntargets; i++)
        target_set |= 1u << targets[i];
    int errors = rules_check(k, target_set);
    if (errors || diag_errors())
        return EXIT_SPEC;
    static struct plan plans[TGT__COUNT];
    for (int i = 0; i < ntargets; i++)
        errors += plan_build(k, (enum target)targets[i], &plans[i]);
    if (errors || diag_errors())
        return EXIT_SPEC;
    if (o.check)
        return EXIT_OK;
    if (o.stats) {
        for (int i = 0; i < ntargets; i++)
            print_stats(&plans[i]);
        return EXIT_OK;
    }

    char *tpl_dir = find_templates(o.templates);
    if (o.dump_defs) {
        struct buf defs = BUF_INIT;
        defs_write(&plans[0], "", 0, &defs);
        fputs(defs.data, stdout);
        buf_free(&defs);
        return EXIT_OK;
    }

    if (o.harness) {
        unsigned devs = 0;
        for (int i = 1; i < ntargets; i++)
            devs |= 1u << targets[i];
        struct buf defs = BUF_INIT, text = BUF_INIT;
        defs_write(&plans[0], "", devs, &defs);
        if (expand(tpl_dir, defs.data, "harness/harness.m4", &text) < 0)
            return EXIT_SPEC;
        buf_free(&defs);
        add_file(xstrdup(o.output), text);
    } else {
        for (int i = 0; i < ntargets; i++) {
            const char *tn = target_name((enum target)targets[i]);
            char *c_path;
            if (o.output) {
                c_path = xstrdup(o.output);
            } else {
                size_t n = strlen(o.outdir) + strlen(tn) + strlen(k->name) + 8;
                c_path = xmalloc(n);
                snprintf(c_path, n, "%s/%s/%s.c", o.outdir, tn, k->name);
            }
            char *h_path = header_path(c_path);
            struct buf defs = BUF_INIT, src = BUF_INIT, hdr = BUF_INIT;
            defs_write(&plans[i], base_name(h_path), 0, &defs);
            char tpl[64];
            snprintf(tpl, sizeof tpl, "%s/source.m4", tn);
            if (expand(tpl_dir, defs.data, tpl, &src) < 0)
                return EXIT_SPEC;
            snprintf(tpl, sizeof tpl, "%s/header.m4", tn);
            if (expand(tpl_dir, defs.data, tpl, &hdr) < 0)
                return EXIT_SPEC;
            buf_free(&defs);
            add_file(c_path, src);
            add_file(h_path, hdr);
        }
    }
    if (o.md)
        write_depfile(&o, spec, tpl_dir, ntargets, targets);
    if (write_files() < 0)
        return EXIT_SPEC;
    free(tpl_dir);
    return EXIT_OK;
}
