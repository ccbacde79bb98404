/* vci into an unsigned register: the compiler declares it for the signed
 * integer registers only (pto-isa's a5/TTri.hpp casts to them). */
/* { typed-error {error: no matching function for call to 'vci\(vector_u16&, uint16_t, } } */
void k(void)
{
    vector_u16 a;
    vci(a, (uint16_t)0, INC_ORDER);
}
