/* rules.c - per-target legality from ops.def (rules_).
 *
 * An op is legal on a target when the target's dtype set in op_table
 * holds the op's dtype (host: the union of the device sets, as spec.c
 * builds op_table).  One error per op names every target asked for that
 * rejects it; notes list what those targets take, one per distinct set.
 */
#include "rules.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"

#include "lower.h"
#include "plan.h"
#include "specops.h"

/* "i8 u8 i16" for a dtype set, in enum order, into BUF; "-" for none. */
static const char *dtype_list(unsigned set, char *buf, size_t size)
{
    size_t len = 0;
    snprintf(buf, size, "%s", set ? "" : "-");
    for (int d = 0; d < DT__COUNT && len < size; d++)
        if (set & DTS(d))
            len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "",
                                    dtype_name((enum dtype)d));
    return buf;
}

/* "'a2a3'", "'a2a3' and 'a5'", "'a2a3', 'a5' and 'host'" for a set of
 * 1 << enum target, into BUF. */
static const char *target_list(unsigned set, char *buf, size_t size)
{
    int total = 0, count = 0;
    for (int t = 0; t < TARGET_COUNT; t++)
        total += !!(set & (1u << t));
    size_t len = 0;
    buf[0] = '\0';
    for (int t = 0; t < TARGET_COUNT && len < size; t++) {
        if (!(set & (1u << t)))
            continue;
        const char *sep = count == 0 ? "" : count == total - 1 ? " and " : ", ";
        len += (size_t)snprintf(buf + len, size - len, "%s'%s'", sep, target_name((enum target)t));
        count++;
    }
    return buf;
}

/* tcvt O: the pair and its rounding mode on each of TARGETS; errors. */
static int check_convert(const struct kernel *k, const struct op *o, unsigned targets)
{
    const char *name = op_table[o->code].name;
    enum dtype src = k->tiles[o->src[0]].dtype, dst = k->tiles[o->dst].dtype;
    unsigned nopair = 0, nomode = 0;
    for (int t = 0; t < TARGET_COUNT; t++) {
        if (!(targets & (1u << t)))
            continue;
        unsigned m = lower_cvt(src, dst, (enum target)t);
        if (!m)
            nopair |= 1u << t;
        else if (o->round >= 0 && !(m & RMS(o->round)))
            nomode |= 1u << t;
    }
    char tl[64], dl[128];
    if (nopair) {
        diag_error(o->loc, "'%s' does not convert %s to %s on target%s %s", name, dtype_name(src),
                   dtype_name(dst), nopair & (nopair - 1) ? "s" : "",
                   target_list(nopair, tl, sizeof tl));
        for (int t = 0; t < TARGET_COUNT; t++) {
            if (!(nopair & (1u << t)))
                continue;
            unsigned to = 0;
            for (int d = 0; d < DT__COUNT; d++)
                if (lower_cvt(src, (enum dtype)d, (enum target)t))
                    to |= DTS(d);
            const char *why = NULL;
            if (target_desc((enum target)t)->kind == TK_PTO)
                op_pto_cvt(src, dst, &why);
            if (why)
                diag_note(o->loc, "%s", why);
            if (to)
                diag_note(o->loc, "on '%s', '%s' converts %s to %s", target_name((enum target)t),
                          name, dtype_name(src), dtype_list(to, dl, sizeof dl));
            else
                diag_note(o->loc, "on '%s', '%s' converts nothing from %s",
                          target_name((enum target)t), name, dtype_name(src));
        }
        return 1;
    }
    if (nomode) {
        struct loc at = o->round_loc.line ? o->round_loc : o->loc;
        diag_error(at, "'%s' from %s to %s does not take round '%s' on target%s %s", name,
                   dtype_name(src), dtype_name(dst), round_name((enum round_mode)o->round),
                   nomode & (nomode - 1) ? "s" : "", target_list(nomode, tl, sizeof tl));
        int t = 0;
        while (!(nomode & (1u << t)))
            t++;
        unsigned m = lower_cvt(src, dst, (enum target)t);
        size_t len = 0;
        dl[0] = '\0';
        for (int r = 0; r < 7; r++)
            if (m & RMS(r))
                len += (size_t)snprintf(dl + len, sizeof dl - len, "%s%s", len ? " " : "",
                                        round_name((enum round_mode)r));
        diag_note(at, "on '%s' it takes %s", target_name((enum target)t), dl);
        return 1;
    }
    return 0;
}

