/* rules.c - per-target legality from ops.def (rules_). */
#include "rules.h"

#include <string.h>

/* "u8 i8 u16" for a dtype set, in enum order. */
static const char *dtype_list(unsigned set, char *buf, size_t n)
{
    buf[0] = '\0';
    for (int d = 0; d < DT__COUNT; d++)
        if (set & DTS(d)) {
            size_t len = strlen(buf);
            snprintf(buf + len, n - len, "%s%s", len ? " " : "", dtype_name((enum dtype)d));
        }
    return buf;
}

/* "a2a3", "a2a3 and a5", "a2a3, a5 and host" */
static const char *target_list(unsigned set, char *buf, size_t n)
{
    int count = 0, total = 0;
    for (int t = 0; t < TGT__COUNT; t++)
        total += !!(set & (1u << t));
    buf[0] = '\0';
    for (int t = 0; t < TGT__COUNT; t++) {
        if (!(set & (1u << t)))
            continue;
        size_t len = strlen(buf);
        const char *sep = count == 0 ? "" : count == total - 1 ? " and " : ", ";
        snprintf(buf + len, n - len, "%s%s", sep, target_name((enum target)t));
        count++;
    }
    return buf;
}

int rules_check(const struct kernel *k, unsigned targets)
{
    int errors = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        const struct op_info *info = &op_table[o->code];
        enum dtype dt = k->tiles[o->dst].dtype;
        unsigned bad = 0;
        for (int t = 0; t < TGT__COUNT; t++)
            if ((targets & (1u << t)) && !(info->dtypes[t] & DTS(dt)))
                bad |= 1u << t;
        if (!bad)
            continue;
        char tl[64], dl[128];
        diag_error(o->loc, "'%s' does not support dtype '%s' on %s %s", info->name, dtype_name(dt),
                   bad & (bad - 1) ? "targets" : "target", target_list(bad, tl, sizeof tl));
        errors++;
        /* one note per distinct dtype set */
        unsigned done = 0;
        for (int t = 0; t < TGT__COUNT; t++) {
            if (!(bad & (1u << t)) || (done & (1u << t)))
                continue;
            unsigned same = 0;
            for (int u = t; u < TGT__COUNT; u++)
                if ((bad & (1u << u)) && info->dtypes[u] == info->dtypes[t])
                    same |= 1u << u;
            done |= same;
            diag_note(o->loc, "on %s, '%s' takes %s", target_list(same, tl, sizeof tl), info->name,
                      dtype_list(info->dtypes[t], dl, sizeof dl));
        }
    }
    return errors;
}

void rules_list_ops(FILE *f, int target)
{
    char buf[128];
    fprintf(f, "%-6s %-7s", "op", "family");
    for (int t = 0; t < TGT__COUNT; t++)
        if (target < 0 || target == t)
            fprintf(f, " %-35s", target_name((enum target)t));
    fprintf(f, " %s\n", "meaning");
    static const char *const families[] = {"binary", "unary", "scalar", "select"};
    for (int i = 0; i < OP__COUNT; i++) {
        const struct op_info *info = &op_table[i];
        fprintf(f, "%-6s %-7s", info->name, families[info->family]);
        for (int t = 0; t < TGT__COUNT; t++)
            if (target < 0 || target == t)
                fprintf(f, " %-35s", dtype_list(info->dtypes[t], buf, sizeof buf));
        fprintf(f, " %s%s\n", info->doc,
                info->a2a3_tmp && (target < 0 || target == TGT_A2A3) ? " (a2a3: needs a tmp tile)"
                                                                     : "");
    }
}
