/* sim/typed/a5-tags.hpp - the tag operands of the A5 intrinsics as the
 * compiler types them: scoped enums, each tag a std::integral_constant of
 * one of them, and the compiler's macro names for the tags (NORM,
 * MODE_ZEROING, POST_UPDATE, ...).
 *
 * Shared by sim/typed/a5.hpp (the declarations of the compiler's
 * interface) and sim/a5.h's C++ mode, which includes it last so that a
 * C++ kernel (pto-isa's A5 ops) passes the compiler's own tag types; the
 * simulator maps each to its token (sim_a5_tok).  Facts and section names
 * as in sim/typed/a5.hpp.
 */
#ifndef PTOGEN_SIM_TYPED_A5_TAGS_HPP
#define PTOGEN_SIM_TYPED_A5_TAGS_HPP

#include <type_traits>

/* ---- tag operands [intr: file head, pge, pld, vld, vst, vfcvt] -----------------------------
 * Every tag is a std::integral_constant of a scoped enum, as in the
 * compiler; the enumerator values matter where two tags share a type
 * (DIST_US, DIST_PK and DIST_BRC_B8 are all Dist value 1). */
enum class Mode { UNKNOWN_VALUE, MERGING_VALUE, ZEROING_VALUE };
enum class Pos { LOWEST, HIGHEST };
enum class HiloPart { Lower, Higher };
enum class Post { NO_POST_UPDATE_VALUE, POST_UPDATE_VALUE };
enum class Pat { ALL, VL1, VL2, VL3, VL4, VL8, VL16, VL32, VL64, VL128, M3, M4, H, Q, ALLF = 15 };
/* vlds / plds / psts distributions: one enum, values shared by the
 * predicate load/store names */
enum class Dist {
    DIST_NORM = 0,
    DIST_BRC_B8 = 1,
    DIST_BRC_B16 = 2,
    DIST_BRC_B32 = 3,
    DIST_US_B8 = 6,
    DIST_US_B16 = 7,
    DIST_DS_B8 = 8,
    DIST_DS_B16 = 9,
    DIST_BDINTLV = 10,
    DIST_DINTLV_B8 = 11,
    DIST_DINTLV_B16 = 12,
    DIST_UNPK_B8 = 13,
    DIST_UNPK_B16 = 14,
    DIST_BLK = 15,
    DIST_E2B_B16 = 16,
    DIST_E2B_B32 = 17,
    DIST_UNPK_B32 = 18,
    DIST_DINTLV_B32 = 19,
    DIST_UNPK4_B8 = 20,
    DIST_SPLT4CHN_B8 = 21,
    DIST_SPLT2CHN_B8 = 22,
    DIST_SPLT2CHN_B16 = 23,
    DIST_US = 1, /* plds */
    DIST_DS = 2, /* plds */
    DIST_PK = 1  /* psts */
};
/* vsts distributions */
enum class DistVST {
    DIST_NORM_B8,
    DIST_NORM_B16,
    DIST_NORM_B32,
    DIST_ONEPT_B8,
    DIST_ONEPT_B16,
    DIST_ONEPT_B32,
    DIST_PK_B16,
    DIST_PK_B32,
    DIST_INTLV_B8,
    DIST_INTLV_B16,
    DIST_PK_B64,
    DIST_INTLV_B32,
    DIST_PK4_B32,
    DIST_MRG4CHN_B8,
    DIST_MRG2CHN_B8,
    DIST_MRG2CHN_B16
};
enum class ROUND { R, A, F, C, Z, O };
enum class Part { EVEN, ODD };
enum class Part_T { P0, P1, P2, P3 };
enum class RoundingSaturation { RS_DISABLE_VALUE, RS_ENABLE_VALUE };
enum class Order { INC_ORDER_VALUE, DEC_ORDER_VALUE }; /* vci */

/* the tag of value V of enum E; the aliases below give the compiler's names */
template <class E, E V> using pgt_tag = std::integral_constant<E, V>;
template <Mode M> using pgt_mode = pgt_tag<Mode, M>;
template <Dist D> using pgt_dist = pgt_tag<Dist, D>;
template <DistVST D> using pgt_distvst = pgt_tag<DistVST, D>;
template <ROUND R> using pgt_round = pgt_tag<ROUND, R>;
template <Part P> using pgt_part = pgt_tag<Part, P>;
template <Part_T P> using pgt_pp = pgt_tag<Part_T, P>;
template <RoundingSaturation S> using pgt_sat = pgt_tag<RoundingSaturation, S>;
template <bool B> using pgt_if = std::enable_if_t<B, int>;

