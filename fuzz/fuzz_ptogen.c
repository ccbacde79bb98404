/* fuzz_ptogen.c - libFuzzer target: one input is one spec file, run
 * through the phases gen/main.c runs before m4 (load and schema check,
 * rules for every target, lowering, m4 definitions, and the --stats
 * cost estimate), for each target and for the --harness definitions.
 *
 * Diagnostics are silenced (diag_reset(1)); an internal error (diag_bug,
 * exit status 3) aborts and counts as a crash, as does any sanitizer
 * report, a leak included.  Everything gen/ allocates is freed after each
 * input (track.c).  gen/ is built with an error cap it never reaches
 * (-DDIAG_MAX_ERRORS), since exiting mid-phase would strand libyaml's
 * parser; any other exit() of gen/ returns here through track_exit().
 *
 *   make fuzz FUZZ_SECONDS=300
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../gen/buf.h"
#include "../gen/cost.h"
#include "../gen/defs.h"
#include "../gen/diag.h"
#include "../gen/plan.h"
#include "../gen/rules.h"
#include "../gen/spec.h"
#include "fuzz.h"

/* The spec file: yin_load reads a path, as for the command line. */
static char spec_path[4096];

static void remove_spec(void)
{
    if (spec_path[0])
        unlink(spec_path);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *dir = getenv("TMPDIR");
    snprintf(spec_path, sizeof spec_path, "%s/ptogen-fuzz-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(spec_path);
    if (fd < 0) {
        perror(spec_path);
        exit(1);
    }
    close(fd);
    atexit(remove_spec);
    return 0;
}

static int write_spec(const uint8_t *data, size_t size)
{
    FILE *f = fopen(spec_path, "wb");
    if (!f)
        return -1;
    size_t n = fwrite(data, 1, size, f);
    return fclose(f) == 0 && n == size ? 0 : -1;
}

/* The phases of gen/main.c for every target, then the defs each output
 * would be expanded from. */
static void run_phases(void)
{
    static struct plan plans[TARGET_COUNT];
    struct kernel *k = spec_load(spec_path);
    if (!k)
        return;
    unsigned all = (1u << TARGET_COUNT) - 1;
    if (rules_check(k, all) || diag_errors())
        return;
    int errors = 0;
    for (int t = 0; t < TARGET_COUNT; t++)
        errors += plan_build(k, (enum target)t, 0, &plans[t]);
    if (errors || diag_errors())
        return;
    for (int t = 0; t < TARGET_COUNT; t++) {
        struct buf defs = BUF_INIT;
        defs_write(&plans[t], "k.h", 0, &defs);
        buf_free(&defs);
        if (target_is_simulated((enum target)t)) { /* pto has no cycle model */
            struct cost c;
            cost_estimate(&plans[t], &c);
        }
    }
    struct buf defs = BUF_INIT; /* --harness: host plus the devices */
    defs_write(&plans[target_ref()], "", all & ~(1u << target_ref()), &defs);
    buf_free(&defs);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (write_spec(data, size) < 0) {
        perror(spec_path);
        abort();
    }
    diag_reset(1);
    fuzz_exit_armed = 1;
    if (setjmp(fuzz_exit_jump) == 0)
        run_phases();
    fuzz_exit_armed = 0;
    diag_reset(1);
    track_free_all();
    return 0;
}
