/* vintlv as pto-isa's a5/TRowProd.hpp calls it (the accumulator and a
 * register of ones, two results of the same type) on half, float and the
 * integer registers: accepted. */
void k(void)
{
    vector_f32 f, one_f, lo_f, hi_f;
    vector_f16 h, one_h, lo_h, hi_h;
    vector_u16 u, one_u, lo_u, hi_u;
    vintlv(lo_f, hi_f, f, one_f);
    vintlv(lo_h, hi_h, h, one_h);
    vintlv(lo_u, hi_u, u, one_u);
}
