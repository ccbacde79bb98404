/* schema.h - the JSON Schema of the spec format (schema_).
 *
 * `ptogen --print-schema` writes it; ptogen-spec.schema.json in the
 * repository is that output, checked current by the tests.  Every list
 * in it comes from a table: keys and dtype spellings from keys.def, ops
 * from ops.def, the op operand keys and the cmp and round values from
 * specops.c, targets and dtype names from spec.c.
 */
#ifndef PTOGEN_SCHEMA_H
#define PTOGEN_SCHEMA_H

#include <stdio.h>

void schema_print(FILE *f);

#endif
