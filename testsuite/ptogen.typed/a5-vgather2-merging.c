/* vgather2 with MODE_MERGING: the compiler's static_assert takes
 * MODE_ZEROING or no mode only. */
/* { typed-error {error: no matching function for call to 'vgather2\(} } */
void k(__ubuf__ float *x)
{
    vector_f32 f;
    vector_s32 i;
    vgather2(f, x, *(vector_u32 *)&i, pset_b32(PAT_ALL), MODE_MERGING);
}
