// The index of the placement-phase tables: layers, their blocks, and the rank of a goat set. The
// prose that explains the encoding is in PlacementIndex.cpp, above the encoder.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/core/Position.h"
#include "engine/core/Types.h"

namespace bagh::solve {

// Layer = plies played: goats to move after p placements is layer 2p (0..38), tigers to move
// right after the p-th placement is layer 2p - 1 (1..39). Layer 40 (goats to move, all placed)
// is the sliding phase: the endgame database.
constexpr int kLayers = 40;
constexpr int kDbLayer = 40;
constexpr int kFreePoints = kSquares - kTigers;  // 21

constexpr int placedOf(int layer) { return (layer + 1) / 2; }
constexpr Side sideOf(int layer) { return layer % 2 ? Side::Tigers : Side::Goats; }
constexpr int layerOf(int placed, Side side) {
    return side == Side::Goats ? 2 * placed : 2 * placed - 1;
}
// Tigers have moved layer / 2 times, and each capture takes a tiger move, so a layer holds
// captured 0..min(layer / 2, 4): higher capture counts cannot occur (5 means the game is over).
constexpr int maxCapturedOf(int layer) { return layer / 2 < 4 ? layer / 2 : 4; }

// Slot values, 2 bits each, for the side to move. 0 marks padding (no position).
enum : std::uint8_t { kPad = 0, kWin = 1, kDraw = 2, kLoss = 3 };

// The shape of one layer: a block per capture count, each kTigerClasses rows of `stride` slots
// (C(21, goats on board) used, padded to whole 64-bit words so threads own whole words).
struct LayerShape {
    int layer = 0;
    int placed = 0;
    Side side = Side::Goats;
    int maxCaptured = 0;
    std::array<int, 5> goats{};             // goats on board per capture count
    std::array<std::uint32_t, 5> sets{};    // C(21, goats)
    std::array<std::uint32_t, 5> stride{};  // sets rounded up to a multiple of 32
    std::array<std::uint64_t, 6> offset{};  // first slot of each capture block
    std::uint64_t slotCount = 0;            // padded total
    std::uint64_t positions = 0;            // unpadded total
    std::uint64_t slotOf(int captured, int cls, std::uint32_t rank) const {
        return offset[captured] + std::uint64_t(cls) * stride[captured] + rank;
    }
};
LayerShape layerShape(int layer);  // 0..kDbLayer

// Ranking a goat set given as a mask over the 21 free points of a tiger class (bit i = free
// point i): colex rank sum C(s_i, i + 1), by three 7-bit chunks so it costs three loads.
struct RankTables {
    std::array<std::array<std::uint32_t, 23>, 23> binom{};  // binom[n][k] = C(n, k), n, k <= 22
    std::array<std::uint32_t, 128> lo{};
    std::array<std::array<std::uint32_t, 8>, 128> mid{};  // [chunk][goats below the chunk]
    std::array<std::array<std::uint32_t, 15>, 128> hi{};  // [chunk][goats below the chunk]
};
const RankTables& rankTables();

inline std::uint32_t rankOf(const RankTables& t, std::uint32_t mask) {
    const std::uint32_t a = mask & 127, b = (mask >> 7) & 127, c = mask >> 14;
    const int na = std::popcount(a);
    return t.lo[a] + t.mid[b][na] + t.hi[c][na + std::popcount(b)];
}
// The same rank split at bit 10 of the mask, for the tiger pass's inner loop: masks compare as
// integers in colex order, so the sets before S are those with a smaller high part (counted in
// high[goats][S >> 10]) and those with S's high part and a smaller low part of the same size
// (low[S & 1023]). Two loads and an add, no popcount.
struct SplitRankTables {
    std::array<std::uint32_t, 1024> low{};
    std::array<std::array<std::uint32_t, 2048>, kFreePoints + 1> high{};
};
const SplitRankTables& splitRankTables();

// The next set of the same size in rank order (Gosper's hack; the shift replaces its division
// by the lowest bit). `m` must not be empty.
inline std::uint32_t nextGoatSet(std::uint32_t m) {
    const std::uint32_t low = m & (0u - m), ripple = m + low;
    return ripple | (((m ^ ripple) >> 2) >> std::countr_zero(m));
}

// The goat mask of a rank among the sets of `goats` points (inverse of rankOf).
std::uint32_t unrankOf(std::uint32_t rank, int goats);

// Where a position lives: its layer and slot, or layer -1 if it is no placement-table position
// (goats all placed, game over, invalid piece counts).
struct PlacementSlot {
    int layer = -1;
    std::uint64_t slot = 0;
};
PlacementSlot placementSlotOf(const Position& pos);

// The position of a slot (tigers on the class representative). Padding slots give false.
bool positionOfSlot(const LayerShape& shape, std::uint64_t slot, Position* pos);

// The goat mask of a board over the free points of tiger class `cls` (the board's tigers must
// be the class representative).
std::uint32_t freeMaskOf(int cls, Bitboard goats);

}  // namespace bagh::solve
