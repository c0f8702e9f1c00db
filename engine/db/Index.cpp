#include "engine/db/Index.h"

#include <algorithm>
#include <vector>

#include "engine/core/Symmetry.h"

// The index encoding.
//
// A sliding-phase board of subspace c (c goats captured, 0..4) has 4 tigers, 20 - c goats and
// k = c + 1 empty points. The 8 symmetries of the square keep the lines of the board, so a
// board and its images have the same value; the index stores one board per orbit.
//
// Tigers. The C(25,4) = 12,650 tiger sets fall into 1,666 orbits under the 8 symmetries. Each
// orbit is represented by its smallest member as a bitboard; the classes are numbered 0..1665 in
// increasing order of that representative. A table indexed by the combinatorial rank of a tiger
// set (sum of C(s_i, i+1) over its points s_0 < s_1 < s_2 < s_3) gives its class and the first
// symmetry (0..7) that maps it onto the representative.
//
// Goats. After that symmetry is applied to the whole board, the tigers stand on the
// representative and the goats fill all but k of the 21 remaining points. Goat sets are ranked
// through their complement, the k empty points, which is smaller: number the 21 free points
// 0..20 in board order and rank the set {e_0 < ... < e_{k-1}} in the combinatorial number system,
// sum of C(e_i, i+1). That gives 0..C(21,k)-1 (21, 210, 1,330, 5,985 and 20,349 for c = 0..4),
// and the slot is class * C(21,k) + rank: a dense block with no holes, per side to move.
//
// Symmetric tiger sets. 163 of the 1,666 representatives are mapped onto themselves by a symmetry
// other than the identity (their stabiliser). For those, two goat sets that are images of each
// other under the stabiliser are the same position and get two slots. The canonical slot is the
// smallest rank over the stabiliser images (canonicalSlotOf); the generator solves and the
// statistics count only canonical slots, which reproduces the published board-image counts
// (S1 33,481 ... S5 32,188,170). Each non-canonical slot is filled with a copy of its canonical
// slot's byte once its subspace is solved, so a probe may use any slot of the orbit (slotOf) and
// skips the stabiliser search. Every slot is therefore some real board: no slot is unreachable
// by an encoding; the non-canonical ones are duplicates: 2,342,584 per side, 5.0% of the file.

