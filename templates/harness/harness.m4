pg_include([common/kernel.m4])
pg_include([common/helpers.m4])
pg_include([common/hostops.m4])
m4_divert(-1)
# harness/harness.m4 - a self-checking test driver (ptogen --harness).
#
# One C file, compiled once per part: -DPGR_PART_HOST, -DPGR_PART_A2A3,
# -DPGR_PART_A5 each wrap one generated kernel in pgr_run_<target>(); with
# no part macro it is main(), which runs host and every device target on
# the same deterministic inputs and compares the outputs element by
# element.  A spec with 'tolerance' also gets pgr_ref64(), its ops in
# double (common/hostops.m4, staged), and cases of its own on which every
# target is compared with that within the bound.  Only what depends on
# the spec is here; the machinery main() runs is C in sim/harness.h, which
# the driver includes last (so it compiles with -I sim).  Records used:
# pg_harness_targets_map(M) -> M([a2a3])..., pg_arg(I, slot): the pgr_io[]
# index of an input/output, the pgr_pv[] index of a param; pg_tolerance
# and the records of the float64 evaluation (templates/README.md).

m4_define([_pg_uc], [m4_translit([$1], [a-z], [A-Z])])

# pg_call_arg(I, DEVICE): kernel argument I built from pgr_io[], M and pgr_pv[].
m4_define([pg_call_arg],
[m4_ifelse(pg_arg([$1], [kind]), [in],
  [[(]m4_ifelse([$2], [1], [[__gm__ ]], [[const ]])m4_ifelse([$2], [1], [pg_arg([$1], [dctype])], [pg_arg([$1], [ctype])])[ *)pgr_io@{]pg_arg([$1], [slot])[@}]],
  pg_arg([$1], [kind]), [out],
  [[(]m4_ifelse([$2], [1], [[__gm__ ]])m4_ifelse([$2], [1], [pg_arg([$1], [dctype])], [pg_arg([$1], [ctype])])[ *)pgr_io@{]pg_arg([$1], [slot])[@}]],
  pg_arg([$1], [kind]), [rows], [[M]],
  [[(]pg_arg([$1], [ctype])[)pgr_pv@{]pg_arg([$1], [slot])[@}]])])
m4_define([pg_call_host], [pg_call_arg([$1], [0])])
m4_define([pg_call_dev], [pg_call_arg([$1], [1])])

m4_define([pg_part_device], [_pg_part_sim([$1], _pg_uc([$1]), [$1], [$1])])

# _pg_part_sim(T, PART, DIR, RUN): part PART, DIR/kernel.c on T's
# simulator as pgr_run_RUN (a device target, or its split peer).
m4_define([_pg_part_sim],
[[
#elif defined(PGR_PART_]$2[)
#include "$1.h"

/* each part renames the kernel, so the objects link together */
#define ]pg_kernel[ pgr_$4_]pg_kernel[
#include "$3/]pg_kernel[.c"

/* Every simulated core in turn, last first: the result must not depend on
 * the order.  Returns the simulator's modeled cycles for the run. */
double pgr_run_$4(void *const *pgr_io, uint32_t M, const double *pgr_pv, uint32_t pgr_blocks)
{
    (void)pgr_pv;
    sim_$1_reset();
    block_num = pgr_blocks;
    for (uint32_t pgr_i = pgr_blocks; pgr_i-- > 0;) {
        block_idx = pgr_i;
        sim_$1_begin();
        ]pg_kernel[(]pg_args_map_sep([pg_call_dev], [, ])[);
        sim_$1_end();
    }
    return sim_$1_cycles();
}
]])

