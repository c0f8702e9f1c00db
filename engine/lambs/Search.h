// The Lambs and Tigers search: one thread of principal-variation alpha-beta (PVS, fail-soft)
// with a transposition table (Tt.h), captures first, killer and history ordering, and
// repetition within the line and against the game's history. The ideas are Bagh-Chal's
// (search/Search.cpp); the scores are its too (search/Score.h): centi-goats inside
// +-kEvalLimit, a win n plies from the root kWin - n. There is no database and no quiescence:
// the evaluation (Evaluate.h) already counts goats en prise. Iterative deepening is the
// caller's (LambsEngine.cpp): depth by depth, each with the table filled by the last.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "Board.h"
#include "Position.h"
#include "Tt.h"

namespace bagh::lambs {

constexpr int kMaxPly = 128;

struct SearchContext {
    const Variant* variant = nullptr;
    Tt* tt = nullptr;
    const std::atomic<bool>* stop = nullptr;
    bool hasDeadline = false;
    std::chrono::steady_clock::time_point deadline;
    std::uint64_t nodeLimit = 0;  // 0: none
    // Under the traditional rule a move that recreates an earlier position is no move at all;
    // otherwise a repeated sliding position scores as a draw.
    bool noRecurrence = false;
    // How much the root's side dislikes a draw by repetition (centi-goats); 0 for analysis.
    int contempt = 0;
};

class Search {
public:
    explicit Search(const SearchContext& context);

    // The root, the keys of the game's earlier positions (repetition) and the root's legal
    // moves (the game's house rule applied, LambsGame::legalMoves).
    void setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                 const MoveList& rootMoves);

    // One full-window search of the root to `depth` plies; returns its score for the side to
    // move and sets bestMove(). Check aborted() afterwards: an aborted search returns 0 and
    // leaves bestMove() as it was.
    int searchRoot(int depth);
    // The value of root move `m` searched to `depth` plies in all (its reply tree depth - 1),
    // for the side to move at the root, a result counted in plies from the root.
    int searchMove(Move m, int depth);

    Move bestMove() const { return bestMove_; }
    // The principal variation from the table, starting with bestMove() (or with `first`).
    std::vector<Move> pv(int maxLength = 32, Move first = Move()) const;
    std::uint64_t nodes() const { return nodes_; }
    bool aborted() const { return aborted_; }

private:
    int search(int alpha, int beta, int depth, int ply);
    int leaf(int ply);
    bool repetition(int ply) const;
    void orderMoves(const MoveList& moves, int* scores, Move ttMove, int ply) const;
    void rewardCutoff(Move m, int depth, int ply);
    bool timeUp() const;

    SearchContext ctx_;
    const Variant& variant_;
    Position pos_;
    Position root_;
    MoveList rootMoves_;
    std::vector<std::uint64_t> history_;  // sorted
    std::uint64_t keys_[kMaxPly + 1] = {};
    Move killers_[kMaxPly][2] = {};
    int historyScore_[2][32][32] = {};
    Move rootPassBest_;
    Move bestMove_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

}  // namespace bagh::lambs
