#include "engine/search/Algorithms.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "engine/core/MoveGen.h"
#include "engine/search/Evaluate.h"
#include "engine/search/Score.h"
#include "engine/search/Search.h"
#include "engine/search/Tt.h"

namespace bagh {
namespace {

constexpr std::array<const char*, kAlgorithms> kNames = {
    "minimax", "expectimax", "alphabeta", "alphabeta+tt", "scout", "scout+tt", "mtdf"};

// One search of the textbook algorithms. Leaves and game ends are scored exactly as
// Search::search scores them, so every exact algorithm returns the same value.
class Classic {
public:
    Classic(const Position& root, const AlgorithmLimits& limits, Tt* tt)
        : limits_(limits), tt_(tt), pos_(root) {
        keys_[0] = root.key();
    }

    std::uint64_t expanded = 0;
    std::uint64_t leaves = 0;
    bool aborted = false;
    Move best;  // the root's best move of the last completed call

    int minimax(int depth, int ply) {
        int score;
        if (terminal(depth, ply, &score)) return score;
        MoveList moves;
        if (!expand(&moves, ply, &score)) return score;
        int bestScore = -kInfinity;
        for (Move m : moves) {
            enter(m, ply);
            const int s = -minimax(depth - 1, ply + 1);
            leave(m);
            if (aborted) return 0;
            if (s > bestScore) bestScore = s, setBest(m, ply);
        }
        return bestScore;
    }

    // Values from the root side's point of view: it maximises, the other side is a chance node.
    double expectimax(int depth, int ply, bool rootSide) {
        int score;
        if (terminal(depth, ply, &score)) return rootSide ? score : -score;
        MoveList moves;
        if (!expand(&moves, ply, &score)) return rootSide ? score : -score;
        double bestValue = -1e18, sum = 0;
        for (Move m : moves) {
            enter(m, ply);
            const double v = expectimax(depth - 1, ply + 1, !rootSide);
            leave(m);
            if (aborted) return 0;
            sum += v;
            if (rootSide && v > bestValue) bestValue = v, setBest(m, ply);
        }
        return rootSide ? bestValue : sum / moves.size();
    }

    // Fail-soft alpha-beta, with a table when one was given. As NegaScout (`scout`), every
    // move after the first is tried with a zero window first and searched again with the full
    // window only when it beats alpha.
    int alphaBeta(int alpha, int beta, int depth, int ply, bool scout) {
        int score;
        if (terminal(depth, ply, &score)) return score;
        Move ttMove;
        if (probe(depth, ply, &alpha, &beta, &ttMove, &score)) return score;
        MoveList moves;
        if (!expand(&moves, ply, &score)) return score;
        putFirst(moves, ttMove);
        const int alphaOrig = alpha;
        int bestScore = -kInfinity;
        Move bestMove;
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            enter(m, ply);
            int s;
            if (!scout || i == 0) {
                s = -alphaBeta(-beta, -alpha, depth - 1, ply + 1, scout);
            } else {
                s = -alphaBeta(-alpha - 1, -alpha, depth - 1, ply + 1, scout);
                if (!aborted && s > alpha && s < beta)
                    s = -alphaBeta(-beta, -alpha, depth - 1, ply + 1, scout);
            }
            leave(m);
            if (aborted) return 0;
            if (s > bestScore) {
                bestScore = s, bestMove = m, setBest(m, ply);
                alpha = std::max(alpha, s);
                if (s >= beta) break;
            }
        }
        store(depth, ply, alphaOrig, beta, bestScore, bestMove);
        return bestScore;
    }

private:
    // Decided without expanding: the game is over, a repetition, or the horizon.
    bool terminal(int depth, int ply, int* score) {
        if ((++polls_ & 1023) == 0 && timeUp()) aborted = true;
        if (aborted) return *score = 0, true;
        if (ply > 0) {
            if (pos_.goatsCaptured() >= kCapturesToWin) return ++leaves, *score = lossIn(ply), true;
            if (pos_.goatsInHand() == 0 && repeats(ply)) return ++leaves, *score = kDraw, true;
        }
        if (depth > 0 && ply < kMaxPly - 1) return false;
        ++leaves;
        *score = leaf(ply);
        return true;
    }

    // Generates the moves; a side without one has lost (a leaf).
    bool expand(MoveList* moves, int ply, int* score) {
        generateMoves(pos_, *moves);
        if (moves->empty()) return ++leaves, *score = lossIn(ply), false;
        ++expanded;
        return true;
    }

    void enter(Move m, int ply) {
        pos_.makeMove(m);
        keys_[ply + 1] = pos_.key();
    }
    void leave(Move m) { pos_.unmakeMove(m); }

    int leaf(int ply) const {
        if (pos_.sideToMove() == Side::Goats && pos_.goatsInHand() == 0 && !goatsCanMove(pos_))
            return lossIn(ply);
        const EvalFeatures f = evalFeatures(pos_);
        if (f.tigersToMove && f.mobility == 0) return lossIn(ply);
        return evaluate(f, defaultWeights());
    }

