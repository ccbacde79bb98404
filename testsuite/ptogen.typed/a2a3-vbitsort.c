/* vbitsort as ptogen's a2a3 tsort32 calls it (pto-isa's a2a3/TSort32.hpp):
 * half or float values and pairs, unsigned int indices, a repeat. */
void k(__ubuf__ float *p, __ubuf__ float *x, __ubuf__ half *q, __ubuf__ half *y,
       __ubuf__ uint32_t *i)
{
    vbitsort(p, x, i, 2);
    vbitsort(q, y, i, 1);
}
