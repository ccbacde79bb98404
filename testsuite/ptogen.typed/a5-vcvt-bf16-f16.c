/* bf16 -> f16 as pto-isa's a5/TCvt.hpp writes it: RS_DISABLE, then the
 * rounding (cast16to16, CastMode::SAT_ROUND). */
void k(void)
{
    vector_bf16 a;
    vector_f16 y;
    vector_bool p = pset_b16(PAT_ALL);
    vcvt(y, a, p, RS_DISABLE, ROUND_Z);
}