# pg_part_pto: part PGR_PART_PTO, the pto target's kernel (C++ over
# pto-isa; compile this file with g++ -x c++ for it), on pto-isa's CPU
# simulator (-std=c++20 -D__CPU_SIM -I PTO_ISA/include), or on sim/a2a3.h
# through peer/shim.hpp (-std=gnu++17 -I sim -I peer -isystem
# PTO_ISA/include): there pto-isa's ops assume a core's reset state
# (normal mode, full mask), which the simulator makes a kernel set.
m4_define([pg_part_pto],
[[
#elif defined(PGR_PART_PTO)
#ifdef __CPU_SIM
/* the cores: bisheng's builtins on the device, plain variables here */
static uint32_t block_idx, block_num;
#else
#include "shim.hpp"
#define PTOGEN_PTO_OP_HEADERS
#endif

#define ]pg_kernel[ pgr_pto_]pg_kernel[
#include "pto/]pg_kernel[.cpp"

/* Every core in turn, last first; the simulator's modeled cycles on
 * sim/a2a3.h, 0 on the CPU simulator (it has no clock). */
extern "C" double pgr_run_pto(void *const *pgr_io, uint32_t M, const double *pgr_pv,
                              uint32_t pgr_blocks)
{
    (void)pgr_pv;
#ifndef __CPU_SIM
    sim_a2a3_reset();
#endif
    block_num = pgr_blocks;
    for (uint32_t pgr_i = pgr_blocks; pgr_i-- > 0;) {
        block_idx = pgr_i;
#ifndef __CPU_SIM
        sim_a2a3_begin();
        set_mask_norm();
        set_vector_mask((uint64_t)-1, (uint64_t)-1);
#endif
        ]pg_kernel[(]pg_args_map_sep([pg_call_dev], [, ])[);
#ifndef __CPU_SIM
        sim_a2a3_end();
#endif
    }
#ifdef __CPU_SIM
    return 0.0;
#else
    return sim_a2a3_cycles();
#endif
}
]])

# The split peers (PGR_PEER_SPLIT): each device's kernel generated with
# --chunk, beside host's, for the devices the file drives.
m4_define([pg_part_split], [_pg_part_sim([$1], [SPLIT_]_pg_uc([$1]), [split_$1], [split_$1])])
m4_define([pg_split_decl], [[pgr_run_fn pgr_run_split_$1;
]])
m4_define([pg_split_entry], [[    {"$1 split", pgr_run_split_$1, 0},
]])

m4_define([pg_run_decl], [[pgr_run_fn pgr_run_$1;
]])
m4_define([pg_run_entry], [[    {"$1", pgr_run_$1, 0},
]])

# pg_io_entry(T): one line of the I/O table.
m4_define([pg_kind],
[m4_ifelse(pg_tile([$1], [dtype]), [mask], [[PGR_K_MASK]],
           pg_tile([$1], [dtype]), [f16], [[PGR_K_F16]],
           pg_tile([$1], [dtype]), [bf16], [[PGR_K_BF16]],
           pg_tile([$1], [dtype]), [f32], [[PGR_K_F32]],
           pg_tile([$1], [is_signed]), [1], [[PGR_K_SINT]], [[PGR_K_UINT]])])
# A per-trans output is vc x M: as many elements as M rows of vc, which
# its entry says (row and pitch vc), so sizes, canaries and comparisons
# hold for it unchanged.
m4_define([pg_io_entry],
[[    {"]pg_tname([$1])[", ]pg_kind([$1])[, ]pg_tile([$1], [size])[, ]m4_ifelse(pg_tile([$1], [per]), [trans], [pg_tile([$1], [vrows])[u, ]pg_tile([$1], [vrows])[u]], [pg_tile([$1], [gm_row])[u, ]m4_ifelse(pg_tile([$1], [pitch_param]), [-1], [pg_tile([$1], [gm_pitch])], [[0u]])])[, ]pg_tile([$1], [pitch_param])[, ]m4_ifelse(pg_tile([$1], [role]), [out], [1], [0])[, ]m4_ifelse(pg_tile([$1], [per]), [col], [1], [0])[},
]])
m4_define([pg_param_kind],
[m4_ifelse(pg_param([$1], [dtype]), [f16], [[PGR_K_F32, ]],
           pg_param([$1], [dtype]), [bf16], [[PGR_K_F32, ]],
           pg_param([$1], [dtype]), [f32], [[PGR_K_F32, ]],
           pg_param([$1], [dtype]), [u8], [[PGR_K_UINT, ]],
           pg_param([$1], [dtype]), [u16], [[PGR_K_UINT, ]],
           pg_param([$1], [dtype]), [u32], [[PGR_K_UINT, ]], [[PGR_K_SINT, ]])])

# ---- the float64 evaluation ('tolerance') --------------------------------
# The ops once more in double, unrounded, from the same inputs: the staged
# loops of the host reference (common/hostops.m4) with pgr_r64_ helpers.
m4_define([_pg_staged], [1])
m4_define([_pg_r64], [1])

