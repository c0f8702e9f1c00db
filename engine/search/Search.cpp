#include "Search.h"

#include <algorithm>

#include "Score.h"
#include "db/EndgameDb.h"
#include "solve/PlacementIndex.h"
#include "solve/PlacementTables.h"

namespace bagh {
namespace {

int sideIndex(const Position& pos) { return pos.sideToMove() == Side::Goats ? 0 : 1; }

// Tables are probed only where at least this much depth is left: a probe costs a lookup of the
// position's symmetry class and often a block decompression, worth it where the proof saves a
// subtree, not at the frontier. Measured from the position after C1 A5B5 C2 B5A5 C5 E1D2 with
// `go movetime 500` (the book decides it): probing at every interior node 0.16 M nodes/s and
// depth 7; from depth 4 up 3.8 M nodes/s and depth 10 (no probes: 3.3 M, depth 10).
constexpr int kTableProbeDepth = 4;

int dbScore(const DbProbe& p, int ply) {
    if (p.value == GameValue::Win) return winIn(ply + p.plies);
    if (p.value == GameValue::Loss) return lossIn(ply + p.plies);
    return kDraw;
}

}  // namespace

Search::Search(const SearchContext& context) : ctx_(context), weights_(defaultWeights()) {}

void Search::setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                     const MoveList& rootMoves) {
    root_ = root;
    rootMoves_ = rootMoves;
    history_ = history;
    std::sort(history_.begin(), history_.end());
    bestMove_ = rootMoves.empty() ? Move() : rootMoves[0];
    aborted_ = false;
    rootBonus_.clear();
    rootRisk_.clear();
    rootHangs_.assign(rootMoves.size(), false);
    if (!ctx_.keepGoats || root.sideToMove() != Side::Goats) return;
    for (int i = 0; i < rootMoves.size(); ++i) {
        Position child = root;
        child.makeMove(rootMoves[i]);
        MoveList replies;
        generateMoves(child, replies);
        rootHangs_[i] =
            std::any_of(replies.begin(), replies.end(), [](Move r) { return r.isJump(); });
    }
}

namespace {
// Goats that can win keeping every goat should: a club player does, and a fallible opponent
// is given nothing. So at the root a winning goat move that leaves a goat en prise counts as
// this many plies slower, enough to prefer any clean win of a placement phase's length.
// (Estimates get no such penalty: tried at 120 and 250 centi-goats, it saved no goat against
// `greedy` and cost perfect a lost game against expert; the search's own judgement of a
// sacrifice stands, and among proven equals the root plan keeps the goats.)
constexpr int kHangingWinPlies = 64;
}  // namespace

int Search::rootAdjusted(Move m, int score) const {
    int i = 0;
    while (i < rootMoves_.size() && rootMoves_[i] != m) ++i;
    if (i == rootMoves_.size()) return score;
    if (!isResultScore(score))
        return score + (i < static_cast<int>(rootBonus_.size()) ? rootBonus_[i] : 0);
    if (score <= 0) return score;
    const int risk = i < static_cast<int>(rootRisk_.size()) ? rootRisk_[i] : 0;
    const int slower = rootHangs_[i] ? kHangingWinPlies : (kHangingWinPlies * risk + 999) / 1000;
    if (slower > 0 && score - slower >= kWinBound) return score - slower;
    return score;
}

int Search::reportedScore(int rootScore) const {
    int i = 0;
    while (i < rootMoves_.size() && rootMoves_[i] != bestMove_) ++i;
    if (i == rootMoves_.size()) return rootScore;
    const int risk = i < static_cast<int>(rootRisk_.size()) ? rootRisk_[i] : 0;
    const int slower = rootHangs_[i] ? kHangingWinPlies : (kHangingWinPlies * risk + 999) / 1000;
    if (slower > 0 && rootScore >= kWinBound && rootScore + slower <= kWin)
        return rootScore + slower;
    return rootScore;
}

