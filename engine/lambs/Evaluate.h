// The Lambs and Tigers evaluation: Bagh-Chal's (search/Evaluate.h: the same features, counted
// by the same countTigerMoves, weighed by the same evaluate) with this board's weights: goats
// captured, goats en prise, tigers blocked and nearly blocked, tiger mobility. The grid's own
// features (goats in hand, on the edge, in the corners) stay 0 here. Terminal positions are
// the search's job.
#pragma once

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"
#include "engine/search/Evaluate.h"

namespace bagh::lambs {

using bagh::EvalFeatures;

EvalFeatures evalFeatures(const Board& b, const Position& pos);

// The weights of this board: Bagh-Chal's, but three tigers instead of four make a blocked tiger
// a larger share of the win (60, not 45); the grid's features have no weight. Not tuned yet:
// there is no Lambs database to tune against.
inline constexpr EvalWeights kLambsWeights = [] {
    EvalWeights w;
    w.blocked = 60;
    w.inHand = 0;
    w.edgeGoat = 0;
    w.cornerGoat = 0;
    return w;
}();

// The estimate for the side to move; never 0 (a score of 0 is left to draws), always well
// inside +-kEvalLimit (search/Score.h).
inline int evaluateFeatures(const EvalFeatures& f) { return bagh::evaluate(f, kLambsWeights); }
inline int evaluatePosition(const Variant& v, const Position& pos) {
    return evaluateFeatures(evalFeatures(v.board(), pos));
}

}  // namespace bagh::lambs
