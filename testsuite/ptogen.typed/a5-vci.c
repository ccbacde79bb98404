/* vci as pto-isa's a5/TTri.hpp calls it (a cast index register, the index
 * of its lane type, INC_ORDER) and as kirin9030/TTri.hpp does (the order
 * omitted): accepted. */
void k(void)
{
    vector_f16 d;
    vector_s16 i16;
    vector_s32 i32;
    vci(*(vector_s16 *)&d, (int16_t)128, INC_ORDER);
    vci(i16, (int16_t)0);
    vci(i32, (int32_t)64, INC_ORDER);
}
