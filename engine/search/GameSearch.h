// The one search both games use: iterative-deepening MTD(f) (Plaat et al., 1996) over
// fail-soft zero-window alpha-beta with memory (the transposition table, Tt.h), a plain
// full-window alpha-beta beside it (`bench --compare`, and one root move's value for analysis),
// captures first, killer and history ordering, and repetition within the line and against the
// game's history. Scores are Score.h's: centi-goats inside the evaluation band, a result n plies
// from the root kWin - n, a proven draw held inside the draw band.
//
// What differs between games is asked of the game's search (the CRTP `Derived`):
//   generate(pos, list)           the legal moves
//   gameOverByCaptures(pos)       enough goats captured: the side to move has lost
//   slidingPhase(pos)             every goat placed: the only positions that can repeat
//   prove(ply, depth, &s, &draw)  a position decided without search (a database, solved
//                                 tables): true and *s for a win or loss, *draw for a draw
//   rootProvenDraw()              the root is a proven draw
//   evaluate(ply)                 the static score at the horizon
//   rootAdjusted(m, score)        the root's own preferences among its moves (identity: none)
//   pvAfter(pos)                  the next move of the principal variation after `pos` when
//                                 the game knows better than the table (null: ask the table)
// and `Traits` names its types: Position, Move, MoveList, Tt, kMaxMoves, kFromSlots, kToSlots
// (SearchTraits below writes them for a game).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "engine/search/Score.h"
#include "engine/search/Tt.h"

namespace bagh {

constexpr int kMaxPly = 128;

// A game's `Traits`: its position, move and move list; its table, BasicTt over its move; the
// most legal moves a position has; and how many origins and destinations a move can name (the
// history table's size: a placement's origin is the "no point" slot).
template <class PositionT, class MoveT, class MoveListT, int MaxMoves, int FromSlots, int ToSlots>
struct SearchTraits {
    using Position = PositionT;
    using Move = MoveT;
    using MoveList = MoveListT;
    using Tt = BasicTt<MoveT>;
    static constexpr int kMaxMoves = MaxMoves;
    static constexpr int kFromSlots = FromSlots;
    static constexpr int kToSlots = ToSlots;
};

// Solved tables are probed only where at least this much depth is left: a probe costs a lookup
// of the position's symmetry class and often a block decompression, worth it where the proof
// saves a subtree, not at the frontier. Measured on Bagh-Chal from the position after C1 A5B5
// C2 B5A5 C5 E1D2 with `go movetime 500` (the book decides it): probing at every interior node
// 0.16 M nodes/s and depth 7; from depth 4 up 3.8 M nodes/s and depth 10 (no probes: 3.3 M,
// depth 10).
constexpr int kTableProbeDepth = 4;

// A solved table's value inside the tree: true and *score for a win or loss (ranked below the
// search's own exact results, which carry distances), *draw for a draw.
inline bool provenByTables(GameValue v, int ply, int* score, bool* draw) {
    if (v == GameValue::Win || v == GameValue::Loss) {
        *score = v == GameValue::Win ? kTableWin - ply : -(kTableWin - ply);
        return true;
    }
    *draw = v == GameValue::Draw;
    return false;
}

// What every search is told, whatever the game.
struct SearchControl {
    const std::atomic<bool>* stop = nullptr;
    bool hasDeadline = false;
    std::chrono::steady_clock::time_point deadline;
    std::uint64_t nodeLimit = 0;  // 0: none
    // Under the traditional rule a move that recreates an earlier position (of the game or of
    // the line searched) is not a move at all; a side left without moves loses.
    bool noRecurrence = false;
    // How much the root's side dislikes a draw by repetition (centi-goats): it walks into one
    // only when every other move looks worse by more than this. 0 for analysis.
    int contempt = 0;
};

template <class Derived, class Traits>
class GameSearch {
public:
    using Position = typename Traits::Position;
    using Move = typename Traits::Move;
    using MoveList = typename Traits::MoveList;
    using Tt = typename Traits::Tt;

    GameSearch(const SearchControl& control, Tt* tt) : control_(control), tt_(tt) {}

    // The root, the keys of the game's earlier positions (repetition draws) and the moves the
    // game allows at the root (the house rule already applied).
    void setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                 const MoveList& rootMoves) {
        root_ = root;
        rootMoves_ = rootMoves;
        history_ = history;
        std::sort(history_.begin(), history_.end());
        bestMove_ = rootMoves.empty() ? Move() : rootMoves[0];
        aborted_ = false;
    }

    // One MTD(f) search to `depth`, starting from `firstGuess`. Returns the root score; check
    // aborted() afterwards (an aborted search returns 0 and must be ignored).
    int mtdf(int depth, int firstGuess) {
        startAtRoot();
        int g = firstGuess;
        int lower = -kInfinity, upper = kInfinity;
        Move best = bestMove_;
        while (lower < upper) {
            const int beta = g == lower ? g + 1 : g;
            g = search(beta - 1, beta, depth, 0);
            if (aborted_) return 0;
            if (g < beta) {
                upper = g;
            } else {
                lower = g;
                best = rootPassBest_;  // a fail-high pass proves its move reaches the bound
            }
        }
        bestMove_ = best;
        return g;
    }

