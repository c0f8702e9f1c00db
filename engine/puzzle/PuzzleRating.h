// How hard a puzzle is for a person. A player considers the moves that look best at a glance:
// the evaluation's favourites at a shallow depth (a 2-ply search, no database), within
// kNaturalMargin of the best. Each such move that is wrong is a chance to go astray; a right
// move that is not among them is hard to see at all; one that even a 4-ply search misses is
// harder still; and every further solver move of the line is one more chance. The rating adds
// these up on a scale of about 600 (a glance finds it) to 2400 (every natural move is wrong).
#pragma once

#include <vector>

#include "engine/core/Move.h"
#include "engine/core/Position.h"
#include "engine/search/Tt.h"

namespace bagh::puzzle {

constexpr int kMinRating = 600;
constexpr int kMaxRating = 2400;
// A move is natural when its shallow score is within this of the best (centi-goats): the
// margin RootPlan calls natural for the opponent's replies.
constexpr int kNaturalMargin = 40;
// The right move is obvious when the shallow search rates it above every other move by at
// least this much: all the others visibly give up a goat or a tiger's freedom.
constexpr int kObviousMargin = 60;

// How far the glance reads, and the deeper look that may still miss the right move (plies).
constexpr int kNaturalDepth = 2;
constexpr int kDeepDepth = 4;

// One solver move seen by a person.
struct StepView {
    int legal = 0;              // legal moves
    int naturalWrong = 0;       // natural moves (2-ply) other than the right one
    int ahead = 0;              // of those, the ones the 2-ply search rates at least as high
    bool rightNatural = false;  // the right move is natural at 2 plies
    bool rightDeep = false;     // a 4-ply search rates the right move best, alone
    int lead = 0;               // 2-ply score of the right move minus the best other move's
    // Found at a glance: the right move is the only natural one.
    bool plain() const { return naturalWrong == 0 && rightNatural; }
    bool obvious() const { return lead >= kObviousMargin; }
};

// Looks at `right` in `pos` the way a person would. `tt` is scratch: cleared first, so the view
// depends on nothing but the position.
StepView viewStep(const Position& pos, Move right, Tt& tt);

// The same from every legal move's score at kNaturalDepth (`glance`) and at kDeepDepth (`deep`),
// both for the side to move and in one order, `right` the index of the right move: the view of
// either game's search.
StepView viewScores(const std::vector<int>& glance, const std::vector<int>& deep, int right);

// True when every solver move with a choice is found at a glance (plain): no puzzle at all.
bool trivialPuzzle(const std::vector<StepView>& steps);

// The rating of a puzzle from the views of its solver moves (the first is the key move):
// kMinRating plus points for each natural wrong move and each one the glance prefers, for a
// right move that is not natural or that a 4-ply search misses, less for an obvious one, and
// for every further solver move with a choice.
int ratePuzzle(const std::vector<StepView>& steps);

}  // namespace bagh::puzzle
