/* bf16 -> f16 rounded to odd: only f32 -> f16 takes ROUND_O. */
/* { typed-error {error: no matching function for call to 'vcvt\(vector_f16&, vector_bf16&, vector_bool&, } } */
void k(void)
{
    vector_bf16 a;
    vector_f16 y;
    vector_bool p = pset_b16(PAT_ALL);
    vcvt(y, a, p, RS_DISABLE, ROUND_O);
}