bool Search::exactScore(const Position& pos, const EndgameDb* db, int* score) {
    if (pos.goatsCaptured() >= kCapturesToWin || pos.result().over()) {
        *score = lossIn(0);  // the rules end the game only ever against the side to move
        return true;
    }
    if (db && EndgameDb::covers(pos)) {
        const DbProbe p = db->probe(pos);
        if (p.value == GameValue::Unknown) return false;
        *score = dbScore(p, 0);
        return true;
    }
    return false;
}

Move Search::exactBestMove(const Position& pos, const EndgameDb* db, int* score) {
    MoveList moves;
    generateMoves(pos, moves);
    Move best;
    int bestScore = -kInfinity;
    for (Move m : moves) {
        Position child = pos;
        child.makeMove(m);
        int childScore = 0;
        if (!exactScore(child, db, &childScore)) return Move();
        if (scoreFromChild(childScore) > bestScore) {
            bestScore = scoreFromChild(childScore);
            best = m;
        }
    }
    if (score) *score = bestScore;
    return best;
}

int Search::pliesToDatabase(const Position& pos) {
    const int h = pos.goatsInHand();
    if (h == 0) return 0;
    return pos.sideToMove() == Side::Goats ? 2 * h - 1 : 2 * h;
}

bool Search::timeUp() const {
    if (ctx_.stop && ctx_.stop->load(std::memory_order_relaxed)) return true;
    if (ctx_.nodeLimit && nodes_ >= ctx_.nodeLimit) return true;
    return ctx_.hasDeadline && std::chrono::steady_clock::now() >= ctx_.deadline;
}

