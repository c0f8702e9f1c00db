#include "engine/lambs/Minimax.h"

#include <bit>

#include "engine/lambs/MoveGen.h"

namespace bagh::lambs {
namespace {

constexpr int kWin = 1000000;

// The search and its counters (Minimax.h says what each counts).
struct Minimax {
    // Negamax value of `pos` searched `depth` plies, for its side to move; its best move into
    // *best when best is not null.
    int search(Position& pos, int depth, int ply, Move* best) {
        const GameResult r = result(v, pos);
        if (r.over()) {
            ++leaves;
            return -(kWin - ply);  // the side to move has lost (later is better)
        }
        if (depth == 0) {
            ++leaves;
            return evaluate(v, pos);
        }
        MoveList list;
        generateMoves(v, pos, list);
        ++internal;
        expanded += static_cast<std::uint64_t>(list.size());
        int bestScore = -2 * kWin;
        for (Move m : list) {
            pos.makeMove(m);
            const int score = -search(pos, depth - 1, ply + 1, nullptr);
            pos.unmakeMove(m);
            if (score > bestScore) {
                bestScore = score;
                if (best) *best = m;
            }
        }
        return bestScore;
    }

    const Variant& v;
    std::uint64_t expanded = 0, internal = 0, leaves = 0;
};

}  // namespace

int evaluate(const Variant& v, const Position& pos) {
    const Board& b = v.board();
    const Mask empty = b.full() & ~pos.occupied();
    int mobility = 0;
    for (Mask t = pos.tigers(); t; t &= t - 1)
        mobility += std::popcount(b.neighbours(std::countr_zero(t)) & empty);
    const int tigers = 100 * pos.goatsCaptured() + 2 * mobility;
    return pos.sideToMove() == Side::Tigers ? tigers : -tigers;
}

MinimaxResult iterativeMinimax(const Variant& v, const Position& root, int maxDepth) {
    MinimaxResult r;
    Minimax mm{v};
    Position pos = root;
    for (int d = 1; d <= maxDepth; ++d) {
        mm.leaves = 0;
        Move best;
        const int score = mm.search(pos, d, 0, &best);
        r.depth = d;
        r.score = score;
        r.move = best;
    }
    r.expanded = mm.expanded;
    r.internal = mm.internal;
    r.leaves = mm.leaves;
    return r;
}

}  // namespace bagh::lambs