    // The same depth with one full-window alpha-beta search (the comparison baseline).
    int alphaBeta(int depth) {
        startAtRoot();
        const int score = search(-kInfinity, kInfinity, depth, 0);
        if (!aborted_) bestMove_ = rootPassBest_;
        return score;
    }

    // The value of root move `m` searched to `depth` plies in all (its reply tree depth - 1)
    // with a full window, for the side to move at the root (analysis: every move's value).
    int searchMove(Move m, int depth) {
        startAtRoot();
        pos_.makeMove(m);
        keys_[1] = pos_.key();
        const int score = -search(-kInfinity, kInfinity, depth - 1, 1);
        return aborted_ ? 0 : score;
    }

    // The best root move of the last completed mtdf()/alphaBeta() call.
    Move bestMove() const { return bestMove_; }
    // The principal variation from the table, starting with `first` (bestMove() when null).
    std::vector<Move> pv(int maxLength = 32, Move first = Move()) const;
    std::uint64_t nodes() const { return nodes_; }
    // Of those nodes, the ones whose moves were generated and searched, and the ones scored
    // without (horizon, game over, database, repetition); the rest were table cutoffs.
    std::uint64_t expanded() const { return expanded_; }
    std::uint64_t leaves() const { return leaves_; }
    bool aborted() const { return aborted_; }

protected:
    const MoveList& rootMoves() const { return rootMoves_; }

    // The position being searched: the game's hooks read it.
    Position pos_;

private:
    Derived& self() { return static_cast<Derived&>(*this); }
    const Derived& self() const { return static_cast<const Derived&>(*this); }

    void startAtRoot() {
        pos_ = root_;
        keys_[0] = pos_.key();
        aborted_ = false;
    }
    int search(int alpha, int beta, int depth, int ply);
    bool repetition(int ply) const {
        // Only sliding-phase positions can repeat: every placement changes the goats in hand.
        const std::uint64_t key = keys_[ply];
        for (int p = ply - 2; p >= 0; p -= 2)
            if (keys_[p] == key) return true;
        return std::binary_search(history_.begin(), history_.end(), key);
    }
    // The root's side moves at even plies: a repetition costs it the contempt.
    int repetitionScore(int ply) const {
        return ply % 2 == 0 ? -control_.contempt : control_.contempt;
    }
    void orderMoves(const MoveList& moves, int* scores, Move ttMove, int ply) const;
    void rewardCutoff(Move m, int depth, int ply);
    bool timeUp() const {
        if (control_.stop && control_.stop->load(std::memory_order_relaxed)) return true;
        if (control_.nodeLimit && nodes_ >= control_.nodeLimit) return true;
        return control_.hasDeadline && std::chrono::steady_clock::now() >= control_.deadline;
    }
    int sideIndex() const { return pos_.sideToMove() == Side::Goats ? 0 : 1; }

    SearchControl control_;
    Tt* tt_;
    Position root_;
    MoveList rootMoves_;
    std::vector<std::uint64_t> history_;  // sorted
    std::uint64_t keys_[kMaxPly + 1] = {};
    Move killers_[kMaxPly][2] = {};
    int historyScore_[2][Traits::kFromSlots][Traits::kToSlots] = {};
    Move rootPassBest_;
    Move bestMove_;
    std::uint64_t nodes_ = 0;
    std::uint64_t expanded_ = 0;
    std::uint64_t leaves_ = 0;
    bool aborted_ = false;
};

template <class Derived, class Traits>
void GameSearch<Derived, Traits>::orderMoves(const MoveList& moves, int* scores, Move ttMove,
                                             int ply) const {
    const int side = sideIndex();
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (m == ttMove)
            scores[i] = 1 << 30;
        else if (m.isJump())
            scores[i] = 1 << 29;
        else if (m == killers_[ply][0])
            scores[i] = 1 << 28;
        else if (m == killers_[ply][1])
            scores[i] = (1 << 28) - 1;
        else
            scores[i] = historyScore_[side][m.from()][m.to()];
    }
}

template <class Derived, class Traits>
void GameSearch<Derived, Traits>::rewardCutoff(Move m, int depth, int ply) {
    if (m.isJump()) return;  // captures are ordered first anyway
    if (killers_[ply][0] != m) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    int& h = historyScore_[sideIndex()][m.from()][m.to()];
    h += depth * depth;
    if (h > (1 << 26)) {  // keep below the killer scores: age the whole table
        for (auto& side : historyScore_)
            for (auto& from : side)
                for (int& v : from) v /= 2;
    }
}

