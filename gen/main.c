/* main.c - ptogen command line: options, the phase driver.
 *
 * Phases run in order for every spec and every requested target before
 * anything is written: load + schema (spec.c), target rules (rules.c),
 * lowering (plan.c), m4 definitions (defs.c), m4 + post-pass (m4run.c).
 * Only when every spec and target succeeded are the queued files written
 * (output.c), so an error never leaves a file behind.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <getopt.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cleanup.h"
#include "cost.h"
#include "defs.h"
#include "diag.h"
#include "m4run.h"
#include "output.h"
#include "paths.h"
#include "plan.h"
#include "quote.h"
#include "rules.h"
#include "schema.h"
#include "spec.h"
#include "specops.h"

/* The exit statuses, as --help, ptogen.1 and README.md state them. */
enum exit_code { EXIT_OK = 0, EXIT_ERRORS = 1, EXIT_USAGE = 2, EXIT_INTERNAL = 3 };

#define ALL_TARGETS ((1u << TARGET_COUNT) - 1)

struct options {
    unsigned targets;   /* set of 1u << enum target; 0: none given */
    int targets_all;    /* -t all: each spec's own targets */
    const char *output; /* -o */
    const char *outdir; /* --outdir */
    const char *templates;
    const char *depfile; /* -MF */
    int md;              /* -MD */
    int check, harness, dump_defs, list_ops, stats, print_targets;
    const char *explain; /* --explain OP */
    int print_schema;
    int chunk; /* --chunk: columns per chunk of a split row, or 0 */
    const char *argv0;
};

static void usage(FILE *f)
{
    fputs("Usage: ptogen [OPTION]... SPEC...\n"
          "Generate C kernels for the PTO tile ISA from YAML kernel specs.\n"
          "\n"
          "Each SPEC is generated for each target into DIR/<target>/<kernel>.c and .h\n"
          "(DIR is --outdir, default 'out').  Nothing is written unless every SPEC and\n"
          "every target succeeded.\n"
          "\n"
          "  -t, --target=LIST   a2a3, a5, host, a comma-separated list of them, or all\n"
          "                      (the default: the targets each SPEC lists under\n"
          "                      'targets', else all three); may be repeated.  A target\n"
          "                      a SPEC's 'targets' leaves out is an error in that SPEC\n"
          "  -o, --output=FILE   write the kernel source to FILE and its header beside it\n"
          "                      (FILE with .c replaced by .h); needs one SPEC and one\n"
          "                      target.  '-' is standard output, and an existing FIFO,\n"
          "                      device or symlink is written through; those get no header\n"
          "      --outdir=DIR    where the default output paths start (default: out)\n"
          "      --check         check the specs for the targets, write nothing\n"
          "      --chunk=COLS    split rows wider than COLS columns (a multiple of 256)\n"
          "                      into chunks walked in passes, as rows too wide for a\n"
          "                      target's memory are anyway (host and a2a3)\n"
          "      --harness       write a self-checking test driver to --output that runs\n"
          "                      the device targets (--target, else the spec's) on the\n"
          "                      simulators and compares them with host\n"
          "  -MD                 also write a make dependency file for each SPEC, named\n"
          "                      after its first output with the extension replaced\n"
          "                      by .d (out/a2a3/k.c -> out/a2a3/k.d)\n"
          "  -MF FILE            name of the dependency file (one SPEC); implies -MD\n"
          "      --dump-defs     print the m4 definitions for one SPEC and one --target\n"
          "      --stats         print per spec and target the UB use, and per tile the\n"
          "                      instructions and modeled cycles (one core, steady state)\n"
          "      --list-ops      list the ops and their dtypes per target\n"
          "      --explain=OP    what OP computes, its operands, and per target (--target,\n"
          "                      else all) its dtypes, lowering and scratch tiles\n"
          "      --print-schema  print the JSON Schema of the spec format and exit\n"
          "      --print-targets print, one line per SPEC, the targets it is generated\n"
          "                      for (its 'targets' key, or --target)\n"
          "      --templates=DIR template directory (default: $PTOGEN_TEMPLATES, else\n"
          "                      ../share/ptogen/templates or ../templates next to the\n"
          "                      ptogen executable)\n"
          "      --help          print this help and exit\n"
          "      --version       print the version and exit\n"
          "\n"
          "Exit status: 0 success; 1 errors in a spec, or a file that cannot be read or\n"
          "written; 2 usage errors; 3 internal errors (a bug in ptogen).\n",
          f);
}

