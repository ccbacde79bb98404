/* vadd of a half and a float operand: one element type an overload. */
/* { typed-error {error: no matching function for call to 'vadd\(half\*&, float\*&, half\*&, } } */
void k(__ubuf__ half *a, __ubuf__ float *b, __ubuf__ half *y)
{
    vadd(y, b, a, 1, 1, 1, 1, 8, 8, 8);
}
