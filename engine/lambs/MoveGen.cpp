#include "engine/lambs/MoveGen.h"

#include <bit>

namespace bagh::lambs {
namespace {

inline Point popLsb(Mask& m) {
    const Point p = std::countr_zero(m);
    m &= m - 1;
    return p;
}

// Calls f(over, land) for each jump from `from` over a goat onto an empty point.
template <class F>
inline void forEachJump(const Board& b, Point from, Mask goats, Mask empty, F&& f) {
    if (!(b.jumpLands(from) & empty) || !(b.neighbours(from) & goats)) return;
    for (const Jump& j : b.jumps(from))
        if ((goats & bit(j.over)) && (empty & bit(j.land))) f(j.over, j.land);
}

bool over(const Variant& v, const Position& pos) {
    return pos.goatsCaptured() >= v.capturesToWin();
}

}  // namespace

void generateMoves(const Variant& v, const Position& pos, MoveList& list) {
    list.clear();
    if (over(v, pos)) return;
    const Board& b = v.board();
    const Mask empty = b.full() & ~pos.occupied();
    if (pos.sideToMove() == Side::Tigers) {
        for (Mask t = pos.tigers(); t;) {
            const Point from = popLsb(t);
            forEachJump(b, from, pos.goats(), empty,
                        [&](Point o, Point land) { list.push(Move::jump(from, o, land)); });
        }
        for (Mask t = pos.tigers(); t;) {
            const Point from = popLsb(t);
            for (Mask to = b.neighbours(from) & empty; to;)
                list.push(Move::slide(from, popLsb(to)));
        }
    } else if (pos.placementPhase()) {
        for (Mask to = empty; to;) list.push(Move::placement(popLsb(to)));
    } else {
        for (Mask to = empty; to;) {
            const Point dest = popLsb(to);
            for (Mask from = b.neighbours(dest) & pos.goats(); from;)
                list.push(Move::slide(popLsb(from), dest));
        }
    }
}

int countMoves(const Variant& v, const Position& pos) {
    if (over(v, pos)) return 0;
    const Board& b = v.board();
    const Mask empty = b.full() & ~pos.occupied();
    int n = 0;
    if (pos.sideToMove() == Side::Tigers) {
        for (Mask t = pos.tigers(); t;) {
            const Point from = popLsb(t);
            n += std::popcount(b.neighbours(from) & empty);
            forEachJump(b, from, pos.goats(), empty, [&](Point, Point) { ++n; });
        }
    } else if (pos.placementPhase()) {
        n = std::popcount(empty);
    } else {
        for (Mask to = empty; to;) n += std::popcount(b.neighbours(popLsb(to)) & pos.goats());
    }
    return n;
}

bool tigersCanMove(const Board& b, const Position& pos) {
    const Mask empty = b.full() & ~pos.occupied();
    for (Mask t = pos.tigers(); t;) {
        const Point from = popLsb(t);
        if (b.neighbours(from) & empty) return true;
        bool jump = false;
        forEachJump(b, from, pos.goats(), empty, [&](Point, Point) { jump = true; });
        if (jump) return true;
    }
    return false;
}

bool goatsCanMove(const Board& b, const Position& pos) {
    for (Mask to = b.full() & ~pos.occupied(); to;)
        if (b.neighbours(popLsb(to)) & pos.goats()) return true;
    return false;
}

GameResult result(const Variant& v, const Position& pos) {
    if (over(v, pos)) return {Outcome::TigersWin, EndReason::FiveCaptured};
    if (pos.sideToMove() == Side::Tigers) {
        if (!tigersCanMove(v.board(), pos)) return {Outcome::GoatsWin, EndReason::TigersBlocked};
    } else if (!pos.placementPhase() && !goatsCanMove(v.board(), pos)) {
        return {Outcome::TigersWin, EndReason::GoatsBlocked};
    }
    return {};
}

Move findLegalMove(const Variant& v, const Position& pos, Point from, Point to) {
    MoveList list;
    generateMoves(v, pos, list);
    for (Move m : list)
        if ((m.isPlacement() ? kNoPoint : m.from()) == from && m.to() == to) return m;
    return Move();
}

std::uint64_t perft(const Variant& v, Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(countMoves(v, pos));
    MoveList list;
    generateMoves(v, pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(v, pos, depth - 1);
        pos.unmakeMove(m);
    }
    return nodes;
}

}  // namespace bagh::lambs