static void usage_error(const char *fmt, const char *arg)
{
    struct buf msg = BUF_INIT;
    buf_addf(&msg, fmt, arg);
    fputs("ptogen: error: ", stderr);
    diag_fputs(msg.data, stderr); /* ARG is the user's: control characters escaped */
    fputs("\nTry 'ptogen --help' for more information.\n", stderr);
    buf_free(&msg);
    exit(EXIT_USAGE);
}

/* EXIT_OK when everything printed reached standard output, else
 * EXIT_ERRORS after a message: a write that failed on the way (a full
 * disk, a closed pipe) sets the stream's error flag even when the last
 * flush has nothing left to fail on. */
static int stdout_status(void)
{
    errno = 0;
    int ok = fflush(stdout) == 0 && !ferror(stdout);
    if (fclose(stdout) != 0)
        ok = 0;
    if (!ok) {
        diag_plain("cannot write to standard output%s%s", errno ? ": " : "",
                   errno ? strerror(errno) : "");
        return EXIT_ERRORS;
    }
    return EXIT_OK;
}

/* "a2a3", "a5,host", "all": the set of targets LIST names. */
/* --chunk's columns: a positive multiple of SPLIT_ALIGN, at most a row. */
static int parse_chunk(const char *arg)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (end == arg || *end || errno || v < SPLIT_ALIGN || v > SPEC_MAX_COLS || v % SPLIT_ALIGN)
        usage_error("--chunk '%s' is not a multiple of 256 columns from 256 to 262144", arg);
    return (int)v;
}

static unsigned parse_targets(const char *list, int *all)
{
    unsigned set = 0;
    const char *s = list;
    for (;;) {
        size_t n = strcspn(s, ",");
        char name[32];
        if (n == 0)
            usage_error("empty target name in '%s' (expected a2a3, a5, host or all)", list);
        snprintf(name, sizeof name, "%.*s", (int)n, s);
        int t = target_lookup(name);
        if (n < sizeof name && !strcmp(name, "all")) {
            set |= ALL_TARGETS;
            *all = 1;
        } else if (n < sizeof name && t >= 0)
            set |= 1u << t;
        else {
            /* the names come from the user: never part of a format */
            char msg[192];
            snprintf(msg, sizeof msg,
                     "unknown target '%.*s' in '%.60s' (expected a2a3, a5, host or all)",
                     (int)(n < 40 ? n : 40), s, list);
            usage_error("%s", msg);
        }
        if (!s[n])
            return set;
        s += n + 1;
    }
}

static int count_targets(unsigned set)
{
    int n = 0;
    for (int t = 0; t < TARGET_COUNT; t++)
        n += (set >> t) & 1;
    return n;
}

/* ptogen keeps what it allocates until it exits, by design; leak reports
 * of a sanitizer build would only be noise. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0";
}

/* ---- per spec ------------------------------------------------------- */