/* ---- pto: what pto-isa's A2/A3 tile API can express ------------------ */

/* Why pto-isa's TCMPS (a2a3/TCmps.hpp) cannot write compare O of K as
 * ptogen pins it, or NULL; *TILE as pto_refusal's. */
static const char *pto_cmps_refusal(const struct kernel *k, const struct op *o, int *tile)
{
    enum dtype dt = spec_op_dtype(k, o);
    if (!(op_pto(o->code)->dtypes & DTS(dt)))
        return NULL; /* refused for its dtype, with the note of what pto takes */
    if (dt == DT_I32 && o->cmp != CMP_EQ)
        return "pto-isa's TCMPS compares int32 by vcmpvs_eq whatever its CmpMode "
               "(TCmps.hpp, GenCmpCall)";
    const struct tile *d = &k->tiles[o->dst];
    for (int i = 0; i < k->noutputs; i++)
        if (k->outputs[i] == o->dst && d->vcols % 8) {
            *tile = o->dst;
            return "pto-isa's TCMPS writes whole repeats of bits (TCmps.hpp): the bits of a "
                   "mask output's last byte past its valid columns compare the source's "
                   "padding, where ptogen writes 0";
        }
    return NULL;
}

/* Why the pto target cannot express op O of K, or NULL; *TILE: the
 * operand the reason names, or -1. */