// Fail-soft alpha-beta with memory. MTD(f) calls it with zero windows (alpha = beta - 1).
template <class Derived, class Traits>
int GameSearch<Derived, Traits>::search(int alpha, int beta, int depth, int ply) {
    ++nodes_;
    // Poll the clock and the stop flag every 1024 nodes: a fraction of a millisecond apart.
    if ((nodes_ & 1023) == 0 && timeUp()) aborted_ = true;
    if (aborted_) return 0;
    const bool root = ply == 0;

    // Step 1: positions decided without search. A proven win or loss ends the node; a proven
    // draw is searched on like any position, its score held inside the draw band (Score.h).
    bool provenDraw = false;
    if (!root) {
        if (self().gameOverByCaptures(pos_)) return ++leaves_, lossIn(ply);
        int score = 0;
        if (self().prove(ply, depth, &score, &provenDraw)) return ++leaves_, score;
        if (self().slidingPhase(pos_) && !control_.noRecurrence && repetition(ply))
            return ++leaves_, repetitionScore(ply);
        if (ply >= kMaxPly - 1) {
            ++leaves_;
            score = self().evaluate(ply);
            return provenDraw ? clampToDrawBand(score) : score;
        }
    } else {
        provenDraw = self().rootProvenDraw();
    }
    if (depth <= 0) {
        ++leaves_;
        const int score = self().evaluate(ply);
        return provenDraw ? clampToDrawBand(score) : score;
    }
    // Inside the band a proven draw's bounds can be narrowed to it: true for every bound.
    if (provenDraw) {
        alpha = std::max(alpha, -kDrawBand);
        beta = std::min(beta, kDrawBand);
        if (alpha >= beta) return alpha;
    }

    // Step 2: the table. Bounds from an equally deep or deeper search may end the node.
    const std::uint64_t key = keys_[ply];
    typename Tt::Hit hit;
    Move ttMove;
    if (tt_->probe(key, &hit)) {
        ttMove = hit.move;
        if (!root && hit.depth >= depth) {
            const int lower = scoreFromTt(hit.lower, ply);
            const int upper = scoreFromTt(hit.upper, ply);
            if (lower >= beta) return lower;
            if (upper <= alpha) return upper;
            if (lower == upper) return lower;
        }
    }

    // Step 3: the moves, best guesses first.
    MoveList moves;
    if (root)
        moves = rootMoves_;
    else
        self().generate(pos_, moves);
    if (moves.empty()) return ++leaves_, lossIn(ply);  // blocked: the side to move has lost
    ++expanded_;
    int scores[Traits::kMaxMoves];
    orderMoves(moves, scores, ttMove, ply);

    // Step 4: search them.
    const int alphaOrig = alpha;
    int best = -kInfinity;
    Move bestMove;

    for (int i = 0; i < moves.size(); ++i) {
        int top = i;  // selection sort step: most nodes cut off after one or two moves
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[top]) top = j;
        moves.swap(i, top);
        std::swap(scores[i], scores[top]);
        const Move m = moves[i];

        pos_.makeMove(m);
        keys_[ply + 1] = pos_.key();
        // The root's moves already obey the house rule (the game's legalMoves).
        if (control_.noRecurrence && !root && self().slidingPhase(pos_) && repetition(ply + 1)) {
            pos_.unmakeMove(m);
            continue;
        }
        if (depth > 1) tt_->prefetch(keys_[ply + 1]);
        int score = -search(-beta, -alpha, depth - 1, ply + 1);
        pos_.unmakeMove(m);
        if (aborted_) return 0;
        if (root) score = self().rootAdjusted(m, score);

        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (score >= beta) {
                    rewardCutoff(m, depth, ply);
                    break;
                }
            }
        }
    }
    if (best == -kInfinity) return lossIn(ply);  // every move recreated a position: no move
    if (provenDraw) best = clampToDrawBand(best);
    if (root) rootPassBest_ = bestMove;

    // Step 5: remember. A fail-low node keeps its old move: its "best" is only a bound.
    const int stored = scoreToTt(best, ply);
    if (root)  // the root's score may include its preferences (rootAdjusted): keep its move
        tt_->store(key, depth, -kInfinity, kInfinity, bestMove);
    else if (best >= beta)
        tt_->store(key, depth, stored, kInfinity, bestMove);
    else if (best <= alphaOrig)
        tt_->store(key, depth, -kInfinity, stored, Move());
    else
        tt_->store(key, depth, stored, stored, bestMove);
    return best;
}

template <class Derived, class Traits>
std::vector<typename Traits::Move> GameSearch<Derived, Traits>::pv(int maxLength,
                                                                   Move first) const {
    std::vector<Move> line;
    Position p = root_;
    std::vector<std::uint64_t> seen{p.key()};
    Move next = first.isNull() ? bestMove_ : first;
    if (next.isNull()) next = self().pvAfter(p);
    while (!next.isNull() && static_cast<int>(line.size()) < maxLength) {
        MoveList legal;
        self().generate(p, legal);
        if (!legal.contains(next)) break;
        line.push_back(next);
        p.makeMove(next);
        if (std::find(seen.begin(), seen.end(), p.key()) != seen.end()) break;
        seen.push_back(p.key());
        next = self().pvAfter(p);
        typename Tt::Hit hit;
        if (next.isNull()) next = tt_->probe(p.key(), &hit) ? hit.move : Move();
    }
    return line;
}

}  // namespace bagh