using Mode_Unknown_Type = pgt_mode<Mode::UNKNOWN_VALUE>;
using Mode_Merging_Type = pgt_mode<Mode::MERGING_VALUE>;
using Mode_Zeroing_Type = pgt_mode<Mode::ZEROING_VALUE>;
using Lowest_Type = pgt_tag<Pos, Pos::LOWEST>;
using Highest_Type = pgt_tag<Pos, Pos::HIGHEST>;
using Lower_Type = pgt_tag<HiloPart, HiloPart::Lower>;
using Higher_Type = pgt_tag<HiloPart, HiloPart::Higher>;
using NoPostUpdateType = pgt_tag<Post, Post::NO_POST_UPDATE_VALUE>;
using PostUpdateType = pgt_tag<Post, Post::POST_UPDATE_VALUE>;
using PatALLType = pgt_tag<Pat, Pat::ALL>;
using PatALLFType = pgt_tag<Pat, Pat::ALLF>;
using NormType = pgt_dist<Dist::DIST_NORM>;
using USType = pgt_dist<Dist::DIST_US>;
using DSType = pgt_dist<Dist::DIST_DS>;
using PKType = pgt_dist<Dist::DIST_PK>;
using RoundRType = pgt_round<ROUND::R>;
using PartEvenType = pgt_part<Part::EVEN>;
using PartOddType = pgt_part<Part::ODD>;
using RSDisableType = pgt_sat<RoundingSaturation::RS_DISABLE_VALUE>;
using RSEnableType = pgt_sat<RoundingSaturation::RS_ENABLE_VALUE>;

#endif /* PTOGEN_SIM_TYPED_A5_TAGS_HPP */

/* The compiler's names of the tags.  sim/a5.h includes this file twice:
 * first with PTOGEN_SIM_A5_TAG_TYPES_ONLY defined (the types, to map them
 * onto its own tokens of the same names), then without (the names). */
#if !defined(PTOGEN_SIM_A5_TAG_TYPES_ONLY) && !defined(PTOGEN_SIM_TYPED_A5_TAG_NAMES)
#define PTOGEN_SIM_TYPED_A5_TAG_NAMES
#define MODE_UNKNOWN Mode_Unknown_Type()
#define MODE_MERGING Mode_Merging_Type()
#define MODE_ZEROING Mode_Zeroing_Type()
#define POS_LOWEST Lowest_Type()
#define POS_HIGHEST Highest_Type()
#define LOWER Lower_Type()
#define HIGHER Higher_Type()
#define NO_POST_UPDATE NoPostUpdateType()
#define POST_UPDATE PostUpdateType()

#define PAT_ALL (pgt_tag<Pat, Pat::ALL>())
#define PAT_VL1 (pgt_tag<Pat, Pat::VL1>())
#define PAT_VL2 (pgt_tag<Pat, Pat::VL2>())
#define PAT_VL3 (pgt_tag<Pat, Pat::VL3>())
#define PAT_VL4 (pgt_tag<Pat, Pat::VL4>())
#define PAT_VL8 (pgt_tag<Pat, Pat::VL8>())
#define PAT_VL16 (pgt_tag<Pat, Pat::VL16>())
#define PAT_VL32 (pgt_tag<Pat, Pat::VL32>())
#define PAT_VL64 (pgt_tag<Pat, Pat::VL64>())
#define PAT_VL128 (pgt_tag<Pat, Pat::VL128>())
#define PAT_M3 (pgt_tag<Pat, Pat::M3>())
#define PAT_M4 (pgt_tag<Pat, Pat::M4>())
#define PAT_H (pgt_tag<Pat, Pat::H>())
#define PAT_Q (pgt_tag<Pat, Pat::Q>())
#define PAT_ALLF (pgt_tag<Pat, Pat::ALLF>())

