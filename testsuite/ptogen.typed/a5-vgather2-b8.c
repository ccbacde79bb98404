/* vgather2 of bytes as pto-isa's a5/TTrans.hpp (TTransB8ColWise) calls
 * it: a (vector_u16 &) view of the 8-bit register from a uint8_t
 * pointer (an int8_t tile's pointer cast), vector_u16 indices, a b16
 * predicate, then the register stored PK_B16; and vector_s16 from an
 * int8_t pointer: accepted. */
void k(__ubuf__ int8_t *xs, __ubuf__ uint8_t *xu, __ubuf__ int8_t *y)
{
    vector_s8 d;
    vector_s16 s;
    vector_s16 i;
    vector_bool p16 = pset_b16(PAT_ALL);
    vgather2(*(vector_u16 *)&d, (__ubuf__ uint8_t *)xs, *(vector_u16 *)&i, p16);
    vgather2(s, xs, *(vector_u16 *)&i, p16);
    vgather2(*(vector_u16 *)&d, xu, *(vector_u16 *)&i, p16, MODE_ZEROING);
    vsts(d, y, 0, PK_B16, p16);
}
