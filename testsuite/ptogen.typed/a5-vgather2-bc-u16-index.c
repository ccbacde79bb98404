/* vgather2_bc by a vector_u16 index register: the form takes 32-bit
 * indices (a5/TGather.hpp's TGather_b16_bc passes (vector_u32 &)index). */
/* { typed-error {error: no matching function for call to 'vgather2_bc\(} } */
void k(__ubuf__ half *x)
{
    vector_f16 h;
    vector_u16 i;
    vgather2_bc(h, x, i, pset_b32(PAT_ALL));
}
