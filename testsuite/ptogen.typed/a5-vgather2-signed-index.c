/* vgather2 by a vector_s32 index register: the compiler declares the
 * 32-bit gathers with vector_u32 indices only (pto-isa passes a view). */
/* { typed-error {error: no matching function for call to 'vgather2\(} } */
void k(__ubuf__ float *x)
{
    vector_f32 f;
    vector_s32 i;
    vgather2(f, x, i, pset_b32(PAT_ALL));
}