/* Singular or plural noun for N. */
static const char *plural(long n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

/* One line per target: UB use, what one full tile executes, and its
 * modeled cycles (gen/cost.c; the same cycle model as the simulators). */
static void print_stats(const struct plan *p)
{
    printf("%s %s: ", p->k->name, target_name(p->target));
    if (!target_is_device(p->target) && p->host_staged) {
        printf("host reference, %d %s on tiles of %d %s (vector tiles), ", p->k->nops,
               plural(p->k->nops, "op", "ops"), p->vrows, plural(p->vrows, "row", "rows"));
        if (p->split.chunk)
            printf("rows split into chunks of %d columns walked in %d %s, ", p->split.chunk,
                   p->split.npass, plural(p->split.npass, "pass", "passes"));
        printf("%ld bytes of arrays on the stack; no device cycle model\n", p->host_stack);
        return;
    }
    if (!target_is_device(p->target)) {
        printf("host reference, %d %s in one pass; no device cycle model\n", p->k->nops,
               plural(p->k->nops, "op", "ops"));
        return;
    }
    if (!target_is_simulated(p->target)) {
        printf("pto-isa C++, UB %d/%d bytes, single-buffered; ", p->ub_used, p->ub_capacity);
        if (p->split.chunk)
            printf("rows split into chunks of %d columns walked in %d %s; ", p->split.chunk,
                   p->split.npass, plural(p->split.npass, "pass", "passes"));
        printf("per tile of %d %s: %d pto-isa %s; no cycle model of its own\n", p->vrows,
               plural(p->vrows, "row", "rows"), p->k->nops, plural(p->k->nops, "call", "calls"));
        return;
    }
    struct cost c;
    cost_estimate(p, &c);
    printf("UB %d/%d bytes, %s; per tile of %d %s: %ld vector %s, %ld %s, %ld flag %s; "
           "%.1f cycles (busy V %.1f, S %.1f, MTE2 %.1f, MTE3 %.1f)",
           p->ub_used, p->ub_capacity, p->dbuf ? "double-buffered" : "single-buffered", p->vrows,
           plural(p->vrows, "row", "rows"), c.vec_insns,
           plural(c.vec_insns, "instruction", "instructions"), c.barriers,
           plural(c.barriers, "barrier", "barriers"), c.flags, plural(c.flags, "pair", "pairs"),
           c.cycles, c.busy_v, c.busy_s, c.mte2, c.mte3);
    if (p->nhoist)
        printf("; %d %s once per core before the tile loop", p->nhoist,
               plural(p->nhoist, "op runs", "ops run"));
    if (p->shr_form)
        printf("; tile-tile shifts: %s", p->shr_form);
    if (p->split.chunk)
        printf("; rows split into chunks of %d columns walked in %d %s", p->split.chunk,
               p->split.npass, plural(p->split.npass, "pass", "passes"));
    if (target_desc(p->target)->kind == TK_REGISTER && !p->split.chunk) {
        /* UB traffic per chunk against its floor: one access per I/O tile,
         * a per-col input's shared by the tile's rows (each of the tile
         * loop's segments' chunk counted; a paired mask load serves two; a
         * whole row's chunks, plan_a5_whole.c, each its share, and a
         * load before its row loop, the rows' share of that) */
        double n = 0, floor = 0;
        for (int j = 0; j < p->k->ninputs + p->k->noutputs; j++) {
            int t = j < p->k->ninputs ? p->k->inputs[j] : p->k->outputs[j - p->k->ninputs];
            floor += p->k->tiles[t].per == PER_COL ? 1.0 / p->vrows : 1.0;
        }
        for (int g = p->hoist_segs; g < p->nseg; g++) {
            const struct a5seg *sg = &p->segs[g];
            for (int i = sg->first; i < sg->end; i++) {
                const struct insn *in = &p->insn[i];
                int t = in->ntile ? in->tile[0] : -1;
                int row = t >= 0 && t < p->k->ntiles && p->k->tiles[t].per == PER_ROW;
                double one = sg->whole && !row ? 1.0 / sg->chunks : 1.0;
                one /= in->prologue && in->kind == IK_VLDS ? p->vrows : 1;
                n += in->kind == IK_VLDS || in->kind == IK_VSTS || in->kind == IK_PSTS ? one : 0;
                n += in->kind == IK_PLDS ? (sg->paired ? 0.5 : 1.0) : 0;
            }
        }
        printf("; per chunk %g loads+stores (minimum %g)", n, floor);
    }
    putchar('\n');
}

/* Append each template of GROUP, sorted, to LIST (NULL-terminated, *N
 * entries so far), and register it as an input no output may be. */
static void add_glob(char ***list, int *n, const char *tpl_dir, const char *group)
{
    struct buf pattern = BUF_INIT;
    buf_addf(&pattern, "%s/%s/*.m4", tpl_dir, group);
    glob_t g;
    if (glob(pattern.data, 0, NULL, &g) == 0) {
        *list = xrealloc(*list, (size_t)(*n + (int)g.gl_pathc + 1) * sizeof **list);
        for (size_t i = 0; i < g.gl_pathc; i++)
            (*list)[(*n)++] = xstrdup(g.gl_pathv[i]);
        (*list)[*n] = NULL;
    }
    globfree(&g);
    buf_free(&pattern);
}

/* The templates a run for TARGETS reads, NULL-terminated. */
static char **templates_read(const struct options *o, const char *tpl_dir, int ntargets,
                             const int *targets)
{
    char **list = xcalloc(1, sizeof *list);
    int n = 0;
    add_glob(&list, &n, tpl_dir, "common");
    if (o->harness)
        add_glob(&list, &n, tpl_dir, "harness");
    for (int i = 0; i < ntargets; i++)
        add_glob(&list, &n, tpl_dir, target_name((enum target)targets[i]));
    return list;
}

/* Queue the depfile of SPEC, whose outputs are the queued files from
 * FIRST on: they depend on the spec and every template they may read.
 * Every path is escaped for make (quote_make). */
static int queue_depfile(const struct options *o, const char *spec, char **tpls, int first)
{
    struct buf d = BUF_INIT;
    for (int i = first; i < output_count(); i++) {
        if (i > first)
            buf_adds(&d, " ");
        quote_make(&d, output_path(i));
    }
    buf_adds(&d, ":");
    struct buf phony = BUF_INIT;
    for (int i = -1; i < 0 || tpls[i]; i++) {
        const char *dep = i < 0 ? spec : tpls[i];
        buf_adds(&d, " ");
        quote_make(&d, dep);
        /* a phony target each, so a deleted template does not break the
         * build */
        quote_make(&phony, dep);
        buf_adds(&phony, ":\n");
    }
    buf_adds(&d, "\n");
    buf_adds(&d, phony.data);
    buf_free(&phony);
    char *path = o->depfile ? xstrdup(o->depfile) : paths_depfile(output_path(first));
    return output_add(path, d, spec);
}

/* Source and header of one target into the queue.  A source that goes to
 * standard output or through a non-regular file gets no header; it still
 * includes "<kernel>.h". */
static int queue_kernel(const struct options *o, const struct plan *p, const char *spec,
                        const char *tpl_dir)
{
    const char *tn = target_name(p->target);
    char *c_path, *h_path = NULL;
    if (o->output) {
        c_path = xstrdup(o->output);
    } else {
        size_t n = strlen(o->outdir) + strlen(tn) + strlen(p->k->name) + 8;
        c_path = xmalloc(n);
        snprintf(c_path, n, "%s/%s/%s.%s", o->outdir, tn, p->k->name,
                 target_desc(p->target)->src_ext);
    }
    struct buf h_name = BUF_INIT;
    if (output_kind(c_path) == OUTPUT_FILE) {
        h_path = paths_header(c_path);
        buf_adds(&h_name, paths_base(h_path));
    } else {
        buf_addf(&h_name, "%s.%s", p->k->name, target_desc(p->target)->hdr_ext);
    }
    struct buf defs = BUF_INIT, src = BUF_INIT, hdr = BUF_INIT;
    defs_write(p, h_name.data, 0, &defs);
    buf_free(&h_name);
    /* source and header in one m4 run: m4's start-up and its reading of
     * the definitions are most of a run's time */
    char src_tpl[64], hdr_tpl[64];
    snprintf(src_tpl, sizeof src_tpl, "%s/source.m4", tn);
    snprintf(hdr_tpl, sizeof hdr_tpl, "%s/header.m4", tn);
    const char *tpls[2] = {src_tpl, hdr_tpl};
    struct buf outs[2] = {BUF_INIT, BUF_INIT};
    int failed = m4run_expand_n(tpl_dir, defs.data, tpls, h_path ? 2 : 1, outs) < 0;
    buf_free(&defs);
    src = outs[0];
    hdr = outs[1];
    if (failed) {
        buf_free(&src);
        buf_free(&hdr);
        return -1;
    }
    if (output_add(c_path, src, spec) < 0)
        return -1;
    return h_path ? output_add(h_path, hdr, spec) : 0;
}

/* The targets to generate K for into *SET: those of -t, else (no -t, or
 * -t all) the spec's own.  A -t target that the spec's 'targets' leaves
 * out is an error in the spec, at that key. */
static int spec_targets(const struct options *o, const struct kernel *k, unsigned *set)
{
    if (!o->targets || o->targets_all) {
        *set = k->targets;
        /* without 'targets', an optional target only when it expresses
         * every op (pto: what pto-isa's tile API can) and its tiles fit */
        for (int t = 0; !k->targets_loc.line && t < TARGET_COUNT; t++)
            if (target_desc((enum target)t)->optional &&
                (!rules_accepts(k, (enum target)t) || !plan_fits(k, (enum target)t)))
                *set &= ~(1u << t);
        return 0;
    }
    *set = o->targets;
    unsigned excluded = o->targets & ~k->targets;
    if (!excluded)
        return 0;
    char want[64], have[64];
    diag_error(k->targets_loc, "kernel '%s' is not generated for '%s': its 'targets' are [%s]",
               k->name, target_set_str(excluded, "' or '", want, sizeof want),
               target_set_str(k->targets, ", ", have, sizeof have));
    return -1;
}

/* Everything for one SPEC: check, then print or queue what the options
 * ask for.  Returns 0, or -1 after diagnostics. */
static int run_spec(const struct options *o, const char *spec, const char *tpl_dir)
{
    int errors_before = diag_errors();
    struct kernel *k = spec_load(spec);
    if (!k)
        return -1;

    unsigned set;
    if (spec_targets(o, k, &set) < 0)
        return -1;
    if (o->print_targets) {
        char line[64];
        puts(target_set_str(set, " ", line, sizeof line));
        return 0;
    }
    int targets[TARGET_COUNT], ntargets = 0;
    if (o->harness) {
        /* the harness needs host plus each device target; host first */
        targets[ntargets++] = target_ref();
        set &= ~(1u << target_ref());
    }
    for (int t = 0; t < TARGET_COUNT; t++)
        if ((set >> t) & 1 && !(o->harness && !target_is_device((enum target)t)))
            targets[ntargets++] = t;

    unsigned target_set = 0;
    for (int i = 0; i < ntargets; i++)
        target_set |= 1u << targets[i];
    /* what this spec's outputs may not overwrite: the spec, the templates */
    char **tpls = tpl_dir ? templates_read(o, tpl_dir, ntargets, targets) : NULL;
    output_input(spec);
    for (int i = 0; tpls && tpls[i]; i++)
        output_input(tpls[i]);
    if (rules_check(k, target_set) || diag_errors() > errors_before)
        return -1;
    spec_expand(k);
    struct plan *plans = xcalloc(TARGET_COUNT, sizeof *plans);
    int errors = 0;
    for (int i = 0; i < ntargets; i++)
        errors += plan_build(k, (enum target)targets[i], o->chunk, &plans[i]);
    if (errors || diag_errors() > errors_before)
        return -1;
    if (o->check)
        return 0;
    if (o->stats) {
        for (int i = 0; i < ntargets; i++)
            print_stats(&plans[i]);
        return 0;
    }
    if (o->dump_defs) {
        struct buf defs = BUF_INIT;
        defs_write(&plans[0], "", 0, &defs);
        fputs(defs.data, stdout);
        buf_free(&defs);
        return 0;
    }

    int first = output_count();
    if (o->harness) {
        unsigned devs = 0;
        for (int i = 1; i < ntargets; i++)
            devs |= 1u << targets[i];
        struct buf defs = BUF_INIT, text = BUF_INIT;
        defs_write(&plans[0], "", devs, &defs);
        if (m4run_expand(tpl_dir, defs.data, "harness/harness.m4", &text) < 0)
            return -1;
        buf_free(&defs);
        if (output_add(xstrdup(o->output), text, spec) < 0)
            return -1;
    } else {
        for (int i = 0; i < ntargets; i++)
            if (queue_kernel(o, &plans[i], spec, tpl_dir) < 0)
                return -1;
    }
    if (o->md && queue_depfile(o, spec, tpls, first) < 0)
        return -1;
    return 0;
}

/* ---- options -------------------------------------------------------- */

/* GCC spells -MD and -MF with one dash; getopt_long would read them as
 * clusters of short options, so they become --MD and --MF first. */
static void gcc_style_options(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--"))
            return;
        if (!strcmp(a, "-MD")) {
            argv[i] = "--MD";
        } else if (!strncmp(a, "-MF", 3)) {
            size_t n = strlen(a) + 3;
            char *s = xmalloc(n);
            snprintf(s, n, a[3] ? "--MF=%s" : "--MF", a + 3);
            argv[i] = s;
        }
    }
}

