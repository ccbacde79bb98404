/* vscatter's 8-bit forms as pto-isa's a5/TScatter.hpp's TScatter_b8
 * calls them (the compiler's C310 rows): int8_t and uint8_t data by a
 * vector_u16 index register, and bfloat16_t data by one too. */
void k(__ubuf__ int8_t *x, __ubuf__ uint8_t *y, __ubuf__ bfloat16_t *b)
{
    vector_s8 s;
    vector_u8 u;
    vector_bf16 h;
    vector_u16 i;
    vscatter(s, x, i, pset_b16(PAT_ALL));
    vscatter(u, y, i, pset_b16(PAT_ALL));
    vscatter(h, b, i, pset_b16(PAT_ALL));
}
