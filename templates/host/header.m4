m4_include([common/kernel.m4])
m4_divert(-1)
# host/header.m4 - the host reference's header.
pg_output_begin[]pg_banner[
#ifndef ]pg_guard[
#define ]pg_guard[
]pg_doc_block[

#include <stdint.h>

/* Inputs and outputs are dense row-major M x ]pg_vcols[ matrices (masks: M x
 * ceil(]pg_vcols[/8) bytes, LSB first); f16 and bf16 elements are uint16_t
 * bit patterns. */
]pg_host_prototype[;

#endif /* ]pg_guard[ */
]pg_output_end
