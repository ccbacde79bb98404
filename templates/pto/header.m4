pg_include([common/kernel.m4])
m4_divert(-1)
# pto/header.m4 - the declaration of a pto kernel (C++ over pto-isa).
#
# The kernel's types are pto-isa's (half, __gm__, __global__, AICORE), so
# the header includes pto-isa's API first: the whole of it for bisheng
# (-xcce) and for pto-isa's CPU simulator (-D__CPU_SIM), or nothing when
# the including file defines PTOGEN_PTO_OP_HEADERS because it has
# included what it needs itself (the peer harness on sim/a2a3.h takes
# only the ops' own headers, peer/shim.hpp says why).

pg_output_begin[]pg_banner[
#ifndef ]pg_guard[
#define ]pg_guard[
]pg_doc_block[

#include <stdint.h>

#ifndef PTOGEN_PTO_OP_HEADERS
#include <pto/pto-inst.hpp>
#endif

/* Inputs and outputs are ]pg_dense_word[row-major M x ]pg_vcols[ matrices; M is split
 * into tiles of ]pg_vrows[ rows dealt round-robin over block_num cores.]pg_stride_lines[
 * C linkage keeps the kernel's name unmangled, as a launch by name needs. */
extern "C" ]pg_device_prototype[;

#endif /* ]pg_guard[ */
]pg_output_end
