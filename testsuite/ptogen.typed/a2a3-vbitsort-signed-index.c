/* vbitsort with int32_t indices: the compiler's VBS32 forms take
 * unsigned int indices with half or float values (pto-isa's
 * a2a3/TSort32.hpp static_asserts a uint32_t index tile). */
/* { typed-error {error: (no matching function for call to 'vbitsort\(|invalid conversion from .int32_t\*)} } */
void k(__ubuf__ float *p, __ubuf__ float *x, __ubuf__ int32_t *i)
{
    vbitsort(p, x, i, 1);
}
