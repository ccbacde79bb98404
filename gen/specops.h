/* specops.h - the op part of the spec schema, for the phases that
 * describe it rather than check it (--explain, --print-schema).
 *
 * The validator (specops.c) uses the same tables, so what ptogen
 * documents about op entries is what it accepts.
 */
#ifndef PTOGEN_SPECOPS_H
#define PTOGEN_SPECOPS_H

#include "spec.h"

/* Every key an entry of 'ops' may have, NULL-terminated. */
extern const char *const spec_op_keys[];

/* Does an op of INFO's kind take KEY ("op", "dst", "src", "mask",
 * "scalar", "tmp", "cmp", "round")?  "op", "dst" and "src" it must have;
 * of the others, "mask" and "scalar" are required when taken, "tmp" is
 * optional. */
int spec_op_uses(const struct op_info *info, const char *key);

/* How many source tiles an op of INFO's kind takes. */
int spec_op_nsrc(const struct op_info *info);
/* The most sources it takes (tquant: 3 with quant: asym). */
int spec_op_nsrc_max(const struct op_info *info);

/* Does an op of INFO's kind write a mask tile (a compare)? */
int spec_op_dst_is_mask(const struct op_info *info);

/* The dtype op O of K works on: its sources' for a compare, a
 * conversion or a bit view (treshape), else its dst's. */
enum dtype spec_op_dtype(const struct kernel *k, const struct op *o);

/* "binary", "compare": the name of a family of ops. */
const char *spec_family_name(enum op_family f);

/* The op named TEXT ("tadd", "TADD", "pto.tadd"), or -1. */
int spec_lookup_op(const char *text);

/* " (did you mean 'tadd'?)" for an unknown op name TEXT, or "", into BUF
 * (as the validator words it for a spec). */
const char *spec_op_hint(const char *text, char *buf, size_t size);

/* Why TEXT, one of pto-isa's instructions that ptogen has no op for
 * (ops_foreign.def: the cube unit's, TLOAD, TSTORE, ...), is none; NULL
 * for any other text. */
const char *spec_foreign_op(const char *text);

/* The values of the operand keys 'cmp' and 'round', NULL-terminated, in
 * the order of enum cmp_mode and enum round_mode. */
extern const char *const spec_cmp_values[];
extern const char *const spec_round_values[];
extern const char *const spec_bool_values[];
extern const char *const spec_quant_values[];
extern const char *const spec_pad_values[];

#endif
