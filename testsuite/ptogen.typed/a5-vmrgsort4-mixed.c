/* vmrgsort4 of float lists into half pairs: the compiler's V220 forms
 * take the lists' array of dst's type (a5/TMrgSort.hpp static_asserts one
 * dtype for dst and every source). */
/* { typed-error {error: (no matching function for call to 'vmrgsort4\(|cannot convert)} } */
void k(__ubuf__ half *r, __ubuf__ float *q)
{
    __ubuf__ float *fl[] = {q, q + 64};
    vmrgsort4(r, fl, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
