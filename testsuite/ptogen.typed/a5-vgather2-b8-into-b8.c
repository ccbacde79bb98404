/* vgather2 of uint8_t data into a vector_u8: the compiler's 8-bit forms
 * gather into 16-bit lanes (vector_u16) only. */
/* { typed-error {error: no matching function for call to 'vgather2\(} } */
void k(__ubuf__ uint8_t *y)
{
    vector_u8 u;
    vector_u16 i;
    vgather2(u, y, i, pset_b16(PAT_ALL));
}
