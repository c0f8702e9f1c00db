#include "Minimax.h"

#include <bit>

#include "MoveGen.h"

namespace bagh::lambs {
namespace {

constexpr int kWin = 1000000;

class Minimax {
public:
    explicit Minimax(const Variant& v) : v_(v) {}

    // Negamax value of `pos` searched `depth` plies, for its side to move.
    int search(Position& pos, int depth, int ply, Move* best) {
        const GameResult r = result(v_, pos);
        if (r.over()) {
            ++leaves_;
            return -(kWin - ply);  // the side to move has lost (later is better)
        }
        if (depth == 0) {
            ++leaves_;
            return evaluate(v_, pos);
        }
        MoveList list;
        generateMoves(v_, pos, list);
        ++internal_;
        expanded_ += static_cast<std::uint64_t>(list.size());
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

    const Variant& v_;
    std::uint64_t expanded_ = 0, internal_ = 0, leaves_ = 0;
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
    Minimax mm(v);
    Position pos = root;
    for (int d = 1; d <= maxDepth; ++d) {
        mm.leaves_ = 0;
        Move best;
        const int score = mm.search(pos, d, 0, &best);
        r.depth = d;
        r.score = score;
        r.move = best;
    }
    r.expanded = mm.expanded_;
    r.internal = mm.internal_;
    r.leaves = mm.leaves_;
    return r;
}

}  // namespace bagh::lambs
