/* The select ptogen emits for bfloat16: the bits through vector_u16
 * views, which the compiler declares. */
void k(void)
{
    vector_bf16 a, b, y;
    vector_bool p = pset_b16(PAT_ALL);
    vsel(*(vector_u16 *)&y, *(vector_u16 *)&a, *(vector_u16 *)&b, p);
}
