/* cname.h - the markers of the C names ptogen's own code hands the
 * templates (no functions).
 */
#ifndef PTOGEN_CNAME_H
#define PTOGEN_CNAME_H

/* CCALL("vadd"), CNAME("vector_s16"): an intrinsic the planner hands a
 * template as data, called or used as a name (a register type, a pipe).
 * Each is the string itself; the marker is what scripts/intrinsics looks
 * for, so that spec names cannot take these names ("%d" stands for 8, 16
 * and 32). */
#define CCALL(s) s
#define CNAME(s) s
#define CPREFIX(s) s

#endif
