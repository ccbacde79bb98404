/* specexpr.c - a float op's scalar written as an expression of params and
 * literals (spec_): `1 - beta1`, `1 / n`, `-(a + b) * 0.5`.
 *
 * The grammar is the usual one: + and - below * and /, left to right,
 * unary minus and plus, parentheses.  An operand is a param of the op's
 * dtype, a decimal literal (integer or floating) or inf / nan.  The
 * value is computed in f32, one rounding per operation in the order
 * written, and rounded once to the op's dtype where it is f16 or bf16
 * (docs/spec.md, "Scalars"; docs/semantics.md).  The kernel computes it
 * once per call, one statement per operation (ir.c, ir_expr_stmt).
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "specint.h"

/* The parser's state over the text of one scalar. */
struct lex {
    const struct ctx *c;
    enum dtype dt;          /* the op's dtype */
    const char *opname;     /* the op, for diagnostics */
    const char *text, *s;   /* the whole text, the next character */
    struct loc loc;         /* where the text starts */
    struct sstep *steps;    /* the operations so far */
    int nsteps, cap, error; /* error: a diagnostic was given */
    int depth;              /* parentheses and signs open (SPEC_EXPR_DEPTH at most) */
};

/* The nesting the recursive descent allows: deep enough for any formula,
 * shallow enough that a hostile spec cannot exhaust the stack. */
#define SPEC_EXPR_DEPTH 64

/* Where the character at S is: the text's start plus its offset, when
 * the scalar is plain and on one line (as the loader's scalars are). */
static struct loc at(const struct lex *x, const char *s)
{
    struct loc l = x->loc;
    if (l.col > 0)
        l.col += (int)(s - x->text);
    return l;
}

static void skip_space(struct lex *x)
{
    while (*x->s == ' ' || *x->s == '\t')
        x->s++;
}

static struct soperand fail(struct lex *x, const char *s, const char *what)
{
    /* a long text is cut: the caret shows where */
    int cut = strlen(x->text) > 60;
    if (!x->error)
        diag_error(at(x, s), "scalar expression '%.*s%s': %s", cut ? 57 : 60, x->text,
                   cut ? "..." : "", what);
    x->error = 1;
    return (struct soperand){SO_LIT, 0, 0};
}

/* A new operation OP on A and B (B unused for 'n', negation). */
static struct soperand step(struct lex *x, char op, struct soperand a, struct soperand b)
{
    if (x->nsteps == x->cap) {
        x->cap = x->cap ? 2 * x->cap : 4;
        x->steps = xrealloc(x->steps, (size_t)x->cap * sizeof *x->steps);
    }
    x->steps[x->nsteps] = (struct sstep){op, a, b};
    return (struct soperand){SO_STEP, 0, x->nsteps++};
}

static struct soperand expr(struct lex *x);

/* A number, inf, nan, a param or a parenthesised expression. */
static struct soperand primary(struct lex *x)
{
    skip_space(x);
    const char *s = x->s;
    if (*s == '(') {
        if (++x->depth > SPEC_EXPR_DEPTH)
            return fail(x, s, "nested more than 64 deep");
        x->s++;
        struct soperand v = expr(x);
        x->depth--;
        skip_space(x);
        if (*x->s != ')')
            return fail(x, x->s, "')' expected");
        x->s++;
        return v;
    }
    if (isdigit((unsigned char)*s) || *s == '.') {
        char *end;
        double v = strtod(s, &end);
        /* strtod also reads hex, inf and nan: only decimal digits here */
        for (const char *q = s; q < end; q++)
            if (!isdigit((unsigned char)*q) && *q != '.' && *q != 'e' && *q != 'E' &&
                !((*q == '-' || *q == '+') && q > s && (q[-1] == 'e' || q[-1] == 'E')))
                return fail(x, s, "a decimal number expected");
        if (end == s)
            return fail(x, s, "a number expected");
        if (!isfinite(v) || fabs(v) >= 3.4028235677973366e38)
            return fail(x, s, "a literal overflows f32, the type the expression is computed in");
        x->s = end;
        return (struct soperand){SO_LIT, v, 0};
    }
    if (isalpha((unsigned char)*s) || *s == '_') {
        const char *e = s;
        while (isalnum((unsigned char)*e) || *e == '_')
            e++;
        char *name = xstrndup(s, (size_t)(e - s));
        x->s = e;
        struct soperand v = {SO_LIT, 0, 0};
        if (!strcmp(name, "inf") || !strcmp(name, "nan")) {
            v.f = name[0] == 'i' ? HUGE_VAL : NAN;
        } else {
            int p = spec_index_find(&x->c->params, name);
            const struct kernel *k = x->c->k;
            if (p < 0) {
                char what[160];
                snprintf(what, sizeof what, "'%s' is not a param", name);
                v = fail(x, s, what);
            } else if (k->params[p].dtype != x->dt) {
                if (!x->error) {
                    diag_error(at(x, s), "param '%s' is %s but '%s' works on %s", name,
                               dtype_name(k->params[p].dtype), x->opname, dtype_name(x->dt));
                    diag_note(k->params[p].loc, "param '%s' is defined here", name);
                }
                x->error = 1;
            } else {
                v = (struct soperand){SO_PARAM, 0, p};
            }
        }
        free(name);
        return v;
    }
    return fail(x, s, *s ? "a number, a param or '(' expected" : "an operand expected at its end");
}

