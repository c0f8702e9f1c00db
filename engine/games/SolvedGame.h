// Whether the exact sources found where the engine looks decide every position of a game under
// its captures rule: Bagh-Chal's endgame database and all its placement tables (the data
// package, or a solve), Lambs and Tigers' tables of the rule (the every-goat rule's ship with
// the program). Then the top level plays it perfectly from the first move; otherwise it reads
// where the tables stop, and the app does not call it Perfect.
#pragma once

#include "engine/games/GameTypes.h"

namespace bagh::games {

// Opens the tables to look (a few milliseconds); `capturesToWin` is Lambs' rule (5, 6, 15).
bool solvedThroughout(GameKind kind, int capturesToWin);

}  // namespace bagh::games
