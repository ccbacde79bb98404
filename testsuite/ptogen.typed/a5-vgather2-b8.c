/* vgather2's 8-bit forms (the compiler's C310 rows): int8_t into
 * vector_s16 and uint8_t into vector_u16, by vector_u16 indices. */
void k(__ubuf__ int8_t *x, __ubuf__ uint8_t *y)
{
    vector_s16 s;
    vector_u16 u, i;
    vgather2(s, x, i, pset_b16(PAT_ALL));
    vgather2(u, y, i, pset_b16(PAT_ALL));
}
