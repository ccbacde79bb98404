/* vgather2 of int8_t data into a vector_u16: the compiler's 8-bit
 * gathers are vector_s16 from int8_t and vector_u16 from uint8_t only. */
/* { typed-error {error: no matching function for call to 'vgather2\(} } */
void k(__ubuf__ int8_t *x)
{
    vector_u16 d;
    vector_s16 i;
    vgather2(d, x, *(vector_u16 *)&i, pset_b16(PAT_ALL));
}
