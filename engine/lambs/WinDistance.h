// How far a won Lambs and Tigers game is from its end. The solved tables say won, drawn or lost
// but give a win no distance, so among winning moves nothing says which one gets on: the full
// level, reading by its evaluation, could shuffle among them until the loser brought a position
// back a third time and drew a won game (measured against `expert`: 2 of 20 goat games at 500 ms
// a move). This reads the win out: at the winner's turns only the moves the tables keep
// winning, at the loser's every move, until the rules end the game. A line that brings back a
// position of the game or of the line is no win (the loser could take the repetition).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

class LambsTables;

struct WinDistanceLimits {
    int maxPlies = 31;                   // the longest win looked for, winner's last move included
    std::uint64_t maxNodes = 2'000'000;  // positions read in all; past it the answer is "unknown"
};

struct QuickestWin {
    int plies = -1;  // to the end, the winner's last move included (1: the next move wins); -1: none
    Move move;       // the first move of that win
};

// The quickest win the side to move of `pos` can force within the limits, or plies -1 when none
// is found there (a position the tables do not prove won finds none). `history` holds the keys
// of the game's positions up to `pos`; `nodes`, if given, receives the positions read.
QuickestWin quickestWin(const Variant& v, const LambsTables& tables, const Position& pos,
                        const std::vector<std::uint64_t>& history,
                        const WinDistanceLimits& limits = {}, std::uint64_t* nodes = nullptr);

}  // namespace bagh::lambs