static const char *pto_refusal(const struct kernel *k, const struct op *o, int *tile)
{
    *tile = -1;
    if (op_pto(o->code)->form == PTF_NONE) {
        if (op_pto_no(o->code))
            return op_pto_no(o->code);
        return op_table[o->code].family == OPF_TERNARY
                   ? "pto-isa has no op of three source tiles; ptogen's ternary forms are its own"
                   : "ptogen's pto table (gen/ops_pto.def) has no pto-isa call for it";
    }
    for (int s = 0; s < o->nsrc && op_pto_apart(o->code); s++)
        if (o->src[s] == o->dst) {
            *tile = o->dst;
            return op_pto_apart(o->code);
        }
    int opnd[OP_MAX_SRC + 2], n = 0;
    opnd[n++] = o->dst;
    for (int s = 0; s < o->nsrc; s++)
        opnd[n++] = o->src[s];
    if (o->mask >= 0)
        opnd[n++] = o->mask;
    enum op_family fam = op_table[o->code].family;
    int binary = fam == OPF_ROWBINARY || fam == OPF_COLBINARY;
    /* (and ttrans, a full source into a per-trans dst) */
    int bcast = binary || fam == OPF_ROWREDUCE || fam == OPF_COLREDUCE || fam == OPF_ROWEXPAND ||
                fam == OPF_COLEXPAND || fam == OPF_TRANS;
    for (int i = 0; i < n; i++) {
        const struct tile *t = &k->tiles[opnd[i]];
        *tile = opnd[i];
        if (TILE_IS_VECTOR(t) && t->dtype == DT_MASK && !plan_pto_row_block(t))
            return "a per-row mask of more than one row, or a per-col mask: ptogen's pto "
                   "kernels lay a mask out as rows of bytes for TCMPS and TSEL over full tiles, "
                   "or over the one-row [1, B] tiles of one-row per-row values";
        /* one row is a row-major [1, B] tile instead (plan_pto.c); its
         * [R, B] form holds R values 8 or 16 elements apart, which
         * pto-isa's CPU TROWEXPAND* reads at elements 0 .. R - 1 */
        if (t->per == PER_ROW && t->rows > 1 && t->rows * dtype_size(t->dtype) % 32)
            return "a per-row tile of more than one row must be whole 32-byte blocks: "
                   "pto-isa's DN [R, 1] tile static_asserts it (pto/common/pto_tile.hpp), its "
                   "CPU TROWSUM takes as many rows as the source (pto/cpu/TRowSum.hpp), so R "
                   "cannot be padded, and its CPU TROWEXPAND* reads a row-major [R, B] src1 "
                   "at the wrong elements (pto/cpu/TRowExpandOp.hpp, load_row_scalar)";
        /* a narrow input (a tpart op's source): pto-isa's TPART* take
         * tiles of their own valid shapes, ptogen's pto kernels do not */
        if (t->per == PER_FULL && t->vcols != k->vcols)
            return "ptogen's pto kernels give every tile the kernel's valid shape, so a "
                   "narrow input (fewer valid columns) has no tile of its own there";
        /* ops.def's families fix which operand is the vector one, but
         * for the broadcasts' two sources */
        if (binary && i == 1 && TILE_IS_VECTOR(t))
            return "pto-isa's CPU TROWEXPAND* and TCOLEXPAND* take the per-row or per-col "
                   "operand as src1 only (include/pto/cpu/TRowExpandOp.hpp, TColExpandOp.hpp)";
        /* TROWEXPAND*_IMPL and TCOLEXPAND*_IMPL take dst and src0 as one
         * Tile type (a2a3/TColExpandMul.hpp, cpu/TRowExpandOp.hpp) */
        if (binary && i == 1 &&
            (t->rows != k->tiles[o->dst].rows || t->cols != k->tiles[o->dst].cols))
            return "pto-isa's TROWEXPAND* and TCOLEXPAND* take dst and src0 of one tile "
                   "type: the same rows and columns";
        if (!bcast && t->per != k->tiles[o->dst].per)
            return "pto-isa's elementwise ops take tiles of one shape: full tiles, per-row "
                   "tiles (their [1, R] view) or per-col tiles, not a mix";
    }
    if (fam == OPF_COLREDUCE && k->tiles[o->src[0]].cols != plan_pto_col_cols(k)) {
        *tile = o->src[0];
        return "pto-isa's CPU TCOLMAX and TCOLMIN take dst and src of one column count "
               "(cpu/TColMax.hpp), and ptogen's pto kernels lay every per-col tile out as wide "
               "as the first column reduction's source";
    }
    enum pto_form form = op_pto(o->code)->form;
    if (!bcast && k->tiles[o->dst].per == PER_ROW && !plan_pto_row_block(&k->tiles[o->dst]) &&
        form != PTF_UN && form != PTF_BIN && form != PTF_SCA && form != PTF_FILL &&
        form != PTF_CVT && form != PTF_STEPS) {
        *tile = o->dst;
        return "a per-row tile reaches pto-isa's elementwise calls through its [1, R] view, "
               "which ptogen writes for the unary, binary, scalar, fill and conversion calls "
               "(and the composites' steps, which are such calls) only";
    }
    *tile = -1;
    return o->code == OP_CMPS ? pto_cmps_refusal(k, o, tile) : NULL;
}

int rules_accepts(const struct kernel *k, enum target t)
{
    if (target_desc(t)->kind != TK_PTO)
        return 1;
    for (int i = 0; i < k->nops; i++) {
        int tile;
        const struct op *o = &k->ops[i];
        if (pto_refusal(k, o, &tile) || !(op_dtypes(o->code, t) & DTS(spec_op_dtype(k, o))))
            return 0;
        if (op_table[o->code].family == OPF_CONVERT) {
            unsigned m = lower_cvt(k->tiles[o->src[0]].dtype, k->tiles[o->dst].dtype, t);
            if (!m || (o->round >= 0 && !(m & RMS(o->round))))
                return 0;
        }
    }
    return 1;
}

/* The ops of K the pto target T cannot express at all: one error each,
 * naming the op, its dtype and the reason.  *SKIP gets the ops whose
 * dtype check is then left out. */
