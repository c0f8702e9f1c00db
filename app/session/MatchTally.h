// A traditional match of the session (GameSetup::match): two games, sides swapped in the second.
// Which game is being played and the finished ones before it; the session starts the next game,
// this keeps the count.
#pragma once

#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/match/TraditionalMatch.h"
#include "session/GameSetup.h"

class MatchTally {
public:
    // A new match (or single game): game 1, nothing finished.
    void restart();
    // Index of the current game (0 or 1).
    int index() const { return index_; }
    // The finished games of the match under `setup`, the current one (`game`) included once it
    // is over; `firstHasGoats`: the match's first player had the goats in game 1.
    std::vector<bagh::match::MatchGame> games(const GameSetup& setup, const bagh::games::Game& game,
                                              bool firstHasGoats) const;
    // True if the second game may start after `game`.
    bool canStartNext(const GameSetup& setup, const bagh::games::Game& game) const;
    // The first game is over: count it and go on to the second.
    void startNext(const GameSetup& setup, const bagh::games::Game& game, bool firstHasGoats);

private:
    int index_ = 0;
    std::vector<bagh::match::MatchGame> finished_;
};
