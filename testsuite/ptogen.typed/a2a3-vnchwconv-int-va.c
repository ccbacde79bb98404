/* scatter_vnchwconv_b16 names its VA register pairs (VA0, VA2, as
 * pto-isa's a2a3/TTrans.hpp passes them), never their numbers: an integer
 * where a register belongs is not one. */
/* { typed-error {error: invalid conversion from 'int' to 'ptogen_va_reg_t'} } */
void k(__ubuf__ half *x)
{
    uint64_t va[16];
    for (int j = 0; j < 16; j++)
        va[j] = (uint64_t)(x + j * 16);
    set_va_reg_sb(VA2, va);
    set_va_reg_sb(VA3, &va[8]);
    set_va_reg_sb(VA0, va);
    set_va_reg_sb(VA1, &va[8]);
    scatter_vnchwconv_b16(0, VA2, 1, 0, 0);
}
