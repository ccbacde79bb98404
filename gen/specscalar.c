/* specscalar.c - the scalar operand of an op (spec_): an integer or
 * float literal, inf or nan, a param, or an expression of them
 * (specexpr.c), checked against the op's dtype at the node's
 * file:line:col (docs/spec.md, "Scalars").
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "specint.h"

/* Is TEXT an integer literal: decimal, or 0x hex, with an optional sign? */
static int int_syntax(const char *s)
{
    s += *s == '-' || *s == '+';
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        if (!isxdigit((unsigned char)s[2]))
            return 0;
        for (s += 2; isxdigit((unsigned char)*s); s++)
            ;
        return !*s;
    }
    if (!isdigit((unsigned char)*s))
        return 0;
    while (isdigit((unsigned char)*s))
        s++;
    return !*s;
}

/* Is TEXT a decimal floating literal (digits, '.', exponent)?  strtod
 * alone would also take "inf", "nan" and hex floats. */
static int float_syntax(const char *s)
{
    s += *s == '-' || *s == '+';
    int digits = 0;
    while (isdigit((unsigned char)*s))
        s++, digits++;
    if (*s == '.')
        for (s++; isdigit((unsigned char)*s); s++)
            digits++;
    if (!digits)
        return 0;
    if (*s == 'e' || *s == 'E') {
        s++;
        s += *s == '-' || *s == '+';
        if (!isdigit((unsigned char)*s))
            return 0;
        while (isdigit((unsigned char)*s))
            s++;
    }
    return !*s;
}

/* The magnitude from which a double rounds to infinity in DT. */
static double float_limit(enum dtype dt)
{
    switch (dt) {
    case DT_F16:
        return 65520.0; /* (2 - 2^-11) * 2^15 */
    case DT_BF16:
        return 3.3961775292304957e38; /* (2 - 2^-8) * 2^127 */
    default:
        return 3.4028235677973366e38; /* (2 - 2^-24) * 2^127 */
    }
}

/* The magnitude at or below which a double rounds to zero in DT (half
 * the smallest subnormal: the tie goes to the even zero). */
static double float_zero_limit(enum dtype dt)
{
    switch (dt) {
    case DT_F16:
        return 0x1p-25;
    case DT_BF16:
        return 0x1p-134;
    default:
        return 0x1p-150;
    }
}

/* Does the literal S write zero: are all its mantissa digits 0? */
static int zero_literal(const char *s)
{
    for (; *s && *s != 'e' && *s != 'E'; s++)
        if (*s >= '1' && *s <= '9')
            return 0;
    return 1;
}

/* Is TEXT one of the non-finite literals: inf, +inf, -inf, nan, or
 * YAML's .inf, +.inf, -.inf, .nan?  Sets *V (nan is the quiet NaN with
 * the sign bit clear). */
static int nonfinite_literal(const char *text, double *v)
{
    const char *s = text + (*text == '-' || *text == '+');
    s += *s == '.';
    if (!strcmp(s, "inf"))
        *v = *text == '-' ? -HUGE_VAL : HUGE_VAL;
    else if (!strcmp(s, "nan") && s == text + (*text == '.'))
        *v = NAN;
    else
        return 0;
    return 1;
}

/* "scalar 'x' is neither a number nor a param", with a hint. */
static void bad_scalar(const struct kernel *k, const struct yin_node *n)
{
    const char **names = xcalloc((size_t)k->nparams + 1, sizeof *names);
    for (int i = 0; i < k->nparams; i++)
        names[i] = k->params[i].name;
    char h[HINT_SIZE];
    diag_error(n->loc, "scalar '%s' is neither a number nor a param%s", n->text,
               spec_hint(n->text, names, k->nparams, h, sizeof h));
    free(names);
}

/* The scalar operand of O: an integer or float literal that DT (the op's
 * dtype) can hold (inf, -inf and nan for float dtypes), or a param's
 * name.  The text is kept; codegen uses the value. */
void spec_load_scalar(const struct ctx *c, struct op *o, const struct yin_node *n, enum dtype dt)
{
    const struct kernel *k = c->k;
    struct scalar *s = &o->scalar;
    const char *text = n->text, *opname = op_table[o->code].name;
    double nf;
    s->loc = n->loc;
    if (!spec_expect(n, YIN_SCALAR, "'scalar'"))
        return;
    if (n->quoted) {
        diag_error(n->loc, "'scalar' must be a number or a param name, not a quoted string");
        return;
    }
    s->text = text;
    int p = spec_index_find(&c->params, text);
    if (p >= 0) {
        if (k->params[p].dtype != dt) {
            diag_error(n->loc, "param '%s' is %s but '%s' works on %s", text,
                       dtype_name(k->params[p].dtype), opname, dtype_name(dt));
            diag_note(k->params[p].loc, "param '%s' is defined here", text);
            return;
        }
        s->kind = SC_PARAM;
        s->param = p;
    } else if (spec_leading_zero(text)) {
        diag_error(n->loc, "scalar %s has a leading zero; write it in decimal or as 0x hex", text);
    } else if (int_syntax(text)) {
        errno = 0;
        long long v = strtoll(text, NULL, 0);
        int bits = 8 * dtype_size(dt);
        long long lo = dtype_is_signed(dt) ? -(1ll << (bits - 1)) : 0;
        long long hi = dtype_is_signed(dt) ? (1ll << (bits - 1)) - 1 : (1ll << bits) - 1;
        if (dtype_is_float(dt) && (errno || fabs((double)v) >= float_limit(dt)))
            diag_error(n->loc, "scalar %s overflows %s", text, dtype_name(dt));
        else if (!dtype_is_float(dt) && (errno || v < lo || v > hi))
            diag_error(n->loc, "scalar %s does not fit %s (%lld to %lld)", text, dtype_name(dt), lo,
                       hi);
        else
            s->kind = SC_INT, s->ival = v;
    } else if (float_syntax(text)) {
        double f = strtod(text, NULL);
        if (!dtype_is_float(dt))
            diag_error(n->loc, "scalar '%s' is not an integer, but '%s' works on %s", text, opname,
                       dtype_name(dt));
        else if (!isfinite(f) || fabs(f) >= float_limit(dt))
            diag_error(n->loc, "scalar %s overflows %s", text, dtype_name(dt));
        else if (fabs(f) <= float_zero_limit(dt) && !zero_literal(text)) {
            /* C compilers warn (-Woverflow), and a reader expects the value */
            diag_error(n->loc, "scalar %s rounds to zero in %s", text, dtype_name(dt));
            diag_note(n->loc, "write 0 if zero is meant; the smallest %s above zero is %g",
                      dtype_name(dt), 2 * float_zero_limit(dt));
        } else
            s->kind = SC_FLOAT, s->fval = f;
    } else if (nonfinite_literal(text, &nf)) {
        if (dtype_is_float(dt))
            s->kind = SC_FLOAT, s->fval = nf;
        else
            diag_error(n->loc, "scalar '%s' is not an integer, but '%s' works on %s", text, opname,
                       dtype_name(dt));
    } else if (spec_is_scalar_expr(text)) {
        spec_load_scalar_expr(c, o, n, dt);
    } else {
        bad_scalar(k, n);
    }
}
