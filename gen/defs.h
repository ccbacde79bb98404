/* defs.h - write a plan as m4 definitions (defs_).
 *
 * One m4_define per datum, in a stable order: spec order for lists,
 * table order for everything else.  Free text is escaped so m4 can never
 * expand it; templates/README.md documents every record.
 */
#ifndef PTOGEN_DEFS_H
#define PTOGEN_DEFS_H

#include "buf.h"
#include "ir.h"

#define PTOGEN_VERSION "0.1.0"

/* HARNESS_TARGETS: bit set of device targets the harness drives (0 when
 * not writing a harness). */
void defs_write(const struct plan *p, const char *header_name, unsigned harness_targets,
                struct buf *out);

#endif
