#include "engine/search/Search.h"

#include <algorithm>

#include "engine/db/EndgameDb.h"
#include "engine/search/Score.h"
#include "engine/solve/PlacementIndex.h"
#include "engine/solve/PlacementTables.h"

namespace bagh {
namespace {

int dbScore(const DbProbe& p, int ply) {
    if (p.value == GameValue::Win) return winIn(ply + p.plies);
    if (p.value == GameValue::Loss) return lossIn(ply + p.plies);
    return kDraw;
}

}  // namespace

Search::Search(const SearchContext& context)
    : GameSearch(context, context.tt),
      db_(context.db),
      tables_(context.tables),
      keepGoats_(context.keepGoats),
      weights_(defaultWeights()) {}

void Search::setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                     const MoveList& rootMoves) {
    GameSearch::setRoot(root, history, rootMoves);
    rootBonus_.clear();
    rootRisk_.clear();
    rootHangs_.assign(rootMoves.size(), false);
    if (!keepGoats_ || root.sideToMove() != Side::Goats) return;
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

int Search::rootIndex(Move m) const {
    const MoveList& moves = rootMoves();
    int i = 0;
    while (i < moves.size() && moves[i] != m) ++i;
    return i < moves.size() ? i : -1;
}

int Search::slowerPlies(int i) const {
    const int risk = i < static_cast<int>(rootRisk_.size()) ? rootRisk_[i] : 0;
    return rootHangs_[i] ? kHangingWinPlies : (kHangingWinPlies * risk + 999) / 1000;
}

int Search::rootAdjusted(Move m, int score) const {
    const int i = rootIndex(m);
    if (i < 0) return score;
    if (!isResultScore(score))
        return score + (i < static_cast<int>(rootBonus_.size()) ? rootBonus_[i] : 0);
    if (score <= 0) return score;
    const int slower = slowerPlies(i);
    if (slower > 0 && score - slower >= kWinBound) return score - slower;
    return score;
}

int Search::reportedScore(int rootScore) const {
    const int i = rootIndex(bestMove());
    if (i < 0) return rootScore;
    const int slower = slowerPlies(i);
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

bool Search::prove(int ply, int depth, int* score, bool* draw) const {
    if (pos_.goatsInHand() == 0) {
        if (!db_) return false;
        const DbProbe p = db_->probe(pos_);
        if (p.value == GameValue::Win || p.value == GameValue::Loss) {
            *score = dbScore(p, ply);
            return true;
        }
        *draw = p.value == GameValue::Draw;
        return false;
    }
    return tables_ && depth >= kTableProbeDepth && probeTables(ply, score, draw);
}

bool Search::rootProvenDraw() const {
    return db_ && pos_.goatsInHand() == 0 && db_->probe(pos_).value == GameValue::Draw;
}

Move Search::pvAfter(const Position& pos) const {
    return db_ && EndgameDb::covers(pos) ? exactBestMove(pos, db_) : Move();
}

bool Search::probeTables(int ply, int* score, bool* draw) const {
    const int layer = solve::layerOf(kGoats - pos_.goatsInHand(), pos_.sideToMove());
    if (!tables_->hasLayer(layer)) return false;
    return provenByTables(tables_->probe(pos_), ply, score, draw);
}

int Search::evaluate(int ply) const {
    if (pos_.sideToMove() == Side::Goats && pos_.goatsInHand() == 0 && !goatsCanMove(pos_))
        return lossIn(ply);
    const EvalFeatures f = evalFeatures(pos_);
    if (f.tigersToMove && f.mobility == 0) return lossIn(ply);
    return bagh::evaluate(f, weights_);
}

}  // namespace bagh