static int parse_options(int argc, char **argv, struct options *o)
{
    enum {
        OPT_OUTDIR = 256,
        OPT_CHECK,
        OPT_HARNESS,
        OPT_DUMP,
        OPT_LIST,
        OPT_EXPLAIN,
        OPT_SCHEMA,
        OPT_STATS,
        OPT_PRINT_TARGETS,
        OPT_TPL,
        OPT_CHUNK,
        OPT_HELP,
        OPT_VERSION,
        OPT_MD,
        OPT_MF
    };
    static const struct option longopts[] = {
        {"target", required_argument, NULL, 't'},
        {"output", required_argument, NULL, 'o'},
        {"outdir", required_argument, NULL, OPT_OUTDIR},
        {"check", no_argument, NULL, OPT_CHECK},
        {"chunk", required_argument, NULL, OPT_CHUNK},
        {"harness", no_argument, NULL, OPT_HARNESS},
        {"dump-defs", no_argument, NULL, OPT_DUMP},
        {"list-ops", no_argument, NULL, OPT_LIST},
        {"stats", no_argument, NULL, OPT_STATS},
        {"templates", required_argument, NULL, OPT_TPL},
        {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},
        {"MD", no_argument, NULL, OPT_MD},
        {"MF", required_argument, NULL, OPT_MF},
        {"print-targets", no_argument, NULL, OPT_PRINT_TARGETS},
        {"explain", required_argument, NULL, OPT_EXPLAIN},
        {"print-schema", no_argument, NULL, OPT_SCHEMA},
        {NULL, 0, NULL, 0},
    };
    gcc_style_options(argc, argv);
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":t:o:", longopts, NULL)) != -1) {
        switch (c) {
        case 't':
            o->targets |= parse_targets(optarg, &o->targets_all);
            break;
        case 'o':
            o->output = optarg;
            break;
        case OPT_OUTDIR:
            o->outdir = optarg;
            break;
        case OPT_CHECK:
            o->check = 1;
            break;
        case OPT_CHUNK:
            o->chunk = parse_chunk(optarg);
            break;
        case OPT_HARNESS:
            o->harness = 1;
            break;
        case OPT_DUMP:
            o->dump_defs = 1;
            break;
        case OPT_LIST:
            o->list_ops = 1;
            break;
        case OPT_SCHEMA:
            o->print_schema = 1;
            break;
        case OPT_EXPLAIN:
            o->explain = optarg;
            break;
        case OPT_STATS:
            o->stats = 1;
            break;
        case OPT_PRINT_TARGETS:
            o->print_targets = 1;
            break;
        case OPT_TPL:
            o->templates = optarg;
            break;
        case OPT_MD:
            o->md = 1;
            break;
        case OPT_MF:
            o->depfile = optarg;
            o->md = 1;
            break;
        case OPT_HELP:
            usage(stdout);
            exit(stdout_status());
        case OPT_VERSION:
            printf("ptogen %s\n", PTOGEN_VERSION);
            exit(stdout_status());
        case ':':
            usage_error("option '%s' needs an argument", argv[optind - 1]);
            break;
        default:
            if (optopt) {
                /* a short option, perhaps inside a cluster (-spec.yaml):
                 * argv[optind - 1] need not be the word that holds it */
                char opt[3] = {'-', (char)optopt, '\0'};
                usage_error("unknown option '%s' (a spec whose name starts with '-' goes after "
                            "'--', or as ./NAME)",
                            opt);
            }
            usage_error("unknown option '%s'", argv[optind - 1]);
            break;
        }
    }
    return optind;
}