#define NORM (pgt_dist<Dist::DIST_NORM>())
#define US (pgt_dist<Dist::DIST_US>())
#define DS (pgt_dist<Dist::DIST_DS>())
#define PK (pgt_dist<Dist::DIST_PK>())
#define BRC_B8 (pgt_dist<Dist::DIST_BRC_B8>())
#define BRC_B16 (pgt_dist<Dist::DIST_BRC_B16>())
#define BRC_B32 (pgt_dist<Dist::DIST_BRC_B32>())
#define US_B8 (pgt_dist<Dist::DIST_US_B8>())
#define US_B16 (pgt_dist<Dist::DIST_US_B16>())
#define DS_B8 (pgt_dist<Dist::DIST_DS_B8>())
#define DS_B16 (pgt_dist<Dist::DIST_DS_B16>())
#define BDINTLV (pgt_dist<Dist::DIST_BDINTLV>())
#define DINTLV_B8 (pgt_dist<Dist::DIST_DINTLV_B8>())
#define DINTLV_B16 (pgt_dist<Dist::DIST_DINTLV_B16>())
#define DINTLV_B32 (pgt_dist<Dist::DIST_DINTLV_B32>())
#define UNPK_B8 (pgt_dist<Dist::DIST_UNPK_B8>())
#define UNPK_B16 (pgt_dist<Dist::DIST_UNPK_B16>())
#define UNPK_B32 (pgt_dist<Dist::DIST_UNPK_B32>())
#define UNPK4_B8 (pgt_dist<Dist::DIST_UNPK4_B8>())
#define BLK (pgt_dist<Dist::DIST_BLK>())
#define E2B_B16 (pgt_dist<Dist::DIST_E2B_B16>())
#define E2B_B32 (pgt_dist<Dist::DIST_E2B_B32>())
#define SPLT4CHN_B8 (pgt_dist<Dist::DIST_SPLT4CHN_B8>())
#define SPLT2CHN_B8 (pgt_dist<Dist::DIST_SPLT2CHN_B8>())
#define SPLT2CHN_B16 (pgt_dist<Dist::DIST_SPLT2CHN_B16>())

#define NORM_B8 (pgt_distvst<DistVST::DIST_NORM_B8>())
#define NORM_B16 (pgt_distvst<DistVST::DIST_NORM_B16>())
#define NORM_B32 (pgt_distvst<DistVST::DIST_NORM_B32>())
#define ONEPT_B8 (pgt_distvst<DistVST::DIST_ONEPT_B8>())
#define ONEPT_B16 (pgt_distvst<DistVST::DIST_ONEPT_B16>())
#define ONEPT_B32 (pgt_distvst<DistVST::DIST_ONEPT_B32>())
#define PK_B16 (pgt_distvst<DistVST::DIST_PK_B16>())
#define PK_B32 (pgt_distvst<DistVST::DIST_PK_B32>())
#define PK_B64 (pgt_distvst<DistVST::DIST_PK_B64>())
#define PK4_B32 (pgt_distvst<DistVST::DIST_PK4_B32>())
#define INTLV_B8 (pgt_distvst<DistVST::DIST_INTLV_B8>())
#define INTLV_B16 (pgt_distvst<DistVST::DIST_INTLV_B16>())
#define INTLV_B32 (pgt_distvst<DistVST::DIST_INTLV_B32>())
#define MRG4CHN_B8 (pgt_distvst<DistVST::DIST_MRG4CHN_B8>())
#define MRG2CHN_B8 (pgt_distvst<DistVST::DIST_MRG2CHN_B8>())
#define MRG2CHN_B16 (pgt_distvst<DistVST::DIST_MRG2CHN_B16>())

#define ROUND_R (pgt_round<ROUND::R>())
#define ROUND_A (pgt_round<ROUND::A>())
#define ROUND_F (pgt_round<ROUND::F>())
#define ROUND_C (pgt_round<ROUND::C>())
#define ROUND_Z (pgt_round<ROUND::Z>())
#define ROUND_O (pgt_round<ROUND::O>())
#define PART_EVEN (pgt_part<Part::EVEN>())
#define PART_ODD (pgt_part<Part::ODD>())
#define PART_P0 (pgt_pp<Part_T::P0>())
#define PART_P1 (pgt_pp<Part_T::P1>())
#define PART_P2 (pgt_pp<Part_T::P2>())
#define PART_P3 (pgt_pp<Part_T::P3>())
#define RS_DISABLE (pgt_sat<RoundingSaturation::RS_DISABLE_VALUE>())
#define RS_ENABLE (pgt_sat<RoundingSaturation::RS_ENABLE_VALUE>())
#define INC_ORDER (pgt_tag<Order, Order::INC_ORDER_VALUE>())
#define DEC_ORDER (pgt_tag<Order, Order::DEC_ORDER_VALUE>())

#endif
