/* vmrgsort4 as ptogen's a5 tmrgsort calls it (pto-isa's a5/TMrgSort.hpp):
 * half or float pairs, an array of two to four list addresses of the
 * same type, the count and config words. */
void k(__ubuf__ float *p, __ubuf__ float *q, __ubuf__ half *r, __ubuf__ half *s)
{
    __ubuf__ float *fl[] = {q, q + 64, q + 128, q + 192};
    __ubuf__ half *hl[] = {s, s + 128};
    vmrgsort4(p, fl, 32ull | 32ull << 16 | 32ull << 32 | 32ull << 48, 1ull | 0xFull << 8);
    vmrgsort4(r, hl, 32ull | 32ull << 16, 1ull | 0x3ull << 8);
}
