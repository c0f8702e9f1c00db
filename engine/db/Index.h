// The symmetry-reduced index of the sliding-phase endgame database.
#pragma once

#include <array>
#include <cstdint>

#include "core/Types.h"

namespace bagh::db {

constexpr int kSubspaces = 5;          // captured 0..4; subspace c holds 20 - c goats
constexpr int kTigerClasses = 1666;    // tiger placements modulo the 8 symmetries (RULES.md)
constexpr int kFreePoints = kSquares - kTigers;  // 21 points around the tigers

// The empty points of subspace c: c + 1 (the board has 25 points, 4 tigers, 20 - c goats).
constexpr int emptiesOf(int captured) { return captured + 1; }

// Slots of one side to move in subspace c: kTigerClasses * C(21, c + 1).
std::uint32_t goatSetsOf(int captured);
std::uint32_t sideSlotsOf(int captured);
// Where the slots of (captured, side) start in the payload: subspaces in order 0..4, each the
// goats-to-move slots, then the tigers-to-move slots.
std::uint64_t payloadOffset(int captured, Side side);
std::uint64_t payloadSize();

// Slot of a board (4 tigers, empties = c + 1 points) within its (captured, side) block.
// slotOf: any slot of the board's orbit (fast; the database stores every slot of an orbit).
// canonicalSlotOf: the one slot the generator solves and the statistics count.
std::uint32_t slotOf(Bitboard tigers, Bitboard empties);
std::uint32_t canonicalSlotOf(Bitboard tigers, Bitboard empties);

struct Board {
    Bitboard tigers;
    Bitboard goats;
};
// The board of a slot (canonical tiger placement, goats on the free points not empty).
Board boardOf(int captured, std::uint32_t slot);
// True if canonicalSlotOf(boardOf(slot)) == slot.
bool isCanonicalSlot(int captured, std::uint32_t slot);
// True if the tiger class of this slot has a symmetry other than the identity (only such
// classes have non-canonical slots).
bool classIsSymmetric(int tigerClass);

}  // namespace bagh::db
