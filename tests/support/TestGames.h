// Game records for tests: written out as moves, or reached by random legal play.
#pragma once

#include <random>

#include "engine/core/Game.h"
#include "engine/core/Position.h"

namespace testgames {

// The game of `moves` (space-separated move texts: "C1 A1B1 C2") from `start`; a move that
// does not parse or is not legal is a mistake in the test, which stops there.
bagh::Game fromMoves(const char* moves, const bagh::Position& start = bagh::Position::start());

// A random game between 0 and maxPlies long that is not over yet.
bagh::Game randomGame(std::mt19937& rng, int maxPlies);

}  // namespace testgames
