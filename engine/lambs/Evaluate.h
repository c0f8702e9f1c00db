// The Lambs and Tigers evaluation: a static estimate in centi-goats (one captured goat is 100),
// in the spirit of Bagh-Chal's (search/Evaluate.h): goats captured, goats en prise, tigers
// blocked and nearly blocked, tiger mobility. Terminal positions are the search's job.
#pragma once

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

struct EvalFeatures {
    int captured = 0;       // goats captured so far
    int attacked = 0;       // goats a tiger could jump now
    int blocked = 0;        // tigers with no slide and no jump
    int nearlyBlocked = 0;  // tigers with exactly one move
    int mobility = 0;       // all tiger moves (slides and jumps)
    bool tigersToMove = false;
};

EvalFeatures evalFeatures(const Board& b, const Position& pos);

// The estimate for the side to move; never 0 (a score of 0 is left to draws), always well
// inside +-kEvalLimit (search/Score.h).
int evaluateFeatures(const EvalFeatures& f);
inline int evaluatePosition(const Variant& v, const Position& pos) {
    return evaluateFeatures(evalFeatures(v.board(), pos));
}

}  // namespace bagh::lambs
