#include "engine/lambs/Search.h"

#include "engine/lambs/Evaluate.h"
#include "engine/lambs/solve/Tables.h"

namespace bagh::lambs {

Search::Search(const SearchContext& context)
    : GameSearch(context, context.tt), variant_(*context.variant), tables_(context.tables) {}

bool Search::prove(int ply, int depth, int* score, bool* draw) const {
    if (!tables_ || depth < kTableProbeDepth + 2) return false;
    // Stored values only: reading a goats' placement layer through the tigers' layer after it
    // costs a probe per placement and slowed the search five times; its children are probed
    // one ply later. Two plies deeper than Bagh-Chal's: the tigers' placement layers are
    // large and a probe is rarely decisive inside a drawn placement.
    return provenByTables(tables_->probeStored(pos_), ply, score, draw);
}

int Search::rootAdjusted(Move m, int score) const {
    if (isResultScore(score)) return score;
    const MoveList& moves = rootMoves();
    for (int i = 0; i < moves.size() && i < static_cast<int>(rootBonus_.size()); ++i)
        if (moves[i] == m) return score + rootBonus_[static_cast<std::size_t>(i)];
    return score;
}

int Search::evaluate(int ply) const {
    const Board& b = variant_.board();
    if (pos_.sideToMove() == Side::Goats && !pos_.placementPhase() && !goatsCanMove(b, pos_))
        return lossIn(ply);
    const EvalFeatures f = evalFeatures(b, pos_);
    if (f.tigersToMove && f.mobility == 0) return lossIn(ply);
    return evaluateFeatures(f);
}

}  // namespace bagh::lambs
