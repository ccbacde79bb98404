/* bf16 -> f16 with the rounding first, f32 -> f16's order: no such form
 * (the pair takes RS_* before ROUND_*). */
/* { typed-error {error: no matching function for call to 'vcvt\(vector_f16&, vector_bf16&, vector_bool&, } } */
void k(void)
{
    vector_bf16 a;
    vector_f16 y;
    vector_bool p = pset_b16(PAT_ALL);
    vcvt(y, a, p, ROUND_R, RS_DISABLE);
}