m4_define([_pg_r64_params],
[m4_ifelse([$1], [1], [[double a]], [$1], [2], [[double a, double b]], [[double a, double b, double c]])])
m4_define([pg_r64_helper],
[[
static double pgr_r64_$1(]_pg_r64_params([$2])[)
{
    return $3;
}
]])

# pg_r64_gm_decl(T): I/O tile T's matrix: an input's elements, an output's
# doubles.
m4_define([pg_r64_gm_decl],
[m4_ifelse(pg_tile([$1], [role]), [in],
[[    const ]pg_tile([$1], [ctype])[ *const pgr_gm]pg_tile([$1], [slot])[ = (const ]pg_tile([$1], [ctype])[ *)pgr_io@{]pg_tile([$1], [slot])[@};
]],
[[    double *const pgr_gm]pg_tile([$1], [slot])[ = pgr_out64@{]pg_tile([$1], [slot])[@};
]])])

m4_define([pg_param_value64], [pg_param([$1], [value64])[, ]])

m4_define([pg_ref64_part],
[[
/* ---- against a float64 evaluation (the spec's 'tolerance') ---- */
]pg_helper([f16], [f16])pg_helper([bf16], [bf16])pg_ref64_helpers_map([pg_r64_helper])[
/* The kernel's ops in double, every op unrounded, on the inputs of
 * PGR_IO: the host reference's loops, tile by tile (docs/semantics.md). */
static void pgr_ref64(void *const *pgr_io, double *const *pgr_out64, uint32_t M, const double *pgr_pv)
{
    (void)pgr_pv;
]pg_inputs_map([pg_r64_gm_decl])pg_outputs_map([pg_r64_gm_decl])pg_inputs_map([pg_st_const_load])pg_st_body[}

static const double pgr_tol_rel = ]pg_tol_rel[, pgr_tol_abs = ]pg_tol_abs[;
/* the params' values in the float64 cases ('tolerance: params', else 1) */
static const double pgr_pv64@{@} = {]pg_params_map([pg_param_value64])[0.0};
]])

