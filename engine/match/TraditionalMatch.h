// Traditional match scoring (RULES.md): two games with sides swapped. A game won scores 1
// point, a grand win 12; more points takes the match. If the points are equal and both
// players' wins were goat wins, more goats left on the board when winning with the goats takes
// it; every other tie is a drawn match. The game's match mode keeps its score with these; the
// match runner counts grand wins with the same points (MatchScore.h).
#pragma once

#include <vector>

#include "engine/core/Position.h"

namespace bagh::match {

// Points of one game for the winner: 12 for a grand win (Dandee, Locked goats), else 1.
constexpr int kGrandWinPoints = 12;

struct MatchGame {
    Outcome outcome = Outcome::None;
    bool firstPlayerHadGoats = true;  // who played the goats in this game
    int goatsOnBoard = 0;             // at the end of the game
    bool grand = false;               // won by a grand win
};

enum class MatchWinner { Undecided, FirstPlayer, SecondPlayer, Drawn };

// Games so far: points of the first or the second player.
int matchPoints(const std::vector<MatchGame>& games, bool firstPlayer);

// The match result once both games are finished; Undecided before that.
MatchWinner scoreMatch(const std::vector<MatchGame>& games);

}  // namespace bagh::match
