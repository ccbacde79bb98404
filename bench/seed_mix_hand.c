/* seed_mix_hand.c - seed_mix for a2a3 written by hand, the way a kernel
 * engineer composes pto-isa's library ops today: per tile, TLOAD each
 * input (MTE2 -> V flag), then TXOR, TNEG, TSHR, TSUB and TSEL as the
 * library lowers them, with a pipe_barrier(PIPE_V) between dependent ops,
 * then TSTORE (V -> MTE3 flag).  One buffer per tile, no overlap of
 * loads with compute.  The benchmark's baseline: ptogen's output must be
 * at least as fast.
 *
 * Same interface and results as out/a2a3/seed_mix.c.
 */
#include <stddef.h>
#include <stdint.h>

#define ROWS 16u
#define COLS 64u  /* storage columns */
#define VCOLS 60u /* valid columns */

static inline int16_t hand_shr(int16_t a, int16_t s)
{
    /* the count as unsigned 16 bits; 16 or more shifts every bit out,
     * which for an arithmetic shift is a shift by 15 (docs/semantics.md,
     * "Shift counts") */
    unsigned c = (uint16_t)s;
    if (c > 15u)
        c = 15u;
    return a < 0 ? (int16_t)(~(~a >> c)) : (int16_t)(a >> c);
}

__global__ __aicore__ void seed_mix_hand(__gm__ int16_t *a, __gm__ int16_t *b,
                                         __gm__ int16_t *s, __gm__ uint8_t *m,
                                         __gm__ int16_t *y, uint32_t M)
{
    __ubuf__ int16_t *ua = PGR_UB(int16_t, 0x0000u);
    __ubuf__ int16_t *ub = PGR_UB(int16_t, 0x0800u);
    __ubuf__ int16_t *us = PGR_UB(int16_t, 0x1000u);
    const uint32_t um_addr = 0x1800u;
    __ubuf__ uint8_t *um = PGR_UB(uint8_t, um_addr);
    __ubuf__ int16_t *ux = PGR_UB(int16_t, 0x1a00u);
    __ubuf__ int16_t *ud = PGR_UB(int16_t, 0x2200u);
    __ubuf__ int16_t *uy = PGR_UB(int16_t, 0x2a00u);
    __ubuf__ int16_t *utmp = PGR_UB(int16_t, 0x3200u);
    __ubuf__ uint32_t *scratch = PGR_UB(uint32_t, 0x2e000u);
    const uint32_t tiles = (M + ROWS - 1u) / ROWS;

    set_mask_norm();
    set_vector_mask((uint64_t)-1, (uint64_t)-1);
    for (uint32_t t = (uint32_t)block_idx; t < tiles; t += (uint32_t)block_num) {
        const uint32_t r0 = t * ROWS;
        const uint32_t n = M - r0 < ROWS ? M - r0 : ROWS;

        /* TLOAD a, b, s, m */
        copy_gm_to_ubuf_align_b16(ua, a + (size_t)r0 * VCOLS, 0, n, VCOLS * 2, 0, 0, 0, 0);
        copy_gm_to_ubuf_align_b16(ub, b + (size_t)r0 * VCOLS, 0, n, VCOLS * 2, 0, 0, 0, 0);
        copy_gm_to_ubuf_align_b16(us, s + (size_t)r0 * VCOLS, 0, n, VCOLS * 2, 0, 0, 0, 0);
        copy_gm_to_ubuf_align_b8(um, m + (size_t)r0 * 8u, 0, n, 8, 0, 0, 0, 0);
        set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
        wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

        /* TXOR(x, a, b, tmp): tmp = a | b; x = a & b; x = ~x; x = x & tmp */
        set_vector_mask(0, 0x0fffffffffffffffull);
        vor((__ubuf__ uint16_t *)utmp, (__ubuf__ uint16_t *)ua, (__ubuf__ uint16_t *)ub, n, 1, 1, 1,
            4, 4, 4);
        pipe_barrier(PIPE_V);
        vand((__ubuf__ uint16_t *)ux, (__ubuf__ uint16_t *)ua, (__ubuf__ uint16_t *)ub, n, 1, 1, 1,
             4, 4, 4);
        pipe_barrier(PIPE_V);
        vnot((__ubuf__ uint16_t *)ux, (__ubuf__ uint16_t *)ux, n, 1, 1, 4, 4);
        pipe_barrier(PIPE_V);
        vand((__ubuf__ uint16_t *)ux, (__ubuf__ uint16_t *)ux, (__ubuf__ uint16_t *)utmp, n, 1, 1,
             1, 4, 4, 4);
        pipe_barrier(PIPE_V);

        /* TNEG(x, x) = TMULS(x, x, -1) */
        vmuls(ux, ux, (int16_t)-1, n, 1, 1, 4, 4);
        pipe_barrier(PIPE_V);

        /* TSHR(x, x, s): a scalar loop between V -> S and S -> V flags */
        set_flag(PIPE_V, PIPE_S, EVENT_ID0);
        wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
        PGR_SCALAR_STEPS(n * VCOLS); /* the loop's work, for the simulator */
        for (uint32_t r = 0; r < n; ++r)
            for (uint32_t c = 0; c < VCOLS; ++c)
                ux[r * COLS + c] = hand_shr(ux[r * COLS + c], us[r * COLS + c]);
        set_flag(PIPE_S, PIPE_V, EVENT_ID0);
        wait_flag(PIPE_S, PIPE_V, EVENT_ID0);

        /* TSUB(d, a, b) */
        vsub(ud, ua, ub, n, 1, 1, 1, 4, 4, 4);
        pipe_barrier(PIPE_V);

        /* TSEL(y, m, x, d): per row, the mask row's address through the scratch */
        set_mask_count();
        for (uint32_t r = 0; r < n; ++r) {
            set_vector_mask(0, 32u);
            vector_dup(scratch, um_addr + r * 32u, 1, 1, 1, 8, 0);
            pipe_barrier(PIPE_V);
            set_cmpmask(scratch);
            pipe_barrier(PIPE_V);
            set_vector_mask(0, VCOLS);
            vsel((__ubuf__ half *)uy + r * COLS, (__ubuf__ half *)ux + r * COLS,
                 (__ubuf__ half *)ud + r * COLS, 1, 1, 1, 1, 8, 8, 8, 2);
            pipe_barrier(PIPE_V);
        }
        set_mask_norm();
        set_vector_mask((uint64_t)-1, (uint64_t)-1);

        /* TSTORE y; the next tile's loads reuse the buffers */
        set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
        wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
        copy_ubuf_to_gm_align_b16(y + (size_t)r0 * VCOLS, uy, 0, n, VCOLS * 2, 0, 0, 0, 0);
        set_flag(PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
        wait_flag(PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
        set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
        wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
}
