/* plan_a5_cvtpair.c - what the A5 lowering of tcvt (plan_a5_ops.c's
 * a5_cvt) asks of a pair of dtypes (plan_a5_): the operands of its vcvt
 * after the predicate, and the classes of pairs it converts on the bits
 * of a signed pair instead.  Functions of the dtypes alone.
 */
#include "planint.h"

/* The A5 conversions (a5/TCvt.hpp): the operands after the predicate,
 * by the pair's class, as sim/README.md lists them. */
const char *plan_a5_cvt_args(enum round_mode m, enum dtype s, enum dtype d)
{
    const char *rnd = round_a5(m);
    /* RS_ENABLE: integer results saturate; float results keep IEEE
     * overflow (CTRL bit 60 = 0 lets the operand decide) */
    const char *rs = dtype_is_float(d) ? CNAME("RS_DISABLE") : CNAME("RS_ENABLE");
    int ss = dtype_size(s), ds = dtype_size(d);
    /* a rounding where the result can be inexact: not for a widening
     * float, nor for a small integer widened into a float */
    int need_round =
        dtype_is_float(s) ? !(dtype_is_float(d) && ds > ss) : dtype_is_float(d) && ds == ss;
    int need_rs = ds < ss || (dtype_is_float(s) && !dtype_is_float(d) && ds == ss) ||
                  (s == DT_BF16 && d == DT_I32);
    if (s == DT_F16 && d == DT_I32)
        need_rs = 0;
    /* bf16 -> half: RS_* before the rounding, a5/TCvt.hpp's SAT_ROUND
     * order for the pair (cast16to16), RS_DISABLE as its float results */
    if (s == DT_BF16 && d == DT_F16)
        return ir_fmt("%s, %s", rs, rnd);
    /* the source's even lanes (1:2, 2:1), or every fourth from lane 0
     * for int8 -> int32 (1:4: a5/TDeQuant.hpp's PART_P0 after UNPK4_B8) */
    const char *part = ss == ds ? NULL : ds == 4 * ss ? CNAME("PART_P0") : CNAME("PART_EVEN");
    const char *args = "";
    if (need_round)
        args = rnd;
    if (need_rs)
        args = *args ? ir_fmt("%s, %s", args, rs) : rs;
    if (part)
        args = *args ? ir_fmt("%s, %s", args, part) : part;
    return args;
}

/* The integer pairs a5/TCvt.hpp has no vcvt for, done on the bits of a
 * signed pair it has (plan_a5_ops.c's a5_cvt, docs/targets.md "Conversions"):
 * - the same size, signs differing: vmaxs 0 on the signed view, or vmins
 *   the signed maximum on the unsigned view; what is left has the same
 *   bits in both types;
 * - widenings of int8, uint8 and uint16 (to i32, u32, f32; int8 also to
 *   u16): the signed widening vcvt of the bits (i8 -> i16 PART_EVEN,
 *   i8 -> i32 PART_P0 after UNPK4_B8 as a5/TDeQuant.hpp, i16 -> i32
 *   PART_EVEN), which sign-extends; an unsigned source's value comes back
 *   by a vand with its all-ones (0xff, 0xffff), a signed one going to an
 *   unsigned type is clamped at 0 (vmaxs), and f32 is one vcvt more
 *   (ROUND_R, exact: |x| < 2^16);
 * - uint16 and uint32 to int8 and uint8: vmins to the result's maximum on
 *   the unsigned view, then the signed source's pair to uint8 (0..255 has
 *   the same bits as int8 0..127 when the maximum is 127). */
int plan_a5_cvt_sign_only(enum dtype s, enum dtype d)
{
    return !dtype_is_float(s) && !dtype_is_float(d) && s != d && dtype_size(s) == dtype_size(d);
}

int plan_a5_cvt_widen_bits(enum dtype s, enum dtype d)
{
    if (dtype_is_float(s) || dtype_size(d) <= dtype_size(s) || dtype_size(s) > 2)
        return 0;
    if (d == DT_F32)
        return s != DT_I16;
    if (dtype_is_float(d))
        return 0;
    if (!dtype_is_signed(s)) /* uint8 -> u16 and i16 are a5's own vcvt */
        return !(s == DT_U8 && dtype_size(d) == 2);
    return !dtype_is_signed(d) && !(s == DT_I16 && d == DT_U32);
}

int plan_a5_cvt_float_unsigned(enum dtype s, enum dtype d)
{
    return dtype_size(s) == dtype_size(d) && dtype_is_float(s) != dtype_is_float(d) &&
           !dtype_is_signed(dtype_is_float(s) ? d : s);
}

int plan_a5_cvt_unsigned_to_byte(enum dtype s, enum dtype d)
{
    return (s == DT_U16 || s == DT_U32) && (d == DT_I8 || d == DT_U8);
}

/* The largest value of integer dtype DT. */
long long plan_a5_int_max(enum dtype dt)
{
    int bits = 8 * dtype_size(dt) - dtype_is_signed(dt);
    return (1LL << bits) - 1;
}
