/* vscatter of 8-bit data by a vector_u32 index register: the compiler
 * declares the 8-bit forms with vector_u16 indices only. */
/* { typed-error {error: no matching function for call to 'vscatter\(} } */
void k(__ubuf__ int8_t *x)
{
    vector_s8 s;
    vector_u32 i;
    vscatter(s, x, i, pset_b16(PAT_ALL));
}
