/* vintlv of bfloat16 registers: the compiler declares it for the 8-,
 * 16- and 32-bit integers, half and float only. */
/* { typed-error {error: no matching function for call to 'vintlv\(vector_bf16&, vector_bf16&, vector_bf16&, vector_bf16&\)'} } */
void k(void)
{
    vector_bf16 a, one, lo, hi;
    vintlv(lo, hi, a, one);
}