int Search::mtdf(int depth, int firstGuess) {
    pos_ = root_;
    keys_[0] = pos_.key();
    aborted_ = false;
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

int Search::alphaBeta(int depth) {
    pos_ = root_;
    keys_[0] = pos_.key();
    aborted_ = false;
    const int score = search(-kInfinity, kInfinity, depth, 0);
    if (!aborted_) bestMove_ = rootPassBest_;
    return score;
}

bool Search::repetition(int ply) const {
    // Only sliding-phase positions can repeat: every placement changes the goats in hand.
    const std::uint64_t key = keys_[ply];
    for (int p = ply - 2; p >= 0; p -= 2)
        if (keys_[p] == key) return true;
    return std::binary_search(history_.begin(), history_.end(), key);
}

int Search::repetitionScore(int ply) const {
    // The root's side moves at even plies: a repetition costs it the contempt.
    return ply % 2 == 0 ? -ctx_.contempt : ctx_.contempt;
}

bool Search::probeTables(int ply, int* score, bool* draw) const {
    const int layer = solve::layerOf(kGoats - pos_.goatsInHand(), pos_.sideToMove());
    if (!ctx_.tables->hasLayer(layer)) return false;
    const GameValue v = ctx_.tables->probe(pos_);
    if (v == GameValue::Win || v == GameValue::Loss) {
        *score = v == GameValue::Win ? kTableWin - ply : -(kTableWin - ply);
        return true;
    }
    *draw = v == GameValue::Draw;
    return false;
}

int Search::leaf(int ply) {
    ++leaves_;
    if (pos_.sideToMove() == Side::Goats && pos_.goatsInHand() == 0 && !goatsCanMove(pos_))
        return lossIn(ply);
    const EvalFeatures f = evalFeatures(pos_);
    if (f.tigersToMove && f.mobility == 0) return lossIn(ply);
    return evaluate(f, weights_);
}

void Search::orderMoves(MoveList& moves, int* scores, Move ttMove, int ply) const {
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
    if (m.isJump()) return;  // captures are ordered first anyway
    if (killers_[ply][0] != m) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    int& h = historyScore_[sideIndex(pos_)][m.from()][m.to()];
    h += depth * depth;
    if (h > (1 << 26)) {  // keep below the killer scores: age the whole table
        for (auto& side : historyScore_)
            for (auto& from : side)
                for (int& v : from) v /= 2;
    }
}

// Fail-soft alpha-beta with memory. MTD(f) calls it with zero windows (alpha = beta - 1).
int Search::search(int alpha, int beta, int depth, int ply) {
    ++nodes_;
    // Poll the clock and the stop flag every 1024 nodes: a fraction of a millisecond apart.
    if ((nodes_ & 1023) == 0 && timeUp()) aborted_ = true;
    if (aborted_) return 0;
    const bool root = ply == 0;

    // Step 1: positions decided without search. A proven win or loss ends the node; a proven
    // draw is searched on like any position, its score held inside the draw band (Score.h).
    bool provenDraw = false;
    if (!root) {
        if (pos_.goatsCaptured() >= kCapturesToWin) return ++leaves_, lossIn(ply);
        if (pos_.goatsInHand() == 0) {
            if (ctx_.db) {
                const DbProbe p = ctx_.db->probe(pos_);
                if (p.value == GameValue::Win || p.value == GameValue::Loss)
                    return ++leaves_, dbScore(p, ply);
                provenDraw = p.value == GameValue::Draw;
            }
            if (!ctx_.noRecurrence && repetition(ply)) return ++leaves_, repetitionScore(ply);
        } else if (ctx_.tables && depth >= kTableProbeDepth) {
            int score = 0;
            if (probeTables(ply, &score, &provenDraw)) return ++leaves_, score;
        }
        if (ply >= kMaxPly - 1) {
            const int score = leaf(ply);
            return provenDraw ? clampToDrawBand(score) : score;
        }
    } else if (ctx_.db && pos_.goatsInHand() == 0) {
        provenDraw = ctx_.db->probe(pos_).value == GameValue::Draw;
    }
    if (depth <= 0) {
        const int score = leaf(ply);
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
        generateMoves(pos_, moves);
    if (moves.empty()) return ++leaves_, lossIn(ply);  // blocked: the side to move has lost
    ++expanded_;
    int scores[kMaxMoves];
    orderMoves(moves, scores, ttMove, ply);

    // Step 4: search them.
    const int alphaOrig = alpha;
    int best = -kInfinity;
    Move bestMove;

    for (int i = 0; i < moves.size(); ++i) {
        int top = i;  // selection sort step: most nodes cut off after one or two moves
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[top]) top = j;
        std::swap(moves[i], moves[top]);
        std::swap(scores[i], scores[top]);
        const Move m = moves[i];

        pos_.makeMove(m);
        keys_[ply + 1] = pos_.key();
        // The root's moves already obey the house rule (Game::legalMoves).
        if (ctx_.noRecurrence && !root && pos_.goatsInHand() == 0 && repetition(ply + 1)) {
            pos_.unmakeMove(m);
            continue;
        }
        if (depth > 1) ctx_.tt->prefetch(keys_[ply + 1]);
        int score = -search(-beta, -alpha, depth - 1, ply + 1);
        pos_.unmakeMove(m);
        if (aborted_) return 0;
        if (root) score = rootAdjusted(m, score);

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
    if (root)  // the root's score includes its preferences (rootAdjusted): keep only its move
        ctx_.tt->store(key, depth, -kInfinity, kInfinity, bestMove);
    else if (best >= beta)
        ctx_.tt->store(key, depth, stored, kInfinity, bestMove);
    else if (best <= alphaOrig)
        ctx_.tt->store(key, depth, -kInfinity, stored, Move());
    else
        ctx_.tt->store(key, depth, stored, stored, bestMove);
    return best;
}

std::vector<Move> Search::pv(int maxLength) const {
    std::vector<Move> line;
    Position p = root_;
    std::vector<std::uint64_t> seen{p.key()};
    Move next = bestMove_.isNull() && ctx_.db && EndgameDb::covers(p) ? exactBestMove(p, ctx_.db)
                                                                      : bestMove_;
    while (!next.isNull() && static_cast<int>(line.size()) < maxLength) {
        MoveList legal;
        generateMoves(p, legal);
        if (!legal.contains(next)) break;
        line.push_back(next);
        p.makeMove(next);
        if (std::find(seen.begin(), seen.end(), p.key()) != seen.end()) break;
        seen.push_back(p.key());
        TtHit hit;
        if (ctx_.db && EndgameDb::covers(p))  // the database knows the rest
            next = exactBestMove(p, ctx_.db);
        else
            next = ctx_.tt->probe(p.key(), &hit) ? hit.move : Move();
    }
    return line;
}

}  // namespace bagh
