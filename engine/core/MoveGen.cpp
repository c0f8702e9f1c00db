#include "engine/core/MoveGen.h"

#include "engine/core/Tables.h"

namespace bagh {
namespace {

// Landing points of jumps from `s` that capture a goat in `goats` and land on `empty`.
inline Bitboard jumpTargets(Square s, Bitboard goats, Bitboard empty) {
    const BoardTables& t = tables();
    if (!(t.jumpLands[s] & empty) || !(t.neighbours[s] & goats)) return 0;
    Bitboard targets = 0;
    const JumpList& list = t.jumps[s];
    for (int i = 0; i < list.count; ++i) {
        const Jump& j = list.jumps[i];
        if ((goats & bit(j.over)) && (empty & bit(j.land))) targets |= bit(j.land);
    }
    return targets;
}

}  // namespace

void generateMoves(const Position& pos, MoveList& list) {
    list.clear();
    if (pos.goatsCaptured() >= kCapturesToWin) return;
    const Bitboard empty = pos.empty();
    const BoardTables& t = tables();
    if (pos.sideToMove() == Side::Tigers) {
        Bitboard tigers = pos.tigers();
        while (tigers) {
            const Square from = popLsb(tigers);
            Bitboard jumps = jumpTargets(from, pos.goats(), empty);
            while (jumps) list.push(Move::jump(from, popLsb(jumps)));
        }
        tigers = pos.tigers();
        while (tigers) {
            const Square from = popLsb(tigers);
            Bitboard slides = t.neighbours[from] & empty;
            while (slides) list.push(Move::slide(from, popLsb(slides)));
        }
    } else if (pos.placementPhase()) {
        Bitboard targets = empty;
        while (targets) list.push(Move::placement(popLsb(targets)));
    } else {
        Bitboard targets = empty;
        while (targets) {
            const Square to = popLsb(targets);
            Bitboard from = t.neighbours[to] & pos.goats();
            while (from) list.push(Move::slide(popLsb(from), to));
        }
    }
}

int countMoves(const Position& pos) {
    if (pos.goatsCaptured() >= kCapturesToWin) return 0;
    const Bitboard empty = pos.empty();
    const BoardTables& t = tables();
    int n = 0;
    if (pos.sideToMove() == Side::Tigers) {
        Bitboard tigers = pos.tigers();
        while (tigers) {
            const Square from = popLsb(tigers);
            n += popcount(t.neighbours[from] & empty) +
                 popcount(jumpTargets(from, pos.goats(), empty));
        }
    } else if (pos.placementPhase()) {
        n = popcount(empty);
    } else {
        Bitboard targets = empty;
        while (targets) n += popcount(t.neighbours[popLsb(targets)] & pos.goats());
    }
    return n;
}

bool tigersCanMove(const Position& pos) {
    const Bitboard empty = pos.empty();
    Bitboard tigers = pos.tigers();
    while (tigers) {
        const Square s = popLsb(tigers);
        if ((neighbours(s) & empty) || jumpTargets(s, pos.goats(), empty)) return true;
    }
    return false;
}

bool goatsCanMove(const Position& pos) {
    Bitboard targets = pos.empty();
    while (targets)
        if (neighbours(popLsb(targets)) & pos.goats()) return true;
    return false;
}

Bitboard attackedGoats(const Position& pos) {
    const Bitboard empty = pos.empty();
    Bitboard attacked = 0;
    Bitboard tigers = pos.tigers();
    while (tigers) {
        const JumpList& list = tables().jumps[popLsb(tigers)];
        for (int i = 0; i < list.count; ++i)
            if ((pos.goats() & bit(list.jumps[i].over)) && (empty & bit(list.jumps[i].land)))
                attacked |= bit(list.jumps[i].over);
    }
    return attacked;
}

Bitboard blockedTigers(const Position& pos) {
    const Bitboard empty = pos.empty();
    Bitboard blocked = 0;
    Bitboard tigers = pos.tigers();
    while (tigers) {
        const Square s = popLsb(tigers);
        if (!(neighbours(s) & empty) && !jumpTargets(s, pos.goats(), empty)) blocked |= bit(s);
    }
    return blocked;
}

Move findLegalMove(const Position& pos, const MoveText& text) {
    MoveList list;
    generateMoves(pos, list);
    for (Move m : list) {
        const Square from = m.isPlacement() ? kNoSquare : m.from();
        if (from != text.from || m.to() != text.to) continue;
        if (text.captured != kNoSquare && (!m.isJump() || m.over() != text.captured)) continue;
        return m;
    }
    return Move();
}

}  // namespace bagh
