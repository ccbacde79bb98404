/* bench/pto-isa/rmsnorm_4096_bf16.cpp - specs/rmsnorm_4096_bf16.yaml:
 * rmsnorm_4096_f16.cpp on bfloat16 data. */
#define PGR_BENCH_BF16 1
#include "rmsnorm_4096_f16.cpp"
