// Game records for tests: written out as moves, or reached by random legal play.
#pragma once

#include <random>

#include "engine/core/Game.h"
#include "engine/core/Position.h"
#include "engine/games/AnyGame.h"

namespace testgames {

// The game of `moves` (space-separated move texts: "C1 A1B1 C2") from `start`; a move that
// does not parse or is not legal is a mistake in the test, which stops there.
bagh::Game fromMoves(const char* moves, const bagh::Position& start = bagh::Position::start());

// A random game between 0 and maxPlies long that is not over yet.
bagh::Game randomGame(std::mt19937& rng, int maxPlies);
// The same in either game (Lambs and Tigers under `capturesToWin`), as the app holds it.
bagh::games::Game randomGame(bagh::games::GameKind kind, std::mt19937& rng, int maxPlies,
                             int capturesToWin = 15);

}  // namespace testgames
