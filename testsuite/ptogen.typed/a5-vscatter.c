/* vscatter as pto-isa's a5/TScatter.hpp calls it: b32 data by a
 * vector_u32 view of the index register, b16 data by a vector_u16 one. */
void k(__ubuf__ float *x, __ubuf__ half *h)
{
    vector_f32 f;
    vector_f16 g;
    vector_s32 i;
    vector_s16 j;
    vscatter(f, x, *(vector_u32 *)&i, pset_b32(PAT_ALL));
    vscatter(g, h, *(vector_u16 *)&j, pset_b16(PAT_ALL));
}
