/* vgather2 as pto-isa's a5/TGather.hpp calls it: b32 data by a
 * (vector_u32 &) view of the index register, b16 data by a vector_u16
 * one, the mode omitted or MODE_ZEROING: accepted. */
void k(__ubuf__ float *xf, __ubuf__ uint32_t *xu, __ubuf__ half *xh)
{
    vector_f32 f;
    vector_u32 u;
    vector_f16 h;
    vector_s32 i32;
    vector_u16 i16;
    vector_bool p32 = pset_b32(PAT_ALL), p16 = pset_b16(PAT_ALL);
    vgather2(f, xf, *(vector_u32 *)&i32, p32);
    vgather2(u, xu + 64, *(vector_u32 *)&i32, p32, MODE_ZEROING);
    vgather2(h, xh, i16, p16);
}
