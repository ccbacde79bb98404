m4_include([common/kernel.m4])
m4_divert(-1)
# host/header.m4 - the host reference's header, for C and C++ users.
#
# C++ has no 'restrict': the prototype spells it PGR_RESTRICT, which is
# 'restrict' in C and '__restrict' (GCC, Clang, MSVC) in C++, and the
# declaration is extern "C".  The source (host/source.m4) defines the
# kernel with plain 'restrict', which is the same type in C.

# pg_hdr_arg(I): one parameter of the declared signature.
m4_define([pg_hdr_arg],
[m4_ifelse(pg_arg([$1], [kind]), [in], [[const ]pg_arg([$1], [ctype])[ *PGR_RESTRICT ]],
           pg_arg([$1], [kind]), [out], [pg_arg([$1], [ctype])[ *PGR_RESTRICT ]],
           [pg_arg([$1], [ctype])[ ]])pg_arg([$1], [name])])

pg_output_begin[]pg_banner[
#ifndef ]pg_guard[
#define ]pg_guard[
]pg_doc_block[

#include <stdint.h>

/* restrict is C only; C++ compilers spell it __restrict. */
#ifndef PGR_RESTRICT
#ifdef __cplusplus
#define PGR_RESTRICT __restrict
#else
#define PGR_RESTRICT restrict
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Inputs and outputs are dense row-major M x ]pg_vcols[ matrices (masks: M x
 * ceil(]pg_vcols[/8) bytes, LSB first); f16 and bf16 elements are uint16_t
 * bit patterns. */
void ]pg_kernel[(]pg_args_map_sep([pg_hdr_arg], [, ])[);

#ifdef __cplusplus
}
#endif

#endif /* ]pg_guard[ */
]pg_output_end
