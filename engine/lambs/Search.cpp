#include "engine/lambs/Search.h"

#include "engine/lambs/Evaluate.h"
#include "engine/lambs/solve/Tables.h"

namespace bagh::lambs {

Search::Search(const SearchContext& context)
    : GameSearch(context, context.tt), variant_(*context.variant), tables_(context.tables) {}

bool Search::prove(int ply, int depth, int* score, bool* draw) const {
    if (!tables_ || depth < kTableProbeDepth) return false;
    return provenByTables(tables_->probe(pos_), ply, score, draw);
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
