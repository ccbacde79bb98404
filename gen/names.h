/* names.h - what a kernel, a tile or a param may be called (names_).
 *
 * Spec names become C identifiers in every generated file, so a name is
 * refused when it is not a C identifier, or when C, C++, the C library,
 * a compiler or ptogen owns it: keywords; names C and C++ reserve (_X...,
 * __ anywhere, ..._t); the prefixes of ptogen's own names (pgr_, PGR_,
 * pg_, m4_, PG_, sim_, SIM_, PTOGEN_); M, the row count of every kernel;
 * the intrinsics and constants the generated code uses (build/intrinsics,
 * from the templates); the macros of the C headers the generated code
 * includes and the compiler predefines (libc_names.def); the names of the
 * CCE compiler's A5 vector headers (cce_names.def); and, for a kernel,
 * which has external linkage, the functions of the C library.
 *
 * Everything the generated code names for itself starts with pgr_, the
 * names it derives from a tile's included (pgr_ub_x, pgr_v_x, pgr_row_x),
 * so no spec name can clash with one: by construction, at any length.
 */
#ifndef PTOGEN_NAMES_H
#define PTOGEN_NAMES_H

enum names_kind { NAMES_KERNEL, NAMES_TILE, NAMES_PARAM };

/* Why NAME cannot name a KIND (a phrase: "is a C keyword"), or NULL. */
const char *names_problem(const char *name, enum names_kind kind);

#endif
