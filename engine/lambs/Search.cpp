#include "Search.h"

#include <algorithm>

#include "Evaluate.h"
#include "MoveGen.h"
#include "search/Score.h"

namespace bagh::lambs {
namespace {

int sideIndex(const Position& pos) { return pos.sideToMove() == Side::Goats ? 0 : 1; }

}  // namespace

Search::Search(const SearchContext& context) : ctx_(context), variant_(*context.variant) {}

void Search::setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                     const MoveList& rootMoves) {
    root_ = root;
    rootMoves_ = rootMoves;
    history_ = history;
    std::sort(history_.begin(), history_.end());
    bestMove_ = rootMoves.empty() ? Move() : rootMoves[0];
    aborted_ = false;
}

bool Search::timeUp() const {
    if (ctx_.stop && ctx_.stop->load(std::memory_order_relaxed)) return true;
    if (ctx_.nodeLimit && nodes_ >= ctx_.nodeLimit) return true;
    return ctx_.hasDeadline && std::chrono::steady_clock::now() >= ctx_.deadline;
}

int Search::searchRoot(int depth) {
    pos_ = root_;
    keys_[0] = pos_.key();
    aborted_ = false;
    const int score = search(-kInfinity, kInfinity, depth, 0);
    if (aborted_) return 0;
    bestMove_ = rootPassBest_;
    return score;
}

int Search::searchMove(Move m, int depth) {
    pos_ = root_;
    keys_[0] = pos_.key();
    aborted_ = false;
    pos_.makeMove(m);
    keys_[1] = pos_.key();
    const int score = -search(-kInfinity, kInfinity, depth - 1, 1);
    return aborted_ ? 0 : score;
}

bool Search::repetition(int ply) const {
    // Only sliding positions repeat: every placement changes the goats in hand.
    const std::uint64_t key = keys_[ply];
    for (int p = ply - 2; p >= 0; p -= 2)
        if (keys_[p] == key) return true;
    return std::binary_search(history_.begin(), history_.end(), key);
}

int Search::leaf(int ply) {
    const Board& b = variant_.board();
    if (pos_.sideToMove() == Side::Goats && !pos_.placementPhase() && !goatsCanMove(b, pos_))
        return lossIn(ply);
    const EvalFeatures f = evalFeatures(b, pos_);
    if (f.tigersToMove && f.mobility == 0) return lossIn(ply);
    return evaluateFeatures(f);
}

void Search::orderMoves(const MoveList& moves, int* scores, Move ttMove, int ply) const {
    const int side = sideIndex(pos_);
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

void Search::rewardCutoff(Move m, int depth, int ply) {
    if (m.isJump()) return;  // captures come first anyway
    if (killers_[ply][0] != m) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    int& h = historyScore_[sideIndex(pos_)][m.from()][m.to()];
    h += depth * depth;
    if (h > (1 << 26))  // stay below the killers: age the whole table
        for (auto& side : historyScore_)
            for (auto& from : side)
                for (int& v : from) v /= 2;
}

// Fail-soft PVS: the first move with the full window, the rest with a null window around
// alpha, re-searched when one beats it.
int Search::search(int alpha, int beta, int depth, int ply) {
    ++nodes_;
    // The clock and the stop flag every 1024 nodes: well under a millisecond apart.
    if ((nodes_ & 1023) == 0 && timeUp()) aborted_ = true;
    if (aborted_) return 0;
    const bool root = ply == 0;

    // Step 1: the end of the game and repetition.
    if (!root) {
        if (pos_.goatsCaptured() >= variant_.capturesToWin()) return lossIn(ply);
        if (!pos_.placementPhase() && !ctx_.noRecurrence && repetition(ply))
            return ply % 2 == 0 ? -ctx_.contempt : ctx_.contempt;
        if (ply >= kMaxPly - 1) return leaf(ply);
    }
    if (depth <= 0) return leaf(ply);

    // Step 2: the table.
    const std::uint64_t key = keys_[ply];
    TtHit hit;
    Move ttMove;
    if (ctx_.tt->probe(key, &hit)) {
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
        generateMoves(variant_, pos_, moves);
    if (moves.empty()) return lossIn(ply);  // blocked: the side to move has lost
    int scores[kMaxMoves];
    orderMoves(moves, scores, ttMove, ply);

    // Step 4: search them.
    const int alphaOrig = alpha;
    int best = -kInfinity;
    Move bestMove;
    int searched = 0;
    for (int i = 0; i < moves.size(); ++i) {
        int top = i;
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[top]) top = j;
        moves.swap(i, top);
        std::swap(scores[i], scores[top]);
        const Move m = moves[i];

        pos_.makeMove(m);
        keys_[ply + 1] = pos_.key();
        if (ctx_.noRecurrence && !root && !pos_.placementPhase() && repetition(ply + 1)) {
            pos_.unmakeMove(m);
            continue;
        }
        int score;
        if (searched == 0) {
            score = -search(-beta, -alpha, depth - 1, ply + 1);
        } else {
            score = -search(-alpha - 1, -alpha, depth - 1, ply + 1);
            if (score > alpha && score < beta && !aborted_)
                score = -search(-beta, -alpha, depth - 1, ply + 1);
        }
        ++searched;
        pos_.unmakeMove(m);
        if (aborted_) return 0;
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
    if (root) rootPassBest_ = bestMove;

    // Step 5: remember. A fail-low node keeps its old move: its best is only a bound.
    const int stored = scoreToTt(best, ply);
    if (best >= beta)
        ctx_.tt->store(key, depth, stored, kInfinity, bestMove);
    else if (best <= alphaOrig)
        ctx_.tt->store(key, depth, -kInfinity, stored, Move());
    else
        ctx_.tt->store(key, depth, stored, stored, bestMove);
    return best;
}

std::vector<Move> Search::pv(int maxLength, Move first) const {
    std::vector<Move> line;
    Position p = root_;
    std::vector<std::uint64_t> seen{p.key()};
    Move next = first.isNull() ? bestMove_ : first;
    while (!next.isNull() && static_cast<int>(line.size()) < maxLength) {
        MoveList legal;
        generateMoves(variant_, p, legal);
        if (!legal.contains(next)) break;
        line.push_back(next);
        p.makeMove(next);
        if (std::find(seen.begin(), seen.end(), p.key()) != seen.end()) break;
        seen.push_back(p.key());
        TtHit hit;
        next = ctx_.tt->probe(p.key(), &hit) ? hit.move : Move();
    }
    return line;
}

}  // namespace bagh::lambs
