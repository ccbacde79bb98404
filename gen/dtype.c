/* dtype.c - the facts of each dtype, from gen/dtypes.def (dtype_), and of
 * each rounding mode, from gen/rounds.def (round_). */
#include "dtype.h"

#include <string.h>

#include "cname.h"

static const struct {
    const char *name, *hctype, *dctype;
    int size, is_float, is_signed;
    const char *utype;
    enum dtype sint, uint;
    const char *vreg;
} dtypes[DT__COUNT] = {
#define DTYPE(id, name, hctype, dctype, size, is_float, is_signed, utype, sint, uint, vreg)        \
    [DT_##id] = {name,      hctype, dctype,    size,      is_float,                                \
                 is_signed, utype,  DT_##sint, DT_##uint, vreg},
#include "dtypes.def"
#undef DTYPE
};

const char *dtype_name(enum dtype dt)
{
    return dtypes[dt].name;
}

const char *dtype_ctype(enum dtype dt)
{
    return dtypes[dt].hctype;
}

const char *dtype_dctype(enum dtype dt)
{
    return dtypes[dt].dctype;
}

const char *dtype_utype(enum dtype dt)
{
    return dtypes[dt].utype;
}

const char *dtype_vreg(enum dtype dt)
{
    return dtypes[dt].vreg;
}

int dtype_size(enum dtype dt)
{
    return dtypes[dt].size;
}

int dtype_is_float(enum dtype dt)
{
    return dtypes[dt].is_float;
}

int dtype_is_signed(enum dtype dt)
{
    return dtypes[dt].is_signed;
}

enum dtype dtype_sint(enum dtype dt)
{
    return dtypes[dt].sint;
}

enum dtype dtype_uint(enum dtype dt)
{
    return dtypes[dt].uint;
}

int dtype_same_ctype(enum dtype a, enum dtype b, int device)
{
    return !strcmp(device ? dtypes[a].dctype : dtypes[a].hctype,
                   device ? dtypes[b].dctype : dtypes[b].hctype);
}

int dtype_lookup(const char *name)
{
    for (int d = 0; d < DT__COUNT; d++)
        if (!strcmp(name, dtypes[d].name))
            return d;
    return -1;
}

static const struct {
    const char *name, *a5;
} rounds[RND__COUNT] = {
#define ROUND(id, name, a5) [RND_##id] = {name, a5},
#include "rounds.def"
#undef ROUND
};

const char *round_name(enum round_mode r)
{
    return rounds[r].name;
}

const char *round_a5(enum round_mode r)
{
    return rounds[r].a5;
}