static int check_pto(const struct kernel *k, enum target t, unsigned char *skip)
{
    int errors = 0;
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        int tile;
        const char *why = pto_refusal(k, o, &tile);
        if (!why)
            continue;
        skip[i] = 1;
        if (tile >= 0)
            diag_error(o->loc, "'%s' on %s tile '%s' cannot be expressed on target '%s'",
                       op_table[o->code].name, dtype_name(spec_op_dtype(k, o)), k->tiles[tile].name,
                       target_name(t));
        else
            diag_error(o->loc, "'%s' on %s cannot be expressed on target '%s'",
                       op_table[o->code].name, dtype_name(spec_op_dtype(k, o)), target_name(t));
        diag_note(o->loc, "%s", why);
        errors++;
    }
    return errors;
}

int rules_check(const struct kernel *k, unsigned targets)
{
    int errors = 0;
    unsigned char *skip = xcalloc((size_t)k->nops + 1, 1);
    unsigned pto = 0;
    for (int t = 0; t < TARGET_COUNT; t++)
        if ((targets >> t) & 1 && target_desc((enum target)t)->kind == TK_PTO) {
            errors += check_pto(k, (enum target)t, skip);
            pto |= 1u << t;
        }
    for (int i = 0; i < k->nops; i++) {
        const struct op *o = &k->ops[i];
        const struct op_info *info = &op_table[o->code];
        enum dtype dt = spec_op_dtype(k, o);
        unsigned bad = 0;
        if (skip[i])
            targets &= ~pto; /* already refused on pto, with the reason */
        else
            targets |= pto;
        for (int t = 0; t < TARGET_COUNT; t++)
            if ((targets & (1u << t)) && !(op_dtypes(o->code, (enum target)t) & DTS(dt)))
                bad |= 1u << t;
        if (!bad) {
            if (info->family == OPF_CONVERT)
                errors += check_convert(k, o, targets);
            continue;
        }
        char tl[64], dl[128];
        diag_error(o->loc, "'%s' does not support dtype '%s' on target%s %s", info->name,
                   dtype_name(dt), bad & (bad - 1) ? "s" : "", target_list(bad, tl, sizeof tl));
        errors++;
        /* one note per distinct dtype set: host often repeats a5 */
        unsigned done = 0;
        for (int t = 0; t < TARGET_COUNT; t++) {
            if (!(bad & ~done & (1u << t)))
                continue;
            unsigned same = 0;
            for (int u = t; u < TARGET_COUNT; u++)
                if ((bad & (1u << u)) &&
                    op_dtypes(o->code, (enum target)u) == op_dtypes(o->code, (enum target)t))
                    same |= 1u << u;
            done |= same;
            if (!op_dtypes(o->code, (enum target)t)) /* an op a device does not lower at all
                                                        (tci on a5) */
                diag_note(o->loc, "on %s, '%s' takes no dtype: it is not lowered there",
                          target_list(same, tl, sizeof tl), info->name);
            else if (target_desc((enum target)t)->kind == TK_PTO)
                /* pto's dtypes are what pto-isa's static_asserts accept */
                diag_note(o->loc,
                          "on %s, '%s' takes %s: the dtypes pto-isa's A2/A3 %s accepts (%s)",
                          target_list(same, tl, sizeof tl), info->name,
                          dtype_list(op_dtypes(o->code, (enum target)t), dl, sizeof dl),
                          op_pto(o->code)->call, op_pto(o->code)->header);
            else
                diag_note(o->loc, "on %s, '%s' takes %s", target_list(same, tl, sizeof tl),
                          info->name,
                          dtype_list(op_dtypes(o->code, (enum target)t), dl, sizeof dl));
        }
    }
    free(skip);
    return errors;
}

/* One line per op in table order (alphabetical), one dtype column per
 * target shown (35 wide: a5's list is 34; "-" for none), then the
 * formula.  The op column fits the longest name (at least 8), the family
 * column 9 characters. */
