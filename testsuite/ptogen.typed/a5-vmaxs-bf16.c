/* vmaxs on bfloat16 registers: not declared; ptogen broadcasts the
 * scalar and takes vmax. */
/* { typed-error {error: no matching function for call to 'vmaxs\(vector_bf16&, vector_bf16&, bfloat16_t, vector_bool&, } } */
void k(void)
{
    vector_bf16 a, y;
    vector_bool p = pset_b16(PAT_ALL);
    vmaxs(y, a, (bfloat16_t)0.5f, p, MODE_ZEROING);
}