/* A path of the command line that ptogen cannot take: a usage error
 * naming WHAT ("spec", "--output", ...). */
static void check_path(const char *what, const char *path)
{
    const char *problem = quote_path_problem(path);
    if (problem) {
        struct buf msg = BUF_INIT;
        buf_addf(&msg, "%s '%s' %s", what, path, problem);
        usage_error("%s", msg.data);
    }
}

/* Every path of the command line, and the header name -o implies. */
static void check_paths(const struct options *o, int nspecs, char **specs)
{
    for (int i = 0; i < nspecs; i++)
        check_path("spec", specs[i]);
    if (o->output)
        check_path("--output", o->output);
    if (o->outdir)
        check_path("--outdir", o->outdir);
    if (o->depfile)
        check_path("-MF", o->depfile);
    if (o->templates)
        check_path("--templates", o->templates);
    if (o->output && strcmp(o->output, "-") && !o->harness) {
        /* the source includes its header by this name */
        char *h = paths_header(o->output);
        const char *problem = quote_header_problem(paths_base(h));
        if (problem) {
            struct buf msg = BUF_INIT;
            buf_addf(&msg, "header name '%s' (from --output) %s", paths_base(h), problem);
            usage_error("%s", msg.data);
        }
        free(h);
    }
}

/* The combinations that make no sense, before any spec is read. */
static void check_usage(const struct options *o, int nspecs, char **specs)
{
    int ntargets = count_targets(o->targets);
    if (nspecs == 0)
        usage_error("%s", "no spec file given");
    check_paths(o, nspecs, specs);
    if (nspecs > 1 && o->output)
        usage_error("%s", "--output names one file but several specs were given; without it "
                          "each spec goes to its default paths under --outdir");
    if (nspecs > 1 && o->depfile)
        usage_error("%s", "-MF names one file but several specs were given; -MD alone names "
                          "each depfile after its spec's output");
    if (nspecs > 1 && o->dump_defs)
        usage_error("%s", "--dump-defs takes one spec");
    if (o->output && ntargets != 1 && !o->harness)
        usage_error("%s", "--output needs exactly one --target");
    if (o->harness && !o->output)
        usage_error("%s", "--harness needs --output");
    if (o->harness && o->targets == 1u << target_ref())
        usage_error("%s", "--harness compares device targets with host; give a2a3 or a5");
    if (o->dump_defs && ntargets != 1)
        usage_error("%s", "--dump-defs needs exactly one --target");
    if (o->md && !o->depfile && o->output && output_kind(o->output) != OUTPUT_FILE)
        usage_error("-MD needs -MF FILE when the output '%s' is not a regular file", o->output);
}

