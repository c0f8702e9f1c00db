// The score of a match from the first player's side. Points follow RULES.md: a win 1, a grand
// win 12, a draw half a point to each. The Elo difference and its 95% margin are computed from
// the games alone (win 1, draw 1/2, loss 0, grand wins as plain wins) as cutechess-cli does:
// E = -400 log10(1/p - 1) for the score p, and the margin is half the Elo distance between
// p - 1.96 s and p + 1.96 s, s the standard deviation of the per-game scores over sqrt(n).
// A score of 0 or 1 has no finite Elo: it is printed as -inf or inf, its margin as inf; a
// margin whose interval reaches 0 or 1 (very few games) is infinite too.
#pragma once

#include <string>

#include "engine/core/Position.h"

namespace bagh::match {

class MatchScore {
public:
    // Adds one finished game. `firstWon`: the first player won it (ignored for draws).
    void add(Outcome outcome, bool firstWon, GrandWin grand);

    int wins() const { return wins_; }
    int draws() const { return draws_; }
    int losses() const { return losses_; }
    int games() const { return wins_ + draws_ + losses_; }
    double points() const { return pointsFirst_; }
    double totalPoints() const { return pointsFirst_ + pointsSecond_; }
    double percent() const;  // points / totalPoints, 0..100 (50 before any game)

    // Elo difference and margin (HUGE_VAL when unbounded); false when the difference is
    // infinite (score 0 or 1, or no game).
    bool elo(double* difference, double* margin) const;

    // "points X of Y (P%) elo E +- M"
    std::string pointsLine() const;

private:
    int wins_ = 0, draws_ = 0, losses_ = 0;
    double pointsFirst_ = 0, pointsSecond_ = 0;
};

}  // namespace bagh::match