    bool repeats(int ply) const {
        for (int p = ply - 2; p >= 0; p -= 2)
            if (keys_[p] == keys_[ply]) return true;
        return false;
    }

    bool timeUp() const {
        if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
        return limits_.hasDeadline && std::chrono::steady_clock::now() >= limits_.deadline;
    }

    void setBest(Move m, int ply) {
        if (ply == 0) best = m;
    }

    static void putFirst(MoveList& moves, Move m) {
        for (int i = 0; i < moves.size(); ++i)
            if (moves[i] == m) {
                std::rotate(moves.begin(), moves.begin() + i, moves.begin() + i + 1);
                return;
            }
    }

    // A table hit deep enough to decide the node (never at the root, whose move we want).
    bool probe(int depth, int ply, int* alpha, int* beta, Move* ttMove, int* score) {
        TtHit hit;
        if (!tt_ || !tt_->probe(keys_[ply], &hit)) return false;
        *ttMove = hit.move;
        if (ply == 0 || hit.depth < depth) return false;
        const int lower = scoreFromTt(hit.lower, ply), upper = scoreFromTt(hit.upper, ply);
        if (lower >= *beta) return *score = lower, true;
        if (upper <= *alpha) return *score = upper, true;
        if (lower == upper) return *score = lower, true;
        *alpha = std::max(*alpha, lower);
        *beta = std::min(*beta, upper);
        return false;
    }

    void store(int depth, int ply, int alpha, int beta, int score, Move move) {
        if (!tt_ || aborted) return;
        const int s = scoreToTt(score, ply);
        if (score >= beta)
            tt_->store(keys_[ply], depth, s, kInfinity, move);
        else if (score <= alpha)
            tt_->store(keys_[ply], depth, -kInfinity, s, Move());
        else
            tt_->store(keys_[ply], depth, s, s, move);
    }

    AlgorithmLimits limits_;
    Tt* tt_;
    Position pos_;
    std::uint64_t keys_[kMaxPly + 1] = {};
    std::uint64_t polls_ = 0;
};

bool usesTable(Algorithm a) { return a == Algorithm::AlphaBetaTt || a == Algorithm::ScoutTt; }

// The engine's own search, counted by the same rules.
AlgorithmResult runMtdf(const Position& root, const AlgorithmLimits& limits) {
    AlgorithmResult r;
    Tt tt(16);
    SearchContext ctx;
    ctx.tt = &tt;
    ctx.stop = limits.stop;
    ctx.hasDeadline = limits.hasDeadline;
    ctx.deadline = limits.deadline;
    Search search(ctx);
    MoveList moves;
    generateMoves(root, moves);
    search.setRoot(root, {}, moves);
    int score = 0, previous = 0;
    for (int d = 1; d <= limits.depth; ++d) {
        const std::uint64_t leavesBefore = search.leaves();
        const int guess = previous;  // as in the bench: the score two plies shallower
        const int s = search.mtdf(d, d > 2 ? guess : score);
        if (search.aborted()) break;
        previous = score;
        score = s;
        r.depth = d;
        r.score = s;
        r.move = search.bestMove();
        r.leaves = search.leaves() - leavesBefore;
    }
    r.nodes = search.expanded();
    return r;
}

}  // namespace

const char* algorithmName(Algorithm a) { return kNames[static_cast<int>(a)]; }

bool algorithmFromName(const std::string& name, Algorithm* out) {
    for (int i = 0; i < kAlgorithms; ++i)
        if (name == kNames[i]) return *out = static_cast<Algorithm>(i), true;
    return false;
}

AlgorithmResult runAlgorithm(Algorithm a, const Position& root, const AlgorithmLimits& limits) {
    const auto start = std::chrono::steady_clock::now();
    AlgorithmResult r;
    if (a == Algorithm::Mtdf) {
        r = runMtdf(root, limits);
    } else {
        Tt tt(usesTable(a) ? 16 : 1);
        for (int d = 1; d <= limits.depth; ++d) {
            Classic c(root, limits, usesTable(a) ? &tt : nullptr);
            int score = 0;
            switch (a) {
                case Algorithm::Minimax:
                    score = c.minimax(d, 0);
                    break;
                case Algorithm::Expectimax:
                    score = static_cast<int>(std::lround(c.expectimax(d, 0, true)));
                    break;
                case Algorithm::AlphaBeta:
                case Algorithm::AlphaBetaTt:
                    score = c.alphaBeta(-kInfinity, kInfinity, d, 0, false);
                    break;
                default:
                    score = c.alphaBeta(-kInfinity, kInfinity, d, 0, true);
                    break;
            }
            r.nodes += c.expanded;
            if (c.aborted) break;
            r.depth = d;
            r.score = score;
            r.move = c.best;
            r.leaves = c.leaves;
        }
    }
    r.timeUs = std::chrono::duration_cast<std::chrono::microseconds>(
                   std::chrono::steady_clock::now() - start)
                   .count();
    return r;
}

}  // namespace bagh
