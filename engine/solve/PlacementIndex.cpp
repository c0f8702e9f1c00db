#include "engine/solve/PlacementIndex.h"

#include "engine/db/Index.h"

// The index encoding of the placement tables.
//
// Layers. A placement-phase position is fixed by the board, the side to move and the goats in
// hand; captured = 20 - in hand - on board. Backward induction needs every layer only once,
// after the layer it reads, so positions are grouped by plies played (layer = 2 * placed for
// goats to move, 2 * placed - 1 for tigers to move after a placement). A layer stores one block
// per capture count that can occur in it (0..min(layer / 2, 4): each capture costs a tiger move).
//
// Tigers. As in the endgame database (db/Index.cpp) the 12,650 tiger sets fall into 1,666 classes
// under the 8 symmetries of the square; each class is represented by its smallest bitboard and
// every board is first mapped by the symmetry that carries its tigers onto the representative.
// A block is the classes in increasing order, one row per class. A goat placement keeps the
// tigers, so all children of a goats-to-move position lie in the same row of the next layer
// (one cache-resident stretch of memory); a tiger move changes the tiger set, hence the class:
// one symmetry map of the goats to the new representative and a re-rank.
//
// Goats. With the tigers on the representative, the goats stand on some of the 21 other points
// ("free points", numbered 0..20 in board order). The set {s_0 < ... < s_{g-1}} is ranked in
// the combinatorial number system (colex order), sum C(s_i, i + 1), which numbers the C(21, g)
// sets densely from 0. Rows are padded to a multiple of 32 slots so that each row starts on a
// 64-bit word: threads then write disjoint words. Padding slots hold 0; real slots 1..3
// (win, draw, loss for the side to move).
//
// Symmetric classes. For the 163 tiger classes mapped onto themselves by a non-identity symmetry,
// two goat sets that are images under it are the same position with two slots. Both are solved
// (5% more work), so any slot of an orbit answers a probe and no canonical-slot search is
// needed anywhere: the encoder takes the first symmetry that maps the tigers home.

namespace bagh::solve {
namespace {

RankTables buildRankTables() {
    RankTables t;
    for (int n = 0; n <= 22; ++n) {
        t.binom[n][0] = 1;
        for (int k = 1; k <= 22; ++k)
            t.binom[n][k] = n == 0 ? 0 : t.binom[n - 1][k - 1] + t.binom[n - 1][k];
    }
    // A chunk's contribution depends on how many goats stand on lower free points: the i-th
    // goat of the chunk is the (below + i)-th of the set.
    for (std::uint32_t x = 0; x < 128; ++x) {
        auto part = [&](int base, int below) {
            std::uint32_t r = 0;
            int i = below;
            for (int b = 0; b < 7; ++b)
                if (x >> b & 1) r += t.binom[base + b][++i];
            return r;
        };
        t.lo[x] = part(0, 0);
        for (int below = 0; below < 8; ++below) t.mid[x][below] = part(7, below);
        for (int below = 0; below < 15; ++below) t.hi[x][below] = part(14, below);
    }
    return t;
}

SplitRankTables buildSplitRankTables() {
    const RankTables& r = rankTables();
    SplitRankTables t;
    std::array<std::uint32_t, 11> seen{};  // low parts met so far, by size
    for (std::uint32_t a = 0; a < 1024; ++a) t.low[a] = seen[std::popcount(a)]++;
    for (int goats = 0; goats <= kFreePoints; ++goats) {
        std::uint32_t before = 0;
        for (std::uint32_t b = 0; b < 2048; ++b) {
            t.high[goats][b] = before;
            const int rest = goats - std::popcount(b);
            if (rest >= 0 && rest <= 10) before += r.binom[10][rest];
        }
    }
    return t;
}

}  // namespace

const SplitRankTables& splitRankTables() {
    static const SplitRankTables t = buildSplitRankTables();
    return t;
}

const RankTables& rankTables() {
    static const RankTables t = buildRankTables();
    return t;
}

LayerShape layerShape(int layer) {
    const RankTables& r = rankTables();
    LayerShape s;
    s.layer = layer;
    s.placed = placedOf(layer);
    s.side = sideOf(layer);
    s.maxCaptured = maxCapturedOf(layer);
    for (int c = 0; c <= 4; ++c) {
        s.offset[c + 1] = s.offset[c];
        if (c > s.maxCaptured) continue;
        s.goats[c] = s.placed - c;
        s.sets[c] = r.binom[kFreePoints][s.goats[c]];
        s.stride[c] = (s.sets[c] + 31) / 32 * 32;
        s.offset[c + 1] += std::uint64_t(s.stride[c]) * db::kTigerClasses;
        s.positions += std::uint64_t(s.sets[c]) * db::kTigerClasses;
    }
    s.slotCount = s.offset[5];
    return s;
}

std::uint32_t unrankOf(std::uint32_t rank, int goats) {
    const RankTables& t = rankTables();
    std::uint32_t mask = 0;
    int s = kFreePoints - 1;
    for (int i = goats; i >= 1; --i) {
        while (t.binom[s][i] > rank) --s;
        rank -= t.binom[s][i];
        mask |= 1u << s;
        --s;
    }
    return mask;
}

std::uint32_t freeMaskOf(int cls, Bitboard goats) {
    const auto& fi = db::indexTables().freeIndex[cls];
    std::uint32_t m = 0;
    while (goats) m |= 1u << fi[popLsb(goats)];
    return m;
}

PlacementSlot placementSlotOf(const Position& pos) {
    const int inHand = pos.goatsInHand(), captured = pos.goatsCaptured();
    const int onBoard = pos.goatsOnBoard();
    if (popcount(pos.tigers()) != kTigers || (pos.tigers() & pos.goats()) ||
        captured >= kCapturesToWin || onBoard + inHand + captured != kGoats)
        return {};
    const int placed = kGoats - inHand;
    const int layer = layerOf(placed, pos.sideToMove());
    if (layer < 1 && pos.sideToMove() == Side::Tigers) return {};
    if (layer >= kLayers || captured > maxCapturedOf(layer)) return {};
    const db::IndexTables& t = db::indexTables();
    const db::TigerInfo info = t.tiger[db::tigerRank(t, pos.tigers())];
    const Bitboard goats = info.sym ? db::transformFast(t, pos.goats(), info.sym) : pos.goats();
    const LayerShape shape = layerShape(layer);
    return {layer,
            shape.slotOf(captured, info.cls, rankOf(rankTables(), freeMaskOf(info.cls, goats)))};
}

bool positionOfSlot(const LayerShape& shape, std::uint64_t slot, Position* pos) {
    if (slot >= shape.slotCount) return false;
    int c = 0;
    while (slot >= shape.offset[c + 1]) ++c;
    const std::uint64_t inBlock = slot - shape.offset[c];
    const int cls = static_cast<int>(inBlock / shape.stride[c]);
    const auto rank = static_cast<std::uint32_t>(inBlock % shape.stride[c]);
    if (rank >= shape.sets[c]) return false;
    const db::IndexTables& t = db::indexTables();
    std::uint32_t mask = unrankOf(rank, shape.goats[c]);
    Bitboard goats = 0;
    while (mask) goats |= bit(t.freeSquare[cls][popLsb(mask)]);
    *pos = Position::fromParts(t.classTigers[cls], goats, kGoats - shape.placed, c, shape.side,
                               shape.layer);
    return true;
}

}  // namespace bagh::solve
