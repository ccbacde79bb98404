/* A bf16 column reduction as ptogen's a5 kernels spell it: the
 * accumulator set by vdup of a bf16 scalar under the chunk's predicate
 * (a5/TExpandS.hpp's bf16 form), then vmax, vmin, vadd, vmul of
 * vector_bf16 registers with MODE_ZEROING (a5/TColMax.hpp, TColMin.hpp,
 * TColSum.hpp, TColProd.hpp take bfloat16_t), stored NORM_B16: accepted. */
void k(__ubuf__ bfloat16_t *x, __ubuf__ bfloat16_t *y)
{
    vector_bf16 acc, row;
    uint32_t left = 100;
    vector_bool p = plt_b16(left, POST_UPDATE);
    vdup(acc, (bfloat16_t)(-0.0f), p, MODE_ZEROING);
    vlds(row, x, 0, NORM);
    vmax(acc, acc, row, p, MODE_ZEROING);
    vmin(acc, acc, row, p, MODE_ZEROING);
    vadd(acc, acc, row, p, MODE_ZEROING);
    vmul(acc, acc, row, p, MODE_ZEROING);
    vsts(acc, y, 0, NORM_B16, p);
}
