/* names.c - the names a spec may not give (names.h). */
#include "names.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

static int is_identifier(const char *s)
{
    if (!(isalpha((unsigned char)*s) || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!(isalnum((unsigned char)*s) || *s == '_'))
            return 0;
    return 1;
}

/* C11 keywords, and names the generated code or the simulators define. */
static const char *const reserved[] = {
    "auto",       "break",  "case",     "char",   "const",    "continue", "default",
    "do",         "double", "else",     "enum",   "extern",   "float",    "for",
    "goto",       "if",     "inline",   "int",    "long",     "register", "restrict",
    "return",     "short",  "signed",   "sizeof", "static",   "struct",   "switch",
    "typedef",    "union",  "unsigned", "void",   "volatile", "while",    "half",
    "bfloat16_t", "bool",   "true",     "false",  "NULL",     "main",     "block_idx",
    "block_num",
};

/* C++ keywords that are not C's, and the alternative operator spellings:
 * a param named 'new' makes the host header's prototype invalid C++. */
static const char *const cxx_keywords[] = {
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "bitand",
    "bitor",
    "catch",
    "char16_t",
    "char32_t",
    "char8_t",
    "class",
    "compl",
    "concept",
    "consteval",
    "constexpr",
    "constinit",
    "const_cast",
    "co_await",
    "co_return",
    "co_yield",
    "decltype",
    "delete",
    "dynamic_cast",
    "explicit",
    "export",
    "friend",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "reinterpret_cast",
    "requires",
    "static_assert",
    "static_cast",
    "template",
    "this",
    "thread_local",
    "throw",
    "try",
    "typeid",
    "typename",
    "using",
    "virtual",
    "wchar_t",
    "xor",
    "xor_eq",
};

/* The names the generated code uses that are not the spec's: target
 * intrinsics, their constants and types, library calls (called: 1 when
 * the generated code calls it), and the heads of names the templates
 * build (copy_gm_to_ubuf_align_ + b16).  intrinsics.h is written by
 * scripts/intrinsics from the templates (see there for the rule); each
 * list ends with NULL. */
#define INTRINSIC(name, called)
#define INTRINSIC_PREFIX(head)

#undef INTRINSIC
#define INTRINSIC(name, called) {name, called},
static const struct {
    const char *name;
    int called;
} intrinsics[] = {
#include "intrinsics.h"
    {NULL, 0}};
#undef INTRINSIC
#define INTRINSIC(name, called)

#undef INTRINSIC_PREFIX
#define INTRINSIC_PREFIX(head) head,
static const char *const intrinsic_prefixes[] = {
#include "intrinsics.h"
    NULL};
#undef INTRINSIC
#undef INTRINSIC_PREFIX

/* The macros and functions of C's headers and library (scripts/cnames),
 * and the names of the CCE compiler's A5 vector headers. */
#define LIBC_MACRO(name) name,
#define LIBC_FUNC(name)
static const char *const libc_macros[] = {
#include "libc_names.def"
    NULL};
#undef LIBC_MACRO
#undef LIBC_FUNC
#define LIBC_MACRO(name)
#define LIBC_FUNC(name) name,
static const char *const libc_funcs[] = {
#include "libc_names.def"
    NULL};
#undef LIBC_MACRO
#undef LIBC_FUNC
#define CCE_NAME(name) name,
static const char *const cce_names[] = {
#include "cce_names.def"
    NULL};
#undef CCE_NAME

static int in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(name, *list))
            return 1;
    return 0;
}

/* The one name of the kernel's interface that is not the spec's: its
 * row count, `uint32_t M` (every other name of the generated code starts
 * with pgr_ or is an intrinsic). */
#define ROWS_PARAM "M"

const char *names_problem(const char *name, enum names_kind kind)
{
    if (!is_identifier(name))
        return "is not a C identifier";
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (!strcmp(name, reserved[i]))
            return "is reserved (a C keyword or a name the generated code uses)";
    for (size_t i = 0; i < sizeof cxx_keywords / sizeof cxx_keywords[0]; i++)
        if (!strcmp(name, cxx_keywords[i]))
            return "is a C++ keyword (the host header is included from C++)";
    /* sim_ and SIM_: the simulators' own names; PTOGEN_: include guards */
    static const char *const prefixes[] = {"pg_",  "m4_",  "pgr_",    "PGR_", "PG_",
                                           "sim_", "SIM_", "PTOGEN_", "__"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return "is reserved (names starting with pg_, m4_, pgr_, PGR_, PG_, sim_, SIM_, "
                   "PTOGEN_ or __ belong to the generator)";
    size_t n = strlen(name);
    if ((name[0] == '_' && isupper((unsigned char)name[1])) ||
        (n > 2 && !strcmp(name + n - 2, "_t")))
        return "is reserved in C (_X... and ..._t names)";
    if (strstr(name, "__"))
        return "is reserved in C++ (names holding __; the host header is included from C++ and "
               "the device compilers are C++)";
    if (!strcmp(name, ROWS_PARAM))
        return "is the kernel's row-count parameter (uint32_t M)";
    if (!strcmp(name, "inf") || !strcmp(name, "nan"))
        return "is a scalar literal (inf, -inf and nan are float scalars)";
    for (size_t i = 0; intrinsics[i].name; i++)
        if (!strcmp(name, intrinsics[i].name))
            return intrinsics[i].called ? "is an intrinsic the generated code calls"
                                        : "is a target name the generated code uses";
    for (size_t i = 0; intrinsic_prefixes[i]; i++)
        if (!strncmp(name, intrinsic_prefixes[i], strlen(intrinsic_prefixes[i])))
            return "is reserved (the generated code builds intrinsic names starting with "
                   "the same prefix)";
    if (in_list(name, cce_names))
        return "is defined by the CCE compiler's headers (__clang_cce_vector_intrinsics.h), "
               "which the device code includes";
    if (in_list(name, libc_macros))
        return "is a macro of the C headers the generated code includes, or one the compiler "
               "predefines";
    if (kind == NAMES_KERNEL && in_list(name, libc_funcs))
        return "is a C library function (a kernel has external linkage and would clash with it)";
    return NULL;
}
