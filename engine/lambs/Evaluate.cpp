// The features of a Lambs position: the tigers' count of both games (search/Evaluate.h) on this
// board, and the captures. The weights are in Evaluate.h (kLambsWeights); how Bagh-Chal's, which
// they start from, were chosen is in search/Evaluate.cpp.
#include "engine/lambs/Evaluate.h"

namespace bagh::lambs {

EvalFeatures evalFeatures(const Board& b, const Position& pos) {
    EvalFeatures f;
    countTigerMoves(b, pos.tigers(), pos.goats(), b.full() & ~pos.occupied(), f);
    f.captured = pos.goatsCaptured();
    f.tigersToMove = pos.sideToMove() == Side::Tigers;
    return f;
}

}  // namespace bagh::lambs
