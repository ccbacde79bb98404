/* target.c - the targets' descriptors (target_). */
#include "target.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"

/* ORDER: enum target */
static const struct target_desc targets[TARGET_COUNT] = {
    /* UB: 192 KiB on A2/A3 and 256 KiB on A5, the sizes sim/a2a3.h and
     * sim/a5.h enforce; an A5 vlds of a tile's last chunk may read a whole
     * vector length (256 bytes) past the tile's end */
    {"a2a3", "A2A3", TK_REPEAT, 0, 192 * 1024, 0, 1, "(half)%s", "PGR_BF16(%s)", "c", "h", 0},
    {"a5", "A5", TK_REGISTER, 1, 256 * 1024, 256, 0, "(half)%s", "PGR_BF16(%s)", "c", "h", 0},
    {"host", "HOST", TK_REFERENCE, -1, 0, 0, 0, "pgr_f16_from_f32(%s)", "pgr_bf16_from_f32(%s)",
     "c", "h", 0},
    /* pto-isa's A2/A3 ops keep [184K, 192K) of UB for their own scratch
     * (TMP_UB_OFFSET: TSEL's mask, TROWEXPAND*'s broadcast; sim/a2a3.h's
     * hidden scratch), so a kernel's tiles get the 184 KiB below it */
    {"pto", "PTO", TK_PTO, -1, 184 * 1024, 0, 0, "(half)%s", "(bfloat16_t)%s", "cpp", "hpp", 1},
};

const char *const target_names[TARGET_COUNT] = {"a2a3", "a5", "host", "pto"};

const struct target_desc *target_desc(enum target t)
{
    return &targets[t];
}

enum target target_ref(void)
{
    return TGT_HOST;
}

enum target target_of_kind(enum target_kind k)
{
    for (int t = 0; t < TARGET_COUNT; t++)
        if (targets[t].kind == k)
            return (enum target)t;
    diag_bug("no target of kind %d", (int)k);
}

int target_is_device(enum target t)
{
    return targets[t].kind != TK_REFERENCE;
}

int target_is_simulated(enum target t)
{
    return targets[t].kind == TK_REPEAT || targets[t].kind == TK_REGISTER;
}

const char *target_name(enum target t)
{
    return targets[t].name;
}

int target_lookup(const char *name)
{
    for (int t = 0; t < TARGET_COUNT; t++)
        if (!strcmp(name, targets[t].name))
            return t;
    return -1;
}

const char *target_set_str(unsigned set, const char *sep, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int t = 0; t < TARGET_COUNT; t++)
        if ((set >> t) & 1 && n < size)
            n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? sep : "", targets[t].name);
    return buf;
}