int main(int argc, char **argv)
{
    struct options o = {.outdir = "out", .argv0 = argv[0]};
    cleanup_install();
    int first = parse_options(argc, argv, &o);
    if (o.print_schema) {
        if (first < argc || o.explain || o.list_ops)
            usage_error("%s", "--print-schema takes no op and no spec");
        schema_print(stdout);
        return stdout_status();
    }
    if (o.explain) {
        if (first < argc || o.list_ops)
            usage_error("%s", "--explain takes one op and no spec");
        int code = spec_lookup_op(o.explain);
        const char *foreign = code < 0 ? spec_foreign_op(o.explain) : NULL;
        if (foreign) {
            char msg[512];
            snprintf(msg, sizeof msg, "'%.40s' is a pto-isa instruction, not an op of ptogen: %s",
                     o.explain, foreign);
            usage_error("%s", msg);
        }
        if (code < 0) {
            /* the name comes from the user: never part of a format */
            char msg[160], h[96];
            snprintf(msg, sizeof msg, "unknown op '%.40s'%s; 'ptogen --list-ops' lists the ops",
                     o.explain, spec_op_hint(o.explain, h, sizeof h));
            usage_error("%s", msg);
        }
        rules_explain(stdout, code, o.targets ? o.targets : ALL_TARGETS);
        return stdout_status();
    }
    if (o.list_ops) {
        if (first < argc)
            usage_error("%s", "--list-ops takes no spec");
        rules_list_ops(stdout, o.targets ? o.targets : ALL_TARGETS);
        return stdout_status();
    }
    check_usage(&o, argc - first, argv + first);

    /* the templates are found before any spec is read: a broken
     * installation is one message, not one per spec */
    char *tpl_dir = NULL;
    if (!o.check && !o.stats && !o.dump_defs && !o.print_targets) {
        tpl_dir = paths_templates(o.templates, o.argv0);
        if (!tpl_dir)
            return EXIT_ERRORS;
    }
    int failed = 0;
    for (int i = first; i < argc; i++)
        if (run_spec(&o, argv[i], tpl_dir) < 0)
            failed = 1;
    if (failed || output_write() < 0)
        return EXIT_ERRORS;
    free(tpl_dir);
    return stdout_status();
}