void rules_list_ops(FILE *f, unsigned targets)
{
    char buf[128];
    int width = 8;
    for (int i = 0; i < OP__COUNT; i++)
        if ((int)strlen(op_table[i].name) > width)
            width = (int)strlen(op_table[i].name);
    fprintf(f, "%-*s %-9s", width, "op", "family");
    for (int t = 0; t < TARGET_COUNT; t++)
        if ((targets >> t) & 1)
            fprintf(f, " %-35s", target_name((enum target)t));
    fputs(" meaning\n", f);
    for (int i = 0; i < OP__COUNT; i++) {
        const struct op_info *info = &op_table[i];
        fprintf(f, "%-*s %-9s", width, info->name, spec_family_name(info->family));
        for (int t = 0; t < TARGET_COUNT; t++)
            if ((targets >> t) & 1)
                fprintf(f, " %-35s", dtype_list(op_dtypes(i, (enum target)t), buf, sizeof buf));
        fputs(" ", f);
        fputs(info->doc, f);
        for (int t = 0; t < TARGET_COUNT; t++)
            if ((targets >> t) & 1 && lower_takes_tmp(i, (enum target)t))
                fprintf(f, " (%s: needs a tmp tile)", target_name((enum target)t));
        fputs("\n", f);
    }
}

/* The text fields of ops.def, per op. */
static const struct {
    const char *semantics;
    const char *insns[TARGET_COUNT], *how[TARGET_COUNT]; /* ORDER: enum target */
    const char *tmp;
} op_text[OP__COUNT] = {
#define OPTEXT(id, sem, a2a3_insns, a2a3, a5_insns, a5, host, tmp)                                 \
    [OP_##id] = {sem, {a2a3_insns, a5_insns, NULL}, {a2a3, a5, host}, tmp},
#include "ops.def"
#undef OPTEXT
};

/* "  LABEL  TEXT" with TEXT folded at word boundaries to fit 79 columns,
 * continuation lines indented under it. */
static void print_folded(FILE *f, const char *label, const char *text)
{
    const int indent = 12, width = 79;
    int col = fprintf(f, "  %-*s", indent - 2, label);
    int first = 1;
    while (*text) {
        size_t n = strcspn(text, " ");
        if (!first && col + 1 + (int)n > width) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            first = 1;
        }
        col += fprintf(f, "%s%.*s", first ? "" : " ", (int)n, text);
        first = 0;
        text += n;
        text += *text == ' ';
    }
    fputc('\n', f);
}

/* The pto-isa calls op CODE's a2a3 recipes on the dtypes DTS issue
 * (ops_pto.def's PTO_STEP rows), each once, in the order the steps first
 * call them, blank-separated, into CALLS (of SIZE bytes). */
static void explain_step_calls(int code, unsigned dts, char *calls, size_t size)
{
    struct buf b = BUF_INIT;
    buf_adds(&b, " ");
    for (int d = 0; d < DT__COUNT; d++) {
        const struct lowering *lw =
            dts & DTS(d) ? lower_find(code, target_of_kind(TK_REPEAT), (enum dtype)d) : NULL;
        for (const struct lstep *s = lw ? lw->steps : NULL; s && s->kind != LK_END; s++) {
            int op = op_pto_step(s->insn);
            char word[64];
            snprintf(word, sizeof word, " %s ", op >= 0 ? op_pto(op)->call : "?");
            if (!strstr(b.data, word))
                buf_adds(&b, word + 1);
        }
    }
    snprintf(calls, size, "%.*s", (int)strlen(b.data) - 2 > 0 ? (int)strlen(b.data) - 2 : 0,
             b.data + 1);
    buf_free(&b);
}

/* --explain's table of tcvt's pairs: per pair, the rounding modes each
 * target of TARGETS takes. */
static void explain_conversions(FILE *f, unsigned targets)
{
    /* one line per pair: the rounding modes each target shown takes */
    fputs("\nconversions (src -> dst: the round values each target takes; any: exact):\n", f);
    for (int s = 0; s < DT__COUNT; s++)
        for (int d = 0; d < DT__COUNT; d++) {
            if (!lower_cvt((enum dtype)s, (enum dtype)d, target_ref()))
                continue;
            int col =
                fprintf(f, "  %s -> %s", dtype_name((enum dtype)s), dtype_name((enum dtype)d));
            for (int t = 0; t < TARGET_COUNT; t++) {
                if (!((targets >> t) & 1))
                    continue;
                unsigned m = lower_cvt((enum dtype)s, (enum dtype)d, (enum target)t);
                col +=
                    fprintf(f, "%*s%s:", col < 16 ? 16 - col : 1, "", target_name((enum target)t));
                if (!m)
                    col += fprintf(f, " -");
                else if (m & RMS_EXACT)
                    col += fprintf(f, " any");
                else
                    for (int r = 0; r < 7; r++)
                        if (m & RMS(r))
                            col += fprintf(f, " %s", round_name((enum round_mode)r));
                col += fprintf(f, ";");
            }
            fputc('\n', f);
        }
}