/* Unary minus and plus. */
static struct soperand unary(struct lex *x)
{
    skip_space(x);
    if (*x->s == '-' || *x->s == '+') {
        const char *at_sign = x->s;
        char sign = *x->s++;
        if (++x->depth > SPEC_EXPR_DEPTH)
            return fail(x, at_sign, "nested more than 64 deep");
        struct soperand v = unary(x);
        x->depth--;
        if (sign == '+')
            return v;
        if (v.kind == SO_LIT && isnan(v.f))
            return fail(x, at_sign,
                        "a NaN has no sign here (nan is the quiet NaN, sign bit clear)");
        if (v.kind == SO_LIT) { /* exact: the literal negated */
            v.f = -v.f;
            return v;
        }
        return step(x, 'n', v, v);
    }
    return primary(x);
}

static struct soperand term(struct lex *x)
{
    struct soperand a = unary(x);
    for (skip_space(x); *x->s == '*' || *x->s == '/'; skip_space(x)) {
        char op = *x->s++;
        a = step(x, op, a, unary(x));
    }
    return a;
}

static struct soperand expr(struct lex *x)
{
    struct soperand a = term(x);
    for (skip_space(x); *x->s == '+' || *x->s == '-'; skip_space(x)) {
        char op = *x->s++;
        a = step(x, op, a, term(x));
    }
    return a;
}

/* Is TEXT, which is no literal and no param's name, meant as an
 * expression: does it hold an operator, a parenthesis or a space? */
int spec_is_scalar_expr(const char *text)
{
    return strpbrk(text, "+-*/() \t") != NULL;
}

void spec_load_scalar_expr(const struct ctx *c, struct op *o, const struct yin_node *n,
                           enum dtype dt)
{
    const char *opname = op_table[o->code].name;
    struct scalar *s = &o->scalar;
    if (!dtype_is_float(dt)) {
        diag_error(n->loc,
                   "scalar '%s' is an expression, but '%s' works on %s: expressions are "
                   "for float ops (f16, bf16, f32)",
                   n->text, opname, dtype_name(dt));
        return;
    }
    struct lex x = {c, dt, opname, n->text, n->text, n->loc, NULL, 0, 0, 0, 0};
    struct soperand v = expr(&x);
    skip_space(&x);
    if (*x.s && !x.error)
        fail(&x, x.s, *x.s == ')' ? "unmatched ')'" : "an operator expected");
    if (x.error) {
        free(x.steps);
        return;
    }
    if (v.kind != SO_STEP) { /* "(2)", "-(-n)": no operation left */
        diag_error(n->loc,
                   "scalar expression '%s' does no arithmetic: write the number or the "
                   "param itself",
                   n->text);
        free(x.steps);
        return;
    }
    char var[32];
    snprintf(var, sizeof var, "pgr_s%d", (int)(o - c->k->ops));
    s->kind = SC_EXPR;
    s->steps = x.steps;
    s->nsteps = x.nsteps;
    s->var = xstrdup(var);
}
