/* insn.c - the rows of gen/insns.def (insn.h), and the conversions each
 * device has, from sim/costs.h. */
#include "insn.h"

#include <stddef.h>

#include "../sim/costs.h" /* SIM_A2A3_VCONV_ROWS */
#include "cname.h"        /* CCALL, CPREFIX */
#include "diag.h"

static const struct insn_info infos[INSN__COUNT] = {
    [INSN_NONE] = {"", A2_NONE, A5_NONE},
#define INSN(id, spelling, a2a3, a2a3_cost, a5, a5_cost) [INSN_##id] = {spelling, a2a3, a5},
#include "insns.def"
#undef INSN
};

const struct insn_info *insn_info(enum insn_id id)
{
    if ((int)id <= INSN_NONE || id >= INSN__COUNT)
        diag_bug("no intrinsic %d", (int)id);
    return &infos[id];
}

enum insn_id insn_compare(enum insn_id family, int cmp)
{
    if ((family != INSN_VCMPV_EQ && family != INSN_VCMPVS_EQ && family != INSN_VCMP_EQ &&
         family != INSN_VCMPS_EQ) ||
        cmp < 0 || cmp > 5)
        diag_bug("no compare %d of family %d", cmp, (int)family);
    return (enum insn_id)(family + cmp);
}

enum insn_id insn_pred(enum insn_id family, int size)
{
    if ((family != INSN_PLT_B8 && family != INSN_PSET_B8) || (size != 1 && size != 2 && size != 4))
        diag_bug("no predicate op of family %d for %d-byte elements", (int)family, size);
    return (enum insn_id)(family + (size == 1 ? 0 : size == 2 ? 1 : 2));
}

/* A conversion row's rounding, as gen/rounds.def names it (vconv_deq,
 * which ptogen does not emit, matches no mode). */
#define INSN_CVMODE_R RND_RINT
#define INSN_CVMODE_A RND_ROUND
#define INSN_CVMODE_F RND_FLOOR
#define INSN_CVMODE_C RND_CEIL
#define INSN_CVMODE_Z RND_TRUNC
#define INSN_CVMODE_O RND_ODD
#define INSN_CVMODE_NONE RND_NONE
#define INSN_CVMODE_DEQ RND__COUNT

static const struct {
    const char *name;
    enum dtype src, dst;
    enum round_mode mode;
} vconvs[] = {
#define INSN_VCONV_ROW(X, id, nm, s, d, m, c) {nm, DT_##s, DT_##d, INSN_CVMODE_##m},
    SIM_A2A3_VCONV_ROWS(INSN_VCONV_ROW, _)
#undef INSN_VCONV_ROW
};

int insn_vconv(enum dtype src, enum dtype dst, enum round_mode mode)
{
    for (int i = 0; i < (int)(sizeof vconvs / sizeof vconvs[0]); i++)
        if (vconvs[i].src == src && vconvs[i].dst == dst && vconvs[i].mode == mode)
            return i;
    return -1;
}

const char *insn_vconv_name(int row)
{
    if (row < 0 || row >= (int)(sizeof vconvs / sizeof vconvs[0]))
        diag_bug("no conversion row %d", row);
    return vconvs[row].name;
}

int insn_vcvt_pair(enum dtype src, enum dtype dst)
{
    static const enum dtype pairs[][2] = {
#define INSN_VCVT_PAIR(s, d) {DT_##s, DT_##d},
        SIM_A5_VCVT_PAIRS(INSN_VCVT_PAIR)
#undef INSN_VCVT_PAIR
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (pairs[i][0] == src && pairs[i][1] == dst)
            return 1;
    return 0;
}

const char *insn_a5_form_name(enum insn_a5 form)
{
    static const char *const names[] = {"none", "ops",   "ops_nomode", "select",  "vdup",
                                        "br",   "cvt",   "trc",        "compare", "plt",
                                        "pset", "index", "gather",     "intlv",   "ub"};
    return names[form];
}
