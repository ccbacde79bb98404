/* insn.c - the rows of gen/insns.def (insn.h). */
#include "insn.h"

#include "diag.h"
#include "cname.h" /* CCALL, CPREFIX */

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

const char *insn_a5_form_name(enum insn_a5 form)
{
    static const char *const names[] = {"none", "ops", "ops_nomode", "select", "vdup", "br",
                                        "cvt",  "trc", "compare",    "plt",    "pset"};
    return names[form];
}
