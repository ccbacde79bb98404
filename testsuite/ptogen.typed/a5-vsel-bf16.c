/* vsel on bfloat16 registers: the compiler declares it for the integer,
 * half and float registers only; ptogen selects bfloat16 through
 * vector_u16 views (a5-vsel-bf16-view.c). */
/* { typed-error {error: no matching function for call to 'vsel\(vector_bf16&, vector_bf16&, vector_bf16&, vector_bool&\)'} } */
void k(void)
{
    vector_bf16 a, b, y;
    vector_bool p = pset_b16(PAT_ALL);
    vsel(y, a, b, p);
}
