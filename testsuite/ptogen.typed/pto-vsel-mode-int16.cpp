/* vsel with pto-isa's select-mode enumerator takes the element types of
 * the other vsel forms only (half and float): not int16_t. */
/* { typed-error {error: no matching function for call to 'vsel\(int16_t\*&, } } */
#include <pto/npu/a2a3/TSel.hpp>

void k(__ubuf__ int16_t *a, __ubuf__ int16_t *b, __ubuf__ int16_t *y)
{
    vsel(y, a, b, 1, 1, 1, 1, 8, 8, 8, pto::SELMODE::VSEL_TENSOR_TENSOR_MODE);
}
