// The symmetry-reduced index of the sliding-phase endgame database.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/Types.h"

namespace bagh::db {

constexpr int kSubspaces = 5;        // captured 0..4; subspace c holds 20 - c goats
constexpr int kTigerClasses = 1666;  // tiger placements modulo the 8 symmetries (RULES.md)
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

// Internals of the encoder, inline for the generator's and the probe's hot loops.
constexpr std::uint16_t kNoClass = 0xFFFF;

struct TigerInfo {
    std::uint16_t cls;
    std::uint8_t sym;
};

struct IndexTables {
    std::array<std::array<std::uint32_t, 5>, 26> binom{};       // binom[n][k] = C(n, k), k <= 4
    std::array<std::array<std::uint32_t, 6>, 22> binom21{};     // C(n, k), k <= 5, n <= 21
    std::vector<TigerInfo> tiger;                               // by tiger-set rank, 12,650 entries
    std::vector<Bitboard> classTigers;                          // representative per class
    std::vector<std::array<std::uint8_t, kSquares>> freeIndex;  // point -> 0..20 (tigers 255)
    std::vector<std::uint8_t> freeIndexFlat;  // freeIndex, class-major, for the hot path
    std::vector<std::array<std::uint8_t, kFreePoints>> freeSquare;  // 0..20 -> point
    std::vector<std::array<std::uint8_t, 8>> stabiliser;  // non-identity symmetries per class
    std::vector<std::uint8_t> stabiliserCount;
    std::array<std::vector<std::uint32_t>, 6> unrank;  // [k][rank] -> 21-bit mask of free indices
    std::array<std::uint32_t, kSubspaces> goatSets{};
    std::array<std::array<std::array<Bitboard, 32>, 5>, 8> rowImage{};  // symmetry by rows
    std::array<std::uint64_t, kSubspaces + 1> subspaceOffset{};
};

inline std::uint32_t tigerRank(const IndexTables& t, Bitboard tigers) {
    std::uint32_t r = 0;
    for (int i = 1; i <= kTigers; ++i) r += t.binom[popLsb(tigers)][i];
    return r;
}

// The tables behind the index, built once on first use (thread-safe).
const IndexTables& indexTables();

inline Bitboard transformFast(const IndexTables& t, Bitboard b, int sym) {
    const auto& r = t.rowImage[sym];
    return r[0][b & 31] | r[1][(b >> 5) & 31] | r[2][(b >> 10) & 31] | r[3][(b >> 15) & 31] |
           r[4][(b >> 20) & 31];
}

// The part of the encoding fixed by a tiger set, worked out once when many goat sets around
// the same tigers are encoded (all goat moves of a position keep its tigers).
struct TigerFrame {
    TigerFrame(const IndexTables& t, Bitboard tigers, int captured) {
        const TigerInfo info = t.tiger[tigerRank(t, tigers)];
        sym = info.sym;
        freeIndex = t.freeIndexFlat.data() + std::size_t{info.cls} * kSquares;
        stabiliser = t.stabiliser[info.cls].data();
        stabiliserCount = t.stabiliserCount[info.cls];
        base = info.cls * t.goatSets[captured];
    }
    // Rank of a set of empty points already on the representative's board.
    std::uint32_t rank(const IndexTables& t, Bitboard e) const {
        std::uint32_t r = 0;
        for (int i = 1; e; ++i) r += t.binom21[freeIndex[popLsb(e)]][i];
        return r;
    }
    std::uint32_t slot(const IndexTables& t, Bitboard empties) const {
        return base + rank(t, sym ? transformFast(t, empties, sym) : empties);
    }
    // Decoded slots already stand on the representative (sym 0), hence the shortcut.
    std::uint32_t canonicalSlot(const IndexTables& t, Bitboard empties) const {
        const Bitboard e = sym ? transformFast(t, empties, sym) : empties;
        std::uint32_t r = rank(t, e);
        for (int i = 0; i < stabiliserCount; ++i)
            r = std::min(r, rank(t, transformFast(t, e, stabiliser[i])));
        return base + r;
    }

    int sym;
    const std::uint8_t* freeIndex;
    const std::uint8_t* stabiliser;
    int stabiliserCount;
    std::uint32_t base;
};

}  // namespace bagh::db
