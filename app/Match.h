// Traditional match scoring (shared/RULES.md): two games with sides swapped. More wins takes
// the match; if each player won one game and both wins were goat wins, more goats left on the
// board when winning with the goats takes it; every other tie is a drawn match.
#pragma once

#include <vector>

#include "core/Position.h"

struct MatchGame {
    bagh::Outcome outcome = bagh::Outcome::None;
    bool firstPlayerHadGoats = true;  // who played the goats in this game
    int goatsOnBoard = 0;             // at the end of the game
};

enum class MatchWinner { Undecided, FirstPlayer, SecondPlayer, Drawn };

// Games so far: points (1 per win) of the first and the second player.
int matchWins(const std::vector<MatchGame>& games, bool firstPlayer);

// The match result once both games are finished; Undecided before that.
MatchWinner scoreMatch(const std::vector<MatchGame>& games);
