// Search scores. Negamax convention: every score is from the point of view of the side to move.
// Game-theoretic results are encoded like mate scores in chess so that they carry a distance:
// a win reached `n` plies after the root scores kWin - n, a loss -(kWin - n). Winning sooner and
// losing later therefore both compare higher, which is exactly "win in fewest plies, lose in
// most". Heuristic estimates stay far inside +-kEvalLimit, so the two ranges never meet.
#pragma once

#include <algorithm>

#include "engine/core/Types.h"

namespace bagh {

constexpr int kInfinity = 32000;
constexpr int kWin = 30000;
// Database distances in the sliding phase run to a few hundred plies; leave ample room.
constexpr int kMaxResultPlies = 4000;
constexpr int kWinBound = kWin - kMaxResultPlies;  // |score| >= this: a proven win or loss
constexpr int kEvalLimit = 10000;
constexpr int kDraw = 0;
// A position the database proves drawn is still searched on, and scored by the evaluation so
// that among drawn moves the one that keeps goats, presses or sets problems is preferred; its
// score is kept strictly inside this band, so a proven draw never compares with a win or a loss.
constexpr int kDrawBand = kEvalLimit / 2;
// A placement position the tables prove won or lost, without a distance: above every draw and
// estimate, below every result with a distance. Sooner proofs score a little higher.
constexpr int kTableWin = kEvalLimit - 1000;
constexpr int clampToDrawBand(int score) {
    return score >= kDrawBand ? kDrawBand - 1 : score <= -kDrawBand ? -(kDrawBand - 1) : score;
}

constexpr int winIn(int plies) { return kWin - plies; }
constexpr int lossIn(int plies) { return -(kWin - plies); }
constexpr bool isResultScore(int score) { return score >= kWinBound || score <= -kWinBound; }
// Plies from the root to the end of the game for a result score.
constexpr int resultPlies(int score) { return kWin - (score < 0 ? -score : score); }

// The table stores result scores relative to the node, not the root, so that an entry stays
// right when the same position is reached at another distance from the root.
constexpr int scoreToTt(int score, int ply) {
    return score >= kWinBound ? score + ply : score <= -kWinBound ? score - ply : score;
}
constexpr int scoreFromTt(int score, int ply) {
    return score >= kWinBound ? score - ply : score <= -kWinBound ? score + ply : score;
}

// The score of a move for the side making it, from its child's score for the side to move
// there: the sign flips and a result is one ply further away.
constexpr int scoreFromChild(int childScore) {
    return childScore >= kWinBound    ? -(childScore - 1)
           : childScore <= -kWinBound ? -(childScore + 1)
                                      : -childScore;
}

// An estimate (not a proven result) counts as a win or loss for reports once it is worth about
// two and a half goats. Measured with `evaltune` (5000 positions right after the last placement,
// children judged by the database): a threshold of 150 classified 65.5% of positions right,
// 250 classifies 80.8% (300: 80.4%). Smaller edges are routinely held: the game is a draw.
constexpr int kEstimateDecisive = 250;

inline GameValue valueOfScore(int score) {
    if (score >= kWinBound) return GameValue::Win;
    if (score <= -kWinBound) return GameValue::Loss;
    if (score >= kEstimateDecisive) return GameValue::Win;
    if (score <= -kEstimateDecisive) return GameValue::Loss;
    return GameValue::Draw;
}

inline const char* valueName(GameValue v) {
    switch (v) {
        case GameValue::Win:
            return "win";
        case GameValue::Draw:
            return "draw";
        case GameValue::Loss:
            return "loss";
        default:
            return "unknown";
    }
}

}  // namespace bagh
