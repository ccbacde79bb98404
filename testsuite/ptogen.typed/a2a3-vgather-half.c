/* vgather on a half dst: A2/A3 gathers into uint16_t or uint32_t views
 * (pto-isa's a2a3/TGather.hpp casts dst so; ptogen's tgather does too),
 * and its offsets are uint32_t. */
/* { typed-error {error: no matching function for call to 'vgather\(half\*&, } } */
void k(__ubuf__ half *y, __ubuf__ uint32_t *off, __ubuf__ half *x)
{
    vgather(y, off, (uintptr_t)x, 8, 1);
}
