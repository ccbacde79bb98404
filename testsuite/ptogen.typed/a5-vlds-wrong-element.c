/* vlds into a float register from a half pointer: each overload takes a
 * UB pointer to its register's element type. */
/* { typed-error {error: no matching function for call to 'vlds\(vector_f32&, half\*&, int, } } */
void k(__ubuf__ half *x)
{
    vector_f32 a;
    vlds(a, x, 0, NORM);
}
