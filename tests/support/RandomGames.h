// Game records reached by random legal play, for storm and robustness tests.
#pragma once

#include <random>

#include "core/Game.h"

namespace testgames {

// A random game between 0 and maxPlies long that is not over yet.
bagh::Game randomGame(std::mt19937& rng, int maxPlies);

}  // namespace testgames
