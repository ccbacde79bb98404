/* vgather2_bc as pto-isa's a5/TGather.hpp calls it for b16 data by int32
 * indices: the (vector_u32 &) view of the index register, a b32
 * predicate, then the PK_B32 store: accepted. */
void k(__ubuf__ half *x, __ubuf__ half *y)
{
    vector_f16 h;
    vector_s32 i32;
    vector_bool p32 = pset_b32(PAT_ALL);
    vgather2_bc(h, x, *(vector_u32 *)&i32, p32);
    vsts(h, y, 0, PK_B32, p32);
}
