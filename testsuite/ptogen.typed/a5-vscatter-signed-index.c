/* vscatter by a vector_s32 index register: pto-isa's a5/TScatter.hpp
 * scatters 32-bit data by vector_u32 indices (it passes a view). */
/* { typed-error {error: no matching function for call to 'vscatter\(} } */
void k(__ubuf__ float *x)
{
    vector_f32 f;
    vector_s32 i;
    vscatter(f, x, i, pset_b32(PAT_ALL));
}
