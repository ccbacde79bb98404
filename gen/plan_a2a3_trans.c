/* plan_a2a3_trans.c - ttrans on the A2/A3 vector core (a2a3_): the
 * 16 x 16 (2-byte data) and 16 x 8 (4-byte data) block transposes of
 * scatter_vnchwconv, in the call shapes of pto-isa's a2a3/TTrans.hpp.
 *
 * TTrans.hpp points the VA register pairs at 16 32-byte blocks each
 * (set_va_reg_sb: VA2/VA3 the source's, VA0/VA1 the dst's), and one
 * scatter_vnchwconv_b16 or _b32 repeat moves a block of 16 source rows:
 *
 *   for each block column x (E = 32 / size elements of the source rows):
 *     lane j of VA2/VA3: source row j, column x E
 *     lane j of VA0/VA1: b16, dst row x E + j; b32, dst row x E + j / 2,
 *                        column 8 (j % 2)
 *     repeats: the ny = vr / 16 whole blocks of 16 rows, the source
 *     16 rows on (16 pitch size / 32 blocks), dst 16 columns on (1 block
 *     b16, 2 blocks b32); TransFullSubTiles
 *   the vr % 16 rows left, once (TransYTailTiles): lane j the source row
 *     16 ny + j (a lane past the valid rows reads row 0: its values land
 *     in dst's padding columns), dst from column 16 ny; a repeat per
 *     block column, the source 1 block on, dst E rows on
 *
 * TTrans.hpp scatters into a scratch tile whose rows are vr rounded up to
 * 16 elements, then copies them into dst (copy_ubuf_to_ubuf) when dst's
 * pitch differs.  Here dst is a per-trans tile the planner lays out
 * itself: its rows are that scratch's (a2a3_trans_shape), so the blocks
 * land in dst and no copy follows.  The source's valid columns rounded
 * up to a block stay in its rows (32-byte rows), and dst has vc rounded
 * up to E rows.  The rows of a tile past pgr_n (the last tile's) move
 * too, into columns the store does not copy.
 *
 * Where the padded dst does not fit UB (plan.trans_loop), for 8-bit data
 * (scatter_vnchwconv_b8 is not simulated) and where a repeat count would
 * pass 255, ttrans stays the scalar loop (plan_a2a3_ops.c), exact too.
 */
#include "planint.h"

#define TRANS_ROWS 16 /* source rows a scatter repeat reads */

static int round_up(int n, int m)
{
    return (n + m - 1) / m * m;
}

int a2a3_trans_vector(const struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    if (o->code != OP_TRANS || p->trans_loop)
        return 0;
    int size = dtype_size(k->tiles[o->src[0]].dtype), e = 32 / size;
    /* the repeat counts: block rows of the source, block columns */
    return (size == 2 || size == 4) && k->vrows / TRANS_ROWS <= MAX_REPEAT &&
           (k->vcols + e - 1) / e <= MAX_REPEAT;
}

void a2a3_trans_shape(const struct plan *p, int t, int *rows, int *pitch)
{
    const struct kernel *k = p->k;
    const struct tile *tl = &k->tiles[t];
    *rows = tl->rows;
    *pitch = tl->cols;
    for (int i = 0; i < k->nops; i++)
        if (k->ops[i].dst == t && a2a3_trans_vector(p, i)) {
            *rows = round_up(tl->rows, 32 / dtype_size(tl->dtype));
            *pitch = round_up(tl->vcols, TRANS_ROWS);
        }
}

int a2a3_trans_pads(const struct plan *p)
{
    for (int i = 0; i < p->k->nops; i++)
        if (a2a3_trans_vector(p, i))
            return 1;
    return 0;
}

/* set_va_reg_sb of the pair from VA (CNAME) over UB tile U: lane j at
 * element COL + LANE(pgr_j) of it. */
static void va_set(struct plan *p, int i, const char *va, int u, int col, const char *lane)
{
    struct insn *in = ir_add_insn(p, IK_VASET, i);
    ir_insn_set(in, INSN_SET_VA_REG_SB);
    in->name = va;
    in->nopnd = 1;
    in->opnd[0] = (struct operand){u, PLAN_OWN, col, 0};
    in->scalar = lane;
}

/* The scatter of REPEAT repeats, the dst and source strides DSTR and
 * SSTR in blocks (TTrans.hpp passes 1, 0, 0 for one repeat), from source
 * tile US into dst UD.  For the barriers: it reads the whole source, and
 * the FIRST of an op's writes dst.  The op's scatters write blocks apart,
 * and no vector op reads or writes a per-trans tile after its ttrans
 * (specops.c), so one write stands for all of them. */
static void scatter(struct plan *p, int i, int size, int repeat, int dstr, int sstr, int ud, int us,
                    int first)
{
    struct insn *in = ir_add_insn(p, IK_VNCHW, i);
    ir_insn_set(in, size == 2 ? INSN_VNCHW_B16 : INSN_VNCHW_B32);
    in->repeat = ir_count_const(repeat, 1);
    in->stride[0] = repeat == 1 ? 0 : dstr;
    in->stride[1] = repeat == 1 ? 0 : sstr;
    in->nopnd = 2;
    in->opnd[0] = (struct operand){ud, PLAN_OWN, 0, 0};
    in->opnd[1] = (struct operand){us, PLAN_OWN, 0, 0};
    if (first)
        a2a3_access(in, ud, 0, p->ub[ud].pitch * size, 0, 1);
    a2a3_access(in, us, 0, p->ub[us].pitch * size, 0, 0);
}

void a2a3_trans(struct plan *p, int i)
{
    const struct kernel *k = p->k;
    const struct op *o = &k->ops[i];
    int ud = p->tile_ub[o->dst], us = p->tile_ub[o->src[0]];
    int size = dtype_size(k->tiles[o->src[0]].dtype), e = 32 / size;
    int sp = p->ub[us].pitch, dp = p->ub[ud].pitch;
    int nx = (k->vcols + e - 1) / e, ny = k->vrows / TRANS_ROWS, ry = k->vrows % TRANS_ROWS;
    /* lane j's dst row (and b32: its half of the row's 16 elements) */
    const char *dlane =
        size == 2 ? ir_fmt("pgr_j * %du", dp) : ir_fmt("pgr_j / 2u * %du + pgr_j %% 2u * 8u", dp);
    for (int x = 0; x < nx && ny > 0; x++) {
        va_set(p, i, CNAME("VA2"), us, x * e, ir_fmt("pgr_j * %du", sp));
        va_set(p, i, CNAME("VA0"), ud, x * e * dp, dlane);
        scatter(p, i, size, ny, size == 2 ? 1 : 2, TRANS_ROWS * sp * size / 32, ud, us, x == 0);
    }
    if (ry) {
        va_set(p, i, CNAME("VA2"), us, 0,
               ir_fmt("(pgr_j < %du ? %du + pgr_j : 0u) * %du", ry, ny * TRANS_ROWS, sp));
        va_set(p, i, CNAME("VA0"), ud, ny * TRANS_ROWS, dlane);
        scatter(p, i, size, nx, e * dp * size / 32, 1, ud, us, ny == 0);
    }
}
