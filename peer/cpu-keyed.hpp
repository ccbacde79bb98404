// peer/cpu-keyed.hpp - the keyed forms of cpu-gen.cpp: ops whose
// outputs differ in an op key rather than in their inputs (ttri's upper
// and diagonal, tci's start and descending, tfillpad's pad), and ttrans,
// whose output is a per-trans tile.  Included by cpu-gen.cpp inside its
// anonymous namespace, before PEER_TABLE, whose calls name the peer_*
// functions below.
//
// Each keyed output is one line "output NAME [SHAPE] args KEY: VALUE,
// ..." of the data file: peer.exp adds the words after "args" to the op
// of that output in the spec it writes (testsuite/ptogen.peer/peer.exp).

// The keys of one output of a keyed op, and ttrans's result.
template <typename T> struct Keys {
    bool upper = false; // ttri
    int diag = 0;       // ttri
    T start{};          // tci
    bool desc = false;  // tci
    int pad = 0;        // tfillpad: enum Pad
    T trans[kRows * kCols]; // ttrans: kCols rows of kRows (the vc x M output)
    uint32_t idx[kRows * kCols];       // tsort32's index input
    uint32_t pairs[2 * kRows * kCols]; // and its pairs' bits: value, index
};

// tfillpad's pad keys, as ptogen spells them, and pto-isa's PadValue.
enum Pad { PAD_ZERO, PAD_MIN, PAD_MAX, NPADS };
const char *const kPadNames[] = {"zero", "min", "max"};
constexpr int kNarrow = 20; // a narrow source's valid columns (tfillpad)
constexpr int kTriTile = 4; // ttri's tile rows: the tile iterations of peer.exp's spec

// ttri's diagonals: negative ones, ones inside the width and ones past it.
const int kDiagonals[] = {-9, -2, -1, 0, 1, 3, 30, 47, 48, 60};

// TTRI of `upper` and `diag` into Y, as ptogen's kernel runs it: one
// TTRI a tile iteration of kTriTile rows, r counted from each one's first
// row; the last iteration's tile has fewer valid rows (pto/cpu/TTRI.hpp
// writes its valid region only).
template <typename T, typename TileT> void peer_ttri(TileT &y, Keys<T> &ex)
{
    using Full = Tile<TileType::Vec, T, kTriTile, 64, BLayout::RowMajor, kTriTile, kCols>;
    using Last =
        Tile<TileType::Vec, T, kTriTile, 64, BLayout::RowMajor, kRows - kTriTile, kCols>;
    static_assert(kRows > kTriTile && kRows <= 2 * kTriTile, "two tile iterations, one partial");
    static Full full;
    static Last last;
    if (ex.upper) {
        TTRI<Full, 1>(full, ex.diag);
        TTRI<Last, 1>(last, ex.diag);
    } else {
        TTRI<Full, 0>(full, ex.diag);
        TTRI<Last, 0>(last, ex.diag);
    }
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < kCols; c++)
            y.data()[r * 64 + c] = r < kTriTile ? full.data()[r * 64 + c]
                                                : last.data()[(r - kTriTile) * 64 + c];
}

// TCI of `start` and `desc` into a one-row tile (pto/cpu/TCI.hpp asserts
// one row), written on every row of Y (ptogen's per-col tile, which
// peer.exp's spec expands with tcolexpand).
template <typename T, typename TileT> void peer_tci(TileT &y, Keys<T> &ex)
{
    using One = Tile<TileType::Vec, T, 1, 64, BLayout::RowMajor, 1, kCols>;
    static One one;
    if (ex.desc)
        TCI<One, T, 1>(one, ex.start);
    else
        TCI<One, T, 0>(one, ex.start);
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < kCols; c++)
            y.data()[r * 64 + c] = one.data()[c];
}

template <typename T, PadValue P> using PadOf =
    Tile<TileType::Vec, T, kRows, 64, BLayout::RowMajor, kRows, kCols, SLayout::NoneBox,
         TileConfig::fractalABSize, P>;

// TFILLPAD of A's first kNarrow columns (a source tile of that many
// valid columns) into a tile of kCols valid columns padded by `pad`.
template <typename T, typename TileT> void peer_tfillpad(TileT &y, TileT &a, Keys<T> &ex)
{
    using Narrow = Tile<TileType::Vec, T, kRows, 64, BLayout::RowMajor, kRows, kNarrow>;
    static Narrow src;
    static PadOf<T, PadValue::Zero> zero;
    static PadOf<T, PadValue::Min> min;
    static PadOf<T, PadValue::Max> max;
    for (int i = 0; i < kRows * 64; i++)
        src.data()[i] = a.data()[i];
    const T *d = nullptr;
    if (ex.pad == PAD_MIN)
        TFILLPAD(min, src), d = min.data();
    else if (ex.pad == PAD_MAX)
        TFILLPAD(max, src), d = max.data();
    else
        TFILLPAD(zero, src), d = zero.data();
    for (int i = 0; i < kRows * 64; i++)
        y.data()[i] = d[i];
}

// TTRANS of A (kRows x kCols valid) into a kCols x kRows tile, rows of
// 32 bytes; the result in ex.trans, the vc x M matrix of ptogen's
// per-trans output.
template <typename T, typename TileT> void peer_ttrans(Keys<T> &ex, TileT &a)
{
    constexpr int pitch = 32 / sizeof(T);
    static_assert(pitch >= kRows, "a transposed row holds the rows");
    using Trans = Tile<TileType::Vec, T, kCols, pitch, BLayout::RowMajor, kCols, kRows>;
    static Trans dst, tmp;
    TTRANS(dst, a, tmp);
    for (int c = 0; c < kCols; c++)
        for (int r = 0; r < kRows; r++)
            ex.trans[c * kRows + r] = dst.data()[c * pitch + r];
}

// TSORT32 of A (f32) with the indices ex.idx into a tile of pairs; each
// pair's bits into ex.pairs.  pto/cpu/TSort32.hpp assigns the u32 index
// to the f32 dst element, a conversion by value: the index is read back
// from it (exact below 2^24, which every recorded index is; anything else
// stops the recorder), the bits ptogen and the NPUs store.
template <typename T, typename TileT> void peer_tsort32(Keys<T> &ex, TileT &a)
{
    static_assert(std::is_same_v<T, float>, "f32 pairs: a value and an index");
    using Idx = Tile<TileType::Vec, uint32_t, kRows, 64, BLayout::RowMajor, kRows, kCols>;
    using Pairs = Tile<TileType::Vec, T, kRows, 128, BLayout::RowMajor, kRows, 2 * kCols>;
    static Idx idx;
    static Pairs dst;
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < kCols; c++)
            idx.data()[r * 64 + c] = ex.idx[r * kCols + c];
    TSORT32(dst, a, idx);
    for (int r = 0; r < kRows; r++)
        for (int c = 0; c < 2 * kCols; c++) {
            const T v = dst.data()[r * 128 + c];
            uint32_t b;
            if (c % 2 == 0) {
                std::memcpy(&b, &v, sizeof b);
            } else {
                b = (uint32_t)v;
                if (!(v >= 0 && v < 16777216.0f) || (T)b != v)
                    std::abort(); // not an index the recorder passed
            }
            ex.pairs[r * 2 * kCols + c] = b;
        }
}