pg_output_begin[]pg_banner[
/*
 * Test driver for kernel ']pg_kernel[': compile this file once with each of
 * -DPGR_PART_HOST, -DPGR_PART_A2A3, -DPGR_PART_A5 (the device parts need the
 * simulators on the include path) and once with no part macro for main(),
 * then link the four objects, always with -ffp-contract=off (a host kernel
 * contracted into fused multiply-adds is not the reference; ptogen's
 * docs/build.md has the commands).  main() runs every target on the same
 * deterministic inputs (edge values, partial tiles, M not a multiple of the
 * tile rows, M = 0) and compares each output element with host: bit-exact,
 * except that any NaN matches any NaN.  Every device run happens twice,
 * with output buffers pre-filled with two canaries, so an element a kernel
 * does not write cannot match by chance; guard zones around every buffer
 * catch out-of-range writes.  A spec with 'tolerance' adds cases of its
 * own values (no edge values; a partial last tile) where every output
 * element of every target must also be within the spec's bound of a
 * float64 evaluation of the ops (pgr_ref64, docs/semantics.md).
 *
 * With the argument --cycles, main() instead runs each device target on one
 * core for PGR_CYCLES_K1 and PGR_CYCLES_K2 full tiles and prints the
 * simulator's modeled cycles per tile, (T(K2) - T(K1)) / (K2 - K1): the
 * steady-state cost of one more tile, which `ptogen --stats` estimates.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <math.h>

#if defined(PGR_PART_HOST)
#define ]pg_kernel[ pgr_host_]pg_kernel[
#include "host/]pg_kernel[.c"

double pgr_run_host(void *const *pgr_io, uint32_t M, const double *pgr_pv, uint32_t pgr_blocks)
{
    (void)pgr_pv;
    (void)pgr_blocks;
    ]pg_kernel[(]pg_args_map_sep([pg_call_host], [, ])[);
    return 0.0;
}
]pg_harness_targets_map([pg_part_device])pg_harness_targets_map([pg_part_split])pg_if(pg_harness_pto, [pg_part_pto])[
#elif defined(PGR_PART_SPLIT)
/* the host kernel generated with --chunk, its rows split into chunks */
#define ]pg_kernel[ pgr_split_]pg_kernel[
#include "split/]pg_kernel[.c"

double pgr_run_split(void *const *pgr_io, uint32_t M, const double *pgr_pv, uint32_t pgr_blocks)
{
    (void)pgr_pv;
    (void)pgr_blocks;
    ]pg_kernel[(]pg_args_map_sep([pg_call_host], [, ])[);
    return 0.0;
}
#else

typedef double pgr_run_fn(void *const *io, uint32_t M, const double *pv, uint32_t blocks);
pgr_run_fn pgr_run_host;
]pg_harness_targets_map([pg_run_decl])pg_if(pg_harness_pto, [[#ifdef PGR_PEER_PTO
/* The pto target: the kernel as pto-isa C++ (PGR_PART_PTO), on pto-isa's
 * CPU simulator or on sim/a2a3.h.  Compiled with PGR_PTO_BOUNDED=1, its
 * outputs are compared with the float64 evaluation only, not with host's
 * bits: where pto-isa's calls compute in another order than ptogen pins
 * (docs/semantics.md, "The pto target on pto-isa"). */
pgr_run_fn pgr_run_pto;
#ifndef PGR_PTO_BOUNDED
#define PGR_PTO_BOUNDED 0
#endif
#if PGR_PTO_BOUNDED && !]pg_tolerance[
#error "PGR_PTO_BOUNDED needs the spec's 'tolerance' (a float64 evaluation)"
#endif
#endif
/* ]m4_ifelse(pg_harness_pto_sum_exact, [1], [[pto-isa's A2/A3 row sums add in ptogen's pinned order here (no row
 * sum, or fewer than four 256-byte repeats a row): compare bit for bit]],
[[pto-isa's A2/A3 TROWSUM adds a row of four 256-byte repeats or more
 * in its own tree, and a row split into chunks adds the chunks' sums, not
 * ptogen's pinned chain: PGR_PTO_BOUNDED=1 on sim/a2a3.h]])[ */
#define PGR_PTO_SUM_EXACT ]pg_harness_pto_sum_exact[
]])[
#ifdef PGR_PEER_SPLIT
/* A peer: the host kernel with its rows split into chunks (PGR_PART_SPLIT),
 * which must give the bits of the whole rows. */
pgr_run_fn pgr_run_split;
]pg_harness_targets_map([pg_split_decl])[#endif
static const struct {
    const char *name;
    pgr_run_fn *run;
    int bounded; /* compared with the float64 evaluation only */
} pgr_devices@{@} = {
]pg_harness_targets_map([pg_run_entry])m4_ifelse(pg_harness_targets_map([pg_run_entry]), [],
[[    /* a host-only spec: host again, against its own first run */
    {"host", pgr_run_host, 0},
]])pg_if(pg_harness_pto, [[#ifdef PGR_PEER_PTO
    {"pto", pgr_run_pto, PGR_PTO_BOUNDED},
#endif
]])[
#ifdef PGR_PEER_SPLIT
    {"host split", pgr_run_split, 0},
]pg_harness_targets_map([pg_split_entry])[#endif
};

enum { PGR_K_UINT, PGR_K_SINT, PGR_K_F16, PGR_K_BF16, PGR_K_F32, PGR_K_MASK };

/* The kernel's inputs, then its outputs: GM matrices of M rows (a
 * per-row tile's rows are one element), or a per-col input's one row. */
static const struct {
    const char *name;
    int kind, size;
    size_t row;      /* elements per row */
    size_t pitch;    /* elements from a row to the next ('stride'), */
    int pitch_param; /* or the param holding them, or -1 */
    int out;
    int per_col; /* one row shared by every row and tile, whatever M is */
} pgr_io@{@} = {
]pg_inputs_map([pg_io_entry])pg_outputs_map([pg_io_entry])[};
enum { PGR_NIO = sizeof pgr_io / sizeof pgr_io@{0@} };

static const int pgr_param_kinds@{@} = {]pg_params_map([pg_param_kind])[-1};
enum { PGR_NPARAMS = sizeof pgr_param_kinds / sizeof pgr_param_kinds@{0@} - 1 };

enum { PGR_VROWS = ]pg_vrows[, PGR_VCOLS = ]pg_vcols[ };

]pg_if(pg_tolerance, [[#define PGR_VALUE_CASES 1
]pg_ref64_part], [[
#define PGR_VALUE_CASES 0 /* no 'tolerance': no float64 evaluation */
]])[
#include "harness.h" /* main() and what it runs: the same for every spec */
#endif
]pg_output_end