/* --explain's pto line of op CODE: its calls into CALL (CSIZE bytes), how
 * into PTO_HOW (HSIZE); returns CALL, or NULL for an op pto refuses. */
static const char *explain_pto(int code, char *call, size_t csize, char *pto_how, size_t hsize)
{
    /* ops_pto.def's row: the call and the headers it is in */
    const struct op_pto *c = op_pto(code);
    enum op_family fam = op_table[code].family;
    const char *opnds =
        fam == OPF_ROWREDUCE || fam == OPF_ROWBINARY
            ? "full tiles and a per-row tile as a DN [R, 1] tile (of one row: a "
              "row-major [1, B] block, read by TROWEXPAND* through its DN view), the "
              "per-row source as src1"
        : fam == OPF_COLBINARY
            ? "full tiles of one type and a per-col tile as a [1, C] tile, as src1"
            : "full tiles of the kernel's valid shape, or per-row tiles through their "
              "[1, R] view (TRESHAPE_IMPL; of one row, as they are), or per-col tiles";
    snprintf(call, csize, "%s", c->call ? c->call : "");
    snprintf(pto_how, hsize,
             c->form == PTF_NONE
                 ? "no pto-isa call in ptogen's table (gen/ops_pto.def): a spec with it is "
                   "refused on pto"
                 : "one call per tile of pto-isa's %s (include/pto/npu/a2a3/: %s), "
                   "operands %s",
             c->call ? c->call : "", c->header ? c->header : "", opnds);
    if (c->form == PTF_NONE && op_pto_no(code))
        snprintf(pto_how, hsize, "refused on pto: %s", op_pto_no(code));
    if (c->form == PTF_STEPS) {
        /* ptogen's composite: the calls of its recipe's steps */
        explain_step_calls(code, c->dtypes, call, csize);
        snprintf(pto_how, hsize,
                 "no pto-isa call of its own (no A2/A3 header has it): the steps of its "
                 "a2a3 recipe, one call each, in order, its temporaries tiles like dst "
                 "(gen/ops_pto.def, PTO_STEP); operands %s",
                 opnds);
    }
    if (c->form == PTF_SELS) {
        /* pto-isa's TSELS is two ops (ops_pto.def): a fill and TSEL */
        snprintf(call, csize, "TEXPANDS_IMPL %s", c->call);
        snprintf(pto_how, hsize,
                 "the scalar filled into dst, then one %s of src where the mask is set "
                 "and dst where not (include/pto/npu/a2a3/: %s), dst apart from src; "
                 "operands %s",
                 c->call, c->header, opnds);
    }
    if (op_pto_steps_on(code)) {
        /* dtypes its call lacks: the calls of its a2a3 recipe's steps */
        char steps[128], dl[64] = "";
        explain_step_calls(code, op_pto_steps_on(code), steps, sizeof steps);
        size_t len = strlen(call), hl = strlen(pto_how);
        snprintf(call + len, csize - len, " %s", steps);
        for (int d = 0; d < DT__COUNT; d++)
            if (op_pto_steps_on(code) & DTS(d))
                snprintf(dl + strlen(dl), sizeof dl - strlen(dl), "%s%s", *dl ? " " : "",
                         dtype_name((enum dtype)d));
        snprintf(pto_how + hl, hsize - hl,
                 "; on %s, which it does not take, the steps of its a2a3 recipe, one call "
                 "each (%s; gen/ops_pto.def, PTO_STEPS_ON)",
                 dl, steps);
    }
    return c->form == PTF_NONE ? NULL : call;
}

