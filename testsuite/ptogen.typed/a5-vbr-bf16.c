/* vbr on a bfloat16 register: not declared (vbr takes the integer
 * registers, half and float); ptogen's bf16 column reductions set their
 * accumulator by vdup of a bf16 scalar instead (a5-colreduce-bf16.c). */
/* { typed-error {error: no matching function for call to 'vbr\(vector_bf16&, bfloat16_t\)'} } */
void k(void)
{
    vector_bf16 acc;
    vbr(acc, (bfloat16_t)(-0.0f));
}
