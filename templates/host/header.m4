pg_include([common/kernel.m4])
pg_include([common/helpers.m4])
m4_divert(-1)
# host/header.m4 - the host reference's header, for C and C++ users.
#
# C++ has no 'restrict': the prototype spells it PGR_RESTRICT, which is
# 'restrict' in C and '__restrict' (GCC, Clang, MSVC) in C++, and the
# declaration is extern "C".  The source (host/source.m4) defines the
# kernel with plain 'restrict', which is the same type in C.

# The f16/bf16 <-> float conversions, for a kernel with such inputs or
# outputs: callers hold those elements as uint16_t bit patterns.
m4_define([pg_hdr_conversions],
[pg_if(pg_io_has([f16]), [pg_helper([f16], [f16])])pg_if(pg_io_has([bf16]), [pg_helper([bf16], [bf16])])])

# _pg_hdr_vectors: what the vector tiles among the inputs and outputs hold.
m4_define([_pg_hdr_per], [m4_ifelse(pg_tile([$1], [per]), [$2], [[ ]pg_tname([$1])])])
m4_define([_pg_hdr_vectors],
[m4_ifelse(pg_inputs_map([_pg_hdr_row])pg_outputs_map([_pg_hdr_row]), [], [],
[[
 * Per-row, M values (one per row):]pg_inputs_map([_pg_hdr_row])pg_outputs_map([_pg_hdr_row])[.]])m4_dnl
m4_ifelse(pg_inputs_map([_pg_hdr_col]), [], [],
[[
 * Per-col, ]pg_vcols[ values (shared by every row):]pg_inputs_map([_pg_hdr_col])[.]])m4_dnl
m4_ifelse(pg_outputs_map([_pg_hdr_trans]), [], [],
[[
 * Per-trans, an input transposed: ]pg_vcols[ x M, row c column m holding
 * its row m column c:]pg_outputs_map([_pg_hdr_trans])[.]])])
m4_define([_pg_hdr_row], [_pg_hdr_per([$1], [row])])
m4_define([_pg_hdr_col], [_pg_hdr_per([$1], [col])])
m4_define([_pg_hdr_trans], [_pg_hdr_per([$1], [trans])])

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
]pg_if(m4_eval(pg_io_has([f16]) || pg_io_has([bf16])), [[#include <string.h>
]])[
/* restrict is C only; C++ compilers spell it __restrict. */
#ifndef PGR_RESTRICT
#ifdef __cplusplus
#define PGR_RESTRICT __restrict
#else
#define PGR_RESTRICT restrict
#endif
#endif

]pg_hdr_conversions[
#ifdef __cplusplus
extern "C" {
#endif

/* Inputs and outputs are ]pg_dense_word[row-major M x ]pg_vcols[ matrices (masks: M x
 * ceil(]pg_vcols[/8) bytes, LSB first); f16 and bf16 elements are uint16_t
 * bit patterns.]pg_stride_lines[]_pg_hdr_vectors[ */
void ]pg_kernel[(]pg_args_map_sep([pg_hdr_arg], [, ])[);

#ifdef __cplusplus
}
#endif

#endif /* ]pg_guard[ */
]pg_output_end
