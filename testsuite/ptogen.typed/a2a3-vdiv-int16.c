/* vdiv on int16_t: A2/A3 divides half and float only (pto-isa's
 * a2a3/TDiv.hpp). */
/* { typed-error {error: no matching function for call to 'vdiv\(int16_t\*&, int16_t\*&, int16_t\*&, } } */
void k(__ubuf__ int16_t *a, __ubuf__ int16_t *b, __ubuf__ int16_t *y)
{
    vdiv(y, a, b, 1, 1, 1, 1, 8, 8, 8);
}