void rules_explain(FILE *f, int code, unsigned targets)
{
    const struct op_info *info = &op_table[code];
    char buf[256];
    fprintf(f, "%s (%s): %s\n\n", info->name, spec_family_name(info->family), info->doc);

    fputs("semantics (the host reference; every target computes the same):\n", f);
    print_folded(f, "", op_text[code].semantics);

    /* the operand keys, as the validator takes them (specops.c) */
    fputs("\noperands:\n", f);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; spec_op_keys[i]; i++) {
        const char *key = spec_op_keys[i];
        if (!spec_op_uses(info, key) || !strcmp(key, "op"))
            continue;
        static const char *const srcs[] = {"", "src: TILE", "src: [SRC0, SRC1]",
                                           "src: [SRC0, SRC1, SRC2]"};
        const char *form =
            !strcmp(key, "src") && spec_op_nsrc_max(info) > spec_op_nsrc(info)
                ? "src: [SRC0, SCALE] or, with quant: asym, [SRC0, SCALE, OFFSET]"
            : !strcmp(key, "src")    ? srcs[spec_op_nsrc(info)]
            : !strcmp(key, "dst")    ? (spec_op_dst_is_mask(info) ? "dst: MASKTILE" : "dst: TILE")
            : !strcmp(key, "mask")   ? "mask: MASKTILE"
            : !strcmp(key, "scalar") ? "scalar: NUMBER|PARAM"
            : !strcmp(key, "tmp")    ? "tmp: TILE (optional)"
            : !strcmp(key, "cmp")    ? "cmp: eq|ne|lt|le|gt|ge"
            : !strcmp(key, "round") ? "round: rint|round|floor|ceil|trunc|odd|none (optional, rint)"
            : !strcmp(key, "descending") ? "descending: false|true (optional, false)"
            : !strcmp(key, "upper")      ? "upper: false|true (optional, false: lower)"
            : !strcmp(key, "diagonal")   ? "diagonal: INTEGER (optional, 0)"
            : !strcmp(key, "quant")      ? "quant: sym|asym (optional, sym)"
            : !strcmp(key, "pad")        ? "pad: zero|min|max (optional, zero)"
                                         : key;
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", len ? ", " : "", form);
    }
    print_folded(f, "", buf);

    fputs("\ndtypes:\n", f);
    for (int t = 0; t < TARGET_COUNT; t++)
        if ((targets >> t) & 1)
            print_folded(f, target_name((enum target)t),
                         dtype_list(op_dtypes(code, (enum target)t), buf, sizeof buf));

    fputs("\nlowering ([the intrinsics it emits] and how):\n", f);
    for (int t = 0; t < TARGET_COUNT; t++) {
        if (!((targets >> t) & 1))
            continue;
        const char *how = op_text[code].how[t];
        const char *insns = op_text[code].insns[t];
        char call[256], pto_how[768];
        struct buf line = BUF_INIT; /* not cut: a5's tcvt text is past 1 KiB */
        if (target_desc((enum target)t)->kind == TK_PTO) {
            insns = explain_pto(code, call, sizeof call, pto_how, sizeof pto_how);
            how = pto_how;
        }
        if (insns && *insns)
            buf_addf(&line, "[%s] ", insns);
        buf_adds(&line, how);
        print_folded(f, target_name((enum target)t), line.data);
        buf_free(&line);
    }

    if (info->family == OPF_CONVERT)
        explain_conversions(f, targets);

    if (info->family == OPF_RESHAPE) {
        /* one line per source dtype: the dtypes of its size it is viewed as */
        fputs("\nviews (src -> the dst dtypes of its element size, on every target shown):\n", f);
        for (int s = 0; s < DT__COUNT; s++) {
            if (s == DT_MASK || !(info->dtypes[target_ref()] & DTS(s)))
                continue;
            fprintf(f, "  %s ->", dtype_name((enum dtype)s));
            for (int d = 0; d < DT__COUNT; d++)
                if (d != DT_MASK && dtype_size((enum dtype)d) == dtype_size((enum dtype)s))
                    fprintf(f, " %s", dtype_name((enum dtype)d));
            fputc('\n', f);
        }
    }

    fputs("\ntmp:\n", f);
    print_folded(f, "", op_text[code].tmp);
}