namespace bagh::db {
namespace {

IndexTables buildTables() {
    IndexTables t;
    for (int n = 0; n <= 25; ++n) {
        t.binom[n][0] = 1;
        for (int k = 1; k <= 4; ++k)
            t.binom[n][k] = n == 0 ? 0 : t.binom[n - 1][k - 1] + t.binom[n - 1][k];
    }
    for (int n = 0; n <= 21; ++n)
        for (int k = 0; k <= 5; ++k) t.binom21[n][k] = k <= 4 ? t.binom[n][k] : 0;
    for (int n = 1; n <= 21; ++n) t.binom21[n][5] = t.binom21[n - 1][4] + t.binom21[n - 1][5];

    // Tiger classes: enumerate all 4-sets in increasing bitboard order; a set that is the
    // smallest of its images opens a new class.
    t.tiger.assign(t.binom[25][4], TigerInfo{kNoClass, 0});
    std::vector<Bitboard> sets;
    for (Square a = 0; a < kSquares; ++a)
        for (Square b = a + 1; b < kSquares; ++b)
            for (Square c = b + 1; c < kSquares; ++c)
                for (Square d = c + 1; d < kSquares; ++d)
                    sets.push_back(bit(a) | bit(b) | bit(c) | bit(d));
    std::sort(sets.begin(), sets.end());
    for (Bitboard b : sets) {
        Bitboard rep = b;
        for (int s = 1; s < 8; ++s) rep = std::min(rep, transformBitboard(b, s));
        if (rep != b) continue;
        const int cls = static_cast<int>(t.classTigers.size());
        t.classTigers.push_back(b);
        std::array<std::uint8_t, kSquares> fi{};
        std::array<std::uint8_t, kFreePoints> fs{};
        int n = 0;
        for (Square s = 0; s < kSquares; ++s) {
            fi[s] = (b & bit(s)) ? 255 : static_cast<std::uint8_t>(n);
            if (!(b & bit(s))) fs[n++] = static_cast<std::uint8_t>(s);
        }
        t.freeIndex.push_back(fi);
        t.freeIndexFlat.insert(t.freeIndexFlat.end(), fi.begin(), fi.end());
        t.freeSquare.push_back(fs);
        std::array<std::uint8_t, 8> st{};
        std::uint8_t count = 0;
        for (int s = 1; s < 8; ++s)
            if (transformBitboard(b, s) == b) st[count++] = static_cast<std::uint8_t>(s);
        t.stabiliser.push_back(st);
        t.stabiliserCount.push_back(count);
        // Every image of the representative maps back onto it by the inverse symmetry; with a
        // stabiliser several symmetries do, and the first one found is kept.
        for (int s = 0; s < 8; ++s) {
            TigerInfo& info = t.tiger[tigerRank(t, transformBitboard(b, s))];
            if (info.cls != kNoClass) continue;
            info.cls = static_cast<std::uint16_t>(cls);
            info.sym = static_cast<std::uint8_t>(inverseSymmetry(s));
        }
    }
    for (int k = 1; k <= 5; ++k) {
        // Increasing masks are colex order, which is the order of the combinatorial ranks.
        // Gosper's hack walks the k-subsets of 21 points in that order.
        for (std::uint32_t m = (1u << k) - 1; m < (1u << kFreePoints);) {
            t.unrank[k].push_back(m);
            const std::uint32_t low = m & (0u - m), ripple = m + low;
            m = ripple | (((m ^ ripple) >> 2) / low);
        }
    }
    for (int sym = 0; sym < 8; ++sym)
        for (int row = 0; row < 5; ++row)
            for (Bitboard pattern = 0; pattern < 32; ++pattern)
                t.rowImage[sym][row][pattern] = transformBitboard(pattern << (5 * row), sym);
    for (int c = 0; c < kSubspaces; ++c) {
        t.goatSets[c] = t.binom21[kFreePoints][emptiesOf(c)];
        t.subspaceOffset[c + 1] = t.subspaceOffset[c] + 2ull * t.goatSets[c] * t.classTigers.size();
    }
    return t;
}

}  // namespace

const IndexTables& indexTables() {
    static const IndexTables t = buildTables();
    return t;
}

namespace {
const IndexTables& tables() { return indexTables(); }
}  // namespace

std::uint32_t goatSetsOf(int captured) { return tables().goatSets[captured]; }
std::uint32_t sideSlotsOf(int captured) { return goatSetsOf(captured) * kTigerClasses; }
std::uint64_t payloadOffset(int captured, Side side) {
    return tables().subspaceOffset[captured] +
           (side == Side::Tigers ? std::uint64_t{sideSlotsOf(captured)} : 0);
}
std::uint64_t payloadSize() { return tables().subspaceOffset[kSubspaces]; }

std::uint32_t slotOf(Bitboard tigers, Bitboard empties) {
    const IndexTables& t = tables();
    return TigerFrame(t, tigers, popcount(empties) - 1).slot(t, empties);
}

std::uint32_t canonicalSlotOf(Bitboard tigers, Bitboard empties) {
    const IndexTables& t = tables();
    return TigerFrame(t, tigers, popcount(empties) - 1).canonicalSlot(t, empties);
}

Board boardOf(int captured, std::uint32_t slot) {
    const IndexTables& t = tables();
    const std::uint32_t sets = t.goatSets[captured];
    const int cls = static_cast<int>(slot / sets);
    std::uint32_t mask = t.unrank[emptiesOf(captured)][slot % sets];
    Bitboard empties = 0;
    while (mask) empties |= bit(t.freeSquare[cls][popLsb(mask)]);
    const Bitboard tigers = t.classTigers[cls];
    return {tigers, kFullBoard & ~tigers & ~empties};
}

bool isCanonicalSlot(int captured, std::uint32_t slot) {
    if (!classIsSymmetric(static_cast<int>(slot / goatSetsOf(captured)))) return true;
    const Board b = boardOf(captured, slot);
    return canonicalSlotOf(b.tigers, kFullBoard & ~b.tigers & ~b.goats) == slot;
}

bool classIsSymmetric(int tigerClass) { return tables().stabiliserCount[tigerClass] != 0; }

}  // namespace bagh::db
