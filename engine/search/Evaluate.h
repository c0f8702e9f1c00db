// The placement-phase evaluation: a static estimate of a position from the game's own
// features, in "centi-goats" (one captured goat is worth 100). Used at the search horizon
// whenever the endgame database cannot answer exactly. The features, their weighing and the
// tigers' count are both games' (lambs/Evaluate.h weighs Lambs' with its own weights).
#pragma once

#include <array>
#include <bit>
#include <string>

#include "engine/core/Position.h"

namespace bagh {

// Counts the evaluation is built from. Threats are goats a tiger could take right now.
struct EvalFeatures {
    int captured = 0;       // goats captured so far
    int attacked = 0;       // goats a tiger could jump now
    int blocked = 0;        // tigers with no slide and no jump
    int nearlyBlocked = 0;  // tigers with exactly one move
    int mobility = 0;       // all tiger moves (slides and jumps)
    int inHand = 0;         // goats still to place
    int edgeGoats = 0;      // goats on the border (no tiger can jump them along the border's
                            // normal, and they shut tigers out of the corners)
    int cornerGoats = 0;    // goats on the four corners: unjumpable
    bool tigersToMove = false;
};

EvalFeatures evalFeatures(const Position& pos);

// The tigers' part of `f` on any board, counted alike in both games: mobility (each slide to
// an empty neighbour, each jump over a goat to an empty point), tigers blocked and nearly
// blocked, and the goats attacked. `board` has neighbours(p) and jumpLands(p) (masks of
// MaskT) and jumps(p) (a range of jumps with `over` and `land`). Inline: it is the search's
// leaf.
template <class MaskT, class BoardT>
inline void countTigerMoves(const BoardT& board, MaskT tigers, MaskT goats, MaskT empty,
                            EvalFeatures& f) {
    MaskT attacked = 0;
    for (; tigers; tigers &= tigers - 1) {
        const int s = std::countr_zero(tigers);
        int moves = std::popcount(board.neighbours(s) & empty);
        if ((board.jumpLands(s) & empty) && (board.neighbours(s) & goats)) {
            for (const auto& j : board.jumps(s)) {
                const MaskT over = MaskT{1} << j.over;
                if ((goats & over) && (empty & (MaskT{1} << j.land))) {
                    attacked |= over;
                    ++moves;
                }
            }
        }
        f.mobility += moves;
        f.blocked += moves == 0;
        f.nearlyBlocked += moves == 1;
    }
    f.attacked = std::popcount(attacked);
}

// Weights, all from the goats' point of view (positive favours the goats).
struct EvalWeights {
    int captured = 100;
    int threatTigersToMove = 85;       // tigers to move with a goat en prise: it is as good as gone
    int threatExtra = 15;              // each further goat en prise on top of that
    int singleThreatGoatsToMove = 12;  // goats to move can usually cover one threat ...
    int doubleThreatGoatsToMove = 70;  // ... but not two: one of them falls
    int blocked = 45;
    int nearlyBlocked = 12;
    int mobility = 3;
    int inHand = 0;
    int edgeGoat = 4;
    int cornerGoat = 4;

    static constexpr int kCount = 11;
    std::array<int*, kCount> fields();
    static const char* fieldName(int i);
};

// The default weights the engine plays with (see Evaluate.cpp for how they were chosen).
const EvalWeights& defaultWeights();

// The estimate for the side to move, from features (terminal positions are the search's job).
int evaluate(const EvalFeatures& f, const EvalWeights& w);
inline int evaluate(const Position& pos) { return evaluate(evalFeatures(pos), defaultWeights()); }

}  // namespace bagh
